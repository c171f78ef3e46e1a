import Testing

@testable import NestedScrollCore

/// The rooms of a screen keep the span of tabs whose room closes, which a frame visits
/// instead of every tab.
@Suite struct RefreshRoomsTests {
  @Test func theClosingSpanCoversTheClosingTabsAndEmptiesWhenTheyHaveClosed() {
    var rooms = RefreshRooms(pageCount: 1000)
    for tab in [10, 700] {
      rooms.update(tab) { $0.open(60) }
      rooms.update(tab) { $0.close(at: 0, reducesMotion: false) }
    }
    #expect(rooms.closingTabs == 10..<701)
    rooms.update(nil) { $0.open(60) }
    rooms.update(nil) { $0.close(at: 0, reducesMotion: false) }
    #expect(rooms.closingTabs == 10..<701)
    rooms.update(10) { $0.open(0) }
    #expect(rooms.closingTabs == 10..<701)
    rooms.update(700) { $0.open(0) }
    #expect(rooms.closingTabs.isEmpty)
    #expect(rooms.isClosing)
    rooms.resize(count: 5)
    #expect(rooms.closingTabs.isEmpty)
  }
}
