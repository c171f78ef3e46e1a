#if canImport(UIKit)
  import NestedScrollCore
  // The iOS 16 SDK declares UIAccessibilityTraits' constants as global variables, which Swift 6
  // rejects without this; they are constants in practice.
  @preconcurrency import UIKit

  /// The default tab bar: a row of equally wide title buttons and an indicator that follows
  /// the swipe. Supports Dynamic Type (it grows with the text size; its height is its
  /// intrinsic content size), VoiceOver (a tab bar container whose buttons carry the
  /// selected trait, announced as "tab N of M") and right-to-left layouts.
  @MainActor
  public final class NestedScrollTabBar: UIView, NestedScrollTabBarProtocol {
    /// Called with the tab the user taps.
    public var onSelect: ((Int) -> Void)?
    /// The selection indicator's colour; defaults to the tint colour.
    public var indicatorColor: UIColor? {
      didSet { indicator.backgroundColor = indicatorColor ?? tintColor }
    }

    private let stack = UIStackView()
    private let indicator = UIView()
    private let separator = UIView()
    private var buttons: [UIButton] = []
    private var progress = 0.0
    private var selectedIndex = 0

    /// Creates an empty tab bar; ``setTitles(_:)`` fills it.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemBackground
      stack.axis = .horizontal
      stack.distribution = .fillEqually
      addSubview(stack)
      separator.backgroundColor = .separator
      addSubview(separator)
      indicator.backgroundColor = tintColor
      addSubview(indicator)
      isAccessibilityElement = false
      accessibilityTraits = .tabBar
    }

    /// Not supported: create it in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Replaces the tabs with `titles`.
    public func setTitles(_ titles: [String]) {
      buttons.forEach { $0.removeFromSuperview() }
      buttons = titles.enumerated().map { index, title in
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.accessibilityLabel = title
        button.tag = index
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        stack.addArrangedSubview(button)
        return button
      }
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

    /// Tall enough for the title font at the current Dynamic Type size.
    public override var intrinsicContentSize: CGSize {
      let font = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
      return CGSize(width: UIView.noIntrinsicMetric, height: max(44, ceil(font.lineHeight * 2.4)))
    }

    /// Asks for a new height when the text size changes.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
      {
        invalidateIntrinsicContentSize()
      }
    }

    /// The indicator follows the tint color unless it has a color of its own.
    public override func tintColorDidChange() {
      super.tintColorDidChange()
      if indicatorColor == nil { indicator.backgroundColor = tintColor }
    }

    /// Lays the titles out side by side and places the indicator under the selection.
    public override func layoutSubviews() {
      super.layoutSubviews()
      stack.frame = bounds
      stack.layoutIfNeeded()
      let hairline = 1 / max(1, traitCollection.displayScale)
      separator.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)
      let frames = buttons.map { $0.frame }
      let position = TabIndicator.frame(progress: progress, count: frames.count) { index in
        (Double(frames[index].minX), Double(frames[index].width))
      }
      indicator.frame = CGRect(
        x: CGFloat(position.x), y: bounds.height - 2, width: CGFloat(position.width), height: 2)
    }

    @objc private func tapped(_ sender: UIButton) {
      onSelect?(sender.tag)
    }
  }
#endif
