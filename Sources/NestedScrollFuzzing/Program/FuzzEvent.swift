import NestedScrollCore
import ScrollSimulator

/// One input of a fuzz program: what the user, the display link or the app does.
///
/// Touch locations are screen coordinates. Compound gestures (``fling(_:velocity:)``,
/// ``swipe(_:velocity:)``) expand into touch samples 16 ms apart, so the fuzzer reaches
/// real flings and page swipes without having to discover them byte by byte.
package enum FuzzEvent: Hashable, Sendable {
  /// A finger touches down.
  case touchBegan(Point)
  /// The finger moves.
  case touchMoved(Point)
  /// The finger lifts.
  case touchEnded(Point)
  /// `count` display-link frames, `interval` seconds apart.
  case frames(count: Int, interval: Double)
  /// A vertical fling from `start` with the finger moving at `velocity` points per second
  /// (negative: upward), released while moving.
  case fling(Point, velocity: Double)
  /// A horizontal swipe from `start` at `velocity` points per second, released while moving.
  case swipe(Point, velocity: Double)
  /// A tab-bar tap.
  case tapTab(Int)
  /// A status-bar tap (scroll to top).
  case statusBarTap
  /// A page's content height changes.
  case contentHeight(page: Int, height: Double)
  /// The header measures a new height in a layout pass. The pinned part, when given, is
  /// decoded (saved inputs keep their meaning) but not played: it belongs to the behaviour
  /// the screen was made with, and no layout pass or host method changes it.
  case headerHeight(Double, pinned: Double?)
  /// A layout pass measures a new container height and safe area (rotation, keyboard).
  case viewport(height: Double, topInset: Double, bottomInset: Double)
  /// A layout pass measures a new tab bar height.
  case tabBarHeight(Double)
  /// The app starts refreshing.
  case beginRefreshing
  /// The app ends refreshing.
  case endRefreshing
  /// The app sets a list's offset at `fraction` of its scrollable range (0 top, 1 bottom;
  /// a non-finite fraction is passed on as a non-finite offset).
  case setContentOffset(page: Int, fraction: Double, animated: Bool)
  /// The app expands the header.
  case expandHeader(animated: Bool)
  /// The app collapses the header.
  case collapseHeader(animated: Bool)
  /// The app gives a page item snapping: items of these heights (one height: paging of
  /// that size).
  case itemSnap(page: Int, heights: [Double])
  /// The app selects a page (a tab chosen in code), moving the pager as a host does
  /// (format 3).
  case selectPage(Int, animated: Bool)
  /// A layout pass measures a new container width and layout direction (a rotation, a
  /// split-view resize, a right-to-left language chosen at run time; format 4).
  case containerWidth(Double, rightToLeft: Bool)
  /// The app starts a tab's refresh, as a pull of its list would (format 5).
  case beginTabRefreshing(page: Int)
  /// The app ends a tab's refresh (format 5).
  case endTabRefreshing(page: Int)
  /// The app asks for a page's rows within `distance` points of its list's end, or stops
  /// asking (`nil`); a negative distance is a typed error that leaves the trigger in place
  /// (format 5).
  case loadMore(page: Int, distance: Double?)
  /// The app's load of a page's rows finished: `height` points of rows appended below its
  /// last one (0: it has no more), then the load ends (format 5).
  case appendRows(page: Int, height: Double)
  /// Two fingers scroll on a trackpad from `start` at `velocity` points per second
  /// (vertical, negative upward; 0: they rest without moving, which stops motion as a
  /// finger does) and lift (format 5).
  case trackpadScroll(Point, velocity: Double)
  /// VoiceOver's three-finger scroll in a direction, with the focus in the selected page's
  /// list (which pages by itself) or on the header (the container answers; format 7).
  case voiceOverScroll(AccessibilityScrollDirection, inList: Bool)
  /// VoiceOver's focus lands on a header element, or the tab bar, `height` points tall at
  /// `top` in the header's coordinates (format 7).
  case voiceOverFocus(top: Double, height: Double)
}

/// An event and when it happens: `delay` seconds after the previous step. A NaN, infinite
/// or negative delay gives the event a bad time, which the screen must sanitise; the
/// program's clock then stays where it was.
package struct FuzzStep: Hashable, Sendable {
  /// Seconds after the previous step.
  package var delay: Double
  /// What happens.
  package var event: FuzzEvent

  /// Creates a step.
  package init(delay: Double, event: FuzzEvent) {
    self.delay = delay
    self.event = event
  }

  /// Ranges of the decoded values, shared by decoder and encoder.
  enum Range {
    static let delay = 0.0...0.1
    static let x = -50.0...1_050
    static let y = -200.0...1_400
    static let interval = 0.0...0.05
    static let velocity = -8_000.0...8_000
    static let content = 0.0...20_000
    static let header = 0.0...600
    static let viewport = 100.0...1_200
    static let inset = 0.0...100
    static let fraction = 0.0...1
    static let item = 0.0...400
    static let width = 100.0...1_000
    static let loadMoreDistance = -100.0...3_000
    static let rows = 0.0...5_000
    static let focusTop = -100.0...1_500
    static let focusHeight = 0.0...1_000
  }

  /// The most frames one ``FuzzEvent/frames(count:interval:)`` plays: at up to 50 ms
  /// apart, a second of display link; longer waits are several steps (cheaper executions).
  static let maximumFrames: UInt8 = 24
  /// ``maximumFrames`` as a count.
  package static var maximumFrameCount: Int { Int(maximumFrames) }

  /// The most items an ``FuzzEvent/itemSnap(page:heights:)`` decodes.
  static let maximumItems = 64

  /// Reads the next step of a program on a screen of `pageCount` pages, in byte format
  /// `format` (``FuzzFormat``: the opcode is a byte modulo the format's number of event kinds).
  package init(decoding bytes: inout FuzzBytes, pageCount: Int, format: UInt8 = FuzzFormat.current) {
    let opcode = bytes.byte() % FuzzFormat.eventKinds(format)
    delay = bytes.value(in: Range.delay)
    func point() -> Point { Point(x: bytes.value(in: Range.x), y: bytes.value(in: Range.y)) }
    switch opcode {
    case 0: event = .touchBegan(point())
    case 1: event = .touchMoved(point())
    case 2: event = .touchEnded(point())
    case 3:
      event = .frames(
        count: 1 + Int(bytes.byte() % Self.maximumFrames), interval: bytes.value(in: Range.interval))
    case 4: event = .fling(point(), velocity: bytes.value(in: Range.velocity))
    case 5: event = .swipe(point(), velocity: bytes.value(in: Range.velocity))
    case 6: event = .tapTab(bytes.page(count: pageCount))
    case 7: event = .statusBarTap
    case 8: event = .contentHeight(page: bytes.page(count: pageCount), height: bytes.value(in: Range.content))
    case 9:
      let height = bytes.value(in: Range.header)
      let hasPinned = bytes.byte() & 1 != 0
      event = .headerHeight(height, pinned: hasPinned ? bytes.value(in: Range.header) : nil)
    case 10:
      event = .viewport(
        height: bytes.value(in: Range.viewport), topInset: bytes.value(in: Range.inset),
        bottomInset: bytes.value(in: Range.inset))
    case 11: event = .tabBarHeight(bytes.value(in: Range.inset))
    case 12: event = .beginRefreshing
    case 13: event = .endRefreshing
    case 14:
      let page = bytes.page(count: pageCount)
      let fraction = bytes.value(in: Range.fraction)
      event = .setContentOffset(
        page: page, fraction: fraction.isFinite ? min(max(fraction, 0), 1) : fraction,
        animated: bytes.byte() & 1 != 0)
    case 15: event = .expandHeader(animated: bytes.byte() & 1 != 0)
    case 16: event = .collapseHeader(animated: bytes.byte() & 1 != 0)
    case 17:
      let page = bytes.page(count: pageCount)
      let count = 1 + Int(bytes.byte()) % Self.maximumItems
      event = .itemSnap(page: page, heights: (0..<count).map { _ in bytes.value(in: Range.item) })
    case 18: event = .selectPage(bytes.page(count: pageCount), animated: bytes.byte() & 1 != 0)
    case 19: event = .containerWidth(bytes.value(in: Range.width), rightToLeft: bytes.byte() & 1 != 0)
    case 20: event = .beginTabRefreshing(page: bytes.page(count: pageCount))
    case 21: event = .endTabRefreshing(page: bytes.page(count: pageCount))
    case 22:
      let page = bytes.page(count: pageCount)
      let asks = bytes.byte() & 1 != 0
      event = .loadMore(page: page, distance: asks ? bytes.value(in: Range.loadMoreDistance) : nil)
    case 23: event = .appendRows(page: bytes.page(count: pageCount), height: bytes.value(in: Range.rows))
    case 24:
      event = .trackpadScroll(
        Point(x: bytes.value(in: Range.x), y: bytes.value(in: Range.y)),
        velocity: bytes.value(in: Range.velocity))
    case 25:
      let direction = Self.directions[Int(bytes.byte() % UInt8(Self.directions.count))]
      event = .voiceOverScroll(direction, inList: bytes.byte() & 1 != 0)
    default:
      event = .voiceOverFocus(
        top: bytes.value(in: Range.focusTop), height: bytes.value(in: Range.focusHeight))
    }
  }

  /// VoiceOver's scroll directions, in the order a byte picks them.
  package static let directions: [AccessibilityScrollDirection] = [.up, .down, .left, .right]

  /// Writes the step as ``init(decoding:pageCount:)`` reads it.
  package func encode(to writer: inout FuzzByteWriter, pageCount: Int) {
    func point(_ p: Point) {
      writer.value(p.x, in: Range.x)
      writer.value(p.y, in: Range.y)
    }
    func opcode(_ code: UInt8) {
      writer.byte(code)
      writer.value(delay, in: Range.delay)
    }
    switch event {
    case .touchBegan(let p):
      opcode(0)
      point(p)
    case .touchMoved(let p):
      opcode(1)
      point(p)
    case .touchEnded(let p):
      opcode(2)
      point(p)
    case .frames(let count, let interval):
      opcode(3)
      writer.byte(UInt8(max(0, min(count, Int(Self.maximumFrames)) - 1)))
      writer.value(interval, in: Range.interval)
    case .fling(let p, let velocity):
      opcode(4)
      point(p)
      writer.value(velocity, in: Range.velocity)
    case .swipe(let p, let velocity):
      opcode(5)
      point(p)
      writer.value(velocity, in: Range.velocity)
    case .tapTab(let page):
      opcode(6)
      writer.page(page, count: pageCount)
    case .statusBarTap:
      opcode(7)
    case .contentHeight(let page, let height):
      opcode(8)
      writer.page(page, count: pageCount)
      writer.value(height, in: Range.content)
    case .headerHeight(let height, let pinned):
      opcode(9)
      writer.value(height, in: Range.header)
      writer.byte(pinned == nil ? 0 : 1)
      if let pinned { writer.value(pinned, in: Range.header) }
    case .viewport(let height, let top, let bottom):
      opcode(10)
      writer.value(height, in: Range.viewport)
      writer.value(top, in: Range.inset)
      writer.value(bottom, in: Range.inset)
    case .tabBarHeight(let height):
      opcode(11)
      writer.value(height, in: Range.inset)
    case .beginRefreshing:
      opcode(12)
    case .endRefreshing:
      opcode(13)
    case .setContentOffset(let page, let fraction, let animated):
      opcode(14)
      writer.page(page, count: pageCount)
      writer.value(fraction, in: Range.fraction)
      writer.byte(animated ? 1 : 0)
    case .expandHeader(let animated):
      opcode(15)
      writer.byte(animated ? 1 : 0)
    case .collapseHeader(let animated):
      opcode(16)
      writer.byte(animated ? 1 : 0)
    case .itemSnap(let page, let heights):
      opcode(17)
      writer.page(page, count: pageCount)
      let kept = heights.prefix(Self.maximumItems)
      writer.byte(UInt8(max(0, kept.count - 1)))
      for height in kept { writer.value(height, in: Range.item) }
    case .selectPage(let page, let animated):
      opcode(18)
      writer.page(page, count: pageCount)
      writer.byte(animated ? 1 : 0)
    case .containerWidth(let width, let rightToLeft):
      opcode(19)
      writer.value(width, in: Range.width)
      writer.byte(rightToLeft ? 1 : 0)
    case .beginTabRefreshing(let page):
      opcode(20)
      writer.page(page, count: pageCount)
    case .endTabRefreshing(let page):
      opcode(21)
      writer.page(page, count: pageCount)
    case .loadMore(let page, let distance):
      opcode(22)
      writer.page(page, count: pageCount)
      writer.byte(distance == nil ? 0 : 1)
      if let distance { writer.value(distance, in: Range.loadMoreDistance) }
    case .appendRows(let page, let height):
      opcode(23)
      writer.page(page, count: pageCount)
      writer.value(height, in: Range.rows)
    case .trackpadScroll(let p, let velocity):
      opcode(24)
      point(p)
      writer.value(velocity, in: Range.velocity)
    case .voiceOverScroll(let direction, let inList):
      opcode(25)
      writer.byte(UInt8(Self.directions.firstIndex(of: direction) ?? 0))
      writer.byte(inList ? 1 : 0)
    case .voiceOverFocus(let top, let height):
      opcode(26)
      writer.value(top, in: Range.focusTop)
      writer.value(height, in: Range.focusHeight)
    }
  }
}
