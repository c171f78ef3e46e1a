import ArgumentParser

/// The command-line lab: runs gestures through the simulator and prints what happens.
@main
struct NestLab: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "nestlab",
    abstract: "Run scroll gestures and scenarios through NestedScrollKit's simulator; compare strategies.",
    subcommands: [Fling.self, RunScenario.self, Compare.self, Report.self, FuzzSeeds.self, FuzzReplay.self],
    defaultSubcommand: Fling.self
  )
}
