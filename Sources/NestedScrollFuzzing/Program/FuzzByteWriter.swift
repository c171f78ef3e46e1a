/// Writes a program in the byte format ``FuzzBytes`` reads: the encoder of the seed corpus.
///
/// Values in range are written with a non-hostile tag and quantised to 1/65,535 of the
/// range; a value that is one of ``FuzzBytes/hostileValues`` keeps its hostile tag, and any
/// other value outside the range is written as 8 raw bytes.
package struct FuzzByteWriter {
  /// The bytes so far.
  package private(set) var bytes: [UInt8] = []

  /// An empty writer.
  package init() {}

  /// Appends a byte.
  package mutating func byte(_ value: UInt8) {
    bytes.append(value)
  }

  /// Appends `value` so that ``FuzzBytes/value(in:hostile:)`` with `range` reads it back.
  package mutating func value(_ value: Double, in range: ClosedRange<Double>) {
    if value.isFinite, range.contains(value) {
      let span = range.upperBound - range.lowerBound
      let fraction = span > 0 ? (value - range.lowerBound) / span : 0
      let quantised = UInt16((fraction * Double(UInt16.max)).rounded())
      bytes += [0, UInt8(quantised >> 8), UInt8(quantised & 0xFF)]
      return
    }
    if let index = FuzzBytes.hostileValues.firstIndex(where: { $0.bitPattern == value.bitPattern }) {
      bytes.append(FuzzBytes.hostileTagBase + UInt8(index))
      return
    }
    bytes.append(FuzzBytes.hostileTagBase + UInt8(FuzzBytes.hostileValues.count))
    let bits = value.bitPattern
    for shift in stride(from: 56, through: 0, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
  }

  /// Appends a page index as ``FuzzBytes/page(count:)`` reads it.
  package mutating func page(_ page: Int, count: Int) {
    if page >= 0, page < count {
      bytes.append(UInt8(page))
    } else if page < 0 {
      bytes.append(page == -1 ? 240 : 241)
    } else {
      bytes.append(page == count ? 248 : 249)
    }
  }
}
