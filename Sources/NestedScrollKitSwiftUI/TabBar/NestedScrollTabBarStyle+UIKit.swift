#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollKit
  import SwiftUI
  import UIKit

  @available(iOS 15.0, *)
  extension NestedScrollTabBarStyle {
    /// Gives `bar` this style: each property set in place, so the bar keeps its buttons (and
    /// VoiceOver its focus).
    @MainActor
    func apply(to bar: NestedScrollTabBar) {
      bar.titleFont = titleFont
      bar.titleColor = titleColor.map { UIColor($0) }
      bar.selectedTitleColor = selectedTitleColor.map { UIColor($0) }
      bar.indicatorColor = indicatorColor.map { UIColor($0) }
      bar.indicatorHeight = indicatorHeight
    }

    /// The titles' `UIFont`, or `nil` for the bar's own (the default style). A text style's
    /// font with its own weight is `preferredFont(forTextStyle:)`'s, which follows Dynamic
    /// Type; another weight is a system font of the style's size at the default text size,
    /// scaled with the style's `UIFontMetrics`
    /// ([`scaledFont(for:)`](https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)),
    /// which asks for a font at "the standard Dynamic Type size" and not one already
    /// scaled). A design is a system font's
    /// ([`withDesign(_:)`](https://developer.apple.com/documentation/uikit/uifontdescriptor/withdesign(_:))).
    @MainActor
    var titleFont: UIFont? {
      let textStyle = Self.uiTextStyle(titleTextStyle)
      let design = Self.uiDesign(titleDesign)
      guard let weight = titleWeight.map(Self.uiWeight) else {
        if textStyle == .subheadline && design == .default { return nil }
        let preferred = UIFontDescriptor.preferredFontDescriptor(withTextStyle: textStyle)
        return UIFont(descriptor: preferred.withDesign(design) ?? preferred, size: 0)
      }
      let standardSize = UIFontDescriptor.preferredFontDescriptor(
        withTextStyle: textStyle, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
      ).pointSize
      let system = UIFont.systemFont(ofSize: standardSize, weight: weight)
      let designed =
        system.fontDescriptor.withDesign(design).map { UIFont(descriptor: $0, size: 0) } ?? system
      return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: designed)
    }

    /// UIKit's name for a SwiftUI text style.
    private static func uiTextStyle(_ style: Font.TextStyle) -> UIFont.TextStyle {
      switch style {
      case .largeTitle: return .largeTitle
      case .title: return .title1
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .body: return .body
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption: return .caption1
      case .caption2: return .caption2
      @unknown default: return .subheadline
      }
    }

    /// UIKit's name for a SwiftUI font weight.
    private static func uiWeight(_ weight: Font.Weight) -> UIFont.Weight {
      let weights: [(Font.Weight, UIFont.Weight)] = [
        (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
        (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
      ]
      return weights.first { $0.0 == weight }?.1 ?? .regular
    }

    /// UIKit's name for a SwiftUI font design.
    private static func uiDesign(_ design: Font.Design) -> UIFontDescriptor.SystemDesign {
      switch design {
      case .serif: return .serif
      case .rounded: return .rounded
      case .monospaced: return .monospaced
      default: return .default
      }
    }
  }
#endif
