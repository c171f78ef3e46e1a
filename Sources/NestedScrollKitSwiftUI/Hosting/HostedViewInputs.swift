#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// What a hosted view's root is built from, as ``NestedScrollCore/HostedViewResend``
  /// compares it: the root view is reassigned and the environment written only when one of
  /// these changed.
  @available(iOS 15.0, *)
  struct HostedViewInputs: Equatable, Sendable {
    /// ``HostedContent``'s revision.
    var content: Int
    /// ``HostedEnvironment``'s revision.
    var environment: Int
    /// The horizontal safe area the root adds to its content's (the header, iOS 16.4 and
    /// later, where the hosting controller adds no safe area of its own); 0 otherwise.
    var leadingMargin: CGFloat = 0
    /// As ``leadingMargin``, on the trailing side.
    var trailingMargin: CGFloat = 0
  }
#endif
