// What the simulation's API takes and returns, re-exported one declaration at a time, so
// `import NestedScrollSimulation` alone builds, drives and reads a simulated screen (the
// simulated views and their geometry come with ScrollSimulator).

@_exported import struct NestedScrollCore.AccessibilityScrollStatus
@_exported import enum NestedScrollCore.ConfigurationError
@_exported import struct NestedScrollCore.ContainerLayout
@_exported import struct NestedScrollCore.ContainerMeasurements
@_exported import struct NestedScrollCore.HeaderLayout
@_exported import enum NestedScrollCore.HeaderMode
@_exported import enum NestedScrollCore.LoadMoreState
@_exported import struct NestedScrollCore.NestedScrollBehavior
@_exported import struct NestedScrollCore.NestedScrollConfiguration
@_exported import class NestedScrollCore.NestedScrollHost
@_exported import protocol NestedScrollCore.NestedScrollHostAdapter
@_exported import enum NestedScrollCore.OverscrollBehavior
@_exported import enum NestedScrollCore.PageAppearanceTransition
@_exported import enum NestedScrollCore.PageLoading
@_exported import struct NestedScrollCore.RefreshConfiguration
@_exported import enum NestedScrollCore.RefreshScope
@_exported import enum NestedScrollCore.RefreshState
@_exported import struct NestedScrollCore.TabSelection
@_exported import enum NestedScrollCore.TabSwitchPolicy
