#if canImport(UIKit)
  // The iOS 16 SDK declares UIAccessibility's notification constants as global variables,
  // which Swift 6 rejects without this; they are constants in practice.
  @preconcurrency import UIKit
  import NestedScrollCore
  import QuartzCore

  extension NestedScrollViewController {
    /// Whether the package's animations honour Reduce Motion: they end at once instead of
    /// moving there (``NestedScrollCore/NestedScrollHost/isReduceMotionEnabled``). The
    /// controller follows the system setting (`UIAccessibility.isReduceMotionEnabled`);
    /// set it to decide otherwise, until the setting next changes.
    public var isReduceMotionEnabled: Bool {
      get { host.isReduceMotionEnabled }
      set { host.isReduceMotionEnabled = newValue }
    }

    /// VoiceOver's three-finger scroll: up and down move header, tab bar and the selected
    /// list as one scroll view by a page and announce "Page 2 of 5"; left and right select
    /// the neighbouring tab, announced once it has appeared. Returns `false` at an end.
    open override nonisolated func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      let portable: AccessibilityScrollDirection
      switch direction {
      case .up: portable = .up
      case .down: portable = .down
      case .left: portable = .left
      case .right: portable = .right
      case .next, .previous: return false
      @unknown default: return false
      }
      return accessibilityHost?.accessibilityScroll(portable, at: CACurrentMediaTime()) ?? false
    }

    /// Follows the system's Reduce Motion setting from now on
    /// (`reduceMotionStatusDidChangeNotification`).
    func observeAccessibilitySettings() {
      accessibilityHost = host
      host.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
      NotificationCenter.default.addObserver(
        self, selector: #selector(reduceMotionStatusDidChange),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      NotificationCenter.default.addObserver(
        self, selector: #selector(accessibilityElementDidGetFocus(_:)),
        name: UIAccessibility.elementFocusedNotification, object: nil)
    }

    /// VoiceOver's focus moved (`elementFocusedNotification`): an element of the header or of
    /// the tab bar is brought into view, header and list moving as one scroll view
    /// (``NestedScrollCore/NestedScrollHost/accessibilityFocusDidMove(toHeaderElementTop:bottom:at:)``).
    @objc func accessibilityElementDidGetFocus(_ notification: Notification) {
      guard let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? NSObject,
        isInHeaderOrTabBar(element), let screen = view.window?.screen
      else { return }
      // `accessibilityFrame` is in screen coordinates.
      let frame = headerView.convert(element.accessibilityFrame, from: screen.coordinateSpace)
      host.accessibilityFocusDidMove(
        toHeaderElementTop: Double(frame.minY), bottom: Double(frame.maxY), at: CACurrentMediaTime())
    }

    /// Whether `element` is the header, the tab bar, or inside either: a view under them, or
    /// an accessibility element whose containers lead to one.
    private func isInHeaderOrTabBar(_ element: NSObject) -> Bool {
      var current: Any? = element
      while let object = current {
        if let view = object as? UIView {
          return view.isDescendant(of: headerView) || view.isDescendant(of: tabBar)
        }
        current = (object as? UIAccessibilityElement)?.accessibilityContainer
      }
      return false
    }

    /// The system's Reduce Motion setting changed.
    @objc func reduceMotionStatusDidChange() {
      host.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
    }

    /// A trait change that changed the preferred content size category (Dynamic Type) has
    /// header and tab bar measured again.
    func traitsDidChange(from previous: UITraitCollection?) {
      guard previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else {
        return
      }
      host.contentSizeCategoryDidChange()
    }

    /// Header and tab bar are measured again on the next layout pass: their intrinsic sizes
    /// are stale (a tab bar's title font grew).
    func setNeedsMeasurement() {
      headerView.invalidateIntrinsicContentSize()
      tabBar.invalidateIntrinsicContentSize()
      view.setNeedsLayout()
    }

    /// Posts VoiceOver's page-scrolled notification with where the page scroll went, in the
    /// words of ``announcements``.
    func accessibilityPageDidScroll(_ status: AccessibilityScrollStatus) {
      PageScrolledNotification.post(announcements.pageScroll(status))
    }
  }
#endif
