import NestedScrollCore
import Testing

/// The host layer turns what a host measures into the coordinator's geometry, and the
/// behaviour an app chooses into a screen that never fails to be created.
struct HostGeometryTests {
  @Test func measurementsBecomeTheScrollSpace() {
    let adapter = RecordingAdapter(behavior: NestedScrollBehavior(pinnedHeaderHeight: 44))
    let space = adapter.host.coordinator.snapshot.space
    #expect(space.topInset == 47)
    #expect(space.headerHeight == 300)
    #expect(space.pinnedHeaderHeight == 44)
    #expect(space.tabBarHeight == 44)
    #expect(space.viewportHeight == 844)
    #expect(space.bottomInset == 34)
    #expect(adapter.lists[0].contentInsetTop == 47 + 300 + 44)
  }

  @Test func aHeaderUnderTheTopBarsStartsAtTheTopAndPinsBelowThem() {
    let adapter = RecordingAdapter(
      behavior: NestedScrollBehavior(pinnedHeaderHeight: 44, extendsHeaderUnderTopBars: true))
    let space = adapter.host.coordinator.snapshot.space
    #expect(space.topInset == 0)
    #expect(space.headerHeight == 347)
    #expect(space.pinnedHeaderHeight == 91)
    #expect(adapter.host.layout.headerTop == 0)
    // Collapsed, the tab bar sits right below the bars (47) and the pinned strip (44).
    adapter.host.collapseHeader(animated: false, at: 0)
    #expect(adapter.host.layout.tabBarTop == 91)
  }

  @Test func thePinnedPartWaitsForTheHeaderToBeMeasured() {
    // The first layout pass measures the header before Auto Layout has sized its content.
    var measurements = ContainerMeasurements.phone
    measurements.headerHeight = 10
    let adapter = RecordingAdapter(
      behavior: NestedScrollBehavior(pinnedHeaderHeight: 60), measurements: measurements)
    #expect(adapter.host.coordinator.snapshot.space.pinnedHeaderHeight == 10)
    adapter.host.containerDidLayout(.phone)
    #expect(adapter.host.coordinator.snapshot.space.pinnedHeaderHeight == 60)
  }

  @Test func unusableBehaviourIsReplacedAndReported() {
    let adapter = RecordingAdapter(
      behavior: NestedScrollBehavior(
        pinnedHeaderHeight: .nan, refresh: RefreshConfiguration(threshold: -5, indicatorHeight: 60),
        initialPage: 7, snapFlickVelocity: .infinity))
    let host = adapter.host
    #expect(host.behavior.pinnedHeaderHeight == 0)
    #expect(host.behavior.refresh == RefreshConfiguration(threshold: 80, indicatorHeight: 60))
    #expect(host.behavior.initialPage == 0)
    #expect(host.behavior.snapFlickVelocity == 200)
    #expect(host.diagnostics.count == 4)
    #expect(host.coordinator.snapshot.space.pinnedHeaderHeight == 0)
    #expect(host.selectedPage == 0)
  }

  @Test func aReleaseVelocityIsConvertedFromPointsPerMillisecond() {
    // Header snapping: a slow release (under the flick speed) rests at the nearest edge, a
    // flick follows its direction. 0.5 pt/ms is 500 pt/s, a flick toward collapsing.
    let adapter = RecordingAdapter(behavior: NestedScrollBehavior(snapsHeader: true))
    let host = adapter.host
    let top = host.coordinator.snapshot.space.offset(forHeaderPosition: 0)
    host.setContentOffset(top + 60, page: 0, animated: false, at: 0)
    var target = top + 61
    host.listWillEndDragging(page: 0, velocityPerMillisecond: 0.5, targetContentOffset: &target, at: 0)
    // The snap lands on the pin, by UIKit's landing or by the coordinator's own glide.
    let destination = host.coordinator.snapshot.animation?.target ?? target
    #expect(destination == host.coordinator.snapshot.space.pinOffset)
  }
}
