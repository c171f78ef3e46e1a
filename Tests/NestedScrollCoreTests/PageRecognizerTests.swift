import NestedScrollCore
import Testing

/// ``PageRecognizer``: which recognizers in the pages compete with the pager's pan and who
/// decides first, and which survive a touch that only stopped motion.
@Suite struct PageRecognizerTests {
  @Test func aListPanThatIsNotItsScrollingPanIsItsSwipeActions() {
    #expect(
      PageRecognizer(owner: .table, role: .otherPan, isInsidePage: true).competitor == .askableSwipeActions)
    // A collection view list (and SwiftUI's List) keeps its actions to itself: the pager
    // waits for its swipe-actions pan instead of asking.
    #expect(
      PageRecognizer(owner: .collection, role: .otherPan, isInsidePage: true).competitor
        == .opaqueSwipeActions)
    // Another scroll view's or a plain view's extra pan is not swipe actions.
    #expect(PageRecognizer(owner: .scrollView, role: .otherPan, isInsidePage: true).competitor == .none)
    #expect(PageRecognizer(owner: .view, role: .otherPan, isInsidePage: true).competitor == .none)
    // Outside the pages (the header, the pager itself) nothing competes.
    #expect(PageRecognizer(owner: .collection, role: .otherPan, isInsidePage: false).competitor == .none)
    #expect(PageRecognizer(owner: .table, role: .other, isInsidePage: true).competitor == .none)
  }

  @Test func onlyAScrollingPanThatScrollsSidewaysWaitsForThePager() {
    for owner in [PageRecognizer.Owner.table, .collection, .scrollView] {
      #expect(
        PageRecognizer(owner: owner, role: .scrollingPan, isInsidePage: true, scrollsHorizontally: true)
          .competitor == .horizontalScrolling)
      #expect(PageRecognizer(owner: owner, role: .scrollingPan, isInsidePage: true).competitor == .none)
    }
  }

  @Test func onlyScrollViewsOwnPansAndPinchesSurviveAMotionStop() {
    #expect(PageRecognizer(owner: .table, role: .scrollingPan, isInsidePage: true).survivesMotionStop)
    #expect(PageRecognizer(owner: .scrollView, role: .zoomingPinch, isInsidePage: false).survivesMotionStop)
    #expect(!PageRecognizer(owner: .collection, role: .otherPan, isInsidePage: true).survivesMotionStop)
    #expect(!PageRecognizer(owner: .table, role: .other, isInsidePage: true).survivesMotionStop)
    #expect(!PageRecognizer(owner: .view, role: .scrollingPan, isInsidePage: true).survivesMotionStop)
  }

  @Test func aTableRowHasTheActionsItsConfigurationsOrItsEditCommitsGive() {
    #expect(
      RowSwipeActions(leadingActionCount: 1, trailingActionCount: 2, commitsEdits: false) == [
        .leading, .trailing,
      ])
    #expect(RowSwipeActions(leadingActionCount: 0, trailingActionCount: 0, commitsEdits: true) == [])
    // Swipe to delete: no trailing configuration, but the data source commits edits.
    #expect(
      RowSwipeActions(leadingActionCount: nil, trailingActionCount: nil, commitsEdits: true) == .trailing)
    #expect(RowSwipeActions(leadingActionCount: nil, trailingActionCount: nil, commitsEdits: false) == [])
  }

  @Test func contentScrollsSidewaysOnlyBeyondTheTolerance() {
    #expect(
      !HorizontalScrollRange.scrollsHorizontally(contentWidth: 400.5, leftInset: 0, rightInset: 0, width: 400)
    )
    #expect(
      HorizontalScrollRange.scrollsHorizontally(contentWidth: 400.6, leftInset: 0, rightInset: 0, width: 400))
    #expect(
      HorizontalScrollRange.scrollsHorizontally(contentWidth: 390, leftInset: 8, rightInset: 8, width: 400))
  }

  @Test func theBackSwipeEdgeIsTheLeadingOneInEitherDirection() {
    #expect(HorizontalSwipe.isAtLeadingScreenEdge(x: 24, screenWidth: 390, isRightToLeft: false))
    #expect(!HorizontalSwipe.isAtLeadingScreenEdge(x: 24.5, screenWidth: 390, isRightToLeft: false))
    #expect(HorizontalSwipe.isAtLeadingScreenEdge(x: 366, screenWidth: 390, isRightToLeft: true))
    #expect(!HorizontalSwipe.isAtLeadingScreenEdge(x: 10, screenWidth: 390, isRightToLeft: true))
    #expect(!HorizontalSwipe.isAtLeadingScreenEdge(x: .nan, screenWidth: 390, isRightToLeft: false))
  }

  @Test func aCollectionViewPinsSectionHeadersWhenAnyLayoutHeaderPins() {
    #expect(ListStyle.collection(headerPins: [false, true]) == .collection(pinsSectionHeaders: true))
    #expect(ListStyle.collection(headerPins: [false]) == .collection(pinsSectionHeaders: false))
    #expect(ListStyle.collection(headerPins: []) == .collection(pinsSectionHeaders: false))
  }
}
