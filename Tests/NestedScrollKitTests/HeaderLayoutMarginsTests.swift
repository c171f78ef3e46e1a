import NestedScrollKit
import Testing

/// The header's layout margins keep the app's own and the horizontal safe area (a landscape
/// notch, on the right side in right to left), and never grow by the vertical overlap with
/// the bars the header slides under.
struct HeaderLayoutMarginsTests {
  typealias Edges = HeaderLayoutMargins.Edges
  typealias SafeArea = HeaderLayoutMargins.SafeArea

  /// UIKit's default margins of a plain view.
  let appMargins = Edges(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// Portrait under a navigation bar: only vertical safe area.
  let portrait = SafeArea(top: 103, left: 0, bottom: 34, right: 0)
  /// Landscape with the notch on the left.
  let landscape = SafeArea(top: 32, left: 59, bottom: 21, right: 59)
  let notchOnLeft = SafeArea(top: 32, left: 59, bottom: 21, right: 0)

  @Test func portraitKeepsTheAppsMarginsAndDropsTheVerticalOverlap() {
    var margins = HeaderLayoutMargins()
    let written = margins.margins(current: appMargins, safeArea: portrait, isRightToLeft: false)
    #expect(written == nil)
    #expect(margins.appMargins == appMargins)
  }

  @Test func landscapeAddsTheNotchToLeadingAndTrailingOnly() {
    var margins = HeaderLayoutMargins()
    let written = margins.margins(current: appMargins, safeArea: landscape, isRightToLeft: false)
    #expect(written == Edges(top: 8, leading: 67, bottom: 8, trailing: 67))
  }

  @Test func rightToLeftTheLeftNotchIsTrailing() {
    var margins = HeaderLayoutMargins()
    let written = margins.margins(current: appMargins, safeArea: notchOnLeft, isRightToLeft: true)
    #expect(written == Edges(top: 8, leading: 8, bottom: 8, trailing: 67))
    var leftToRight = HeaderLayoutMargins()
    let ltr = leftToRight.margins(current: appMargins, safeArea: notchOnLeft, isRightToLeft: false)
    #expect(ltr == Edges(top: 8, leading: 67, bottom: 8, trailing: 8))
  }

  @Test func turningBackToPortraitRestoresTheAppsMargins() throws {
    var margins = HeaderLayoutMargins()
    let written = margins.margins(current: appMargins, safeArea: landscape, isRightToLeft: false)
    let landscapeMargins = try #require(written)
    // Written once, the margins are not counted as the app's: the notch is not added twice.
    let again = margins.margins(current: landscapeMargins, safeArea: landscape, isRightToLeft: false)
    #expect(again == nil)
    let back = margins.margins(current: landscapeMargins, safeArea: portrait, isRightToLeft: false)
    #expect(back == appMargins)
  }

  @Test func marginsTheAppAssignsLaterBecomeItsOwn() {
    var margins = HeaderLayoutMargins()
    _ = margins.margins(current: appMargins, safeArea: landscape, isRightToLeft: false)
    let assigned = Edges(top: 0, leading: 20, bottom: 12, trailing: 20)
    let written = margins.margins(current: assigned, safeArea: landscape, isRightToLeft: false)
    #expect(written == Edges(top: 0, leading: 79, bottom: 12, trailing: 79))
    #expect(margins.appMargins == assigned)
  }
}
