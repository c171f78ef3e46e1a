import NestLabKit

/// Reads HTML as the report writes it back into an ``HTMLElement`` tree, so tests compare
/// the page's element structure rather than scraping substrings. It knows what the
/// renderer writes — a doctype, start tags with double-quoted attributes, end tags, void
/// elements, self-closing SVG elements, `<style>`/`<script>` raw text, and the five
/// character references of ``HTMLNode/escape(_:into:)`` — and fails on anything else.
struct HTMLTreeParser {
  /// What went wrong, and where.
  struct Failure: Error, CustomStringConvertible {
    var message: String
    var offset: Int
    var description: String { "HTML parse error at \(offset): \(message)" }
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0

  /// Parses `html`, a whole document, and returns its `<html>` element.
  static func document(_ html: String) throws -> HTMLElement {
    var parser = HTMLTreeParser(scalars: Array(html.unicodeScalars))
    try parser.expect("<!DOCTYPE html>")
    parser.skipNewlines()
    guard case .element(let root)? = try parser.node(), root.name == "html" else {
      throw Failure(message: "no <html> element", offset: parser.index)
    }
    parser.skipNewlines()
    guard parser.index == parser.scalars.count else {
      throw Failure(message: "text after </html>", offset: parser.index)
    }
    return root
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private func startsWith(_ text: String) -> Bool {
    let expected = Array(text.unicodeScalars)
    return index + expected.count <= scalars.count
      && Array(scalars[index..<index + expected.count]) == expected
  }

  private mutating func expect(_ text: String) throws {
    guard startsWith(text) else { throw Failure(message: "expected \(text)", offset: index) }
    index += text.unicodeScalars.count
  }

  private mutating func skipNewlines() {
    while index < scalars.count, scalars[index] == "\n" { index += 1 }
  }

  private mutating func name() throws -> String {
    var result = ""
    while index < scalars.count,
      scalars[index].properties.isAlphabetic || "0123456789-:".unicodeScalars.contains(scalars[index])
    {
      result.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard !result.isEmpty else { throw Failure(message: "expected a name", offset: index) }
    return result
  }

  /// Text up to the next `<` (or `"` inside an attribute), character references decoded.
  private mutating func text(until terminator: Unicode.Scalar) throws -> String {
    var result = ""
    while index < scalars.count, scalars[index] != terminator {
      if scalars[index] == "&" {
        let references = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'"]
        guard let (reference, character) = references.first(where: { startsWith($0.key) }) else {
          throw Failure(message: "unknown character reference", offset: index)
        }
        result += character
        index += reference.count
      } else {
        result.unicodeScalars.append(scalars[index])
        index += 1
      }
    }
    return result
  }

  /// The next node, or `nil` at an end tag or the end of the input.
  private mutating func node() throws -> HTMLNode? {
    guard index < scalars.count, !startsWith("</") else { return nil }
    guard scalars[index] == "<" else { return .text(try text(until: "<")) }
    index += 1
    let tag = try name()
    var attributes: [HTMLAttribute] = []
    while true {
      if startsWith("/>") {
        index += 2
        return finished(HTMLElement(name: tag, attributes: attributes, children: []))
      }
      if startsWith(">") {
        index += 1
        break
      }
      try expect(" ")
      let attribute = try name()
      try expect("=\"")
      attributes.append(HTMLAttribute(attribute, try text(until: "\"")))
      try expect("\"")
    }
    var children: [HTMLNode] = []
    if HTMLElement.voidElements.contains(tag) {
      return finished(HTMLElement(name: tag, attributes: attributes, children: []))
    } else if tag == "style" || tag == "script" {
      var raw = ""
      while index < scalars.count, !startsWith("</\(tag)>") {
        raw.unicodeScalars.append(scalars[index])
        index += 1
      }
      if !raw.isEmpty { children.append(.rawText(raw)) }
    } else {
      while let child = try node() { children.append(child) }
    }
    try expect("</\(tag)>")
    return finished(HTMLElement(name: tag, attributes: attributes, children: children))
  }

  /// `element` as a node, after skipping the line break the renderer writes after it.
  private mutating func finished(_ element: HTMLElement) -> HTMLNode {
    if HTMLElement.lineBreakAfter.contains(element.name), index < scalars.count, scalars[index] == "\n" {
      index += 1
    }
    return .element(element)
  }
}

extension HTMLElement {
  /// The tree as a parse of its HTML gives it back: adjacent text merged, empty text dropped.
  var normalized: HTMLElement {
    var merged: [HTMLNode] = []
    for child in children {
      switch child {
      case .element(let element):
        merged.append(.element(element.normalized))
      case .text(let text) where text.isEmpty:
        continue
      case .text(let text):
        if case .text(let previous)? = merged.last {
          merged[merged.count - 1] = .text(previous + text)
        } else {
          merged.append(.text(text))
        }
      case .rawText:
        merged.append(child)
      }
    }
    return HTMLElement(name: name, attributes: attributes, children: merged)
  }
}
