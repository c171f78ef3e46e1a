import NestedScrollCore

/// A host adapter over stub lists that records every output of its ``NestedScrollHost``,
/// and moves its pretend pager at once (an animated move is recorded, then reported to
/// the host as arrived only when a test says so).
final class RecordingAdapter: NestedScrollHostAdapter {
  /// One output of the host.
  enum Output: Hashable {
    case load(Int)
    case unload(Int)
    case appearance(Int, PageAppearanceTransition)
    case movePager(x: Double, animated: Bool)
    case frames(Bool)
    case selected(Int)
    case headerDrag(Int?)
    case startRefreshAction(run: Int)
    case cancelRefreshAction(run: Int)
    case startTabRefreshAction(page: Int, run: Int)
    case cancelTabRefreshAction(page: Int, run: Int)
    case startLoadMoreAction(page: Int)
  }

  private(set) var lists: [StubList]
  private(set) var outputs: [Output] = []
  private(set) var layouts = 0
  private(set) var refreshStates: [RefreshState] = []
  /// Every primary-list change, in order.
  private(set) var primaryPages: [Int?] = []
  /// Every tab selection sent, in order.
  private(set) var tabSelections: [TabSelection] = []
  /// Every container layout sent, in order.
  private(set) var containerLayouts: [ContainerLayout] = []
  /// Whether VoiceOver skips each page, as last told.
  private(set) var accessibilityHidden: [Int: Bool] = [:]
  /// Every sanitised input reported, in order.
  private(set) var issues: [CoordinatorIssue] = []
  let host: NestedScrollHost<RecordingAdapter>

  /// A host of `contentHeights.count` pages with `behavior`, laid out once with
  /// `measurements` and shown (container appeared).
  init(
    behavior: NestedScrollBehavior = NestedScrollBehavior(), contentHeights: [Double] = [2000, 2000, 2000],
    measurements: ContainerMeasurements = .phone, appears: Bool = true
  ) {
    lists = contentHeights.map { StubList(contentHeight: $0) }
    host = NestedScrollHost(behavior: behavior, pageCount: contentHeights.count)
    host.adapter = self
    host.containerDidLayout(measurements)
    if appears {
      host.containerAppearanceDidChange(.willAppear, animated: false)
      host.containerAppearanceDidChange(.didAppear, animated: false)
    }
  }

  func loadList(forPage page: Int) -> StubList? {
    outputs.append(.load(page))
    return lists[page]
  }

  func unloadPage(_ page: Int) { outputs.append(.unload(page)) }

  func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool) {
    outputs.append(.appearance(page, appearance))
  }

  func movePager(toOffsetX offsetX: Double, animated: Bool) {
    outputs.append(.movePager(x: offsetX, animated: animated))
  }

  func setNeedsFrames(_ needed: Bool) { outputs.append(.frames(needed)) }
  func tabSelectionDidChange(_ selection: TabSelection) { tabSelections.append(selection) }
  func containerLayoutDidChange(_ layout: ContainerLayout) { containerLayouts.append(layout) }
  func pageAccessibilityDidChange(_ page: Int, isHidden: Bool) { accessibilityHidden[page] = isHidden }

  /// Gives `scrollsToTop` to the primary list only, as the UIKit adapter does.
  func primaryListDidChange(page: Int?) {
    primaryPages.append(page)
    for (index, list) in lists.enumerated() { list.scrollsToTop = index == page }
  }

  /// Page `page` shows its content in `list` now (a list built after the page loaded): the
  /// adapter lets the old list go, with `scrollsToTop` off, and tells the host.
  func replaceList(_ list: StubList, forPage page: Int) {
    let old = lists[page]
    lists[page] = list
    old.scrollsToTop = false
    host.replaceList(list, forPage: page)
  }
  func layoutDidChange(_ layout: HeaderLayout) { layouts += 1 }
  func refreshStateDidChange(_ state: RefreshState) { refreshStates.append(state) }
  func selectedPageDidChange(_ page: Int) { outputs.append(.selected(page)) }
  func headerDragPageDidChange(_ page: Int?) { outputs.append(.headerDrag(page)) }
  func didSanitize(_ issue: CoordinatorIssue) { issues.append(issue) }
  func startRefreshAction(run: Int) { outputs.append(.startRefreshAction(run: run)) }
  func cancelRefreshAction(run: Int) { outputs.append(.cancelRefreshAction(run: run)) }
  func startTabRefreshAction(page: Int, run: Int) {
    outputs.append(.startTabRefreshAction(page: page, run: run))
  }
  func cancelTabRefreshAction(page: Int, run: Int) {
    outputs.append(.cancelTabRefreshAction(page: page, run: run))
  }
  func startLoadMoreAction(page: Int) {
    outputs.append(.startLoadMoreAction(page: page))
  }

  /// Forgets the outputs so far.
  func clear() { outputs = [] }

  /// The appearance transitions recorded so far, in order.
  var appearances: [Output] {
    outputs.filter { if case .appearance = $0 { return true } else { return false } }
  }

  /// The pager moves recorded so far, in order.
  var pagerMoves: [Output] {
    outputs.filter { if case .movePager = $0 { return true } else { return false } }
  }
}

extension ContainerMeasurements {
  /// A phone in portrait: 390 × 844, a 47-point status bar, 34 points of home indicator.
  static let phone = ContainerMeasurements(
    width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34, headerHeight: 300, tabBarHeight: 44)
}
