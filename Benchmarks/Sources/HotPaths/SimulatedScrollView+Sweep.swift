import ScrollSimulator

extension SimulatedScrollView {
  /// The lists of the sweeps' screens: `count` of them, 390 × 844 with 5,000 pt of content,
  /// bouncing vertically as a feed does.
  static func sweepLists(count: Int) -> [SimulatedScrollView] {
    (0..<count).map { _ in
      let list = SimulatedScrollView(
        size: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 5_000))
      list.alwaysBounceVertical = true
      return list
    }
  }
}
