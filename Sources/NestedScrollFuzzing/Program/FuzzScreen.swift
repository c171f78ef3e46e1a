import NestedScrollCore

/// The screen a fuzz program runs on: a configuration, a width and one list per page.
///
/// Decoded values fall in the ranges a real profile screen has; one flag makes the
/// configuration hostile (any value may be NaN, ±∞, negative or huge), which the
/// coordinator must reject with a ``NestedScrollCore/ConfigurationError``.
///
/// The first byte holds the flags: `0x01` no short-content padding, `0x06` the overscroll
/// behaviour, `0x08` header snapping, `0x10` refresh, `0x20` tab switches that keep the
/// content (``NestedScrollCore/TabSwitchPolicy/keepsContent``; format 2, which added it:
/// format-1 inputs with that bit set were saved again without it), `0x40` `.fast`
/// deceleration, `0x80` hostile values. From format 5, a screen with refresh has one more
/// byte after the refresh values: its low two bits are the scope's index in
/// ``NestedScrollCore/RefreshScope/allCases`` (an index past the end picks
/// ``NestedScrollCore/RefreshScope/page``; a fixed mask, not the count, so a scope added
/// later changes no saved input's meaning), and `0x80` makes the app's refresh actions finish after
/// ``refreshActionSeconds`` (a value that follows) instead of running until the refresh ends.
/// From format 6, a byte after the content heights picks the header's mode (low two bits: 1
/// floats, 2 floats its collapsed part first, whose height follows; 0 and 3 with the list).
package struct FuzzScreen: Hashable, Sendable {
  /// The coordinator's configuration (`pageCount` is the number of lists).
  package var configuration: NestedScrollConfiguration
  /// The screen and page width.
  package var width: Double
  /// Each page's content height.
  package var contentHeights: [Double]
  /// Whether the lists decelerate at UIKit's `.fast` rate instead of `.normal`.
  package var deceleratesFast: Bool
  /// Whether the configuration was decoded with hostile values allowed.
  package var isHostile: Bool
  /// How long the app's refresh actions (the page's and each tab's) run before they finish
  /// and end their refresh; `nil`: until the refresh is ended otherwise.
  package var refreshActionSeconds: Double?

  /// Creates a screen.
  package init(
    configuration: NestedScrollConfiguration, width: Double, contentHeights: [Double],
    deceleratesFast: Bool = false, isHostile: Bool = false
  ) {
    self.configuration = configuration
    self.width = width
    self.contentHeights = contentHeights
    self.deceleratesFast = deceleratesFast
    self.isHostile = isHostile
  }

  /// The most pages a decoded screen has.
  package static let maximumPageCount = 6

  /// Ranges of the decoded values, shared by decoder and encoder.
  enum Range {
    static let header = 0.0...600
    static let fraction = 0.0...1
    static let tabBar = 0.0...100
    static let inset = 0.0...100
    static let viewport = 100.0...1_200
    static let width = 100.0...1_000
    static let threshold = 1.0...200
    static let indicator = 0.0...100
    static let flickVelocity = 0.0...3_000
    static let content = 0.0...20_000
    static let actionSeconds = 0.0...3
  }

  /// Reads a screen from the start of a program in byte format `format`.
  package init(decoding bytes: inout FuzzBytes, format: UInt8 = FuzzFormat.current) {
    let flags = bytes.byte()
    let hostile = flags & 0x80 != 0
    let pageCount = 1 + Int(bytes.byte()) % Self.maximumPageCount
    let initialPage = hostile ? Int(Int8(bitPattern: bytes.byte())) : Int(bytes.byte()) % pageCount
    let header = bytes.value(in: Range.header, hostile: hostile)
    let pinnedFraction = bytes.value(in: Range.fraction, hostile: hostile)
    var configuration = NestedScrollConfiguration(
      headerHeight: header,
      pinnedHeaderHeight: hostile ? pinnedFraction * 200 : header * pinnedFraction,
      tabBarHeight: bytes.value(in: Range.tabBar, hostile: hostile),
      topInset: bytes.value(in: Range.inset, hostile: hostile),
      viewportHeight: bytes.value(in: Range.viewport, hostile: hostile),
      bottomInset: bytes.value(in: Range.inset, hostile: hostile),
      pageCount: pageCount,
      initialPage: initialPage,
      padsShortContent: flags & 0x01 == 0,
      overscrollBehavior: [.stretchHeader, .moveHeader, .fixedHeader][Int(flags >> 1 & 0x03) % 3],
      snapsHeader: flags & 0x08 != 0,
      snapFlickVelocity: bytes.value(in: Range.flickVelocity, hostile: hostile),
      tabSwitchPolicy: flags & 0x20 != 0 ? .keepsContent : .keepsHeader)
    if flags & 0x10 != 0 {
      configuration.refresh = RefreshConfiguration(
        threshold: bytes.value(in: Range.threshold, hostile: hostile),
        indicatorHeight: bytes.value(in: Range.indicator, hostile: hostile))
      if format >= 5 {
        let byte = bytes.byte()
        let scopes = RefreshScope.allCases
        let index = Int(byte & 0x03)
        configuration.refresh?.scope = index < scopes.count ? scopes[index] : .page
        if byte & 0x80 != 0 { refreshActionSeconds = bytes.value(in: Range.actionSeconds) }
      }
    }
    self.configuration = configuration
    width = bytes.value(in: Range.width, hostile: hostile)
    contentHeights = (0..<pageCount).map { _ in bytes.value(in: Range.content) }
    if format >= 6 {
      switch bytes.byte() & 0x03 {
      case 1: self.configuration.headerMode = .floats
      case 2: self.configuration.headerMode = .floatsCollapsedFirst(height: bytes.value(in: Range.header))
      default: break
      }
    }
    deceleratesFast = flags & 0x40 != 0
    isHostile = hostile
  }

  /// Writes the screen as ``init(decoding:format:)`` reads it in `format` (what that format
  /// cannot say, it leaves out).
  package func encode(to writer: inout FuzzByteWriter, format: UInt8 = FuzzFormat.current) {
    let c = configuration
    let behaviour: UInt8
    switch c.overscrollBehavior {
    case .stretchHeader: behaviour = 0
    case .moveHeader: behaviour = 1
    case .fixedHeader: behaviour = 2
    }
    var flags: UInt8 = behaviour << 1
    if !c.padsShortContent { flags |= 0x01 }
    if c.snapsHeader { flags |= 0x08 }
    if c.refresh != nil { flags |= 0x10 }
    if c.tabSwitchPolicy == .keepsContent { flags |= 0x20 }
    if deceleratesFast { flags |= 0x40 }
    if isHostile { flags |= 0x80 }
    writer.byte(flags)
    writer.byte(UInt8(max(0, min(contentHeights.count, Self.maximumPageCount) - 1)))
    writer.byte(
      isHostile ? UInt8(bitPattern: Int8(clamping: c.initialPage)) : UInt8(clamping: max(0, c.initialPage)))
    writer.value(c.headerHeight, in: Range.header)
    if isHostile {
      writer.value(c.pinnedHeaderHeight / 200, in: Range.fraction)
    } else {
      writer.value(c.headerHeight > 0 ? c.pinnedHeaderHeight / c.headerHeight : 0, in: Range.fraction)
    }
    writer.value(c.tabBarHeight, in: Range.tabBar)
    writer.value(c.topInset, in: Range.inset)
    writer.value(c.viewportHeight, in: Range.viewport)
    writer.value(c.bottomInset, in: Range.inset)
    writer.value(c.snapFlickVelocity, in: Range.flickVelocity)
    if let refresh = c.refresh {
      writer.value(refresh.threshold, in: Range.threshold)
      writer.value(refresh.indicatorHeight, in: Range.indicator)
      let scope = UInt8(RefreshScope.allCases.firstIndex(of: refresh.scope) ?? 0)
      writer.byte(scope | (refreshActionSeconds == nil ? 0 : 0x80))
      if let refreshActionSeconds { writer.value(refreshActionSeconds, in: Range.actionSeconds) }
    }
    writer.value(width, in: Range.width)
    for height in contentHeights.prefix(Self.maximumPageCount) { writer.value(height, in: Range.content) }
    guard format >= 6 else { return }
    switch c.headerMode {
    case .scrollsWithList: writer.byte(0)
    case .floats: writer.byte(1)
    case .floatsCollapsedFirst(let height):
      writer.byte(2)
      writer.value(height, in: Range.header)
    }
  }
}
