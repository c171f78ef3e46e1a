import Foundation

/// The header view's layout margins: the app's own, plus the container's horizontal safe area
/// (a landscape notch), never its vertical one.
///
/// The header slides under the navigation bar and the status bar as it collapses. UIKit's
/// automatic margins would grow by that overlap, so content pinned to the header's
/// `layoutMarginsGuide` would slide down inside it; the controller turns them off and writes
/// the margins from this value instead: top and bottom stay the app's, leading and trailing
/// are the app's plus the safe area on that side in the layout direction. A value the app
/// assigns later is heard: margins other than the ones last written become the app's own.
///
/// It is platform-neutral (Foundation only), so the rule is tested on every platform the
/// package builds for; the controller applies it to `directionalLayoutMargins`.
package struct HeaderLayoutMargins: Sendable, Equatable {
  /// Margins by edge, leading and trailing in the layout direction, in points.
  package struct Edges: Sendable, Equatable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    /// Margins of `top`, `leading`, `bottom` and `trailing` points.
    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
  }

  /// The container's safe area by screen edge, as UIKit's `safeAreaInsets` gives it.
  package struct SafeArea: Sendable, Equatable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    /// A safe area of `top`, `left`, `bottom` and `right` points.
    package init(top: Double, left: Double, bottom: Double, right: Double) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
  }

  /// The app's own margins: the header's margins when first seen, or whatever the app
  /// assigned since.
  package private(set) var appMargins: Edges?
  /// The margins last written, to tell the app's later assignments from the controller's.
  private var written: Edges?

  /// Margins not yet seen: the first call takes the header's margins as the app's.
  package init() {}

  /// The margins the header should have, given its margins now (`current`), the container's
  /// safe area and the layout direction; `nil` when it has them already.
  package mutating func margins(
    current: Edges, safeArea: SafeArea, isRightToLeft: Bool
  ) -> Edges? {
    if current != written { appMargins = current }
    let own = appMargins ?? current
    // Right to left, the leading edge is the right one.
    let leading = isRightToLeft ? safeArea.right : safeArea.left
    let trailing = isRightToLeft ? safeArea.left : safeArea.right
    let target = Edges(
      top: own.top, leading: own.leading + leading, bottom: own.bottom,
      trailing: own.trailing + trailing)
    written = target
    return target == current ? nil : target
  }
}
