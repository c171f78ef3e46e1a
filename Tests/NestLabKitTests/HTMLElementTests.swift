import NestLabKit
import Testing

/// The typed HTML the report is built from: text and attribute values are escaped by
/// construction, and the tree renders to what a parser reads back.
@Suite struct HTMLElementTests {
  @Test func textAndAttributesAreEscaped() {
    let element = HTMLElement("p", ["title": "a \"quote\" & <tag>", "data-skip": nil]) {
      "1 < 2 & 'x' > \"y\""
    }
    #expect(
      element.rendered
        == "<p title=\"a &quot;quote&quot; &amp; &lt;tag&gt;\">1 &lt; 2 &amp; &#39;x&#39; &gt; &quot;y&quot;</p>\n"
    )
  }

  @Test func voidSVGAndRawElementsAreWrittenAsHTMLNeedsThem() {
    #expect(HTMLElement("meta", ["charset": "utf-8"]).rendered == "<meta charset=\"utf-8\">\n")
    #expect(HTMLElement("path", ["d": "M0,0"]).rendered == "<path d=\"M0,0\"/>")
    #expect(HTMLElement("span").rendered == "<span></span>")
    #expect(
      HTMLElement("style") { HTMLNode.rawText("a > b { c: \"d\" }") }.rendered
        == "<style>a > b { c: \"d\" }</style>\n")
  }

  @Test func theBuilderTakesConditionsAndLoops() {
    let items = ["a", "b"]
    let flag = false
    let list = HTMLElement("ul") {
      for item in items { HTMLElement("li") { item } }
      if flag { HTMLElement("li") { "never" } } else { "end" }
    }
    #expect(list.rendered == "<ul><li>a</li>\n<li>b</li>\nend</ul>\n")
    #expect(list.all("li").map(\.textContent) == ["a", "b"])
    #expect(list.textContent == "abend")
  }

  @Test func aDocumentParsesBackToItsTree() throws {
    let root = HTMLElement("html", ["lang": "en"]) {
      HTMLElement("head") { HTMLElement("script") { HTMLNode.rawText("if (a < b && c) {}") } }
      HTMLElement("body") {
        HTMLElement("p", ["class": "x y"]) {
          "one "
          HTMLElement("b") { "<two>" }
          " three"
        }
        HTMLElement("svg") { HTMLElement("line", ["x1": "0"]) }
        HTMLElement("input", ["type": "range"])
      }
    }
    let parsed = try HTMLTreeParser.document(HTMLDocument(root: root).rendered)
    #expect(parsed == root.normalized)
    #expect(parsed.first("p", classes: ["y"])?.textContent == "one <two> three")
  }
}
