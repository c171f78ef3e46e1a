/// Finds the list in a page whose content builds its own scroll view (a SwiftUI tab: `List`
/// and `ScrollView` are backed by UIKit scroll views the app never sees), and decides what
/// to do when there is none.
///
/// The adapter reports, after each layout pass that rendered the content, the scroll views
/// it found (outermost first, without looking inside one); this decides:
///
/// 1. The first time, a list found is the page's list. If there is none, the content is
///    plain (a stack of views): the adapter wraps it in a scroll view of its own and looks
///    again.
/// 2. Wrapped content with still no list means the platform backs scroll views in a way
///    this package does not know: the adapter warns once, and the content scrolls on its
///    own (the header does not follow it).
/// 3. Once a list is in use, another list found replaces it (the content built it anew); a
///    pass that finds none keeps it (an empty state shown for a moment).
public struct ContentListDetection: Hashable, Sendable {
  /// What the adapter does after a pass.
  public enum Outcome: Hashable, Sendable {
    /// Nothing changes.
    case none
    /// The candidate at this index is the page's list (from now on, or instead of the one
    /// in use).
    case useList(Int)
    /// Wrap the content in a scroll view and report the next pass.
    case wrapContent
    /// No list can be found: warn once; the content scrolls on its own.
    case unsupported
  }

  /// Where the detection stands.
  public enum Stage: Hashable, Sendable {
    /// No rendered pass seen yet.
    case awaitingContent
    /// The content was wrapped; waiting for the wrapped pass.
    case awaitingWrappedContent
    /// A list is in use.
    case usesList
    /// No list could be found.
    case unsupported
  }

  /// Where the detection stands.
  public private(set) var stage = Stage.awaitingContent

  /// Starts before the first rendered pass.
  public init() {}

  /// A layout pass rendered the content of a page `pageWidth` × `pageHeight` points, and
  /// found `candidates` (outermost first).
  public mutating func contentDidRender(
    candidates: [ScrollViewCandidate], pageWidth: Double, pageHeight: Double
  ) -> Outcome {
    let found = Self.listIndex(in: candidates, pageWidth: pageWidth, pageHeight: pageHeight)
    switch stage {
    case .awaitingContent:
      guard pageWidth > 0, pageHeight > 0 else { return .none }
      if let found {
        stage = .usesList
        return .useList(found)
      }
      stage = .awaitingWrappedContent
      return .wrapContent
    case .awaitingWrappedContent:
      if let found {
        stage = .usesList
        return .useList(found)
      }
      stage = .unsupported
      return .unsupported
    case .usesList:
      guard let found, !candidates[found].isInUse else { return .none }
      return .useList(found)
    case .unsupported:
      return .none
    }
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

  /// Describes a scroll view.
  public init(
    width: Double, height: Double, contentWidth: Double, isScrollEnabled: Bool = true,
    alwaysBouncesVertically: Bool = false, isInUse: Bool = false
  ) {
    self.width = width
    self.height = height
    self.contentWidth = contentWidth
    self.isScrollEnabled = isScrollEnabled
    self.alwaysBouncesVertically = alwaysBouncesVertically
    self.isInUse = isInUse
  }
}
