import NestLabKit
import NestedScrollCore
import Testing

/// Sticky section headers on a list-sourced snap (`"sections"`): the list is laid out as a
/// plain table, answers rows and sections, and ours rests rows right under their stuck header.
@Suite struct StickySectionsSourceTests {
  /// Two sections of two rows under 30 pt headers, and a third of one row.
  private let rows = SectionedRows(
    heights: [100, 50, 80, 40, 60], sections: SectionsSpec(rows: 2, headerHeight: 30))

  @Test func rowsAndSectionsAreLaidOutAsAPlainTable() {
    #expect(rows.height == 420)
    #expect(rows.itemFrame(at: 10) == nil)  // the first header
    #expect(rows.itemFrame(at: 30) == ListItemFrame(section: 0, item: 0, minY: 30, height: 100))
    #expect(rows.itemFrame(at: 179) == ListItemFrame(section: 0, item: 1, minY: 130, height: 50))
    #expect(rows.itemFrame(at: 200) == nil)  // the second header
    #expect(rows.itemFrame(at: 300) == ListItemFrame(section: 1, item: 1, minY: 290, height: 40))
    #expect(rows.itemFrame(at: 420) == nil)
    #expect(
      rows.sectionFrame(at: 200)
        == ListSectionFrame(section: 1, minY: 180, headerHeight: 30, rowsMaxY: 330, maxY: 330))
    #expect(rows.sectionFrame(at: 420) == nil)
    // Section tops, later rows under their stuck header, the end.
    #expect(rows.restPlaces == [0, 100, 180, 260, 330, 420])
    let plain = SectionedRows(heights: [100, 50], sections: nil)
    #expect(plain.restPlaces == [0, 100, 150])
    #expect(plain.sectionFrame(at: 10) == nil)
  }

  @Test func sectionsNeedTheListAsSourceAndAddTheirHeaders() throws {
    func tab(_ keys: String) throws -> TabSpec {
      try ScenarioLoader.decode(
        #"{"version": 1, "screen": {"tabs": [{"itemHeights": [80, 200, 140]\#(keys)}]}, "script": [{"wait": 1}]}"#,
        defaultName: "x"
      ).screen.tabs[0]
    }
    let list = #", "snapsToItems": true, "snapSource": "list""#
    let sectioned = try tab(list + #", "sections": {"rows": 2, "headerHeight": 25}"#)
    #expect(sectioned.sections == SectionsSpec(rows: 2, headerHeight: 25))
    #expect(sectioned.contentHeight == 470)
    #expect(
      try tab(list + #", "contentHeight": 500, "sections": {"rows": 2, "headerHeight": 25}"#).contentHeight
        == 500)
    #expect(throws: ScenarioError.self) {
      try tab(list + #", "contentHeight": 430, "sections": {"rows": 2, "headerHeight": 25}"#)
    }
    #expect(throws: ScenarioError.self) {
      try tab(#", "snapsToItems": true, "sections": {"rows": 2, "headerHeight": 25}"#)
    }
    #expect(throws: ScenarioError.self) { try tab(list + #", "sections": {"rows": 0, "headerHeight": 25}"#) }
    #expect(throws: ScenarioError.self) { try tab(list + #", "sections": {"rows": 2, "headerHeight": -1}"#) }
    #expect(throws: ScenarioError.self) { try tab(list + #", "sections": {"rows": 2}"#) }
  }

  /// Scenario 39: every snap rests on a section's top or a row right under its stuck header,
  /// never with a row's own top under the tab bar, where the header would cover it.
  @Test func oursRestsRowsUnderTheirStuckHeader() throws {
    let scenario = try ScenarioLoader.load(
      path: ScenarioLoaderTests.corpus + "/39-list-snap-sticky-sections.json")
    let trace = try ScenarioRunner().run(scenario, strategy: CoordinatorStrategy.self)
    #expect(MetricsCalculator.snapRestsOnBoundary(trace) == 1)
    let tab = scenario.screen.tabs[0]
    let rows = SectionedRows(heights: tab.itemHeights ?? [], sections: tab.sections)
    let content = try #require(trace.samples.last).observation.scrollPosition - scenario.screen.pinPosition
    #expect(rows.restPlaces.contains { abs($0 - content) < 0.5 })
    #expect(rows.itemFrame(at: content).map { abs($0.minY - content) < 0.5 } != true)
  }
}
