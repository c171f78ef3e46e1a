import NestLabKit
import Testing

@Suite struct JSONParserTests {
  @Test func parsesEveryKindOfValue() throws {
    let value = try JSONParser.parse(
      #"{"a": [1, -2.5e2, true, false, null], "b": "x\n\"\u00e9\ud83d\ude00", "c": {}}"#)
    #expect(
      value
        == .object([
          (key: "a", value: .array([.number(1), .number(-250), .bool(true), .bool(false), .null])),
          (key: "b", value: .string("x\n\"é😀")),
          (key: "c", value: .object([])),
        ]))
  }

  @Test func rejectsWhatJSONDoesNotAllow() {
    for text in ["", "[1,]", "{'a': 1}", "[01]", "[1.]", "\"tab\there\"", "[1] 2", "{\"a\" 1}", "nul", "[-]"]
    {
      #expect(throws: ScenarioError.self, "\(text)") { try JSONParser.parse(text) }
    }
  }

  @Test func errorsCarryLineColumnAndPath() {
    do {
      _ = try JSONParser.parse("{\n  \"a\": [1, 2,\n  ]\n}", file: "f.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.file == "f.json")
      #expect(error.path == "a[2]")
      #expect(error.message == "invalid JSON at line 3, column 3: expected a value, found ']'")
    }
  }
}
