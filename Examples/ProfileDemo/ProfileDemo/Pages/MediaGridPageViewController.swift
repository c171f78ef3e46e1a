import NestedScrollKit
import UIKit

/// The Media tab: a collection view with a compositional layout, three square columns and
/// 120 coloured tiles standing in for photos. A row of tiles is a third of the width tall,
/// so item snapping rests a whole row under the tab bar.
final class MediaGridPageViewController: ListPageViewController, NestedScrollPage, ItemSnappingPage {
  /// The number of tiles before any more are loaded.
  static let itemCount = 120
  /// The number of tiles now: ``itemCount`` and those loaded since (``appendItems(_:)``).
  private(set) var loadedItemCount = MediaGridPageViewController.itemCount
  private static let columnCount = 3

  private static let reuseIdentifier = "media"

  /// The page's list.
  let collectionView: UICollectionView
  /// Called after ``itemSnap`` changed (the width changed).
  var onItemSnapChange: (() -> Void)?
  private var laidOutWidth: CGFloat = 0

  /// A boundary at every row of tiles; none before the grid has a width.
  var itemSnap: ItemSnap {
    laidOutWidth > 0 ? .paging(pageSize: Double(laidOutWidth / CGFloat(Self.columnCount))) : .none
  }

  init() {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
    super.init(list: collectionView)
    collectionView.backgroundColor = .systemBackground
    collectionView.accessibilityIdentifier = DemoAccessibilityIdentifier.mediaGrid
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = collectionView.bounds.width
    guard width != laidOutWidth else { return }
    laidOutWidth = width
    onItemSnapChange?()
  }

  /// Adds `count` tiles after the last one, as a grid that loaded more does.
  func appendItems(_ count: Int) {
    let start = loadedItemCount
    loadedItemCount += count
    collectionView.insertItems(at: (start..<loadedItemCount).map { IndexPath(item: $0, section: 0) })
  }

  /// Three square items per row, one point of spacing around each.
  private static func makeLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / CGFloat(columnCount)), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columnCount))),
      subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }
}

extension MediaGridPageViewController: UICollectionViewDataSource, UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    loadedItemCount
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    let hue = CGFloat(indexPath.item % 24) / 24
    cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.9, alpha: 1)
    cell.isAccessibilityElement = true
    cell.accessibilityLabel = "Photo \(indexPath.item + 1)"
    cell.accessibilityIdentifier = DemoAccessibilityIdentifier.mediaItem(indexPath.item)
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
