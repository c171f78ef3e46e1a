import NestedScrollCore
import NestedScrollPropertyChecks
import Testing

/// Which scroll view inside a SwiftUI tab is its list, and what happens when there is none, as
/// the tab's content changes kind.
struct ContentListDetectionTests {
  static let page = (width: 390.0, height: 844.0)

  static func list(width: Double = 390, height: Double = 844, inUse: Bool = false) -> ScrollViewCandidate {
    ScrollViewCandidate(width: width, height: height, contentWidth: width, isInUse: inUse)
  }

  static let carousel = ScrollViewCandidate(width: 390, height: 844, contentWidth: 2000)

  func pass(
    _ detection: inout ContentListDetection, _ candidates: [ScrollViewCandidate],
    wrapper: ScrollViewCandidate? = nil
  ) -> ContentListDetection.Outcome {
    detection.contentDidRender(
      candidates: candidates, wrapper: wrapper, pageWidth: Self.page.width, pageHeight: Self.page.height)
  }

  @Test func aPageSizedVerticalScrollViewIsTheList() {
    var detection = ContentListDetection()
    #expect(
      pass(&detection, [ScrollViewCandidate(width: 390, height: 120, contentWidth: 1600), Self.list()])
        == .useList(1))
    #expect(detection.stage == .usesList)
  }

  @Test func carouselsCardsAndDisabledScrollViewsAreNotLists() {
    let disabled = ScrollViewCandidate(width: 390, height: 844, contentWidth: 390, isScrollEnabled: false)
    let card = Self.list(width: 300, height: 844)
    let strip = Self.list(width: 390, height: 400)
    #expect(
      ContentListDetection.listIndex(
        in: [Self.carousel, disabled, card, strip], pageWidth: Self.page.width, pageHeight: Self.page.height)
        == nil)
    // A wide grid that also bounces vertically scrolls both ways: it is the list.
    var grid = Self.carousel
    grid.alwaysBouncesVertically = true
    #expect(
      ContentListDetection.listIndex(in: [grid], pageWidth: Self.page.width, pageHeight: Self.page.height)
        == 0)
  }

  @Test func ofSeveralListsTheLargestWinsAndTheOutermostOnATie() {
    let candidates = [Self.list(height: 500), Self.list(), Self.list()]
    #expect(
      ContentListDetection.listIndex(in: candidates, pageWidth: Self.page.width, pageHeight: Self.page.height)
        == 1)
  }

  @Test func aPassBeforeThePageHasASizeDecidesNothing() {
    var detection = ContentListDetection()
    #expect(detection.contentDidRender(candidates: [], pageWidth: 0, pageHeight: 0) == .none)
    #expect(detection.stage == .awaitingContent)
  }

  @Test func loadingThenListThenEmptyThenList() {
    var detection = ContentListDetection()
    let wrapper = Self.list()
    // A spinner: wrapped, so the header still collapses over it.
    #expect(pass(&detection, []) == .wrapContent)
    #expect(pass(&detection, [], wrapper: wrapper) == .useWrapper)
    #expect(pass(&detection, [], wrapper: Self.list(inUse: true)) == .none)
    // The List arrives inside the wrapper (where it has no height): unwrapped, then used.
    #expect(pass(&detection, [Self.list(height: 0)], wrapper: Self.list(inUse: true)) == .unwrapContent)
    #expect(pass(&detection, [Self.list()]) == .useList(0))
    #expect(pass(&detection, [Self.list(inUse: true)]) == .none)
    // An empty state replaces the List: wrapped again.
    #expect(pass(&detection, []) == .wrapContent)
    #expect(pass(&detection, [], wrapper: wrapper) == .useWrapper)
    // The List comes back.
    #expect(pass(&detection, [Self.list(height: 0)], wrapper: Self.list(inUse: true)) == .unwrapContent)
    #expect(pass(&detection, [Self.list()]) == .useList(0))
  }

  @Test func aShortStripIsWrappedAndNotUnwrappedForAgain() {
    var detection = ContentListDetection()
    let strip = Self.list(height: 200)
    #expect(pass(&detection, [strip]) == .wrapContent)
    #expect(pass(&detection, [strip], wrapper: Self.list()) == .useWrapper)
    #expect(pass(&detection, [strip], wrapper: Self.list(inUse: true)) == .none)
    // Its content changes kind (the strip goes): a List arriving later is unwrapped for.
    #expect(pass(&detection, [], wrapper: Self.list(inUse: true)) == .none)
    #expect(pass(&detection, [Self.list(height: 0)], wrapper: Self.list(inUse: true)) == .unwrapContent)
  }

  @Test func aWrapperThatCannotBeFoundIsReportedOnce() {
    var detection = ContentListDetection()
    #expect(pass(&detection, []) == .wrapContent)
    #expect(pass(&detection, [Self.carousel]) == .unsupported)
    #expect(pass(&detection, []) == .none)
    #expect(pass(&detection, [Self.list()]) == .none)
  }

  @Test func aListBuiltAnewReplacesTheOneInUse() {
    var detection = ContentListDetection()
    #expect(pass(&detection, [Self.list()]) == .useList(0))
    #expect(pass(&detection, [Self.list(inUse: true)]) == .none)
    #expect(pass(&detection, [Self.list(height: 600), Self.list()]) == .useList(1))
  }

  @Test func aStripFollowedByAListIsUnwrappedForTheList() {
    var detection = ContentListDetection()
    let strip = ScrollViewCandidate(width: 390, height: 200, contentWidth: 390, identity: 1)
    let list = ScrollViewCandidate(width: 390, height: 0, contentWidth: 390, identity: 2)
    #expect(pass(&detection, [strip]) == .wrapContent)
    #expect(pass(&detection, [list], wrapper: Self.list()) == .unwrapContent)
  }

  /// Property: whatever the order in which a tab's content changes kind, each kind settles
  /// within four passes into the one arrangement that fits it, and stays there; a vertical
  /// scroll view is never used inside the wrapper. (Four: a short strip that appears inside
  /// the wrapper looks like a `List` there, which gets no height: it is unwrapped once, found
  /// short, and wrapped for good.)
  @Test func everySequenceOfContentKindsSettles() async {
    let kinds = zip(Gen.int(in: 0...(ContentKind.allCases.count - 1)), Gen.int(in: 1...6)).array(of: 1...12)
    await propertyCheck(count: 300, input: kinds) { steps in
      var tab = ModelTab()
      for (kindIndex, passes) in steps {
        tab.show(ContentKind.allCases[kindIndex])
        for index in 0..<passes {
          let outcome = tab.render()
          #expect(!(tab.isWrapped && tab.inUse == .content))
          guard index >= 3 else { continue }
          #expect(outcome == .none, "\(tab.kind) pass \(index): \(outcome)")
          if tab.kind.hasList {
            #expect(!tab.isWrapped && tab.inUse == .content)
          } else {
            #expect(tab.isWrapped && tab.inUse == .wrapper)
          }
        }
      }
    }
  }
}

/// What a SwiftUI tab can show.
enum ContentKind: CaseIterable {
  case nothing, spinner, list, emptyState, scrollView, shortStrip, carousel

  /// Whether it builds a page-sized vertical scroll view of its own.
  var hasList: Bool { self == .list || self == .scrollView }

  /// The scroll views it builds: page-sized lists get no height inside a vertical wrapper.
  func candidates(wrapped: Bool, inUse: Bool, identity: Int) -> [ScrollViewCandidate] {
    let (height, contentWidth): (Double, Double)
    switch self {
    case .nothing, .spinner, .emptyState: return []
    case .list, .scrollView: (height, contentWidth) = (wrapped ? 0 : 844, 390)
    case .shortStrip: (height, contentWidth) = (200, 390)
    case .carousel: (height, contentWidth) = (300, 2000)
    }
    return [
      ScrollViewCandidate(
        width: 390, height: height, contentWidth: contentWidth, isInUse: inUse, identity: identity)
    ]
  }
}

/// A tab as its adapter keeps it: wrapped or not, and which scroll view is its list.
struct ModelTab {
  enum InUse: Equatable { case none, content, wrapper }
  var detection = ContentListDetection()
  var kind = ContentKind.nothing
  var isWrapped = false
  var inUse = InUse.none
  /// Whether the content's scroll view in use is the one it shows now (a new kind builds new
  /// views).
  var contentViewInUse = false

  /// The identity of the content's scroll view: a new kind builds a new one.
  var identity = 1

  mutating func show(_ kind: ContentKind) {
    if kind != self.kind {
      contentViewInUse = false
      identity += 1
    }
    self.kind = kind
  }

  mutating func render() -> ContentListDetection.Outcome {
    let candidates = kind.candidates(
      wrapped: isWrapped, inUse: inUse == .content && contentViewInUse, identity: identity)
    let wrapper =
      isWrapped
      ? ScrollViewCandidate(width: 390, height: 844, contentWidth: 390, isInUse: inUse == .wrapper) : nil
    let outcome = detection.contentDidRender(
      candidates: candidates, wrapper: wrapper, pageWidth: 390, pageHeight: 844)
    switch outcome {
    case .none, .unsupported: break
    case .useList:
      inUse = .content
      contentViewInUse = true
    case .wrapContent:
      isWrapped = true
      if inUse == .content { inUse = .none }
    case .useWrapper: inUse = .wrapper
    case .unwrapContent:
      isWrapped = false
      if inUse == .wrapper { inUse = .none }
    }
    return outcome
  }
}
