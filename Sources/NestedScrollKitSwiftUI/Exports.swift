// NestedScrollView's API speaks NestedScrollCore's types (behaviour, header layout, item
// snapping), so importing NestedScrollKitSwiftUI brings them along.
@_exported import NestedScrollCore
