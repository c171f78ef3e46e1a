import NestedScrollKit
import UIKit

/// What the settings sheet changes: the layout direction and text size the whole demo is
/// shown in, and how the UIKit profile snaps.
struct DemoSettings: Equatable, Sendable {
  /// Whether the demo is laid out right to left (as in Arabic or Hebrew).
  var isRightToLeft = false
  /// The text size the demo is shown in.
  var textSize = DemoTextSize.system
  /// Whether the header never rests half collapsed (`NestedScrollBehavior.snapsHeader`).
  var snapsHeader = true
  /// How both profiles' headers come back when a list scrolls down
  /// (`NestedScrollBehavior.headerMode`).
  var headerMode = DemoHeaderMode.withList
  /// Whether Posts and Media come to rest with a whole item under the tab bar
  /// (`NestedScrollViewController.setItemSnap(_:forPage:)`).
  var snapsItems = true
  /// How long the UIKit profile's stand-in for a network refresh takes, in seconds (not in
  /// the sheet: a UI test sets it at launch).
  var refreshDuration: Double = 1.5
  /// Whether the UIKit profile shows ``AutoLayoutTabBar`` instead of the default tab bar
  /// (not in the sheet: a UI test sets it at launch).
  var usesAutoLayoutTabBar = false
  /// Whether the About tab lets its table's delegate go once it has appeared (not in the
  /// sheet: a UI test sets it at launch).
  var releasesListDelegate = false
  /// Whether the UIKit profile has more tabs than fit across the screen (not in the sheet: a
  /// UI test sets it at launch).
  var hasManyTabs = false
  /// Whether the UIKit profile has the tabs of ``ProfilePages/appListTitles`` after About (not
  /// in the sheet: a UI test sets it at launch).
  var hasAppLists = false
  /// Whether the UIKit profile's header is ``tallHeaderHeight`` tall instead of measured (not
  /// in the sheet: a UI test sets it at launch).
  var hasTallHeader = false
  /// The height of a tall header: three phone screens.
  static let tallHeaderHeight: CGFloat = 2532
  /// Whether each tab of the UIKit profile refreshes on its own, with its indicator under the
  /// tab bar, instead of the page (not in the sheet: a UI test sets it at launch).
  var refreshesTabs = false
  /// Whether the UIKit profile refreshes the page from the header and each tab from its list
  /// (not in the sheet: a UI test sets it at launch).
  var refreshesPageAndTabs = false
  /// Whether the UIKit profile's controller honours Reduce Motion; `nil`: as the device is set
  /// (not in the sheet: a UI test sets it at launch).
  var reducesMotion: Bool?
  /// Whether the UIKit profile shows ``AccessibilityControlsView`` (not in the sheet: a UI test
  /// sets it at launch).
  var showsAccessibilityControls = false
  /// Whether the UIKit profile's Feed and Media tabs load more at their end (not in the
  /// sheet: a UI test sets it at launch; see ``DemoLaunchOption/loadsMore``).
  var loadsMore = false

  /// The defaults (the device's own layout direction, `deviceIsRightToLeft`), changed by the
  /// launch environment a UI test sets (see ``DemoLaunchOption``). Unknown values keep the
  /// default.
  init(launchEnvironment environment: [String: String], deviceIsRightToLeft: Bool) {
    isRightToLeft = deviceIsRightToLeft
    func flag(_ option: DemoLaunchOption) -> Bool? {
      switch environment[option.rawValue] {
      case DemoLaunchOption.enabled: return true
      case DemoLaunchOption.disabled: return false
      default: return nil
      }
    }
    isRightToLeft = flag(.rightToLeft) ?? isRightToLeft
    snapsHeader = flag(.snapsHeader) ?? snapsHeader
    snapsItems = flag(.snapsItems) ?? snapsItems
    usesAutoLayoutTabBar = flag(.customTabBar) ?? usesAutoLayoutTabBar
    releasesListDelegate = flag(.releasesListDelegate) ?? releasesListDelegate
    hasManyTabs = flag(.manyTabs) ?? hasManyTabs
    hasTallHeader = flag(.tallHeader) ?? hasTallHeader
    hasAppLists = flag(.appLists) ?? hasAppLists
    refreshesTabs = flag(.refreshesTabs) ?? refreshesTabs
    refreshesPageAndTabs = flag(.refreshesPageAndTabs) ?? refreshesPageAndTabs
    reducesMotion = flag(.reducesMotion)
    showsAccessibilityControls = flag(.accessibilityControls) ?? showsAccessibilityControls
    loadsMore = flag(.loadsMore) ?? loadsMore
    textSize =
      environment[DemoLaunchOption.textSize.rawValue].flatMap(DemoTextSize.init(rawValue:)) ?? textSize
    headerMode =
      environment[DemoLaunchOption.headerMode.rawValue].flatMap(DemoHeaderMode.init(rawValue:)) ?? headerMode
    if let seconds = environment[DemoLaunchOption.refreshSeconds.rawValue].flatMap(Double.init), seconds >= 0
    {
      refreshDuration = seconds
    }
  }

  /// The traits the demo's navigation controller is shown with: the layout direction, and
  /// the text size unless it is the system's. Views whose `semanticContentAttribute` is
  /// unspecified take their layout direction from these traits, and Dynamic Type fonts
  /// their size.
  var traitOverrides: UITraitCollection {
    var traits = [
      UITraitCollection(layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight)
    ]
    if let category = textSize.contentSizeCategory {
      traits.append(UITraitCollection(preferredContentSizeCategory: category))
    }
    return UITraitCollection(traitsFrom: traits)
  }

  /// The UIKit profile's behaviour: the demo's, with header snapping, the header mode and
  /// what a pull refreshes as chosen.
  var behavior: NestedScrollBehavior {
    var behavior = NestedScrollBehavior.profileDemo
    behavior.snapsHeader = snapsHeader
    behavior.headerMode = headerMode.mode
    if refreshesTabs { behavior.refresh?.scope = .tab }
    if refreshesPageAndTabs { behavior.refresh?.scope = .both }
    return behavior
  }
}

extension DemoHeaderMode {
  /// The library's mode: floating its collapsed part first, the 56 points of the header just
  /// above its pinned part.
  var mode: HeaderMode {
    switch self {
    case .withList: return .scrollsWithList
    case .floats: return .floats
    case .collapsedFirst: return .floatsCollapsedFirst(height: 56)
    }
  }

  /// The name the settings sheet shows.
  var title: String {
    switch self {
    case .withList: return "With list"
    case .floats: return "Floats"
    case .collapsedFirst: return "Part first"
    }
  }
}

extension DemoTextSize {
  /// The content size category this size overrides the device's with, if any.
  var contentSizeCategory: UIContentSizeCategory? {
    switch self {
    case .system: return nil
    case .standard: return .large
    case .accessibilityExtraLarge: return .accessibilityExtraLarge
    }
  }

  /// The name the settings sheet shows.
  var title: String {
    switch self {
    case .system: return "System"
    case .standard: return "Default"
    case .accessibilityExtraLarge: return "Extra large"
    }
  }
}
