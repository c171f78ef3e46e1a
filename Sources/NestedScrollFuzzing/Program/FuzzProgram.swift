/// A fuzz input decoded: a screen and the steps played on it.
///
/// ``init(decoding:)`` turns any bytes into a program (libFuzzer's side), in the version
/// their header names or, without one, in format 2 (``FuzzFormat``); ``encoded()`` writes a
/// program back as bytes in the current version (the seed corpus's side, from the lab's
/// scenarios). Decoding stops after ``maximumSteps`` so one input cannot run for long.
package struct FuzzProgram: Hashable, Sendable {
  /// The screen.
  package var screen: FuzzScreen
  /// The steps, in order.
  package var steps: [FuzzStep]
  /// The byte format the program was read in (``FuzzFormat/current`` for one made in memory).
  package var format: UInt8
  /// Whether the bytes it was read from named their format in a header.
  package var hasHeader: Bool

  /// The most steps a program decodes.
  package static let maximumSteps = 1_000

  /// Creates a program.
  package init(screen: FuzzScreen, steps: [FuzzStep]) {
    self.screen = screen
    self.steps = steps
    format = FuzzFormat.current
    hasHeader = true
  }

  /// Decodes `bytes` (any bytes) into a program.
  package init(decoding bytes: some Sequence<UInt8>) {
    let (format, hasHeader, body) = FuzzFormat.read(Array(bytes))
    var reader = FuzzBytes(body)
    screen = FuzzScreen(decoding: &reader, format: format)
    let pageCount = screen.contentHeights.count
    var steps: [FuzzStep] = []
    while !reader.isAtEnd, steps.count < Self.maximumSteps {
      steps.append(FuzzStep(decoding: &reader, pageCount: pageCount, format: format))
    }
    self.steps = steps
    self.format = format
    self.hasHeader = hasHeader
  }

  /// The program as bytes that ``init(decoding:)`` reads back (values quantised to the
  /// decoder's resolution): the header of ``FuzzFormat/current``, then the program.
  package func encoded() -> [UInt8] {
    var writer = FuzzByteWriter()
    for byte in FuzzFormat.header { writer.byte(byte) }
    screen.encode(to: &writer)
    for step in steps.prefix(Self.maximumSteps) {
      step.encode(to: &writer, pageCount: screen.contentHeights.count)
    }
    return writer.bytes
  }
}
