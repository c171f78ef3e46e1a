import NestedScrollCore
import Testing

/// Who has the last word on a list's deceleration target and on the status-bar tap: the
/// app's delegate is asked first, the host decides last (a refresh room or a snap target is
/// never overwritten), and an app's veto of the scroll to top is kept.
struct ListDelegateOrderTests {
  @Test func theHostDecidesTheTargetFromTheAppsTarget() {
    var calls: [String] = []
    var hostSaw = Double.nan
    let target = ListDelegateOrder.targetContentOffset(
      proposed: 500,
      app: { target in
        calls.append("app")
        #expect(target == 500)
        target = 640
      },
      host: { target in
        calls.append("host")
        hostSaw = target
        target = -391
      })
    #expect(calls == ["app", "host"])
    #expect(hostSaw == 640)
    #expect(target == -391, "the app's delegate overwrote the host's target")
  }

  @Test func anAppThatOnlyWatchesLeavesTheHostsTarget() {
    let target = ListDelegateOrder.targetContentOffset(proposed: 812, app: { _ in }, host: { $0 = 800 })
    #expect(target == 800)
  }

  @Test func aNonFiniteAppTargetIsReplacedByTheProposal() {
    var hostSaw = 0.0
    let target = ListDelegateOrder.targetContentOffset(
      proposed: 120, app: { $0 = .nan }, host: { hostSaw = $0 })
    #expect(hostSaw == 120)
    #expect(target == 120)
  }

  @Test(arguments: [nil, true, false] as [Bool?])
  func theAppMayVetoTheScrollToTop(app: Bool?) {
    var hostAsked = false
    let scrolls = ListDelegateOrder.shouldScrollToTop(app: app) {
      hostAsked = true
      return false
    }
    #expect(!scrolls)
    #expect(hostAsked == (app != false), "the host runs the scroll to top unless the app vetoes it")
  }

  @Test(arguments: [nil, "Chapter 3"] as [String?])
  func theAppsScrollStatusWinsOverTheHosts(app: String?) {
    var hostAsked = false
    let status = ListDelegateOrder.accessibilityScrollStatus(app: app) {
      hostAsked = true
      return "Page 2 of 5"
    }
    #expect(status == (app ?? "Page 2 of 5"))
    #expect(hostAsked == (app == nil), "the host is asked only when the app says nothing")
  }
}
