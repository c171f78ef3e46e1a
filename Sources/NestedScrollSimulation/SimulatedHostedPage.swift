import NestedScrollCore

/// A page of a ``SimulatedProfileScreen`` that hosts declarative content, as the SwiftUI
/// layer's hosting page does: what the content renders, the scroll views it has built, and
/// where the core's search for its list stands (`HostedListSearch`, `ContentListDetection`).
struct SimulatedHostedPage {
  /// What the content renders now.
  var content: SimulatedHostedContent
  /// Whether the content is wrapped in the page's own vertical scroll view.
  var isWrapped = false
  /// The page's scroll view around the content, while wrapped.
  var wrapper: SimulatedScrollView?
  /// The scroll view the content's list built, while it shows one. Wrapping or unwrapping
  /// moves the content to another branch of its root, which builds it anew.
  var contentList: SimulatedScrollView?
  /// When the page looks for its list.
  var search = HostedListSearch()
  /// What the page makes of what it finds.
  var detection = ContentListDetection()
  /// Content layout passes so far: the content's own, never one of the page.
  var contentLayoutPasses = 0

  /// Starts hosting `content`, not yet rendered.
  init(content: SimulatedHostedContent) {
    self.content = content
  }
}
