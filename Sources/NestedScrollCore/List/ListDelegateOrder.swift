/// The order in which a host's delegate proxy calls the app's list delegate and the host,
/// for the two callbacks where both have a say.
///
/// A host wraps each list's delegate so that it hears scrolls while the app keeps its own
/// delegate (a table's or collection view's). Events (`scrollViewDidScroll`, drag begin and
/// end) reach the host first, then the app, which then reads the header layout they
/// produced. Decisions are ordered so that the host's rules always hold:
///
/// - ``targetContentOffset(proposed:app:host:)``: at `scrollViewWillEndDragging`, the app's
///   delegate sees UIKit's proposed target first and may move it; the host goes last, from
///   the app's target, so the target of a refresh room, a header or item snap is never
///   overwritten by an app that only meant to watch;
/// - ``shouldScrollToTop(app:host:)``: the app may veto the status-bar tap; otherwise the
///   host runs the scroll to top itself;
/// - ``accessibilityScrollStatus(app:host:)``: what VoiceOver says after the list paged by
///   itself is the app's, when its delegate says something, else the host's.
public enum ListDelegateOrder {
  /// The target the list decelerates to: UIKit's `proposed` one, passed to the `app`'s
  /// delegate, then to the `host`, which has the last word. A target the app leaves
  /// non-finite is replaced by the proposal before the host sees it.
  public static func targetContentOffset(
    proposed: Double, app: (inout Double) -> Void, host: (inout Double) -> Void
  ) -> Double {
    var target = proposed
    app(&target)
    if !target.isFinite { target = proposed }
    host(&target)
    return target
  }

  /// Whether UIKit should scroll the list to its top: `false` when the `app`'s delegate
  /// declines (the host is then not asked: nothing moves); otherwise the `host`'s answer
  /// (it scrolls list and header in one animation and declines UIKit's own). `app` is `nil`
  /// when the app's delegate does not implement the method.
  public static func shouldScrollToTop(app: Bool?, host: () -> Bool) -> Bool {
    if app == false { return false }
    return host()
  }

  /// What VoiceOver says after the list answered the three-finger scroll itself
  /// (`accessibilityScrollStatus(for:)`): the `app`'s delegate's words, when it implements the
  /// method and returns some, else the `host`'s (where the one scroll view of header and list
  /// is), else `nil` for the list's own "Page X of Y".
  public static func accessibilityScrollStatus(app: String?, host: () -> String?) -> String? {
    app ?? host()
  }
}
