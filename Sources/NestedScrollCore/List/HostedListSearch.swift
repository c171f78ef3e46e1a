/// When a page that hosts declarative content (a SwiftUI tab) looks for its list
/// (``ContentListDetection``).
///
/// A state change inside the content (a spinner replaced by a `List`) lays out only the
/// hosting view: the page's own root is not laid out, and a page that looked only after its
/// own layout passes would keep the `List` wrapped in a scroll view. So the page looks after
/// each pass of its own (``Trigger/pageLayout``), when it appears
/// (``Trigger/pageAppearance``) and after each layout pass of the hosted content
/// (``Trigger/contentLayout``), whenever it is in a window (content renders only there).
///
/// A search lays the content out itself, which reports a content layout pass: that pass is
/// the search's own and starts none (``State/searching``), so a search never recurses.
package struct HostedListSearch: Hashable, Sendable {
  /// What asks for a search.
  package enum Trigger: Hashable, Sendable {
    /// The page's own view finished a layout pass.
    case pageLayout
    /// The page appeared.
    case pageAppearance
    /// The hosted content finished a layout pass (its state changed, or a search laid it
    /// out).
    case contentLayout
  }

  /// Where the search stands.
  package enum State: Hashable, Sendable {
    /// No search under way.
    case idle
    /// A search is under way; what it causes starts no other.
    case searching
  }

  /// Where the search stands.
  package private(set) var state = State.idle

  /// No search under way.
  package init() {}

  /// `trigger` happened; returns whether to search now (then ``searchDidEnd()`` follows).
  package mutating func shouldSearch(after trigger: Trigger, isInWindow: Bool) -> Bool {
    guard isInWindow, state == .idle else { return false }
    state = .searching
    return true
  }

  /// The search that ``shouldSearch(after:isInWindow:)`` started is over.
  package mutating func searchDidEnd() {
    state = .idle
  }
}
