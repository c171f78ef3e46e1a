/// Each page's list, if it has one attached, with the span of pages that have: what must
/// follow the screen every frame (a closing refresh room, the rest rule's look at lists off
/// screen) is the attached lists, a few pages however many tabs there are, so those loops
/// run over ``attached`` rather than every page.
///
/// The elements are the protocol rather than the coordinator's `List`: hosts call the
/// coordinator unspecialized, and an array of a concrete element type keeps the hot path free
/// of generic metadata look-ups and opaque calls (which also keep Swift's exclusivity checks).
struct PageLists {
  private var lists: [(any NestedScrollList)?]
  /// The pages from the first to the last with a list attached (empty: none). Pages within it
  /// may have none: the span is what a loop needs to visit, not a set.
  private(set) var attached: Range<Int> = 0..<0

  /// `count` pages, none with a list.
  init(count: Int) {
    lists = Array(repeating: nil, count: count)
  }

  /// How many pages there are.
  var count: Int { lists.count }
  /// Every page.
  var indices: Range<Int> { lists.indices }

  /// Page `page`'s list; setting it attaches or detaches it.
  subscript(page: Int) -> (any NestedScrollList)? {
    @inline(__always) get { lists[page] }
    set {
      lists[page] = newValue
      if newValue != nil {
        attached =
          attached.isEmpty
          ? page..<page + 1 : min(attached.lowerBound, page)..<max(attached.upperBound, page + 1)
      } else {
        // Detaching at an end shrinks the span to the next attached page.
        var span = attached
        while let first = span.first, lists[first] == nil { span = span.dropFirst() }
        while let last = span.last, lists[last] == nil { span = span.dropLast() }
        attached = span
      }
    }
  }
}
