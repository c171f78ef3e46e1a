import ScrollPhysics

/// What a ``NestedScrollCoordinator`` shows now, as one value: where header and tab bar are,
/// which page is selected and where the pager is, the refreshes and the room they keep, what
/// moves by the coordinator's hand and whether a finger holds the screen.
///
/// Code outside the core (the simulated screen, the fuzzer, the playground, the lab and the
/// tests) reads the coordinator through this value (``NestedScrollCoordinator/snapshot``, and
/// ``NestedScrollCoordinator/snapshot(page:)`` for one page's refresh), never through its
/// stored state, so the coordinator's bookkeeping can change without rippling into them. It
/// holds no array: taking one on every frame allocates nothing and costs no more than copying
/// a few dozen words.
package struct CoordinatorSnapshot: Hashable, Sendable {
  /// A list animation the coordinator plays: which list, why, how, and where it comes to rest.
  package struct Animation: Hashable, Sendable {
    /// The page whose list moves.
    package var page: Int
    /// Why it moves.
    package var purpose: ListAnimation.Purpose
    /// The motion of its offset: where it is and how fast at any time.
    package var motion: ScrollMotion
    /// The offset it comes to rest at.
    package var target: Double

    /// The animation `running` as it shows.
    init(_ running: ListAnimation) {
      page = running.page
      purpose = running.purpose
      motion = running.motion
      target = running.target
    }
  }

  /// One page's own refresh (``RefreshScope/tab``) and the room its list keeps for refresh
  /// indicators.
  package struct Page: Hashable, Sendable {
    /// The tab's pull-to-refresh state.
    package var refreshState: RefreshState
    /// The tab's own room under the tab bar, as sampled at the latest frame.
    package var tabRoom: Double
    /// Whether the tab's room is on its way to closed.
    package var isTabRoomClosing: Bool
    /// All the room the page's list keeps above its rows: the page's room (above the
    /// header) and the tab's own.
    package var listRoom: Double
  }

  /// The validated configuration the screen is laid out with, its geometry as last measured.
  package var configuration: NestedScrollConfiguration
  /// Where header and tab bar are.
  package var layout: HeaderLayout
  /// The selected page: its list drives the header.
  package var activePage: Int
  /// The pages whose lists should exist: the selected page and its neighbours.
  package var alivePages: ClosedRange<Int>
  /// The pager's position in pages (1.5 is halfway from page 1 to page 2), for the tab
  /// indicator.
  package var pagerProgress: Double
  /// The page the pager slides to after a tab was selected, if it slides.
  package var pagerTarget: Int?
  /// The page's pull-to-refresh state.
  package var refreshState: RefreshState
  /// The room kept above the header for the page's refresh indicator, as sampled at the
  /// latest frame.
  package var pageRoom: Double
  /// Whether the page's room is on its way to closed.
  package var isPageRoomClosing: Bool
  /// How the layout shows overscroll: stretching the header, or pulling the page's or the
  /// selected tab's refresh.
  package var pull: PullLayout
  /// The list animation the coordinator plays, if any.
  package var animation: Animation?
  /// The header's way to where the selected list puts it after a tab switch, if it is on one.
  package var headerTransition: HeaderTransition?
  /// Whether a finger is down.
  package var isTouchDown: Bool
  /// Whether the host must play display frames: something moves by the coordinator's hand,
  /// or the rest rule has yet to look at the screen.
  package var needsFrames: Bool

  /// The scroll space of ``configuration``: the geometry that turns offsets into header
  /// positions.
  package var space: ScrollSpace { configuration.space }
  /// The number of pages.
  package var pageCount: Int { configuration.pageCount }
  /// Whether the header is on its way after a tab switch (``headerTransition``), not where
  /// the selected list puts it.
  package var isHeaderOnItsWay: Bool { headerTransition != nil }
}
