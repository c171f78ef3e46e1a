/// A point of a plotted series, in data units.
struct PlotPoint: Hashable, Sendable {
  /// The x value (time, in seconds, in the report).
  var x: Double
  /// The y value.
  var y: Double
}

/// A line plot built as one self-contained `<svg>` element: axes with "nice" ticks, axis
/// labels, a legend, one `<path>` per series (a `nil` point breaks the line) and optional
/// markers. Pure: the same input always gives the same element.
///
/// Each series is one path whose `d` attribute is `M x,y` followed by `L x,y` per further
/// point (`M` again after a gap), one vertex per data point, coordinates in pixels with
/// one decimal; the report's tests count these vertices.
struct SVGPlot {
  /// One line of the plot.
  struct Series {
    /// The legend text.
    var name: String
    /// The CSS class of the path (its colour comes from the style sheet).
    var cssClass: String
    /// The points; `nil` breaks the line.
    var points: [PlotPoint?]
    /// Whether the line is dashed.
    var dashed = false
  }

  /// A reference mark.
  enum Marker {
    /// A vertical line at `x`, labelled at the top, on label line `row` (0 is the top one;
    /// further rows keep the labels of close lines apart).
    case vertical(x: Double, label: String?, cssClass: String, row: Int = 0)
    /// A horizontal line at `y`, labelled at the right.
    case horizontal(y: Double, label: String?, cssClass: String)
    /// A dot at `(x, y)`, labelled beside it.
    case dot(x: Double, y: Double, label: String?, cssClass: String)
  }

  /// A unique id prefix (for the clip path).
  var id: String
  /// What the plot shows, written to `data-plot` ("position", "velocity").
  var kind: String
  /// The size in pixels (the SVG scales with its container through its view box).
  var width = 440.0
  /// The height in pixels.
  var height = 210.0
  /// The x axis label.
  var xLabel: String
  /// The y axis label.
  var yLabel: String
  /// The x range shown.
  var xDomain: ClosedRange<Double>
  /// The y range shown.
  var yDomain: ClosedRange<Double>
  /// Whether y grows downwards (screen coordinates) instead of upwards.
  var yDown = false
  /// The lines.
  var series: [Series]
  /// The markers.
  var markers: [Marker] = []
  /// Extra attributes for the `<svg>` element.
  var attributes: [HTMLAttribute] = []

  private let leftMargin = 58.0
  private let rightMargin = 14.0
  private let topMargin = 26.0
  private let bottomMargin = 36.0

  /// The plot area's left edge in pixels.
  var plotLeft: Double { leftMargin }
  /// The plot area's right edge in pixels.
  var plotRight: Double { width - rightMargin }
  /// The plot area's top edge in pixels.
  var plotTop: Double { topMargin }
  /// The plot area's bottom edge in pixels.
  var plotBottom: Double { height - bottomMargin }

  /// The pixel x of a data x.
  func px(_ x: Double) -> Double {
    let span = xDomain.upperBound - xDomain.lowerBound
    let fraction = span > 0 ? (x - xDomain.lowerBound) / span : 0
    return Self.clampPixel(plotLeft + fraction * (plotRight - plotLeft))
  }

  /// The pixel y of a data y.
  func py(_ y: Double) -> Double {
    let span = yDomain.upperBound - yDomain.lowerBound
    var fraction = span > 0 ? (y - yDomain.lowerBound) / span : 0.5
    if !yDown { fraction = 1 - fraction }
    return Self.clampPixel(plotTop + fraction * (plotBottom - plotTop))
  }

  private static func clampPixel(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return min(max(value, -10_000), 10_000)
  }

  private static func f(_ value: Double) -> String {
    LabNumberFormat.trimmed(value, decimals: 1, nonFinite: "0")
  }

  /// The `d` attribute of a series: one vertex per non-`nil` point.
  func pathData(_ points: [PlotPoint?]) -> String {
    var d = ""
    var penDown = false
    for point in points {
      guard let point, point.x.isFinite, point.y.isFinite else {
        penDown = false
        continue
      }
      d += (penDown ? "L" : "M") + Self.f(px(point.x)) + "," + Self.f(py(point.y))
      penDown = true
    }
    return d
  }

  /// The `<svg>` element.
  var element: HTMLElement {
    let clipID = "\(id)-clip"
    let svg = HTMLElement(
      "svg",
      [
        "class": "plot", "data-plot": kind, "viewBox": "0 0 \(Self.f(width)) \(Self.f(height))",
        "width": Self.f(width), "height": Self.f(height), "role": "img",
        "aria-label": "\(yLabel) over \(xLabel)",
        "data-x-min": LabNumberFormat.trimmed(xDomain.lowerBound, decimals: 4, nonFinite: "0"),
        "data-x-max": LabNumberFormat.trimmed(xDomain.upperBound, decimals: 4, nonFinite: "0"),
        "data-px-min": Self.f(plotLeft), "data-px-max": Self.f(plotRight),
      ]
    ) {
      HTMLElement("defs") {
        HTMLElement("clipPath", ["id": clipID]) { plotArea(cssClass: nil) }
      }
      plotArea(cssClass: "plot-bg")
      axes
      HTMLElement("g", ["clip-path": "url(#\(clipID))"]) {
        markers.compactMap(markerLine)
        for line in series where !pathData(line.points).isEmpty {
          HTMLElement(
            "path",
            [
              "class": "line \(line.cssClass)\(line.dashed ? " dashed" : "")", "data-series": line.name,
              "d": pathData(line.points),
            ])
        }
        markers.compactMap(markerDot)
        HTMLElement(
          "line",
          [
            "class": "cursor", "x1": Self.f(plotLeft), "x2": Self.f(plotLeft), "y1": Self.f(plotTop),
            "y2": Self.f(plotBottom),
          ])
      }
      markers.compactMap(markerLabel)
      legend
    }
    return attributes.reduce(svg) { $0.setting($1.name, to: $1.value) }
  }

  private func plotArea(cssClass: String?) -> HTMLElement {
    HTMLElement(
      "rect",
      [
        "class": cssClass, "x": Self.f(plotLeft), "y": Self.f(plotTop), "width": Self.f(plotRight - plotLeft),
        "height": Self.f(plotBottom - plotTop),
      ])
  }

  private func gridLine(x1: Double, x2: Double, y1: Double, y2: Double, cssClass: String) -> HTMLElement {
    HTMLElement(
      "line", ["class": cssClass, "x1": Self.f(x1), "x2": Self.f(x2), "y1": Self.f(y1), "y2": Self.f(y2)])
  }

  private var axes: HTMLElement {
    let xTicks = Self.ticks(xDomain, target: 6)
    let yTicks = Self.ticks(yDomain, target: 5)
    return HTMLElement("g", ["class": "axis"]) {
      for value in xTicks.values {
        gridLine(x1: px(value), x2: px(value), y1: plotTop, y2: plotBottom, cssClass: "grid")
        HTMLElement(
          "text",
          ["class": "tick", "x": Self.f(px(value)), "y": Self.f(plotBottom + 14), "text-anchor": "middle"]
        ) {
          LabNumberFormat.trimmed(value, decimals: xTicks.decimals, nonFinite: "0")
        }
      }
      for value in yTicks.values {
        gridLine(
          x1: plotLeft, x2: plotRight, y1: py(value), y2: py(value),
          cssClass: value == 0 ? "grid zero" : "grid")
        HTMLElement(
          "text",
          [
            "class": "tick", "x": Self.f(plotLeft - 5), "y": Self.f(py(value)), "dy": "0.32em",
            "text-anchor": "end",
          ]
        ) {
          LabNumberFormat.trimmed(value, decimals: yTicks.decimals, nonFinite: "0")
        }
      }
      gridLine(x1: plotLeft, x2: plotRight, y1: plotBottom, y2: plotBottom, cssClass: "frame")
      gridLine(x1: plotLeft, x2: plotLeft, y1: plotTop, y2: plotBottom, cssClass: "frame")
      HTMLElement(
        "text",
        [
          "class": "axis-label", "x": Self.f((plotLeft + plotRight) / 2), "y": Self.f(height - 4),
          "text-anchor": "middle",
        ]
      ) { xLabel }
      HTMLElement(
        "text",
        [
          "class": "axis-label",
          "transform": "translate(13 \(Self.f((plotTop + plotBottom) / 2))) rotate(-90)",
          "text-anchor": "middle",
        ]
      ) { yLabel }
    }
  }

  private var legend: HTMLElement {
    var x = plotLeft
    var entries: [HTMLElement] = []
    for line in series {
      entries.append(
        HTMLElement(
          "line",
          [
            "class": "line \(line.cssClass)\(line.dashed ? " dashed" : "")", "x1": Self.f(x),
            "x2": Self.f(x + 18),
            "y1": "12", "y2": "12",
          ]))
      entries.append(
        HTMLElement("text", ["class": "legend-text", "x": Self.f(x + 22), "y": "12", "dy": "0.32em"]) {
          line.name
        })
      x += 30 + Double(line.name.count) * 6.2
    }
    return HTMLElement("g", ["class": "legend"]) { entries }
  }

  private func markerLine(_ marker: Marker) -> HTMLElement? {
    switch marker {
    case .vertical(let x, _, let cssClass, _):
      return gridLine(x1: px(x), x2: px(x), y1: plotTop, y2: plotBottom, cssClass: "marker \(cssClass)")
    case .horizontal(let y, _, let cssClass):
      return gridLine(x1: plotLeft, x2: plotRight, y1: py(y), y2: py(y), cssClass: "marker \(cssClass)")
    case .dot:
      return nil
    }
  }

  private func markerDot(_ marker: Marker) -> HTMLElement? {
    guard case .dot(let x, let y, _, let cssClass) = marker else { return nil }
    return HTMLElement(
      "circle", ["class": "marker-dot \(cssClass)", "cx": Self.f(px(x)), "cy": Self.f(py(y)), "r": "3.5"])
  }

  private func markerLabel(_ marker: Marker) -> HTMLElement? {
    let placement: (x: Double, y: Double, anchor: String, label: String, cssClass: String)
    switch marker {
    case .vertical(let x, let label?, let cssClass, let row):
      let end = px(x) > (plotLeft + plotRight) / 2
      placement = (
        px(x) + (end ? -3 : 3), plotTop + 11 + 11 * Double(min(max(row, 0), 4)), end ? "end" : "start", label,
        cssClass
      )
    case .horizontal(let y, let label?, let cssClass):
      // Above the line, unless that is where the vertical markers' labels are: then below it.
      let above = py(y) - plotTop > 24
      placement = (plotRight - 3, above ? py(y) - 4 : py(y) + 11, "end", label, cssClass)
    case .dot(let x, let y, let label?, let cssClass):
      let end = px(x) > (plotLeft + plotRight) / 2
      placement = (px(x) + (end ? -6 : 6), py(y) - 6, end ? "end" : "start", label, cssClass)
    default:
      return nil
    }
    return HTMLElement(
      "text",
      [
        "class": "marker-label \(placement.cssClass)", "x": Self.f(placement.x), "y": Self.f(placement.y),
        "text-anchor": placement.anchor,
      ]
    ) { placement.label }
  }

  // MARK: Scales

  /// Tick values at a "nice" step (1, 2 or 5 × 10ⁿ) giving about `target` ticks, and the
  /// number of decimals their labels need. Computed without logarithms, so it is exact.
  static func ticks(_ domain: ClosedRange<Double>, target: Int) -> (values: [Double], decimals: Int) {
    let span = domain.upperBound - domain.lowerBound
    guard span > 0, span.isFinite, target > 0 else { return ([domain.lowerBound], 0) }
    let raw = span / Double(target)
    var magnitude = 1.0
    var decimals = 0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw, magnitude > 1e-9 {
      magnitude /= 10
      decimals += 1
    }
    var step = magnitude
    for factor in [1.0, 2.0, 5.0, 10.0] where factor * magnitude >= raw {
      step = factor * magnitude
      break
    }
    if step >= magnitude * 10 - 1e-12, decimals > 0 { decimals -= 1 }
    let first = (domain.lowerBound / step).rounded(.up)
    let last = (domain.upperBound / step).rounded(.down)
    guard last >= first, last - first < 100 else { return ([domain.lowerBound], decimals) }
    var values: [Double] = []
    var k = first
    while k <= last {
      values.append(k * step)
      k += 1
    }
    return (values, decimals)
  }

  /// A range covering `values` (and `including`), padded by `padding` of its span on each
  /// side; never empty or inverted.
  static func domain(of values: [Double], including: [Double] = [], padding: Double = 0.06) -> ClosedRange<
    Double
  > {
    var lower = Double.infinity
    var upper = -Double.infinity
    for value in values + including where value.isFinite {
      lower = min(lower, value)
      upper = max(upper, value)
    }
    guard lower.isFinite, upper.isFinite else { return 0...1 }
    if upper - lower < 1e-9 {
      let pad = max(abs(lower) * 0.1, 1)
      return (lower - pad)...(upper + pad)
    }
    let pad = (upper - lower) * padding
    return (lower - pad)...(upper + pad)
  }
}
