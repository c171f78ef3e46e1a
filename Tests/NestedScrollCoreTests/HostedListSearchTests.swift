import NestedScrollCore
import NestedScrollPropertyChecks
import Testing

/// A SwiftUI tab whose content changes kind (a spinner, a `List`) finds its list after the
/// content's own layout passes: a state change inside the hosted content lays out no part of
/// the page, and the list is still found, never left wrapped in a scroll view.
@Suite struct HostedListSearchTests {
  /// A tab as the hosting page sees it: its content, whether the page wraps it, which scroll
  /// view is the page's list, and only content layout passes, never one of the page.
  struct HostedTab {
    enum Content: CaseIterable { case spinner, list }
    static let wrapperIdentity = 1
    static let listIdentity = 2

    var content = Content.spinner
    var isWrapped = false
    /// The page's list: 0 the placeholder, else a scroll view's identity.
    var inUse = 0
    var search = HostedListSearch()
    var detection = ContentListDetection()
    var searches = 0

    var candidates: (found: [ScrollViewCandidate], wrapper: ScrollViewCandidate?) {
      let list = ScrollViewCandidate(
        width: 390, height: isWrapped ? 40 : 844, contentWidth: 390, isInUse: inUse == Self.listIdentity,
        identity: Self.listIdentity)
      let found = content == .list ? [list] : []
      guard isWrapped else { return (found, nil) }
      let wrapper = ScrollViewCandidate(
        width: 390, height: 844, contentWidth: 390, isInUse: inUse == Self.wrapperIdentity,
        identity: Self.wrapperIdentity)
      return (found, wrapper)
    }

    /// The hosted content finished a layout pass.
    mutating func contentDidLayout() {
      var rebuilds = 0
      while search.shouldSearch(after: .contentLayout, isInWindow: true) {
        searches += 1
        // The search lays the content out itself: that pass is its own.
        let nested = search.shouldSearch(after: .contentLayout, isInWindow: true)
        #expect(!nested)
        let (found, wrapper) = candidates
        let outcome = detection.contentDidRender(
          candidates: found, wrapper: wrapper, pageWidth: 390, pageHeight: 844)
        search.searchDidEnd()
        switch outcome {
        case .useList: inUse = Self.listIdentity
        case .useWrapper: inUse = Self.wrapperIdentity
        case .wrapContent, .unwrapContent:
          inUse = 0
          isWrapped = outcome == .wrapContent
          // The new root is laid out: another content pass.
          rebuilds += 1
          if rebuilds < 10 { continue }
          return
        case .none, .unsupported: return
        }
        return
      }
    }
  }

  @Test func aContentChangeIsFoundWithoutAnyLayoutOfThePage() async {
    let kinds = Gen.int(in: 0...1).map { HostedTab.Content.allCases[$0] }.array(of: 1...8)
    await propertyCheck(count: 200, input: kinds) { changes in
      var tab = HostedTab()
      tab.contentDidLayout()
      for content in changes {
        tab.content = content
        tab.contentDidLayout()
        switch content {
        case .list:
          #expect(tab.inUse == HostedTab.listIdentity && !tab.isWrapped, "\(changes)")
        case .spinner:
          #expect(tab.inUse == HostedTab.wrapperIdentity && tab.isWrapped, "\(changes)")
        }
      }
    }
  }

  @Test func noSearchOutsideAWindow() {
    var search = HostedListSearch()
    let outside = search.shouldSearch(after: .contentLayout, isInWindow: false)
    #expect(!outside)
    let inside = search.shouldSearch(after: .pageLayout, isInWindow: true)
    #expect(inside)
    #expect(search.state == .searching)
    search.searchDidEnd()
    #expect(search.state == .idle)
  }
}
