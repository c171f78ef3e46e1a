/// One node of a typed HTML tree: an element, text, or the verbatim content of a style or
/// script element. Text is escaped when the tree is rendered, so markup can only come
/// from ``HTMLElement``s; nothing else is written as it stands except ``HTMLNode/rawText(_:)``.
package enum HTMLNode: Hashable, Sendable {
  /// An element and its children.
  case element(HTMLElement)
  /// Text, escaped on rendering (`&`, `<`, `>`, `"`, `'` become character references).
  case text(String)
  /// The content of a raw-text element (`style`, `script`), written as it stands: only
  /// for the report's own style sheet, script and JSON data block, none of which contains
  /// `</` (the assets' tests and ``ReplayData`` make sure).
  case rawText(String)

  /// The element, if this node is one.
  package var element: HTMLElement? {
    if case .element(let element) = self { return element }
    return nil
  }

  /// The text this node shows: its own text, or its descendants' text in document order
  /// (the DOM's `textContent`).
  package var textContent: String {
    switch self {
    case .element(let element): return element.textContent
    case .text(let text), .rawText(let text): return text
    }
  }

  /// Appends the node's HTML to `output`.
  package func render(into output: inout String) {
    switch self {
    case .element(let element): element.render(into: &output)
    case .text(let text): HTMLNode.escape(text, into: &output)
    case .rawText(let text): output += text
    }
  }

  /// `text` safe inside element content and inside quoted attribute values: `&`, `<`, `>`,
  /// `"` and `'` become character references.
  package static func escape(_ text: String, into output: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.unicodeScalars.append(scalar)
      }
    }
  }
}
