import NestedScrollCore
import Testing

/// A declarative screen's selection names a tab by its value, a tab made from `Identifiable`
/// data by its element's `id`, and a tab with neither by its position; a duplicate value
/// names the first tab that has it.
struct TabSelectionValuesTests {
  @Test func aTabWithoutAValueIsSelectedByItsPosition() {
    let tabs = TabSelectionValues(
      given: [AnyHashable("posts"), nil, AnyHashable("likes"), nil], position: { AnyHashable($0) })
    #expect(tabs.values == [AnyHashable("posts"), AnyHashable(1), AnyHashable("likes"), AnyHashable(3)])
    #expect(tabs.page(selectedBy: AnyHashable(1)) == 1)
    #expect(tabs.page(selectedBy: AnyHashable(3)) == 3)
    #expect(tabs.page(selectedBy: AnyHashable("likes")) == 2)
    #expect(tabs.page(selectedBy: AnyHashable(0)) == nil, "the first tab has a value of its own")
    #expect(tabs.page(selectedBy: AnyHashable("media")) == nil)
  }

  @Test func aTabMadeFromIdentifiableDataIsSelectedByItsElementsID() {
    struct Feed: Identifiable { let id: Int }
    let feeds = [Feed(id: 40), Feed(id: 7)]
    let given: [AnyHashable?] = [nil, AnyHashable("pinned")]
    let values = zip(given, feeds).map { TabSelectionValues.value(given: $0, elementID: AnyHashable($1.id)) }
    #expect(values == [AnyHashable(40), AnyHashable("pinned")])
    let tabs = TabSelectionValues(given: values, position: { AnyHashable($0) })
    #expect(tabs.page(selectedBy: AnyHashable(40)) == 0)
    #expect(tabs.page(selectedBy: AnyHashable(0)) == nil, "not by its position")
  }

  @Test func aDuplicateValueSelectsTheFirstTabAndValuesAreReadBack() {
    let tabs = TabSelectionValues(
      given: [AnyHashable("a"), AnyHashable("b"), AnyHashable("a")], position: { AnyHashable($0) })
    #expect(tabs.page(selectedBy: AnyHashable("a")) == 0)
    #expect(tabs.value(ofPage: 1) == AnyHashable("b"))
    #expect(tabs.value(ofPage: 3) == nil)
    #expect(tabs.value(ofPage: -1) == nil)
  }
}
