import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

extension SimulatedProfileScreen {
  /// A screen whose pages are lists of `rows[page]` rows (their heights, one section) that
  /// report them as a table view does: content as tall as the rows.
  static func withRows(
    _ rows: [[Double]],
    configuration: NestedScrollConfiguration = profileConfiguration(pinnedHeaderHeight: 60),
    pageLoading: PageLoading = .all
  ) throws -> SimulatedProfileScreen {
    let heights = rows.map { $0.reduce(0, +) }
    let screen = try SimulatedProfileScreen(
      configuration: configuration, contentHeights: heights, pageLoading: pageLoading)
    screen.rowHeights = rows
    return screen
  }

  /// Each page list's `contentOffset.y`, as the screen shows it.
  var listOffsets: [Double] { lists.map { $0.contentOffset.y } }

  /// The offsets page `page`'s list rests within: its top to the end of its content.
  func restingRange(ofPage page: Int) -> ClosedRange<Double> {
    let list = lists[page]
    let top = -list.contentInsetTop
    let end = list.contentSize.height + list.contentInsetBottom - list.boundsSize.height
    return top...max(top, end)
  }

  /// What a round trip must bring back: header, tab bar, selection, pager and lists.
  var restoredState: RestoredState {
    RestoredState(
      header: rendered.header, tabBar: rendered.tabBar, selectedPage: rendered.selectedPage,
      tabSelection: rendered.tabSelection, pagerOffsetX: pager.contentOffset.x, listOffsets: listOffsets)
  }
}

/// The parts of a screen a restored snapshot must reproduce.
struct RestoredState: Equatable, CustomStringConvertible {
  var header: Rect
  var tabBar: Rect
  var selectedPage: Int
  var tabSelection: TabSelection
  var pagerOffsetX: Double
  var listOffsets: [Double]

  /// Equal within `tolerance` points (offsets pass through sums of insets).
  func matches(_ other: RestoredState, tolerance: Double = 1e-6) -> Bool {
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
    return near(header.minY, other.header.minY) && near(header.size.height, other.header.size.height)
      && near(tabBar.minY, other.tabBar.minY) && selectedPage == other.selectedPage
      && tabSelection.selectedIndex == other.tabSelection.selectedIndex
      && near(tabSelection.progress, other.tabSelection.progress) && near(pagerOffsetX, other.pagerOffsetX)
      && listOffsets.count == other.listOffsets.count
      && zip(listOffsets, other.listOffsets).allSatisfy { near($0, $1) }
  }

  var description: String {
    "header y \(header.minY) h \(header.size.height), tab bar y \(tabBar.minY), page \(selectedPage) (\(tabSelection.progress)), pager \(pagerOffsetX), lists \(listOffsets)"
  }
}
