/// What VoiceOver says when another page has come on screen, and when.
///
/// A swipe or a tab tap that lands on another page is announced once the page has appeared
/// (the pager at rest), as "Posts, tab, 2 of 4": the tab's title, its role and its place.
/// UIKit: `UIAccessibility.post(notification: .pageScrolled, argument:)` with that text.
/// The page shown when the container appears is not announced (VoiceOver reads a new screen
/// by itself), nor is a page that appears again after a reload.
public struct PageChangeAnnouncer: Hashable, Sendable {
  /// The page VoiceOver last heard of (announced, or shown when the container appeared).
  public private(set) var lastPage: Int?

  /// A new announcer: the next page to appear is the container's first.
  public init() {}

  /// Page `page`, of `pageCount`, titled `title`, finished appearing (`viewDidAppear`)
  /// while `selectedPage` is selected. Returns the text to announce, or `nil`.
  public mutating func pageDidAppear(_ page: Int, selectedPage: Int, pageCount: Int, title: String) -> String?
  {
    guard page == selectedPage else { return nil }
    defer { lastPage = page }
    guard let lastPage, lastPage != page else { return nil }
    return Self.text(title: title, page: page, pageCount: pageCount)
  }

  /// The container went off screen: the page it shows next time is not a change.
  public mutating func containerDidDisappear() {
    lastPage = nil
  }

  /// "Posts, tab, 2 of 4" for page 1 of 4 titled "Posts" ("Tab, 2 of 4" without a title).
  public static func text(title: String, page: Int, pageCount: Int) -> String {
    let place = "\(page + 1) of \(pageCount)"
    return title.isEmpty ? "Tab, \(place)" : "\(title), tab, \(place)"
  }
}
