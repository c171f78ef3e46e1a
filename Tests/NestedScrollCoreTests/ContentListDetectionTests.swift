import NestedScrollCore
import Testing

/// Which scroll view inside a SwiftUI tab is its list, and what happens when there is none.
struct ContentListDetectionTests {
  let page = (width: 390.0, height: 844.0)

  func list(width: Double = 390, height: Double = 844, inUse: Bool = false) -> ScrollViewCandidate {
    ScrollViewCandidate(width: width, height: height, contentWidth: width, isInUse: inUse)
  }

  let carousel = ScrollViewCandidate(width: 390, height: 844, contentWidth: 2000)

  @Test func aPageSizedVerticalScrollViewIsTheList() {
    var detection = ContentListDetection()
    let outcome = detection.contentDidRender(
      candidates: [ScrollViewCandidate(width: 390, height: 120, contentWidth: 1600), list()],
      pageWidth: page.width, pageHeight: page.height)
    #expect(outcome == .useList(1))
    #expect(detection.stage == .usesList)
  }

  @Test func carouselsCardsAndDisabledScrollViewsAreNotLists() {
    let disabled = ScrollViewCandidate(width: 390, height: 844, contentWidth: 390, isScrollEnabled: false)
    let card = list(width: 300, height: 844)
    let strip = list(width: 390, height: 400)
    #expect(
      ContentListDetection.listIndex(
        in: [carousel, disabled, card, strip], pageWidth: page.width, pageHeight: page.height) == nil)
    // A wide grid that also bounces vertically scrolls both ways: it is the list.
    var grid = carousel
    grid.alwaysBouncesVertically = true
    #expect(ContentListDetection.listIndex(in: [grid], pageWidth: page.width, pageHeight: page.height) == 0)
  }

  @Test func ofSeveralListsTheLargestWinsAndTheOutermostOnATie() {
    let candidates = [list(height: 500), list(), list()]
    #expect(
      ContentListDetection.listIndex(in: candidates, pageWidth: page.width, pageHeight: page.height) == 1)
  }

  @Test func plainContentIsWrappedOnceThenUnsupportedIsReportedOnce() {
    var detection = ContentListDetection()
    #expect(
      detection.contentDidRender(candidates: [], pageWidth: page.width, pageHeight: page.height)
        == .wrapContent)
    #expect(detection.stage == .awaitingWrappedContent)
    #expect(
      detection.contentDidRender(candidates: [carousel], pageWidth: page.width, pageHeight: page.height)
        == .unsupported)
    #expect(
      detection.contentDidRender(candidates: [], pageWidth: page.width, pageHeight: page.height) == .none)
    #expect(
      detection.contentDidRender(candidates: [list()], pageWidth: page.width, pageHeight: page.height)
        == .none)
  }

  @Test func wrappedContentUsesTheWrappingScrollView() {
    var detection = ContentListDetection()
    _ = detection.contentDidRender(candidates: [], pageWidth: page.width, pageHeight: page.height)
    #expect(
      detection.contentDidRender(candidates: [list()], pageWidth: page.width, pageHeight: page.height)
        == .useList(0))
  }

  @Test func aPassBeforeThePageHasASizeDecidesNothing() {
    var detection = ContentListDetection()
    #expect(detection.contentDidRender(candidates: [], pageWidth: 0, pageHeight: 0) == .none)
    #expect(detection.stage == .awaitingContent)
  }

  @Test func aListBuiltAnewReplacesTheOneInUseAndAnEmptyPassKeepsIt() {
    var detection = ContentListDetection()
    _ = detection.contentDidRender(candidates: [list()], pageWidth: page.width, pageHeight: page.height)
    #expect(
      detection.contentDidRender(
        candidates: [list(inUse: true)], pageWidth: page.width, pageHeight: page.height) == .none)
    #expect(
      detection.contentDidRender(candidates: [], pageWidth: page.width, pageHeight: page.height) == .none)
    #expect(
      detection.contentDidRender(candidates: [list()], pageWidth: page.width, pageHeight: page.height)
        == .useList(0))
  }
}
