import NestedScrollKit
// The iOS 16 SDK declares UIAccessibilityTraits' constants (`.tabBar` here) as global
// variables, which Swift 6 rejects without this; they are constants in practice.
@preconcurrency import UIKit

/// A custom tab bar built the way most apps build one: a stack of buttons pinned to its
/// edges with constraints and an indicator bar below them, and no intrinsic size of its own
/// (`intrinsicContentSize` is `noIntrinsicMetric`). NestedScrollViewController measures it
/// by fitting its constraints (the ContainerBehaviour article); the UI tests check that it
/// gets its height. Shown instead of the default tab bar with the `customTabBar` launch
/// option.
final class AutoLayoutTabBar: UIView, NestedScrollTabBarProtocol {
  /// The buttons' height: with the indicator, the bar's fitting height.
  static let buttonHeight: CGFloat = 52
  /// The indicator's height.
  static let indicatorHeight: CGFloat = 3

  var onSelect: ((Int) -> Void)?

  private let stack = UIStackView()
  private let indicator = UIView()
  private var buttons: [UIButton] = []
  private var progress = 0.0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    indicator.backgroundColor = .systemOrange
    addSubview(indicator)
    accessibilityTraits = .tabBar
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor),
      stack.heightAnchor.constraint(equalToConstant: Self.buttonHeight),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -Self.indicatorHeight),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  func setTitles(_ titles: [String]) {
    buttons.forEach { $0.removeFromSuperview() }
    buttons = titles.enumerated().map { index, title in
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .touchUpInside)
      stack.addArrangedSubview(button)
      return button
    }
    setNeedsLayout()
  }

  func setSelection(progress: Double, selectedIndex: Int) {
    self.progress = progress
    for (index, button) in buttons.enumerated() { button.isSelected = index == selectedIndex }
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let frames = buttons.map(\.frame)
    let position = TabIndicator.frame(progress: progress, count: frames.count) { index in
      (Double(frames[index].minX), Double(frames[index].width))
    }
    indicator.frame = CGRect(
      x: CGFloat(position.x), y: bounds.height - Self.indicatorHeight, width: CGFloat(position.width),
      height: Self.indicatorHeight)
  }
}
