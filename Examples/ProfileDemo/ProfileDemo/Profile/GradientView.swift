import UIKit

/// A view whose layer is a diagonal gradient: the header's cover "image". The colours are
/// fixed (not dynamic system colours), so they need no update when the appearance changes.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  /// Creates a gradient from the top-leading to the bottom-trailing corner.
  init(colors: [UIColor]) {
    super.init(frame: .zero)
    guard let gradient = layer as? CAGradientLayer else { return }
    gradient.colors = colors.map(\.cgColor)
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
