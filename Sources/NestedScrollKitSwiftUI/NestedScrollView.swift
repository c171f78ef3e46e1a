#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import NestedScrollKit
  import SwiftUI
  import UIKit

  /// SwiftUI's entry point: a ``NestedScrollKit/NestedScrollViewController`` with a SwiftUI
  /// header and UIKit pages (each page a view controller exposing its scroll view).
  ///
  ///     NestedScrollView(
  ///       behavior: NestedScrollBehavior(snapsHeader: true),
  ///       titles: ["Posts", "Media", "Likes"],
  ///       header: { ProfileHeader() },
  ///       page: { index in PostsViewController(tab: index) })
  @available(iOS 15.0, *)
  public struct NestedScrollView<Header: View>: UIViewControllerRepresentable {
    private let behavior: NestedScrollBehavior
    private let titles: [String]
    private let header: Header
    private let page: @MainActor (Int) -> NestedScrollPage
    private let onRefresh: (@MainActor (NestedScrollViewController) -> Void)?

    /// Creates the view. `page` is called lazily for each page; `onRefresh`, if given,
    /// enables pull-to-refresh handling: load, then call `endRefreshing()` on the controller.
    public init(
      behavior: NestedScrollBehavior = NestedScrollBehavior(), titles: [String],
      @ViewBuilder header: () -> Header,
      page: @escaping @MainActor (Int) -> NestedScrollPage,
      onRefresh: (@MainActor (NestedScrollViewController) -> Void)? = nil
    ) {
      self.behavior = behavior
      self.titles = titles
      self.header = header()
      self.page = page
      self.onRefresh = onRefresh
    }

    /// Builds the controller.
    public func makeUIViewController(context: Context) -> NestedScrollViewController {
      let host = UIHostingController(rootView: header)
      host.view.backgroundColor = .clear
      let controller = NestedScrollViewController(headerView: host.view, behavior: behavior)
      controller.addChild(host)
      host.didMove(toParent: controller)
      context.coordinator.titles = titles
      context.coordinator.page = page
      context.coordinator.onRefresh = onRefresh
      controller.dataSource = context.coordinator
      controller.delegate = context.coordinator
      return controller
    }

    /// Passes new titles and page builders to the controller.
    public func updateUIViewController(_ controller: NestedScrollViewController, context: Context) {
      context.coordinator.page = page
      context.coordinator.onRefresh = onRefresh
      if context.coordinator.titles != titles {
        context.coordinator.titles = titles
        controller.reloadData()
      }
    }

    /// The data source and delegate bridging to the SwiftUI values.
    public func makeCoordinator() -> Bridge { Bridge() }

    /// The controller's data source and delegate.
    @MainActor
    public final class Bridge: NestedScrollViewControllerDataSource, NestedScrollViewControllerDelegate {
      var titles: [String] = []
      var page: (@MainActor (Int) -> NestedScrollPage)?
      var onRefresh: (@MainActor (NestedScrollViewController) -> Void)?

      /// The number of titles.
      public func numberOfPages(in controller: NestedScrollViewController) -> Int { titles.count }

      /// The page built by the SwiftUI value's closure.
      public func nestedScrollViewController(_ controller: NestedScrollViewController, pageAt index: Int)
        -> NestedScrollPage
      {
        page?(index) ?? EmptyPage()
      }

      /// The title at `index`.
      public func nestedScrollViewController(
        _ controller: NestedScrollViewController, titleForPageAt index: Int
      )
        -> String
      {
        titles.indices.contains(index) ? titles[index] : ""
      }

      /// Forwards to `onRefresh`, or ends refreshing at once when there is none.
      public func nestedScrollViewControllerDidBeginRefreshing(_ controller: NestedScrollViewController) {
        if let onRefresh { onRefresh(controller) } else { controller.endRefreshing() }
      }
    }
  }

  /// A page with an empty scroll view, for an index the closure cannot serve.
  @MainActor
  private final class EmptyPage: UIViewController, NestedScrollPage {
    let nestedScrollView = UIScrollView()
    override func loadView() { view = nestedScrollView }
  }
#endif
