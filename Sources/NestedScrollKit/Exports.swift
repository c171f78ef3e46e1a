// NestedScrollKit's API speaks NestedScrollCore's types (configuration, item snapping,
// refresh state), so importing NestedScrollKit brings them along.
@_exported import NestedScrollCore
