import Foundation
import NestedScrollCore
import Testing

/// The stored form of a position snapshot: JSON round trips, the version 1 format as it is
/// written down, newer formats read as far as this version knows them, and damaged data as
/// a `DecodingError`.
@Suite struct PositionSnapshotCodingTests {
  let snapshot = ScrollPositionSnapshot(
    selectedPage: 2, headerCollapse: 240,
    pages: [
      PageScrollPosition(offset: 1000, anchor: ItemAnchor(section: 1, item: 7, offsetInItem: 30.5)),
      PageScrollPosition(offset: 120),
      PageScrollPosition(offset: 240),
    ])

  @Test func jsonRoundTrip() throws {
    let data = try JSONEncoder().encode(snapshot)
    #expect(try JSONDecoder().decode(ScrollPositionSnapshot.self, from: data) == snapshot)
  }

  @Test func theVersionOneFormatReadsAsWrittenDown() throws {
    let json = """
      {"version": 1, "selectedPage": 2, "headerCollapse": 240,
       "pages": [{"offset": 1000, "anchor": {"section": 1, "item": 7, "offsetInItem": 30.5}},
                 {"offset": 120}, {"offset": 240}]}
      """
    #expect(try JSONDecoder().decode(ScrollPositionSnapshot.self, from: Data(json.utf8)) == snapshot)
  }

  @Test func aNewerFormatReadsTheFieldsThisVersionKnows() throws {
    let json = """
      {"version": 7, "selectedPage": 2, "headerCollapse": 240, "zoom": 2,
       "pages": [{"offset": 1000, "anchor": {"section": 1, "item": 7, "offsetInItem": 30.5, "id": "x"}},
                 {"offset": 120, "estimated": true}, {"offset": 240}]}
      """
    let decoded = try JSONDecoder().decode(ScrollPositionSnapshot.self, from: Data(json.utf8))
    #expect(decoded.version == 7)
    var expected = snapshot
    expected.version = 7
    #expect(decoded == expected)
  }

  @Test func damagedDataIsADecodingError() {
    let damaged = [
      #"{"version": 1, "selectedPage": 0, "headerCollapse": 0}"#,
      #"{"version": 1, "selectedPage": "first", "headerCollapse": 0, "pages": []}"#,
      #"{"version": 1, "selectedPage": 0, "headerCollapse": 0, "pages": [{"anchor": null}]}"#,
      #"[1, 2, 3]"#,
    ]
    for json in damaged {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(ScrollPositionSnapshot.self, from: Data(json.utf8))
      }
    }
  }
}
