// swift-tools-version: 6.1
import PackageDescription

// Micro-benchmarks of the per-frame and per-event hot paths, kept in their own package so
// the main package does not depend on ordo-one/benchmark. Run them with Scripts/benchmark
// (or `swift package --package-path Benchmarks benchmark`) from the repository root.
//
// On Swift 6.3+ the `MallocInterposer` trait counts allocations without any system
// package (no jemalloc needed).

// SwiftPM names a path dependency after its directory, so the main package's identity is
// the name of the checkout's folder (`main` here, something else in another clone).
let mainPackage = String(
  Context.packageDirectory.split(separator: "/", omittingEmptySubsequences: true).dropLast().last ?? "main")

let package = Package(
  name: "NestedScrollKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The hot paths shared by the benchmarks and by InstructionCounts, so that both measure
    // exactly the same code (the strategies' workload lives in NestLabKit).
    .target(
      name: "HotPaths",
      dependencies: [
        .product(name: "ScrollSimulator", package: mainPackage),
        .product(name: "NestedScrollCore", package: mainPackage),
        .product(name: "NestedScrollSimulation", package: mainPackage),
        .product(name: "NestLabKit", package: mainPackage),
        .product(name: "NestedScrollTestSupport", package: mainPackage),
      ],
      path: "Sources/HotPaths"
    ),
    // The benchmark plugin runs every executable target in Benchmarks/ (this one).
    .executableTarget(
      name: "NestedScrollBenchmarks",
      dependencies: [
        "HotPaths",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ScrollPhysics", package: mainPackage),
        .product(name: "ScrollSimulator", package: mainPackage),
        .product(name: "NestedScrollCore", package: mainPackage),
        .product(name: "NestedScrollSimulation", package: mainPackage),
        .product(name: "NestLabKit", package: mainPackage),
      ],
      path: "Benchmarks/NestedScrollBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Runs one hot path N times for Scripts/callgrind (valgrind --tool=callgrind). It does
    // not link the benchmark package: no malloc interposer, no benchmark runtime in the
    // counted process. Outside Benchmarks/, so the benchmark plugin does not run it.
    .executableTarget(
      name: "InstructionCounts",
      dependencies: [
        "HotPaths",
        .product(name: "NestLabKit", package: mainPackage),
      ],
      path: "Sources/InstructionCounts"
    ),
  ]
)
