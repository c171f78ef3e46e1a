import NestedScrollCore
import ScrollSimulator

extension SimulatedProfileScreen {
  /// Page `page` hosts declarative content (a SwiftUI tab), which renders `content` now: the
  /// first call starts the page on an empty placeholder list, as the SwiftUI layer's hosting
  /// page does, and each later one is a state change inside the content (a spinner replaced
  /// by a `List`). A change lays out the content alone, never the page: the page looks for
  /// its list after that content layout pass (`HostedListSearch`), and what it finds
  /// (`ContentListDetection`) becomes its list, handed to the host
  /// (`NestedScrollHost.replaceList(_:forPage:)`): the content's own list, or, while it has
  /// none, the page's scroll view wrapped around it. A page that is not loaded (not in a
  /// window) renders nothing; it looks once it has appeared.
  public func hostContent(_ content: SimulatedHostedContent, forPage page: Int) {
    guard lists.indices.contains(page) else { return }
    while hostedPages.count < lists.count { hostedPages.append(nil) }
    if hostedPages[page] == nil {
      hostedPages[page] = SimulatedHostedPage(content: content)
      showPlaceholder(forPage: page)
    } else {
      hostedPages[page]?.content = content
      switch content {
      case .spinner:
        hostedPages[page]?.contentList = nil
      case .list(let rows):
        // The same list with other rows: its content size changes, as the host hears by KVO.
        guard let list = hostedPages[page]?.contentList else { break }
        list.contentSize = Size(width: list.contentSize.width, height: rows.reduce(0, +))
        if lists[page] === list {
          rowHeights[page] = rows
          host.listContentSizeDidChange(page: page)
        }
      }
    }
    renderHostedContent(forPage: page, after: .contentLayout)
  }

  /// Whether page `page`'s hosted content is wrapped in the page's own scroll view (it has
  /// no list of its own); `false` for a page that hosts no content.
  public func hostedContentIsWrapped(forPage page: Int) -> Bool {
    hostedPage(page)?.isWrapped ?? false
  }

  /// How many layout passes page `page`'s hosted content had: each state change and each
  /// wrap or unwrap lays it out once; `nil` for a page that hosts no content.
  public func hostedContentLayoutPasses(forPage page: Int) -> Int? {
    hostedPage(page)?.contentLayoutPasses
  }

  /// Page `page`'s hosted content, or `nil` for a page that hosts none.
  func hostedPage(_ page: Int) -> SimulatedHostedPage? {
    hostedPages.indices.contains(page) ? hostedPages[page] : nil
  }

  /// The page's look for its list after `trigger`, as the SwiftUI layer's hosting page
  /// does after each: a wrap or an unwrap builds the content's root anew, whose layout pass
  /// looks again.
  func renderHostedContent(forPage page: Int, after trigger: HostedListSearch.Trigger) {
    var trigger = trigger
    // A wrap and an unwrap at most, then the found list: more passes would be a loop.
    for _ in 0..<4 {
      guard var hosted = hostedPage(page) else { return }
      if trigger == .contentLayout, rendered.pages[page].isLoaded { hosted.contentLayoutPasses += 1 }
      guard hosted.search.shouldSearch(after: trigger, isInWindow: rendered.pages[page].isLoaded) else {
        hostedPages[page] = hosted
        return
      }
      let found = hostedCandidates(of: &hosted, page: page)
      let outcome = hosted.detection.contentDidRender(
        candidates: found.inside.map { $0.candidate }, wrapper: found.wrapper?.candidate, pageWidth: width,
        pageHeight: lists[page].boundsSize.height)
      hosted.search.searchDidEnd()
      hostedPages[page] = hosted
      switch outcome {
      case .useList(let index):
        if case .list(let rows) = hosted.content {
          useHosted(found.inside[index].list, rows: rows, page: page)
        }
      case .useWrapper:
        if let wrapper = found.wrapper { useHosted(wrapper.list, rows: [], page: page) }
      case .wrapContent, .unwrapContent:
        // The list in use leaves the hierarchy: the placeholder holds the page's position
        // until the new root's pass finds the new one.
        showPlaceholder(forPage: page)
        hostedPages[page]?.isWrapped = outcome == .wrapContent
        hostedPages[page]?.wrapper = nil
        hostedPages[page]?.contentList = nil
        trigger = .contentLayout
        continue
      case .none, .unsupported:
        break
      }
      return
    }
  }

  /// The scroll views the hosted content shows now, as the hosting page reports them: the
  /// content's own (inside the wrapper while wrapped, where a `List` gets no height of its
  /// own) and the wrapper. Builds the ones the content has not built yet.
  private func hostedCandidates(of hosted: inout SimulatedHostedPage, page: Int)
    -> (
      inside: [(list: SimulatedScrollView, candidate: ScrollViewCandidate)],
      wrapper: (list: SimulatedScrollView, candidate: ScrollViewCandidate)?
    )
  {
    var inside: [(list: SimulatedScrollView, candidate: ScrollViewCandidate)] = []
    if case .list(let rows) = hosted.content {
      let list =
        hosted.contentList ?? makeList(contentHeight: rows.reduce(0, +), replacing: lists[page], page: page)
      hosted.contentList = list
      inside.append(
        (list, candidate(list, height: hosted.isWrapped ? 0 : list.boundsSize.height, page: page)))
    }
    guard hosted.isWrapped else { return (inside, nil) }
    let wrapper = hosted.wrapper ?? makeList(contentHeight: 0, replacing: lists[page], page: page)
    hosted.wrapper = wrapper
    return (inside, (wrapper, candidate(wrapper, height: wrapper.boundsSize.height, page: page)))
  }

  /// `list` as the detection sees it, `height` points high.
  private func candidate(_ list: SimulatedScrollView, height: Double, page: Int) -> ScrollViewCandidate {
    ScrollViewCandidate(
      width: list.boundsSize.width, height: height, contentWidth: list.contentSize.width,
      alwaysBouncesVertically: list.alwaysBounceVertical, isInUse: lists[page] === list,
      identity: Int(bitPattern: ObjectIdentifier(list)))
  }

  /// Makes `list`, with rows `rows`, page `page`'s list.
  private func useHosted(_ list: SimulatedScrollView, rows: [Double], page: Int) {
    placeholders[page] = false
    install(list, rows: rows, page: page)
  }
}
