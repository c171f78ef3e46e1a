#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The SwiftUI environment a ``NestedScrollView`` forwards to its hosted views (a hosting
  /// controller starts from an empty one), and its revision: the input of
  /// ``NestedScrollCore/HostedViewResend`` that stands for the environment.
  ///
  /// `EnvironmentValues` is not `Equatable`; its
  /// [`description`](https://developer.apple.com/documentation/swiftui/environmentvalues/description)
  /// represents every value it holds, so two environments that print alike hold the same
  /// values (a closure prints as
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
#endif
