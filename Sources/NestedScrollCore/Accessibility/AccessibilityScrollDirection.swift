/// The direction of VoiceOver's three-finger scroll, as UIKit reports it to
/// `accessibilityScroll(_:)` (`UIAccessibilityScrollDirection`): the way the fingers swipe,
/// which is the way the content moves.
///
/// ``up`` brings the content below into view (the next page), ``down`` the content above;
/// ``left`` and ``right`` move between tabs, ``left`` to the page on the right (the next tab
/// in a left-to-right layout).
public enum AccessibilityScrollDirection: Hashable, Sendable {
  /// The fingers swipe up: the content moves up and the page below comes into view.
  case up
  /// The fingers swipe down: the content moves down and the page above comes into view.
  case down
  /// The fingers swipe left: the tab on the right comes into view.
  case left
  /// The fingers swipe right: the tab on the left comes into view.
  case right
}
