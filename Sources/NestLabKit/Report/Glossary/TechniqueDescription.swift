/// What a strategy of the lab re-enacts, for readers who have not seen the write-ups it
/// comes from: the technique's common name, one sentence on how it works, where it fails,
/// and a public article, library or documentation page that shows it.
package struct TechniqueDescription: Hashable, Sendable {
  /// The strategy's identifier (``NestedScrollStrategy/identifier``).
  package var strategy: String
  /// The technique's common name ("threshold lock").
  package var technique: String
  /// How it works, in one sentence.
  package var howItWorks: String
  /// Where it fails (empty for ours: what it gives up is in the metrics).
  package var failure: String
  /// The public reference's title.
  package var referenceTitle: String
  /// The public reference's address.
  package var referenceURL: String

  /// One description per strategy of ``StrategyRegistry/all``, in its order (a test
  /// checks that every registered strategy has one).
  package static let all: [TechniqueDescription] = [
    TechniqueDescription(
      strategy: "ours", technique: "one scroll space, keeping the header",
      howItWorks:
        "Every tab's list is an ordinary scroll view whose top inset reserves room for header and tab bar, so header and list are one scroll space in which only one native scroll view ever moves; the header is an overlay placed from the active list's offset, and a tab switch leaves the header where it is.",
      failure: "",
      referenceTitle: "Flutter's NestedScrollView (outer and inner scroll positions coordinated as one)",
      referenceURL: "https://api.flutter.dev/flutter/widgets/NestedScrollView-class.html"),
    TechniqueDescription(
      strategy: "ours-keeps-content", technique: "one scroll space, keeping the content",
      howItWorks:
        "The same coordinator with the other tab-switch policy: the selected tab shows exactly the position it had and the header follows it in one animation of at most 0.35 s.",
      failure: "",
      referenceTitle: "Flutter's NestedScrollView (outer and inner scroll positions coordinated as one)",
      referenceURL: "https://api.flutter.dev/flutter/widgets/NestedScrollView-class.html"),
    TechniqueDescription(
      strategy: "threshold-lock", technique: "threshold lock",
      howItWorks:
        "Header and lists sit in an outer scroll view that turns its own isScrollEnabled off (and the list's on) when it reaches the header's height, and back on when the list reaches its top.",
      failure:
        "A fast fling stops dead at the threshold and a drag through it loses the finger; only a new gesture moves on.",
      referenceTitle: "Sliding conflict resolution for nested UIScrollView",
      referenceURL: "https://dev.mo4tech.com/sliding-conflict-resolution-for-nested-uiscrollview.html"),
    TechniqueDescription(
      strategy: "simultaneous-pans", technique: "simultaneous pans with offset pinning",
      howItWorks:
        "The outer scroll view recognises its pan together with the list's (shouldRecognizeSimultaneouslyWith), and scrollViewDidScroll pins whichever of the two should not move.",
      failure:
        "Two decelerations fight every frame (jitter that depends on the frame rate), a fling that starts on the header never reaches the list, and every other tab is reset to its top whenever the header shows.",
      referenceTitle: "JXPagingView",
      referenceURL: "https://github.com/pujiaxin33/JXPagingView"),
    TechniqueDescription(
      strategy: "overlay", technique: "single overlay scroll view",
      howItWorks:
        "One invisible scroll view takes every vertical touch and its offset is mapped onto the header's container and the selected list, which never scroll themselves.",
      failure:
        "Lists lose their own bounce and refresh, content-size changes must be mirrored by hand, and other tabs' offsets are thrown away whenever the header shows.",
      referenceTitle: "Ole Begemann, Scroll Views Inside Scroll Views",
      referenceURL: "https://oleb.net/blog/2014/05/scrollviews-inside-scrollviews/"),
    TechniqueDescription(
      strategy: "modulo-snap", technique: "modulo snapping in willEndDragging",
      howItWorks:
        "scrollViewWillEndDragging rounds the proposed target offset to a multiple of one fixed item height.",
      failure:
        "A target behind the fling's direction turns the motion around at once (a visible tick), and items of other heights never line up.",
      referenceTitle: "Apple, scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
      referenceURL:
        "https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)"
    ),
  ]

  /// The description of strategy `identifier`, if there is one.
  package static func of(strategy identifier: String) -> TechniqueDescription? {
    all.first { $0.strategy == identifier }
  }
}
