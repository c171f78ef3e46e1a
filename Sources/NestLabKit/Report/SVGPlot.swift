/// A point of a plotted series, in data units.
struct PlotPoint: Hashable, Sendable {
  /// The x value (time, in seconds, in the report).
  var x: Double
  /// The y value.
  var y: Double
}

/// A line plot rendered as one self-contained `<svg>` element: axes with "nice" ticks,
/// axis labels, a legend, one `<path>` per series (a `nil` point breaks the line) and
/// optional markers. Pure: the same input always gives the same text.
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
  /// Extra attributes for the `<svg>` element (already escaped).
  var attributes: [(String, String)] = []

  private let marginLeft = 58.0
  private let marginRight = 14.0
  private let marginTop = 26.0
  private let marginBottom = 36.0

  /// The plot area's left edge in pixels.
  var plotLeft: Double { marginLeft }
  /// The plot area's right edge in pixels.
  var plotRight: Double { width - marginRight }
  /// The plot area's top edge in pixels.
  var plotTop: Double { marginTop }
  /// The plot area's bottom edge in pixels.
  var plotBottom: Double { height - marginBottom }

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

  private static func f(_ value: Double) -> String { HTMLEscaping.number(value, decimals: 1) }

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

  /// The SVG text.
  func render() -> String {
    let e = HTMLEscaping.escape
    var svg =
      "<svg class=\"plot\" data-plot=\"\(e(kind))\" viewBox=\"0 0 \(Self.f(width)) \(Self.f(height))\""
    svg += " width=\"\(Self.f(width))\" height=\"\(Self.f(height))\" role=\"img\""
    svg += " aria-label=\"\(e(yLabel)) over \(e(xLabel))\""
    svg += " data-x-min=\"\(HTMLEscaping.number(xDomain.lowerBound, decimals: 4))\""
    svg += " data-x-max=\"\(HTMLEscaping.number(xDomain.upperBound, decimals: 4))\""
    svg += " data-px-min=\"\(Self.f(plotLeft))\" data-px-max=\"\(Self.f(plotRight))\""
    for (name, value) in attributes { svg += " \(name)=\"\(value)\"" }
    svg += ">"
    let clipID = "\(id)-clip"
    svg += "<defs><clipPath id=\"\(e(clipID))\"><rect x=\"\(Self.f(plotLeft))\" y=\"\(Self.f(plotTop))\""
    svg +=
      " width=\"\(Self.f(plotRight - plotLeft))\" height=\"\(Self.f(plotBottom - plotTop))\"/></clipPath></defs>"
    svg += "<rect class=\"plot-bg\" x=\"\(Self.f(plotLeft))\" y=\"\(Self.f(plotTop))\""
    svg += " width=\"\(Self.f(plotRight - plotLeft))\" height=\"\(Self.f(plotBottom - plotTop))\"/>"
    svg += renderAxes()
    svg += "<g clip-path=\"url(#\(e(clipID)))\">"
    for marker in markers { svg += renderMarkerLine(marker) }
    for line in series {
      let d = pathData(line.points)
      guard !d.isEmpty else { continue }
      svg += "<path class=\"line \(e(line.cssClass))\(line.dashed ? " dashed" : "")\""
      svg += " data-series=\"\(e(line.name))\" d=\"\(d)\"/>"
    }
    for marker in markers { svg += renderMarkerDot(marker) }
    svg += "<line class=\"cursor\" x1=\"\(Self.f(plotLeft))\" x2=\"\(Self.f(plotLeft))\""
    svg += " y1=\"\(Self.f(plotTop))\" y2=\"\(Self.f(plotBottom))\"/>"
    svg += "</g>"
    for marker in markers { svg += renderMarkerLabel(marker) }
    svg += renderLegend()
    svg += "</svg>"
    return svg
  }

  private func renderAxes() -> String {
    let e = HTMLEscaping.escape
    var svg = "<g class=\"axis\">"
    let xTicks = Self.ticks(xDomain, target: 6)
    for value in xTicks.values {
      let x = Self.f(px(value))
      svg +=
        "<line class=\"grid\" x1=\"\(x)\" x2=\"\(x)\" y1=\"\(Self.f(plotTop))\" y2=\"\(Self.f(plotBottom))\"/>"
      svg += "<text class=\"tick\" x=\"\(x)\" y=\"\(Self.f(plotBottom + 14))\" text-anchor=\"middle\">"
      svg += "\(HTMLEscaping.number(value, decimals: xTicks.decimals))</text>"
    }
    let yTicks = Self.ticks(yDomain, target: 5)
    for value in yTicks.values {
      let y = Self.f(py(value))
      svg += "<line class=\"grid\(value == 0 ? " zero" : "")\" x1=\"\(Self.f(plotLeft))\""
      svg += " x2=\"\(Self.f(plotRight))\" y1=\"\(y)\" y2=\"\(y)\"/>"
      svg +=
        "<text class=\"tick\" x=\"\(Self.f(plotLeft - 5))\" y=\"\(y)\" dy=\"0.32em\" text-anchor=\"end\">"
      svg += "\(HTMLEscaping.number(value, decimals: yTicks.decimals))</text>"
    }
    svg += "<line class=\"frame\" x1=\"\(Self.f(plotLeft))\" x2=\"\(Self.f(plotRight))\""
    svg += " y1=\"\(Self.f(plotBottom))\" y2=\"\(Self.f(plotBottom))\"/>"
    svg += "<line class=\"frame\" x1=\"\(Self.f(plotLeft))\" x2=\"\(Self.f(plotLeft))\""
    svg += " y1=\"\(Self.f(plotTop))\" y2=\"\(Self.f(plotBottom))\"/>"
    let middleX = (plotLeft + plotRight) / 2
    svg += "<text class=\"axis-label\" x=\"\(Self.f(middleX))\" y=\"\(Self.f(height - 4))\""
    svg += " text-anchor=\"middle\">\(e(xLabel))</text>"
    let middleY = (plotTop + plotBottom) / 2
    svg += "<text class=\"axis-label\" transform=\"translate(13 \(Self.f(middleY))) rotate(-90)\""
    svg += " text-anchor=\"middle\">\(e(yLabel))</text>"
    svg += "</g>"
    return svg
  }

  private func renderLegend() -> String {
    let e = HTMLEscaping.escape
    var svg = "<g class=\"legend\">"
    var x = plotLeft
    for line in series {
      svg += "<line class=\"line \(e(line.cssClass))\(line.dashed ? " dashed" : "")\""
      svg += " x1=\"\(Self.f(x))\" x2=\"\(Self.f(x + 18))\" y1=\"12\" y2=\"12\"/>"
      svg +=
        "<text class=\"legend-text\" x=\"\(Self.f(x + 22))\" y=\"12\" dy=\"0.32em\">\(e(line.name))</text>"
      x += 30 + Double(line.name.count) * 6.2
    }
    svg += "</g>"
    return svg
  }

  private func renderMarkerLine(_ marker: Marker) -> String {
    let e = HTMLEscaping.escape
    switch marker {
    case .vertical(let x, _, let cssClass, _):
      let px = Self.f(px(x))
      return "<line class=\"marker \(e(cssClass))\" x1=\"\(px)\" x2=\"\(px)\" y1=\"\(Self.f(plotTop))\""
        + " y2=\"\(Self.f(plotBottom))\"/>"
    case .horizontal(let y, _, let cssClass):
      let py = Self.f(py(y))
      return "<line class=\"marker \(e(cssClass))\" x1=\"\(Self.f(plotLeft))\" x2=\"\(Self.f(plotRight))\""
        + " y1=\"\(py)\" y2=\"\(py)\"/>"
    case .dot:
      return ""
    }
  }

  private func renderMarkerDot(_ marker: Marker) -> String {
    guard case .dot(let x, let y, _, let cssClass) = marker else { return "" }
    return "<circle class=\"marker-dot \(HTMLEscaping.escape(cssClass))\" cx=\"\(Self.f(px(x)))\""
      + " cy=\"\(Self.f(py(y)))\" r=\"3.5\"/>"
  }

  private func renderMarkerLabel(_ marker: Marker) -> String {
    let e = HTMLEscaping.escape
    switch marker {
    case .vertical(let x, let label?, let cssClass, let row):
      let px = px(x)
      let anchor = px > (plotLeft + plotRight) / 2 ? "end" : "start"
      let offset = anchor == "end" ? -3.0 : 3.0
      let y = plotTop + 11 + 11 * Double(min(max(row, 0), 4))
      return "<text class=\"marker-label \(e(cssClass))\" x=\"\(Self.f(px + offset))\""
        + " y=\"\(Self.f(y))\" text-anchor=\"\(anchor)\">\(e(label))</text>"
    case .horizontal(let y, let label?, let cssClass):
      return "<text class=\"marker-label \(e(cssClass))\" x=\"\(Self.f(plotRight - 3))\""
        + " y=\"\(Self.f(py(y) - 4))\" text-anchor=\"end\">\(e(label))</text>"
    case .dot(let x, let y, let label?, let cssClass):
      let px = px(x)
      let anchor = px > (plotLeft + plotRight) / 2 ? "end" : "start"
      let offset = anchor == "end" ? -6.0 : 6.0
      return "<text class=\"marker-label \(e(cssClass))\" x=\"\(Self.f(px + offset))\""
        + " y=\"\(Self.f(py(y) - 6))\" text-anchor=\"\(anchor)\">\(e(label))</text>"
    default:
      return ""
    }
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
