import NestedScrollCore
import NestedScrollExpectations
import NestedScrollPropertyChecks
import Testing

/// How the default tab bar places few and many tabs, and keeps the selection in view.
struct TabBarLayoutTests {
  @Test func titlesThatFitInEqualSharesGetEqualShares() {
    let layout = TabBarLayout(titleWidths: [40, 60, 50], barWidth: 390)
    #expect(!layout.scrolls)
    #expect(layout.items.map(\.width) == [130, 130, 130])
    #expect(layout.items.map(\.x) == [0, 130, 260])
    #expect(layout.contentOffset(progress: 2) == 0)
  }

  @Test func titlesThatFitOnlyInTheirOwnWidthsSplitTheRoomLeft() {
    // 32 pt of padding each: 232 + 72 + 72 = 376 fits in 390, but 3 × 232 does not.
    let layout = TabBarLayout(titleWidths: [200, 40, 40], barWidth: 390)
    #expect(!layout.scrolls)
    let extra = (390.0 - 376) / 3
    #expect(layout.items.map(\.width) == [232 + extra, 72 + extra, 72 + extra])
    #expect(layout.items.last.map { $0.x + $0.width } == 390)
  }

  @Test func manyTabsScrollAndTheSelectionIsCentred() {
    let layout = TabBarLayout(titleWidths: Array(repeating: 68, count: 10), barWidth: 390)
    #expect(layout.scrolls)
    #expect(layout.contentWidth == 1000)
    #expect(layout.contentOffset(progress: 0) == 0)
    // Tab 5 spans 500...600: centred, its middle is at the bar's middle.
    #expect(layout.contentOffset(progress: 5) == 550 - 195)
    #expect(layout.contentOffset(progress: 9) == 1000 - 390)
    // Halfway through a swipe, the bar is halfway between the two tabs' offsets.
    #expect(layout.contentOffset(progress: 4.5) == (450 - 195 + 550 - 195) / 2)
  }

  @Test func rightToLeftPutsTheFirstTabOnTheRight() {
    let layout = TabBarLayout(
      titleWidths: Array(repeating: 68, count: 10), barWidth: 390, isRightToLeft: true)
    #expect(layout.items[0].x == 900)
    #expect(layout.items[9].x == 0)
    #expect(layout.contentOffset(progress: 0) == 1000 - 390)
    #expect(layout.contentOffset(progress: 9) == 0)
  }

  @Test func brokenMeasurementsGiveOddItemsNotABrokenBar() {
    let layout = TabBarLayout(
      titleWidths: [.nan, -20, .infinity, .greatestFiniteMagnitude], barWidth: .nan, itemPadding: -.infinity)
    #expect(layout.items.count == 4)
    #expect(layout.items.allSatisfy { $0.x.isFinite && $0.width.isFinite && $0.width >= 44 })
    #expect(layout.contentWidth.isFinite)
    #expect(layout.contentOffset(progress: 3).isFinite)
    #expect(layout.indicator(progress: .nan) == layout.items[0])
  }

  @Test func noTabsIsAnEmptyBar() {
    let layout = TabBarLayout(titleWidths: [], barWidth: 390)
    #expect(layout.items.isEmpty)
    #expect(layout.contentWidth == 390)
    #expect(layout.contentOffset(progress: 1) == 0)
    #expect(layout.indicator(progress: 0) == .init(x: 0, width: 0))
  }

  /// Property: for any titles and bar, items tile the content without gaps or overlap, the
  /// content is at least the bar, the offset stays within the content, and the indicator of
  /// every tab narrower than the bar is fully in view when that tab is selected.
  @Test func everyLayoutTilesItsContentAndShowsTheSelection() async {
    let widths = Gen.double(in: 0...300).array(of: 0...30)
    await propertyCheck(count: 300, input: widths, Gen.double(in: 0...1200), Gen.bool) { titles, bar, rtl in
      let layout = TabBarLayout(titleWidths: titles, barWidth: bar, isRightToLeft: rtl)
      #expect(layout.items.count == titles.count)
      #expect(layout.contentWidth >= layout.barWidth)
      let ordered = rtl ? Array(layout.items.reversed()) : layout.items
      var x = 0.0
      for item in ordered {
        expectApproximatelyEqual(item.x, x, absoluteTolerance: 1e-9 * max(1, x))
        #expect(item.width >= 44)
        x = item.x + item.width
      }
      if !titles.isEmpty {
        expectApproximatelyEqual(x, layout.contentWidth, absoluteTolerance: 1e-9 * max(1, x))
      }
      let naturalTotal = titles.reduce(0.0) { $0 + max(44, $1 + 32) }
      if naturalTotal > bar + 1e-9 * max(1, bar) { #expect(layout.scrolls) }
      if naturalTotal < bar - 1e-9 * max(1, bar) { #expect(!layout.scrolls) }
      var previous: Double?
      for step in 0...(titles.count * 4) {
        let progress = Double(step) / 4
        let offset = layout.contentOffset(progress: progress)
        #expect(offset >= 0 && offset <= layout.contentWidth - layout.barWidth)
        // The bar moves one way through a swipe across all tabs: no jitter back.
        if let previous { #expect(rtl ? offset <= previous + 1e-9 : offset >= previous - 1e-9) }
        previous = offset
        let indicator = layout.indicator(progress: progress)
        if step % 4 == 0 && indicator.width <= layout.barWidth {
          #expect(indicator.x >= offset - 1e-6)
          #expect(indicator.x + indicator.width <= offset + layout.barWidth + 1e-6)
        }
      }
    }
  }

  @Test func theBarIsTwoAndAHalfLinesTallAndNeverUnder44Points() {
    // The default title font (Subheadline) at the default text size: 44 pt.
    #expect(TabBarLayout.barHeight(lineHeight: 17.9) == 44)
    // Larger text sizes grow the bar: 2.4 lines, rounded up to a whole point.
    #expect(TabBarLayout.barHeight(lineHeight: 30) == 72)
    #expect(TabBarLayout.barHeight(lineHeight: 30.2) == 73)
    // A missing or broken measurement still gives a bar that can be tapped.
    #expect(TabBarLayout.barHeight(lineHeight: 0) == 44)
    #expect(TabBarLayout.barHeight(lineHeight: .nan) == 44)
    #expect(TabBarLayout.barHeight(lineHeight: -20) == 44)
  }

  @Test func aThickIndicatorGrowsTheBarInsteadOfCoveringTheTitle() {
    // 44 pt around a 17.9 pt line leave 13.05 pt under it: a 4 pt indicator fits.
    #expect(TabBarLayout.barHeight(lineHeight: 17.9, indicatorHeight: 4) == 44)
    // 20 pt does not: the bar grows by twice the 6.95 pt missing, the title staying centred.
    let height = TabBarLayout.barHeight(lineHeight: 17.9, indicatorHeight: 20)
    #expect(height == 58)
    #expect((height - 17.9) / 2 >= 20)
    #expect(TabBarLayout.barHeight(lineHeight: 17.9, indicatorHeight: .infinity) == 44)
  }

  /// Property: for any line and indicator, the bar is a whole number of points, at least 44
  /// and 2.4 lines tall, leaves the indicator room under a centred title, and grows with the
  /// text.
  @Test func everyBarFitsItsTitleAndIndicator() async {
    await propertyCheck(count: 300, input: Gen.double(in: 0...120), Gen.double(in: 0...60)) {
      line, indicator in
      let height = TabBarLayout.barHeight(lineHeight: line, indicatorHeight: indicator)
      #expect(height == height.rounded(.up))
      #expect(height >= 44)
      #expect(height >= line * 2.4)
      #expect((height - line) / 2 >= indicator - 1e-9)
      #expect(TabBarLayout.barHeight(lineHeight: line + 1, indicatorHeight: indicator) >= height)
    }
  }
}
