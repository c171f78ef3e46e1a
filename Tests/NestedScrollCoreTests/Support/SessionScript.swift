import NestedScrollFuzzing
import NestedScrollTestSupport
import Testing

/// A session on a profile screen written as a ``NestedScrollFuzzing/FuzzProgram``: a
/// ``NestedScrollTestSupport/GestureDriver`` plays the finger and the frames into a
/// ``ProgramRecorder``, and the screen's own inputs (tab taps, tabs chosen in code, size
/// changes) are written at the driver's time. ``NestedScrollFuzzing/FuzzSession`` plays the
/// program and checks every invariant of ``NestedScrollFuzzing/InvariantChecker``.
final class SessionScript {
  /// The screen the session runs on.
  let screen: FuzzScreen
  /// Where the gestures are written.
  let recorder = ProgramRecorder()
  /// The finger and the frames, starting at x = 200 on the screen.
  let driver: GestureDriver

  /// A session on `screen` with `frameRate` touch samples and frames a second.
  init(screen: FuzzScreen, frameRate: Double) {
    self.screen = screen
    driver = GestureDriver(recorder, frameInterval: 1 / frameRate, x: 200)
  }

  /// The number of pages.
  var pageCount: Int { screen.contentHeights.count }

  /// `event` now.
  func send(_ event: FuzzEvent) {
    recorder.append(event, at: driver.time)
  }

  /// Swipes the pager to the next page (`forward`) or the previous one, lifting while moving.
  func swipe(forward: Bool) {
    let width = screen.width
    driver.swipe(fromX: width * (forward ? 0.8 : 0.2), toX: width * (forward ? 0.2 : 0.8))
  }

  /// The session so far.
  var program: FuzzProgram { FuzzProgram(screen: screen, steps: recorder.steps) }

  /// Plays the session (good input: nothing may be sanitised) and records the first
  /// invariant that fails as an issue, with the program's text. An issue, not an error: the
  /// property framework counts issues to find and shrink failing inputs.
  func play(sourceLocation: SourceLocation = #_sourceLocation) {
    let program = program
    do {
      let outcome = try FuzzSession.run(program, isGoodInput: true)
      #expect(outcome.rejected == nil, "the screen is valid", sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(error)\n\(program.text)", sourceLocation: sourceLocation)
    }
  }
}
