import Foundation
import NestedScrollTestSupport

/// The seed every property check of a test run draws its cases from, so that one commit
/// always tests the same inputs and a failure names the seed that replays it.
///
/// `NSK_PROPERTY_SEED` chooses it for the whole run: unset (or empty), the fixed seed
/// ``fixed``, what CI and `Scripts/test` use; `random`, a seed drawn afresh, printed when
/// drawn; a number (decimal, or hexadecimal after `0x`), that seed, as a failure's message
/// spells it. Each check derives its cases' generators from the seed and its test's name
/// (``caseSeeds(forTest:)``), so tests do not share inputs and a test's inputs do not move
/// when another test is added.
package struct PropertySeed: Hashable, Sendable {
  /// The 64 bits the cases are derived from.
  package var value: UInt64
  /// Whether ``value`` was drawn afresh for this run (`NSK_PROPERTY_SEED=random`).
  package var isFresh: Bool

  /// The environment variable that chooses the seed.
  package static let environmentVariable = "NSK_PROPERTY_SEED"
  /// The value of ``environmentVariable`` that asks for a fresh seed.
  package static let freshRequest = "random"
  /// The seed of every run that asks for none. Any constant does; what matters is that it
  /// stays the same from run to run.
  package static let fixed = PropertySeed(value: 0x5EED_0F_C0FFEE, isFresh: false)

  /// A seed of `value`.
  package init(value: UInt64, isFresh: Bool) {
    self.value = value
    self.isFresh = isFresh
  }

  /// The seed `environmentValue` (``environmentVariable``'s value, `nil` when unset) asks
  /// for, drawing a fresh one from `fresh` for ``freshRequest``; `nil` when it asks for
  /// none of them (a typo must not quietly test other inputs).
  package init?(
    environmentValue: String?, fresh: () -> UInt64 = { UInt64.random(in: .min ... .max) }
  ) {
    let text = (environmentValue ?? "").trimmingCharacters(in: .whitespaces)
    if text.isEmpty {
      self = Self.fixed
    } else if text.lowercased() == Self.freshRequest {
      self.init(value: fresh(), isFresh: true)
    } else if text.lowercased().hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) {
      self.init(value: value, isFresh: false)
    } else if let value = UInt64(text) {
      self.init(value: value, isFresh: false)
    } else {
      return nil
    }
  }

  /// The seed of this test run, read once from the environment (`nil`: the variable holds
  /// nonsense). A fresh seed is printed as soon as it is drawn, so that a run that never
  /// ends (no failure to report it) can still be replayed.
  package static let current: PropertySeed? = {
    let seed = PropertySeed(environmentValue: ProcessInfo.processInfo.environment[environmentVariable])
    if let seed, seed.isFresh { print("Property checks draw their cases from \(seed.assignment)") }
    return seed
  }()

  /// The environment assignment that replays this seed.
  package var assignment: String { "\(Self.environmentVariable)=\(value)" }

  /// The generator of the cases of a property check in the test named `test`: four numbers
  /// a case (a ``PropertyBased/Xoshiro`` state), the same ones for the same seed and name.
  package func caseSeeds(forTest test: String) -> SplitMix64 {
    // FNV-1a over the name: `Hasher` is seeded differently in every process.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in test.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return SplitMix64(seed: value ^ hash)
  }
}
