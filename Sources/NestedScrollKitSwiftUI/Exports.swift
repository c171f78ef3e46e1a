// What a SwiftUI app writes or reads through `import NestedScrollKitSwiftUI`, re-exported
// one declaration at a time: the behaviour and its parts, item snapping and the header
// layout, position snapshots (NestedScrollKit re-exports the same, and the diagnostics its
// controller reports).
// The rest of NestedScrollCore stays behind `import NestedScrollCore`, for hosts.
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
  @_exported import enum NestedScrollCore.TabBadge
  @_exported import enum NestedScrollCore.ItemSnap
  @_exported import enum NestedScrollCore.LoadMoreState
  @_exported import enum NestedScrollCore.LoadMoreOutcome
  @_exported import struct NestedScrollCore.HeaderLayout
  @_exported import struct NestedScrollCore.ScrollPositionSnapshot
  @_exported import struct NestedScrollCore.PageScrollPosition
  @_exported import struct NestedScrollCore.ItemAnchor
#endif
