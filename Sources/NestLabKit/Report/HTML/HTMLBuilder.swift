/// Builds the children of an ``HTMLElement`` from a closure: elements, nodes, strings
/// (as escaped text), `if`, `if let`, `switch` and `for` loops, so markup reads like the page
/// it makes.
@resultBuilder
package enum HTMLBuilder {
  /// An element.
  package static func buildExpression(_ element: HTMLElement) -> [HTMLNode] { [.element(element)] }
  /// A node.
  package static func buildExpression(_ node: HTMLNode) -> [HTMLNode] { [node] }
  /// Several nodes.
  package static func buildExpression(_ nodes: [HTMLNode]) -> [HTMLNode] { nodes }
  /// Several elements.
  package static func buildExpression(_ elements: [HTMLElement]) -> [HTMLNode] {
    elements.map(HTMLNode.element)
  }
  /// Text, escaped when rendered.
  package static func buildExpression(_ text: String) -> [HTMLNode] { [.text(text)] }
  /// The statements of a block, in order.
  package static func buildBlock(_ parts: [HTMLNode]...) -> [HTMLNode] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  package static func buildOptional(_ part: [HTMLNode]?) -> [HTMLNode] { part ?? [] }
  /// The `if` branch of an `if`/`else` or a `switch` case.
  package static func buildEither(first part: [HTMLNode]) -> [HTMLNode] { part }
  /// The `else` branch of an `if`/`else` or a `switch` case.
  package static func buildEither(second part: [HTMLNode]) -> [HTMLNode] { part }
  /// A `for` loop.
  package static func buildArray(_ parts: [[HTMLNode]]) -> [HTMLNode] { parts.flatMap { $0 } }
}
