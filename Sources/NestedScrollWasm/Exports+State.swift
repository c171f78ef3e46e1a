// The playground's C-ABI surface, part 3: where the page reads the state.

/// The address of the state buffer (StateLayout.swift: `nsk_state_count` Float64 values),
/// refreshed by every event and frame export.
@_expose(wasm, "nsk_state")
@_cdecl("nsk_state")
public func nskState() -> Int { state.address }

/// The number of Float64 values in the state buffer.
@_expose(wasm, "nsk_state_count")
@_cdecl("nsk_state_count")
public func nskStateCount() -> Int32 { Int32(StateLayout.count) }
