/// Finds the list in a page whose content builds its own scroll view (a SwiftUI tab: `List`
/// and `ScrollView` are backed by UIKit scroll views the app never sees), and decides what
/// to do when there is none, pass after pass, as the content changes kind: nothing, a
/// loading view, a `List`, an empty state, a `ScrollView`, in any order.
///
/// After each layout pass that rendered the content the adapter reports the scroll views it
/// found in the content (outermost first, without looking inside one; inside its own wrapper
/// when it wraps the content) and its wrapper, if it wraps. The rules:
///
/// 1. Content with a list (``listIndex(in:pageWidth:pageHeight:)``) scrolls with it: the
///    list is the page's list, and a list built anew replaces the one in use.
/// 2. Content with no scroll view is wrapped in a vertical scroll view of the adapter's, which
///    is then the page's list: a loading view, an empty state or a short stack still lets
///    the header collapse.
/// 3. Wrapped content that builds a vertical scroll view of its own (a `List` arrives after a
///    spinner) is unwrapped, so no vertical scroll view is ever nested in another; the next
///    pass finds the list at its full size.
/// 4. Unwrapped content whose scroll view still is no list (a short strip) is wrapped again,
///    and stays wrapped while that scroll view is there: the two never take turns. Another
///    scroll view (``ScrollViewCandidate/identity``) is worth an unwrap again.
/// 5. A wrapper the adapter cannot find means the platform backs scroll views in a way this
///    package does not know: the adapter warns once, and the content scrolls on its own.
public struct ContentListDetection: Hashable, Sendable {
  /// What the adapter does after a pass.
  public enum Outcome: Hashable, Sendable {
    /// Nothing changes.
    case none
    /// The candidate at this index is the page's list (from now on, or instead of the one
    /// in use).
    case useList(Int)
    /// Wrap the content in a vertical scroll view and report the next pass.
    case wrapContent
    /// The wrapper is the page's list.
    case useWrapper
    /// Take the content out of the wrapper and report the next pass.
    case unwrapContent
    /// No list can be found: warn once; the content scrolls on its own.
    case unsupported
  }

  /// Where the detection stands.
  public enum Stage: Hashable, Sendable {
    /// No rendered pass seen yet, or the content was just unwrapped.
    case awaitingContent
    /// A list of the content's is in use.
    case usesList
    /// The content was wrapped; waiting for the wrapped pass.
    case awaitingWrappedContent
    /// The wrapper is in use.
    case usesWrapper
    /// No list could be found.
    case unsupported
  }

  /// Where the detection stands.
  public private(set) var stage = Stage.awaitingContent
  /// The scroll views, seen unwrapped, that are no list at their own size: the content is
  /// not unwrapped again for them.
  private var declined: [Int] = []

  /// Starts before the first rendered pass.
  public init() {}

  /// A layout pass rendered the content of a page `pageWidth` × `pageHeight` points, and
  /// found `candidates` in it (outermost first; inside the wrapper while the content is
  /// wrapped) and `wrapper`, the adapter's own scroll view around the content (`nil` when the
  /// content is not wrapped, or the wrapper was not found).
  public mutating func contentDidRender(
    candidates: [ScrollViewCandidate], wrapper: ScrollViewCandidate? = nil, pageWidth: Double,
    pageHeight: Double
  ) -> Outcome {
    guard pageWidth > 0, pageHeight > 0 else { return .none }
    switch stage {
    case .awaitingContent, .usesList:
      if let found = Self.listIndex(in: candidates, pageWidth: pageWidth, pageHeight: pageHeight) {
        declined.removeAll()
        guard stage != .usesList || !candidates[found].isInUse else { return .none }
        stage = .usesList
        return .useList(found)
      }
      // Vertical scroll views that are no list at their own size (a short strip): wrapped,
      // the content is not unwrapped again for them.
      declined = candidates.filter { Self.scrollsVertically($0, pageWidth: pageWidth) }.map { $0.identity }
      stage = .awaitingWrappedContent
      return .wrapContent
    case .awaitingWrappedContent, .usesWrapper:
      let scrolling = candidates.filter { Self.scrollsVertically($0, pageWidth: pageWidth) }
      if scrolling.contains(where: { !declined.contains($0.identity) }) {
        stage = .awaitingContent
        return .unwrapContent
      }
      // The declined scroll views that are gone are worth an unwrap again, should they return.
      declined.removeAll { identity in !scrolling.contains { $0.identity == identity } }
      return useWrapper(wrapper)
    case .unsupported:
      return .none
    }
  }

  private mutating func useWrapper(_ wrapper: ScrollViewCandidate?) -> Outcome {
    guard let wrapper else {
      stage = .unsupported
      return .unsupported
    }
    guard stage != .usesWrapper || !wrapper.isInUse else { return .none }
    stage = .usesWrapper
    return .useWrapper
  }

  /// Whether `candidate` is a vertical scroll view that spans the page's width, at any
  /// height: inside the wrapper a SwiftUI `List` gets no height of its own.
  static func scrollsVertically(_ candidate: ScrollViewCandidate, pageWidth: Double) -> Bool {
    candidate.isScrollEnabled && candidate.width.isFinite && candidate.width >= pageWidth * 0.9
      && (candidate.contentWidth <= candidate.width + 1 || candidate.alwaysBouncesVertically)
  }

  /// The index of the candidate that is the page's vertical list, or `nil`. A list scrolls
  /// (its scrolling is enabled), spans at least nine tenths of the page's width and half
  /// its height (a carousel or a card does not), and does not scroll sideways only (its
  /// content is no wider than it, or it bounces vertically). Of several, the largest wins;
  /// on a tie, the one found first.
  public static func listIndex(in candidates: [ScrollViewCandidate], pageWidth: Double, pageHeight: Double)
    -> Int?
  {
    var best: Int?
    var bestArea = 0.0
    for (index, candidate) in candidates.enumerated() {
      guard candidate.isScrollEnabled, candidate.width.isFinite, candidate.height.isFinite,
        candidate.width >= pageWidth * 0.9, candidate.height >= pageHeight * 0.5,
        candidate.contentWidth <= candidate.width + 1 || candidate.alwaysBouncesVertically
      else { continue }
      let area = candidate.width * candidate.height
      if area > bestArea {
        best = index
        bestArea = area
      }
    }
    return best
  }
}

/// A scroll view found inside a page's content, as ``ContentListDetection`` sees it.
public struct ScrollViewCandidate: Hashable, Sendable {
  /// Its width and height, in points.
  public var width: Double
  /// Its height, in points.
  public var height: Double
  /// Its `contentSize.width`.
  public var contentWidth: Double
  /// Whether its scrolling is enabled (`isScrollEnabled`).
  public var isScrollEnabled: Bool
  /// Whether it bounces vertically even when its content is short (`alwaysBounceVertical`).
  public var alwaysBouncesVertically: Bool
  /// Whether it is the page's list already.
  public var isInUse: Bool
  /// Tells it from other scroll views, pass after pass (UIKit: its `ObjectIdentifier`'s hash
  /// value).
  public var identity: Int

  /// Describes a scroll view.
  public init(
    width: Double, height: Double, contentWidth: Double, isScrollEnabled: Bool = true,
    alwaysBouncesVertically: Bool = false, isInUse: Bool = false, identity: Int = 0
  ) {
    self.width = width
    self.height = height
    self.contentWidth = contentWidth
    self.isScrollEnabled = isScrollEnabled
    self.alwaysBouncesVertically = alwaysBouncesVertically
    self.isInUse = isInUse
    self.identity = identity
  }
}
