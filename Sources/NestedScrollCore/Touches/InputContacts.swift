/// What rests on the input now: a finger on the screen, fingers on a trackpad (or a
/// scroll-wheel scroll in progress). Either one holds the nested scroll as a finger does;
/// motion resumes its rules only when both have lifted.
///
/// UIKit delivers the two through different paths: touches to gesture recognizers, and
/// indirect scrolling as scroll events (`UIEvent.EventType.scroll`) that carry no touch.
public struct InputContacts: Equatable, Sendable {
  /// Whether a finger is down on the screen.
  public var isFingerDown = false
  /// Whether an indirect scroll is on: fingers rest on a trackpad, or a trackpad or
  /// scroll-wheel scroll is in progress.
  public var isIndirectScrollDown = false

  /// Nothing rests on the input.
  public init() {}

  /// Whether anything rests on the input.
  public var isAnyDown: Bool { isFingerDown || isIndirectScrollDown }
}
