/// Where a VoiceOver page scroll left the selected list, counted in pages of the one scroll
/// view that header, tab bar and list form: what VoiceOver announces after the scroll
/// ("Page 2 of 5"), as UIKit's scroll views announce theirs.
///
/// UIKit: `UIAccessibility.post(notification: .pageScrolled, argument:)` with ``text``, or a
/// text of the app's own made from ``page`` and ``pageCount``.
public struct AccessibilityScrollStatus: Hashable, Sendable {
  /// The page shown now, from 1.
  public var page: Int
  /// How many pages header, tab bar and list make together (at least 1).
  public var pageCount: Int

  /// A status of `page` (from 1) of `pageCount`.
  public init(page: Int, pageCount: Int) {
    self.page = page
    self.pageCount = pageCount
  }

  /// "Page 2 of 5".
  public var text: String { "Page \(page) of \(pageCount)" }
}
