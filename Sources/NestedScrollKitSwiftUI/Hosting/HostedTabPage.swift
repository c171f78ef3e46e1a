#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import NestedScrollKit
  import OSLog
  import SwiftUI
  import UIKit

  /// A ``NestedScrollView`` tab as a ``NestedScrollKit/NestedScrollPage``: a hosting
  /// controller for the tab's SwiftUI content, whose list is found once SwiftUI has built it
  /// (``HostedScrollViews``, ``NestedScrollCore/ContentListDetection``).
  ///
  /// Until then the page's list is an empty placeholder, so the controller has a list to
  /// attach from the start; the found list replaces it at the page's position
  /// (``NestedScrollKit/NestedScrollViewController/pageScrollViewDidChange(at:)``), and a
  /// position restored meanwhile waits for it
  /// (``NestedScrollKit/NestedScrollPage/isNestedScrollViewPlaceholder``).
  @available(iOS 15.0, *)
  @MainActor
  final class HostedTabPage: UIViewController, NestedScrollPage {
    /// The page's position among the tabs.
    var index: Int
    private(set) var nestedScrollView: UIScrollView
    private let placeholder = UIScrollView()
    private let hosting: TabHostingController
    private var detection = ContentListDetection()
    private var search = HostedListSearch()
    /// The latest content and environment the view gave, shown or still to show.
    private var content: HostedContent
    private var environment: HostedEnvironment
    /// Whether the content or the environment changed since the root last took them
    /// (``NestedScrollCore/HostedViewResend``).
    private var resend = HostedViewResend<HostedViewInputs>()
    /// Whether the content is wrapped in a vertical scroll view (it has none of its own).
    private var wrapsInScrollView = false
    private var contentUpdate = HostedContentUpdate()

    /// `false`: SwiftUI's `List` lets no spacer into its content (see the Limitations
    /// article), so even a plain list on a table keeps the header's room in its inset.
    var hasStickySectionHeaders: Bool { false }

    /// Whether the page shows the placeholder: a position restored meanwhile waits for the
    /// list SwiftUI builds.
    var isNestedScrollViewPlaceholder: Bool { nestedScrollView === placeholder }

    init(content: HostedContent, environment: HostedEnvironment, index: Int) {
      self.index = index
      self.content = content
      self.environment = environment
      nestedScrollView = placeholder
      hosting = TabHostingController(
        rootView: TabRoot(
          content: content.view, environment: environment.values, wrapsInScrollView: false, isVisible: false))
      super.init(nibName: nil, bundle: nil)
      _ = resend.receive(inputs)
      hosting.contentDidLayout = { [weak self] in self?.findList(after: .contentLayout) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Takes new content (the SwiftUI view updated): nothing when neither the content nor the
    /// environment changed (``NestedScrollCore/HostedViewResend``); otherwise shown at once
    /// while the tab is visible, when it starts to appear otherwise
    /// (``NestedScrollCore/HostedContentUpdate``). The list and its position stay.
    func update(content: HostedContent, environment: HostedEnvironment) {
      self.content.replace(with: content)
      self.environment = environment
      guard resend.receive(inputs) else { return }
      if contentUpdate.contentDidChange() { rebuildRoot() }
    }

    /// What the root is built from, as the resend compares it.
    private var inputs: HostedViewInputs {
      HostedViewInputs(content: content.revision, environment: environment.revision)
    }

    /// The hosting controller's root from the latest inputs.
    private func rebuildRoot() {
      hosting.rootView = TabRoot(
        content: content.view, environment: environment.values, wrapsInScrollView: wrapsInScrollView,
        isVisible: contentUpdate.isVisible)
    }

    /// The controller forwards the host's appearance transitions to the page
    /// (`beginAppearanceTransition`); the tab's visibility value follows them.
    private func pageDidTransition(_ transition: PageAppearanceTransition) {
      if contentUpdate.pageDidTransition(transition) { rebuildRoot() }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      pageDidTransition(.willAppear)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      pageDidTransition(.didAppear)
      findList(after: .pageAppearance)
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      pageDidTransition(.willDisappear)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      pageDidTransition(.didDisappear)
    }

    override func loadView() {
      view = UIView()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      placeholder.frame = view.bounds
      placeholder.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(placeholder)
      addChild(hosting)
      hosting.view.backgroundColor = .clear
      hosting.view.frame = view.bounds
      hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(hosting.view)
      hosting.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      findList(after: .pageLayout)
    }

    /// Looks for the list SwiftUI built after `trigger` (``NestedScrollCore/HostedListSearch``:
    /// also after a layout pass of the hosted content alone, as when a spinner becomes a
    /// `List`, which lays out no part of this page), and follows what the detection decides:
    /// the content's own list, or the content wrapped in a vertical scroll view while it has
    /// none (a spinner, an empty state), unwrapped again when it builds one.
    private func findList(after trigger: HostedListSearch.Trigger) {
      guard let owner = parent as? NestedScrollViewController,
        search.shouldSearch(after: trigger, isInWindow: view.window != nil)
      else { return }
      defer { search.searchDidEnd() }
      hosting.view.layoutIfNeeded()
      let outermost = HostedScrollViews.candidates(in: hosting.view, inUse: nestedScrollView)
      let wraps = wrapsInScrollView
      // Wrapped, the outermost scroll view is the wrapper; the content's own are inside it.
      let wrapper = wraps ? outermost.first : nil
      let found =
        wrapper.map { HostedScrollViews.candidates(in: $0.0, inUse: nestedScrollView) }
        ?? (wraps ? [] : outermost)
      let outcome = detection.contentDidRender(
        candidates: found.map(\.1), wrapper: wrapper?.1, pageWidth: Double(view.bounds.width),
        pageHeight: Double(view.bounds.height))
      switch outcome {
      case .none:
        // SwiftUI may set its own delegate when it updates a list: the owner wraps it again.
        owner.pageScrollViewDidChange(at: index)
      case .useList(let candidate):
        use(found[candidate].0, owner: owner)
      case .useWrapper:
        if let wrapper { use(wrapper.0, owner: owner) }
      case .wrapContent, .unwrapContent:
        // The list in use leaves the hierarchy: the placeholder holds the page's position
        // until the next pass finds the new one.
        use(placeholder, owner: owner)
        wrapsInScrollView = outcome == .wrapContent
        // The new root's layout pass reports the next search.
        rebuildRoot()
        hosting.view.setNeedsLayout()
      case .unsupported:
        Logger(subsystem: "NestedScrollKit", category: "SwiftUI").fault(
          """
          Tab \(self.index) has no UIKit scroll view NestedScrollView can follow (see the SwiftUIBacking \
          article): it scrolls on its own and the header does not collapse with it.
          """)
      }
    }

    /// Makes `scrollView` the page's list.
    private func use(_ scrollView: UIScrollView, owner: NestedScrollViewController) {
      nestedScrollView = scrollView
      placeholder.isHidden = scrollView !== placeholder
      owner.pageScrollViewDidChange(at: index)
    }
  }

  /// The hosting controller of a tab's content: it reports each layout pass of its view, in
  /// which SwiftUI renders the content's changes (`viewDidLayoutSubviews()`: "Notifies the
  /// view controller when its view finishes laying out its subviews",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()).
  @available(iOS 15.0, *)
  @MainActor
  final class TabHostingController: UIHostingController<TabRoot> {
    /// Called after each layout pass of the content's view.
    var contentDidLayout: (() -> Void)?

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      contentDidLayout?()
    }
  }

  /// A tab's content as the hosting controller's root: with the SwiftUI environment of the
  /// ``NestedScrollView`` (a hosting controller starts from an empty one), content without a
  /// scroll view of its own in a vertical `ScrollView` (the host pads short content, so the
  /// header still collapses over a spinner or an empty state), and the container's vertical
  /// safe area ignored (the controller gives the list its insets). Wrapping or unwrapping
  /// moves the content to another branch of this view, so SwiftUI gives it new identity: state
  /// that must survive a loading state belongs above the tab's content. The content reads
  /// whether the tab is visible from ``SwiftUI/EnvironmentValues/isNestedTabVisible``.
  @available(iOS 15.0, *)
  struct TabRoot: View {
    let content: AnyView
    let environment: EnvironmentValues
    let wrapsInScrollView: Bool
    let isVisible: Bool

    var body: some View {
      Group {
        if wrapsInScrollView {
          ScrollView(.vertical) {
            content.frame(maxWidth: .infinity, alignment: .top)
          }
        } else {
          content
        }
      }
      .ignoresSafeArea(.container, edges: .vertical)
      // Inside the whole environment, which would otherwise replace it.
      .environment(\.isNestedTabVisible, isVisible)
      .environment(\.self, environment)
    }
  }
#endif
