import UIKit

/// The header's horizontal carousel: a collection view of captioned chips that scrolls
/// sideways inside the vertically collapsing header.
///
/// A horizontal drag on it scrolls the chips; a vertical drag scrolls the selected list
/// (NestedScrollKit's HeaderDrags article: a scroll view's pan does not begin along an axis
/// it cannot scroll). Its height follows Dynamic Type.
final class HighlightsCarouselView: UIView {
  private static let chipHeight: CGFloat = 36
  private static let reuseIdentifier = "highlight"

  private let highlights: [Profile.Highlight]
  private let collectionView: UICollectionView
  private lazy var heightConstraint = heightAnchor.constraint(equalToConstant: Self.chipHeight)

  /// Creates a carousel of `highlights`.
  init(highlights: [Profile.Highlight]) {
    self.highlights = highlights
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
    super.init(frame: .zero)
    collectionView.backgroundColor = .clear
    collectionView.showsHorizontalScrollIndicator = false
    // Its `scrollsToTop` stays on: NestedScrollViewController turns it off for scroll views
    // in the header, so the status-bar tap reaches the selected list.
    collectionView.accessibilityIdentifier = DemoAccessibilityIdentifier.highlights
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: topAnchor),
      collectionView.bottomAnchor.constraint(equalTo: bottomAnchor),
      collectionView.leadingAnchor.constraint(equalTo: leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: trailingAnchor),
      heightConstraint,
    ])
    updateHeight()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
      updateHeight()
    }
  }

  private func updateHeight() {
    heightConstraint.constant = UIFontMetrics(forTextStyle: .subheadline).scaledValue(
      for: Self.chipHeight, compatibleWith: traitCollection)
  }

  /// One row of chips as wide as their captions, scrolling horizontally. The compositional
  /// layout mirrors itself in right-to-left layouts.
  private static func makeLayout() -> UICollectionViewLayout {
    let size = NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }
}

extension HighlightsCarouselView: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    highlights.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    let highlight = highlights[indexPath.item]
    var content = UIListContentConfiguration.cell()
    content.image = UIImage(systemName: highlight.symbol)
    content.text = highlight.title
    content.textProperties.font = .preferredFont(forTextStyle: .subheadline)
    content.textProperties.numberOfLines = 1
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
    cell.contentConfiguration = content
    var background = UIBackgroundConfiguration.clear()
    background.backgroundColor = .secondarySystemFill
    background.cornerRadius = heightConstraint.constant / 2
    cell.backgroundConfiguration = background
    return cell
  }
}
