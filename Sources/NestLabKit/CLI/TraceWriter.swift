import Foundation

/// Writes a ``NestLabKit/Trace`` as JSON (the `Codable` form, which decodes back) or as
/// CSV (one row per sample).
package enum TraceWriter {
  /// The trace as JSON, keys sorted.
  package static func json(_ trace: Trace) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(trace), as: UTF8.self) + "\n"
  }

  /// One row per sample: time, finger (empty when up), header and tab-bar tops, active
  /// tab, scroll position, refreshing (0/1), then every tab's own offset.
  package static func csv(_ trace: Trace) -> String {
    let tabs = trace.screen.tabs.indices.map { "tab\($0)_offset" }
    var text =
      (["time", "finger_y", "header_top", "tab_bar_top", "active_tab", "scroll_position", "refreshing"] + tabs)
      .joined(separator: ",") + "\n"
    for sample in trace.samples {
      let o = sample.observation
      let cells =
        [
          number(sample.time), sample.fingerY.map(number) ?? "", number(o.headerTop), number(o.tabBarTop),
          String(o.activeTab), number(o.scrollPosition), o.isRefreshing ? "1" : "0",
        ] + o.tabOffsets.map(number)
      text += cells.joined(separator: ",") + "\n"
    }
    return text
  }

  private static func number(_ value: Double) -> String {
    LabNumberFormat.fixed(value, decimals: 4, nonFinite: "nan")
  }
}
