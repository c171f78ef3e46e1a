/// One attribute of an ``HTMLElement``: a name and a value that is escaped on rendering.
package struct HTMLAttribute: Hashable, Sendable {
  /// The attribute's name (`class`, `data-strategy`, `viewBox`); written as given, so it
  /// must be a valid name (the renderer's callers only use literals).
  package var name: String
  /// The value, escaped on rendering.
  package var value: String

  /// Creates an attribute.
  package init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
