/// How a layout shows what lies above a list's top: the header's ``OverscrollBehavior``
/// for the page's room and a pull that began on the header, or the rows moving down under
/// the tab bar for a tab's pull (``RefreshScope``).
///
/// The coordinator keeps one, chosen when a drag begins (``RefreshScope/both``) or when the
/// refresh configuration changes, so a scroll event reads it instead of deciding again.
package struct PullLayout: Hashable, Sendable {
  /// What the header does with the page's room and with overscroll the tab does not take.
  package var overscroll: OverscrollBehavior
  /// Whether overscroll beyond the rooms is a tab's pull: the header stays and the rows
  /// move down under the tab bar.
  package var pullsTab: Bool
  /// Whether the page refreshes (``RefreshScope/page`` or ``RefreshScope/both``); without
  /// it, ``HeaderLayout/refreshAreaTop`` is the tab's area.
  package var hasPageRefresh: Bool

  /// What the header does with overscroll beyond the rooms: it stays for a tab's pull and
  /// follows ``overscroll`` otherwise.
  package var headerOverscroll: OverscrollBehavior { pullsTab ? .fixedHeader : overscroll }

  /// The layout a screen with `overscroll` and no refresh of tabs uses.
  package init(overscroll: OverscrollBehavior, pullsTab: Bool = false, hasPageRefresh: Bool = true) {
    self.overscroll = overscroll
    self.pullsTab = pullsTab
    self.hasPageRefresh = hasPageRefresh
  }

  /// The layout for `refresh` (`nil`: none) with `overscroll`, for a pull that began on the
  /// header (`onHeader`) or on a list; the scope decides unless it is ``RefreshScope/both``.
  package init(refresh: RefreshConfiguration?, overscroll: OverscrollBehavior, onHeader: Bool) {
    switch refresh?.scope {
    case .tab?: self.init(overscroll: overscroll, pullsTab: true, hasPageRefresh: false)
    case .both?: self.init(overscroll: overscroll, pullsTab: !onHeader)
    case .page?, nil: self.init(overscroll: overscroll)
    }
  }
}
