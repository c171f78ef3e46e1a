/// What a tab switch keeps where it was: the header, or the selected tab's content.
///
/// A tab's list remembers its own offset, and that offset implies a header position. When
/// it differs from the header on screen, one of the two must give way. See the article
/// <doc:ChoosingATabSwitchPolicy> for when to choose which.
public enum TabSwitchPolicy: Hashable, Sendable {
  /// The header stays where it is; the selected list is fitted to it: a list whose offset
  /// implies another header position is moved so its first row sits right under the
  /// visible header (``ScrollSpace/fittedOffset(_:toHeaderPosition:refreshReservation:)``).
  /// With the header pinned, every list scrolled past the pin keeps its offset. The default.
  case keepsHeader
  /// The selected list shows exactly the offset it had; the header moves to where that
  /// offset puts it, in one short continuous animation (`HeaderTransition`): never a jump
  /// within a frame, never while a finger is down.
  case keepsContent
}
