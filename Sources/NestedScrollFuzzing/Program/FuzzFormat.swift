/// The versions of the fuzz byte format, and the header that names one.
///
/// An input that starts with ``magic`` and a version byte this decoder knows (``versions``)
/// is read in that version from the byte after them. Any other input has no header and is
/// read in format 2 (``unversioned``), the format of every input saved before the header
/// existed: saved inputs, and inputs a fuzzer still writes in that format, keep their
/// meaning whatever the current version is. ``FuzzProgram/encoded()`` writes ``current``.
///
/// - Format 1: the first format.
/// - Format 2: the screen's flag `0x20` picks tab switches that keep the content.
/// - Format 3: the header; a 19th event, ``FuzzEvent/selectPage(_:animated:)`` (opcodes are
///   read modulo the number of event kinds, so a new kind is a new version).
/// - Format 4: a 20th event, ``FuzzEvent/containerWidth(_:rightToLeft:)`` (a layout pass at
///   a new width or layout direction).
/// - Format 5: a screen with refresh has a byte for its scope (``NestedScrollCore/RefreshScope``,
///   read modulo its cases) and for the app's refresh actions
///   (``FuzzScreen/refreshActionSeconds``); five more events: a tab's refresh begun and ended by
///   the app (``FuzzEvent/beginTabRefreshing(page:)``, ``FuzzEvent/endTabRefreshing(page:)``),
///   load more set (``FuzzEvent/loadMore(page:distance:)``) and answered
///   (``FuzzEvent/appendRows(page:height:)``), and a two-finger trackpad scroll
///   (``FuzzEvent/trackpadScroll(_:velocity:)``).
/// - Format 6: a byte after the content heights picks the header's mode
///   (``NestedScrollCore/HeaderMode``, its low two bits: with the list, floating, floating its
///   collapsed part first, with the list), followed for the third by the part's height.
/// - Format 7: two more events, VoiceOver's three-finger scroll with the focus in a list or
///   on the header (``FuzzEvent/voiceOverScroll(_:inList:)``) and its focus landing on a
///   header element (``FuzzEvent/voiceOverFocus(top:height:)``).
package enum FuzzFormat {
  /// The bytes an input with a header starts with: `NSFZ`.
  package static let magic: [UInt8] = Array("NSFZ".utf8)
  /// The version programs are written in.
  package static let current: UInt8 = 7
  /// The version an input without a header is read in.
  package static let unversioned: UInt8 = 2
  /// The versions a header may name.
  package static let versions: ClosedRange<UInt8> = 2...current

  /// The version `bytes` are read in, whether a header names it, and where the program
  /// starts.
  package static func read(_ bytes: [UInt8]) -> (version: UInt8, hasHeader: Bool, body: ArraySlice<UInt8>) {
    let headerLength = magic.count + 1
    guard bytes.count >= headerLength, bytes.starts(with: magic), versions.contains(bytes[magic.count]) else {
      return (unversioned, false, bytes[...])
    }
    return (bytes[magic.count], true, bytes[headerLength...])
  }

  /// The header for ``current``.
  package static var header: [UInt8] { magic + [current] }

  /// The number of event kinds in `version` (an opcode byte is read modulo it).
  static func eventKinds(_ version: UInt8) -> UInt8 {
    version >= 7 ? 27 : version >= 5 ? 25 : version >= 4 ? 20 : version >= 3 ? 19 : 18
  }
}
