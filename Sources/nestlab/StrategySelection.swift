import ArgumentParser
import NestLabKit

/// The strategies a comparison runs (`compare`, `report`): named on the command line, or all
/// registered, ours first (``StrategyArguments``).
struct StrategySelection: ParsableArguments {
  @Option(
    name: .long, parsing: .singleValue,
    help: "Strategies, comma-separated or repeated (default: all registered, ours first).")
  var strategies: [String] = []

  /// The selected strategy types, in order.
  func resolve() throws -> [any NestedScrollStrategy.Type] {
    try StrategyArguments.resolve(strategies)
  }
}
