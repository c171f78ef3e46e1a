#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  /// The footer below a page's rows while it loads more, after a failure and at a finished
  /// feed's end: it shows the app's view for the state
  /// (``NestedScrollViewController/loadMoreFooter``) or the default one, filling its bounds.
  @MainActor
  final class LoadMoreFooterView: UIView {
    /// The state shown, once one is.
    private var state: LoadMoreState?
    /// The view showing it (`nil`: the state shows nothing).
    private var content: UIView?
    /// What the default failure view's button does.
    private var retry: (@MainActor () -> Void)?

    /// Shows `state`: the view `custom` gives for it, or the default one. The view is made
    /// only when the state changes, not each time the rows move the footer.
    func show(
      _ state: LoadMoreState, content custom: (LoadMoreState) -> UIView?,
      retry: @escaping @MainActor () -> Void
    ) {
      self.retry = retry
      guard state != self.state else { return }
      self.state = state
      content?.removeFromSuperview()
      content = custom(state) ?? defaultContent(for: state)
      guard let content else { return }
      content.frame = bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(content)
    }

    /// A spinning indicator while loading, a retry button after a failure, nothing otherwise.
    private func defaultContent(for state: LoadMoreState) -> UIView? {
      switch state {
      case .loading:
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.startAnimating()
        return indicator
      case .failed:
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "arrow.clockwise")
        configuration.title = "Retry"
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        button.addTarget(self, action: #selector(retryTapped), for: .primaryActionTriggered)
        return button
      case .idle, .finished:
        return nil
      }
    }

    @objc private func retryTapped() {
      retry?()
    }
  }
#endif
