import NestedScrollFuzzing
import ScrollSimulator

extension FuzzProgram {
  /// The fuzz program that plays `scenario` as the lab does: the same screen, touches at
  /// the same times and display-link frames between them, as seeds for the fuzzer's corpus
  /// (so it starts from gestures that reach deep states: a fling through the pin, a swipe
  /// mid-fling, a refresh). Values are quantised to the program format's resolution and
  /// the program is cut at ``FuzzProgram/maximumSteps``.
  package init(scenario: Scenario) {
    let spec = scenario.screen
    let screen = FuzzScreen(
      configuration: spec.configuration, width: spec.width, contentHeights: spec.tabs.map(\.contentHeight),
      deceleratesFast: spec.decelerationRate < 0.995)
    var steps: [FuzzStep] = []
    for (page, tab) in spec.tabs.enumerated() {
      // The fuzzer's item snap is an array of heights; a tab whose list is the source
      // ("snapSource": "list", sticky "sections") seeds it with the same rows as boundaries.
      if tab.snapsToItems, let heights = tab.itemHeights {
        steps.append(FuzzStep(delay: 0, event: .itemSnap(page: page, heights: heights)))
      }
      // The app's answers come when the fuzzer's bytes say (appendRows), not on request.
      if let loadMore = tab.loadMore {
        steps.append(FuzzStep(delay: 0, event: .loadMore(page: page, distance: loadMore.distance)))
      }
    }
    let scriptDuration = scenario.script.reduce(0) { $0 + $1.duration }
    let frames = FrameClock.times(scenario.frames, through: scriptDuration + 1)
    let (actions, _) = InputAction.expand(scenario.script, frames: frames)
    var now = 0.0
    var pendingFrames: [Double] = []
    func flushFrames() {
      guard let last = pendingFrames.last else { return }
      let interval = (last - now) / Double(pendingFrames.count)
      steps.append(FuzzStep(delay: 0, event: .frames(count: pendingFrames.count, interval: interval)))
      now = last
      pendingFrames.removeAll()
    }
    var actionIndex = 0
    for frame in frames {
      while actionIndex < actions.count, actions[actionIndex].time <= frame {
        flushFrames()
        let action = actions[actionIndex]
        if let event = action.fuzzEvent {
          steps.append(FuzzStep(delay: action.time - now, event: event))
          now = action.time
        }
        actionIndex += 1
      }
      pendingFrames.append(frame)
      if pendingFrames.count == FuzzStep.maximumFrameCount { flushFrames() }
    }
    flushFrames()
    self.init(screen: screen, steps: Array(steps.prefix(Self.maximumSteps)))
  }
}

extension InputAction {
  /// The fuzz event for this input, or `nil` for a swipe intent (a lab annotation only) and
  /// a load-more answer (the runner schedules those when asked; the script never holds one).
  var fuzzEvent: FuzzEvent? {
    switch kind {
    // A trackpad sample plays as a finger's: the fuzzer's trackpad scroll is a whole
    // gesture of its own (FuzzEvent.trackpadScroll), not a stream of samples.
    case .touch(.began, let point), .trackpad(.began, let point): return .touchBegan(point)
    case .touch(.moved, let point), .trackpad(.moved, let point): return .touchMoved(point)
    case .touch(.ended, let point), .trackpad(.ended, let point): return .touchEnded(point)
    case .swipeIntent: return nil
    case .tapTab(let index): return .tapTab(index)
    case .contentHeight(let tab, let height): return .contentHeight(page: tab, height: height)
    case .headerHeight(let height): return .headerHeight(height, pinned: nil)
    case .endRefresh: return .endRefreshing
    case .loadMoreAnswer: return nil
    }
  }
}
