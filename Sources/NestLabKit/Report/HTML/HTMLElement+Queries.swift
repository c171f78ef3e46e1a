extension HTMLElement {
  /// Every element below this one, depth first in document order (not this one).
  package var descendants: [HTMLElement] {
    var result: [HTMLElement] = []
    for case .element(let child) in children {
      result.append(child)
      result += child.descendants
    }
    return result
  }

  /// The descendants named `name` that carry every class in `classes` and, for each pair of
  /// `attributes`, that attribute with that value: a small CSS selector (`svg.plot[data-plot=x]`).
  package func all(
    _ name: String? = nil, classes: [String] = [], attributes: KeyValuePairs<String, String> = [:]
  ) -> [HTMLElement] {
    descendants.filter { $0.matches(name, classes: classes, attributes: attributes) }
  }

  /// The first element ``all(_:classes:attributes:)`` finds.
  package func first(
    _ name: String? = nil, classes: [String] = [], attributes: KeyValuePairs<String, String> = [:]
  ) -> HTMLElement? {
    all(name, classes: classes, attributes: attributes).first
  }

  /// Whether this element is named `name` (any name when `nil`), has every class in
  /// `classes` and every attribute value in `attributes`.
  package func matches(
    _ name: String?, classes: [String], attributes: KeyValuePairs<String, String>
  ) -> Bool {
    (name == nil || self.name == name) && classes.allSatisfy(self.classes.contains)
      && attributes.allSatisfy { attribute($0.key) == $0.value }
  }
}
