#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The look of a ``NestedScrollView``'s default tab bar: its titles' font and colours and
  /// its selection indicator, set with ``SwiftUI/View/nestedScrollTabBarStyle(_:)``.
  ///
  ///     NestedScrollView { … } tabs: { … }
  ///       .nestedScrollTabBarStyle(
  ///         NestedScrollTabBarStyle(titleWeight: .semibold, indicatorColor: .accentColor, indicatorHeight: 3))
  ///
  /// The font is named as SwiftUI names a system font (`Font.system(_:design:)`, `weight(_:)`):
  /// a text style, which carries Dynamic Type, a weight and a design. A `Font` itself cannot be
  /// given: SwiftUI has no public way to turn one into the `UIFont` the bar draws with on
  /// iOS 15. The default value looks as the bar does without a style. (UIKit:
  /// `NestedScrollTabBar`'s `titleFont`, `titleColor`, `selectedTitleColor`,
  /// `indicatorColor` and `indicatorHeight`.)
  @available(iOS 15.0, *)
  public struct NestedScrollTabBarStyle: Hashable {
    /// The titles' text style (Subheadline by default); the titles grow and shrink with it as
    /// the user's text size changes.
    public var titleTextStyle: Font.TextStyle
    /// The titles' weight; `nil`, the default, is the text style's own.
    public var titleWeight: Font.Weight?
    /// The titles' design (rounded, serif, monospaced); `.default` by default.
    public var titleDesign: Font.Design
    /// The titles' colour; `nil`, the default, is the tint colour.
    public var titleColor: Color?
    /// The selected tab's title colour; `nil`, the default, is ``titleColor``'s.
    public var selectedTitleColor: Color?
    /// The selection indicator's colour; `nil`, the default, is the tint colour.
    public var indicatorColor: Color?
    /// The selection indicator's thickness, in points (2 by default); a thick indicator
    /// makes the bar taller rather than cover the titles.
    public var indicatorHeight: CGFloat

    /// A style; each value left out looks as the bar does without a style.
    public init(
      titleTextStyle: Font.TextStyle = .subheadline, titleWeight: Font.Weight? = nil,
      titleDesign: Font.Design = .default, titleColor: Color? = nil, selectedTitleColor: Color? = nil,
      indicatorColor: Color? = nil, indicatorHeight: CGFloat = 2
    ) {
      self.titleTextStyle = titleTextStyle
      self.titleWeight = titleWeight
      self.titleDesign = titleDesign
      self.titleColor = titleColor
      self.selectedTitleColor = selectedTitleColor
      self.indicatorColor = indicatorColor
      self.indicatorHeight = indicatorHeight
    }
  }
#endif
