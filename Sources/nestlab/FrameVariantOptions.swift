import ArgumentParser
import NestLabKit

/// Whether a subcommand that computes metrics (`run`, `compare`, `report`) also runs each
/// scenario at other frame timings for the frame-rate difference.
struct FrameVariantOptions: ParsableArguments {
  @Flag(help: "Skip the paired runs at other frame timings (no frame-rate difference).")
  var noFrameVariants = false

  /// The comparison these options ask for.
  var comparison: Comparison {
    Comparison(frameVariants: noFrameVariants ? [] : Comparison.defaultFrameVariants)
  }
}
