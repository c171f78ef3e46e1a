import UIKit

/// What a tapped post pushes: a plain screen, there so that the profile is covered and
/// uncovered by a navigation push and pop (its lists, pan recognizer and display link
/// survive both).
final class PostDetailViewController: UIViewController {
  private let postNumber: Int

  /// Creates the screen for post `postNumber`.
  init(postNumber: Int) {
    self.postNumber = postNumber
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Post \(postNumber)"
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = DemoAccessibilityIdentifier.postDetail
    let label = UILabel()
    label.text = "Post \(postNumber) would be shown here. Go back: the profile is where you left it."
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 16),
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
