// The one shared Float64 buffer the page reads the screen's state from (`nsk_state` returns
// its address; StateLayout.swift is its layout). Every event and frame export refreshes it,
// so a frame costs one call and no JSON.

import NestedScrollCore

/// A typed view of the state buffer: screen-wide values by ``StateSlot``, page values by
/// page and ``PageSlot``.
struct StateBuffer {
  /// The buffer's first value.
  let base: UnsafeMutablePointer<Double>

  /// A screen-wide value.
  subscript(slot: StateSlot) -> Double {
    get { base[slot.rawValue] }
    nonmutating set { base[slot.rawValue] = newValue }
  }

  /// A value of page `page` (0 ..< ``StateLayout/maximumPages``).
  subscript(page: Int, slot: PageSlot) -> Double {
    get { base[StateLayout.index(page: page, slot)] }
    nonmutating set { base[StateLayout.index(page: page, slot)] = newValue }
  }

  /// A flag as 1 or 0.
  subscript(flag slot: StateSlot) -> Bool {
    get { base[slot.rawValue] != 0 }
    nonmutating set { base[slot.rawValue] = newValue ? 1 : 0 }
  }

  /// The address the page maps a `Float64Array` onto.
  var address: Int { Int(bitPattern: UInt(bitPattern: base)) }
}

/// The state buffer the page reads (allocated once, on first use).
nonisolated(unsafe) let state: StateBuffer = {
  let buffer = UnsafeMutablePointer<Double>.allocate(capacity: StateLayout.count)
  buffer.initialize(repeating: 0, count: StateLayout.count)
  return StateBuffer(base: buffer)
}()

/// The code and progress of ``RefreshState`` in the state buffer: 0 idle, 1 pulling,
/// 2 armed, 3 refreshing, 4 ending.
func refreshCode(_ refresh: RefreshState) -> (code: Double, progress: Double) {
  switch refresh {
  case .idle: return (0, 0)
  case .pulling(let progress): return (1, progress)
  case .armed: return (2, 1)
  case .refreshing: return (3, 1)
  case .ending: return (4, 1)
  }
}
