import NestedScrollCore
import NestedScrollSimulation
import ScrollPhysics
import ScrollSimulator

/// Our technique: every tab's list owns all vertical scrolling, its top inset reserves
/// room for header and tab bar, and the coordinator positions the header from the active
/// list's offset (NestedScrollCore, driven through ``NestedScrollSimulation/SimulatedProfileScreen``
/// exactly as the UIKit host drives it). Tab switches keep the header
/// (``NestedScrollCore/TabSwitchPolicy/keepsHeader``, the default); the subclass
/// ``KeepsContentCoordinatorStrategy`` runs the other policy.
public class CoordinatorStrategy: NestedScrollStrategy {
  /// "ours".
  public class var identifier: String { "ours" }
  /// "ours (keeps header)".
  public class var title: String { "ours (keeps header)" }
  /// One line for reports.
  public class var summary: String {
    "One scroll space: list insets reserve the header, the coordinator places it; a tab switch keeps the header"
  }
  /// The tab-switch policy the screen is configured with.
  public class var tabSwitchPolicy: TabSwitchPolicy { .keepsHeader }

  /// The simulated screen.
  public let screen: SimulatedProfileScreen

  /// Builds the screen from `spec`.
  public required init(screen spec: ScreenSpec) throws(ScenarioError) {
    var configuration = spec.configuration
    configuration.tabSwitchPolicy = Self.tabSwitchPolicy
    do {
      screen = try SimulatedProfileScreen(
        configuration: configuration, contentHeights: spec.tabs.map(\.contentHeight), width: spec.width)
    } catch {
      throw ScenarioError(path: "screen", message: "the coordinator rejected this screen: \(error)")
    }
    let rate = DecelerationRate(clamping: spec.decelerationRate)
    screen.rowHeights = Array(repeating: [], count: spec.tabs.count)
    var sectionedTabs: [(page: Int, rows: SectionedRows)] = []
    for (index, tab) in spec.tabs.enumerated() {
      screen.lists[index].decelerationRate = rate
      if tab.snapsToItems, let heights = tab.itemHeights {
        do {
          switch tab.snapSource {
          case .boundaries:
            try screen.host.setItemSnap(.itemHeights(heights), forPage: index)
          case .list:
            // The list lays the rows out itself and answers the host's question at each release.
            if let sections = tab.sections {
              sectionedTabs.append((index, SectionedRows(heights: heights, sections: sections)))
            } else {
              screen.rowHeights[index] = heights
            }
            try screen.host.setItemSnap(.listItems, forPage: index)
          }
        } catch {
          throw ScenarioError(
            path: "screen.tabs[\(index)].itemHeights", message: "invalid item heights: \(error)")
        }
      }
      if let loadMore = tab.loadMore {
        do {
          try screen.host.setLoadMore(distance: loadMore.distance, forPage: index)
        } catch {
          throw ScenarioError(
            path: "screen.tabs[\(index)].loadMore.distance", message: "invalid load-more distance: \(error)")
        }
      }
    }
    if !sectionedTabs.isEmpty {
      // A plain table with sticky section headers answers its rows and its sections; the
      // other lists answer from their rows as before.
      let tables = sectionedTabs
      let simulated = screen
      screen.itemFrameAnswer = { [unowned simulated] y, page in
        if let table = tables.first(where: { $0.page == page }) { return table.rows.itemFrame(at: y) }
        guard simulated.rowHeights.indices.contains(page) else { return nil }
        return SectionedRows(heights: simulated.rowHeights[page], sections: nil).itemFrame(at: y)
      }
      screen.sectionFrameAnswer = { y, page in tables.first { $0.page == page }?.rows.sectionFrame(at: y) }
    }
  }

  /// Touch down: to the active list and the pager, as UIKit routes it.
  public func touchBegan(at location: Point, time: Double) { screen.touchBegan(at: location, time: time) }
  /// Finger moves.
  public func touchMoved(to location: Point, time: Double) { screen.touchMoved(to: location, time: time) }
  /// Finger lifts.
  public func touchEnded(at location: Point, time: Double) { screen.touchEnded(at: location, time: time) }
  /// Two fingers land on the trackpad: the host hears indirect input, the views a drag.
  public func trackpadBegan(at location: Point, time: Double) {
    screen.trackpadTouchBegan(at: location, time: time)
  }
  /// The trackpad's fingers scroll.
  public func trackpadMoved(to location: Point, time: Double) {
    screen.trackpadMoved(to: location, time: time)
  }
  /// The trackpad's fingers lift.
  public func trackpadEnded(at location: Point, time: Double) {
    screen.trackpadTouchEnded(at: location, time: time)
  }
  /// A frame.
  public func advance(to time: Double) { screen.advance(to: time) }
  /// Tab tap.
  public func tapTab(_ index: Int, time: Double) { screen.tapTab(index, time: time) }

  /// Content height change of one list.
  public func setContentHeight(_ height: Double, tab: Int, time: Double) {
    guard screen.lists.indices.contains(tab) else { return }
    screen.advance(to: time)
    let list = screen.lists[tab]
    list.contentSize = Size(width: list.contentSize.width, height: height)
    screen.host.listContentSizeDidChange(page: tab)
  }

  /// Header height change: a layout pass that measures the header at `height`.
  public func setHeaderHeight(_ height: Double, time: Double) {
    var measurements = screen.measurements
    measurements.headerHeight = height
    screen.layOut(measurements, time: time)
  }

  /// Refresh ends: the page's, or in tab scope the selected tab's.
  public func endRefreshing(time: Double) {
    screen.advance(to: time)
    screen.host.endRefreshing(at: time)
    screen.host.endTabRefreshing(page: screen.host.selectedPage, at: time)
  }

  /// Whether the host asked for tab `tab`'s rows (its footer shows).
  public func isLoadingMore(tab: Int) -> Bool { screen.host.isLoadingMore(page: tab) }

  /// The app's rows are in (or it has none): the host's footer goes.
  public func loadMoreDidEnd(tab: Int, time: Double) {
    screen.advance(to: time)
    screen.host.loadMoreDidEnd(page: tab)
  }

  /// Whether `state` shows a refresh under way (its room kept or closing).
  private static func isRefreshing(_ state: RefreshState) -> Bool { state == .refreshing || state == .ending }

  /// What the screen shows.
  public var observation: Observation {
    let shown = screen.coordinator.snapshot
    let layout = shown.layout
    let active = screen.activeList
    return Observation(
      headerTop: layout.headerTop, tabBarTop: layout.tabBarTop, activeTab: shown.activePage,
      scrollPosition: shown.space.headerPosition(forOffset: active.contentOffset.y),
      tabOffsets: screen.lists.map(\.contentOffset.y),
      isRefreshing: Self.isRefreshing(shown.refreshState)
        || Self.isRefreshing(screen.host.tabRefreshState(page: shown.activePage)))
  }
}

/// Our technique with tab switches that keep the content
/// (``NestedScrollCore/TabSwitchPolicy/keepsContent``): the tab shows exactly the position
/// it had, and the header eases to where that puts it.
public final class KeepsContentCoordinatorStrategy: CoordinatorStrategy {
  /// "ours-keeps-content".
  public override class var identifier: String { "ours-keeps-content" }
  /// "ours (keeps content)".
  public override class var title: String { "ours (keeps content)" }
  /// One line for reports.
  public override class var summary: String {
    "One scroll space, as ours; a tab switch keeps the tab's position and the header eases there in 0.3 s"
  }
  /// ``NestedScrollCore/TabSwitchPolicy/keepsContent``.
  public override class var tabSwitchPolicy: TabSwitchPolicy { .keepsContent }
}
