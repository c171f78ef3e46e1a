/// SplitMix64 (Steele, Lea and Flood 2014): a tiny seeded generator, so that "irregular"
/// frame times, random sweeps and benchmark inputs are the same sequence on every machine
/// and every run for one seed. The repository's one seeded generator: the tests, the lab
/// (NestLabKit's jittery frame clock) and the benchmarks all use it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number uniformly distributed in `[0, 1)` with 53 random bits.
  public mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
