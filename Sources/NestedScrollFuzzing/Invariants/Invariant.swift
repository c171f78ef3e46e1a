/// A property the screen must keep after every step of any input.
package enum Invariant: String, Hashable, Sendable, CaseIterable {
  /// Every offset, velocity, bound and layout value is a finite number.
  case finiteState = "all state finite"
  /// No list or pager goes further past its bounds than the rubber band allows (less
  /// than one viewport), unless the app placed it there and nothing has moved it since.
  case offsetWithinRubberBand = "offsets within bounds plus rubber band"
  /// While a finger drags a list within its bounds, the content moves exactly as far as
  /// the finger, touch sample to touch sample (``InvariantChecker/trackingError(from:to:)``).
  case fingerTracked = "content follows the finger"
  /// The header's collapse stays within `0…H − P`; only the stretch on overscroll makes
  /// it taller, and only with `.stretchHeader`; the tab bar never rises above the pinned
  /// header.
  case collapseWithinRange = "header collapse within its range"
  /// The header's layout is the one the active list's offset implies (shifted by the
  /// header's way after a tab switch that keeps the content), after every step.
  case headerFollowsActiveList = "header placed from the active list's offset"
  /// A tab switch does not move the header at its instant.
  case headerStillOnTabSwitch = "header still on a tab switch"
  /// Under either tab-switch policy, from frame to frame the header moves no further than
  /// the list that was active moved it plus what the header's way after a tab switch allows
  /// (``NestedScrollCore/HeaderTransition/peakSpeed(distance:)`` over the interval), and on
  /// its own not at all while a finger is down.
  case headerContinuous = "header still or continuous"
  /// Keeping the header: a list scrolled past the pin keeps its offset while another tab is
  /// shown with the header pinned, and when it becomes active again. Keeping the content:
  /// every still list keeps its offset while hidden and when it becomes active.
  case tabPositionKept = "tab keeps its position"
  /// After a finger lifts from a list it dragged, until the list rests (with nothing else
  /// happening), the list moves no faster than at release toward where it rests (or than
  /// the slowest snap that rests in time); the header follows it, or moves on its own only as
  /// ``headerContinuous`` allows.
  case noSpeedUpAfterLift = "no speed-up after lift"
  /// After input stops (finger lifted, refresh ended) every view, animation and refresh
  /// comes to rest within a bounded time, within bounds, with the pager on the active page.
  case restReached = "rest reached after input stops"
}

/// An invariant that did not hold: which, after which step, and the values involved.
package struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The invariant.
  package var invariant: Invariant
  /// The index of the step after which it failed (`nil`: before the first step, or while
  /// settling after the last).
  package var step: Int?
  /// The event of that step, as text.
  package var event: String
  /// What was wrong.
  package var detail: String

  /// Creates a violation.
  package init(invariant: Invariant, step: Int? = nil, event: String = "", detail: String) {
    self.invariant = invariant
    self.step = step
    self.event = event
    self.detail = detail
  }

  /// One line for the fuzzer's crash report.
  package var description: String {
    let when = step.map { "after step \($0) (\(event))" } ?? (event.isEmpty ? "" : "(\(event))")
    return "invariant '\(invariant.rawValue)' failed \(when): \(detail)"
  }
}

/// Where the app's own change (a content size, inset or offset it set) left a list outside
/// its bounds: a still list may stay there; a moving one may go on as far as its momentum
/// carries into the rubber band, then comes back.
package struct AppPlacement: Hashable, Sendable {
  /// The offset the change left.
  package var offset: Double
  /// How far outside the bounds that is.
  package var distance: Double
  /// Whether the list was still (nothing brings a still list back without a touch).
  package var wasAtRest: Bool

  /// Creates a placement.
  package init(offset: Double, distance: Double, wasAtRest: Bool) {
    self.offset = offset
    self.distance = distance
    self.wasAtRest = wasAtRest
  }
}
