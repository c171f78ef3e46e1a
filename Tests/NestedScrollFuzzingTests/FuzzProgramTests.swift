import NestedScrollCore
import NestedScrollFuzzing
import PropertyBased
import ScrollSimulator
import Testing

@Suite struct FuzzProgramTests {
  /// Any bytes decode, and decoding what a decoded program encodes to gives it back:
  /// the seed corpus means what the fuzzer will read.
  @Test func encodingRoundTripsThroughDecoding() async {
    await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...600)) { bytes in
      let program = FuzzProgram(decoding: bytes)
      let again = FuzzProgram(decoding: program.encoded())
      #expect(again.steps.count == program.steps.count)
      #expect(again.screen.contentHeights.count == program.screen.contentHeights.count)
      #expect(again.encoded() == program.encoded())
    }
  }

  /// The first byte's `0x20` flag picks the tab-switch policy, and encoding keeps it.
  @Test func aFlagPicksTheTabSwitchPolicy() {
    for flags: UInt8 in [0x00, 0x08, 0x20, 0x28, 0xA0] {
      let program = FuzzProgram(decoding: [flags, 2, 0])
      let policy = program.screen.configuration.tabSwitchPolicy
      #expect(policy == (flags & 0x20 != 0 ? .keepsContent : .keepsHeader))
      #expect(FuzzProgram(decoding: program.encoded()).screen.configuration.tabSwitchPolicy == policy)
      #expect(program.encoded().first == flags)
    }
  }

  @Test func hostileTagsDecodeToHostileValues() {
    var bytes = FuzzBytes([FuzzBytes.hostileTagBase, FuzzBytes.hostileTagBase + 1, 0, 0xFF, 0xFF])
    #expect(bytes.value(in: 0...10).isNaN)
    #expect(bytes.value(in: 0...10) == .infinity)
    #expect(bytes.value(in: 0...10) == 10)
    #expect(bytes.isAtEnd)
    #expect(bytes.value(in: 5...10) == 5)
  }

  @Test func rawBitPatternsDecodeAsWritten() {
    var writer = FuzzByteWriter()
    writer.value(-3.25e200, in: 0...1)
    writer.value(Double(bitPattern: 0x7FF8_0000_0000_0001), in: 0...1)
    var bytes = FuzzBytes(writer.bytes)
    #expect(bytes.value(in: 0...1) == -3.25e200)
    #expect(bytes.value(in: 0...1).bitPattern == 0x7FF8_0000_0000_0001)
  }

  @Test func pagesOutsideTheRangeSurviveEncoding() {
    for page in [-2, -1, 0, 2, 3, 4] {
      var writer = FuzzByteWriter()
      writer.page(page, count: 3)
      var bytes = FuzzBytes(writer.bytes)
      #expect(bytes.page(count: 3) == page)
    }
  }
}
