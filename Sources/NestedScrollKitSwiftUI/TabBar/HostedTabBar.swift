#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import NestedScrollKit
  import SwiftUI
  import UIKit

  /// A ``NestedScrollView``'s tab bar drawn by the app's SwiftUI builder: a
  /// `NestedScrollTabBarProtocol` view that hosts it in a `UIHostingController` and draws it
  /// again with a new ``NestedTabBarContext`` only when what it is drawn from changed
  /// (`HostedViewResend` over `TabBarInputs`): the controller
  /// gives a tab bar its selection on every layout of the pager, also when nothing moved.
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
    /// What the bar shows next, and whether the hosting controller needs a new root for it.
    private var inputs = TabBarInputs()
    private var resend = HostedViewResend<TabBarInputs>()
    /// The content's height as it last reported it.
    private var reportedHeight: CGFloat = 0

    /// A bar drawn by `content` with `environment`, at revision `environmentRevision`.
    init(
      content: @escaping (NestedTabBarContext) -> AnyView, environment: EnvironmentValues,
      environmentRevision: Int
    ) {
      self.content = content
      self.environment = environment
      host = UIHostingController(rootView: TabBarRoot.empty)
      super.init(frame: .zero)
      inputs.contentRevision = 1
      inputs.environmentRevision = environmentRevision
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

    /// New content from the screen's update, with the environment's revision
    /// (``HostedEnvironment``): the builder is a closure, which cannot be compared, and may
    /// read state that changed, so it counts as new content.
    func update(
      content: @escaping (NestedTabBarContext) -> AnyView, environment: EnvironmentValues,
      environmentRevision: Int
    ) {
      self.content = content
      self.environment = environment
      inputs.contentRevision += 1
      inputs.environmentRevision = environmentRevision
      render()
    }

    func setTitles(_ titles: [String]) {
      inputs.setTitles(titles)
      render()
    }

    /// Called on every frame of a swipe, and on layouts where nothing moved: drawn again only
    /// when the position or the selection moved.
    func setSelection(progress: Double, selectedIndex: Int) {
      inputs.setSelection(progress: progress, selectedIndex: selectedIndex)
      render()
    }

    func setBadge(_ badge: TabBadge?, forTab index: Int) {
      inputs.setBadge(badge, forTab: index)
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

    /// Gives the hosting controller a root with the current context, when it changed.
    private func render() {
      guard resend.receive(inputs) else { return }
      let context = NestedTabBarContext(
        titles: inputs.titles, badges: inputs.badges, selectedIndex: inputs.selectedIndex,
        progress: inputs.progress
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
