import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

/// Modulo snapping in `scrollViewWillEndDragging`: a `.fast` list whose
/// `scrollViewWillEndDragging` rounds the proposed target to a multiple of a fixed item
/// height, nearest first, whatever the fling's direction; header and tabs are ours
/// (``CoordinatorStrategy``'s screen). The technique's code is
/// ``NestLabStrategies/BaselineModuloSnap``, which the browser playground runs too.
///
/// Described publicly by Apple's documentation of
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// (<https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)>).
/// Reproduces the failure the technique shows: a release whose nearest multiple lies behind
/// the motion turns the content around at once (a "tick"); items of other heights are snapped
/// as if they were all as tall as the first. NestLabStrategies' ModuloSnap article says how
/// the re-enactment follows the technique and which scenarios measure the failure.
public final class BaselineModuloSnapStrategy: NestedScrollStrategy {
  /// "modulo-snap".
  public static let identifier = "modulo-snap"
  /// One line for reports.
  public static let summary =
    "Modulo snap: willEndDragging rounds the target to a multiple of a fixed item height"

  /// The technique's fixed cell height, used for tabs without item heights.
  public static let fallbackItemSize = BaselineModuloSnap.fallbackItemSize

  /// Our screen, whose lists' delegates are interposed.
  public let base: CoordinatorStrategy
  /// The technique's `scrollViewWillEndDragging`, in front of every list's delegate.
  private let snap: BaselineModuloSnap

  /// The item size each tab's modulo uses: its first item height, or ``fallbackItemSize``.
  public var itemSizes: [Int] { snap.itemSizes }

  /// Builds our screen from `spec` with `.fast` lists and no item snapping of ours, then puts
  /// the technique's `scrollViewWillEndDragging` in front of each list's delegate.
  public init(screen spec: ScreenSpec) throws(ScenarioError) {
    var ours = spec
    ours.decelerationRate = BaselineModuloSnap.decelerationRate  // .fast, as the technique sets it
    ours.tabs = spec.tabs.map { tab in
      var tab = tab
      tab.snapsToItems = false
      return tab
    }
    base = try CoordinatorStrategy(screen: ours)
    snap = BaselineModuloSnap(screen: base.screen, firstItemHeights: spec.tabs.map { $0.itemHeights?.first })
  }

  /// Touch down.
  public func touchBegan(at location: Point, time: Double) { base.touchBegan(at: location, time: time) }
  /// Finger moves.
  public func touchMoved(to location: Point, time: Double) { base.touchMoved(to: location, time: time) }
  /// Finger lifts.
  public func touchEnded(at location: Point, time: Double) { base.touchEnded(at: location, time: time) }
  /// Two fingers land on the trackpad (ours: indirect input).
  public func trackpadBegan(at location: Point, time: Double) { base.trackpadBegan(at: location, time: time) }
  /// The trackpad's fingers scroll.
  public func trackpadMoved(to location: Point, time: Double) { base.trackpadMoved(to: location, time: time) }
  /// The trackpad's fingers lift.
  public func trackpadEnded(at location: Point, time: Double) { base.trackpadEnded(at: location, time: time) }
  /// A frame.
  public func advance(to time: Double) { base.advance(to: time) }
  /// Tab tap.
  public func tapTab(_ index: Int, time: Double) { base.tapTab(index, time: time) }
  /// Content height change of one list.
  public func setContentHeight(_ height: Double, tab: Int, time: Double) {
    base.setContentHeight(height, tab: tab, time: time)
  }
  /// Header height change.
  public func setHeaderHeight(_ height: Double, time: Double) { base.setHeaderHeight(height, time: time) }
  /// Refresh ends.
  public func endRefreshing(time: Double) { base.endRefreshing(time: time) }
  /// What the screen shows (ours).
  public var observation: Observation { base.observation }
}
