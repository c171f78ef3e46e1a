import ArgumentParser
import NestLabKit

/// The scenarios a subcommand runs (`compare`, `report`, `fuzz-seeds`): files, directories
/// or names in `Scenarios/`, all of `Scenarios/` by default (``ScenarioArguments``).
struct ScenarioSelection: ParsableArguments {
  @Argument(help: "Scenario files, directories or names in Scenarios/ (default: all of Scenarios/).")
  var scenarios: [String] = []

  /// The selected scenarios, loaded, in order.
  func load() throws(ScenarioError) -> [Scenario] {
    try ScenarioArguments.files(scenarios).map { path throws(ScenarioError) in
      try ScenarioLoader.load(path: path)
    }
  }
}
