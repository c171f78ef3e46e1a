#if canImport(UIKit)
  import NestedScrollCore
  // The iOS 16 SDK declares UIAccessibilityTraits' constants as global variables, which Swift 6
  // rejects without this; they are constants in practice.
  @preconcurrency import UIKit

  /// The default tab bar: a row of title buttons and an indicator that follows the swipe.
  ///
  /// Titles that fit share the bar equally; titles that do not keep their own widths in a bar
  /// that scrolls and keeps the indicator in view, centred where it can, following the pager
  /// as the user swipes (``NestedScrollCore/TabBarLayout`` decides where each item goes).
  /// Supports Dynamic Type (it grows with the text size; its height is its intrinsic content
  /// size, and the titles are measured again), VoiceOver (a tab bar container whose buttons
  /// carry the selected trait, announced as "tab N of M") and right-to-left layouts. A tab
  /// may carry a badge (``setBadge(_:forTab:)``), a count or a dot after its title, which
  /// VoiceOver reads as the button's value.
  ///
  /// Its look is set through ``titleFont``, ``titleColor``, ``selectedTitleColor``,
  /// ``indicatorColor`` and ``indicatorHeight``; each change applies to the buttons the bar
  /// has, in place, so VoiceOver's focus stays where it is.
  @MainActor
  public final class NestedScrollTabBar: UIView, NestedScrollTabBarProtocol {
    /// Called with the tab the user taps.
    public var onSelect: ((Int) -> Void)?
    /// The selection indicator's colour; defaults to the tint colour.
    public var indicatorColor: UIColor? {
      didSet { indicator.backgroundColor = indicatorColor ?? tintColor }
    }
    /// The titles' font; `nil`, the default, is the Subheadline text style
    /// (`preferredFont(forTextStyle:)`). The titles follow Dynamic Type with a font that can
    /// (`adjustsFontForContentSizeCategory`): a text style's, or one from `UIFontMetrics`'
    /// `scaledFont(for:)`. The bar's height follows the font
    /// (`TabBarLayout.barHeight(lineHeight:indicatorHeight:)`).
    public var titleFont: UIFont? {
      didSet {
        for button in buttons { applyFont(to: button) }
        sizeDidChange()
      }
    }
    /// The titles' colour; `nil`, the default, is the system button's (the tint colour).
    public var titleColor: UIColor? {
      didSet { for button in buttons { applyColors(to: button) } }
    }
    /// The selected tab's title colour; `nil`, the default, is ``titleColor``'s.
    public var selectedTitleColor: UIColor? {
      didSet { for button in buttons { applyColors(to: button) } }
    }
    /// The selection indicator's thickness, in points (2 by default); an indicator thicker
    /// than the room under the titles makes the bar taller.
    public var indicatorHeight: CGFloat = 2 {
      didSet { sizeDidChange() }
    }

    private let scrollView = UIScrollView()
    private let indicator = UIView()
    private let separator = UIView()
    private var buttons: [UIButton] = []
    private var progress = 0.0
    private var selectedIndex = 0
    /// The item layout for the current titles, width, text size and direction; measuring the
    /// titles again on every pager frame would be wasted work.
    private var itemLayout: TabBarLayout?
    /// Each tab's badge, by tab: kept for a tab whose button comes later.
    private var badges: [Int: TabBadge] = [:]
    /// The badges' views, by tab, in the bar's scroll view so they scroll with the titles.
    private var badgeLabels: [Int: UILabel] = [:]

    /// Creates an empty tab bar; ``setTitles(_:)`` fills it.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemBackground
      // The pager moves this bar's offset; its own indicators would flash on every swipe.
      scrollView.showsHorizontalScrollIndicator = false
      scrollView.showsVerticalScrollIndicator = false
      addSubview(scrollView)
      separator.backgroundColor = .separator
      addSubview(separator)
      indicator.backgroundColor = tintColor
      scrollView.addSubview(indicator)
      isAccessibilityElement = false
      accessibilityTraits = .tabBar
    }

    /// Not supported: create it in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Replaces the tabs with `titles`, keeping the buttons that stay
    /// (``NestedScrollCore/TabTitlesUpdate``): a renamed tab's button keeps VoiceOver's
    /// focus, which follows the element.
    public func setTitles(_ titles: [String]) {
      let update = TabTitlesUpdate(from: buttons.map { $0.title(for: .normal) ?? "" }, to: titles)
      guard !update.isEmpty else { return }
      for button in buttons[update.removed] { button.removeFromSuperview() }
      buttons.removeSubrange(update.removed)
      for index in update.retitled { Self.setTitle(titles[index], of: buttons[index]) }
      for index in update.inserted {
        let button = UIButton(type: .system)
        Self.setTitle(titles[index], of: button)
        applyFont(to: button)
        applyColors(to: button)
        button.tag = index
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        scrollView.addSubview(button)
        buttons.append(button)
        applyBadge(forTab: index)
      }
      for index in update.removed { badgeLabels[index]?.isHidden = true }
      itemLayout = nil
      invalidateIntrinsicContentSize()
      setSelection(progress: progress, selectedIndex: min(selectedIndex, max(0, titles.count - 1)))
    }

    /// Moves the indicator to `progress` and marks `selectedIndex` selected.
    public func setSelection(progress: Double, selectedIndex: Int) {
      self.progress = progress
      self.selectedIndex = selectedIndex
      // UIButton reports the selected trait to VoiceOver from `isSelected`.
      for (index, button) in buttons.enumerated() { button.isSelected = index == selectedIndex }
      setNeedsLayout()
    }

    /// Shows `badge` after tab `index`'s title (`nil` removes it): the count as
    /// ``NestedScrollCore/TabBadge/text`` says, or a dot, white on `systemRed`; VoiceOver reads ``NestedScrollCore/TabBadge/accessibilityValue`` after
    /// the title, as the button's `accessibilityValue`. A badge for a tab that does not exist
    /// yet shows once ``setTitles(_:)`` adds it.
    public func setBadge(_ badge: TabBadge?, forTab index: Int) {
      guard index >= 0 else { return }
      badges[index] = badge
      applyBadge(forTab: index)
    }

    /// Tab `index`'s badge on its button and in its label (nothing before the button exists).
    private func applyBadge(forTab index: Int) {
      guard index < buttons.count else { return }
      let badge = badges[index]
      buttons[index].accessibilityValue = badge?.accessibilityValue
      guard let badge, badge.isShown else {
        badgeLabels[index]?.isHidden = true
        return
      }
      let label = badgeLabels[index] ?? makeBadgeLabel(forTab: index)
      label.text = badge.text
      label.isHidden = false
      setNeedsLayout()
    }

    /// A badge's view: white digits on red, a pill around them or a dot without them; read
    /// through its button, not on its own.
    private func makeBadgeLabel(forTab index: Int) -> UILabel {
      let label = UILabel()
      label.font = .preferredFont(forTextStyle: .caption2)
      label.adjustsFontForContentSizeCategory = true
      label.textColor = .white
      label.textAlignment = .center
      label.backgroundColor = .systemRed
      label.clipsToBounds = true
      label.isAccessibilityElement = false
      scrollView.addSubview(label)
      badgeLabels[index] = label
      return label
    }

    /// Places each shown badge at the top of its title's trailing edge.
    private func layoutBadges(isRightToLeft: Bool) {
      for (index, label) in badgeLabels where !label.isHidden && index < buttons.count {
        let button = buttons[index]
        let titleWidth = button.intrinsicContentSize.width
        let titleHeight = button.titleLabel?.font.lineHeight ?? 0
        let size: CGSize
        if label.text == nil {
          size = CGSize(width: 8, height: 8)
        } else {
          let fitted = label.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
          let height = ceil(fitted.height) + 2
          size = CGSize(width: max(height, ceil(fitted.width) + 8), height: height)
        }
        let edge =
          isRightToLeft
          ? button.frame.midX - titleWidth / 2 - 2 - size.width : button.frame.midX + titleWidth / 2 + 2
        label.frame = CGRect(
          x: edge, y: max(0, (bounds.height - titleHeight) / 2 - size.height / 2), width: size.width,
          height: size.height)
        label.layer.cornerRadius = size.height / 2
      }
    }

    /// Tall enough for the title font at the current Dynamic Type size, as
    /// `TabBarLayout.barHeight(lineHeight:indicatorHeight:)` says.
    public override var intrinsicContentSize: CGSize {
      let height = TabBarLayout.barHeight(
        lineHeight: Double(titleLineHeight), indicatorHeight: Double(indicatorHeight))
      return CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(height))
    }

    /// The titles' line height at the current text size: the default font's for these
    /// traits, or a custom font's as the titles show it (each label scales its own font with
    /// Dynamic Type, before the bar is measured on the next layout pass).
    private var titleLineHeight: CGFloat {
      guard let titleFont else {
        return UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection).lineHeight
      }
      return buttons.compactMap { $0.titleLabel?.font.lineHeight }.max() ?? titleFont.lineHeight
    }

    /// The title font on `button`, following Dynamic Type where the font can.
    private func applyFont(to button: UIButton) {
      button.titleLabel?.font = titleFont ?? .preferredFont(forTextStyle: .subheadline)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
    }

    /// The title colours on `button`; `nil` gives the state back the system button's own
    /// colour (`setTitleColor(_:for:)`).
    private func applyColors(to button: UIButton) {
      button.setTitleColor(titleColor, for: .normal)
      let selected = selectedTitleColor ?? titleColor
      button.setTitleColor(selected, for: .selected)
      button.setTitleColor(selected, for: [.selected, .highlighted])
    }

    /// The titles' size or the indicator's thickness changed: measure the titles again, and
    /// have the container measure the bar again on its next layout pass.
    private func sizeDidChange() {
      itemLayout = nil
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      setNeedsContainerLayout()
    }

    /// Asks for a new height when the text size changes.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
      {
        itemLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
      }
    }

    /// The indicator follows the tint color unless it has a color of its own.
    public override func tintColorDidChange() {
      super.tintColorDidChange()
      if indicatorColor == nil { indicator.backgroundColor = tintColor }
    }

    /// Places the titles (``NestedScrollCore/TabBarLayout``), scrolls the bar to keep the
    /// selection in view and puts the indicator under the pager's position.
    public override func layoutSubviews() {
      super.layoutSubviews()
      scrollView.frame = bounds
      let hairline = 1 / max(1, traitCollection.displayScale)
      separator.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)
      let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let layout: TabBarLayout
      if let itemLayout, itemLayout.barWidth == Double(bounds.width),
        itemLayout.isRightToLeft == isRightToLeft,
        scrollView.contentSize.height == bounds.height
      {
        layout = itemLayout
      } else {
        // A button's intrinsic width is its title's width at the current text size.
        layout = TabBarLayout(
          titleWidths: buttons.map { Double($0.intrinsicContentSize.width) }, barWidth: Double(bounds.width),
          isRightToLeft: isRightToLeft)
        itemLayout = layout
        for (button, item) in zip(buttons, layout.items) {
          button.frame = CGRect(x: CGFloat(item.x), y: 0, width: CGFloat(item.width), height: bounds.height)
        }
        scrollView.contentSize = CGSize(width: CGFloat(layout.contentWidth), height: bounds.height)
      }
      scrollView.contentOffset = CGPoint(x: CGFloat(layout.contentOffset(progress: progress)), y: 0)
      layoutBadges(isRightToLeft: isRightToLeft)
      let position = layout.indicator(progress: progress)
      indicator.frame = CGRect(
        x: CGFloat(position.x), y: bounds.height - indicatorHeight, width: CGFloat(position.width),
        height: indicatorHeight)
    }

    /// Shows `title` on `button` and reads it to VoiceOver.
    private static func setTitle(_ title: String, of button: UIButton) {
      button.setTitle(title, for: .normal)
      button.accessibilityLabel = title
    }

    @objc private func tapped(_ sender: UIButton) {
      onSelect?(sender.tag)
    }
  }
#endif
