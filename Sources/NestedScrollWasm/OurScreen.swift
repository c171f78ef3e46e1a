// Our screen seen as the re-enacted techniques are seen (StrategyScreen), so the playground
// session drives every technique through one interface.

import NestLabStrategies
import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

/// Our coordinator's simulated profile screen as a ``NestLabStrategies/StrategyScreen``: its
/// lists fill the screen (their insets reserve the header), and the position in the one
/// scroll space is the header position the active list's offset implies.
final class OurScreen: StrategyScreen {
  /// The screen driven.
  let screen: SimulatedProfileScreen

  /// Wraps `screen`.
  init(_ screen: SimulatedProfileScreen) { self.screen = screen }

  func touchBegan(at location: Point, time: Double) { screen.touchBegan(at: location, time: time) }
  func touchMoved(to location: Point, time: Double) { screen.touchMoved(to: location, time: time) }
  func touchEnded(at location: Point, time: Double) { screen.touchEnded(at: location, time: time) }
  func advance(to time: Double) { screen.advance(to: time) }
  func tapTab(_ index: Int, time: Double) { screen.tapTab(index, time: time) }

  var headerTop: Double { screen.host.layout.headerTop }
  var tabBarTop: Double { screen.host.layout.tabBarTop }
  var listAreaTop: Double { 0 }
  var activeTab: Int { screen.host.selectedPage }
  var scrollPosition: Double {
    screen.coordinator.snapshot.space.headerPosition(forOffset: screen.activeList.contentOffset.y)
  }
  var lists: [SimulatedScrollView] { screen.lists }
  var pager: SimulatedScrollView { screen.pager }
  /// Frames the host asked for (its animations), and any view still moving on its own.
  var isMoving: Bool {
    screen.host.needsFrames || screen.pager.isDecelerating || screen.pager.isDragging
      || screen.lists.contains { $0.isDecelerating || $0.isDragging }
  }
}
