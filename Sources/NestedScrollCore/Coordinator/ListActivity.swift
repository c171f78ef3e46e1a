/// What the coordinator does with the lists: nothing (the rest rule has looked at the screen
/// since it last changed), waiting for the screen to be still so the rest rule can look, or
/// driving one list with an animation.
///
/// The lists' own motions (a finger's drag, momentum, the rubber band) are UIKit's: the
/// coordinator reads them from the list (`isTracking`, `isDragging`, `isDecelerating`)
/// rather than keeping a copy that could disagree. What it owns is this value, changed only
/// by ``CoordinatorMotion/handle(_:)``:
///
/// ```
///            changed                    rested (the rule found it still, left it be)
///   idle ─────────────────▶ settling ─────────────────────────────────────────▶ idle
///    │                       │    ▲
///    │ drive          drive  │    │ stopped (finished, cancelled, touched)
///    ▼                       ▼    │
///   driven ◀─────────────────────-┘
/// ```
///
/// The rest rule runs only on `settling`, and only `handle(_:)` enters it: every event that
/// may leave the screen somewhere new arrives there as `changed` or `stopped`.
package enum ListActivity: Hashable, Sendable {
  /// The rest rule has looked at the screen since it last changed; nothing is due until it
  /// changes again.
  case idle
  /// The screen changed since the rest rule last looked: it looks on the first frame that
  /// finds the screen still (no finger, no momentum, no header way, the pager on a page).
  case settling
  /// The coordinator plays an animation of one list, one frame per display frame.
  case driven(Playing)

  /// A list animation under way, with its clock.
  package struct Playing: Hashable, Sendable {
    /// The motion the host plays, one ``NestedScrollCoordinator/advanceAnimation(to:)`` per
    /// frame.
    package var animation: ListAnimation
    /// The time the animation was last started or played at, in seconds.
    package var time: Double

    /// `animation`, started or last played at `time`.
    package init(animation: ListAnimation, time: Double) {
      self.animation = animation
      self.time = time
    }
  }

  /// What happens to the lists, as ``CoordinatorMotion/handle(_:)`` takes it.
  package enum Event: Hashable, Sendable {
    /// The screen changed (a list's offset or the layout, a size, a touch, a release): once
    /// it is still, the rest rule looks at it. An animation under way plays on.
    case changed
    /// The coordinator starts `animation` from `time`, or goes on with it as played at
    /// `time`, in place of any other.
    case drive(ListAnimation, at: Double)
    /// The animation under way ended where its list is (finished, replaced by the list's own
    /// motion, stopped by a touch or a command): the rest rule looks at where it left it.
    case stopped
    /// The rest rule looked at the still screen and left it as it is.
    case rested
  }

  /// Which of the activities this is, without what it carries.
  package enum Phase: Hashable, Sendable {
    /// ``ListActivity/idle``.
    case idle
    /// ``ListActivity/settling``.
    case settling
    /// ``ListActivity/driven(_:)``.
    case driven
  }

  /// Which of the activities this is.
  package var phase: Phase {
    switch self {
    case .idle: .idle
    case .settling: .settling
    case .driven: .driven
    }
  }

  /// The activity `event` leads to from this one: the one transition function.
  package func next(on event: Event) -> ListActivity {
    switch (self, event) {
    case (.idle, .changed): .settling
    case (_, .changed): self
    case (_, .drive(let animation, let time)): .driven(Playing(animation: animation, time: time))
    case (_, .stopped): .settling
    case (.settling, .rested): .idle
    case (_, .rested): self
    }
  }
}
