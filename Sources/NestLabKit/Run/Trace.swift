/// Everything that happened in one run of a scenario through one strategy: a sample per
/// frame and every input event, enough to compute the metrics and draw the report.
package struct Trace: Hashable, Sendable, Codable {
  /// One frame (or input event) of the run.
  package struct Sample: Hashable, Sendable, Codable {
    /// The time, in seconds.
    package var time: Double
    /// The finger's y when a finger is down, else `nil`.
    package var fingerY: Double?
    /// What the screen showed after this frame or event.
    package var observation: Observation

    /// Creates a sample.
    package init(time: Double, fingerY: Double?, observation: Observation) {
      self.time = time
      self.fingerY = fingerY
      self.observation = observation
    }
  }

  /// An input event, for metrics that look at what happened around it.
  package enum Event: Hashable, Sendable, Codable {
    /// A finger touched down.
    case touchBegan(time: Double)
    /// The finger lifted.
    case touchEnded(time: Double)
    /// A tab switch was requested (tap or swipe) from tab `from` to tab `to`.
    case tabSwitch(time: Double, from: Int, to: Int)
    /// A content or header size changed.
    case sizeChange(time: Double)
    /// Refresh ended.
    case endRefresh(time: Double)
  }

  /// The scenario's name.
  package var scenario: String
  /// The strategy's identifier.
  package var strategy: String
  /// The screen the scenario set up (for drawing the replay).
  package var screen: ScreenSpec
  /// Samples in time order.
  package var samples: [Sample]
  /// Input events in time order.
  package var events: [Event]
  /// How the screen changed during the run (content or header height steps), in time
  /// order; ``screen`` holds until the first. See ``screen(at:)``.
  package var screenChanges: [ScreenChange]

  /// Creates a trace.
  package init(
    scenario: String, strategy: String, screen: ScreenSpec, samples: [Sample], events: [Event],
    screenChanges: [ScreenChange] = []
  ) {
    self.scenario = scenario
    self.strategy = strategy
    self.screen = screen
    self.samples = samples
    self.events = events
    self.screenChanges = screenChanges
  }

  /// The screen as it was at `time`: ``screen`` with every change up to and including
  /// `time` applied.
  package func screen(at time: Double) -> ScreenSpec {
    screenChanges.last { $0.time <= time }?.screen ?? screen
  }

  private enum CodingKeys: String, CodingKey {
    case scenario, strategy, screen, samples, events, screenChanges
  }

  /// Decodes a trace; `screenChanges` may be absent (no changes).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    scenario = try container.decode(String.self, forKey: .scenario)
    strategy = try container.decode(String.self, forKey: .strategy)
    screen = try container.decode(ScreenSpec.self, forKey: .screen)
    samples = try container.decode([Sample].self, forKey: .samples)
    events = try container.decode([Event].self, forKey: .events)
    screenChanges = try container.decodeIfPresent([ScreenChange].self, forKey: .screenChanges) ?? []
  }
}
