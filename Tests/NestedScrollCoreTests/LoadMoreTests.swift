import NestedScrollCore
import NestedScrollPropertyChecks
import NestedScrollSimulation
import NestedScrollTestSupport
import Testing

/// A tab asks for more rows once as it nears its end, shows a footer while the app loads,
/// and rows appended during a fling neither move what is on screen nor stop the fling.
struct LoadMoreTests {
  func move(_ trigger: inout LoadMoreTrigger, remaining: Double, contentHeight: Double) -> Bool {
    trigger.listDidMove(remaining: remaining, contentHeight: contentHeight)
  }

  @Test func theTriggerFiresOncePerApproach() throws {
    var trigger = try LoadMoreTrigger(distance: 300)
    #expect(!move(&trigger, remaining: 1000, contentHeight: 5000))
    #expect(move(&trigger, remaining: 250, contentHeight: 5000))
    #expect(trigger.isLoading)
    // Still near the end, still loading: no second request.
    #expect(!move(&trigger, remaining: 100, contentHeight: 5000))
    // Loaded nothing new and still at the end: not asked again and again.
    trigger.loadingDidEnd(.loaded)
    #expect(!move(&trigger, remaining: 100, contentHeight: 5000))
    // Away from the end and back: a new approach.
    #expect(!move(&trigger, remaining: 600, contentHeight: 5000))
    #expect(move(&trigger, remaining: 200, contentHeight: 5000))
    // New rows that still leave the end in reach ask for more at once.
    trigger.loadingDidEnd(.loaded)
    #expect(move(&trigger, remaining: 280, contentHeight: 5100))
  }

  @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
  func aBadDistanceIsATypedError(distance: Double) throws {
    #expect(throws: ConfigurationError.self) { try LoadMoreTrigger(distance: distance) }
    let screen = try makeScreen()
    try screen.host.setLoadMore(distance: 200, forPage: 0)
    #expect(throws: ConfigurationError.self) { try screen.host.setLoadMore(distance: distance, forPage: 0) }
    #expect(throws: ConfigurationError.pageOutOfRange(-1)) {
      try screen.host.setLoadMore(distance: 200, forPage: -1)
    }
    // The trigger in place stays: the page still asks near its end.
    screen.host.setContentOffset(10_000, page: 0, animated: false, at: 0)
    #expect(screen.rendered.pages[0].isLoadingMore)
  }

  /// A fling toward the end asks for more on the way, the footer shows, and rows appended
  /// mid-fling leave the content where it is on that frame and let the fling run on into
  /// them instead of bouncing at the old end.
  @Test func rowsAppendedDuringAFlingKeepTheContentStill() throws {
    let screen = try makeScreen(contentHeights: [3000, 3000, 3000])
    try screen.host.setLoadMore(distance: 600, forPage: 0)
    let driver = ScreenDriver(screen)
    let list = screen.activeList
    var askedAt: Double?
    var previous = list.contentOffset.y
    var largestStep = 0.0
    driver.onFrame = { frame in
      let offset = list.contentOffset.y
      largestStep = max(largestStep, abs(offset - previous))
      previous = offset
      if askedAt == nil && screen.rendered.pages[0].isLoadingMore {
        askedAt = frame.time
        // The app appends 2,000 pt of rows at once, as a table's reload does.
        let before = list.contentOffset.y
        screen.setContentHeight(5000, page: 0)
        #expect(list.contentOffset.y == before)
      }
    }
    driver.flick(fromY: 700, velocity: 6000, distance: 200)
    #expect(driver.runUntilRest())
    #expect(askedAt != nil)
    // The fling went on past the old end (3,000 − 844 + the footer) into the new rows.
    #expect(list.contentOffset.y > 3000 - 844 + LoadMoreTrigger.footerHeight)
    // No jump on any frame: at most what the fling covers in one frame at its speed.
    #expect(largestStep < 6000.0 / 120 + 1)
    // The footer moved down with the rows: it sits right below the new last row.
    #expect(screen.rendered.pages[0].loadMoreFooterTop == 5000)
    screen.host.loadMoreDidEnd(page: 0)
    #expect(!screen.rendered.pages[0].isLoadingMore)
  }

  @Test func theFooterMovesTheEndAndGoesWithTheLoad() throws {
    let screen = try makeScreen(contentHeights: [3000, 3000, 3000])
    try screen.host.setLoadMore(distance: 0, forPage: 0)
    let list = screen.activeList
    let end = list.verticalOffsetBounds.upperBound
    screen.host.setContentOffset(end, page: 0, animated: false, at: 0)
    #expect(screen.rendered.pages[0].isLoadingMore)
    #expect(list.verticalOffsetBounds.upperBound == end + LoadMoreTrigger.footerHeight)
    screen.host.loadMoreDidEnd(page: 0)
    #expect(!screen.rendered.pages[0].isLoadingMore)
    #expect(list.verticalOffsetBounds.upperBound == end)
    // Asked once: at the end with nothing new, it waits for the user to come back.
    #expect(!screen.host.isLoadingMore(page: 0))
  }

  @Test func aPageReloadedWhileLoadingShowsTheFooterAgain() throws {
    let screen = try SimulatedProfileScreen(
      configuration: profileConfiguration(), contentHeights: [3000, 3000, 3000, 3000], pageLoading: .neighbors
    )
    try screen.host.setLoadMore(distance: 300, forPage: 1)
    screen.host.setContentOffset(10_000, page: 1, animated: false, at: 0)
    #expect(screen.rendered.pages[1].isLoadingMore)
    screen.host.selectPage(3, animated: false, at: 0.1)
    #expect(!screen.rendered.pages[1].isLoaded)
    screen.host.selectPage(1, animated: false, at: 0.2)
    #expect(screen.rendered.pages[1].isLoadingMore)
  }

  /// Property: whatever the scrolls, content changes and load ends, the trigger never asks
  /// while a load runs, and asks at most once between the list being far from its end (or
  /// its content changing) and the next load's end.
  @Test func theTriggerNeverAsksTwiceForOneApproach() async {
    let moves = zip(Gen.double(in: -100...2000), Gen.int(in: 0...5)).array(of: 1...60)
    await propertyCheck(count: 300, input: Gen.double(in: 0...800), moves) { distance, steps in
      var trigger = try LoadMoreTrigger(distance: distance)
      var height = 5000.0
      var loading = false
      var armed = true
      for (remaining, action) in steps {
        switch action {
        case 0:
          trigger.loadingDidEnd(.loaded)
          loading = false
        case 1: height += 500
        default: break
        }
        let asked = trigger.listDidMove(remaining: remaining, contentHeight: height)
        if action == 1 { armed = true }
        if remaining > distance { armed = true }
        if asked {
          #expect(!loading && armed && remaining <= distance)
          loading = true
          armed = false
        } else if remaining <= distance && armed && !loading {
          Issue.record("near the end (\(remaining) ≤ \(distance)), armed and idle, but not asked")
        }
        #expect(trigger.isLoading == loading)
      }
    }
  }
}
