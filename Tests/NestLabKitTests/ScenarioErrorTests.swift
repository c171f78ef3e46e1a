import NestLabKit
import Testing

@Test func scenarioErrorNamesFilePathAndExpectation() {
  let error = ScenarioError(
    file: "Scenarios/x.json", path: "script[2].drag.duration", message: "expected a number > 0")
  #expect(error.description == "Scenarios/x.json: script[2].drag.duration: expected a number > 0")
  #expect(ScenarioError(path: "", message: "empty").description == "empty")
}
