import NestedScrollCore
import NestedScrollPropertyChecks
import Testing

/// ``PagerGestureRule``: the pager yields to a carousel until its end, to a row's swipe
/// actions, and to the back swipe on the first page; right to left is the mirror image.
@Suite struct PagerGestureRuleTests {
  /// A carousel 1,000 pt wide in a 400 pt view, at `offset`.
  private func carousel(at offset: Double) -> HorizontalScrollRange {
    HorizontalScrollRange(offsetX: offset, minOffsetX: 0, maxOffsetX: 600)
  }

  private func rule(page: Int = 1, count: Int = 3, rightToLeft: Bool = false) -> PagerGestureRule {
    PagerGestureRule(selectedPage: page, pageCount: count, isRightToLeft: rightToLeft, isBetweenPages: false)
  }

  @Test func aCarouselTakesTheSwipeUntilItsEndInTheSwipesDirection() {
    // Finger to the left: the carousel scrolls right until its right end.
    #expect(
      rule().owner(of: HorizontalSwipe(translationX: -10, scrollViews: [carousel(at: 0)])) == .scrollView)
    #expect(
      rule().owner(of: HorizontalSwipe(translationX: -10, scrollViews: [carousel(at: 599)])) == .scrollView)
    #expect(rule().owner(of: HorizontalSwipe(translationX: -10, scrollViews: [carousel(at: 600)])) == .pager)
    // At its left end, a finger to the right pages back.
    #expect(rule().owner(of: HorizontalSwipe(translationX: 10, scrollViews: [carousel(at: 0)])) == .pager)
    #expect(
      rule().owner(of: HorizontalSwipe(translationX: 10, scrollViews: [carousel(at: 300)])) == .scrollView)
  }

  @Test func aNestedCarouselThatCanStillScrollWinsOverAnOuterOneAtItsEnd() {
    let swipe = HorizontalSwipe(translationX: -10, scrollViews: [carousel(at: 600), carousel(at: 20)])
    #expect(rule().owner(of: swipe) == .scrollView)
  }

  @Test func rowSwipeActionsWinOnTheSideTheSwipeReveals() {
    // Left to right: a finger to the left reveals trailing actions.
    #expect(
      rule().owner(of: HorizontalSwipe(translationX: -10, rowSwipeActions: .trailing)) == .rowSwipeActions)
    #expect(rule().owner(of: HorizontalSwipe(translationX: 10, rowSwipeActions: .trailing)) == .pager)
    #expect(
      rule().owner(of: HorizontalSwipe(translationX: 10, rowSwipeActions: .leading)) == .rowSwipeActions)
    // Right to left, trailing actions sit on the left: a finger to the right reveals them.
    let mirrored = rule(rightToLeft: true)
    #expect(
      mirrored.owner(of: HorizontalSwipe(translationX: 10, rowSwipeActions: .trailing)) == .rowSwipeActions)
    #expect(mirrored.owner(of: HorizontalSwipe(translationX: -10, rowSwipeActions: .trailing)) == .pager)
  }

  @Test func theBackSwipeWinsFromTheLeadingEdgeOfTheFirstPageOnly() {
    let back = HorizontalSwipe(translationX: 10, startsAtLeadingScreenEdge: true, canNavigateBack: true)
    #expect(rule(page: 0).owner(of: back) == .backSwipe)
    #expect(rule(page: 1).owner(of: back) == .pager)
    // Nothing to pop: the first page toward nothing is nobody's.
    var noStack = back
    noStack.canNavigateBack = false
    #expect(rule(page: 0).owner(of: noStack) == .nobody)
    // The edge beats a carousel under the finger there.
    var overCarousel = back
    overCarousel.scrollViews = [carousel(at: 300)]
    #expect(rule(page: 0).owner(of: overCarousel) == .backSwipe)
    // Right to left, the back swipe comes from the right edge: a finger to the left.
    var mirrored = back
    mirrored.translationX = -10
    #expect(rule(page: 0, rightToLeft: true).owner(of: mirrored) == .backSwipe)
    #expect(rule(page: 0, rightToLeft: true).owner(of: back) == .pager)
  }

  @Test func onePageNeverPages() {
    #expect(rule(page: 0, count: 1).owner(of: HorizontalSwipe(translationX: -10)) == .nobody)
    #expect(rule(page: 0, count: 1).owner(of: HorizontalSwipe(translationX: 0)) == .nobody)
  }

  @Test func nonFiniteInputNeverGivesTheSwipeToAScrollView() {
    let nan = HorizontalScrollRange(offsetX: .nan, minOffsetX: 0, maxOffsetX: 600)
    let infinite = HorizontalScrollRange(offsetX: 10, minOffsetX: 0, maxOffsetX: .infinity)
    #expect(rule().owner(of: HorizontalSwipe(translationX: -10, scrollViews: [nan, infinite])) == .pager)
    #expect(rule().owner(of: HorizontalSwipe(translationX: .nan, scrollViews: [carousel(at: 300)])) == .pager)
  }

  // MARK: Properties

  static let ranges = zip(Gen.double(in: -50...50), Gen.double(in: 0...900), Gen.double(in: -0.2...1.2))
    .map { min, width, fraction in
      HorizontalScrollRange(offsetX: min + width * fraction, minOffsetX: min, maxOffsetX: min + width)
    }
  static let swipes = zip(
    Gen.double(in: -40...40), ranges.array(of: 0...3), Gen.int(in: 0...3), Gen.bool, Gen.bool
  ).map { dx, scrollViews, actions, edge, back in
    HorizontalSwipe(
      translationX: dx, scrollViews: scrollViews, rowSwipeActions: RowSwipeActions(rawValue: actions),
      startsAtLeadingScreenEdge: edge, canNavigateBack: back)
  }
  static let rules = zip(Gen.int(in: 0...4), Gen.int(in: 1...5), Gen.bool, Gen.bool).map {
    page, count, rightToLeft, between in
    PagerGestureRule(
      selectedPage: min(page, count - 1), pageCount: count, isRightToLeft: rightToLeft,
      isBetweenPages: between)
  }

  @Test func theMirroredSwipeInTheMirroredLayoutHasTheSameOwner() async {
    await propertyCheck(input: Self.rules, Self.swipes) { rule, swipe in
      var mirroredRule = rule
      mirroredRule.isRightToLeft.toggle()
      var mirroredSwipe = swipe
      mirroredSwipe.translationX = -swipe.translationX
      mirroredSwipe.scrollViews = swipe.scrollViews.map { $0.mirrored }
      #expect(rule.owner(of: swipe) == mirroredRule.owner(of: mirroredSwipe))
    }
  }

  @Test func aScrollViewThatCanMoveTakesTheSwipeUnlessThePagerMovesOrTheBackSwipeWins() async {
    await propertyCheck(input: Self.rules, Self.swipes) { rule, swipe in
      let owner = rule.owner(of: swipe)
      let canScroll = swipe.scrollViews.contains { $0.canScroll(translationX: swipe.translationX) }
      if canScroll {
        #expect(owner == .scrollView || owner == .backSwipe || (owner == .pager && rule.isBetweenPages))
      } else {
        #expect(owner != .scrollView)
      }
    }
  }

  @Test func thePagerOnlyPagesWhereThereIsAPageAndNothingElseClaimsTheSwipe() async {
    await propertyCheck(input: Self.rules, Self.swipes) { rule, swipe in
      let owner = rule.owner(of: swipe)
      if rule.pageCount <= 1 { #expect(owner != .pager) }
      if owner == .backSwipe {
        #expect(rule.selectedPage == 0 && swipe.canNavigateBack && swipe.startsAtLeadingScreenEdge)
        #expect(rule.waitsForBackSwipe(canNavigateBack: swipe.canNavigateBack))
      }
      if rule.isBetweenPages, rule.pageCount > 1 { #expect(owner == .pager) }
      // Away from the first page the pager never waits for the back swipe.
      if rule.selectedPage > 0 { #expect(!rule.waitsForBackSwipe(canNavigateBack: true)) }
    }
  }
}
