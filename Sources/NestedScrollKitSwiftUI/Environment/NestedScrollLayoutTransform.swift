#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import SwiftUI

  /// ``SwiftUI/View/onNestedScrollLayoutChange(for:of:action:)``: transforms each layout the
  /// ``NestedScrollView`` inside reports and calls the app only when the transformed value
  /// changed (``NestedScrollCore/LayoutTransformDelivery``). An action set further out keeps
  /// being called with every layout.
  @available(iOS 15.0, *)
  struct NestedScrollLayoutTransform<Value: Equatable & Sendable>: ViewModifier {
    let transform: @MainActor (HeaderLayout) -> Value
    let action: @MainActor (Value, Value) -> Void
    /// The value the app last heard of, kept across updates of the modifier.
    @State private var receiver = Receiver()
    @Environment(\.nestedScrollLayoutAction) private var outerAction

    /// Holds the delivery, so the layout action reads and advances the same one whichever
    /// update of the modifier made it.
    @MainActor
    final class Receiver {
      var delivery = LayoutTransformDelivery<Value>()
      nonisolated init() {}
    }

    func body(content: Content) -> some View {
      let (receiver, transform, action, outerAction) = (receiver, transform, action, outerAction)
      return content.environment(\.nestedScrollLayoutAction) { layout in
        outerAction?(layout)
        // The first layout is delivered too, with the old value equal to the new one.
        guard let change = receiver.delivery.receive(transform(layout)) else { return }
        action(change.old ?? change.new, change.new)
      }
    }
  }
#endif
