import ScrollPhysics

/// The room a list keeps above its rows for a refresh indicator (the page's above the header,
/// a tab's under the tab bar), as a value with a timeline of its own.
///
/// A room opens at once (a refresh begins) and closes on its own spring (a refresh ends),
/// sampled once per frame. It never occupies a list's motion: a status-bar tap, a snap or a tab
/// switch plays on the list while the room closes under it, and nothing can cut the closing
/// short. The layout reads the room's ``height`` as sampled at the latest frame
/// (``ScrollSpace/layout(forOffset:pageRoom:tabRoom:pull:)``).
package struct RefreshRoom: Hashable, Sendable {
  /// The room's height at the latest frame, in points (0 when closed).
  package private(set) var height: Double = 0
  /// The height's way to 0, and when it was last sampled.
  private struct Closing: Hashable, Sendable {
    var motion: ScrollMotion
    var playedAt: Double
  }

  /// The room's way to closed, while it closes.
  private var closing: Closing?

  /// A closed room.
  package init() {}

  /// A room open at `height` points.
  package init(height: Double) {
    self.height = height
  }

  /// Whether the room is on its way to closed.
  package var isClosing: Bool { closing != nil }

  /// Opens the room at `height` points at once (a refresh began), ending any closing.
  mutating func open(_ height: Double) {
    self.height = height
    closing = nil
  }

  /// Removes the room at once (nobody sees it close).
  mutating func remove() {
    height = 0
    closing = nil
  }

  /// Starts closing from where the room is, at `time`, with the spring of UIKit's animated
  /// scrolls; with `reducesMotion`, it is closed on the next frame instead.
  package mutating func close(at time: Double, reducesMotion: Bool) {
    guard height > 0, closing == nil else { return }
    let motion: ScrollMotion =
      reducesMotion ? .rest(at: 0, time: time) : .toward(0, from: height, velocity: 0, at: time)
    closing = Closing(motion: motion, playedAt: time)
  }

  /// Samples the closing room at `time`. Returns whether its height changed; a room that
  /// reached 0 is closed. A time more than `clockResetInterval` before the last one sampled
  /// is a new clock: the closing starts over from where the room is, instead of waiting for
  /// the old clock; a time no later than it changes nothing, so a room closes over at least
  /// one frame after it starts, however small (a spring shorter than its rest distance is at
  /// rest at once, and would otherwise be gone in the frame it began).
  package mutating func advance(to time: Double, clockResetInterval: Double = 1) -> Bool {
    guard var motion = closing?.motion, let playedAt = closing?.playedAt else { return false }
    if time < playedAt - clockResetInterval {
      motion = .toward(0, from: height, velocity: 0, at: time)
    } else if time <= playedAt {
      return false
    }
    let sample = motion.sample(at: time)
    let previous = height
    if sample.isFinished {
      height = 0
      closing = nil
    } else {
      height = min(max(sample.position, 0), previous)
      closing = Closing(motion: motion, playedAt: time)
    }
    return height != previous
  }
}
