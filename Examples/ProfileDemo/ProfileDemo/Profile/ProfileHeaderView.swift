// The iOS 16 SDK declares UIAccessibilityTraits' constants (`.header` here) as global
// variables, which Swift 6 rejects without this; they are constants in practice.
@preconcurrency import UIKit

/// The UIKit profile header, laid out with Auto Layout so that the controller can measure
/// its fitting height: a gradient cover (the controller's `headerStretchView`), a round
/// avatar overlapping the cover's bottom edge, a Follow button, the name, the handle, a
/// selectable bio with a "more" button that expands it, and a horizontal carousel.
///
/// Every control here shares touches with the list's pan recognizer, which NestedScrollKit
/// attaches to the container (HeaderDrags article): a tap on Follow or "more" fires it, a
/// vertical drag starting on any of them scrolls the list, a long press on the bio selects
/// text, and a horizontal drag on the carousel scrolls the carousel.
///
/// On overscroll the controller makes this view taller and stretches the cover with a
/// transform. The chain below the cover is pinned to the bottom edge at a higher priority
/// than the avatar's place on the cover's edge, so the avatar and text move down with the
/// stretched cover instead of being overlapped by it.
final class ProfileHeaderView: UIView {
  /// The cover's height when not stretched.
  static let coverHeight: CGFloat = 96
  /// The avatar's diameter.
  static let avatarSize: CGFloat = 72
  private static let collapsedBioLines = 3
  private static let margin: CGFloat = 16
  private static let ringWidth: CGFloat = 4

  /// The cover's colour at its top edge (the navigation bar takes it at the scroll edge).
  static let coverTopColor = UIColor(red: 0.29, green: 0.20, blue: 0.78, alpha: 1)
  /// The cover, for the controller's `headerStretchView`.
  let coverView = GradientView(colors: [
    ProfileHeaderView.coverTopColor,
    UIColor(red: 0.10, green: 0.66, blue: 0.80, alpha: 1),
  ])
  /// Called after the header's content changed its height (the bio expanded or
  /// collapsed); the owner tells the controller to measure the header again.
  var onHeightChange: (() -> Void)?

  private let avatarRing = UIView()
  private let avatarView = UIImageView()
  private let followButton = UIButton(configuration: .filled())
  private let nameLabel = UILabel()
  private let handleLabel = UILabel()
  private let bioView = UITextView()
  private let moreButton = UIButton(type: .system)
  private let highlightsView: HighlightsCarouselView
  private var isBioExpanded = false
  private var isFollowing = false

  /// The bottom edge of the name, in this view's coordinates: once the header has
  /// collapsed past it, the name can move to the navigation bar.
  var nameBottom: CGFloat { nameLabel.frame.maxY }

  /// Creates a header showing `profile`.
  init(profile: Profile) {
    highlightsView = HighlightsCarouselView(highlights: profile.highlights)
    super.init(frame: .zero)
    backgroundColor = .systemBackground
    accessibilityIdentifier = DemoAccessibilityIdentifier.profileHeader
    configureAvatar()
    configureText(profile: profile)
    configureButtons()
    // The cover first: the avatar overlaps it.
    for view in [
      coverView, avatarRing, followButton, nameLabel, handleLabel, bioView, moreButton, highlightsView,
    ] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    avatarView.translatesAutoresizingMaskIntoConstraints = false
    avatarRing.addSubview(avatarView)
    addConstraints()
    updateBio()
    updateFollowButton()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  private func configureAvatar() {
    avatarRing.backgroundColor = .systemBackground
    avatarRing.layer.cornerRadius = Self.avatarSize / 2 + Self.ringWidth
    avatarView.image = UIImage(
      systemName: "person.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 32))
    avatarView.contentMode = .center
    avatarView.tintColor = .white
    avatarView.backgroundColor = .systemIndigo
    avatarView.layer.cornerRadius = Self.avatarSize / 2
    avatarView.clipsToBounds = true
    avatarView.isAccessibilityElement = true
    avatarView.accessibilityLabel = "Profile picture"
  }

  private func configureText(profile: Profile) {
    nameLabel.text = profile.name
    nameLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(
      for: .systemFont(ofSize: 22, weight: .bold))
    nameLabel.accessibilityTraits = .header
    handleLabel.text = profile.handle
    handleLabel.font = .preferredFont(forTextStyle: .subheadline)
    handleLabel.textColor = .secondaryLabel
    for label in [nameLabel, handleLabel] {
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
    }

    // A text view, not a label, so that the bio can be selected and its link opened; it
    // does not scroll (its height is its content's). Like every scroll view, it has
    // `scrollsToTop` on; NestedScrollViewController turns it off for views in the header, so
    // the status-bar tap stays with the selected list.
    bioView.text = profile.bio
    bioView.font = .preferredFont(forTextStyle: .body)
    bioView.adjustsFontForContentSizeCategory = true
    bioView.isEditable = false
    bioView.isSelectable = true
    bioView.isScrollEnabled = false
    bioView.dataDetectorTypes = [.link]
    bioView.backgroundColor = .clear
    bioView.textContainerInset = .zero
    bioView.textContainer.lineFragmentPadding = 0
    bioView.textContainer.lineBreakMode = .byTruncatingTail
    bioView.accessibilityIdentifier = DemoAccessibilityIdentifier.bio
  }

  private func configureButtons() {
    followButton.accessibilityIdentifier = DemoAccessibilityIdentifier.followButton
    followButton.addAction(
      UIAction { [weak self] _ in
        self?.isFollowing.toggle()
        self?.updateFollowButton()
      }, for: .touchUpInside)

    moreButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
    moreButton.titleLabel?.adjustsFontForContentSizeCategory = true
    moreButton.accessibilityIdentifier = DemoAccessibilityIdentifier.bioMoreButton
    moreButton.addAction(UIAction { [weak self] _ in self?.toggleBio() }, for: .touchUpInside)
  }

  private func addConstraints() {
    let margin = Self.margin
    // Where the avatar sits when the header is not stretched; the bottom constraint below
    // outranks it when the controller makes the header taller.
    let avatarOnCoverEdge = avatarRing.centerYAnchor.constraint(equalTo: coverView.bottomAnchor)
    avatarOnCoverEdge.priority = .defaultHigh
    let bottom = highlightsView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12)
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

      // Beside the avatar's lower half, below the cover: it moves down with the avatar.
      followButton.bottomAnchor.constraint(equalTo: avatarRing.bottomAnchor, constant: -Self.ringWidth),
      followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margin),
      followButton.leadingAnchor.constraint(
        greaterThanOrEqualTo: avatarRing.trailingAnchor, constant: margin),

      nameLabel.topAnchor.constraint(equalTo: avatarRing.bottomAnchor, constant: 4),
      handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
      bioView.topAnchor.constraint(equalTo: handleLabel.bottomAnchor, constant: 6),
      moreButton.topAnchor.constraint(equalTo: bioView.bottomAnchor),
      highlightsView.topAnchor.constraint(equalTo: moreButton.bottomAnchor, constant: 4),
      highlightsView.leadingAnchor.constraint(equalTo: leadingAnchor),
      highlightsView.trailingAnchor.constraint(equalTo: trailingAnchor),
      bottom,
    ])
    for view in [nameLabel, handleLabel, bioView] {
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin),
        view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margin),
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
    bioView.textContainer.maximumNumberOfLines = isBioExpanded ? 0 : Self.collapsedBioLines
    // A text view that does not scroll is as tall as its laid-out text: measure it again.
    bioView.invalidateIntrinsicContentSize()
    moreButton.setTitle(isBioExpanded ? "less" : "more", for: .normal)
    moreButton.accessibilityLabel = isBioExpanded ? "Show less of the bio" : "Show the whole bio"
  }

  private func updateFollowButton() {
    var configuration: UIButton.Configuration = isFollowing ? .tinted() : .filled()
    configuration.title = isFollowing ? "Following" : "Follow"
    configuration.cornerStyle = .capsule
    followButton.configuration = configuration
  }
}
