/// Where a tab bar's selection stands: the selected tab and the pager's fractional position
/// among the tabs, which the indicator follows during a swipe (``TabIndicator``).
///
/// ``NestedScrollHost`` sends it through ``NestedScrollHostAdapter/tabSelectionDidChange(_:)``
/// whenever either part changes: on every pager scroll that moves the indicator, so it
/// follows the finger and an animated tab tap, not only when the header moves.
public struct TabSelection: Hashable, Sendable {
  /// The selected tab.
  public var selectedIndex: Int
  /// The pager's position in tabs: 1.5 is halfway between tabs 1 and 2 (the tab order,
  /// whatever the layout direction).
  public var progress: Double

  /// Creates a selection.
  public init(selectedIndex: Int, progress: Double) {
    self.selectedIndex = selectedIndex
    self.progress = progress
  }
}
