/// A badge on a tab: a count of new items, or a dot that only says something is new.
///
/// What a badge shows and what VoiceOver reads for it are decided here, so the UIKit and
/// SwiftUI tab bars show and read the same badge alike. A count shows as digits up to
/// ``largestShownCount`` and as "99+" above it, which keeps the badge small in a bar of
/// titles; VoiceOver reads the exact count, which the user cannot see otherwise. A count
/// of zero or less shows no badge and reads nothing, so an app can bind a counter to it
/// without hiding the badge itself. The words VoiceOver reads follow the tab's title, as
/// the element's value (UIKit: `accessibilityValue`, "the current value of the accessibility
/// element" that its label does not say:
/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue).
public enum TabBadge: Hashable, Sendable {
  /// A number of new items.
  case count(Int)
  /// A dot: something is new, without a number.
  case dot

  /// The largest count a badge spells out; larger counts show as "99+".
  public static let largestShownCount = 99

  /// Whether the badge shows: a dot always, a count when it is above zero.
  public var isShown: Bool {
    switch self {
    case .count(let count): return count > 0
    case .dot: return true
    }
  }

  /// The badge's text: the count ("1" to "99", "99+" above), `nil` for a dot (it shows
  /// no text) and for a badge that does not show.
  public var text: String? {
    guard case .count(let count) = self, count > 0 else { return nil }
    return count > Self.largestShownCount ? "\(Self.largestShownCount)+" : "\(count)"
  }

  /// What VoiceOver reads after the tab's title: "1 new item", "120 new items" (the exact
  /// count, also above what the badge shows), "New" for a dot; `nil` when the badge does
  /// not show.
  public var accessibilityValue: String? {
    switch self {
    case .count(let count) where count > 0: return count == 1 ? "1 new item" : "\(count) new items"
    case .count: return nil
    case .dot: return "New"
    }
  }
}
