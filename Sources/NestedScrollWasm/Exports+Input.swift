// The playground's C-ABI surface, part 2: pointer events, frames and taps. Each plays on the
// technique driving the phone and refreshes the state buffer; none allocates with ours.

import ScrollSimulator

/// A finger (or the mouse button) goes down at (`x`, `y`) in screen points at `time` seconds.
@_expose(wasm, "nsk_pointer_down")
@_cdecl("nsk_pointer_down")
public func nskPointerDown(x: Double, y: Double, time: Double) {
  session?.play(.began(Point(x: x, y: y)), at: time)
}

/// The finger moves.
@_expose(wasm, "nsk_pointer_move")
@_cdecl("nsk_pointer_move")
public func nskPointerMove(x: Double, y: Double, time: Double) {
  session?.play(.moved(Point(x: x, y: y)), at: time)
}

/// The finger lifts: a drag ends with the finger's velocity (fling, snap, refresh).
@_expose(wasm, "nsk_pointer_up")
@_cdecl("nsk_pointer_up")
public func nskPointerUp(x: Double, y: Double, time: Double) {
  session?.play(.ended(Point(x: x, y: y)), at: time)
}

/// Plays a frame at `time` seconds. Returns 1 while anything moves (a finger drags, a list
/// or the pager decelerates, the coordinator animates), 0 at rest.
@_expose(wasm, "nsk_advance")
@_cdecl("nsk_advance")
public func nskAdvance(time: Double) -> Int32 {
  guard let session else { return 0 }
  session.play(.frame, at: time)
  return state[flag: .moving] ? 1 : 0
}

/// A tap on tab `page` at `time`: the pager animates there (how the header behaves is the
/// technique's).
@_expose(wasm, "nsk_tap_tab")
@_cdecl("nsk_tap_tab")
public func nskTapTab(page: Int32, time: Double) {
  guard let session, validPage(page) else { return }
  session.tapTab(Int(page), at: time)
}

/// A status-bar tap at `time`: the active list scrolls to its top (our screen only).
@_expose(wasm, "nsk_tap_status_bar")
@_cdecl("nsk_tap_status_bar")
public func nskTapStatusBar(time: Double) {
  session?.perform(.statusBarTap, at: time)
}

/// Starts refreshing as if pulled (our screen only; no-op when refresh is off or already
/// refreshing).
@_expose(wasm, "nsk_begin_refresh")
@_cdecl("nsk_begin_refresh")
public func nskBeginRefresh(time: Double) {
  session?.perform(.beginRefreshing, at: time)
}

/// The page's "load" finished: refreshing ends and the indicator's room animates away.
@_expose(wasm, "nsk_end_refresh")
@_cdecl("nsk_end_refresh")
public func nskEndRefresh(time: Double) {
  session?.perform(.endRefreshing, at: time)
}

/// Tab `page`'s "load" finished (per-tab refresh): its refresh ends and its indicator's room
/// animates away. Nothing for a page that does not exist.
@_expose(wasm, "nsk_end_tab_refresh")
@_cdecl("nsk_end_tab_refresh")
public func nskEndTabRefresh(page: Int32, time: Double) {
  guard validPage(page) else { return }
  session?.perform(.endTabRefreshing(page: Int(page)), at: time)
}

/// The page's load of page `page`'s rows finished at `time` (new rows described first with
/// `nsk_screen_set_tab_items`, or none): its footer goes, and the list asks again once it
/// nears its end anew (our screen only; no-op for a bad page or a page not loading).
@_expose(wasm, "nsk_load_more_did_end")
@_cdecl("nsk_load_more_did_end")
public func nskLoadMoreDidEnd(page: Int32, time: Double) {
  guard let session, validPage(page) else { return }
  session.loadMoreDidEnd(page: Int(page), at: time)
}
