import NestedScrollExpectations
import NestedScrollPropertyChecks
import ScrollPhysics
import Testing

private let dimensions = Gen.double(in: 50...3000)
/// Finger travel past the edge, in multiples of the dimension.
private let excessRatios = Gen.double(in: -100...100)

@Suite struct RubberBandTests {
  @Test func usesUIKitsCoefficient() {
    #expect(RubberBand(dimension: 800).coefficient == 0.55)
  }

  @Test func followsTheSpecFormulaAtOneDimension() {
    // f(D) = (1 − 1/(c + 1)) · D with c = 0.55.
    for dimension in [320.0, 844, 1366] {
      let band = RubberBand(dimension: dimension)
      let expected = (1 - 1 / 1.55) * dimension
      expectApproximatelyEqual(
        band.overscroll(forExcess: dimension), expected, absoluteTolerance: 1e-9 * dimension)
    }
  }

  @Test func isMonotoneIncreasing() async {
    await propertyCheck(count: 300, input: dimensions, excessRatios, Gen.double(in: 1e-3...50)) {
      dimension, ratio, gap in
      let band = RubberBand(dimension: dimension)
      let x = ratio * dimension
      #expect(band.overscroll(forExcess: x) < band.overscroll(forExcess: x + gap))
    }
  }

  @Test func staysBelowTheDimension() async {
    await propertyCheck(count: 300, input: dimensions, excessRatios) { dimension, ratio in
      let band = RubberBand(dimension: dimension)
      let shown = band.overscroll(forExcess: ratio * dimension)
      expectApproximatelyEqual(shown, 0, absoluteTolerance: dimension)
      // and it never moves further than the finger did
      expectApproximatelyEqual(shown, 0, absoluteTolerance: abs(ratio * dimension))
    }
    let band = RubberBand(dimension: 500)
    #expect(band.overscroll(forExcess: 1e9) < 500)
    #expect(band.overscroll(forExcess: 1e9) > 499)
  }

  @Test(arguments: [100.0, 667, 2000])
  func slopeAtTheEdgeIsTheCoefficient(dimension: Double) {
    let band = RubberBand(dimension: dimension)
    let h = 1e-4
    let slope = (band.overscroll(forExcess: h) - band.overscroll(forExcess: -h)) / (2 * h)
    expectApproximatelyEqual(slope, 0.55, absoluteTolerance: 1e-6)
    #expect(band.overscroll(forExcess: 0) == 0)
  }

  @Test func isOdd() async {
    await propertyCheck(count: 300, input: dimensions, excessRatios) { dimension, ratio in
      let band = RubberBand(dimension: dimension)
      let x = ratio * dimension
      #expect(band.overscroll(forExcess: -x) == -band.overscroll(forExcess: x))
      #expect(band.excess(forOverscroll: -x / 200) == -band.excess(forOverscroll: x / 200))
      // Positive travel shows positive overscroll.
      if x != 0 { #expect((band.overscroll(forExcess: x) > 0) == (x > 0)) }
    }
  }

  @Test func excessInvertsOverscroll() async {
    await propertyCheck(
      count: 300, input: dimensions, excessRatios, Gen.double(in: -0.999...0.999), Gen.double(in: 0.1...1)
    ) { dimension, ratio, shownRatio, coefficient in
      let band = RubberBand(dimension: dimension, coefficient: coefficient)
      let x = ratio * dimension
      let roundTrip = band.excess(forOverscroll: band.overscroll(forExcess: x))
      expectApproximatelyEqual(roundTrip, x, absoluteTolerance: 1e-9 * max(abs(x), dimension))

      let shown = shownRatio * dimension
      let back = band.overscroll(forExcess: band.excess(forOverscroll: shown))
      expectApproximatelyEqual(back, shown, absoluteTolerance: 1e-9 * dimension)
    }
  }

  @Test func excessAtOrBeyondTheDimensionIsFinite() {
    let band = RubberBand(dimension: 400)
    for shown in [400.0, 401, 1e9, -400, -1e9] {
      let excess = band.excess(forOverscroll: shown)
      #expect(excess.isFinite)
      #expect((excess > 0) == (shown > 0))
      #expect(abs(excess) > 1e6)
    }
  }

  @Test func slopeMatchesFiniteDifference() async {
    await propertyCheck(count: 300, input: dimensions, excessRatios, Gen.double(in: 0.1...1)) {
      dimension, ratio, coefficient in
      let band = RubberBand(dimension: dimension, coefficient: coefficient)
      let x = ratio * dimension
      let h = 1e-3 * dimension
      let difference = (band.overscroll(forExcess: x + h) - band.overscroll(forExcess: x - h)) / (2 * h)
      let slope = band.slope(atExcess: x)
      if abs(x) > h {
        expectApproximatelyEqual(slope, difference, absoluteTolerance: 1e-5 * coefficient)
      }
      #expect(slope > 0)
      #expect(slope <= coefficient)
    }
  }

  @Test func invalidParametersFallBack() {
    let band = RubberBand(dimension: -5, coefficient: .nan)
    #expect(band.dimension > 0)
    #expect(band.coefficient == 0.55)
    #expect(band.overscroll(forExcess: 10).isFinite)
  }
}

/// Found by the fuzzer: a viewport of 5e-324 pt (the smallest double) made the drag's
/// overscroll NaN.
@Test func aSubPointDimensionCountsAsOnePoint() {
  let band = RubberBand(dimension: .leastNonzeroMagnitude)
  #expect(band.dimension == 1)
  #expect(band.overscroll(forExcess: 300).isFinite)
  #expect(band.overscroll(forExcess: 300) < 1)
}
