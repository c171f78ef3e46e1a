/// Counts the fingers on the container, to tell a host when the first one lands and the last
/// one lifts (``NestedScrollHost/touchDidBegin(at:)``, ``NestedScrollHost/touchDidEnd(at:)``).
///
/// UIKit delivers touches to a gesture recognizer in sets (`touchesBegan`, `touchesEnded`,
/// `touchesCancelled`) and may end a recognizer's sequence without delivering the last
/// lift at all: a recognizer that failed or was excluded by another stops receiving touches,
/// and UIKit only calls its `reset()`. ``reset()`` therefore reports a lift the count has not
/// seen, so "a finger is down" never sticks and header drags are handed back.
public struct TouchCount: Hashable, Sendable {
  /// How many fingers are down.
  public private(set) var fingersDown = 0

  /// No finger down.
  public init() {}

  /// Whether any finger is down.
  public var isDown: Bool { fingersDown > 0 }

  /// `count` fingers landed. Returns `true` when they are the first (no finger was down):
  /// the host hears ``NestedScrollHost/touchDidBegin(at:)``. A count below 1 is ignored.
  public mutating func touchesBegan(_ count: Int) -> Bool {
    guard count > 0 else { return false }
    let first = fingersDown == 0
    fingersDown = fingersDown > Int.max - count ? Int.max : fingersDown + count
    return first
  }

  /// `count` fingers lifted or were cancelled. Returns `true` when the last one lifted: the
  /// host hears ``NestedScrollHost/touchDidEnd(at:)``. Lifts beyond the fingers counted
  /// down are ignored.
  public mutating func touchesEnded(_ count: Int) -> Bool {
    guard count > 0, fingersDown > 0 else { return false }
    fingersDown = max(0, fingersDown - count)
    return fingersDown == 0
  }

  /// The touch sequence is over (UIKit's `reset()`). Returns `true` when fingers were still
  /// counted down: the lift was never delivered, and the host must hear it now.
  public mutating func reset() -> Bool {
    let wasDown = fingersDown > 0
    fingersDown = 0
    return wasDown
  }
}
