import NestLabKit
import NestedScrollExpectations
import ScrollSimulator
import Testing

/// One overlay scroll view mapped onto container and list (NestLabStrategies'
/// OverlayScrollView article).
@Suite("Baseline: overlay scroll view")
struct BaselineOverlayScrollViewTests {
  static var strategies: [any NestedScrollStrategy.Type] {
    [
      CoordinatorStrategy.self, BaselineOverlayScrollViewStrategy.self,
    ]
  }

  /// Whenever the header shows, `contentOffsets.removeAll()` and every cached list goes to
  /// 0, so a tab left deep comes back at its top although the header is pinned again; ours
  /// keeps it.
  @Test func otherTabsOffsetsAreThrownAwayWhenTheHeaderShows() throws {
    let runs = try TabScript.deepTabSurvivesHeaderRoundTrip(Self.strategies, spec: BaselineScreens.profile())
    for run in runs.values {
      #expect(run.headerShown && run.pinnedOnReturn, "the script did what it says: \(run)")
    }
    #expect(try #require(runs["ours"]).lost < 0.5, "\(runs)")
    let overlay = try #require(runs["overlay"])
    #expect(overlay.before > 100 && overlay.after == 0, "back at its top: \(overlay)")
  }

  /// Content-size changes reach the overlay only through a KVO that follows the most
  /// recently cached page: after visiting another tab, the first tab's new rows cannot be
  /// scrolled to. Without the visit (or with ours) they can.
  @Test func contentGrowthIsNotMirroredAfterAVisitToAnotherTab() throws {
    var gains: [String: Double] = [:]
    for (name, type, visit) in [
      ("ours", CoordinatorStrategy.self, true), ("overlay", BaselineOverlayScrollViewStrategy.self, true),
      ("overlay without visit", BaselineOverlayScrollViewStrategy.self, false),
    ] as [(String, any NestedScrollStrategy.Type, Bool)] {
      let finger = FingerDriver(try type.init(screen: BaselineScreens.profile(contentHeight: 6000)))
      Self.flingToTheEnd(finger)
      let endBefore = finger.observation.scrollPosition
      if visit {
        finger.tapTab(1)
        finger.tapTab(0)
      }
      finger.strategy.setContentHeight(9000, tab: 0, time: finger.time)
      Self.flingToTheEnd(finger)
      gains[name] = finger.observation.scrollPosition - endBefore
    }
    expectApproximatelyEqual(try #require(gains["ours"]), 3000, absoluteTolerance: 1, "\(gains)")
    expectApproximatelyEqual(
      try #require(gains["overlay without visit"]), 3000, absoluteTolerance: 1, "\(gains)")
    expectApproximatelyEqual(try #require(gains["overlay"]), 0, absoluteTolerance: 1, "\(gains)")
  }

  /// Lists never scroll themselves and the overlay does not bounce: a pull at the top moves
  /// nothing (no room for a refresh control or header stretch); ours overscrolls.
  @Test func aPullAtTheTopDoesNotOverscroll() throws {
    var lowest: [String: Double] = [:]
    for type in Self.strategies {
      let finger = FingerDriver(try type.init(screen: BaselineScreens.profile()))
      finger.drag(fromY: 400, toY: 600, duration: 0.4, lift: false)
      lowest[type.identifier] = finger.frames.map(\.position).min()
      finger.lift()
    }
    #expect(try #require(lowest["ours"]) < -50, "\(lowest)")
    #expect(try #require(lowest["overlay"]) == 0, "\(lowest)")
  }

  /// Fast flings up until the content rests at its end.
  static func flingToTheEnd(_ finger: FingerDriver) {
    for _ in 0..<6 {
      finger.drag(fromY: 700, toY: 300, duration: 0.08)
      finger.wait(1.5)
    }
    finger.wait(2)
  }
}
