#if canImport(UIKit)
  // The iOS 16 SDK declares UIAccessibility's notification constants as global variables,
  // which Swift 6 rejects without this; they are constants in practice.
  @preconcurrency import UIKit

  /// Posts VoiceOver's page-scrolled notification: "a scroll action completes", with the
  /// text an assistive app speaks, such as "Posts, tab, 2 of 4"
  /// (``NestedScrollAnnouncements``).
  @MainActor
  enum PageScrolledNotification {
    /// Posts `announcement`.
    static func post(_ announcement: String) {
      UIAccessibility.post(notification: .pageScrolled, argument: announcement)
    }
  }
#endif
