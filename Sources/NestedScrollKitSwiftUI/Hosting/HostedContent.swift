#if canImport(SwiftUI) && canImport(UIKit)
  import NestedScrollCore
  import SwiftUI

  /// A hosted view's SwiftUI content (the header's or a tab's) and its revision: the input of
  /// ``NestedScrollCore/HostedViewResend`` that stands for the content.
  ///
  /// SwiftUI views are not comparable in general, so new content is a new revision unless it
  /// is `Equatable` and equal to the content before it: a view type the app made `Equatable`
  /// (as for SwiftUI's `equatable()`) keeps its revision when the screen's body runs again for
  /// a reason it does not read, and its hosting controller is not given a new root view.
  @available(iOS 15.0, *)
  struct HostedContent {
    /// The content as the hosting controller's root view holds it.
    let view: AnyView
    /// The content itself when its type is `Equatable`, to compare with newer content.
    private let equatable: (any Equatable)?
    /// Bumped each time content arrives that may differ from the content before it.
    private(set) var revision = 0

    /// Wraps `content`.
    init<Content: View>(_ content: Content) {
      view = AnyView(content)
      equatable = content as? any Equatable
    }

    /// Empty content, for a page past the last tab.
    static var empty: HostedContent { HostedContent(EmptyView()) }

    /// `newer` replaces this content; the revision moves on unless both are `Equatable` and
    /// equal.
    mutating func replace(with newer: HostedContent) {
      let same = equatable.map { old in newer.equatable.map { old.isEqual(to: $0) } ?? false } ?? false
      self = HostedContent(view: newer.view, equatable: newer.equatable, revision: revision + (same ? 0 : 1))
    }

    private init(view: AnyView, equatable: (any Equatable)?, revision: Int) {
      self.view = view
      self.equatable = equatable
      self.revision = revision
    }
  }

  extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Equatable) -> Bool {
      (other as? Self) == self
    }
  }
#endif
