/// A fuzz input decoded: a screen and the steps played on it.
///
/// ``init(decoding:)`` turns any bytes into a program (libFuzzer's side);
/// ``encoded()`` writes a program back as bytes (the seed corpus's side, from the lab's
/// scenarios). Decoding stops after ``maximumSteps`` so one input cannot run for long.
package struct FuzzProgram: Hashable, Sendable {
  /// The screen.
  package var screen: FuzzScreen
  /// The steps, in order.
  package var steps: [FuzzStep]

  /// The most steps a program decodes.
  package static let maximumSteps = 1_000

  /// Creates a program.
  package init(screen: FuzzScreen, steps: [FuzzStep]) {
    self.screen = screen
    self.steps = steps
  }

  /// Decodes `bytes` (any bytes) into a program.
  package init(decoding bytes: some Sequence<UInt8>) {
    var reader = FuzzBytes(bytes)
    screen = FuzzScreen(decoding: &reader)
    let pageCount = screen.contentHeights.count
    var steps: [FuzzStep] = []
    while !reader.isAtEnd, steps.count < Self.maximumSteps {
      steps.append(FuzzStep(decoding: &reader, pageCount: pageCount))
    }
    self.steps = steps
  }

  /// The program as bytes that ``init(decoding:)`` reads back (values quantised to the
  /// decoder's resolution).
  package func encoded() -> [UInt8] {
    var writer = FuzzByteWriter()
    screen.encode(to: &writer)
    for step in steps.prefix(Self.maximumSteps) {
      step.encode(to: &writer, pageCount: screen.contentHeights.count)
    }
    return writer.bytes
  }
}
