import NestLabKit
import Testing

/// The report's style sheet and script are resources, read from the module's bundle.
@Suite struct ReportAssetsTests {
  @Test func theAssetsLoadAndCannotEndTheirElements() throws {
    let assets = try ReportAssets.load()
    #expect(assets.stylesheet.contains(":root {"))
    #expect(assets.script.contains("window.nestlabReplay"))
    // Inlined in <style> and <script>: neither may contain an end tag.
    #expect(!assets.stylesheet.contains("</") && !assets.script.contains("</"))
  }

  @Test func theStylesheetColoursEveryStrategyIndex() throws {
    let stylesheet = try ReportAssets.load().stylesheet
    for index in 0..<ReportAssets.strategyColorCount {
      #expect(stylesheet.contains(".strategy-\(index) { --strategy: #"), "no colour for strategy-\(index)")
    }
    #expect(!stylesheet.contains(".strategy-\(ReportAssets.strategyColorCount) "))
  }

  @Test func theScriptReadsTheDataVersionTheRendererWrites() throws {
    #expect(try ReportAssets.load().script.contains("var DATA_VERSION = \(ReplayData.currentVersion);"))
  }
}
