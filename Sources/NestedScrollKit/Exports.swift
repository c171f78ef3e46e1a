// What an app writes or reads through `import NestedScrollKit`, re-exported one declaration
// at a time: the behaviour and its parts, item snapping, the header layout, position
// snapshots, the diagnostics and errors the controller reports, the tab bar layout a custom
// tab bar may reuse, and the scroll status an app's own announcements word.
// NestedScrollHost and the rest of NestedScrollCore stay behind `import NestedScrollCore`,
// for hosts. Scoped re-exports (unlike typealiases) keep the types' extension members and
// enum cases visible to apps that enable MemberImportVisibility.
// Scripts/check-consumer checks the resulting list in.
//
// `canImport` is false only where these sources are type-checked together with the core as
// one module (the iOS type-check on Linux): there is nothing to re-export there.
#if canImport(NestedScrollCore)
  @_exported import struct NestedScrollCore.NestedScrollBehavior
  @_exported import enum NestedScrollCore.OverscrollBehavior
  @_exported import struct NestedScrollCore.RefreshConfiguration
  @_exported import enum NestedScrollCore.RefreshScope
  @_exported import enum NestedScrollCore.RefreshState
  @_exported import enum NestedScrollCore.PageLoading
  @_exported import enum NestedScrollCore.TabSwitchPolicy
  @_exported import enum NestedScrollCore.HeaderMode
  @_exported import enum NestedScrollCore.ItemSnap
  @_exported import enum NestedScrollCore.LoadMoreState
  @_exported import enum NestedScrollCore.LoadMoreOutcome
  @_exported import struct NestedScrollCore.HeaderLayout
  @_exported import struct NestedScrollCore.CoordinatorDiagnostics
  @_exported import enum NestedScrollCore.CoordinatorIssue
  @_exported import enum NestedScrollCore.ConfigurationError
  @_exported import enum NestedScrollCore.ConfigurationField
  @_exported import enum NestedScrollCore.MeasuredView
  @_exported import struct NestedScrollCore.TabBarLayout
  @_exported import enum NestedScrollCore.TabBadge
  @_exported import struct NestedScrollCore.ScrollPositionSnapshot
  @_exported import struct NestedScrollCore.PageScrollPosition
  @_exported import struct NestedScrollCore.ItemAnchor
  @_exported import enum NestedScrollCore.ScrollPositionIssue
  @_exported import struct NestedScrollCore.AccessibilityScrollStatus
#endif
