import NestedScrollCore
import NestedScrollSimulation
import NestedScrollTestSupport
import ScrollSimulator
import Testing

/// What the host sends its adapter, and only when it changed: the tab selection on every
/// pager scroll, nothing for a scroll event that moves nothing on screen, and VoiceOver
/// kept off a page as soon as it leaves the screen.
@Suite struct HostOutputTests {
  /// The tab indicator once stopped mid-swipe: it was updated only with header layouts,
  /// and a swipe under the default policy moves no header. Every pager scroll now sends
  /// the selection, and the screen's indicator follows the finger sample by sample.
  @Test func theTabIndicatorFollowsASwipeThatMovesNoHeader() throws {
    let screen = try makeScreen()
    let driver = ScreenDriver(screen)
    let header = screen.rendered.headerLayout
    var progress: [Double] = []
    driver.onFrame = { _ in
      #expect(screen.rendered.tabSelection.progress == screen.pager.contentOffset.x / screen.width)
      progress.append(screen.rendered.tabSelection.progress)
    }
    driver.touchDown(x: 300, y: 500)
    driver.move(to: Point(x: 60, y: 500), duration: 0.3)
    #expect(progress.contains { $0 > 0.2 && $0 < 0.8 }, "the indicator moved with the finger")
    #expect(screen.rendered.headerLayout == header, "the header did not move")
    driver.lift()
    #expect(driver.runUntilRest())
    #expect(screen.rendered.tabSelection == TabSelection(selectedIndex: 1, progress: 1))
  }

  /// The same through the host alone: each pager scroll sends the selection, none a layout.
  @Test func everyPagerScrollSendsTheTabSelection() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    let layouts = adapter.layouts
    host.pagerWillBeginDragging()
    for step in 1...9 {
      let x = 39 * Double(step)
      host.pagerDidScroll(offsetX: x)
      #expect(adapter.tabSelections.last == TabSelection(selectedIndex: x >= 195 ? 1 : 0, progress: x / 390))
    }
    #expect(adapter.layouts == layouts)
  }

  /// A scroll event with the header pinned changes nothing on screen but the list, which
  /// scrolls itself: the host sends no layout, selection, container layout, page or
  /// accessibility output.
  @Test func aScrollEventWithTheHeaderPinnedSendsNoLayout() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    let pin = host.coordinator.snapshot.space.pinOffset
    host.setContentOffset(pin + 100, page: 0, animated: false, at: 0)
    #expect(host.layout.isPinned)
    var time = 0.0
    while host.frame(at: time), time < 1 { time += 1.0 / 60 }
    adapter.clear()
    let sent = (
      adapter.layouts, adapter.tabSelections, adapter.containerLayouts, adapter.primaryPages,
      adapter.refreshStates, adapter.accessibilityHidden
    )
    for offset in [pin + 110, pin + 200, pin + 150] {
      adapter.lists[0].contentOffsetY = offset
      host.listDidScroll(page: 0)
    }
    #expect(adapter.layouts == sent.0)
    #expect(adapter.tabSelections == sent.1)
    #expect(adapter.containerLayouts == sent.2)
    #expect(adapter.primaryPages == sent.3)
    #expect(adapter.refreshStates == sent.4)
    #expect(adapter.accessibilityHidden == sent.5)
    #expect(adapter.outputs.allSatisfy { if case .frames = $0 { true } else { false } })
  }

  /// A swipe that takes a page off screen hides it from VoiceOver at once, before its
  /// `didDisappear` (which waits for the pager to rest), and shows it again when the swipe
  /// turns back.
  @Test func aPageLeavingTheScreenIsHiddenFromVoiceOverAtOnce() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    #expect(adapter.accessibilityHidden[0] == false)
    host.pagerWillBeginDragging()
    host.pagerDidScroll(offsetX: 200)
    #expect(adapter.accessibilityHidden[0] == false, "still partly on screen")
    #expect(adapter.accessibilityHidden[1] == false, "coming on screen")
    host.pagerDidScroll(offsetX: 390)
    #expect(adapter.accessibilityHidden[0] == true)
    #expect(!adapter.appearances.contains(.appearance(0, .didDisappear)), "the finger still holds the pager")
    host.pagerDidScroll(offsetX: 300)
    #expect(adapter.accessibilityHidden[0] == false)
  }
}

extension HostOutputTests {
  /// A layout pass that took the pager's width away halfway through a tab tap's slide: the
  /// pager could never report arriving, the coordinator's pager stayed between pages, and
  /// the rest rule never ran again (a list the app shortened stayed past its end). With no
  /// width, the selected page is now shown at once.
  @Test func aLayoutPassEndsASlideThePagerCanNoLongerFinish() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.selectPage(1, animated: true, at: 0)
    host.pagerDidScroll(offsetX: 160)
    var narrow = ContainerMeasurements.phone
    narrow.width = 0
    host.containerDidLayout(narrow)
    #expect(adapter.tabSelections.last == TabSelection(selectedIndex: 1, progress: 1))
    adapter.lists[1].contentOffsetY = 1_500
    adapter.lists[1].contentHeight = 0
    host.listContentSizeDidChange(page: 1)
    var time = 0.0
    while host.frame(at: time), time < 5 { time += 1.0 / 60 }
    #expect(!host.needsFrames, "the rest rule ran and the screen came to rest")
    #expect(host.selectedPage == 1)
  }
}
