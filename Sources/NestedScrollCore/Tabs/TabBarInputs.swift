/// What a tab bar drawn from values shows (a SwiftUI tab bar of the app's own, which is drawn
/// again as a whole): the titles, each tab's badge, the selection, and the revisions of its
/// content and environment; compared by ``HostedViewResend``, the bar is drawn again only
/// when one of them changed.
///
/// It takes the calls a tab bar gets from its controller (`NestedScrollTabBarProtocol`'s
/// titles, selection and badges) as the default tab bar takes them: a badge is kept by the
/// tab's position, also for a tab that does not exist yet, which shows it once it is added.
/// Only what the bar shows counts for equality, so a badge given to a tab that does not exist
/// draws nothing.
package struct TabBarInputs: Equatable, Sendable {
  /// The tabs' titles.
  package private(set) var titles: [String] = []
  /// Each tab's badge, one for each title (`nil`: none).
  package private(set) var badges: [TabBadge?] = []
  /// The selected tab.
  package private(set) var selectedIndex = 0
  /// The pager's position in tabs (``TabSelection/progress``).
  package private(set) var progress = 0.0
  /// The revision of the bar's content: one more each time the app gives it content that
  /// cannot be compared (a builder closure).
  package var contentRevision = 0
  /// The revision of the environment the bar is drawn with.
  package var environmentRevision = 0
  /// Every badge given, by tab, also for tabs past the last title.
  private var badgesByTab: [Int: TabBadge] = [:]

  /// Nothing shown yet: no tabs, the first one selected.
  package init() {}

  /// The tabs are now `titles`; each keeps the badge given for its position.
  package mutating func setTitles(_ titles: [String]) {
    self.titles = titles
    badges = titles.indices.map { badgesByTab[$0] }
  }

  /// The pager is at `progress`, with `selectedIndex` selected.
  package mutating func setSelection(progress: Double, selectedIndex: Int) {
    self.progress = progress
    self.selectedIndex = selectedIndex
  }

  /// Tab `index` shows `badge` (`nil`: none); a negative index is ignored.
  package mutating func setBadge(_ badge: TabBadge?, forTab index: Int) {
    guard index >= 0 else { return }
    badgesByTab[index] = badge
    if badges.indices.contains(index) { badges[index] = badge }
  }

  /// Whether both show the same: the kept badges of tabs that do not exist do not count.
  package static func == (lhs: TabBarInputs, rhs: TabBarInputs) -> Bool {
    lhs.titles == rhs.titles && lhs.badges == rhs.badges && lhs.selectedIndex == rhs.selectedIndex
      && lhs.progress == rhs.progress && lhs.contentRevision == rhs.contentRevision
      && lhs.environmentRevision == rhs.environmentRevision
  }
}
