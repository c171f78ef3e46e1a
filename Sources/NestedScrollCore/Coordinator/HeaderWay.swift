/// Where the header is headed: where the active list puts it, floating over it
/// (``HeaderMode``), or, under ``TabSwitchPolicy/keepsContent`` after a tab switch, on its
/// way to where the list puts it.
///
/// The way is a motion of its own beside the lists' (``ListActivity``): a list may scroll,
/// decelerate or be driven while the header eases to where that list puts it, and a finger
/// holds the way where it is until it lifts.
package enum HeaderWay: Hashable, Sendable {
  /// The header is where the active list puts it.
  case withList
  /// The header eases to where the active list puts it; the transition holds how far it is
  /// from there and its clock.
  case onItsWay(HeaderTransition)
  /// The header floats over the active list (``HeaderMode/floats``,
  /// ``HeaderMode/floatsCollapsedFirst(height:)``): it shows where the list at `anchor` would
  /// show it expanded, within what the list and the mode allow.
  case floating(anchor: Double)

  /// Which of the ways this is, without what it carries.
  package enum Phase: Hashable, Sendable {
    /// ``HeaderWay/withList``.
    case withList
    /// ``HeaderWay/onItsWay(_:)``.
    case onItsWay
    /// ``HeaderWay/floating(anchor:)``.
    case floating
  }

  /// Which of the ways this is.
  package var phase: Phase {
    switch self {
    case .withList: .withList
    case .onItsWay: .onItsWay
    case .floating: .floating
    }
  }
}
