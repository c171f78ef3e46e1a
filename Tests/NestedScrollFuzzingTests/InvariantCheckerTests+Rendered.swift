import NestedScrollCore
import NestedScrollFuzzing
import NestedScrollSimulation
import ScrollSimulator
import Testing

/// The invariants on what the simulated screen shows (its rendered state, built only from
/// the host's outputs): each catches the picture it forbids, and passes what the host
/// really sends.
extension InvariantCheckerTests {
  @Test func anIndicatorThatLagsThePagerIsCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    #expect(InvariantChecker.checkRendered(snapshot) == nil)
    snapshot.rendered?.tabSelection.progress = 0.5
    #expect(InvariantChecker.checkRendered(snapshot)?.0 == .tabIndicatorTracksPager)
    snapshot.rendered?.tabSelection = TabSelection(selectedIndex: 0, progress: 1)
    #expect(InvariantChecker.checkRendered(snapshot)?.0 == .tabIndicatorTracksPager)
    // Right to left, page 1 of 3 sits in the middle slot either way; page 0 is the rightmost.
    var mirrored = ScreenSnapshot(try settledScreen())
    mirrored.isRightToLeft = true
    #expect(InvariantChecker.checkRendered(mirrored) == nil)
    mirrored.pager.offset.x = 2 * mirrored.pager.viewportLength
    mirrored.rendered?.tabSelection.progress = 0
    mirrored.activePage = 0
    mirrored.rendered?.tabSelection.selectedIndex = 0
    mirrored.rendered?.pages[1].isAccessibilityHidden = true
    mirrored.rendered?.pages[1].scrollsToTop = false
    mirrored.rendered?.pages[0].scrollsToTop = true
    mirrored.rendered?.pages[0].frameX = mirrored.pager.offset.x
    #expect(InvariantChecker.checkRendered(mirrored) == nil)
  }

  @Test func noneOrTwoScrollsToTopOwnersAreCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    snapshot.rendered?.pages[0].scrollsToTop = true
    #expect(InvariantChecker.checkRendered(snapshot)?.0 == .oneScrollsToTopOwner)
    snapshot.rendered?.pages[0].scrollsToTop = false
    snapshot.rendered?.pages[1].scrollsToTop = false
    #expect(InvariantChecker.checkRendered(snapshot)?.0 == .oneScrollsToTopOwner)
    // Not loaded, the selected page owns nothing yet.
    snapshot.rendered?.pages[1].isLoaded = false
    #expect(InvariantChecker.checkRendered(snapshot) == nil)
  }

  @Test func anOffScreenPageVoiceOverSeesIsCaught() throws {
    var snapshot = ScreenSnapshot(try settledScreen())
    #expect(snapshot.rendered?.pages[0].isAccessibilityHidden == true)
    snapshot.rendered?.pages[0].isAccessibilityHidden = false
    #expect(InvariantChecker.checkRendered(snapshot)?.0 == .offScreenPagesHidden)
    // A pager between pages 0 and 1 shows both.
    snapshot.pager.offset.x = snapshot.pager.viewportLength / 2
    snapshot.rendered?.tabSelection.progress = 0.5
    #expect(InvariantChecker.checkRendered(snapshot) == nil)
  }

  @Test func unbalancedAppearanceCallbacksAndAnOffScreenAppearanceAreCaught() throws {
    let snapshot = ScreenSnapshot(try settledScreen())
    func check(_ transitions: [(Int, PageAppearanceTransition)]) -> Invariant? {
      var states: [PageAppearanceTransition?] = [nil, .didAppear, nil]
      return InvariantChecker.checkAppearance(
        transitions.map { PageAppearanceEvent(page: $0.0, transition: $0.1) }, states: &states, in: snapshot)?
        .0
    }
    #expect(check([]) == nil)
    #expect(
      check([(1, .willDisappear), (1, .willAppear), (1, .didAppear)]) == nil, "a swipe that turns back")
    #expect(check([(1, .didDisappear)]) == .appearanceBalanced, "a did without its will")
    #expect(check([(0, .didAppear)]) == .appearanceBalanced, "a did without its will")
    #expect(check([(1, .willAppear)]) == .appearanceBalanced, "a will twice")
    #expect(check([(0, .willAppear), (0, .didAppear)]) == .appearanceBalanced, "page 0 is off screen")
    #expect(check([(5, .willAppear)]) == .appearanceBalanced, "no such page")
  }
}
