/// What a SwiftUI screen re-sends to its hosted views (the header's and each tab's hosting
/// controller) when its inputs arrive: a root view is reassigned, and the environment written
/// into it, only for a view whose inputs changed. The inputs are what the adapter can compare
/// (a revision of the view's content, bumped when the screen's body ran for a reason that view
/// reads, and the environment values it forwards); SwiftUI views are not `Equatable`, so the
/// revision stands for the content.
package struct HostedViewResend<Inputs: Equatable & Sendable>: Sendable {
  /// The inputs the view last received, if any.
  package private(set) var sent: Inputs?

  /// A view that has received nothing yet.
  package init() {}

  /// The view's inputs are `inputs`; returns whether to reassign its root view (and write the
  /// environment into it): only when they differ from those last sent.
  package mutating func receive(_ inputs: Inputs) -> Bool {
    guard sent != inputs else { return false }
    sent = inputs
    return true
  }
}
