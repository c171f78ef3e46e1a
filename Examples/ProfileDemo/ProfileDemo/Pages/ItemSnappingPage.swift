import NestedScrollKit

/// A page whose items have sizes known in advance, so it can say where each one starts
/// (`ItemSnap`). The sizes follow Dynamic Type or the screen's width, so the page reports
/// when they change and the screen hands the new boundaries to the controller.
@MainActor
protocol ItemSnappingPage: AnyObject {
  /// Where the page's items start, in the list's content coordinates.
  var itemSnap: ItemSnap { get }
  /// Called after ``itemSnap`` changed.
  var onItemSnapChange: (() -> Void)? { get set }
}
