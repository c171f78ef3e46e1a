// The playground's C-ABI surface, part 4: the wheel, Reduce Motion and VoiceOver's page
// scroll, each through the host (our screen).

import NestedScrollCore
import NestedScrollSimulation
import ScrollSimulator

/// A wheel event with the pointer at (`x`, `y`) in screen points at `time`: the content
/// moves by (`dx`, `dy`) points (the browser's `deltaX`/`deltaY` in points: positive `dy`
/// towards the list's end). A burst of events is one indirect scroll, ended by the first
/// frame after the wheel has been still for a tenth of a second.
@_expose(wasm, "nsk_wheel")
@_cdecl("nsk_wheel")
public func nskWheel(x: Double, y: Double, dx: Double, dy: Double, time: Double) {
  session?.wheel(at: Point(x: x, y: y), delta: Point(x: dx, y: dy), time: time)
}

/// Reduce Motion on (non-zero) or off: every animation the host plays ends on the next frame
/// (our screen; kept when the screen is rebuilt).
@_expose(wasm, "nsk_set_reduce_motion")
@_cdecl("nsk_set_reduce_motion")
public func nskSetReduceMotion(enabled: Int32) {
  guard let session else { return }
  session.reducesMotion = enabled != 0
  session.sync()
}

/// VoiceOver's three-finger scroll at `time` (our screen): 0 up (towards the list's end: a
/// page down), 1 down (a page up), 2 left, 3 right (the neighbouring tab). Returns 1 if it
/// scrolled, 0 at an end, without a screen, for an unknown direction or while a finger is down.
@_expose(wasm, "nsk_accessibility_scroll")
@_cdecl("nsk_accessibility_scroll")
public func nskAccessibilityScroll(direction: Int32, time: Double) -> Int32 {
  guard let session else { return 0 }
  let chosen: AccessibilityScrollDirection
  switch direction {
  case 0: chosen = .up
  case 1: chosen = .down
  case 2: chosen = .left
  case 3: chosen = .right
  default: return 0
  }
  return session.accessibilityScroll(chosen, at: time) ? 1 : 0
}

/// The bytes of the last announcement text (UTF-8), at most ``announcementCapacity``.
nonisolated(unsafe) let announcementBuffer: UnsafeMutablePointer<UInt8> = {
  let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: announcementCapacity)
  buffer.initialize(repeating: 0, count: announcementCapacity)
  return buffer
}()

/// The most bytes ``announcementBuffer`` holds.
let announcementCapacity = 64

/// Writes what VoiceOver announced after the last page scroll (the host's status text,
/// "Page 2 of 5") into a buffer as UTF-8 and returns its length (0: nothing announced yet);
/// `nsk_announcement_text` gives the buffer's address.
@_expose(wasm, "nsk_announcement")
@_cdecl("nsk_announcement")
public func nskAnnouncement() -> Int32 {
  guard let session, let status = session.screen.rendered.accessibilityScrollStatus else { return 0 }
  var count = 0
  for byte in status.text.utf8 where count < announcementCapacity {
    announcementBuffer[count] = byte
    count += 1
  }
  return Int32(count)
}

/// The address of the announcement buffer `nsk_announcement` fills.
@_expose(wasm, "nsk_announcement_text")
@_cdecl("nsk_announcement_text")
public func nskAnnouncementText() -> Int { Int(bitPattern: UInt(bitPattern: announcementBuffer)) }
