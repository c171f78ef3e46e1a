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
  /// happening, its refresh room included: a room closing once the app's refresh ends moves
  /// the list as a change the app makes), the list moves no faster than at release toward
  /// where it rests (or than the slowest snap that rests in time); the header follows it, or
  /// moves on its own only as ``headerContinuous`` allows.
  case noSpeedUpAfterLift = "no speed-up after lift"
  /// After input stops (finger lifted, refresh ended) every view, animation and refresh
  /// comes to rest within a bounded time, within bounds, with the pager on the active page;
  /// so does a screen that nothing moves between inputs.
  case restReached = "rest reached after input stops"
  /// The pager's progress stays within its pages, `0…pageCount − 1`.
  case pagerProgressInRange = "pager progress within its pages"
  /// A tab chosen by a tap or in code is active at once (a page out of range is ignored).
  case selectionActivates = "a selected tab becomes active"
  /// Keeping the header, a tab switch from a still screen shows the new tab where the header
  /// is (the tab rule): the list keeps its offset when that agrees with the visible header
  /// (scrolled past the pin, under a pinned one), else goes exactly to the header's position
  /// (``InvariantChecker/checkTabFit(before:after:)``).
  case tabSwitchFitsList = "a tab switch fits the new list to the header"
  /// A content-size or header-height change moves no content on screen
  /// (``InvariantChecker/checkContentSizeChange(before:after:page:)``,
  /// ``InvariantChecker/checkHeaderHeightChange(before:after:)``).
  case sizeChangeKeepsContent = "a size change keeps the content"
  /// A list's resting range ends where its content does, and short content is padded so
  /// that it reaches the pin (``InvariantChecker/checkRange(of:in:)``).
  case rangeFitsContent = "each list's range fits its content"
  /// An item-snapping list released by a finger rests past the pin only on an item boundary
  /// under the pinned tab bar, or at its end (``InvariantChecker/checkItemSnapRest(_:boundaries:)``).
  case itemSnapOnBoundary = "item snapping rests on an item boundary"
  /// Given good input (values and gestures a real screen sees; a property test's programs,
  /// ``FuzzSession/run(_:isGoodInput:trace:)``), no list sanitises a value: the coordinator
  /// never hands a scroll view a bad one.
  case nothingSanitised = "good input sanitises nothing"
  /// The tab bar's indicator tracks the pager within one event: after every step the
  /// selection the screen shows is the selected page, at the pager's position in pages
  /// (`contentOffset.x / pageWidth`, within the pages, mirrored right to left).
  case tabIndicatorTracksPager = "tab indicator tracks the pager"
  /// At most one loaded list has `scrollsToTop`, and, whenever the selected page is loaded,
  /// exactly one: the selected page's (UIKit performs the status-bar tap only then).
  case oneScrollsToTopOwner = "one scrolls-to-top owner"
  /// A page whose frame does not meet the pager's visible bounds is hidden from VoiceOver.
  case offScreenPagesHidden = "off-screen pages hidden from VoiceOver"
  /// Appearance callbacks are balanced (each `will` is followed by its `did` or by the
  /// opposite `will`; a `did` only after its `will`), and a page whose last callback is
  /// `didAppear` is on screen.
  case appearanceBalanced = "appearance callbacks balanced, didAppear only on screen"
  /// Every page shows its own refresh state as the host has it (an indicator only on a page
  /// whose tab refresh is not idle), and a loaded page shows its load-more footer exactly
  /// while the host waits for its rows, right below its last row.
  case tabStateShown = "tab refresh and load-more footer shown as the host has them"
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
