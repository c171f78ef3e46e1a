import UIKit

/// A feed row that is a horizontal carousel of cards: a collection view with a horizontal
/// flow layout, left with UIKit's defaults (`scrollsToTop` on) as an app would leave it.
final class FeedCarouselCell: UITableViewCell {
  /// The table's reuse identifier for carousel rows.
  static let reuseIdentifier = "carousel"
  /// The number of cards in the carousel.
  static let cardCount = 12

  private let carousel: UICollectionView

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 96, height: 120)
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    carousel = UICollectionView(frame: .zero, collectionViewLayout: layout)
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    carousel.showsHorizontalScrollIndicator = false
    carousel.accessibilityIdentifier = DemoAccessibilityIdentifier.feedCarousel
    carousel.backgroundColor = .clear
    carousel.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    carousel.dataSource = self
    carousel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(carousel)
    NSLayoutConstraint.activate([
      carousel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      carousel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      carousel.topAnchor.constraint(equalTo: contentView.topAnchor),
      carousel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      carousel.heightAnchor.constraint(equalToConstant: 136),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

extension FeedCarouselCell: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    Self.cardCount
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let card = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    card.backgroundColor = UIColor.systemTeal.withAlphaComponent(0.2 + 0.06 * CGFloat(indexPath.item % 10))
    card.layer.cornerRadius = 12
    return card
  }
}
