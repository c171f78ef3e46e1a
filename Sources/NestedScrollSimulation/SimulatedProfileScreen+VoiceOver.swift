import NestedScrollCore
import ScrollSimulator

extension SimulatedProfileScreen {
  /// Where VoiceOver's focus is when the user scrolls with three fingers, which decides who
  /// answers: UIKit sends the scroll to the focused element and up through the views around
  /// it, and the first scroll view on the way answers.
  public enum VoiceOverFocus: Hashable, Sendable {
    /// On the header or the tab bar: no scroll view is around it, so the container answers
    /// (`accessibilityScroll(_:)` on the controller).
    case header
    /// On a row of page `page`'s list: the list answers by itself, as a scroll view does.
    case list(page: Int)
  }

  /// VoiceOver's three-finger scroll in `direction` with the focus at `focus`, answered as
  /// UIKit answers it. On the header, the host's page scroll (`NestedScrollCore/NestedScrollHost/accessibilityScroll(_:at:)`).
  /// In a list, the list scrolls itself by its own page (its height less its adjusted
  /// insets, the part its content shows in) and, having moved, VoiceOver hears the status
  /// the list's delegate gives (`accessibilityScrollStatus(for:)`: the host's), or the
  /// list's own page count without one. Returns whether anything scrolled.
  @discardableResult
  public func voiceOverScroll(_ direction: AccessibilityScrollDirection, focus: VoiceOverFocus, time: Double)
    -> Bool
  {
    advance(to: time)
    guard case .list(let page) = focus else { return host.accessibilityScroll(direction, at: time) }
    guard lists.indices.contains(page) else { return false }
    let list = lists[page]
    let pageHeight = max(
      1, list.boundsSize.height - list.adjustedContentInset.top - list.adjustedContentInset.bottom)
    let step: Double
    switch direction {
    case .up: step = pageHeight
    case .down: step = -pageHeight
    case .left, .right: return false
    }
    let bounds = list.verticalOffsetBounds
    let target = min(max(list.contentOffset.y + step, bounds.lowerBound), bounds.upperBound)
    guard abs(target - list.contentOffset.y) > 0.5 else { return false }
    list.setContentOffset(Point(x: list.contentOffset.x, y: target), animated: false)
    rendered.accessibilityScrollStatus =
      host.accessibilityScrollStatus(ofListOn: page) ?? Self.ownStatus(of: list, pageHeight: pageHeight)
    return true
  }

  /// VoiceOver's focus lands on a header element, or on the tab bar, from `top` to `bottom`
  /// in the header's coordinates (0 at its top), as UIKit's `elementFocusedNotification`
  /// reports it to the controller. Returns whether the screen moves to show it.
  @discardableResult
  public func voiceOverFocus(headerElementTop top: Double, bottom: Double, time: Double) -> Bool {
    advance(to: time)
    return host.accessibilityFocusDidMove(toHeaderElementTop: top, bottom: bottom, at: time)
  }

  /// "Page X of Y" of `list` alone, in pages of `pageHeight` points from its top, as a
  /// scroll view whose delegate gives no status says it.
  private static func ownStatus(of list: SimulatedScrollView, pageHeight page: Double)
    -> AccessibilityScrollStatus
  {
    let bounds = list.verticalOffsetBounds
    let length = bounds.upperBound - bounds.lowerBound
    let count = 1 + Int((length / page).rounded(.up))
    let position = list.contentOffset.y - bounds.lowerBound
    let index = position >= length - 0.5 ? count : 1 + Int((position / page).rounded(.up))
    return AccessibilityScrollStatus(page: min(index, count), pageCount: count)
  }
}
