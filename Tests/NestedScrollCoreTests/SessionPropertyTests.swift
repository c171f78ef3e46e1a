import NestedScrollCore
import NestedScrollFuzzing
import NestedScrollPropertyChecks
import Testing

/// Property tests: random sessions of gestures, tab switches (taps, swipes, tabs chosen in
/// code), content-size changes and header-height changes on a few screens, played by the
/// fuzzer's own session (``NestedScrollFuzzing/FuzzSession``) and checked against the
/// invariants it checks (``NestedScrollFuzzing/InvariantChecker``) after every touch
/// sample and frame: every value finite, the collapse within 0…H − P and placed from the
/// active list, the finger fully accounted for during a drag, the tab rule at every switch,
/// content on screen kept by every size change and short content padded to the pin, the
/// header continuous, no speed-up after a lift, item snapping resting on a boundary, rest
/// reached with nothing sanitised (these sessions are good input), and what the screen
/// shows: the tab indicator on the pager, one scroll-to-top owner, off-screen pages hidden
/// from VoiceOver, balanced appearance callbacks.
@Suite struct SessionPropertyTests {
  /// Item heights of the item-snapping page (page 0 of screen 2).
  static let itemHeights: [Double] = Array(repeating: [120.0, 80, 200, 60, 150, 300, 90, 400], count: 6)
    .flatMap { $0 }

  /// The screens sessions run on, and what the app sets up before a session.
  static func screen(_ kind: Int) -> (screen: FuzzScreen, setup: [FuzzEvent]) {
    switch kind {
    case 0:
      return (
        FuzzScreen(configuration: profileConfiguration(), width: 390, contentHeights: [5000, 300, 3000]), []
      )
    case 1:
      let configuration = profileConfiguration(
        pinnedHeaderHeight: 60, bottomInset: 34, snapsHeader: true,
        refresh: RefreshConfiguration(threshold: 70, indicatorHeight: 50))
      return (
        FuzzScreen(configuration: configuration, width: 390, contentHeights: [4000, 2500, 150, 6000]), []
      )
    default:
      let configuration = profileConfiguration(
        headerHeight: 220, pinnedHeaderHeight: 44, overscrollBehavior: .moveHeader)
      return (
        FuzzScreen(configuration: configuration, width: 390, contentHeights: [8400, 1000]),
        [.itemSnap(page: 0, heights: itemHeights)]
      )
    }
  }

  @Test func randomSessionsKeepEveryInvariant() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...2), Operation.sessions(of: 1...16), Gen.bool) {
      kind, operations, fast in
      let (screen, setup) = Self.screen(kind)
      let script = SessionScript(screen: screen, frameRate: fast ? 120 : 60)
      for event in setup { script.send(event) }
      for operation in operations { operation.play(on: script) }
      script.play()
    }
  }
}
