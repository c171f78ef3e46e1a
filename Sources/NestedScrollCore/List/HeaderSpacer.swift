/// Room for the collapsible part of the header kept as content at the top of a list (an
/// empty spacer), instead of inside the list's top inset: for lists whose section headers
/// stick.
///
/// UIKit pins a list's sticky section headers at its top inset. When the inset reserves the
/// whole header (`G + H + T`, ``ScrollSpace/listInsetTop``), that line stays where the
/// expanded header ends, and once the header collapses rows show between the tab bar and a
/// stuck section header. With a spacer of ``height`` `H − P`
/// (``ScrollSpace/headerSpacerHeight``) the list's inset reserves only what stays visible
/// (`G + P + T`), so the line is the pinned tab bar's bottom, and a section header reaches it
/// only once the spacer has scrolled away, with the header pinned.
///
/// The coordinator's one scroll space does not change: a spacer list's offsets, content
/// height and top inset are the coordinator's shifted by the spacer's height. A host's list
/// adapter converts with these functions, in one place.
public struct HeaderSpacer: Hashable, Sendable {
  /// The spacer's height, in points (0: no spacer, the list is as the coordinator sees it).
  public var height: Double

  /// A spacer `height` points tall (non-finite or negative heights count as 0).
  public init(height: Double = 0) {
    self.height = height.isFinite ? max(0, height) : 0
  }

  /// The coordinator's `contentOffset.y` for the list's.
  public func scrollSpaceOffset(forListOffset offset: Double) -> Double { offset - height }

  /// The list's `contentOffset.y` for the coordinator's.
  public func listOffset(forScrollSpaceOffset offset: Double) -> Double { offset + height }

  /// The list's `contentInset.top` for the one the coordinator sets.
  public func listInsetTop(forScrollSpaceInsetTop inset: Double) -> Double { inset - height }

  /// The content height the coordinator sees: the list's without the spacer.
  public func scrollSpaceContentHeight(forListContentHeight contentHeight: Double) -> Double {
    max(0, contentHeight - height)
  }

  /// Whether a table's new header view must go under the spacer: the spacer is installed
  /// (`isInstalled`) and the table's header view is no longer the view that holds it
  /// (`tableHeaderIsSpacer` false: the app set its own, a banner after loading). Left
  /// alone, the spacer would be gone and the rows would slide under the tab bar.
  public static func adoptsTableHeader(isInstalled: Bool, tableHeaderIsSpacer: Bool) -> Bool {
    isInstalled && !tableHeaderIsSpacer
  }
}

extension ScrollSpace {
  /// The height of a list's ``HeaderSpacer``: the part of the header that collapses, `H − P`.
  @inlinable
  public var headerSpacerHeight: Double { maximumCollapse }
}
