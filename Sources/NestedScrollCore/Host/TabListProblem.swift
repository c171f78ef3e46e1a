/// Something wrong with the tabs a declarative host was given (SwiftUI's tab builder): what
/// a debug build shows on screen instead of a blank view.
public enum TabListProblem: Hashable, Sendable, CustomStringConvertible {
  /// There are no tabs: the screen shows one empty page.
  case noTabs
  /// Two tabs have the same selection value; the selection picks the first.
  case duplicateValue(first: Int, duplicate: Int)
  /// The selection names no tab; the selected tab is written back.
  case selectionNotFound
  /// A tab's value is not of the selection's type, so selecting it can never be written.
  case valueTypeMismatch(tab: Int)

  /// Checks tabs whose selection values are `values`, while the selection is `selection`
  /// (`nil`: none is bound). `matchesSelectionType` says, for each tab, whether its value has
  /// the selection's type.
  public static func check<Value: Equatable>(
    values: [Value], selection: Value?, matchesSelectionType: [Bool]
  ) -> [TabListProblem] {
    guard !values.isEmpty else { return [.noTabs] }
    var problems: [TabListProblem] = []
    for later in values.indices {
      if let first = values[..<later].firstIndex(of: values[later]) {
        problems.append(.duplicateValue(first: first, duplicate: later))
      }
    }
    for (tab, matches) in matchesSelectionType.enumerated() where !matches {
      problems.append(.valueTypeMismatch(tab: tab))
    }
    if let selection, !values.contains(selection) { problems.append(.selectionNotFound) }
    return problems
  }

  /// One sentence for a developer: what is wrong and what the screen does instead.
  public var description: String {
    switch self {
    case .noTabs:
      return "NestedScrollView has no tabs: add at least one NestedTab."
    case .duplicateValue(let first, let duplicate):
      return "Tabs \(first) and \(duplicate) have the same value; selecting it shows tab \(first)."
    case .selectionNotFound:
      return "The selection names no tab; it was set back to the selected tab."
    case .valueTypeMismatch(let tab):
      return
        "Tab \(tab)'s value is not of the selection's type; selecting that tab cannot update the binding."
    }
  }
}
