/// An HTML (or inline SVG) element: a name, attributes in the order given, and children.
/// Rendering writes `<name a="v">children</name>`, escaping every attribute value and text
/// child; void elements (`meta`, `input`, …) have no end tag, and SVG elements without
/// children close themselves (`<path d="…"/>`).
package struct HTMLElement: Hashable, Sendable {
  /// The tag name (`div`, `svg`, `path`).
  package var name: String
  /// The attributes, in the order they are written.
  package var attributes: [HTMLAttribute]
  /// The children, in order.
  package var children: [HTMLNode]

  /// HTML elements that never have content or an end tag.
  package static let voidElements: Set<String> = [
    "meta", "link", "input", "br", "hr", "img", "col", "source", "wbr",
  ]
  /// Elements after whose end tag a line break is written, so the page reads line by line
  /// (where white space between them does not change the layout).
  package static let lineBreakAfter: Set<String> = [
    "html", "head", "body", "meta", "link", "title", "style", "script", "header", "main", "section", "div",
    "p", "h1", "h2", "h3", "table", "thead", "tbody", "tr", "dl", "ul", "li", "figure", "svg",
  ]

  /// Creates an element with `attributes` (pairs in order; a `nil` value leaves the pair
  /// out) and the children `content` builds.
  package init(
    _ name: String, _ attributes: KeyValuePairs<String, String?> = [:],
    @HTMLBuilder content: () -> [HTMLNode] = { [] }
  ) {
    self.name = name
    self.attributes = attributes.compactMap { pair in pair.value.map { HTMLAttribute(pair.key, $0) } }
    self.children = content()
  }

  /// Creates an element from attributes and children as values.
  package init(name: String, attributes: [HTMLAttribute], children: [HTMLNode]) {
    self.name = name
    self.attributes = attributes
    self.children = children
  }

  /// The value of attribute `name`, if present.
  package func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// This element with attribute `name` set to `value` (replaced if present, else appended).
  package func setting(_ name: String, to value: String) -> HTMLElement {
    var copy = self
    if let index = copy.attributes.firstIndex(where: { $0.name == name }) {
      copy.attributes[index].value = value
    } else {
      copy.attributes.append(HTMLAttribute(name, value))
    }
    return copy
  }

  /// The words of the `class` attribute.
  package var classes: [String] {
    (attribute("class") ?? "").split(separator: " ").map(String.init)
  }

  /// The text of the descendants, in document order (the DOM's `textContent`).
  package var textContent: String {
    children.map(\.textContent).joined()
  }

  /// The element as HTML.
  package var rendered: String {
    var output = ""
    render(into: &output)
    return output
  }

  /// Appends the element's HTML to `output`.
  package func render(into output: inout String) {
    output += "<" + name
    for attribute in attributes {
      output += " " + attribute.name + "=\""
      HTMLNode.escape(attribute.value, into: &output)
      output += "\""
    }
    if Self.voidElements.contains(name) {
      output += ">"
    } else if children.isEmpty, isSVG {
      output += "/>"
    } else {
      output += ">"
      for child in children { child.render(into: &output) }
      output += "</" + name + ">"
    }
    if Self.lineBreakAfter.contains(name) { output += "\n" }
  }

  /// Whether the element belongs to SVG's vocabulary (where `<x/>` closes an element).
  private var isSVG: Bool {
    Self.svgElements.contains(name)
  }

  /// The SVG elements the report writes.
  static let svgElements: Set<String> = [
    "svg", "g", "path", "line", "rect", "circle", "text", "defs", "clipPath", "linearGradient", "stop",
  ]
}
