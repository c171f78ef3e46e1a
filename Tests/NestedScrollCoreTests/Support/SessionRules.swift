import NestedScrollTestSupport

/// A checker of random sessions on a screen: it plays each step and checks the rules
/// around it, every frame, and once the screen is at rest.
protocol SessionRules: AnyObject {
  /// One step of a session.
  associatedtype Step
  /// Whether a rule has failed (the session stops there).
  var failed: Bool { get }
  /// Checks what must hold at every frame.
  func checkFrame(_ frame: FrameRecord)
  /// Plays `step` and checks the rules around it.
  func play(_ step: Step, on driver: ScreenDriver)
  /// Checks what must hold once nothing moves.
  func checkAtRest()
}

extension SessionRules {
  /// Plays `steps` with every frame checked, up to the first failure, then plays frames
  /// until the screen is at rest and checks it.
  func playSession(_ steps: [Step], on driver: ScreenDriver) {
    driver.onFrame = { [unowned self] in self.checkFrame($0) }
    for step in steps {
      play(step, on: driver)
      if failed { break }
    }
    driver.runUntilRest()
    checkAtRest()
  }
}
