/// A group of the corpus's scenarios (`Scenarios/`) that shows one kind of behaviour, and
/// why our coordinator wins there: what the report prints above each scenario of the family
/// and `Documentation/Metrics.md` lists.
package struct ScenarioFamily: Hashable, Sendable {
  /// The family's name ("Drags and flings through the pin").
  package var name: String
  /// The names of its scenarios in the corpus.
  package var scenarios: [String]
  /// Why ours wins, in a sentence or two that name the metrics showing it.
  package var whyOursWins: String

  /// Every family; each corpus scenario belongs to exactly one (a test checks it).
  package static let all: [ScenarioFamily] = [
    ScenarioFamily(
      name: "Drags and flings through the pin",
      scenarios: [
        "01-slow-drag-across-pin", "02-fling-up-through-pin", "03-fling-down-reveals-header",
        "04-header-drag-then-fling", "19-raw-touches-accelerating", "30-tall-header-slow-drag-across-pin",
        "31-tall-header-fling-up-through-pin", "32-tall-header-fling-down-reveals-header",
        "38-trackpad-scroll-through-pin",
      ],
      whyOursWins:
        "Only one scroll view ever moves, so the content stays under the finger (tracking error 0) and a fling crosses the pin at the speed it had (momentum continuity and distance / projection 1.00). A trackpad's two-finger scroll moves the same lists as a finger, so it tracks and carries through the pin the same way, and two fingers resting stop a fling. The threshold lock stops dead at the pin; simultaneous pans lose a fling that starts on the header."
    ),
    ScenarioFamily(
      name: "Tab switches",
      scenarios: [
        "05-tab-switch-header-expanded", "06-tab-switch-header-half", "07-tab-switch-header-pinned",
        "08-swipe-to-tab-header-half", "21-tab-offsets-survive-header-reveal", "22-tab-switch-during-fling",
        "27-tab-switch-deep-tab-header-shown", "28-swipe-to-deep-tab-keeps-content",
        "29-touch-during-header-way",
      ],
      whyOursWins:
        "The tab rule adjusts only a tab whose offset disagrees with the visible header, so the header never jumps (header jump 0) and tabs left deep keep their place (offsets kept 1.00); keeping the content instead, the header eases into place within 0.35 s. Simultaneous pans and the overlay reset other tabs to their top whenever the header shows."
    ),
    ScenarioFamily(
      name: "Short content and size changes",
      scenarios: [
        "09-short-tab", "14-content-change-mid-fling", "15-header-height-change", "26-content-shrinks-at-end",
        "36-load-more-fling-into-new-rows",
      ],
      whyOursWins:
        "Padding lets a short tab collapse the header, a size change during a fling keeps the motion going without a jump, and a list left past its new end returns with the rubber band's motion instead of resting on a blank screen. Load more asks once on the way to a tab's end, and rows appended mid-fling let the fling run on into them (distance / projection 1.00 against the grown list); the re-enacted techniques have no load more of their own and bounce at the old end."
    ),
    ScenarioFamily(
      name: "Pull to refresh and header stretch",
      scenarios: [
        "10-pull-to-refresh", "11-header-stretch", "33-tab-pull-to-refresh",
        "34-tab-refresh-fling-down-reaches-top", "35-both-scopes-header-then-list-pull",
      ],
      whyOursWins:
        "The lists scroll themselves, so their own overscroll drives the refresh (of the page, of each tab under the tab bar, or both, by where the drag began) and the header's stretch with UIKit's rubber band, and a fling down keeps its momentum into the header's reveal in either mode; the overlay, whose lists never scroll, loses the finger past the top (tracking error)."
    ),
    ScenarioFamily(
      name: "Snapping",
      scenarios: [
        "12-snap-variable-items-forward", "13-snap-variable-items-slow", "20-header-snap",
        "23-header-snap-gentle-flick", "24-item-snap-gentle-fling", "25-touch-stops-header-snap",
        "37-list-snap-self-sizing-rows", "39-list-snap-sticky-sections",
      ],
      whyOursWins:
        "Targets are chosen when the finger lifts, in the fling's direction, among items of any height (handed over ahead, or asked of the list's own self-sizing rows at the release, a row resting right under its stuck section header), and reached with UIKit's own deceleration, so nothing moves faster than the release (peak speed / release ≤ 1.00) and every snap rests on an item edge or a header snap position within 1.5 s (rests on snap 1.00). Modulo snapping assumes one item height, misses edges and turns around at once. A snap moves the rest point by design, so these scenarios are not judged by distance ÷ projection; a slow release that returns to the item behind, as UIKit's paging does, is not judged by reversals."
    ),
    ScenarioFamily(
      name: "Header modes",
      scenarios: [
        "40-floating-header-slow-drag-back", "41-floating-header-fling-down-mid-list",
        "42-collapsed-first-fling-down-reaches-top", "43-collapsed-first-slow-drag-back",
        "44-tab-switch-floating-header", "45-floating-header-snap",
      ],
      whyOursWins:
        "A floating header comes back as soon as the list scrolls down anywhere, in full or its collapsed part first, and moves with the rows point for point, so a drag deep in the list tracks (tracking error 0) and a fling down brings the header in and carries on at the speed it had (momentum continuity and distance / projection 1.00). A tab left deep keeps its offset with the header floating over it, and a floating header snaps shown or hidden within 1.5 s. No re-enacted technique has a floating header: they run the same input with the header coming back only at the list's top, so their momentum at a floating hand-over and their header snaps deep in the list are not measured (—)."
    ),
    ScenarioFamily(
      name: "Frame rates",
      scenarios: ["16-frames-60hz", "17-frames-120hz", "18-frames-jitter"],
      whyOursWins:
        "Every motion is a closed form of time, so one gesture ends within half a point of the same place at 60 Hz, 120 Hz and irregular frames (frame-rate diff < 0.5 pt); simultaneous pans fight once per frame and drift by tens of points."
    ),
  ]

  /// The family `scenario` belongs to, if any (scenarios outside the corpus have none).
  package static func of(scenario name: String) -> ScenarioFamily? {
    all.first { $0.scenarios.contains(name) }
  }
}
