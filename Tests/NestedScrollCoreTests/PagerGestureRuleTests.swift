import NestedScrollCore
import NestedScrollPropertyChecks
import Testing

/// ``PagerGestureRule``: the pager never takes a swipe that starts on the header or the tab
/// bar; elsewhere it yields to a carousel until its end, to a row's swipe actions, and to
/// the back swipe on the first page; right to left is the mirror image.
@Suite struct PagerGestureRuleTests {
  /// A carousel 1,000 pt wide in a 400 pt view, at `offset`.
  private func carousel(at offset: Double) -> HorizontalScrollRange {
    HorizontalScrollRange(offsetX: offset, minOffsetX: 0, maxOffsetX: 600)
  }

  private func rule(page: Int = 1, count: Int = 3, rightToLeft: Bool = false) -> PagerGestureRule {
    PagerGestureRule(selectedPage: page, pageCount: count, isRightToLeft: rightToLeft, isBetweenPages: false)
  }

  /// A rule whose header spans 47..<347 and whose tab bar ends at 391.
  private func overlaid(_ rule: PagerGestureRule, betweenPages: Bool = false) -> PagerGestureRule {
    PagerGestureRule(
      selectedPage: rule.selectedPage, pageCount: rule.pageCount, isRightToLeft: rule.isRightToLeft,
      isBetweenPages: betweenPages, headerTop: 47, tabBarBottom: 391)
  }

  @Test func thePagerReceivesTouchesBelowTheTabBarAndAboveTheHeaderOnly() {
    let rule = overlaid(rule())
    #expect(rule.pagerReceivesTouch(atY: 46.9))
    #expect(!rule.pagerReceivesTouch(atY: 47))
    #expect(!rule.pagerReceivesTouch(atY: 390.9))
    #expect(rule.pagerReceivesTouch(atY: 391))
    #expect(rule.pagerReceivesTouch(atY: .nan))
    // Without a header or tab bar every touch is the pager's.
    #expect(self.rule().pagerReceivesTouch(atY: 200))
  }

  @Test func aSwipeThatStartsOnTheHeaderOrTheTabBarNeverPages() {
    for between in [false, true] {
      let rule = overlaid(rule(), betweenPages: between)
      for y in [47.0, 200, 360, 390] {
        #expect(rule.owner(of: HorizontalSwipe(translationX: -10, startY: y)) == .nobody)
        #expect(rule.owner(of: HorizontalSwipe(translationX: 0, startY: y)) == .nobody)
        // A carousel in the header, or a tab bar that scrolls, takes it while it can.
        #expect(
          rule.owner(of: HorizontalSwipe(translationX: -10, startY: y, scrollViews: [carousel(at: 0)]))
            == .scrollView)
        #expect(
          rule.owner(of: HorizontalSwipe(translationX: -10, startY: y, scrollViews: [carousel(at: 600)]))
            == .nobody)
      }
      // On the list below, the same swipe pages.
      #expect(rule.owner(of: HorizontalSwipe(translationX: -10, startY: 391)) == .pager)
    }
  }

  @Test func theBackSwipeWinsFromTheLeadingEdgeOfTheHeaderOnAnyPage() {
    let back = HorizontalSwipe(
      translationX: 10, startY: 200, scrollViews: [carousel(at: 300)], startsAtLeadingScreenEdge: true,
      canNavigateBack: true)
    for page in 0..<3 { #expect(overlaid(rule(page: page)).owner(of: back) == .backSwipe) }
    var away = back
    away.translationX = -10
    #expect(overlaid(rule(page: 1)).owner(of: away) == .scrollView)
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
    Gen.double(in: -40...40), Gen.double(in: 0...800), ranges.array(of: 0...3), Gen.int(in: 0...3), Gen.bool,
    Gen.bool
  ).map { dx, startY, scrollViews, actions, edge, back in
    HorizontalSwipe(
      translationX: dx, startY: startY, scrollViews: scrollViews,
      rowSwipeActions: RowSwipeActions(rawValue: actions), startsAtLeadingScreenEdge: edge,
      canNavigateBack: back)
  }
  /// Rules over a header from 0…200 down to a tab bar ending 0…300 below it.
  static let rules = zip(
    Gen.int(in: 0...4), Gen.int(in: 1...5), Gen.bool, Gen.bool, Gen.double(in: -300...200),
    Gen.double(in: 0...300)
  ).map { page, count, rightToLeft, between, headerTop, overlayHeight in
    PagerGestureRule(
      selectedPage: min(page, count - 1), pageCount: count, isRightToLeft: rightToLeft,
      isBetweenPages: between, headerTop: headerTop, tabBarBottom: headerTop + overlayHeight)
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
        #expect(
          owner == .scrollView || owner == .backSwipe
            || (owner == .pager && rule.isBetweenPages && rule.pagerReceivesTouch(atY: swipe.startY)))
      } else {
        #expect(owner != .scrollView)
      }
    }
  }

  @Test func aSwipeThatStartsWhereThePagerNeverSeesItNeverPages() async {
    await propertyCheck(input: Self.rules, Self.swipes) { rule, swipe in
      let owner = rule.owner(of: swipe)
      if !rule.pagerReceivesTouch(atY: swipe.startY) { #expect(owner != .pager) }
      // Moving the overlay away from the finger changes nothing else: the same swipe on the
      // pages is the pager's rule as before.
      var bare = rule
      bare.tabBarBottom = bare.headerTop
      if rule.pagerReceivesTouch(atY: swipe.startY) { #expect(owner == bare.owner(of: swipe)) }
    }
  }

  @Test func thePagerOnlyPagesWhereThereIsAPageAndNothingElseClaimsTheSwipe() async {
    await propertyCheck(input: Self.rules, Self.swipes) { rule, swipe in
      let owner = rule.owner(of: swipe)
      if rule.pageCount <= 1 { #expect(owner != .pager) }
      if owner == .backSwipe {
        #expect(swipe.canNavigateBack && swipe.startsAtLeadingScreenEdge)
        // Where the pager sees the touch, only on the first page, whose pan waits for it.
        if rule.pagerReceivesTouch(atY: swipe.startY) {
          #expect(rule.selectedPage == 0 && rule.waitsForBackSwipe(canNavigateBack: swipe.canNavigateBack))
        }
      }
      if rule.isBetweenPages, rule.pageCount > 1, rule.pagerReceivesTouch(atY: swipe.startY) {
        #expect(owner == .pager)
      }
      // Away from the first page the pager never waits for the back swipe.
      if rule.selectedPage > 0 { #expect(!rule.waitsForBackSwipe(canNavigateBack: true)) }
    }
  }
}
