/// What a host layer's adapter applies: the outputs of ``NestedScrollHost``.
///
/// An adapter turns platform objects into the host's inputs (UIKit callbacks, simulated
/// touches, a browser's pointer events) and applies these outputs to its views. It holds no
/// rule of its own: every decision (which pages are loaded, which page appears, where the
/// pager goes, whether frames run) arrives here already made. Every method but
/// ``loadList(forPage:)`` has an empty default.
public protocol NestedScrollHostAdapter: AnyObject {
  /// The list type the adapter's pages provide.
  associatedtype List: NestedScrollList

  /// Load page `page` (create its view, or take it from a cache) and return its list, or
  /// `nil` if it has none yet. The host attaches it to the coordinator.
  func loadList(forPage page: Int) -> List?
  /// Page `page` is no longer needed: remove its view. The host has detached its list and
  /// remembered its offset.
  func unloadPage(_ page: Int)
  /// Page `page` goes through an appearance transition.
  func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool)
  /// Move the pager to `offsetX` (its `contentOffset.x`), animated or at once.
  func movePager(toOffsetX offsetX: Double, animated: Bool)
  /// Start (`true`) or stop (`false`) calling ``NestedScrollHost/frame(at:)`` once per
  /// display frame.
  func setNeedsFrames(_ needed: Bool)
  /// Header and tab bar moved: position the overlay from `layout`. The hot path.
  func layoutDidChange(_ layout: HeaderLayout)
  /// The refresh state changed: show it on the indicator.
  func refreshStateDidChange(_ state: RefreshState)
  /// Another page became the selected one; its list (loaded by now) drives the header and
  /// is the only one whose `scrollsToTop` is on.
  func selectedPageDidChange(_ page: Int)
  /// Drags that start outside the lists (on the header or tab bar) now go to page `page`'s
  /// list (`nil`: to none, e.g. while the container is off screen). UIKit: that list's
  /// `panGestureRecognizer` moves to the container view; every other list has its own back.
  func headerDragPageDidChange(_ page: Int?)
  /// An input was sanitised (see ``CoordinatorIssue``): for logs and diagnostics.
  func didSanitize(_ issue: CoordinatorIssue)
}

extension NestedScrollHostAdapter {
  /// Does nothing.
  public func unloadPage(_ page: Int) {}
  /// Does nothing.
  public func page(_ page: Int, appearance: PageAppearanceTransition, animated: Bool) {}
  /// Does nothing.
  public func movePager(toOffsetX offsetX: Double, animated: Bool) {}
  /// Does nothing.
  public func setNeedsFrames(_ needed: Bool) {}
  /// Does nothing.
  public func layoutDidChange(_ layout: HeaderLayout) {}
  /// Does nothing.
  public func refreshStateDidChange(_ state: RefreshState) {}
  /// Does nothing.
  public func selectedPageDidChange(_ page: Int) {}
  /// Does nothing.
  public func headerDragPageDidChange(_ page: Int?) {}
  /// Does nothing.
  public func didSanitize(_ issue: CoordinatorIssue) {}
}
