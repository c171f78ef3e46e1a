/// When VoiceOver hears that another page has come on screen, and of what.
///
/// A swipe or a tab tap that lands on another page is announced once the page has appeared
/// (the pager at rest): ``pageDidAppear(_:selectedPage:pageCount:title:)`` returns an
/// ``Announcement``, the tab's title and its place, which the platform words in the user's
/// language (UIKit: `NestedScrollAnnouncements` from the package's string table, posted with
/// `UIAccessibility.post(notification: .pageScrolled, argument:)`). ``text(title:page:pageCount:)``
/// is the English wording, "Posts, tab, 2 of 4", for a platform without a string table.
/// The page shown when the container appears is not announced (VoiceOver reads a new screen
/// by itself), nor is a page that appears again after a reload.
public struct PageChangeAnnouncer: Hashable, Sendable {
  /// The page VoiceOver last heard of (announced, or shown when the container appeared).
  public private(set) var lastPage: Int?

  /// A new announcer: the next page to appear is the container's first.
  public init() {}

  /// What to announce of a page that came on screen: its tab's title (empty for a tab
  /// without one) and its place, page `page` (from 0) of `pageCount`. It holds no words:
  /// the platform words it in the user's language.
  public struct Announcement: Hashable, Sendable {
    /// The tab's title; empty for a tab without one.
    public var title: String
    /// The page, from 0.
    public var page: Int
    /// How many pages the container has.
    public var pageCount: Int

    /// Creates the announcement of page `page` of `pageCount`, titled `title`.
    public init(title: String, page: Int, pageCount: Int) {
      self.title = title
      self.page = page
      self.pageCount = pageCount
    }
  }

  /// Page `page`, of `pageCount`, titled `title`, finished appearing (`viewDidAppear`)
  /// while `selectedPage` is selected. Returns what to announce, or `nil`.
  public mutating func pageDidAppear(_ page: Int, selectedPage: Int, pageCount: Int, title: String)
    -> Announcement?
  {
    guard page == selectedPage else { return nil }
    defer { lastPage = page }
    guard let lastPage, lastPage != page else { return nil }
    return Announcement(title: title, page: page, pageCount: pageCount)
  }

  /// The container went off screen: the page it shows next time is not a change.
  public mutating func containerDidDisappear() {
    lastPage = nil
  }

  /// The English words for an announcement, "Posts, tab, 2 of 4" for page 1 of 4 titled
  /// "Posts" ("Tab, 2 of 4" without a title): for a platform without the package's string
  /// table, and the English entry that table must match.
  public static func text(title: String, page: Int, pageCount: Int) -> String {
    let place = "\(page + 1) of \(pageCount)"
    return title.isEmpty ? "Tab, \(place)" : "\(title), tab, \(place)"
  }
}
