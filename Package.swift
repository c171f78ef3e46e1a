// swift-tools-version: 6.1
import PackageDescription

// One set of sources, two builds. A normal `swift build` / `swift test` sees the
// portable core, the lab and the tests. With NSK_EMBEDDED=1 (see Scripts/build-wasm)
// the same core compiles with Embedded Swift into a WebAssembly module.
let embedded = Context.environment["NSK_EMBEDDED"] == "1"

let embeddedSettings: [SwiftSetting] =
  embedded
  ? [
    .enableExperimentalFeature("Embedded"),
    .enableExperimentalFeature("Extern"),
    .unsafeFlags(["-wmo", "-Xfrontend", "-disable-stack-protector"]),
  ]
  : []

var targets: [Target] = [
  .target(
    name: "ScrollPhysics",
    dependencies: [],
    swiftSettings: embeddedSettings,
    // `rounded()` and `squareRoot()` call libm on Linux; Foundation usually links it, but a
    // program built on the core alone must not depend on that.
    linkerSettings: embedded ? [] : [.linkedLibrary("m", .when(platforms: [.linux]))]
  ),
  .target(
    name: "ScrollSimulator",
    dependencies: ["ScrollPhysics"],
    swiftSettings: embeddedSettings
  ),
  .target(
    name: "NestedScrollCore",
    dependencies: ["ScrollPhysics"],
    swiftSettings: embeddedSettings
  ),
  .target(
    name: "NestedScrollSimulation",
    dependencies: ["ScrollPhysics", "ScrollSimulator", "NestedScrollCore"],
    swiftSettings: embeddedSettings
  ),
  // The lab's re-enactments of other techniques, portable so that the lab (NestLabKit) and
  // the browser playground (NestedScrollWasm) run the same code. No product: NestLabKit
  // re-exports it.
  .target(
    name: "NestLabStrategies",
    dependencies: ["ScrollPhysics", "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation"],
    swiftSettings: embeddedSettings
  ),
]

var products: [Product] = [
  .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
  .library(name: "ScrollSimulator", targets: ["ScrollSimulator"]),
  .library(name: "NestedScrollCore", targets: ["NestedScrollCore"]),
  .library(name: "NestedScrollSimulation", targets: ["NestedScrollSimulation"]),
]

var dependencies: [Package.Dependency] = []

if embedded {
  // The wasm module: C-ABI exports over the portable core. Linker inputs (wasi-libc's
  // libc.a, clang-rt builtins) are passed by Scripts/build-wasm, which finds them.
  let exports = (Context.environment["NSK_WASM_EXPORTS"] ?? "").split(separator: ",").map(String.init)
  let libraries = (Context.environment["NSK_WASM_LIBS"] ?? "").split(separator: ",").map(String.init)
  // Allocation functions routed through the module's counting wrappers (`__wrap_<name>`,
  // Sources/NestedScrollWasm/Allocations.swift).
  let wrapped = (Context.environment["NSK_WASM_WRAP"] ?? "").split(separator: ",").map(String.init)
  var linkerFlags = ["-Xclang-linker", "-nostdlib", "-Xlinker", "--no-entry", "-Xlinker", "--strip-all"]
  linkerFlags += exports.flatMap { ["-Xlinker", "--export=\($0)"] }
  linkerFlags += libraries.flatMap { ["-Xlinker", $0] }
  linkerFlags += wrapped.flatMap { ["-Xlinker", "--wrap=\($0)"] }
  targets.append(
    .executableTarget(
      name: "NestedScrollWasm",
      dependencies: [
        "ScrollPhysics", "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation", "NestLabStrategies",
      ],
      swiftSettings: embeddedSettings,
      linkerSettings: [.unsafeFlags(linkerFlags)]
    )
  )
} else {
  dependencies += [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // The tests' approximate-equality check (NestedScrollExpectations); no product uses it.
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    // `swift package generate-documentation` (Scripts/docs); no target uses it, so no app
    // resolves it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ]
  // The products are what apps and other hosts take: the UIKit and SwiftUI front doors here,
  // the portable core and simulation above. The lab (NestLabKit), the fuzzer
  // (NestedScrollFuzzing) and the tests' drivers (NestedScrollTestSupport) are targets only.
  // `nestlab` is no executable product either: SwiftPM resolves an executable product's
  // dependencies for every package that depends on this one (Scripts/check-consumer then
  // finds swift-argument-parser pinned in an app), so it stays a target that
  // `swift run nestlab` runs in a clone of this repository.
  products += [
    .library(name: "NestedScrollKit", targets: ["NestedScrollKit"]),
    .library(name: "NestedScrollKitSwiftUI", targets: ["NestedScrollKitSwiftUI"]),
  ]
  targets += [
    // The UIKit host and its SwiftUI entry point: their sources are wrapped in
    // `#if canImport(UIKit)`, so on Linux they compile to their re-exports of the core, and
    // NestedScrollKit to the words VoiceOver announces (NestedScrollAnnouncements), which
    // read the module's string table (Resources/<language>.lproj/Localizable.strings).
    .target(
      name: "NestedScrollKit",
      dependencies: ["NestedScrollCore", "ScrollPhysics"],
      resources: [.process("Resources")]
    ),
    .target(name: "NestedScrollKitSwiftUI", dependencies: ["NestedScrollKit", "NestedScrollCore"]),
    .target(
      name: "NestLabKit",
      dependencies: [
        "ScrollPhysics", "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation",
        "NestedScrollFuzzing",
        "NestLabStrategies", "NestedScrollTestSupport",
      ],
      // The report's style sheet and script, inlined into every report (ReportAssets).
      resources: [.copy("Report/Assets")]
    ),
    // What the tests drive and measure with: the gesture drivers (a finger and display-link
    // frames on a view, a router or a profile screen), frame metrics and SplitMix64.
    .target(
      name: "NestedScrollTestSupport",
      dependencies: ["ScrollPhysics", "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation"]
    ),
    // Fuzz programs and the invariants they are checked against (Scripts/fuzz); the
    // libFuzzer entry point is the `nestfuzz` target below, built only with NSK_FUZZ=1.
    .target(
      name: "NestedScrollFuzzing",
      dependencies: ["ScrollPhysics", "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation"]
    ),
    // What the tests judge with: the `Expected` oracle (the model's formulas computed
    // independently of the code under test) and the one approximate-equality check.
    .target(
      name: "NestedScrollExpectations",
      dependencies: ["NestedScrollCore", .product(name: "RealModule", package: "swift-numerics")],
      path: "Tests/Support/NestedScrollExpectations"
    ),
    // The tests' one property check (`propertyCheck`, its cases drawn from a fixed seed unless
    // NSK_PROPERTY_SEED asks for another) and the parts of PropertyBased that build inputs.
    .target(
      name: "NestedScrollPropertyChecks",
      dependencies: [
        "NestedScrollTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/Support/NestedScrollPropertyChecks"
    ),
    .testTarget(
      name: "NestedScrollFuzzingTests",
      dependencies: [
        "NestedScrollFuzzing", "NestedScrollCore", "NestedScrollSimulation", "ScrollSimulator",
        "NestedScrollPropertyChecks",
      ],
      // Saved fuzz inputs, read from the source tree by FuzzRegressionTests and Scripts/fuzz.
      exclude: ["Inputs"]
    ),
    .executableTarget(
      name: "nestlab",
      dependencies: [
        "ScrollPhysics", "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation", "NestLabKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "NestLabKitTests",
      dependencies: [
        "NestedScrollExpectations",
        "NestLabKit", "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation",
        "NestedScrollTestSupport", "NestedScrollFuzzing",
      ]
    ),
    // The nestlab command types themselves (argument parsing, subcommand hooks).
    .testTarget(
      name: "NestLabCommandTests",
      dependencies: [
        "nestlab", "NestLabKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "ScrollPhysicsTests",
      dependencies: [
        "NestedScrollExpectations",
        "ScrollPhysics", "NestedScrollTestSupport",
        "NestedScrollPropertyChecks",
      ]
    ),
    .testTarget(
      name: "NestedScrollCoreTests",
      dependencies: [
        "NestedScrollExpectations",
        "ScrollPhysics", "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation",
        "NestedScrollFuzzing",
        "NestedScrollTestSupport",
        "NestedScrollPropertyChecks",
      ]
    ),
    // The announcements' string table, read through the module's bundle in each language.
    .testTarget(name: "NestedScrollKitTests", dependencies: ["NestedScrollKit", "NestedScrollCore"]),
    // Every script's --help (Scripts/lib/help.sh and its Python and node twins).
    .testTarget(name: "ScriptTests", path: "Tests/ScriptTests"),
    .testTarget(
      name: "ScrollSimulatorTests",
      dependencies: [
        "NestedScrollExpectations",
        "ScrollPhysics", "ScrollSimulator", "NestedScrollTestSupport",
        "NestedScrollPropertyChecks",
      ]
    ),
  ]
}

// The libFuzzer target (Scripts/fuzz): `-sanitize=fuzzer` links libFuzzer's own `main`,
// so the entry point is only `LLVMFuzzerTestOneInput`, and the build needs the flags every
// target gets from Scripts/fuzz (coverage instrumentation, AddressSanitizer).
if !embedded, Context.environment["NSK_FUZZ"] == "1" {
  targets.append(
    .executableTarget(
      name: "nestfuzz",
      dependencies: ["NestedScrollFuzzing"],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  )
}

// The hot-path benchmarks (Scripts/benchmark, Scripts/callgrind, Scripts/performance-table):
// ordo-one/benchmark is a dependency only with NSK_BENCHMARK=1, so an app that depends on
// this package never resolves it. The benchmark plugin runs every executable target whose
// folder sits in a folder named `Benchmarks` (Benchmarks/Benchmarks/NestedScrollBenchmarks);
// InstructionCounts sits elsewhere (Benchmarks/Sources/) so that the plugin does not run it.
// On Swift 6.3+ the `MallocInterposer` trait counts allocations without a system package.
if !embedded, Context.environment["NSK_BENCHMARK"] == "1" {
  dependencies.append(
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
  )
  targets += [
    // The hot paths shared by the benchmarks and by InstructionCounts, so that both measure
    // exactly the same code (the strategies' workload lives in NestLabKit).
    .target(
      name: "HotPaths",
      dependencies: [
        "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation", "NestLabKit",
        "NestedScrollTestSupport",
      ],
      path: "Benchmarks/Sources/HotPaths"
    ),
    .executableTarget(
      name: "NestedScrollBenchmarks",
      dependencies: [
        "HotPaths", "ScrollPhysics", "ScrollSimulator", "NestedScrollCore", "NestedScrollSimulation",
        "NestLabKit",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Benchmarks/NestedScrollBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Runs one hot path N times for Scripts/callgrind (valgrind --tool=callgrind). It does
    // not link the benchmark package: no malloc interposer, no benchmark runtime in the
    // counted process.
    .executableTarget(
      name: "InstructionCounts",
      dependencies: ["HotPaths", "NestLabKit"],
      path: "Benchmarks/Sources/InstructionCounts"
    ),
  ]
}

let package = Package(
  name: "NestedScrollKit",
  // The language of the strings the package ships (NestedScrollKit's Resources/en.lproj).
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: products,
  dependencies: dependencies,
  targets: targets,
  swiftLanguageModes: [.v6]
)
