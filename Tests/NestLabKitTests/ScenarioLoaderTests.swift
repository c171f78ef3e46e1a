import Foundation
import NestLabKit
import NestedScrollCore
import Testing

/// The scenario format: the corpus loads, and malformed files fail with the file, the JSON
/// path and what was expected.
@Suite struct ScenarioLoaderTests {
  /// `Scenarios/` at the repository root.
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios").path

  /// A minimal valid scenario with `script` (JSON text of the steps) and extra screen keys.
  private func text(script: String = #"[{"wait": 0.5}]"#, screen: String = "", version: String = "1")
    -> String
  {
    """
    {
      "version": \(version),
      "screen": {\(screen) "tabs": [{"contentHeight": 3000}, {"title": "B", "contentHeight": 200}]},
      "script": \(script)
    }
    """
  }

  private func error(_ text: String) -> ScenarioError? {
    do {
      _ = try ScenarioLoader.decode(text, file: "x.json", defaultName: "x")
      return nil
    } catch {
      return error
    }
  }

  // MARK: The corpus

  @Test func everyCorpusFileLoads() throws {
    let files = try ScenarioLoader.scenarioFiles(in: Self.corpus)
    #expect(files.count >= 12)
    var names: Set<String> = []
    for file in files {
      let scenario = try ScenarioLoader.load(path: file)
      #expect(!scenario.summary.isEmpty, "\(file) has no summary")
      #expect(!scenario.script.isEmpty)
      #expect(names.insert(scenario.name).inserted, "duplicate name \(scenario.name)")
      // Names match file names, so `nestlab run NAME` finds them.
      #expect(file.hasSuffix("/\(scenario.name).json"))
      // Each says which goals judge it; a snap is never judged by distance ÷ projection.
      let goals = try #require(scenario.goals, "\(file) declares no goals")
      #expect(!goals.isEmpty)
      let snaps = scenario.screen.snapsHeader || scenario.screen.tabs.contains(where: \.snapsToItems)
      #expect(snaps == goals.contains("snapRestsOnBoundary"), "\(file)")
      if snaps && ScenarioFamily.of(scenario: scenario.name)?.name == "Snapping" {
        #expect(!goals.contains("distanceRatio"), "\(file)")
      }
    }
  }

  @Test func goalsAreMetricKeysWithAGoal() throws {
    func withGoals(_ goals: String) -> String {
      text().replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"goals\": \(goals),")
    }
    let scenario = try ScenarioLoader.decode(withGoals(#"["reversals", "snapTimeToRest"]"#))
    #expect(scenario.goals == ["reversals", "snapTimeToRest"])
    #expect(try ScenarioLoader.decode(text()).goals == nil)
    let unknown = error(withGoals(#"["reversal"]"#))
    #expect(unknown?.path == "goals[0]")
    #expect(unknown?.message.contains(#"(did you mean "reversals"?)"#) == true)
    // Time to rest has no goal to judge by.
    #expect(error(withGoals(#"["timeToRest"]"#))?.path == "goals[0]")
    #expect(error(withGoals(#"["reversals", "reversals"]"#))?.message == #""reversals" is declared twice"#)
    #expect(error(withGoals(#""reversals""#))?.path == "goals")
  }

  @Test func theCorpusCoversTheIssue() throws {
    let scenarios = try ScenarioLoader.load(directory: Self.corpus)
    func has(_ condition: (Scenario) -> Bool) -> Bool { scenarios.contains(where: condition) }
    func steps(_ scenario: Scenario) -> [Step] { scenario.script }
    #expect(has { $0.frames == .regular(hz: 120) })
    #expect(has { if case .jittery = $0.frames { return true } else { return false } })
    #expect(has { $0.screen.refresh != nil && $0.script.contains(.endRefresh) })
    #expect(has { $0.screen.tabs.contains { $0.snapsToItems && Set($0.itemHeights ?? []).count > 1 } })
    #expect(
      has { scenario in scenario.screen.tabs.contains { $0.contentHeight < scenario.screen.height - 200 } })
    #expect(has { steps($0).contains { if case .contentHeight = $0 { return true } else { return false } } })
    #expect(has { steps($0).contains { if case .headerHeight = $0 { return true } else { return false } } })
    #expect(has { steps($0).contains { if case .swipe = $0 { return true } else { return false } } })
    #expect(has { steps($0).contains { if case .touches = $0 { return true } else { return false } } })
    #expect(has { $0.screen.snapsHeader })
    #expect(has { $0.screen.tabs.contains { $0.snapsToItems && $0.snapSource == .list } })
    #expect(has { $0.screen.tabs.contains { $0.snapSource == .list && $0.sections != nil } })
    #expect(has { steps($0).contains { if case .trackpad = $0 { return true } else { return false } } })
  }

  @Test func snapSourceIsTheArrayOrTheList() throws {
    func tab(_ keys: String) throws -> TabSpec {
      try ScenarioLoader.decode(
        #"{"version": 1, "screen": {"tabs": [{"itemHeights": [80, 200, 140]\#(keys)}]}, "script": [{"wait": 1}]}"#,
        defaultName: "x"
      ).screen.tabs[0]
    }
    #expect(try tab(#", "snapsToItems": true"#).snapSource == .boundaries)
    #expect(try tab(#", "snapsToItems": true, "snapSource": "list""#).snapSource == .list)
    #expect(try tab(#", "snapsToItems": true, "snapSource": "boundaries""#).snapSource == .boundaries)
    #expect(throws: ScenarioError.self) { try tab(#", "snapsToItems": true, "snapSource": "layout""#) }
    #expect(throws: ScenarioError.self) { try tab(#", "snapSource": "list""#) }
    #expect(throws: ScenarioError.self) { try tab(#", "snapsToItems": false, "snapSource": "list""#) }
  }

  @Test func trackpadTakesADragsKeys() throws {
    func step(_ json: String) throws -> Step {
      try ScenarioLoader.decode(
        #"{"version": 1, "screen": {"tabs": [{"contentHeight": 900}]}, "script": [{"trackpad": \#(json)}]}"#,
        defaultName: "x"
      ).script[0]
    }
    #expect(
      try step(#"{"from": 600, "to": 200, "duration": 0.5}"#)
        == .trackpad(x: 195, fromY: 600, toY: 200, duration: 0.5, holdBeforeRelease: 0))
    #expect(
      try step(#"{"x": 40, "from": 600, "to": 600, "duration": 0.1, "hold": 0.2}"#)
        == .trackpad(x: 40, fromY: 600, toY: 600, duration: 0.1, holdBeforeRelease: 0.2))
    #expect(
      abs(Step.trackpad(x: 40, fromY: 600, toY: 600, duration: 0.1, holdBeforeRelease: 0.2).duration - 0.3)
        < 1e-12)
    #expect(throws: ScenarioError.self) { try step(#"{"from": 600, "to": 900, "duration": 0.5}"#) }
    #expect(throws: ScenarioError.self) { try step(#"{"from": 600, "to": 200, "duration": 0}"#) }
    #expect(throws: ScenarioError.self) {
      try step(#"{"from": 600, "to": 200, "duration": 0.5, "velocity": 3}"#)
    }
  }

  @Test func defaultsAndShorthands() throws {
    let scenario = try ScenarioLoader.decode(
      """
      {"version": 1, "summary": "s",
       "screen": {"refresh": true, "decelerationRate": "fast",
                  "tabs": [{"items": {"heights": [100, 50], "count": 5}, "snapsToItems": true}]},
       "frames": {"jitter": {"min": 0.004, "max": 0.02, "seed": 3}},
       "script": [{"drag": {"from": 600, "to": 200, "duration": 0.5}}, {"fling": {"y": 600, "velocity": -2000}},
                  {"swipe": {"from": 300, "to": 50}}, "endRefresh", {"tapTab": 0},
                  {"touches": [{"time": 0, "y": 500, "phase": "began"}, {"time": 0.1, "y": 450, "phase": "ended"}]}]}
      """, defaultName: "fallback")
    #expect(scenario.name == "fallback")
    #expect(
      scenario.screen.width == 390 && scenario.screen.headerHeight == 300 && scenario.screen.topInset == 47)
    #expect(scenario.screen.refresh == RefreshSpec())
    #expect(scenario.screen.decelerationRate == 0.99)
    #expect(scenario.screen.tabs[0].itemHeights == [100, 50, 100, 50, 100])
    #expect(scenario.screen.tabs[0].contentHeight == 400)
    #expect(scenario.screen.tabs[0].title == "Tab 1")
    #expect(scenario.frames == .jittery(minInterval: 0.004, maxInterval: 0.02, seed: 3))
    #expect(
      scenario.script == [
        .drag(x: 195, fromY: 600, toY: 200, duration: 0.5, holdBeforeRelease: 0),
        .fling(x: 195, y: 600, velocity: -2000),
        .swipe(y: 422, fromX: 300, toX: 50, duration: 0.25),
        .endRefresh, .tapTab(index: 0),
        .touches([
          TouchSample(time: 0, x: 195, y: 500, phase: .began),
          TouchSample(time: 0.1, x: 195, y: 450, phase: .ended),
        ]),
      ])
  }

  @Test func refreshScopeChoosesThePageOrEachTab() throws {
    func refresh(_ json: String) throws -> RefreshSpec? {
      try ScenarioLoader.decode(
        #"{"version": 1, "screen": {"refresh": \#(json), "tabs": [{"contentHeight": 900}]}, "script": [{"wait": 1}]}"#,
        defaultName: "x"
      ).screen.refresh
    }
    #expect(try refresh(#"{"scope": "tab"}"#) == RefreshSpec(scope: .tab))
    #expect(try refresh(#"{"scope": "both"}"#) == RefreshSpec(scope: .both))
    #expect(try refresh(#"{"scope": "page", "threshold": 70}"#) == RefreshSpec(threshold: 70))
    #expect(try refresh("true")?.scope == .page)
    #expect(throws: ScenarioError.self) { try refresh(#"{"scope": "list"}"#) }
    for scope in [RefreshSpec.Scope.page, .tab, .both] {
      let screen = ScreenSpec(
        tabs: [TabSpec(title: "Posts", contentHeight: 900)], refresh: RefreshSpec(scope: scope))
      #expect(screen.configuration.refresh?.scope == scope.refreshScope)
    }
  }

  @Test func loadMoreTakesADistanceAndTheAppsAnswer() throws {
    func loadMore(_ json: String, snaps: Bool = false) throws -> LoadMoreSpec? {
      let items = snaps ? #", "itemHeights": [300, 300, 300], "snapsToItems": true"# : ""
      return try ScenarioLoader.decode(
        #"{"version": 1, "screen": {"tabs": [{"contentHeight": 900\#(items), "loadMore": \#(json)}]}, "script": [{"wait": 1}]}"#,
        defaultName: "x"
      ).screen.tabs[0].loadMore
    }
    #expect(try loadMore(#"{"distance": 500}"#) == LoadMoreSpec(distance: 500))
    #expect(
      try loadMore(#"{"distance": 0, "rows": 0, "rowHeight": 60, "delay": 0}"#)
        == LoadMoreSpec(distance: 0, rows: 0, rowHeight: 60, delay: 0))
    #expect(LoadMoreSpec(distance: 10, rows: 3, rowHeight: 60).appendedHeight == 180)
    #expect(throws: ScenarioError.self) { try loadMore(#"{"rows": 5}"#) }
    #expect(throws: ScenarioError.self) { try loadMore(#"{"distance": -1}"#) }
    #expect(throws: ScenarioError.self) { try loadMore(#"{"distance": 100, "rowHeight": 0}"#) }
    #expect(throws: ScenarioError.self) { try loadMore(#"{"distance": 100, "delay": 11}"#) }
    #expect(throws: ScenarioError.self) { try loadMore(#"{"distance": 100, "batch": 2}"#) }
    #expect(throws: ScenarioError.self) { try loadMore(#"{"distance": 100}"#, snaps: true) }
  }

  // MARK: Malformed input

  @Test func wrongTypeNamesThePathAndWhatWasFound() {
    let error = self.error(
      text(script: #"[{"wait": 0.5}, {"drag": {"from": "top", "to": 200, "duration": 1}}]"#))
    #expect(error?.file == "x.json")
    #expect(error?.path == "script[1].drag.from")
    #expect(error?.message == #"expected a y on screen, 0…844, found a string ("top")"#)
  }

  @Test func missingFieldSaysWhatBelongsThere() {
    let error = self.error(text(script: #"[{"drag": {"from": 600, "to": 200}}]"#))
    #expect(error?.path == "script[0].drag")
    #expect(error?.message == #"missing required key "duration" (seconds from touch-down to the final y)"#)
    let noTabs = self.error(#"{"version": 1, "screen": {}, "script": [{"wait": 1}]}"#)
    #expect(noTabs?.path == "screen")
    #expect(noTabs?.message.hasPrefix(#"missing required key "tabs""#) == true)
    let noHeight = self.error(
      #"{"version": 1, "screen": {"tabs": [{"title": "A"}]}, "script": [{"wait": 1}]}"#)
    #expect(noHeight?.path == "screen.tabs[0]")
  }

  @Test func unknownStepListsTheKindsAndSuggests() {
    let error = self.error(text(script: #"[{"wait": 1}, {"flng": {"y": 500, "velocity": -100}}]"#))
    #expect(error?.path == "script[1]")
    #expect(error?.message.hasPrefix(#"unknown step "flng"; expected one of: drag, fling, swipe"#) == true)
    #expect(error?.message.hasSuffix(#"(did you mean "fling"?)"#) == true)
    let word = self.error(text(script: #"["wait"]"#))
    #expect(word?.path == "script[0]")
    #expect(word?.message.contains(#"("wait" takes a value"#) == true)
    let two = self.error(text(script: #"[{"wait": 1, "tapTab": 1}]"#))
    #expect(two?.message.hasSuffix("found 2: wait, tapTab") == true)
  }

  @Test func negativeDurationIsRejected() {
    let error = self.error(text(script: #"[{"drag": {"from": 600, "to": 200, "duration": -0.5}}]"#))
    #expect(error?.path == "script[0].drag.duration")
    #expect(error?.message == "expected a number > 0, found a number (-0.5)")
    #expect(
      error?.description == "x.json: script[0].drag.duration: expected a number > 0, found a number (-0.5)")
    let wait = self.error(text(script: #"[{"wait": -1}]"#))
    #expect(wait?.path == "script[0].wait")
  }

  @Test func badVersionIsCheckedFirst() {
    let error = self.error(text(screen: #""unknownKey": 1,"#, version: "2"))
    #expect(error?.path == "version")
    #expect(error?.message == "unsupported format version 2; this build reads version 1")
    let missing = self.error(#"{"screen": {"tabs": []}, "script": []}"#)
    #expect(missing?.path == "")
    #expect(missing?.message == #"missing required key "version" (the format version, 1)"#)
    let text = self.error(text(version: #""1""#))
    #expect(text?.message == #"expected a number, found a string ("1")"#)
  }

  @Test func unknownKeyIsAnErrorAtItsOwnPath() {
    let error = self.error(text(screen: #""hedaerHeight": 200,"#))
    #expect(error?.path == "screen.hedaerHeight")
    #expect(error?.message.hasPrefix(#"unknown key "hedaerHeight"; expected one of: width, height"#) == true)
    #expect(error?.message.hasSuffix(#"(did you mean "headerHeight"?)"#) == true)
    let top = self.error(#"{"version": 1, "scren": {}, "script": []}"#)
    #expect(top?.path == "scren")
  }

  @Test func rangesAndConsistency() {
    let tab = self.error(text(script: #"[{"tapTab": 2}]"#))
    #expect(tab?.path == "script[0].tapTab")
    #expect(tab?.message == "expected a tab index in 0…1, found a number (2)")
    let pinned = self.error(text(screen: #""headerHeight": 100, "pinnedHeaderHeight": 150,"#))
    #expect(pinned?.path == "screen.pinnedHeaderHeight")
    let fling = self.error(text(script: #"[{"fling": {"y": 100, "velocity": -3000}}]"#))
    #expect(fling?.path == "script[0].fling.velocity")
    #expect(fling?.message.contains("would leave the screen") == true)
    let frames = self.error(
      #"{"version": 1, "screen": {"tabs": [{"contentHeight": 1}]}, "frames": {"hz": 60, "jitter": {}}, "script": [{"wait": 1}]}"#
    )
    #expect(frames?.path == "frames")
    let jitter = self.error(
      #"{"version": 1, "screen": {"tabs": [{"contentHeight": 1}]}, "frames": {"jitter": {"min": 0.02, "max": 0.01, "seed": 1}}, "script": [{"wait": 1}]}"#
    )
    #expect(jitter?.path == "frames.jitter.max")
    let snaps = self.error(
      #"{"version": 1, "screen": {"tabs": [{"contentHeight": 100, "snapsToItems": true}]}, "script": [{"wait": 1}]}"#
    )
    #expect(snaps?.path == "screen.tabs[0].snapsToItems")
    let rate = self.error(text(screen: #""decelerationRate": "slow","#))
    #expect(
      rate?.message == #"expected "normal", "fast" or a number in 0.5…0.99999, found a string ("slow")"#)
  }

  @Test func touchesMustBeginMoveAndEnd() {
    let moved = self.error(text(script: #"[{"touches": [{"time": 0, "y": 500, "phase": "moved"}]}]"#))
    #expect(moved?.path == "script[0].touches[0].phase")
    let back = self.error(
      text(
        script:
          #"[{"touches": [{"time": 0.2, "y": 500, "phase": "began"}, {"time": 0.1, "y": 400, "phase": "ended"}]}]"#
      ))
    #expect(back?.path == "script[0].touches[1].time")
    #expect(back?.message == "expected a time ≥ 0.2 (times never go backwards), found a number (0.1)")
    let open = self.error(text(script: #"[{"touches": [{"time": 0, "y": 500, "phase": "began"}]}]"#))
    #expect(open?.path == "script[0].touches[0].phase")
    let phase = self.error(text(script: #"[{"touches": [{"time": 0, "y": 500, "phase": "down"}]}]"#))
    #expect(phase?.message == #"expected "began", "moved" or "ended", found a string ("down")"#)
  }

  @Test func invalidJSONGivesLineAndColumn() {
    let error = self.error(
      """
      {
        "version": 1,
        "script": [
          {"wait": 1}
          {"wait": 2}
        ]
      }
      """)
    #expect(error?.path == "script")
    #expect(error?.message == "invalid JSON at line 5, column 5: expected ',' or ']' in the array, found '{'")
    let duplicate = self.error(#"{"version": 1, "version": 1}"#)
    #expect(duplicate?.path == "version")
    #expect(duplicate?.message.hasSuffix(#"the key "version" appears twice in this object"#) == true)
  }

  @Test func unreadableFileNamesTheFile() {
    #expect(throws: ScenarioError.self) { try ScenarioLoader.load(path: "/nonexistent/nope.json") }
    do {
      _ = try ScenarioLoader.load(path: "/nonexistent/nope.json")
    } catch {
      #expect(error.file == "/nonexistent/nope.json")
    }
  }
}
