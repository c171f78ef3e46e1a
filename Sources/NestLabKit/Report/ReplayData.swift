import Foundation

/// The data the report's replay script reads: per scenario its screen and, per strategy in
/// report order, the screen at every sample. Embedded in the page as one
/// `<script type="application/json" id="nestlab-data">` block, written by `JSONEncoder` with
/// sorted keys; numbers are rounded (times to 0.1 ms, lengths to 0.1 pt) to keep the page
/// small, and `<`, `>`, `&` are written as `\u003c`, `\u003e`, `\u0026`, so no string can end
/// the block.
package struct ReplayData: Codable, Hashable, Sendable {
  /// The version of this layout, read by `report.js`.
  package static let currentVersion = 2

  /// The layout's version.
  package var version: Int
  /// One entry per report section, in report order.
  package var scenarios: [ScenarioData]

  /// One scenario: its screen and one trace per strategy that ran it.
  package struct ScenarioData: Codable, Hashable, Sendable {
    /// The scenario's name.
    package var name: String
    /// The longest trace's duration, in seconds: the replay's length.
    package var duration: Double
    /// The screen at the start.
    package var screen: ScreenData
    /// One trace per strategy, in report order (the phones' `data-trace` indices).
    package var traces: [TraceData]
  }

  /// A screen's geometry, in points.
  package struct ScreenData: Codable, Hashable, Sendable {
    /// The screen's width.
    package var width: Double
    /// The screen's height.
    package var height: Double
    /// Room above the header.
    package var topInset: Double
    /// The header's full height.
    package var headerHeight: Double
    /// The part of the header that stays when collapsed.
    package var pinnedHeaderHeight: Double
    /// The tab bar's height.
    package var tabBarHeight: Double
    /// The tabs.
    package var tabs: [TabData]
  }

  /// A tab's content.
  package struct TabData: Codable, Hashable, Sendable {
    /// The tab's title.
    package var title: String
    /// The content's height.
    package var contentHeight: Double
    /// The items' heights, top to bottom, when the tab has items.
    package var itemHeights: [Double]?
  }

  /// What one strategy's screen showed at every sample (arrays of equal length).
  package struct TraceData: Codable, Hashable, Sendable {
    /// The strategy's identifier.
    package var strategy: String
    /// Sample times, in seconds.
    package var times: [Double?]
    /// The header's top edge on screen.
    package var headerTops: [Double?]
    /// The tab bar's top edge on screen.
    package var tabBarTops: [Double?]
    /// The active tab.
    package var activeTabs: [Int]
    /// The position in the one scroll space (``Observation/scrollPosition``).
    package var scrollPositions: [Double?]
    /// The finger's y while it is down, `nil` while it is up.
    package var fingerYs: [Double?]
    /// The samples where a refresh is in progress, as `[first, last]` index pairs (inclusive):
    /// most samples show none, so ranges keep the page small.
    package var refreshingSamples: [[Int]]
    /// Header and content height changes, in time order.
    package var screenChanges: [ScreenChangeData]
  }

  /// A change of header or content heights during a run.
  package struct ScreenChangeData: Codable, Hashable, Sendable {
    /// When it happened, in seconds.
    package var time: Double
    /// The header's height from then on.
    package var headerHeight: Double
    /// Each tab's content height from then on.
    package var contentHeights: [Double]
  }

  /// The data of `sections`, traces in report order (`order`: strategies, ours first).
  package init(sections: [ReportSection], order: [String]) {
    version = Self.currentVersion
    scenarios = sections.map { section in
      let traces = ReportRenderer.orderedTraceIndices(section, order: order).map { section.traces[$0] }
      return ScenarioData(
        name: section.scenario.name,
        duration: Self.round(traces.map { $0.samples.last?.time ?? 0 }.max() ?? 0, 4),
        screen: ScreenData(section.scenario.screen), traces: traces.map(TraceData.init))
    }
  }

  /// The JSON text for the page's data block: sorted keys, and no `<`, `>` or `&` (inside
  /// JSON they can only occur in strings, where the `\u` escapes mean the same).
  package func scriptText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var text = ""
    for scalar in String(decoding: try encoder.encode(self), as: UTF8.self).unicodeScalars {
      switch scalar {
      case "<": text += "\\u003c"
      case ">": text += "\\u003e"
      case "&": text += "\\u0026"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// `value` rounded to `decimals` places; 0 when it is not finite.
  static func round(_ value: Double, _ decimals: Int) -> Double {
    LabNumberFormat.rounded(value, decimals: decimals) ?? 0
  }
}

extension ReplayData.ScreenData {
  /// The geometry of `screen`.
  init(_ screen: ScreenSpec) {
    let round = { ReplayData.round($0, 1) }
    self.init(
      width: round(screen.width), height: round(screen.height), topInset: round(screen.topInset),
      headerHeight: round(screen.headerHeight), pinnedHeaderHeight: round(screen.pinnedHeaderHeight),
      tabBarHeight: round(screen.tabBarHeight),
      tabs: screen.tabs.map { tab in
        ReplayData.TabData(
          title: tab.title, contentHeight: round(tab.contentHeight),
          itemHeights: tab.itemHeights.map { $0.map { ReplayData.round($0, 2) } })
      })
  }
}

extension ReplayData.TraceData {
  /// The samples and screen changes of `trace`.
  init(_ trace: Trace) {
    let samples = trace.samples
    let round = { (values: [Double?], decimals: Int) in
      values.map { $0.flatMap { LabNumberFormat.rounded($0, decimals: decimals) } }
    }
    self.init(
      strategy: trace.strategy, times: round(samples.map(\.time), 4),
      headerTops: round(samples.map(\.observation.headerTop), 1),
      tabBarTops: round(samples.map(\.observation.tabBarTop), 1),
      activeTabs: samples.map(\.observation.activeTab),
      scrollPositions: round(samples.map(\.observation.scrollPosition), 1),
      fingerYs: round(samples.map(\.fingerY), 1),
      refreshingSamples: Self.ranges(samples.indices.filter { samples[$0].observation.isRefreshing }),
      screenChanges: trace.screenChanges.map { change in
        ReplayData.ScreenChangeData(
          time: ReplayData.round(change.time, 4),
          headerHeight: ReplayData.round(change.screen.headerHeight, 1),
          contentHeights: change.screen.tabs.map { ReplayData.round($0.contentHeight, 1) })
      })
  }

  /// Sorted indices as runs of consecutive ones, `[first, last]` each.
  static func ranges(_ indices: [Int]) -> [[Int]] {
    var ranges: [[Int]] = []
    for index in indices {
      if let last = ranges.last?.last, last == index - 1 {
        ranges[ranges.count - 1][1] = index
      } else {
        ranges.append([index, index])
      }
    }
    return ranges
  }
}
