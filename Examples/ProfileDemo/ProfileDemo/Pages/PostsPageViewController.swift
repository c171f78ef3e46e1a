import NestedScrollKit
// The iOS 16 SDK declares UIAccessibilityTraits' constants (`.header` here) as global
// variables, which Swift 6 rejects without this; they are constants in practice.
@preconcurrency import UIKit

/// The Posts tab: a plain table of 200 posts in ten weekly sections whose headers stick
/// right under the tab bar (`hasStickySectionHeaders`). Rows and section headers have
/// heights fixed for the current text size. Item snapping asks the table itself
/// (`ItemSnap.listItems`): a row rests right under its stuck week header, or a week with its
/// header right under the tab bar. Pull-to-refresh loads a new "batch"
/// (``showNewBatch()``); tapping a post calls ``onSelectPost``; each row's heart has a tap
/// recognizer of its own that likes the post (the row's accessibility value says "Liked").
final class PostsPageViewController: ListPageViewController, NestedScrollPage {
  /// The number of sections (weeks).
  static let sectionCount = 10
  /// The number of posts in each section.
  static let postsPerSection = 20
  /// The number of posts.
  static let postCount = sectionCount * postsPerSection

  private static let cellReuseIdentifier = "post"
  private static let headerReuseIdentifier = "week"

  /// The page's list.
  let tableView: UITableView
  /// Called with the number (1…``postCount``) of the post the user tapped.
  var onSelectPost: ((Int) -> Void)?

  private var batch = 1
  /// The posts the user liked, by number.
  private var likedPosts: Set<Int> = []
  private var metrics = PostsMetrics(traits: UITraitCollection(preferredContentSizeCategory: .large))

  /// Section headers stick, so the controller keeps the header's room as a spacer in the
  /// table's content; the section headers then stick right under the tab bar.
  var hasStickySectionHeaders: Bool { true }

  init() {
    tableView = UITableView(frame: .zero, style: .plain)
    super.init(list: tableView)
    tableView.accessibilityIdentifier = DemoAccessibilityIdentifier.postsList
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerReuseIdentifier)
    // iOS 15 adds padding above each plain section header; without it the heights below
    // are every header's whole height.
    tableView.sectionHeaderTopPadding = 0
    applyMetrics()
    tableView.dataSource = self
    tableView.delegate = self
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateMetricsIfNeeded()
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    // The first layout in a window: the page may have been created under other traits.
    updateMetricsIfNeeded()
  }

  private func updateMetricsIfNeeded() {
    let updated = PostsMetrics(traits: traitCollection)
    guard updated != metrics else { return }
    metrics = updated
    applyMetrics()
    tableView.reloadData()
  }

  /// Shows freshly "loaded" rows (the demo's stand-in for a network refresh).
  func showNewBatch() {
    batch += 1
    tableView.reloadData()
  }

  private func applyMetrics() {
    tableView.rowHeight = metrics.rowHeight
    tableView.estimatedRowHeight = metrics.rowHeight
    tableView.sectionHeaderHeight = metrics.sectionHeaderHeight
    tableView.estimatedSectionHeaderHeight = metrics.sectionHeaderHeight
  }

  /// The heart at the end of post `number`'s row: a tap on it likes or unlikes the post,
  /// through a tap recognizer of its own (the row is not selected).
  private func likeView(forPost number: Int) -> UIView {
    let liked = likedPosts.contains(number)
    let view = UIImageView(image: UIImage(systemName: liked ? "heart.fill" : "heart"))
    view.tintColor = .systemPink
    view.contentMode = .center
    view.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    view.isUserInteractionEnabled = true
    view.tag = number
    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(likeTapped(_:))))
    return view
  }

  @objc private func likeTapped(_ recognizer: UITapGestureRecognizer) {
    guard let number = recognizer.view?.tag, number > 0 else { return }
    toggleLike(number)
  }

  /// Likes post `number`, or unlikes it, and shows it in its row.
  private func toggleLike(_ number: Int) {
    if likedPosts.remove(number) == nil { likedPosts.insert(number) }
    let index = number - 1
    tableView.reloadRows(
      at: [IndexPath(row: index % Self.postsPerSection, section: index / Self.postsPerSection)], with: .none)
  }

  private static func sectionTitle(_ section: Int) -> String {
    switch section {
    case 0: return "This week"
    case 1: return "Last week"
    default: return "\(section) weeks ago"
    }
  }
}

/// Row and section header heights at one text size: the defaults scaled as Dynamic Type
/// scales body text, rounded to whole points.
private struct PostsMetrics: Equatable {
  var rowHeight: CGFloat
  var sectionHeaderHeight: CGFloat

  init(traits: UITraitCollection) {
    rowHeight = UIFontMetrics(forTextStyle: .body).scaledValue(for: 72, compatibleWith: traits).rounded()
    sectionHeaderHeight = UIFontMetrics(forTextStyle: .headline).scaledValue(for: 36, compatibleWith: traits)
      .rounded()
  }
}

extension PostsPageViewController: UITableViewDataSource, UITableViewDelegate {
  func numberOfSections(in tableView: UITableView) -> Int {
    Self.sectionCount
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.postsPerSection
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath)
    let number = indexPath.section * Self.postsPerSection + indexPath.row + 1
    var content = UIListContentConfiguration.subtitleCell()
    content.image = UIImage(systemName: "text.bubble")
    content.text = "Post \(number)"
    content.secondaryText = "Batch \(batch) · pull down to load the next one"
    // One line each: the row height is fixed for the text size.
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.numberOfLines = 1
    cell.contentConfiguration = content
    cell.accessoryView = likeView(forPost: number)
    cell.accessibilityValue = likedPosts.contains(number) ? "Liked" : nil
    cell.accessibilityIdentifier = DemoAccessibilityIdentifier.post(
      section: indexPath.section, row: indexPath.row)
    return cell
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerReuseIdentifier)
    else { return nil }
    // The plain style's header, with the background that keeps rows scrolling under a stuck
    // header from showing through it (the view's defaults follow the table's style).
    var content = header.defaultContentConfiguration()
    content.text = Self.sectionTitle(section)
    header.contentConfiguration = content
    // One element per header, announced as a heading (the VoiceOver rotor can jump
    // between weeks); the UI tests find it by its identifier.
    header.isAccessibilityElement = true
    header.accessibilityLabel = content.text
    header.accessibilityTraits = .header
    header.accessibilityIdentifier = DemoAccessibilityIdentifier.postsSectionHeader(section)
    return header
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    metrics.sectionHeaderHeight
  }

  /// A swipe toward the leading edge reveals Like (Unlike for a liked post): the pager
  /// yields the swipe to the row (NestedScrollKit's GestureCoexistence article).
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let number = indexPath.section * Self.postsPerSection + indexPath.row + 1
    let title = likedPosts.contains(number) ? "Unlike" : "Like"
    let action = UIContextualAction(style: .normal, title: title) { [weak self] _, _, completion in
      self?.toggleLike(number)
      completion(true)
    }
    action.backgroundColor = .systemPink
    return UISwipeActionsConfiguration(actions: [action])
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    onSelectPost?(indexPath.section * Self.postsPerSection + indexPath.row + 1)
  }
}
