/// Keeps a declarative selection (SwiftUI's `selection` binding) and a host's selected page
/// in step, so that neither undoes the other.
///
/// A binding is read on every view update, for any reason, and written only after the update
/// that produced a change (SwiftUI forbids writing state during an update). So a value read
/// from the binding may be stale: the host selected another page (a swipe) and the write
/// has not landed. Only a value that differs from the last one read or written is a request,
/// and nothing read while a write is on its way is.
public struct SelectionSync: Hashable, Sendable {
  /// What to do with a value read from the binding.
  public enum BindingAction: Hashable, Sendable {
    /// Nothing: the value is not a new request.
    case none
    /// Select this page.
    case select(Int)
    /// The value names no page: write this page (the selected one) back to the binding.
    case correct(to: Int)
  }

  /// The page the binding holds, as far as this knows: the last value read from it or
  /// written to it.
  public private(set) var page: Int
  /// Whether a write to the binding is on its way; values read until it lands are stale.
  public private(set) var isWritePending = false

  /// Starts in step with a binding that holds `page`.
  public init(page: Int) {
    self.page = page
  }

  /// The binding holds `requested` (`nil`: a value no page has); the host has `pageCount`
  /// pages and `selected` is selected.
  public mutating func bindingDidUpdate(to requested: Int?, selected: Int, pageCount: Int) -> BindingAction {
    guard !isWritePending else { return .none }
    guard let requested, requested >= 0, requested < pageCount else {
      page = selected
      isWritePending = true
      return .correct(to: selected)
    }
    guard requested != page else { return .none }
    page = requested
    return requested == selected ? .none : .select(requested)
  }

  /// The host selected `selected` (a swipe, a tab tap, a reload with fewer pages). Returns
  /// the page to write to the binding, or `nil` when it already holds it.
  public mutating func hostDidSelect(_ selected: Int) -> Int? {
    guard selected != page else { return nil }
    page = selected
    isWritePending = true
    return selected
  }

  /// The write to the binding landed (or was dropped by a binding that ignores writes:
  /// the next value read is then a request again).
  public mutating func writeDidLand() {
    isWritePending = false
  }
}
