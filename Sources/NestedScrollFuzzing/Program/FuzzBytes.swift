/// The fuzzer's bytes read as numbers. Every byte string decodes, so every mutation
/// libFuzzer makes is a program: past the end each read gives 0.
///
/// A value takes three bytes: a tag and a 16-bit fraction of the value's range. Tags from
/// ``hostileTagBase`` up select one of ``hostileValues`` instead (NaN, ±∞, −0, negative
/// and huge numbers, the largest and smallest doubles, or 8 raw bytes), so bad input
/// reaches every parameter the program has.
package struct FuzzBytes {
  /// The first tag that selects a hostile value.
  package static let hostileTagBase: UInt8 = 0xF0

  /// What hostile tags select, in order; the last entry reads 8 raw bytes as a double.
  package static let hostileValues: [Double] = [
    .nan, .infinity, -.infinity, -0.0, -1, -1e6, 1e6, 1e9, -1e9, 1e12, 1e300, -1e300,
    .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0,
  ]

  private let bytes: [UInt8]
  private var position = 0

  /// Reads `bytes` from the start.
  package init(_ bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// Whether every byte has been read.
  package var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  package mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A value in `range`, or (when `hostile`) one of ``hostileValues`` or a raw double.
  package mutating func value(in range: ClosedRange<Double>, hostile: Bool = true) -> Double {
    let tag = byte()
    if hostile, tag >= Self.hostileTagBase {
      let index = Int(tag - Self.hostileTagBase)
      if index < Self.hostileValues.count { return Self.hostileValues[index] }
      var bits: UInt64 = 0
      for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
      return Double(bitPattern: bits)
    }
    let fraction = Double(UInt16(byte()) << 8 | UInt16(byte())) / Double(UInt16.max)
    return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
  }

  /// A page index: usually one of `0..<count`, sometimes just outside it (−2…−1 or
  /// `count…count+1`), so out-of-range pages reach the coordinator too.
  package mutating func page(count: Int) -> Int {
    let raw = Int(byte())
    switch raw {
    case 0..<240: return raw % max(count, 1)
    case 240..<248: return -1 - raw % 2
    default: return count + raw % 2
    }
  }
}
