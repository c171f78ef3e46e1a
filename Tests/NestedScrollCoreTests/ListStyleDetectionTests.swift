import NestedScrollCore
import Testing

/// What the UIKit adapter reads of a table or collection view (its style, the section-header
/// methods it answers, its layout's pinned headers) makes its ``ListStyle``, and only a plain
/// table with the header spacer reports its sections' frames to snapping, its rows ending
/// at its footer.
struct ListStyleDetectionTests {
  @Test func onlyAPlainTableHasFloatingSectionHeadersAndAnyHeaderMethodGivesThem() {
    for (views, heights, titles) in [(true, false, false), (false, true, false), (false, false, true)] {
      #expect(
        ListStyle.table(
          style: .plain, providesHeaderViews: views, providesHeaderHeights: heights,
          providesHeaderTitles: titles)
          == .plainTable(hasSectionHeaders: true))
    }
    #expect(
      ListStyle.table(
        style: .plain, providesHeaderViews: false, providesHeaderHeights: false, providesHeaderTitles: false)
        == .plainTable(hasSectionHeaders: false))
    for style in [ListStyle.TableStyle.grouped, .insetGrouped] {
      #expect(
        ListStyle.table(
          style: style, providesHeaderViews: true, providesHeaderHeights: true, providesHeaderTitles: true)
          == .groupedTable)
    }
  }

  @Test func aCollectionViewPinsHeadersWhenItsFlowOrCompositionalLayoutPinsAny() {
    #expect(
      ListStyle.collection(layout: .flow(pinsSectionHeaders: true)) == .collection(pinsSectionHeaders: true))
    #expect(
      ListStyle.collection(layout: .flow(pinsSectionHeaders: false)) == .collection(pinsSectionHeaders: false)
    )
    #expect(
      ListStyle.collection(layout: .compositional(boundaryItemPins: [false, true]))
        == .collection(pinsSectionHeaders: true))
    #expect(
      ListStyle.collection(layout: .compositional(boundaryItemPins: [false]))
        == .collection(pinsSectionHeaders: false))
    #expect(
      ListStyle.collection(layout: .compositional(boundaryItemPins: []))
        == .collection(pinsSectionHeaders: false))
    #expect(ListStyle.collection(layout: .other) == .collection(pinsSectionHeaders: false))
  }

  @Test func onlyAPlainTableWithTheSpacerReportsItsSections() {
    #expect(ListSectionFrame.isReported(tableStyle: .plain, hasStickySectionHeaders: true))
    #expect(!ListSectionFrame.isReported(tableStyle: .plain, hasStickySectionHeaders: false))
    #expect(!ListSectionFrame.isReported(tableStyle: .grouped, hasStickySectionHeaders: true))
    #expect(!ListSectionFrame.isReported(tableStyle: .insetGrouped, hasStickySectionHeaders: true))
  }

  @Test func aSectionsRowsEndAtItsFooterOrAtItsEndWithoutOne() {
    // The list's content sits 256 pt lower in the scroll space (spacer and top gap).
    let shift: (Double) -> Double = { $0 + 256 }
    let withFooter = ListSectionFrame(
      tableSection: 2, minY: 1000, maxY: 1500, headerHeight: 28, footerMinY: 1460, footerHeight: 40,
      scrollSpaceY: shift)
    #expect(
      withFooter == ListSectionFrame(section: 2, minY: 1256, headerHeight: 28, rowsMaxY: 1716, maxY: 1756))
    let withoutFooter = ListSectionFrame(
      tableSection: 3, minY: 1500, maxY: 1900, headerHeight: 28, footerMinY: 1900, footerHeight: 0,
      scrollSpaceY: shift)
    #expect(
      withoutFooter == ListSectionFrame(section: 3, minY: 1756, headerHeight: 28, rowsMaxY: 2156, maxY: 2156))
  }
}
