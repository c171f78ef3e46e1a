import UIKit

/// A strip of buttons over the bottom of the UIKit profile that makes the package's
/// accessibility behaviour visible to a person and testable by a UI test (shown with the
/// `accessibilityControls` launch option).
///
/// XCUITest can neither perform VoiceOver's three-finger scroll nor turn Reduce Motion on,
/// so:
/// - **Next page** and **Previous page** call the controller's
///   [`accessibilityScroll(_:)`](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityscroll(_:))
///   with `.up` and `.down`, the entry point UIKit calls for VoiceOver's three-finger swipe
///   up (on toward the end) and down (back toward the top).
/// - **Header moves** counts the header layouts the controller reported
///   (`nestedScrollViewController(_:didUpdateHeaderLayout:)`, once per frame in which header
///   or tab bar moved) since the button was last tapped: an animation the package plays
///   shows as many moves as it lasts frames, and one that Reduce Motion ends at once as one.
/// - **Rename** renames a tab (Media to Photos and back) and says whether the tab bar kept
///   that tab's button: VoiceOver's focus follows the element, so a tab bar that made a new
///   button would drop the focus of a user on that tab, which XCUITest cannot see otherwise.
final class AccessibilityControlsView: UIStackView {
  /// Called with the direction a page button scrolls, as VoiceOver would send it.
  var onPageScroll: ((UIAccessibilityScrollDirection) -> Void)?
  /// Renames the tab and answers whether the tab bar kept its button.
  var onRenameTab: (() -> Bool)?

  private let movesButton = UIButton(configuration: .gray())
  private let renameButton = UIButton(configuration: .gray())
  private var headerMoves = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    axis = .horizontal
    distribution = .fillEqually
    spacing = 8
    addArrangedSubview(
      pageButton(
        title: "Previous page", direction: .down, identifier: DemoAccessibilityIdentifier.previousPage))
    addArrangedSubview(
      pageButton(title: "Next page", direction: .up, identifier: DemoAccessibilityIdentifier.nextPage))
    movesButton.accessibilityIdentifier = DemoAccessibilityIdentifier.headerMoves
    movesButton.addAction(
      UIAction { [weak self] _ in
        self?.headerMoves = 0
        self?.showMoves()
      }, for: .touchUpInside)
    addArrangedSubview(movesButton)
    showMoves()
    renameButton.configuration?.title = "Rename"
    renameButton.accessibilityIdentifier = DemoAccessibilityIdentifier.renameTab
    renameButton.addAction(
      UIAction { [weak self] _ in
        guard let self, let kept = onRenameTab?() else { return }
        renameButton.accessibilityValue =
          kept
          ? DemoAccessibilityIdentifier.renameTabKeptButton : DemoAccessibilityIdentifier.renameTabNewButton
      }, for: .touchUpInside)
    addArrangedSubview(renameButton)
  }

  @available(*, unavailable)
  required init(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  /// The header or tab bar moved (one reported layout).
  func headerDidMove() {
    headerMoves += 1
    showMoves()
  }

  private func showMoves() {
    movesButton.configuration?.title = "Header moves: \(headerMoves)"
    movesButton.accessibilityValue = "\(headerMoves)"
  }

  private func pageButton(title: String, direction: UIAccessibilityScrollDirection, identifier: String)
    -> UIButton
  {
    var configuration = UIButton.Configuration.filled()
    configuration.title = title
    let button = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [weak self] _ in self?.onPageScroll?(direction) })
    button.accessibilityIdentifier = identifier
    return button
  }
}
