import Foundation
import NestedScrollExpectations
import NestedScrollTestSupport
import Testing

@testable import ScrollPhysics

/// The plain-Swift elementary functions against the platform's C library.
@Suite struct ElementaryTests {
  private func relativeError(_ actual: Double, _ expected: Double) -> Double {
    abs(actual - expected) / max(abs(expected), Double.leastNormalMagnitude)
  }

  @Test func expMatchesTheCLibrary() {
    var generator = SplitMix64(seed: 1)
    for _ in 0..<20_000 {
      let x = Double.random(in: -700...700, using: &generator)
      #expect(relativeError(Elementary.exp(x), Foundation.exp(x)) < 4e-15)
    }
    #expect(Elementary.exp(0) == 1)
    #expect(Elementary.exp(800) == .infinity)
    #expect(Elementary.exp(-800) == 0)
    #expect(Elementary.exp(.nan).isNaN)
  }

  @Test func logMatchesTheCLibrary() {
    var generator = SplitMix64(seed: 2)
    for _ in 0..<20_000 {
      let x = Foundation.exp(Double.random(in: -700...700, using: &generator))
      expectApproximatelyEqual(
        Elementary.log(x), Foundation.log(x), absoluteTolerance: 4e-15 * max(1, abs(Foundation.log(x))))
    }
    #expect(Elementary.log(1) == 0)
    #expect(Elementary.log(0) == -.infinity)
    #expect(Elementary.log(-1).isNaN)
    #expect(Elementary.log(.infinity) == .infinity)
  }

  @Test func sinCosAndAtan2MatchTheCLibrary() {
    var generator = SplitMix64(seed: 3)
    for _ in 0..<20_000 {
      let angle = Double.random(in: -1000...1000, using: &generator)
      expectApproximatelyEqual(Elementary.sin(angle), Foundation.sin(angle), absoluteTolerance: 1e-14)
      expectApproximatelyEqual(Elementary.cos(angle), Foundation.cos(angle), absoluteTolerance: 1e-14)
      let y = Double.random(in: -10...10, using: &generator)
      let x = Double.random(in: -10...10, using: &generator)
      expectApproximatelyEqual(Elementary.atan2(y: y, x: x), Foundation.atan2(y, x), absoluteTolerance: 1e-14)
    }
    #expect(Elementary.atan2(y: 0, x: -1) == Foundation.atan2(0.0, -1.0))
    #expect(Elementary.atan2(y: 1, x: 0) == Double.pi / 2)
  }
}
