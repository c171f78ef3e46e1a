import NestedScrollFuzzing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The header mode `NSK_FUZZ_HEADER_MODE` names (``FuzzProgram/headerModeNames``), which every
/// program is played in, if it is set: a run that judges one mode. An unknown name stops the
/// run at its first input.
let headerModeName: String? = getenv("NSK_FUZZ_HEADER_MODE").map { String(cString: $0) }

/// libFuzzer's entry point: decodes the bytes into a ``NestedScrollFuzzing/FuzzProgram``,
/// plays it and aborts on the first broken invariant, which libFuzzer reports as a crash
/// and saves as `crash-<sha1>` for `nestlab fuzz-replay` (with `--header-mode` when the run
/// played one mode).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes =
    data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
  var program = FuzzProgram(decoding: bytes)
  if let headerModeName {
    guard let moded = program.playing(headerModeNamed: headerModeName) else {
      let message =
        "nestfuzz: NSK_FUZZ_HEADER_MODE=\(headerModeName) is none of \(FuzzProgram.headerModeNames)\n"
      _ = message.withCString { write(2, $0, strlen($0)) }
      exit(2)
    }
    program = moded
  }
  do {
    _ = try FuzzSession.run(program)
  } catch {
    // Written unbuffered, before libFuzzer reports the abort and saves the input.
    let message = "nestfuzz: \(error)\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    abort()
  }
  return 0
}
