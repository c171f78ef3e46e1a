import UIKit

/// The base of the demo's pages: a view controller whose view is its list, the scroll view
/// that `NestedScrollViewController` coordinates with the header. Subclasses adopt
/// `NestedScrollPage` (this class provides its `nestedScrollView`) and set the list's
/// delegate and data source in their initializer: the controller wraps the delegate when it
/// attaches the page, and keeps forwarding every callback to it.
class ListPageViewController: UIViewController {
  private let list: UIScrollView

  /// Creates a page showing `list`.
  init(list: UIScrollView) {
    self.list = list
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func loadView() {
    view = list
  }

  /// The list the controller coordinates with the header.
  var nestedScrollView: UIScrollView { list }
}
