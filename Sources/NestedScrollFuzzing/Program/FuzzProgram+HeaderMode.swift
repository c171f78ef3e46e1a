import NestedScrollCore

extension FuzzProgram {
  /// The header modes a fuzz run may play every program in, by the names `Scripts/fuzz`
  /// (`NSK_FUZZ_HEADER_MODE`) and `nestlab fuzz-replay --header-mode` take them.
  package static let headerModeNames = ["with-list", "floats", "floats-collapsed-first"]

  /// This program with its screen in the header mode named `name` (one of
  /// ``headerModeNames``), or `nil` for an unknown name. Floating its collapsed part first,
  /// the part is the program's own if it has one, else a third of the header: a run that
  /// plays every program in one mode reaches it from inputs of any format.
  package func playing(headerModeNamed name: String) -> FuzzProgram? {
    var program = self
    let configuration = screen.configuration
    switch name {
    case "with-list": program.screen.configuration.headerMode = .scrollsWithList
    case "floats": program.screen.configuration.headerMode = .floats
    case "floats-collapsed-first":
      if case .floatsCollapsedFirst = configuration.headerMode { break }
      program.screen.configuration.headerMode = .floatsCollapsedFirst(height: configuration.headerHeight / 3)
    default: return nil
    }
    return program
  }
}
