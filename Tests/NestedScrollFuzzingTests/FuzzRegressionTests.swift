import Foundation
import NestedScrollFuzzing
import Testing

/// Inputs that broke an invariant, byte for byte as libFuzzer (or the property test) saved
/// them, in `Inputs/Fixed/`: each must now play through. `Scripts/fuzz` also seeds libFuzzer
/// with them. `nestlab fuzz-replay --steps FILE`
/// shows an input's program; FuzzFindingsTests (NestedScrollCoreTests) has each fixed
/// finding reduced to a readable gesture.
@Suite struct FuzzRegressionTests {
  static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Inputs")

  static func files(_ folder: String) -> [String] {
    let directory = inputs.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".fuzz") }.sorted().map { directory.appendingPathComponent($0).path }
  }

  /// Plays the input at `path` as saved, and again under the other tab-switch policy (the
  /// first byte's `0x20` flag, ``NestedScrollFuzzing/FuzzScreen``): every finding also holds
  /// when tab switches keep the content.
  static func play(_ path: String) throws {
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
    _ = try FuzzSession.run(FuzzProgram(decoding: bytes))
    guard let flags = bytes.first else { return }
    let other = [flags ^ 0x20] + bytes.dropFirst()
    _ = try FuzzSession.run(FuzzProgram(decoding: other))
  }

  @Test func theInputsAreThere() {
    #expect(Self.files("Fixed").count >= 10)
  }

  @Test(arguments: files("Fixed"))
  func aFixedInputPlaysThrough(_ path: String) throws {
    try Self.play(path)
  }
}
