#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import NestedScrollKit
  import SwiftUI
  import UIKit

  /// A ``NestedScrollView``'s tab bar drawn by the app's SwiftUI builder: a
  /// `NestedScrollTabBarProtocol` view that hosts it in a `UIHostingController` and draws it
  /// again with a new ``NestedTabBarContext`` whenever the controller gives it titles, a
  /// selection or a badge that differs from what it shows.
  ///
  /// The controller measures a tab bar without an intrinsic height by fitting it to its
  /// width; this one answers with the hosting controller's
  /// [`sizeThatFits(in:)`](https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizethatfits(in:))
  /// at that width, the content's ideal height (``TabBarRoot`` fixes it vertically), which
  /// works alike on iOS 15 and later. When the content's height changes afterwards (a badge
  /// that wraps, state inside the bar), the root reports it and the controller measures again.
  @available(iOS 15.0, *)
  @MainActor
  final class HostedTabBar: UIView, NestedScrollTabBarProtocol {
    /// Called with the tab the context's `select(_:)` chose.
    var onSelect: ((Int) -> Void)?
    /// The hosting controller; the bridge makes it a child of the screen's controller.
    let host: UIHostingController<TabBarRoot>
    private var content: (NestedTabBarContext) -> AnyView
    private var environment: EnvironmentValues
    private var titles: [String] = []
    private var badges: [Int: TabBadge] = [:]
    private var selectedIndex = 0
    private var progress = 0.0
    /// The content's height as it last reported it.
    private var reportedHeight: CGFloat = 0

    /// A bar drawn by `content` with `environment`.
    init(content: @escaping (NestedTabBarContext) -> AnyView, environment: EnvironmentValues) {
      self.content = content
      self.environment = environment
      host = UIHostingController(rootView: TabBarRoot.empty)
      super.init(frame: .zero)
      host.view.backgroundColor = .clear
      if #available(iOS 16.4, *) {
        // The bar pins under the navigation bar and never needs the container safe area; left
        // out, moving the bar is no layout for SwiftUI (see ``HeaderHostingController``).
        host.safeAreaRegions.remove(.container)
      }
      // VoiceOver reads the SwiftUI content's own elements: the bar is a plain container.
      addSubview(host.view)
      render()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// New content from the screen's update: the builder may read state that changed, so the
    /// bar is drawn again.
    func update(content: @escaping (NestedTabBarContext) -> AnyView, environment: EnvironmentValues) {
      self.content = content
      self.environment = environment
      render()
    }

    func setTitles(_ titles: [String]) {
      guard titles != self.titles else { return }
      self.titles = titles
      render()
    }

    /// Called on every frame of a swipe: drawn again only when the position or the selection
    /// moved.
    func setSelection(progress: Double, selectedIndex: Int) {
      guard progress != self.progress || selectedIndex != self.selectedIndex else { return }
      self.progress = progress
      self.selectedIndex = selectedIndex
      render()
    }

    func setBadge(_ badge: TabBadge?, forTab index: Int) {
      guard index >= 0, badges[index] != badge else { return }
      badges[index] = badge
      render()
    }

    /// The content's ideal height at `targetSize`'s width (see the type's discussion).
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      let fitting = host.sizeThatFits(
        in: CGSize(width: targetSize.width, height: UIView.layoutFittingExpandedSize.height))
      return CGSize(width: targetSize.width, height: fitting.height)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      host.view.frame = bounds
    }

    /// Gives the hosting controller a root with the current context.
    private func render() {
      let context = NestedTabBarContext(
        titles: titles, badges: titles.indices.map { badges[$0] }, selectedIndex: selectedIndex,
        progress: progress
      ) { [weak self] index in
        self?.onSelect?(index)
      }
      host.rootView = TabBarRoot(context: context, content: content, environment: environment) {
        [weak self] height in
        self?.contentHeightDidChange(height)
      }
    }

    /// The content's height changed: the controller measures the bar again.
    private func contentHeightDidChange(_ height: CGFloat) {
      guard height != reportedHeight else { return }
      reportedHeight = height
      invalidateIntrinsicContentSize()
      setNeedsContainerLayout()
    }
  }
#endif
