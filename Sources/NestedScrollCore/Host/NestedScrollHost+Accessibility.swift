extension NestedScrollHost {
  /// Whether Reduce Motion is on (UIKit: `UIAccessibility.isReduceMotionEnabled`; SwiftUI:
  /// `accessibilityReduceMotion`). When it is, every animation the package plays ends on
  /// the next frame instead of moving there: header and item snaps, scroll to top, animated
  /// offsets and header changes, the header's way after a tab switch, and the pager's slide
  /// to a selected tab. Scrolling the user drives (a drag, its momentum, a bounce) is
  /// unchanged. Read when an animation starts.
  public var isReduceMotionEnabled: Bool {
    get { coordinator.system.reducesMotion }
    set { coordinator.system.reducesMotion = newValue }
  }

  /// VoiceOver's three-finger scroll (`accessibilityScroll(_:)` on the container): ``AccessibilityScrollDirection/up``
  /// and ``AccessibilityScrollDirection/down`` move header, tab bar and the selected list
  /// as one scroll view by a page (``AccessibilityScroll``) and send where they went through
  /// ``NestedScrollHostAdapter/accessibilityPageDidScroll(_:)``;
  /// ``AccessibilityScrollDirection/left`` and ``AccessibilityScrollDirection/right`` select
  /// the neighbouring tab, which is announced when it has appeared
  /// (``PageChangeAnnouncer``). Returns whether it scrolled: `false` at an end (VoiceOver
  /// then tells the user so), without a list, or while a finger drags the pager.
  @discardableResult
  public func accessibilityScroll(_ direction: AccessibilityScrollDirection, at time: Double) -> Bool {
    note(time)
    switch direction {
    case .left, .right:
      guard !pager.isDragging else { return false }
      // A swipe to the left brings the page on the right: the next one, unless pages run
      // right to left.
      let forward = (direction == .left) != coordinator.system.isRightToLeft
      let page = selectedPage + (forward ? 1 : -1)
      guard page >= 0, page < pageCount else { return false }
      selectPage(page, animated: true, at: time)
      return selectedPage == page
    case .up, .down:
      guard let range = coordinator.activeRestingRange, let offset = coordinator.activeListDestination else {
        return false
      }
      let visible = coordinator.pinnedVisibleHeight
      guard
        let paged = accessibilityScrollRule.target(
          from: offset, in: range, visibleHeight: visible, direction: direction, page: selectedPage)
      else { return false }
      // A header that snaps never rests partly collapsed, after a page neither.
      let target = coordinator.headerRestOffset(for: paged, within: range)
      coordinator.scrollActiveList(toAccessibilityPage: target, at: time)
      updateFrames()
      adapter?.accessibilityPageDidScroll(
        AccessibilityScroll.status(at: target, in: range, visibleHeight: visible))
      return true
    }
  }

  /// VoiceOver's focus moved to a header element, or to the tab bar, from `top` to `bottom`
  /// in the header's coordinates (0 at its top; the tab bar below `headerHeight`): header, tab bar
  /// and the selected list move as one scroll view until the element shows whole
  /// (``AccessibilityFocus``), as a scroll view brings a focused element into view, animated
  /// (at once under Reduce Motion). Returns whether anything moves: `false` when the element
  /// is in view already, its frame is not finite, without a list, or while a finger drags
  /// the pager.
  @discardableResult
  public func accessibilityFocusDidMove(toHeaderElementTop top: Double, bottom: Double, at time: Double)
    -> Bool
  {
    note(time)
    guard !pager.isDragging, let range = coordinator.activeRestingRange,
      let offset = coordinator.activeListDestination,
      let target = coordinator.offset(bringingHeaderElementTop: top, bottom: bottom, intoViewFrom: offset)
    else { return false }
    coordinator.scrollActiveList(toAccessibilityPage: range.clamping(target), at: time)
    updateFrames()
    return true
  }

  /// What VoiceOver says after page `page`'s list answered the three-finger scroll itself
  /// (UIKit sends it to the scroll view around the focused element, so a list with focus
  /// pages on its own): where the list is in the one scroll space of header, tab bar and
  /// list, as ``accessibilityScroll(_:at:)`` says it (UIKit:
  /// `UIScrollViewAccessibilityDelegate.accessibilityScrollStatus(for:)`). `nil` for a page
  /// that is not selected, or without a list: the list's own status stands.
  public func accessibilityScrollStatus(ofListOn page: Int) -> AccessibilityScrollStatus? {
    guard page == selectedPage, let range = coordinator.activeRestingRange,
      let offset = coordinator.activeListDestination
    else { return nil }
    return AccessibilityScroll.status(at: offset, in: range, visibleHeight: coordinator.pinnedVisibleHeight)
  }

  /// The preferred content size category changed (Dynamic Type): header and tab bar are
  /// measured again (``NestedScrollHostAdapter/setNeedsMeasurement()``), and the new heights
  /// arrive with the next ``containerDidLayout(_:)``, where a header that changed height
  /// keeps the content the user is looking at where it is.
  public func contentSizeCategoryDidChange() {
    adapter?.setNeedsMeasurement()
  }
}
