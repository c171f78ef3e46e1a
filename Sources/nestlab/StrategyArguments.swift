import ArgumentParser
import NestLabKit

/// Turns `--strategy`/`--strategies` values (comma-separated or repeated) into strategy
/// types from ``NestLabKit/StrategyRegistry``; none means all, ours first.
enum StrategyArguments {
  /// The strategies named in `values`, in registry order when none are named.
  static func resolve(_ values: [String]) throws -> [any NestedScrollStrategy.Type] {
    let names = values.flatMap { $0.split(separator: ",") }.map { String($0).trimmed }.filter { !$0.isEmpty }
    guard !names.isEmpty else { return StrategyRegistry.all }
    return try names.map { name in
      guard let type = StrategyRegistry.strategy(named: name) else {
        throw ValidationError(
          "unknown strategy '\(name)'; known: \(StrategyRegistry.identifiers.joined(separator: ", "))")
      }
      return type
    }
  }
}

extension String {
  /// Without leading and trailing spaces.
  fileprivate var trimmed: String {
    var result = Substring(self)
    while result.first == " " { result.removeFirst() }
    while result.last == " " { result.removeLast() }
    return String(result)
  }
}
