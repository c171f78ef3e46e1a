import ScrollSimulator

/// Runs a ``Scenario`` through a ``NestedScrollStrategy`` and records a ``Trace``.
///
/// The script is expanded into touch samples (see ``Scenario``'s steps): a drag touches
/// down at its start, moves on every frame at constant speed, reaches its end point at the
/// end of its duration and lifts after its hold; a fling is a 60 ms drag at its speed that
/// lifts while moving; a swipe is a horizontal drag. Touches and other inputs go to the
/// strategy at their own times; ``NestedScrollStrategy/advance(to:)`` is called only on
/// display-link frames (``FrameClock``). After the script the frames go on until the
/// observation has not changed for ``restDuration`` or ``maximumSettleTime`` has passed.
///
/// The trace has a sample after every input and every frame. Inputs come before a frame
/// at the same time, so every sample at an input's time shows the screen after it, and the
/// last sample before that time shows it before (what the metrics compare).
package struct ScenarioRunner: Sendable {
  /// How long the observation must stay unchanged after the script for the run to end.
  package var restDuration: Double
  /// The longest the run goes on after the script ends, in seconds.
  package var maximumSettleTime: Double

  /// Creates a runner.
  package init(restDuration: Double = 0.3, maximumSettleTime: Double = 10) {
    self.restDuration = restDuration
    self.maximumSettleTime = maximumSettleTime
  }

  /// Runs `scenario` through a new instance of `strategy`; `frames` overrides the
  /// scenario's frame timing (for paired frame-rate runs).
  package func run(
    _ scenario: Scenario, strategy: any NestedScrollStrategy.Type, frames: FrameTiming? = nil
  ) throws(ScenarioError) -> Trace {
    let timing = frames ?? scenario.frames
    let scriptDuration = scenario.script.reduce(0) { $0 + $1.duration }
    let frameTimes = FrameClock.times(timing, through: scriptDuration + maximumSettleTime)
    var (actions, scriptEnd) = InputAction.expand(scenario.script, frames: frameTimes)
    var lastInput = actions.last?.time ?? 0
    var recorder = Recorder(strategy: try strategy.init(screen: scenario.screen), screen: scenario.screen)

    var actionIndex = 0
    var lastChange = 0.0
    // The scenario's app: a request for more rows is answered `delay` seconds after the
    // sample that first shows it, once per request.
    var answering = [Bool](repeating: false, count: scenario.screen.tabs.count)
    func answerLoadMore(at time: Double) {
      for (tab, spec) in scenario.screen.tabs.enumerated() {
        guard let loadMore = spec.loadMore, !answering[tab], recorder.strategy.isLoadingMore(tab: tab) else {
          continue
        }
        answering[tab] = true
        let answer = InputAction(time: time + loadMore.delay, kind: .loadMoreAnswer(tab: tab))
        var index = actionIndex
        while index < actions.count, actions[index].time <= answer.time { index += 1 }
        actions.insert(answer, at: index)
        lastInput = max(lastInput, answer.time)
      }
    }
    for frame in frameTimes {
      while actionIndex < actions.count, actions[actionIndex].time <= frame {
        let action = actions[actionIndex]
        recorder.apply(action)
        actionIndex += 1
        if case .loadMoreAnswer(let tab) = action.kind { answering[tab] = false }
        answerLoadMore(at: action.time)
      }
      recorder.strategy.advance(to: frame)
      if recorder.recordFrame(at: frame) { lastChange = frame }
      answerLoadMore(at: frame)
      if actionIndex == actions.count, frame >= scriptEnd, frame >= lastInput {
        if frame - max(lastChange, lastInput) >= restDuration { break }
      }
    }
    return Trace(
      scenario: scenario.name, strategy: strategy.identifier, screen: scenario.screen,
      samples: recorder.samples, events: recorder.events, screenChanges: recorder.screenChanges)
  }
}

/// The state of one run: the strategy, the finger and what has been recorded.
private struct Recorder {
  let strategy: any NestedScrollStrategy
  var screen: ScreenSpec
  var finger: Point?
  var samples: [Trace.Sample] = []
  var events: [Trace.Event] = []
  var screenChanges: [Trace.ScreenChange] = []

  init(strategy: any NestedScrollStrategy, screen: ScreenSpec) {
    self.strategy = strategy
    self.screen = screen
  }

  mutating func apply(_ action: InputAction) {
    let time = action.time
    switch action.kind {
    case .touch(let phase, let point), .trackpad(let phase, let point):
      // A trackpad's fingers are recorded as the finger: the content follows them the same way.
      var trackpad = false
      if case .trackpad = action.kind { trackpad = true }
      switch phase {
      case .began:
        finger = point
        if trackpad {
          strategy.trackpadBegan(at: point, time: time)
        } else {
          strategy.touchBegan(at: point, time: time)
        }
        events.append(.touchBegan(time: time))
      case .moved:
        finger = point
        if trackpad {
          strategy.trackpadMoved(to: point, time: time)
        } else {
          strategy.touchMoved(to: point, time: time)
        }
      case .ended:
        if let last = finger, last != point {
          // A lift away from the last sample moves there first (UIKit's pan recognizer
          // takes the lift location as its last point): record that move as a sample.
          apply(InputAction(time: time, kind: trackpad ? .trackpad(.moved, point) : .touch(.moved, point)))
        }
        finger = nil
        if trackpad {
          strategy.trackpadEnded(at: point, time: time)
        } else {
          strategy.touchEnded(at: point, time: time)
        }
        events.append(.touchEnded(time: time))
      }
    case .swipeIntent(let direction):
      let from = strategy.observation.activeTab
      let to = from + direction
      if screen.tabs.indices.contains(to) { events.append(.tabSwitch(time: time, from: from, to: to)) }
      return
    case .tapTab(let index):
      let from = strategy.observation.activeTab
      // The screen at the tap's own time, before the tap: a running fling has moved since
      // the last frame, and the header-jump metric compares with this, not that frame.
      strategy.advance(to: time)
      samples.append(Trace.Sample(time: time, fingerY: finger?.y, observation: strategy.observation))
      strategy.tapTab(index, time: time)
      if index != from { events.append(.tabSwitch(time: time, from: from, to: index)) }
    case .contentHeight(let tab, let height):
      strategy.setContentHeight(height, tab: tab, time: time)
      if screen.tabs.indices.contains(tab) { screen.tabs[tab].contentHeight = height }
      events.append(.sizeChange(time: time))
      screenChanges.append(Trace.ScreenChange(time: time, screen: screen))
    case .headerHeight(let height):
      strategy.setHeaderHeight(height, time: time)
      screen.headerHeight = height
      events.append(.sizeChange(time: time))
      screenChanges.append(Trace.ScreenChange(time: time, screen: screen))
    case .endRefresh:
      strategy.endRefreshing(time: time)
      events.append(.endRefresh(time: time))
    case .loadMoreAnswer(let tab):
      if let loadMore = screen.tabs[tab].loadMore, loadMore.rows > 0 {
        let height = screen.tabs[tab].contentHeight + loadMore.appendedHeight
        strategy.setContentHeight(height, tab: tab, time: time)
        screen.tabs[tab].contentHeight = height
        screen.tabs[tab].itemHeights?.append(
          contentsOf: repeatElement(loadMore.rowHeight, count: loadMore.rows))
        events.append(.sizeChange(time: time))
        screenChanges.append(Trace.ScreenChange(time: time, screen: screen))
      }
      strategy.loadMoreDidEnd(tab: tab, time: time)
    }
    samples.append(Trace.Sample(time: time, fingerY: finger?.y, observation: strategy.observation))
  }

  /// Records a frame; returns whether the observation changed since the previous sample.
  mutating func recordFrame(at time: Double) -> Bool {
    let observation = strategy.observation
    if let last = samples.last {
      let unchanged = last.observation.isClose(to: observation) && last.fingerY == finger?.y
      if unchanged, last.time == time { return false }
      samples.append(Trace.Sample(time: time, fingerY: finger?.y, observation: observation))
      return !unchanged
    }
    samples.append(Trace.Sample(time: time, fingerY: finger?.y, observation: observation))
    return true
  }
}
