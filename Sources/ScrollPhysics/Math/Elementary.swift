/// The elementary functions the physics needs, in plain Swift.
///
/// The portable core imports no platform module, and the standard library has no `exp`
/// or `log`. These implementations (range reduction, then a short polynomial) are accurate
/// to a few units in the last place over the ranges scroll physics uses, run the same on
/// every platform — so iOS, Linux and WebAssembly compute bit-identical trajectories —
/// and need no C library.
enum Elementary {
  private static let ln2Hi = 6.93147180369123816490e-01
  private static let ln2Lo = 1.90821492927058770002e-10
  private static let piOver2Hi = 1.57079632673412561417e+00
  private static let piOver2Mid = 6.07710050630396597660e-11
  private static let piOver2Lo = 2.02226624879595063154e-21
  /// π.
  static let pi = 3.14159265358979311600e+00

  /// e raised to `x`.
  static func exp(_ x: Double) -> Double {
    guard !x.isNaN else { return x }
    if x > 709.782712893384 { return .infinity }
    if x < -745.1332191019412 { return 0 }
    // x = k·ln 2 + r with |r| ≤ ln 2 / 2, then e^x = 2^k · e^r.
    let k = (x / (ln2Hi + ln2Lo)).rounded()
    let r = (x - k * ln2Hi) - k * ln2Lo
    // Taylor series of e^r to r^14/14!: the remainder is below 1e-17 for |r| ≤ 0.35.
    var sum = 1.0
    var term = 1.0
    for n in 1...14 {
      term *= r / Double(n)
      sum += term
    }
    // 2^k from its bits where it is a normal number (the multiplication is then exact, so the
    // result is the same as scaling `sum` by 2^k): `Double(sign:exponent:significand:)` is a
    // call into the standard library that costs more than the series itself.
    if k >= -1022, k <= 1023 { return sum * Double(bitPattern: UInt64(1023 + Int(k)) << 52) }
    return Double(sign: .plus, exponent: Int(k), significand: sum)
  }

  /// The natural logarithm of `x`; NaN below zero, −∞ at zero.
  static func log(_ x: Double) -> Double {
    guard !x.isNaN, x >= 0 else { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    // x = m·2^e with m in [√½, √2), then log m = 2·atanh(s), s = (m − 1)/(m + 1).
    // A normal number's exponent and significand straight from its bits (the standard
    // library's `exponent` and `significand` are calls); a subnormal one through them.
    var e: Double
    var m: Double
    if x >= .leastNormalMagnitude {
      let bits = x.bitPattern
      e = Double(Int((bits >> 52) & 0x7FF) - 1023)
      m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | (1023 << 52))
    } else {
      e = Double(x.exponent)
      m = x.significand
    }
    if m > 1.4142135623730951 {
      m /= 2
      e += 1
    }
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    // |s| ≤ 0.1716, so s2 ≤ 0.0295: 13 terms leave less than 1e-19.
    var series = 0.0
    var n = 25.0
    while n >= 1 {
      series = 1 / n + s2 * series
      n -= 2
    }
    return e * ln2Hi + (2 * s * series + e * ln2Lo)
  }

  /// The square root of `x`.
  @inline(__always)
  static func sqrt(_ x: Double) -> Double { x.squareRoot() }

  /// Sine of `x` radians.
  static func sin(_ x: Double) -> Double {
    let (r, quadrant) = reduced(x)
    switch quadrant {
    case 0: return sinKernel(r)
    case 1: return cosKernel(r)
    case 2: return -sinKernel(r)
    default: return -cosKernel(r)
    }
  }

  /// Cosine of `x` radians.
  static func cos(_ x: Double) -> Double {
    let (r, quadrant) = reduced(x)
    switch quadrant {
    case 0: return cosKernel(r)
    case 1: return -sinKernel(r)
    case 2: return -cosKernel(r)
    default: return sinKernel(r)
    }
  }

  /// The angle of the point (`x`, `y`) from the positive x axis, in −π…π.
  static func atan2(y: Double, x: Double) -> Double {
    guard !x.isNaN, !y.isNaN else { return .nan }
    if x == 0 && y == 0 { return x.sign == .minus ? (y.sign == .minus ? -pi : pi) : y }
    if abs(y) <= abs(x) {
      let angle = atan(y / x)
      if x > 0 { return angle }
      return y.sign == .minus ? angle - pi : angle + pi
    }
    let angle = atan(x / y)
    return y > 0 ? pi / 2 - angle : -pi / 2 - angle
  }

  /// Arctangent of `z` for |z| ≤ 1 (and beyond, with less care for huge values).
  private static func atan(_ z: Double) -> Double {
    guard z.isFinite else { return z.isNaN ? z : (z > 0 ? pi / 2 : -pi / 2) }
    if abs(z) > 1 { return (z > 0 ? pi / 2 : -pi / 2) - atan(1 / z) }
    // atan z = π/4 + atan((z − 1)/(z + 1)) brings |z| ≤ tan(π/8) ≈ 0.414.
    if z > 0.41421356237309503 { return pi / 4 + atanSeries((z - 1) / (z + 1)) }
    if z < -0.41421356237309503 { return -pi / 4 + atanSeries((z + 1) / (1 - z)) }
    return atanSeries(z)
  }

  private static func atanSeries(_ z: Double) -> Double {
    let z2 = z * z
    var series = 0.0
    var n = 41.0
    while n >= 1 {
      let term = 1 / n
      series = (Int(n) % 4 == 1 ? term : -term) + z2 * series
      n -= 2
    }
    // z·Σ (−1)^k z^(2k)/(2k+1), by nested multiplication from the smallest term.
    return z * series
  }

  /// `x` = r + quadrant·π/2 with |r| ≤ π/4.
  private static func reduced(_ x: Double) -> (Double, Int) {
    guard x.isFinite else { return (.nan, 0) }
    let n = (x / (piOver2Hi + piOver2Mid)).rounded()
    let r = ((x - n * piOver2Hi) - n * piOver2Mid) - n * piOver2Lo
    let quadrant = Int(n.truncatingRemainder(dividingBy: 4))
    return (r, (quadrant + 4) % 4)
  }

  private static func sinKernel(_ r: Double) -> Double {
    r * sinSeries(r * r)
  }

  private static func sinSeries(_ r2: Double) -> Double {
    // 1 − r²/3! + r⁴/5! − … by nested multiplication.
    var acc = 1.0
    var n = 21.0
    while n >= 3 {
      acc = 1 - r2 / (n * (n - 1)) * acc
      n -= 2
    }
    return acc
  }

  private static func cosKernel(_ r: Double) -> Double {
    // 1 − r²/2! + r⁴/4! − … by nested multiplication.
    let r2 = r * r
    var acc = 1.0
    var n = 20.0
    while n >= 2 {
      acc = 1 - r2 / (n * (n - 1)) * acc
      n -= 2
    }
    return acc
  }
}
