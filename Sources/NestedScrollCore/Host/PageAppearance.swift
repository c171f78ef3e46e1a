/// A page's appearance transition, as UIKit's child view controller containment names them
/// (`beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`).
///
/// ``NestedScrollHost`` sends them only for pages that become visible or stop being visible
/// in the pager (and with the container's own appearance): never for loaded neighbours that
/// stay off screen. Every `will` is followed by its `did`, or by the opposite `will` when a
/// swipe turns back, as UIKit allows.
public enum PageAppearanceTransition: Hashable, Sendable {
  /// The page starts to come on screen (`beginAppearanceTransition(true, animated:)`).
  case willAppear
  /// The page is on screen and the pager has come to rest (`endAppearanceTransition()`).
  case didAppear
  /// The page starts to leave the screen (`beginAppearanceTransition(false, animated:)`).
  case willDisappear
  /// The page is off screen and the pager has come to rest (`endAppearanceTransition()`).
  case didDisappear
}

/// Where a page (or the container) is in its appearance cycle.
enum AppearanceState: Hashable {
  case disappeared
  case appearing
  case appeared
  case disappearing

  /// Whether the page is on screen or coming on screen.
  var isShowing: Bool { self == .appearing || self == .appeared }
}

extension PageAppearanceTransition {
  /// Whether this transition may follow `previous`, a page's last one (`nil`: none since it
  /// loaded), under UIKit's containment rules: a `did` completes its own `will`; a `will`
  /// starts from rest or turns the opposite `will` back (a swipe that returns).
  public func canFollow(_ previous: PageAppearanceTransition?) -> Bool {
    switch self {
    case .willAppear: previous == nil || previous == .didDisappear || previous == .willDisappear
    case .didAppear: previous == .willAppear
    case .willDisappear: previous == .willAppear || previous == .didAppear
    case .didDisappear: previous == .willDisappear
    }
  }
}

extension PageAppearanceTransition {
  /// Whether a page whose latest transition is `last` (`nil`: none since it loaded) is
  /// visible: from the moment it starts to appear until it starts to disappear, the span in
  /// which VoiceOver reads it. A loaded neighbour that has not come on screen is not; nor is
  /// any page while the container is off screen. What a SwiftUI tab's visibility value says.
  package static func isVisible(after last: PageAppearanceTransition?) -> Bool {
    last == .willAppear || last == .didAppear
  }
}
