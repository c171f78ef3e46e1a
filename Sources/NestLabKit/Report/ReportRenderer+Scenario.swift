extension ReportRenderer {
  /// One scenario's card: what it shows, why ours wins in its family, the phone replays
  /// and, per strategy, the screen plot and the velocity plot.
  func scenarioSection(_ section: ReportSection, index: Int, order: [String]) -> HTMLElement {
    let scenario = section.scenario
    let family = ScenarioFamily.of(scenario: scenario.name)
    return HTMLElement(
      "section",
      [
        "class": "scenario card", "id": "scenario-\(index)", "data-scenario-index": "\(index)",
        "data-scenario": scenario.name,
      ]
    ) {
      HTMLElement("h2") { scenario.name }
      if !scenario.summary.isEmpty {
        HTMLElement("p", ["class": "summary-text"]) { scenario.summary }
      }
      HTMLElement("p", ["class": "screen-spec"]) { Self.describe(scenario.screen, frames: scenario.frames) }
      if let family {
        HTMLElement("p", ["class": "why-ours", "data-family": family.name]) {
          HTMLElement("a", ["href": "#\(Self.familyAnchor(family))"]) { family.name }
          ": \(family.whyOursWins)"
        }
      }
      for strategy in section.failures.keys.sorted() {
        HTMLElement("p", ["class": "failure"]) {
          HTMLElement("b") { strategy }
          " could not run this scenario: \(section.failures[strategy] ?? "")"
        }
      }
      replay(section, index: index, order: order)
      plots(section, index: index, order: order)
    }
  }

  /// The screen in a line: size, header, tab bar, tabs, options, frames.
  static func describe(_ screen: ScreenSpec, frames: FrameTiming) -> String {
    let n = { (value: Double) in LabNumberFormat.trimmed(value, decimals: 1) }
    var text = "\(n(screen.width))×\(n(screen.height)) pt · header \(n(screen.headerHeight))"
    if screen.pinnedHeaderHeight > 0 { text += " (pinned \(n(screen.pinnedHeaderHeight)))" }
    text += " · tab bar \(n(screen.tabBarHeight)) · top inset \(n(screen.topInset))"
    text += " · \(counted(screen.tabs.count, "tab", "tabs"))"
    if screen.snapsHeader { text += " · header snap" }
    if screen.refresh != nil { text += " · pull to refresh" }
    switch frames {
    case .regular(let hz): text += " · \(n(hz)) Hz"
    case .jittery(let minimum, let maximum, _):
      text += " · irregular frames \(n(minimum * 1000))–\(n(maximum * 1000)) ms"
    }
    return text
  }

  private func replay(_ section: ReportSection, index: Int, order: [String]) -> HTMLElement {
    let screen = section.scenario.screen
    let viewBox =
      "0 0 \(LabNumberFormat.trimmed(screen.width, decimals: 1)) "
      + LabNumberFormat.trimmed(screen.height, decimals: 1)
    return HTMLElement("div", ["class": "replay", "data-scenario-index": "\(index)"]) {
      HTMLElement("div", ["class": "controls"]) {
        HTMLElement("button", ["type": "button", "class": "play"]) { "▶ Play" }
        HTMLElement(
          "input",
          ["type": "range", "class": "scrub", "min": "0", "max": "1000", "value": "0", "aria-label": "time"])
        HTMLElement("span", ["class": "clock"]) { "0.00 s" }
        HTMLElement("label", ["class": "speed-label"]) {
          "speed "
          HTMLElement("select", ["class": "speed"]) {
            HTMLElement("option", ["value": "0.25"]) { "0.25×" }
            HTMLElement("option", ["value": "0.5"]) { "0.5×" }
            HTMLElement("option", ["value": "1", "selected": ""]) { "1×" }
          }
        }
      }
      HTMLElement("div", ["class": "phones"]) {
        for (position, traceIndex) in Self.orderedTraceIndices(section, order: order).enumerated() {
          let strategy = section.traces[traceIndex].strategy
          HTMLElement("figure", ["class": "phone-card \(Self.colorClass(strategy, order: order))"]) {
            HTMLElement("div", ["class": "phone-frame"]) {
              HTMLElement(
                "svg",
                [
                  "class": "phone", "data-trace": "\(position)", "data-strategy": strategy,
                  "viewBox": viewBox,
                  "preserveAspectRatio": "xMidYMin slice", "role": "img",
                  "aria-label": "replay of \(strategy)",
                ])
            }
            HTMLElement("figcaption") {
              HTMLElement("span", ["class": "chip"])
              strategy
            }
          }
        }
      }
    }
  }

  /// Per strategy, the screen plot and the velocity plot, on axes shared by all strategies
  /// of the scenario so the runs compare at a glance.
  private func plots(_ section: ReportSection, index: Int, order: [String]) -> HTMLElement {
    let screen = section.scenario.screen
    let indices = Self.orderedTraceIndices(section, order: order)
    let curves = indices.map { TraceCurves(trace: section.traces[$0]) }
    let allTimes = section.traces.flatMap { $0.samples.map(\.time) }
    let startTime = min(0, allTimes.min() ?? 0)
    let timeDomain = startTime...max(allTimes.max() ?? 1, startTime + 0.1)
    let pinnedTabBarTop = screen.topInset + screen.pinnedHeaderHeight
    let expandedTabBarTop = screen.topInset + screen.headerHeight
    // The screen, and whatever of the tab bar and finger lies outside it (a stretched header);
    // the content line may leave the screen, as the content does.
    let screenValues = curves.flatMap { ($0.tabBarTop + $0.fingerY).compactMap { $0?.y } }
    let screenDomain = SVGPlot.domain(of: screenValues, including: [0, screen.height], padding: 0.02)
    let velocityDomain = SVGPlot.domain(
      of: curves.flatMap { $0.velocity.compactMap { $0?.y } }, including: [0])
    return HTMLElement("div", ["class": "plots"]) {
      for (position, traceIndex) in indices.enumerated() {
        let trace = section.traces[traceIndex]
        let curve = curves[position]
        let id = "p\(index)-\(position)"
        HTMLElement(
          "div",
          [
            "class": "plot-card \(Self.colorClass(trace.strategy, order: order))",
            "data-strategy": trace.strategy,
          ]
        ) {
          HTMLElement("h3") {
            HTMLElement("span", ["class": "chip"])
            trace.strategy
            HTMLElement("span", ["class": "samples"]) { "\(trace.samples.count) samples" }
          }
          SVGPlot(
            id: "\(id)-pos", kind: "position", xLabel: "time (s)", yLabel: "screen y (pt)",
            xDomain: timeDomain,
            yDomain: screenDomain, yDown: true,
            series: [
              .init(name: "tab bar top", cssClass: "s-header", points: curve.tabBarTop),
              .init(name: "content under finger", cssClass: "s-list", points: curve.contentUnderFinger),
              .init(name: "finger", cssClass: "s-finger", points: curve.fingerY, dashed: true),
            ],
            markers: [
              .horizontal(y: expandedTabBarTop, label: "expanded", cssClass: "m-expanded"),
              .horizontal(y: pinnedTabBarTop, label: "pinned", cssClass: "m-pinned"),
            ]
              + curve.tabSwitches.prefix(20).enumerated().map { number, change in
                .vertical(
                  x: change.time, label: "tab \(change.from)→\(change.to)", cssClass: "m-tab", row: number % 2
                )
              }
          ).element
          SVGPlot(
            id: "\(id)-vel", kind: "velocity", height: 170, xLabel: "time (s)", yLabel: "pt/s",
            xDomain: timeDomain,
            yDomain: velocityDomain,
            series: [.init(name: "scroll velocity", cssClass: "s-velocity", points: curve.velocity)],
            markers: Self.pinMarkers(curve.pinCrossings)
          ).element
          HTMLElement("p", ["class": "plot-note"]) {
            Self.plotNote(curve, screen: screen)
          }
        }
      }
    }
  }

  /// A vertical line and a dot per pin crossing (at most 40), the first four labelled with
  /// the direction (↑ header → list, collapsing; ↓ list → header) and the speed.
  private static func pinMarkers(_ crossings: [TraceCurves.PinCrossing]) -> [SVGPlot.Marker] {
    crossings.prefix(40).enumerated().flatMap { number, crossing -> [SVGPlot.Marker] in
      let speed = LabNumberFormat.trimmed(abs(crossing.velocity), decimals: 0)
      let label = number < 4 ? "pin \(crossing.collapsing ? "↑" : "↓") \(speed) pt/s" : nil
      return [
        .vertical(x: crossing.time, label: label, cssClass: "m-pin", row: number % 4),
        .dot(x: crossing.time, y: crossing.velocity, label: nil, cssClass: "m-pin"),
      ]
    }
  }

  /// The line under a strategy's plots: how to read the header's collapse off the screen
  /// plot, and the pin crossings.
  private static func plotNote(_ curve: TraceCurves, screen: ScreenSpec) -> String {
    let n = { (value: Double) in LabNumberFormat.trimmed(value, decimals: 1) }
    let collapse =
      "header collapse = \(n(screen.topInset + screen.headerHeight)) − tab bar top "
      + "(0 to \(n(screen.pinPosition)) pt)"
    let crossings =
      curve.pinCrossings.isEmpty
      ? "never crosses the pin" : counted(curve.pinCrossings.count, "pin crossing", "pin crossings")
    return "\(collapse) · \(crossings) (scroll position \(n(screen.pinPosition)) pt)"
  }
}
