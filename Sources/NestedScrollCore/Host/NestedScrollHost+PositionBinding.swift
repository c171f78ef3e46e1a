extension NestedScrollHost {
  /// Whether the screen is at rest as the rest rule finds it: it has looked at the screen
  /// since it last changed and found it still (no animation, no finger on the selected list,
  /// no momentum, the pager on a page, a pager pulled past its last page included), so the
  /// coordinator needs no frames.
  public var isAtRest: Bool { !coordinator.needsFrames }

  /// Binds the screen's position to an app's value (SwiftUI's position binding), which holds
  /// `position` now: a value is restored at once; an empty binding (`nil`) gets the screen's
  /// position, at once on a measured screen at rest, at the first rest otherwise. From now on the
  /// host writes its ``positionSnapshot`` to the adapter
  /// (``NestedScrollHostAdapter/positionBindingNeedsWrite(_:)``) each time the screen comes to
  /// rest somewhere the binding does not hold, and restores values the app writes
  /// (``positionBindingDidUpdate(to:at:)``), by the rules of ``PositionBindingSync``.
  public func bindPosition(_ position: ScrollPositionSnapshot?, at time: Double) {
    positionBinding = PositionBindingSync(position: nil)
    positionBindingDidUpdate(to: position, at: time)
    if position == nil, measurements != nil { positionBindingScreenDidStop() }
  }

  /// The binding holds `value` (read on a view update, for any reason): a new value the app
  /// wrote is restored, at once when the screen is at rest, when it comes to rest otherwise;
  /// a value the host published, or one read while a publish is on its way, changes nothing.
  public func positionBindingDidUpdate(to value: ScrollPositionSnapshot?, at time: Double) {
    note(time)
    guard var binding = positionBinding else { return }
    let restore = binding.bindingDidUpdate(to: value, isAtRest: isAtRest)
    positionBinding = binding
    if let restore { self.restore(restore, at: time) }
  }

  /// The position the adapter was asked to write (``NestedScrollHostAdapter/positionBindingNeedsWrite(_:)``)
  /// landed in the binding: values read from it are requests again.
  public func positionBindingWriteDidLand() {
    positionBinding?.writeDidLand()
  }

  /// Frames stopped: when the screen came to rest (not only went off screen), a value the
  /// app wrote meanwhile is restored, or the host's position written to the binding.
  func positionBindingScreenDidStop() {
    guard isAtRest, var binding = positionBinding else { return }
    let action = binding.screenDidComeToRest(at: positionSnapshot)
    positionBinding = binding
    switch action {
    case .none: break
    case .restore(let value): restore(value, at: time)
    case .publish(let value): adapter?.positionBindingNeedsWrite(value)
    }
  }
}
