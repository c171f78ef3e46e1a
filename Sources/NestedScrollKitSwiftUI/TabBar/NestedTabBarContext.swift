#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import SwiftUI

  /// What a tab bar of your own needs to draw itself, given to the `tabBar` builder of
  /// ``NestedScrollView/init(selection:behavior:header:tabs:tabBar:)``: the tabs' titles and
  /// badges, the selected tab, the pager's position to move an indicator with a swipe, and
  /// the action that selects a tab.
  ///
  ///     HStack {
  ///       ForEach(context.titles.indices, id: \.self) { index in
  ///         Button(context.titles[index]) { context.select(index) }
  ///           .accessibilityAddTraits(index == context.selectedIndex ? .isSelected : [])
  ///       }
  ///     }
  @available(iOS 15.0, *)
  public struct NestedTabBarContext {
    /// The tabs' titles, in order (`NestedTab`'s titles).
    public let titles: [String]
    /// Each tab's badge, by position (`nil`: none), as ``NestedTab/badge(_:)`` gave it; one
    /// for each title. `TabBadge.text` is what to show and
    /// `TabBadge.accessibilityValue` what VoiceOver reads for it.
    public let badges: [TabBadge?]
    /// The selected tab's position: the tab the pager rests on, or the one a swipe will land
    /// on once it is past halfway.
    public let selectedIndex: Int
    /// The pager's position in tabs, fractional during a swipe (1.5 is halfway between the
    /// second and third tab): where an indicator that follows the finger goes.
    public let progress: Double
    private let selectAction: @MainActor (Int) -> Void

    /// A context with these values, whose ``select(_:)`` calls `select`: the view makes one
    /// for your bar; make one yourself to preview or test the bar on its own.
    public init(
      titles: [String], badges: [TabBadge?], selectedIndex: Int, progress: Double,
      select: @escaping @MainActor (Int) -> Void
    ) {
      self.titles = titles
      self.badges = badges
      self.selectedIndex = selectedIndex
      self.progress = progress
      self.selectAction = select
    }

    /// Selects tab `index`, sliding to it, as a tap on the default tab bar does; the
    /// selection binding follows.
    @MainActor
    public func select(_ index: Int) {
      selectAction(index)
    }
  }
#endif
