/// The header's way to where the selected list puts it after a tab switch under
/// ``TabSwitchPolicy/keepsContent``: the selected list keeps its offset, and the header
/// starts where it was and eases to the position that offset implies.
///
/// The header shows the active list's position plus ``shift``; the shift eases to 0 along
/// a smoothstep (`3p² − 2p³`: no jump, no speed jump at either end) in one leg of
/// ``duration``. A leg runs only while nothing else moves the selected list: a finger
/// down stops it where it is (the header then follows the finger's drag, still shifted),
/// and so does the list's own momentum; a new leg starts when the finger has lifted and
/// the list is still. Where the list's own motion takes the header to an end of its range
/// (expanded, or pinned), that part of the shift is used up without moving the header.
package struct HeaderTransition: Hashable, Sendable {
  /// The header position shown minus the one the active list's offset implies, in points
  /// (positive: the header shows more collapsed than the list implies).
  package internal(set) var shift: Double
  /// The shift the current leg started from (or will start from), rescaled as the list's
  /// own motion uses it up: the leg moves the header at most
  /// ``peakSpeed(distance:)`` of it.
  package internal(set) var legShift: Double
  /// When the current leg started, in seconds; `nil` while the transition waits (for a
  /// frame, a finger to lift, or the list's momentum to end).
  package internal(set) var legStart: Double?
  /// The time the leg was last played at (a frame, or a touch that stopped it), in seconds:
  /// the header has been where ``shift`` puts it since then; `nil` while it waits.
  package internal(set) var playedAt: Double?

  /// How long one leg takes, in seconds: short enough to feel like part of the tap (at most
  /// 0.35 s), long enough to be seen as a movement rather than a jump.
  package static let duration = 0.3

  /// The fastest a leg over `distance` points moves the header, in points per second:
  /// smoothstep's steepest slope, 1.5 × distance / ``duration``. No frame of a leg moves the
  /// header further than this speed times the frame's interval.
  package static func peakSpeed(distance: Double) -> Double {
    1.5 * abs(distance) / duration
  }

  /// A transition waiting to start, `shift` points away from the list's position.
  init(shift: Double) {
    self.shift = shift
    legShift = shift
  }

  /// Whether a leg is under way.
  package var isRunning: Bool { legStart != nil }

  /// Starts a leg from the current shift at `time`.
  mutating func start(at time: Double) {
    legShift = shift
    legStart = time
    playedAt = time
  }

  /// Stops the leg where it is; the transition waits.
  mutating func hold() {
    legStart = nil
    playedAt = nil
  }

  /// Plays the leg to `time`. Returns whether the header has arrived (the shift is 0).
  /// A time earlier than the last one played changes nothing; one far earlier (a clock
  /// reset) starts a new leg there.
  mutating func advance(to time: Double, clockResetInterval: Double) -> Bool {
    guard let start = legStart, let last = playedAt else { return false }
    if time < last - clockResetInterval {
      self.start(at: time)
      return false
    }
    guard time > last else { return false }
    playedAt = time
    let progress = (time - start) / Self.duration
    guard progress < 1 else {
      shift = 0
      return true
    }
    shift = legShift * (1 - progress * progress * (3 - 2 * progress))
    return false
  }

  /// The geometry under the header changed (the selected tab's refresh room): `shift` keeps
  /// the header where it is, and a running leg starts over from it where it was last
  /// played, so the header neither jumps nor moves faster than a leg over that distance.
  mutating func restart(from shift: Double) {
    self.shift = shift
    legShift = shift
    if let played = playedAt { legStart = played }
  }

  /// The list's own motion used up part of the shift: `remaining` is left, and the leg
  /// goes on from there in the same proportion, so the header does not move for it.
  mutating func absorb(to remaining: Double) {
    if shift != 0 { legShift *= remaining / shift }
    shift = remaining
  }
}
