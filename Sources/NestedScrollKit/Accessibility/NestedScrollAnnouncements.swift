import Foundation
import NestedScrollCore

/// The words VoiceOver speaks for the nested scroll: "Posts, tab, 2 of 4" when another tab's
/// page has come on screen, and "Page 2 of 5" after a three-finger scroll.
///
/// When to speak is the core's (`PageChangeAnnouncer`, `AccessibilityScrollStatus`); this
/// only words it. By default (``localized``) the words come from the package's string table,
/// `Localizable.strings` in the module's bundle (English and German), in the language the app
/// runs in. An app that speaks another language, or wants other words, sets its own closures
/// on the controller's `announcements` (see the Accessibility article).
///
/// It is platform-neutral (Foundation only), so the table is read and checked on every
/// platform the package builds for.
public struct NestedScrollAnnouncements: Sendable {
  /// The words for page `page` (from 0) of `pageCount`, titled `title` (empty for a tab
  /// without a title), once it has come on screen: "Posts, tab, 2 of 4".
  public var pageChange: @Sendable (_ title: String, _ page: Int, _ pageCount: Int) -> String
  /// The words for where a VoiceOver page scroll left the screen, in pages of header, tab bar
  /// and list together: "Page 2 of 5".
  public var pageScroll: @Sendable (_ status: AccessibilityScrollStatus) -> String

  /// Announcements with words of the app's own.
  public init(
    pageChange: @escaping @Sendable (_ title: String, _ page: Int, _ pageCount: Int) -> String,
    pageScroll: @escaping @Sendable (_ status: AccessibilityScrollStatus) -> String
  ) {
    self.pageChange = pageChange
    self.pageScroll = pageScroll
  }

  /// The words for a page change the core announced (`PageChangeAnnouncer/pageDidAppear`),
  /// from ``pageChange``: the announcer decides when and of what, never in which words.
  package func words(for announcement: PageChangeAnnouncer.Announcement) -> String {
    pageChange(announcement.title, announcement.page, announcement.pageCount)
  }

  /// The package's string table in the language the app runs in (English where the table has
  /// none of the app's languages), numbers written for the current locale.
  public static var localized: NestedScrollAnnouncements { NestedScrollAnnouncements(table: .module) }

  /// The bundle that holds the package's string table, one `.lproj` folder per language.
  package static var tableBundle: Bundle { .module }

  /// The announcements that `bundle`'s `Localizable` table words, as ``localized`` does with
  /// the module's bundle; a test passes one language's `.lproj` folder as the bundle.
  package init(table bundle: Bundle) {
    // The closures keep the bundle's path and open it again when they speak: `Bundle` is not
    // `Sendable` in the iOS 16 SDK, and Foundation hands back its cached instance for a path.
    let path = bundle.bundlePath
    @Sendable func words(_ key: String, english: String, _ arguments: any CVarArg...) -> String {
      let format = (Bundle(path: path) ?? .main).localizedString(forKey: key, value: english, table: nil)
      return String(format: format, locale: Locale.current, arguments: arguments)
    }
    self.init(
      pageChange: { title, page, pageCount in
        title.isEmpty
          ? words("PageChange.Untitled", english: "Tab, %1$ld of %2$ld", page + 1, pageCount)
          : words("PageChange.Titled", english: "%1$@, tab, %2$ld of %3$ld", title, page + 1, pageCount)
      },
      pageScroll: { status in
        words("PageScroll", english: "Page %1$ld of %2$ld", status.page, status.pageCount)
      }
    )
  }
}
