import NestedScrollCore
import NestedScrollPropertyChecks
import Testing

/// Exactly one scroll view on screen has `scrollsToTop` whenever a list is primary: the
/// primary list. The pager and scroll views in the header or the tab bar (a text view has
/// it on by default) never do, or UIKit's status-bar tap would scroll nothing.
struct ScrollViewRoleTests {
  @Test func overlayScrollViewsAndThePagerNeverScrollToTop() {
    for primary in [nil, 0, 3] as [Int?] {
      #expect(!ScrollViewRole.overlay.scrollsToTop(primaryPage: primary))
      #expect(!ScrollViewRole.pager.scrollsToTop(primaryPage: primary))
      // A carousel or a text view in a feed's row: with it on, the status-bar tap is dead.
      #expect(!ScrollViewRole.insideList.scrollsToTop(primaryPage: primary))
    }
  }

  @Test func exactlyOneOwnerAmongListsPagerAndOverlay() async {
    await propertyCheck(count: 200, input: Gen.int(in: 1...8), Gen.int(in: -1...7), Gen.int(in: 0...4)) {
      pageCount, primary, overlayCount in
      let primaryPage: Int? = primary >= 0 && primary < pageCount ? primary : nil
      let roles =
        (0..<pageCount).map { ScrollViewRole.list(page: $0) } + [.pager]
        + Array(repeating: ScrollViewRole.overlay, count: overlayCount)
        + Array(repeating: ScrollViewRole.insideList, count: overlayCount)
      let owners = roles.filter { $0.scrollsToTop(primaryPage: primaryPage) }
      #expect(owners == (primaryPage.map { [.list(page: $0)] } ?? []))
    }
  }
}
