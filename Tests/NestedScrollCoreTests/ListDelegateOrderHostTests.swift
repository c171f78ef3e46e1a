import NestedScrollCore
import NestedScrollPropertyChecks
import Testing

/// The order the UIKit delegate proxy uses, with a real host behind it: whatever target the
/// app's `scrollViewWillEndDragging` writes, the target UIKit gets is the host's decision
/// from it, and a snapping header released half collapsed comes to rest expanded or pinned.
struct ListDelegateOrderHostTests {
  /// H 300, P 0, T 44, no safe area: expanded at −344, pinned at −44.
  static let expanded = -344.0
  static let pinned = -44.0

  /// A shown host of one page with a snapping header, its adapter (which the host holds
  /// weakly) and the page's list, released at `offset`.
  static func releasedHost(at offset: Double) -> (
    NestedScrollHost<IssueRecordingAdapter>, IssueRecordingAdapter, StubList
  )? {
    let adapter = IssueRecordingAdapter()
    let host = NestedScrollHost<IssueRecordingAdapter>(
      behavior: NestedScrollBehavior(snapsHeader: true), pageCount: 1)
    host.adapter = adapter
    host.containerDidLayout(
      ContainerMeasurements(width: 390, height: 844, headerHeight: 300, tabBarHeight: 44))
    host.containerAppearanceDidChange(.willAppear, animated: false)
    host.containerAppearanceDidChange(.didAppear, animated: false)
    guard let list = adapter.loaded[0] else { return nil }
    list.contentOffsetY = offset
    host.listDidScroll(page: 0)
    return (host, adapter, list)
  }

  @Test func theHostDecidesLastAndTheHeaderRestsSnapped() async {
    let inside = Gen.double(in: (Self.expanded + 1)...(Self.pinned - 1))
    let anywhere = Gen.double(in: -600...1200)
    await propertyCheck(count: 100, input: inside, anywhere) { offset, appTarget in
      guard let (host, adapter, list) = Self.releasedHost(at: offset),
        let (alone, aloneAdapter, _) = Self.releasedHost(at: offset)
      else {
        Issue.record("page 0 did not load")
        return
      }
      // What the host makes of the app's target on its own.
      var expected = appTarget
      alone.listWillEndDragging(page: 0, velocityPerMillisecond: 0, targetContentOffset: &expected, at: 1)

      let target = ListDelegateOrder.targetContentOffset(
        proposed: offset, app: { $0 = appTarget },
        host: {
          host.listWillEndDragging(page: 0, velocityPerMillisecond: 0, targetContentOffset: &$0, at: 1)
        })
      #expect(target == expected, "the app's target \(appTarget) was not the host's to decide")

      // UIKit decelerates to the target; the host's spring and rest rule take over.
      list.contentOffsetY = target
      host.listDidScroll(page: 0)
      host.listDidEndDragging(page: 0, willDecelerate: false, at: 1)
      var time = 1.0
      while host.frame(at: time), time < 4 { time += 1.0 / 60 }
      let rest = list.contentOffsetY
      let inHeader = rest > Self.expanded + 0.5 && rest < Self.pinned - 0.5
      #expect(!inHeader, "released at \(offset), app target \(appTarget): rests half collapsed at \(rest)")
      withExtendedLifetime((adapter, aloneAdapter)) {}
    }
  }
}
