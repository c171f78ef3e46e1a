extension ReportRenderer {
  /// The guide card: how to read the plots, every metric's definition (each with the anchor
  /// the summary's headings link to), the techniques of this report's strategies with
  /// their public references, and why ours wins in each scenario family present.
  func guide(_ sections: [ReportSection], order: [String]) -> HTMLElement {
    let families = ScenarioFamily.all.filter { family in
      sections.contains { family.scenarios.contains($0.scenario.name) }
    }
    return HTMLElement("section", ["id": "guide", "class": "card"]) {
      HTMLElement("h2") { "Reading the report" }
      HTMLElement("p", ["class": "plot-guide"]) {
        "Every plot uses coordinates all strategies share. The upper plot is the phone's screen (y in points "
          + "from its top edge, downwards): the tab bar's top edge, so the header's collapse (it rises as the "
          + "header collapses and stops at the pinned line); the content the finger drags (the point under it "
          + "once the content starts to follow); and the finger itself, dashed. While the content follows the "
          + "finger the two lines are one; after the lift the content line shows where the fling carries it. "
          + "The lower plot is the speed of the one scroll position, header and list together, with every "
          + "crossing of the pin marked."
      }
      HTMLElement("h3") { "Metrics" }
      Self.table(
        wrapClass: "table-wrap glossary-wrap", tableClass: "glossary",
        headings: ["Metric", "Unit", "Goal", "What it measures", "Why it matters when you scroll"].map {
          title in
          HTMLElement("th") { title }
        },
        rows: columns.map { column in
          HTMLElement("tr", ["id": "metric-\(column.key)", "data-metric": column.key]) {
            HTMLElement("th", ["scope": "row"]) { column.name }
            HTMLElement("td") { column.unit.name }
            HTMLElement("td") { column.goalText ?? "none" }
            HTMLElement("td") { column.definition }
            HTMLElement("td") { column.whyItMatters }
          }
        })
      if !order.isEmpty {
        HTMLElement("h3") { "Techniques" }
        HTMLElement("dl", ["class": "techniques"]) {
          for strategy in order {
            techniqueEntry(strategy, order: order)
          }
        }
      }
      if !families.isEmpty {
        HTMLElement("h3") { "Why ours wins" }
        HTMLElement("div", ["class": "families"]) {
          for family in families {
            familyEntry(family, sections: sections)
          }
        }
      }
    }
  }

  private func techniqueEntry(_ strategy: String, order: [String]) -> [HTMLNode] {
    let technique = TechniqueDescription.of(strategy: strategy)
    let term = HTMLElement(
      "dt", ["class": Self.colorClass(strategy, order: order), "data-strategy": strategy]
    ) {
      HTMLElement("span", ["class": "chip"])
      HTMLElement("code") { strategy }
      if let technique { HTMLElement("span", ["class": "technique"]) { technique.technique } }
    }
    let description = HTMLElement("dd", ["data-strategy": strategy]) {
      if let technique {
        technique.howItWorks
        if !technique.failure.isEmpty {
          " "
          HTMLElement("span", ["class": "technique-failure"]) { "Fails: \(technique.failure)" }
        }
        " "
        HTMLElement("a", ["class": "reference", "href": technique.referenceURL]) { technique.referenceTitle }
      } else {
        "No description: a strategy this report does not know."
      }
    }
    return [.element(term), .element(description)]
  }

  private func familyEntry(_ family: ScenarioFamily, sections: [ReportSection]) -> HTMLElement {
    HTMLElement("div", ["class": "family", "id": Self.familyAnchor(family), "data-family": family.name]) {
      HTMLElement("h4") { family.name }
      HTMLElement("p", ["class": "why-ours"]) { family.whyOursWins }
      HTMLElement("p", ["class": "family-scenarios"]) {
        for (index, section) in sections.enumerated() where family.scenarios.contains(section.scenario.name) {
          HTMLElement("a", ["href": "#scenario-\(index)"]) { section.scenario.name }
          " "
        }
      }
    }
  }

  /// The guide's anchor for `family` (`family-` and its name in lower case, words joined by `-`).
  static func familyAnchor(_ family: ScenarioFamily) -> String {
    "family-" + family.name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
  }
}
