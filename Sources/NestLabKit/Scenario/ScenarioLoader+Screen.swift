extension ScenarioLoader {
  /// The keys of `screen`.
  static let screenKeys = [
    "width", "height", "topInset", "headerHeight", "pinnedHeaderHeight", "tabBarHeight", "tabs",
    "snapsHeader",
    "refresh", "decelerationRate", "headerMode",
  ]
  /// The keys of one tab.
  static let tabKeys = [
    "title", "contentHeight", "itemHeights", "items", "snapsToItems", "snapSource", "sections",
    "loadMore",
  ]

  /// The screen; every size has a default (see `Scenarios/README.md`) except the tabs.
  static func decodeScreen(_ reader: JSONReader) throws(ScenarioError) -> ScreenSpec {
    let object = try reader.object(keys: screenKeys)
    var screen = ScreenSpec(tabs: [])
    if let value = object.optional("width") { screen.width = try value.positive() }
    if let value = object.optional("height") { screen.height = try value.positive() }
    if let value = object.optional("topInset") { screen.topInset = try value.nonNegative() }
    if let value = object.optional("headerHeight") { screen.headerHeight = try value.nonNegative() }
    if let value = object.optional("pinnedHeaderHeight") {
      let header = screen.headerHeight
      screen.pinnedHeaderHeight = try value.number("a number in 0…headerHeight (\(JSONValue.format(header)))")
      {
        $0 >= 0 && $0 <= header
      }
    } else if screen.pinnedHeaderHeight > screen.headerHeight {
      screen.pinnedHeaderHeight = screen.headerHeight
    }
    if let value = object.optional("tabBarHeight") { screen.tabBarHeight = try value.nonNegative() }
    if let value = object.optional("snapsHeader") { screen.snapsHeader = try value.bool() }
    if let value = object.optional("refresh") { screen.refresh = try decodeRefresh(value) }
    if let value = object.optional("decelerationRate") { screen.decelerationRate = try decodeRate(value) }
    if let value = object.optional("headerMode") {
      screen.headerMode = try decodeHeaderMode(value, screen: screen)
    }
    let tabsReader = try object.required("tabs", "an array of tabs, each with a contentHeight or items")
    let tabReaders = try tabsReader.array(of: "tabs")
    guard !tabReaders.isEmpty else { throw tabsReader.error("expected at least one tab") }
    for (index, tabReader) in tabReaders.enumerated() {
      screen.tabs.append(try decodeTab(tabReader, index: index))
    }
    return screen
  }

  /// `true`/`false` or `{"threshold": 80, "indicatorHeight": 60, "scope": "page"}`.
  static func decodeRefresh(_ reader: JSONReader) throws(ScenarioError) -> RefreshSpec? {
    if case .bool(let enabled) = reader.value { return enabled ? RefreshSpec() : nil }
    let object = try reader.object(
      keys: ["threshold", "indicatorHeight", "scope"],
      "true, false or an object with \"threshold\", \"indicatorHeight\" and \"scope\"")
    var refresh = RefreshSpec()
    if let value = object.optional("threshold") { refresh.threshold = try value.positive() }
    if let value = object.optional("indicatorHeight") { refresh.indicatorHeight = try value.nonNegative() }
    if let value = object.optional("scope") {
      switch value.value {
      case .string("page"): refresh.scope = .page
      case .string("tab"): refresh.scope = .tab
      case .string("both"): refresh.scope = .both
      default: throw value.mismatch("\"page\", \"tab\" or \"both\"")
      }
    }
    return refresh
  }

  /// `"scrollsWithList"`, `"floats"` or `{"floatsCollapsedFirst": height}` with a height in
  /// 0…`headerHeight − pinnedHeaderHeight` (the part of the header that can collapse).
  static func decodeHeaderMode(_ reader: JSONReader, screen: ScreenSpec) throws(ScenarioError)
    -> HeaderModeSpec
  {
    let collapse = screen.headerHeight - screen.pinnedHeaderHeight
    let expected =
      "\"scrollsWithList\", \"floats\" or {\"floatsCollapsedFirst\": a height in 0…\(JSONValue.format(collapse))}"
    switch reader.value {
    case .string("scrollsWithList"): return .scrollsWithList
    case .string("floats"): return .floats
    case .object:
      let object = try reader.object(keys: ["floatsCollapsedFirst"], expected)
      let height = try object.required("floatsCollapsedFirst", expected).number(expected) {
        $0 >= 0 && $0 <= collapse
      }
      return .floatsCollapsedFirst(height: height)
    default: throw reader.mismatch(expected)
    }
  }

  /// `"normal"` (0.998), `"fast"` (0.99) or a per-millisecond factor in 0.5…0.99999.
  static func decodeRate(_ reader: JSONReader) throws(ScenarioError) -> Double {
    let expected = "\"normal\", \"fast\" or a number in 0.5…0.99999"
    switch reader.value {
    case .string("normal"): return 0.998
    case .string("fast"): return 0.99
    case .number(let rate) where rate >= 0.5 && rate <= 0.99999: return rate
    default: throw reader.mismatch(expected)
    }
  }

  /// One tab: its height from `contentHeight`, `itemHeights` or `items`.
  static func decodeTab(_ reader: JSONReader, index: Int) throws(ScenarioError) -> TabSpec {
    let object = try reader.object(keys: tabKeys)
    let title = try object.optional("title")?.string() ?? "Tab \(index + 1)"
    var items: [Double]?
    switch (object.optional("itemHeights"), object.optional("items")) {
    case (let list?, nil):
      let elements = try list.array(of: "item heights (numbers > 0)")
      guard !elements.isEmpty else { throw list.error("expected at least one item height") }
      var heights: [Double] = []
      for element in elements { heights.append(try element.positive()) }
      items = heights
    case (nil, let pattern?):
      items = try decodeItemPattern(pattern)
    case (.some, .some):
      throw object.error("give either \"itemHeights\" or \"items\", not both")
    case (nil, nil):
      items = nil
    }
    let itemTotal = items?.reduce(0, +)
    let contentHeight: Double
    if let value = object.optional("contentHeight") {
      if let itemTotal {
        contentHeight = try value.number(
          "a number ≥ the items' total height (\(JSONValue.format(itemTotal)))"
        ) {
          $0 >= itemTotal - 1e-9
        }
      } else {
        contentHeight = try value.nonNegative()
      }
    } else if let itemTotal {
      contentHeight = itemTotal
    } else {
      throw object.error("missing required key \"contentHeight\" (or \"itemHeights\" / \"items\")")
    }
    var snaps = false
    if let value = object.optional("snapsToItems") {
      snaps = try value.bool()
      if snaps, items == nil {
        throw value.error("snapping needs item sizes: add \"itemHeights\" or \"items\" to this tab")
      }
    }
    var snapSource = TabSpec.SnapSource.boundaries
    if let value = object.optional("snapSource") {
      let expected = "\"boundaries\" or \"list\""
      guard let source = TabSpec.SnapSource(rawValue: try value.string()) else {
        throw value.mismatch(expected)
      }
      if !snaps { throw value.error("a snap source needs \"snapsToItems\": true on this tab") }
      snapSource = source
    }
    var sections: SectionsSpec?
    var height = contentHeight
    if let value = object.optional("sections") {
      guard snapSource == .list, let items else {
        throw value.error("sticky sections are the list's own layout: they need \"snapSource\": \"list\"")
      }
      let spec = try decodeSections(value)
      let laidOut = SectionedRows(heights: items, sections: spec).height
      if object.optional("contentHeight") == nil {
        height = laidOut
      } else if contentHeight < laidOut - 1e-9 {
        throw value.error(
          "rows and section headers take \(JSONValue.format(laidOut)) pt, more than \"contentHeight\" "
            + "(\(JSONValue.format(contentHeight)))")
      }
      sections = spec
    }
    var loadMore: LoadMoreSpec?
    if let value = object.optional("loadMore") {
      if snaps {
        throw value.error("load more appends rows the item snap does not know: drop \"snapsToItems\"")
      }
      loadMore = try decodeLoadMore(value)
    }
    return TabSpec(
      title: title, contentHeight: height, itemHeights: items, snapsToItems: snaps,
      snapSource: snapSource,
      sections: sections, loadMore: loadMore)
  }

  /// `{"rows": 6, "headerHeight": 32}`: both required.
  static func decodeSections(_ reader: JSONReader) throws(ScenarioError) -> SectionsSpec {
    let object = try reader.object(
      keys: ["rows", "headerHeight"], "an object {\"rows\": rows per section, \"headerHeight\": points}")
    let rows = try object.required("rows", "rows per section").integer(in: 1...100_000, "a whole number ≥ 1")
    let header = try object.required("headerHeight", "each section header's height").nonNegative()
    return SectionsSpec(rows: rows, headerHeight: header)
  }

  /// `{"distance": 800, "rows": 20, "rowHeight": 100, "delay": 0.2}`: only `distance` is required.
  static func decodeLoadMore(_ reader: JSONReader) throws(ScenarioError) -> LoadMoreSpec {
    let object = try reader.object(
      keys: ["distance", "rows", "rowHeight", "delay"],
      "an object with \"distance\" and optionally \"rows\", \"rowHeight\" and \"delay\"")
    let distance = try object.required("distance", "a distance from the list's end in points ≥ 0")
      .nonNegative()
    var loadMore = LoadMoreSpec(distance: distance)
    if let value = object.optional("rows") { loadMore.rows = try value.integer(in: 0...10_000) }
    if let value = object.optional("rowHeight") { loadMore.rowHeight = try value.positive() }
    if let value = object.optional("delay") {
      loadMore.delay = try value.number("a delay in seconds in 0…10") { $0 >= 0 && $0 <= 10 }
    }
    return loadMore
  }

  /// `{"heights": [120, 260, 80], "count": 30}`: the heights repeated to `count` items.
  static func decodeItemPattern(_ reader: JSONReader) throws(ScenarioError) -> [Double] {
    let object = try reader.object(keys: ["heights", "count"], "an object with \"heights\" and \"count\"")
    let heightsReader = try object.required("heights", "item heights to repeat, numbers > 0")
    let elements = try heightsReader.array(of: "item heights (numbers > 0)")
    guard !elements.isEmpty else { throw heightsReader.error("expected at least one item height") }
    var pattern: [Double] = []
    for element in elements { pattern.append(try element.positive()) }
    let count = try object.required("count", "the number of items").integer(in: 1...100_000)
    return (0..<count).map { pattern[$0 % pattern.count] }
  }
}
