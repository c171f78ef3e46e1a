/// How a declarative host's selection names its tabs (SwiftUI: the selection binding of
/// `NestedScrollView`, whose values are `AnyHashable`): each tab by the value it was given;
/// a tab that a `ForEach` made from `Identifiable` data without one, by its element's `id`;
/// any other tab by its position (0 for the first). When two tabs have the same value, it
/// names the first.
package struct TabSelectionValues<Value: Hashable>: Hashable {
  /// Each tab's selection value, in tab order.
  package let values: [Value]

  /// The values of tabs given `given` (one per tab, `nil` for a tab given none): a tab
  /// without one is named by its position, as `position` makes a value of it.
  package init(given: [Value?], position: (Int) -> Value) {
    values = given.enumerated().map { $0.element ?? position($0.offset) }
  }

  /// The value a tab made for an element whose `id` is `elementID` has: the one it was
  /// given, or the element's `id`, as a view's identity in a `ForEach` is its element's `id`.
  package static func value(given: Value?, elementID: Value) -> Value {
    given ?? elementID
  }

  /// The page the selection `value` names: the first tab with that value, or `nil` when
  /// no tab has it.
  package func page(selectedBy value: Value) -> Int? {
    values.firstIndex(of: value)
  }

  /// The selection value of page `page`, or `nil` for a page out of range.
  package func value(ofPage page: Int) -> Value? {
    values.indices.contains(page) ? values[page] : nil
  }
}
