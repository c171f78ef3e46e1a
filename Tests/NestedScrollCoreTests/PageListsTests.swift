import NestedScrollSimulation
import ScrollSimulator
import Testing

@testable import NestedScrollCore

/// The span of attached pages that a frame visits instead of every page.
@Suite struct PageListsTests {
  @Test func theSpanCoversExactlyTheFirstToTheLastAttachedPage() {
    var lists = PageLists(count: 100)
    #expect(lists.attached.isEmpty)
    lists[40] = SimulatedScrollView(size: Size(width: 100, height: 100))
    lists[42] = SimulatedScrollView(size: Size(width: 100, height: 100))
    lists[41] = SimulatedScrollView(size: Size(width: 100, height: 100))
    #expect(lists.attached == 40..<43)
    lists[41] = nil
    #expect(lists.attached == 40..<43)
    lists[40] = nil
    #expect(lists.attached == 42..<43)
    lists[42] = nil
    #expect(lists.attached.isEmpty)
  }
}
