import ScrollPhysics

/// A motion of one list's offset that the coordinator plays, because UIKit's own
/// deceleration cannot produce it: a snap UIKit would not reach in time or without a
/// speed-up, or behind the release (a spring that starts from the release velocity), a
/// snap or bounce back found at rest, scroll-to-top, or a programmatic animated offset. A
/// refresh room closing is no list's motion: it is a ``RefreshRoom`` of its own.
package struct ListAnimation: Hashable, Sendable {
  /// Why the animation runs.
  package enum Purpose: Hashable, Sendable {
    /// A snap target behind the release, reached without a stop-and-jump.
    case snap
    /// Scroll-to-top (status-bar tap).
    case scrollToTop
    /// An animated programmatic offset (``NestedScrollCoordinator/setContentOffset(_:page:animated:at:)``,
    /// expand or collapse the header).
    case programmatic
    /// A list found at rest past its resting range (its content shrank, the viewport
    /// grew, insets or the header changed) coming back with the rubber band's bounce.
    case bounceBack
    /// VoiceOver's three-finger scroll moving the list by a page (``AccessibilityScroll``), or
    /// bringing a focused header element into view (``AccessibilityFocus``): its target is a
    /// rest already (a snapping header's snap applied), so the rest rule that looks when it
    /// ends leaves it there unless something moved the range meanwhile.
    case accessibilityPage
  }

  /// The page whose list moves.
  package var page: Int
  /// The motion of its `contentOffset.y`.
  package var motion: ScrollMotion
  /// Where the motion comes to rest.
  package var target: Double
  /// Why it runs.
  package var purpose: Purpose
  /// Where the last frame left the list, as the list holds it (`nil` before the first
  /// frame, when the list is where the motion starts): a list found elsewhere was moved
  /// by something else, and the animation goes on from there.
  package var placedOffset: Double? = nil

  /// `page`'s list moved by `motion`, which comes to rest at `target`, for `purpose`.
  package init(page: Int, motion: ScrollMotion, target: Double, purpose: Purpose) {
    self.page = page
    self.motion = motion
    self.target = target
    self.purpose = purpose
  }
}

extension ListAnimation {
  /// This animation as Reduce Motion plays it: when `reducesMotion`, it rests at its
  /// target from `time`, so the next frame places the list there (no movement to watch, as
  /// Apple's Human Interface Guidelines ask of motion that is not the user's own); a bounce
  /// back is the list's own physics and plays as it is.
  package func reduced(at time: Double, reducesMotion: Bool) -> ListAnimation {
    guard reducesMotion, purpose != .bounceBack else { return self }
    var reduced = self
    reduced.motion = .rest(at: target, time: time)
    return reduced
  }
}
