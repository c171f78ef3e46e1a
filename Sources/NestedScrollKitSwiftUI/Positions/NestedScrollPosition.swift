#if canImport(SwiftUI) && canImport(UIKit)
  import CoreGraphics
  import NestedScrollCore

  /// Where a ``NestedScrollView`` is, as a value a binding holds: the selected tab, how far the
  /// header is collapsed and each tab's position (``SwiftUI/View/nestedScrollPosition(_:)``).
  ///
  /// The view writes it when the screen comes to rest, and restores a value the app writes.
  /// It wraps a `ScrollPositionSnapshot` (``snapshot``), so it carries what a snapshot does:
  /// positions measured from the top of each tab's content, which survive a header of
  /// another height, and the row at the top of a tab whose list reports its rows. It is
  /// `Codable` (as the snapshot's JSON, `null` when empty), so an app keeps it with
  /// `SceneStorage` or `AppStorage` as `Data`.
  ///
  /// A new value (``init()``) is empty: the view starts where it would without one, and
  /// writes its position into it at once.
  public struct NestedScrollPosition: Hashable, Sendable, Codable {
    /// The position as the view's host keeps it; `nil` for an empty value.
    public var snapshot: ScrollPositionSnapshot?

    /// An empty position: it asks for nothing, and the view fills it in.
    public init() {
      snapshot = nil
    }

    /// The position `snapshot` keeps (from the UIKit controller, or one stored earlier).
    public init(_ snapshot: ScrollPositionSnapshot) {
      self.snapshot = snapshot
    }

    /// The selected tab, by its place in the tabs builder (the first tab is 0); `nil` when
    /// empty. A place rather than the tab's selection value, which could be of any type.
    public var selectedTabIndex: Int? { snapshot?.selectedPage }

    /// How far the header is collapsed, in points (0: expanded); `nil` when empty.
    public var headerCollapse: CGFloat? { snapshot.map { CGFloat($0.headerCollapse) } }

    /// How far the tab at `index` (its place in the tabs builder) is scrolled from the top of
    /// its content, in points (0: its top, with the header expanded); `nil` when empty or for
    /// a tab the position does not have.
    public func tabOffset(at index: Int) -> CGFloat? {
      guard let pages = snapshot?.pages, pages.indices.contains(index) else { return nil }
      return CGFloat(pages[index].offset)
    }

    /// Reads the snapshot's JSON, or `null` for an empty position.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      snapshot = container.decodeNil() ? nil : try container.decode(ScrollPositionSnapshot.self)
    }

    /// Writes the snapshot's JSON (as `ScrollPositionSnapshot` writes it), or `null` when empty.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if let snapshot {
        try container.encode(snapshot)
      } else {
        try container.encodeNil()
      }
    }
  }
#endif
