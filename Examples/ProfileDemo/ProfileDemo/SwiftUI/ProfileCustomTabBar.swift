import NestedScrollCore
import NestedScrollKitSwiftUI
import SwiftUI

/// The SwiftUI profile's own tab bar, drawn from the `NestedTabBarContext` the `tabBar`
/// builder gives: equal-width titles, the selected one in the accent colour, each badge
/// after its title, and a capsule under the titles that follows the pager's fractional
/// position through a swipe. VoiceOver reads each title as a button with its badge as the
/// value and the selected one as selected, as the default bar does.
@MainActor
struct ProfileCustomTabBar: View {
  /// The tabs, the selection and the pager's position.
  let context: NestedTabBarContext
  /// The indicator's thickness.
  private static let indicatorHeight: CGFloat = 4

  var body: some View {
    HStack(spacing: 0) {
      ForEach(context.titles.indices, id: \.self) { index in
        tabButton(index)
      }
    }
    .overlay(alignment: .bottomLeading) {
      // An overlay: the indicator takes no room of its own, so the bar's height is the buttons'.
      GeometryReader { proxy in
        let width = proxy.size.width / CGFloat(max(1, context.titles.count))
        Capsule()
          .fill(Color.accentColor)
          .frame(width: max(0, width - 24), height: Self.indicatorHeight)
          .offset(x: CGFloat(context.progress) * width + 12, y: proxy.size.height - Self.indicatorHeight)
      }
      .accessibilityHidden(true)
    }
    .background(Color(.secondarySystemBackground))
    .accessibilityElement(children: .contain)
    .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUICustomTabBar)
  }

  /// Tab `index`'s button: its title and badge, selecting it when tapped.
  private func tabButton(_ index: Int) -> some View {
    let isSelected = index == context.selectedIndex
    let badge = context.badges[index]
    return Button {
      context.select(index)
    } label: {
      HStack(spacing: 4) {
        Text(context.titles[index])
          .font(.subheadline.weight(isSelected ? .bold : .regular))
        if let badge, badge.isShown {
          badgeView(badge)
        }
      }
      .frame(maxWidth: .infinity, minHeight: 48)
      .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .foregroundColor(isSelected ? .accentColor : .secondary)
    .accessibilityLabel(context.titles[index])
    .accessibilityValue(badge?.accessibilityValue ?? "")
    .accessibilityAddTraits(isSelected ? .isSelected : [])
    .accessibilityIdentifier(DemoAccessibilityIdentifier.swiftUICustomTab(index))
  }

  /// A count in a red capsule, or a red dot (`TabBadge.text` says which).
  @ViewBuilder
  private func badgeView(_ badge: TabBadge) -> some View {
    if let text = badge.text {
      Text(text)
        .font(.caption2.bold())
        .foregroundColor(.white)
        .padding(.horizontal, 5)
        .padding(.vertical, 1)
        .background(Capsule().fill(Color.red))
    } else {
      Circle().fill(Color.red).frame(width: 8, height: 8)
    }
  }
}
