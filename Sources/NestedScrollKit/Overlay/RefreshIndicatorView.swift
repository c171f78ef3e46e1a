#if canImport(UIKit)
  import NestedScrollCore
  import UIKit

  /// The page-level pull-to-refresh indicator: fades in with the pull, spins while
  /// refreshing. It sits in the area the coordinator reports
  /// (``NestedScrollCore/HeaderLayout/refreshAreaTop``), so it works with a pinned header,
  /// unlike a `UIRefreshControl` inside an inset list.
  @MainActor
  public final class RefreshIndicatorView: UIView {
    private let spinner = UIActivityIndicatorView(style: .medium)

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      spinner.hidesWhenStopped = false
      addSubview(spinner)
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Centers the spinner in the area the pull reveals.
    public override func layoutSubviews() {
      super.layoutSubviews()
      spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// Shows the indicator at `opacity`, spinning or still (``NestedScrollCore/RefreshState/indicatorOpacity``,
    /// ``NestedScrollCore/RefreshState/isIndicatorSpinning``).
    func apply(opacity: Double, spinning: Bool) {
      alpha = CGFloat(opacity)
      if spinning { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
  }
#endif
