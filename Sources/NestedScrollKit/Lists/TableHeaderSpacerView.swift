#if canImport(UIKit)
  import UIKit

  /// A table's header view that starts with an empty spacer (the header's collapsible part,
  /// see ``NestedScrollCore/HeaderSpacer``) and holds the app's own table header view, if
  /// any, below it.
  @MainActor
  final class TableHeaderSpacerView: UIView {
    private var appHeader: UIView?
    private var spacerHeight: CGFloat = 0

    init(appHeader: UIView?) {
      self.appHeader = appHeader
      super.init(frame: .zero)
      if let appHeader { addSubview(appHeader) }
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Sizes the view: the spacer, then the app's header at its own height.
    func setSpacerHeight(_ height: CGFloat, width: CGFloat) {
      spacerHeight = height
      let appHeight = appHeader?.frame.height ?? 0
      frame = CGRect(x: 0, y: 0, width: width, height: height + appHeight)
      appHeader?.frame = CGRect(x: 0, y: height, width: width, height: appHeight)
    }

    /// Holds `header` (the app's new table header view, or `nil`) below the spacer in place
    /// of the app's previous one.
    func replaceAppHeader(with header: UIView?) {
      appHeader?.removeFromSuperview()
      appHeader = header
      if let header { addSubview(header) }
      setSpacerHeight(spacerHeight, width: bounds.width)
    }

    /// The app's own header view, taken out, to be the table's header again.
    func releaseAppHeader() -> UIView? {
      let header = appHeader
      header?.removeFromSuperview()
      appHeader = nil
      return header
    }
  }
#endif
