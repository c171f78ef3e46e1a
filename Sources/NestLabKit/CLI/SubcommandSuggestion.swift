/// Spots a mistyped subcommand (`nestlab comapre`) before the argument parser hands it to
/// the default subcommand, and names the closest real one.
package enum SubcommandSuggestion {
  /// The number of single-character edits (insertions, deletions, substitutions and swaps of
  /// two neighbours) that turn `a` into `b`: the optimal-string-alignment distance.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }

  /// The name in `names` closest to `word`, when it is close enough to be a typo (at most
  /// a third of the longer word's letters, and at least one, differ) or starts with `word`;
  /// the first in `names` wins a tie.
  package static func closest(to word: String, among names: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = editDistance(word, name)
      let limit = max(1, max(word.count, name.count) / 3)
      guard distance <= limit || (word.count >= 2 && name.hasPrefix(word.lowercased())) else { continue }
      if best == nil || distance < best?.distance ?? .max { best = (name, distance) }
    }
    return best?.name
  }

  /// The error message for `arguments` (the command line without the program name) when
  /// its first argument is neither an option nor one of `subcommands` (nor `help`), else
  /// `nil`. Only valid when the default subcommand takes no positional arguments.
  package static func unknownSubcommandMessage(arguments: [String], subcommands: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help",
      !subcommands.contains(first)
    else { return nil }
    if let suggestion = closest(to: first, among: subcommands) {
      return "unknown subcommand '\(first)'; did you mean '\(suggestion)'?"
    }
    return "unknown subcommand '\(first)'; the subcommands are \(subcommands.joined(separator: ", "))"
  }
}
