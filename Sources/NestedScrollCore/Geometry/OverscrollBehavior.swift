/// What the header does when the active list is pulled beyond its top.
public enum OverscrollBehavior: Hashable, Sendable {
  /// The header's top stays put and it grows by the overscroll: apply
  /// ``HeaderLayout/stretch`` to a cover image.
  case stretchHeader
  /// Header and tab bar move down with the list, revealing the background above them.
  case moveHeader
  /// Header and tab bar stay; the list moves down under the tab bar (pull-to-refresh
  /// under the tab bar).
  case fixedHeader
}
