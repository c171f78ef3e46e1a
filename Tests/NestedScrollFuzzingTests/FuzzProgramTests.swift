import NestedScrollCore
import NestedScrollFuzzing
import NestedScrollPropertyChecks
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

  /// The screen's first byte's `0x20` flag picks the tab-switch policy, and encoding keeps it.
  @Test func aFlagPicksTheTabSwitchPolicy() {
    for flags: UInt8 in [0x00, 0x08, 0x20, 0x28, 0xA0] {
      let program = FuzzProgram(decoding: [flags, 2, 0])
      let policy = program.screen.configuration.tabSwitchPolicy
      #expect(policy == (flags & 0x20 != 0 ? .keepsContent : .keepsHeader))
      #expect(FuzzProgram(decoding: program.encoded()).screen.configuration.tabSwitchPolicy == policy)
      #expect(program.encoded().dropFirst(FuzzFormat.header.count).first == flags)
    }
  }

  /// A program is written with the current version's header, and read back in that version.
  @Test func encodingWritesTheCurrentVersion() {
    let program = FuzzProgram(
      screen: FuzzProgram(decoding: [0, 2, 0]).screen,
      steps: [FuzzStep(delay: 0, event: .selectPage(1, animated: false))])
    let bytes = program.encoded()
    #expect(Array(bytes.prefix(5)) == Array("NSFZ".utf8) + [FuzzFormat.current])
    let decoded = FuzzProgram(decoding: bytes)
    #expect(decoded.format == FuzzFormat.current && decoded.hasHeader)
    #expect(decoded.steps.map(\.event) == [.selectPage(1, animated: false)])
  }

  /// The same program bytes mean what their format says: opcode 18 is the 19th event kind of
  /// format 3 and wraps to the first of format 2, which is how bytes without a header (every
  /// input saved before the header existed) are read.
  @Test func bytesWithoutAHeaderKeepTheirFormat2Meaning() {
    let screen = FuzzProgram(decoding: [0, 2, 0]).screen
    var writer = FuzzByteWriter()
    screen.encode(to: &writer, format: 2)
    let body = writer.bytes + [18, 0, 0, 0, 1, 1]
    let unversioned = FuzzProgram(decoding: body)
    #expect(unversioned.format == 2 && !unversioned.hasHeader)
    guard case .touchBegan = unversioned.steps.first?.event else {
      Issue.record("format 2 read opcode 18 as \(String(describing: unversioned.steps.first))")
      return
    }
    let format3 = FuzzProgram(decoding: FuzzFormat.magic + [3] + body)
    #expect(format3.steps.first?.event == .selectPage(1, animated: true))
    #expect(FuzzProgram(decoding: FuzzFormat.magic + [2] + body).steps == unversioned.steps)
  }

  /// Opcode 19 is format 4's 20th event kind, a layout pass at a new width and direction,
  /// and wraps to the first kind in format 3: saved format-3 inputs keep their meaning.
  @Test func format4AddsAContainerWidthEvent() {
    let screen = FuzzProgram(decoding: [0, 2, 0]).screen
    var writer = FuzzByteWriter()
    screen.encode(to: &writer, format: 4)
    let body = writer.bytes + [19, 0, 0, 0, 0, 0xFF, 0xFF, 1]
    let format3 = FuzzProgram(decoding: FuzzFormat.magic + [3] + body)
    guard case .touchBegan = format3.steps.first?.event else {
      Issue.record("format 3 read opcode 19 as \(String(describing: format3.steps.first))")
      return
    }
    let format4 = FuzzProgram(decoding: FuzzFormat.magic + [4] + body)
    #expect(format4.steps.first?.event == .containerWidth(1_000, rightToLeft: true))
    #expect(FuzzProgram(decoding: format4.encoded()).steps == format4.steps)
  }

  /// Opcodes 20…24 are format 5's new events (tab refresh, load more, trackpad) and wrap to
  /// the first kinds in format 4: saved format-4 inputs keep their meaning.
  @Test func format5AddsTabRefreshLoadMoreAndTrackpadEvents() {
    let screen = FuzzProgram(decoding: [0, 2, 0]).screen
    var writer = FuzzByteWriter()
    screen.encode(to: &writer, format: 5)
    // Each step: opcode, delay (0), then its values (a value is a tag byte and two bytes).
    let body =
      writer.bytes + [20, 0, 0, 0, 1] + [21, 0, 0, 0, 0] + [22, 0, 0, 0, 1, 1, 0, 0xFF, 0xFF]
      + [23, 0, 0, 0, 1, 0, 0xFF, 0xFF] + [24, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    let format4 = FuzzProgram(decoding: FuzzFormat.magic + [4] + body)
    guard case .touchBegan = format4.steps.first?.event else {
      Issue.record("format 4 read opcode 20 as \(String(describing: format4.steps.first))")
      return
    }
    let format5 = FuzzProgram(decoding: FuzzFormat.magic + [5] + body)
    let events = format5.steps.map(\.event)
    #expect(events.count == 5)
    #expect(events.first == .beginTabRefreshing(page: 1))
    #expect(events.dropFirst().first == .endTabRefreshing(page: 0))
    #expect(events.dropFirst(2).first == .loadMore(page: 1, distance: 3_000))
    #expect(events.dropFirst(3).first == .appendRows(page: 1, height: 5_000))
    if case .trackpadScroll = events.last {
    } else {
      Issue.record("opcode 24 read as \(String(describing: events.last))")
    }
    let again = FuzzProgram(decoding: format5.encoded())
    #expect(again.screen == format5.screen && again.steps == format5.steps)
  }

  /// Format 7 adds VoiceOver's scroll and focus as opcodes 25 and 26; in format 6 the same
  /// bytes are read modulo 25 (opcodes 0 and 1), so saved format-6 inputs keep their meaning.
  @Test func format7AddsVoiceOverEvents() {
    let screen = FuzzProgram(decoding: [0, 2, 0]).screen
    var writer = FuzzByteWriter()
    screen.encode(to: &writer, format: 7)
    // Each step: opcode, delay (0), then its values (a value is a tag byte and two bytes).
    let body = writer.bytes + [25, 0, 0, 0, 1, 1] + [26, 0, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0]
    let format7 = FuzzProgram(decoding: FuzzFormat.magic + [7] + body)
    #expect(
      format7.steps.map(\.event) == [
        .voiceOverScroll(.down, inList: true), .voiceOverFocus(top: 1_500, height: 0),
      ])
    let format6 = FuzzProgram(decoding: FuzzFormat.magic + [6] + body)
    guard case .touchBegan = format6.steps.first?.event else {
      Issue.record("format 6 read opcode 25 as \(String(describing: format6.steps.first))")
      return
    }
    for direction in FuzzStep.directions {
      let program = FuzzProgram(
        screen: screen,
        steps: [
          FuzzStep(delay: 0, event: .voiceOverScroll(direction, inList: direction == .up)),
          FuzzStep(delay: 0, event: .voiceOverFocus(top: -100, height: 1_000)),
        ])
      let again = FuzzProgram(decoding: program.encoded())
      #expect(again.steps.map(\.event) == program.steps.map(\.event))
    }
  }

  /// From format 5 a screen with refresh names its scope by the low two bits of a byte (every
  /// scope round-trips, and other bits never change which) and whether the app's
  /// refresh actions finish on their own; older formats read no such byte (page scope).
  @Test func format5ScreensPickEveryRefreshScope() {
    var base = FuzzProgram(decoding: [0x10, 2, 0]).screen
    base.configuration.refresh = RefreshConfiguration()
    for (index, scope) in RefreshScope.allCases.enumerated() {
      var screen = base
      screen.configuration.refresh?.scope = scope
      screen.refreshActionSeconds = index.isMultiple(of: 2) ? nil : 1.5
      let program = FuzzProgram(screen: screen, steps: [FuzzStep(delay: 0, event: .statusBarTap)])
      let decoded = FuzzProgram(decoding: program.encoded())
      #expect(decoded.screen.configuration.refresh?.scope == scope)
      #expect((decoded.screen.refreshActionSeconds == nil) == index.isMultiple(of: 2))
      #expect(decoded.steps.map(\.event) == [.statusBarTap])
    }
    var writer = FuzzByteWriter()
    base.encode(to: &writer, format: 5)
    // The scope byte follows the flags, page count, initial page and nine values (3 bytes
    // each); only its low two bits are the scope, and an index past the last case is the page.
    var bytes = FuzzFormat.magic + [5] + writer.bytes
    let scopeIndex = FuzzFormat.magic.count + 1 + 3 + 9 * 3
    bytes[scopeIndex] = 0x04 | 0x01
    #expect(FuzzProgram(decoding: bytes).screen.configuration.refresh?.scope == .tab)
    bytes[scopeIndex] = 0x03
    #expect(FuzzProgram(decoding: bytes).screen.configuration.refresh?.scope == .page)
    let older = FuzzProgram(decoding: FuzzFormat.magic + [4] + writer.bytes)
    #expect(older.screen.configuration.refresh?.scope == .page)
  }

  /// From format 6 a screen names its header mode (every mode round-trips, the collapsed
  /// part's height with it); format-5 bytes of the same screen read no mode byte, so saved
  /// inputs keep the header scrolling with the list.
  @Test func format6ScreensPickEveryHeaderMode() {
    let base = FuzzProgram(decoding: [0, 2, 0]).screen
    for mode in [HeaderMode.scrollsWithList, .floats, .floatsCollapsedFirst(height: 120)] {
      var screen = base
      screen.configuration.headerMode = mode
      let program = FuzzProgram(screen: screen, steps: [FuzzStep(delay: 0, event: .statusBarTap)])
      let decoded = FuzzProgram(decoding: program.encoded())
      #expect(decoded.screen.configuration.headerMode == mode)
      #expect(decoded.steps.map(\.event) == [.statusBarTap])
      var writer = FuzzByteWriter()
      screen.encode(to: &writer, format: 5)
      let older = FuzzProgram(decoding: FuzzFormat.magic + [5] + writer.bytes + [7, 0])
      #expect(older.screen.configuration.headerMode == .scrollsWithList)
      #expect(older.steps.map(\.event) == [.statusBarTap])
    }
  }

  /// A run that judges one header mode plays every program in it, whatever its bytes say;
  /// a program floating its collapsed part first keeps its part, and an unknown name is none.
  @Test func aRunMayPlayEveryProgramInOneHeaderMode() throws {
    var program = FuzzProgram(decoding: [0, 2, 0])
    program.screen.configuration.headerHeight = 240
    let modes = try FuzzProgram.headerModeNames.map {
      try #require(program.playing(headerModeNamed: $0)).screen.configuration.headerMode
    }
    #expect(modes == [.scrollsWithList, .floats, .floatsCollapsedFirst(height: 80)])
    program.screen.configuration.headerMode = .floatsCollapsedFirst(height: 30)
    let kept = program.playing(headerModeNamed: "floats-collapsed-first")?.screen.configuration.headerMode
    #expect(kept == .floatsCollapsedFirst(height: 30))
    #expect(program.playing(headerModeNamed: "sticky") == nil)
  }

  /// A header naming a version this decoder does not know is no header: the bytes are read
  /// as they are, in format 2 (every byte string still decodes, as libFuzzer needs).
  @Test func anUnknownVersionIsReadWithoutAHeader() {
    let bytes = FuzzFormat.magic + [FuzzFormat.current + 1, 7, 7, 7]
    let program = FuzzProgram(decoding: bytes)
    #expect(program.format == FuzzFormat.unversioned && !program.hasHeader)
    #expect(program == FuzzProgram(decoding: bytes))
    #expect(program.text.hasPrefix("format 2 (no header)\n"))
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
