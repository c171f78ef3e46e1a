import NestedScrollCore
import NestedScrollSimulation

extension InvariantChecker {
  /// Checks what the screen shows (``ScreenSnapshot/rendered``, built only from the host's
  /// outputs) against its views: the tab indicator stands where the pager is, one list owns
  /// the status-bar tap, and pages off screen are hidden from VoiceOver.
  package static func checkRendered(_ s: ScreenSnapshot) -> (Invariant, String)? {
    guard let rendered = s.rendered else { return nil }
    if let violation = checkTabIndicator(s, rendered) { return violation }
    if let violation = checkScrollsToTop(s, rendered) { return violation }
    if let violation = checkTabStates(s, rendered) { return violation }
    return checkOffScreenPages(s, rendered)
  }

  /// Each page's refresh indicator shows the host's tab refresh state; a loaded page's
  /// load-more footer shows while the host waits for its rows, below its last row.
  static func checkTabStates(_ s: ScreenSnapshot, _ rendered: RenderedScreen) -> (Invariant, String)? {
    for (index, page) in rendered.pages.enumerated() {
      if index < s.tabRefreshStates.count, page.refreshState != s.tabRefreshStates[index] {
        return (
          .tabStateShown,
          "page \(index) shows refresh \(page.refreshState), its tab refresh is \(s.tabRefreshStates[index])"
        )
      }
      guard page.isLoaded, index < s.loadingMore.count, index < s.lists.count else { continue }
      let expected = s.loadingMore[index] ? s.lists[index].contentLength : nil
      if page.loadMoreFooterTop != expected {
        return (
          .tabStateShown,
          "page \(index) shows its load-more footer at \(page.loadMoreFooterTop.map { "\($0)" } ?? "none"), "
            + "the host \(s.loadingMore[index] ? "waits for rows below \(s.lists[index].contentLength)" : "waits for none")"
        )
      }
    }
    return nil
  }

  /// The indicator shows the selected page, at the pager's position in pages.
  static func checkTabIndicator(_ s: ScreenSnapshot, _ rendered: RenderedScreen) -> (Invariant, String)? {
    let selection = rendered.tabSelection
    if selection.selectedIndex != s.activePage {
      return (
        .tabIndicatorTracksPager,
        "the tab bar selects \(selection.selectedIndex), page \(s.activePage) is selected"
      )
    }
    let width = s.pager.viewportLength
    guard width > 0, !s.lists.isEmpty else { return nil }
    let last = Double(s.lists.count - 1)
    let slot = min(max(s.pager.offset.x / width, 0), last)
    let progress = s.isRightToLeft ? last - slot : slot
    guard same(selection.progress, progress) else {
      return (
        .tabIndicatorTracksPager,
        "indicator at \(selection.progress), pager at x \(s.pager.offset.x) of pages \(width) wide shows \(progress)"
      )
    }
    return nil
  }

  /// No two loaded lists have `scrollsToTop`; the selected page's has it once it is loaded.
  static func checkScrollsToTop(_ s: ScreenSnapshot, _ rendered: RenderedScreen) -> (Invariant, String)? {
    let owners = rendered.pages.indices.filter { rendered.pages[$0].scrollsToTop }
    if owners.count > 1 { return (.oneScrollsToTopOwner, "pages \(owners) all have scrollsToTop") }
    guard rendered.pages.indices.contains(s.activePage), rendered.pages[s.activePage].isLoaded,
      owners != [s.activePage]
    else { return nil }
    return (
      .oneScrollsToTopOwner, "page \(s.activePage) is selected and loaded; scrollsToTop is on for \(owners)"
    )
  }

  /// A loaded page whose frame does not meet the pager's bounds is hidden from VoiceOver.
  static func checkOffScreenPages(_ s: ScreenSnapshot, _ rendered: RenderedScreen) -> (Invariant, String)? {
    guard let pageWidth = rendered.containerLayout?.pageWidth else { return nil }
    for (index, page) in rendered.pages.enumerated() where page.isLoaded && !page.isAccessibilityHidden {
      if !isOnScreen(page, pageWidth: pageWidth, pager: s.pager) {
        return (
          .offScreenPagesHidden,
          "page \(index) at x \(page.frameX) is off the pager's bounds at x \(s.pager.offset.x) "
            + "(\(s.pager.viewportLength) wide) but VoiceOver sees it"
        )
      }
    }
    return nil
  }

  /// Whether `page`'s frame meets the pager's visible bounds (touching edges do not). A
  /// pager pulled past its first or last page still shows that page: its rubber band is
  /// less than a page wide on any screen (a pager narrower than a point may be pulled
  /// further), so the bounds are taken within the pages.
  static func isOnScreen(_ page: RenderedPage, pageWidth: Double, pager: ScreenSnapshot.View) -> Bool {
    let x = min(max(pager.offset.x, pager.bounds.lowerBound), pager.bounds.upperBound)
    return page.frameX < x + pager.viewportLength && x < page.frameX + pageWidth
  }

  /// Plays `events` (the appearance callbacks since the last check) on `states` (each page's
  /// last callback, `nil` for none): a `did` must follow its `will`, a `will` may follow the
  /// opposite `will` or `did`. Then, in the snapshot's state, every page whose last callback
  /// is `didAppear` must be loaded and on screen.
  package static func checkAppearance(
    _ events: [PageAppearanceEvent], states: inout [PageAppearanceTransition?], in s: ScreenSnapshot
  ) -> (Invariant, String)? {
    for event in events {
      guard states.indices.contains(event.page) else {
        return (.appearanceBalanced, "\(event.transition) for page \(event.page), which does not exist")
      }
      let previous = states[event.page]
      guard event.transition.canFollow(previous) else {
        let last = previous.map { "\($0)" } ?? "nothing"
        return (.appearanceBalanced, "page \(event.page) got \(event.transition) after \(last)")
      }
      states[event.page] = event.transition
    }
    guard let rendered = s.rendered, let pageWidth = rendered.containerLayout?.pageWidth, pageWidth > 0 else {
      return nil
    }
    for (index, state) in states.enumerated() where state == .didAppear {
      guard rendered.pages.indices.contains(index) else { continue }
      let page = rendered.pages[index]
      if !page.isLoaded || !isOnScreen(page, pageWidth: pageWidth, pager: s.pager) {
        return (
          .appearanceBalanced,
          "page \(index) has appeared but is \(page.isLoaded ? "off screen at x \(page.frameX)" : "not loaded"); "
            + "the pager is at x \(s.pager.offset.x)"
        )
      }
    }
    return nil
  }
}
