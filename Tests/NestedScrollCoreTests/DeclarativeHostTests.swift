import NestedScrollCore
import Testing

/// The rules a declarative host (the SwiftUI view) relies on, run through the shared host
/// layer: a selection binding kept in step, lists that SwiftUI builds after the page loaded,
/// refreshes ended by asynchronous loads, and scroll-to-top of any tab.
struct DeclarativeHostTests {
  // MARK: Selection binding

  @Test func aSwipeIsWrittenToTheBindingAndItsStaleValueIsNoRequest() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    var sync = SelectionSync(page: 0)
    host.selectPage(2, animated: false, at: 0)
    // The host selected page 2 (a swipe): the binding gets it after the update.
    #expect(sync.hostDidSelect(host.selectedPage) == 2)
    // An update before the write lands still reads 0: selecting it would undo the swipe.
    #expect(sync.bindingDidUpdate(to: 0, selected: host.selectedPage, pageCount: 3) == .none)
    sync.writeDidLand()
    #expect(sync.bindingDidUpdate(to: 2, selected: host.selectedPage, pageCount: 3) == .none)
    #expect(host.selectedPage == 2)
  }

  @Test func aNewBindingValueSelectsItsPageOnce() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    var sync = SelectionSync(page: 0)
    let action = sync.bindingDidUpdate(to: 1, selected: host.selectedPage, pageCount: 3)
    #expect(action == .select(1))
    host.selectPage(1, animated: true, at: 0)
    // The host reports the page the binding asked for: nothing to write back.
    #expect(sync.hostDidSelect(host.selectedPage) == nil)
    // Later updates, for other reasons, read the same value: no second selection restarts
    // the pager's slide.
    #expect(sync.bindingDidUpdate(to: 1, selected: host.selectedPage, pageCount: 3) == .none)
  }

  @Test func aValueNoPageHasIsCorrectedToTheSelectedPage() {
    var sync = SelectionSync(page: 1)
    #expect(sync.bindingDidUpdate(to: nil, selected: 1, pageCount: 3) == .correct(to: 1))
    #expect(sync.isWritePending)
    sync.writeDidLand()
    #expect(sync.bindingDidUpdate(to: 7, selected: 1, pageCount: 3) == .correct(to: 1))
    sync.writeDidLand()
    #expect(sync.bindingDidUpdate(to: -1, selected: 1, pageCount: 3) == .correct(to: 1))
  }

  @Test func aBindingThatIgnoresWritesStillControlsTheSelection() {
    // A constant binding (`.constant(0)`): the host's swipe is written, the binding keeps 0,
    // and the next update brings the selection back, as a controlled value would.
    var sync = SelectionSync(page: 0)
    #expect(sync.hostDidSelect(1) == 1)
    sync.writeDidLand()
    #expect(sync.bindingDidUpdate(to: 0, selected: 1, pageCount: 3) == .select(0))
  }

  @Test func fewerPagesMoveTheSelectionAndTheBindingFollows() {
    let adapter = RecordingAdapter(contentHeights: [2000, 2000, 2000, 2000])
    let host = adapter.host
    var sync = SelectionSync(page: 0)
    host.selectPage(3, animated: false, at: 0)
    #expect(sync.hostDidSelect(host.selectedPage) == 3)
    sync.writeDidLand()
    host.reloadPages(count: 2)
    #expect(sync.hostDidSelect(host.selectedPage) == 1)
  }

  // MARK: Lists built after the page loaded

  @Test func aReplacedListKeepsThePagePositionAndTakesOverScrollToTop() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    let top = host.coordinator.snapshot.space.offset(forHeaderPosition: 0)
    host.setContentOffset(top + 120, page: 0, animated: false, at: 0)
    let old = adapter.lists[0]
    let built = StubList(contentHeight: 3000)
    adapter.clear()
    adapter.replaceList(built, forPage: 0)
    #expect(host.coordinator.list(at: 0) === built)
    #expect(built.contentOffsetY == top + 120)
    #expect(host.layout.headerTop == -120 + host.coordinator.snapshot.space.topInset)
    #expect(built.scrollsToTop && !old.scrollsToTop)
    // The same page, but another list: the adapter hears of the primary list again.
    #expect(adapter.primaryPages.last == 0)
    #expect(built.contentInsetTop == host.coordinator.snapshot.space.listInsetTop)
    // Header drags went to the old list's recognizer: it gets it back, the new list takes it.
    #expect(
      adapter.outputs.filter { if case .headerDrag = $0 { true } else { false } } == [
        .headerDrag(nil), .headerDrag(0),
      ])
  }

  @Test func aListThatIsNotLoadedOrAlreadyAttachedChangesNothing() {
    let adapter = RecordingAdapter(behavior: NestedScrollBehavior(pageLoading: .neighbors))
    let host = adapter.host
    adapter.clear()
    host.replaceList(adapter.lists[0], forPage: 0)
    host.replaceList(StubList(contentHeight: 10), forPage: 2)
    #expect(adapter.outputs.isEmpty)
    #expect(host.coordinator.list(at: 0) === adapter.lists[0])
    #expect(host.coordinator.list(at: 2) == nil)
  }

  @Test func aListReplacedDuringAFingerDownGetsHeaderDragsWhenItLifts() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    host.touchDidBegin(at: 0)
    adapter.clear()
    host.replaceList(StubList(contentHeight: 3000), forPage: 0)
    #expect(host.headerDragPage == nil)
    host.touchDidEnd(at: 0.1)
    #expect(host.headerDragPage == 0)
  }

  // MARK: A header measured after the first layout

  @Test func aHeaderMeasuredLateShowsExpandedAboveTheListsTop() {
    // SwiftUI reports the header's height after the first layout pass: it starts at 0.
    var measurements = ContainerMeasurements.phone
    measurements.headerHeight = 0
    let adapter = RecordingAdapter(measurements: measurements)
    let host = adapter.host
    measurements.headerHeight = 280
    host.containerDidLayout(measurements)
    let top = host.coordinator.snapshot.space.offset(forHeaderPosition: 0)
    #expect(adapter.lists[0].contentOffsetY == top)
    #expect(host.layout.collapseProgress == 0)
    #expect(host.layout.headerHeight == 280)
    #expect(adapter.lists[0].contentInsetTop == host.coordinator.snapshot.space.listInsetTop)
  }

  // MARK: Asynchronous refresh

  @Test func aLateActionEndsOnlyItsOwnRefresh() {
    let adapter = RecordingAdapter(behavior: NestedScrollBehavior(refresh: RefreshConfiguration()))
    let host = adapter.host
    host.hasRefreshAction = true
    host.beginRefreshing(at: 0)
    // The app ends the first refresh itself (its action is cancelled) and the user pulls
    // again before the first action returns.
    host.endRefreshing(at: 0.1)
    #expect(adapter.outputs.contains(.cancelRefreshAction(run: 1)))
    var time = 0.1
    while host.frame(at: time), time < 5 { time += 1.0 / 60 }
    host.beginRefreshing(at: time)
    #expect(adapter.outputs.contains(.startRefreshAction(run: 2)))
    host.refreshActionDidFinish(run: 1, at: time + 0.1)
    #expect(host.coordinator.snapshot.refreshState == .refreshing)
    host.refreshActionDidFinish(run: 2, at: time + 0.2)
    #expect(host.coordinator.snapshot.refreshState != .refreshing)
  }

  // MARK: Scroll to top of any tab

  @Test func anotherTabScrolledToTopShowsItsTopWhenSelected() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    let top = host.coordinator.snapshot.space.offset(forHeaderPosition: 0)
    host.setContentOffset(top + 900, page: 1, animated: false, at: 0)
    host.scrollToTop(page: 1, at: 0.1)
    #expect(adapter.lists[1].contentOffsetY == top)
    // The selected list did not move.
    #expect(adapter.lists[0].contentOffsetY == top)
    host.selectPage(1, animated: false, at: 0.2)
    #expect(adapter.lists[1].contentOffsetY == top)
    #expect(host.layout.collapseProgress == 0)
  }

  @Test func theSelectedTabScrollsToTopWithTheHeaderInOneAnimation() {
    let adapter = RecordingAdapter()
    let host = adapter.host
    let top = host.coordinator.snapshot.space.offset(forHeaderPosition: 0)
    host.setContentOffset(top + 900, page: 0, animated: false, at: 0)
    _ = host.frame(at: 0.05)
    host.scrollToTop(page: 0, at: 0.1)
    #expect(host.needsFrames)
    var time = 0.1
    while host.frame(at: time), time < 5 { time += 1.0 / 120 }
    #expect(adapter.lists[0].contentOffsetY == top)
    #expect(host.layout.collapseProgress == 0)
  }

  @Test func anUnloadedTabScrolledToTopIsPlacedThereWhenItLoads() {
    let adapter = RecordingAdapter(
      behavior: NestedScrollBehavior(pageLoading: .neighbors), contentHeights: [2000, 2000, 2000, 2000])
    let host = adapter.host
    let top = host.coordinator.snapshot.space.offset(forHeaderPosition: 0)
    adapter.lists[3].contentOffsetY = top + 700
    host.scrollToTop(page: 3, at: 0)
    host.selectPage(3, animated: false, at: 0.1)
    #expect(adapter.lists[3].contentOffsetY == top)
  }

  // MARK: Messages

  @Test func everyIssueReadsAsASentenceNamingWhatWasWrong() {
    let issues: [CoordinatorIssue] = [
      .nonFiniteOffset(page: 2), .invalidContentHeight(page: 1), .pageOutOfRange(9),
      .listNotAttached(page: 4),
      .invalidGeometry(.refreshThreshold), .nonFiniteTime, .timeWentBackwards,
      .refreshWithoutAction, .listRefreshControlRemoved(page: 3),
    ]
    let messages = issues.map(\.description)
    #expect(Set(messages).count == issues.count)
    #expect(messages.allSatisfy { $0.hasSuffix(".") && $0.first?.isUppercase == true })
    #expect(messages[2].contains("Page 9"))
    #expect(messages[4].contains("refresh.threshold"))
    #expect(messages[8].contains("Page 3"))
  }
}

/// What a debug build shows when the tabs it was given cannot all work.
struct TabListProblemTests {
  @Test func wellFormedTabsHaveNoProblem() {
    #expect(
      TabListProblem.check(values: ["a", "b"], selection: "b", matchesSelectionType: [true, true]).isEmpty)
    #expect(
      TabListProblem.check(values: [0, 1], selection: nil, matchesSelectionType: [true, true]).isEmpty)
  }

  @Test func eachProblemIsFoundAndNamed() {
    #expect(TabListProblem.check(values: [Int](), selection: 0, matchesSelectionType: []) == [.noTabs])
    let problems = TabListProblem.check(
      values: ["a", "b", "a", "a"], selection: "z", matchesSelectionType: [true, false, true, true])
    #expect(
      problems == [
        .duplicateValue(first: 0, duplicate: 2), .duplicateValue(first: 0, duplicate: 3),
        .valueTypeMismatch(tab: 1), .selectionNotFound,
      ])
    #expect(problems[0].description.contains("Tabs 0 and 2"))
    #expect(Set(problems.map(\.description)).count == problems.count)
  }
}

/// The behaviour options a debug build reports on screen.
struct BehaviorProblemTests {
  @Test func usableOptionsHaveNoProblem() {
    #expect(NestedScrollBehavior(snapsHeader: true, initialPage: 2).problems(pageCount: 3).isEmpty)
  }

  @Test func eachUnusableOptionIsNamed() {
    let behavior = NestedScrollBehavior(
      pinnedHeaderHeight: .nan, refresh: RefreshConfiguration(threshold: -4), initialPage: 5)
    let problems = behavior.problems(pageCount: 3)
    #expect(problems.count == 3)
    #expect(problems.contains { $0.contains("pinnedHeaderHeight") })
    #expect(problems.contains { $0.contains("refresh.threshold") })
    #expect(problems.contains { $0.contains("initialPage 5") })
  }
}
