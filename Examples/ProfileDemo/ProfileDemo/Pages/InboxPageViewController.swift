import NestedScrollKit
import UIKit

/// The Inbox tab: a collection-view list (`UICollectionLayoutListConfiguration`) of 60
/// messages, each with a trailing Archive action. A swipe toward the leading edge on a
/// message reveals the action, as it does in Mail, instead of paging to the next tab.
final class InboxPageViewController: ListPageViewController, NestedScrollPage {
  /// The number of messages.
  static let messageCount = 60

  /// The page's list.
  let collectionView: UICollectionView
  /// The messages archived so far, by row: their rows say so.
  private var archived: Set<Int> = []

  init() {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    super.init(list: collectionView)
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.swipeActions(forRow: indexPath.item)
    }
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView.accessibilityIdentifier = DemoAccessibilityIdentifier.inboxList
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "message")
    collectionView.dataSource = self
  }

  /// The Archive action of the message at `row`.
  private func swipeActions(forRow row: Int) -> UISwipeActionsConfiguration {
    let archive = UIContextualAction(style: .normal, title: DemoAccessibilityIdentifier.archiveActionTitle) {
      [weak self] _, _, completion in
      self?.archived.insert(row)
      self?.collectionView.reloadItems(at: [IndexPath(item: row, section: 0)])
      completion(true)
    }
    archive.backgroundColor = .systemIndigo
    return UISwipeActionsConfiguration(actions: [archive])
  }
}

extension InboxPageViewController: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    Self.messageCount
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Message \(indexPath.item + 1)"
    content.secondaryText = archived.contains(indexPath.item) ? "Archived" : "Swipe left to archive"
    cell.contentConfiguration = content
    cell.accessibilityIdentifier = DemoAccessibilityIdentifier.inboxMessage(indexPath.item)
    return cell
  }
}
