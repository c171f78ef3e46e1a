#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The SwiftUI environment a ``NestedScrollView`` forwards to its hosted views (a hosting
  /// controller starts from an empty one), and its revision: the input of
  /// ``NestedScrollCore/HostedViewResend`` that stands for the environment.
  ///
  /// `EnvironmentValues` is not `Equatable`; its description lists every value it holds, so
  /// two environments that print alike hold the same values (a closure prints as
  /// `(Function)`, an object by its identity, whose own changes its observers see; the
  /// TabLifecycle article tells apps what that asks of a closure they put there). The
  /// revision moves on only when the description changes, so the environment is written
  /// into a hosted view again only when a value in it changed.
  @available(iOS 15.0, *)
  struct HostedEnvironment {
    /// The latest environment.
    private(set) var values = EnvironmentValues()
    /// Bumped each time an environment arrives that prints differently from the last one.
    private(set) var revision = 0
    private var printed: String?

    /// The environment of a new update is `values`.
    mutating func receive(_ values: EnvironmentValues) {
      self.values = values
      let description = String(describing: values)
      guard description != printed else { return }
      printed = description
      revision += 1
    }
  }

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
