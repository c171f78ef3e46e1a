import NestedScrollCore
import ScrollSimulator

extension FuzzProgram {
  /// The program as text, one fact a line: the byte format, the screen, then every step
  /// with its delay. What `nestlab fuzz-replay --steps` prints and what each saved input's
  /// `.steps.txt` holds: a change of the decoder that changes what saved bytes mean shows
  /// as a difference here (FuzzRegressionTests compares them).
  package var text: String {
    var lines = [
      hasHeader ? "format \(format)" : "format \(format) (no header)",
      "screen:",
    ]
    lines += screen.textLines.map { "  " + $0 }
    lines.append("steps: \(steps.count)")
    for (index, step) in steps.enumerated() {
      let delay = "\(step.delay)"
      lines.append("  \(index): \(delay.hasPrefix("-") ? "" : "+")\(delay)s \(step.event)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where the ``text`` of the input at `path` is kept beside it: `crash-1a2b.fuzz` →
  /// `crash-1a2b.steps.txt`.
  package static func textPath(forInput path: String) -> String {
    (path.hasSuffix(".fuzz") ? String(path.dropLast(".fuzz".count)) : path) + ".steps.txt"
  }
}

extension FuzzScreen {
  /// The screen's values, a few a line.
  var textLines: [String] {
    let c = configuration
    var lines = [
      "\(contentHeights.count) pages, initial \(c.initialPage), width \(width), content heights "
        + contentHeights.map { "\($0)" }.joined(separator: ", "),
      "header \(c.headerHeight), pinned \(c.pinnedHeaderHeight), tab bar \(c.tabBarHeight), "
        + "top inset \(c.topInset), viewport \(c.viewportHeight), bottom inset \(c.bottomInset)",
      "pads short content \(c.padsShortContent), overscroll \(c.overscrollBehavior), "
        + "snaps header \(c.snapsHeader), snap flick velocity \(c.snapFlickVelocity)",
      "tab switches \(c.tabSwitchPolicy), deceleration \(deceleratesFast ? "fast" : "normal"), "
        + (c.refresh.map { "refresh threshold \($0.threshold), indicator \($0.indicatorHeight)" }
          ?? "no refresh"),
    ]
    // Format 6's header mode, written only where it differs from what older formats mean.
    if c.headerMode != .scrollsWithList { lines.append("header mode \(c.headerMode)") }
    // Format 5's refresh byte, written only where it differs from what older formats mean.
    if let refresh = c.refresh, refresh.scope != .page || refreshActionSeconds != nil {
      lines.append(
        "refresh scope \(refresh.scope), actions "
          + (refreshActionSeconds.map { "finish after \($0) s" } ?? "run until ended"))
    }
    if isHostile { lines.append("hostile values allowed") }
    return lines
  }
}

extension FuzzEvent: CustomStringConvertible {
  /// The event with its values, as Swift would write the call.
  package var description: String {
    func point(_ p: Point) -> String { "x: \(p.x), y: \(p.y)" }
    switch self {
    case .touchBegan(let p): return "touchBegan(\(point(p)))"
    case .touchMoved(let p): return "touchMoved(\(point(p)))"
    case .touchEnded(let p): return "touchEnded(\(point(p)))"
    case .frames(let count, let interval): return "frames(count: \(count), interval: \(interval))"
    case .fling(let p, let velocity): return "fling(\(point(p)), velocity: \(velocity))"
    case .swipe(let p, let velocity): return "swipe(\(point(p)), velocity: \(velocity))"
    case .tapTab(let page): return "tapTab(\(page))"
    case .statusBarTap: return "statusBarTap"
    case .contentHeight(let page, let height): return "contentHeight(page: \(page), height: \(height))"
    case .headerHeight(let height, let pinned):
      return "headerHeight(\(height)" + (pinned.map { ", pinned: \($0))" } ?? ")")
    case .viewport(let height, let top, let bottom):
      return "viewport(height: \(height), topInset: \(top), bottomInset: \(bottom))"
    case .tabBarHeight(let height): return "tabBarHeight(\(height))"
    case .beginRefreshing: return "beginRefreshing"
    case .endRefreshing: return "endRefreshing"
    case .setContentOffset(let page, let fraction, let animated):
      return "setContentOffset(page: \(page), fraction: \(fraction), animated: \(animated))"
    case .expandHeader(let animated): return "expandHeader(animated: \(animated))"
    case .collapseHeader(let animated): return "collapseHeader(animated: \(animated))"
    case .itemSnap(let page, let heights):
      return "itemSnap(page: \(page), heights: [" + heights.map { "\($0)" }.joined(separator: ", ") + "])"
    case .selectPage(let page, let animated): return "selectPage(\(page), animated: \(animated))"
    case .containerWidth(let width, let rightToLeft):
      return "containerWidth(\(width), rightToLeft: \(rightToLeft))"
    case .beginTabRefreshing(let page): return "beginTabRefreshing(page: \(page))"
    case .endTabRefreshing(let page): return "endTabRefreshing(page: \(page))"
    case .loadMore(let page, let distance):
      return "loadMore(page: \(page), distance: " + (distance.map { "\($0))" } ?? "nil)")
    case .appendRows(let page, let height): return "appendRows(page: \(page), height: \(height))"
    case .trackpadScroll(let p, let velocity): return "trackpadScroll(\(point(p)), velocity: \(velocity))"
    case .voiceOverScroll(let direction, let inList):
      return "voiceOverScroll(.\(direction), inList: \(inList))"
    case .voiceOverFocus(let top, let height): return "voiceOverFocus(top: \(top), height: \(height))"
    }
  }
}
