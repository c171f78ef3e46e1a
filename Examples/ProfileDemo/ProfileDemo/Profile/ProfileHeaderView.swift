import UIKit

/// The UIKit profile header, laid out with Auto Layout so that the controller can measure
/// its fitting height: a gradient cover (the controller's `headerStretchView`), a round
/// avatar overlapping the cover's bottom edge, the name, the handle and a bio with a
/// "more" button that expands it.
///
/// On overscroll the controller makes this view taller and stretches the cover with a
/// transform. The chain below the cover is pinned to the bottom edge at a higher priority
/// than the avatar's place on the cover's edge, so the avatar and text move down with the
/// stretched cover instead of being overlapped by it.
final class ProfileHeaderView: UIView {
  /// The cover's height when not stretched.
  static let coverHeight: CGFloat = 140
  /// The avatar's diameter.
  static let avatarSize: CGFloat = 88
  private static let collapsedBioLines = 3
  private static let margin: CGFloat = 16
  private static let ringWidth: CGFloat = 4

  /// The cover, for the controller's `headerStretchView`.
  let coverView = GradientView(colors: [
    UIColor(red: 0.29, green: 0.20, blue: 0.78, alpha: 1),
    UIColor(red: 0.10, green: 0.66, blue: 0.80, alpha: 1),
  ])
  /// Called after the header's content changed its height (the bio expanded or
  /// collapsed); the owner tells the controller to measure the header again.
  var onHeightChange: (() -> Void)?

  private let avatarRing = UIView()
  private let avatarView = UIImageView()
  private let nameLabel = UILabel()
  private let handleLabel = UILabel()
  private let bioLabel = UILabel()
  private let moreButton = UIButton(type: .system)
  private var isBioExpanded = false

  /// The bottom edge of the name, in this view's coordinates: once the header has
  /// collapsed past it, the name can move to the navigation bar.
  var nameBottom: CGFloat { nameLabel.frame.maxY }

  /// Creates a header showing `profile`.
  init(profile: Profile) {
    super.init(frame: .zero)
    backgroundColor = .systemBackground
    configureViews(profile: profile)
    addConstraints()
    updateBio()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  private func configureViews(profile: Profile) {
    avatarRing.backgroundColor = .systemBackground
    avatarRing.layer.cornerRadius = Self.avatarSize / 2 + Self.ringWidth
    avatarView.image = UIImage(
      systemName: "person.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))
    avatarView.contentMode = .center
    avatarView.tintColor = .white
    avatarView.backgroundColor = .systemIndigo
    avatarView.layer.cornerRadius = Self.avatarSize / 2
    avatarView.clipsToBounds = true
    avatarView.isAccessibilityElement = true
    avatarView.accessibilityLabel = "Profile picture"

    nameLabel.text = profile.name
    nameLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(
      for: .systemFont(ofSize: 22, weight: .bold))
    handleLabel.text = profile.handle
    handleLabel.font = .preferredFont(forTextStyle: .subheadline)
    handleLabel.textColor = .secondaryLabel
    bioLabel.text = profile.bio
    bioLabel.font = .preferredFont(forTextStyle: .body)
    for label in [nameLabel, handleLabel, bioLabel] {
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
    }

    moreButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
    moreButton.titleLabel?.adjustsFontForContentSizeCategory = true
    moreButton.addAction(UIAction { [weak self] _ in self?.toggleBio() }, for: .touchUpInside)

    // The cover first: the avatar overlaps it.
    for view in [coverView, avatarRing, nameLabel, handleLabel, bioLabel, moreButton] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    avatarView.translatesAutoresizingMaskIntoConstraints = false
    avatarRing.addSubview(avatarView)
  }

  private func addConstraints() {
    let margin = Self.margin
    // Where the avatar sits when the header is not stretched; the bottom constraint below
    // outranks it when the controller makes the header taller.
    let avatarOnCoverEdge = avatarRing.centerYAnchor.constraint(equalTo: coverView.bottomAnchor)
    avatarOnCoverEdge.priority = .defaultHigh
    let bottom = moreButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)
    bottom.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      coverView.topAnchor.constraint(equalTo: topAnchor),
      coverView.leadingAnchor.constraint(equalTo: leadingAnchor),
      coverView.trailingAnchor.constraint(equalTo: trailingAnchor),
      coverView.heightAnchor.constraint(equalToConstant: Self.coverHeight),

      avatarOnCoverEdge,
      avatarRing.centerYAnchor.constraint(greaterThanOrEqualTo: coverView.bottomAnchor),
      avatarRing.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin),
      avatarRing.widthAnchor.constraint(equalToConstant: Self.avatarSize + 2 * Self.ringWidth),
      avatarRing.heightAnchor.constraint(equalTo: avatarRing.widthAnchor),
      avatarView.centerXAnchor.constraint(equalTo: avatarRing.centerXAnchor),
      avatarView.centerYAnchor.constraint(equalTo: avatarRing.centerYAnchor),
      avatarView.widthAnchor.constraint(equalToConstant: Self.avatarSize),
      avatarView.heightAnchor.constraint(equalToConstant: Self.avatarSize),

      nameLabel.topAnchor.constraint(equalTo: avatarRing.bottomAnchor, constant: 8),
      handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
      bioLabel.topAnchor.constraint(equalTo: handleLabel.bottomAnchor, constant: 10),
      moreButton.topAnchor.constraint(equalTo: bioLabel.bottomAnchor),
      bottom,
    ])
    for label in [nameLabel, handleLabel, bioLabel] {
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin),
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margin),
      ])
    }
    // The button is as wide as its title, so only the title is a tap target.
    NSLayoutConstraint.activate([
      moreButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin),
      moreButton.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -margin),
    ])
  }

  private func toggleBio() {
    isBioExpanded.toggle()
    updateBio()
    onHeightChange?()
  }

  private func updateBio() {
    bioLabel.numberOfLines = isBioExpanded ? 0 : Self.collapsedBioLines
    moreButton.setTitle(isBioExpanded ? "less" : "more", for: .normal)
    moreButton.accessibilityLabel = isBioExpanded ? "Show less of the bio" : "Show the whole bio"
  }
}
