import NestedScrollFuzzing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point: decodes the bytes into a ``NestedScrollFuzzing/FuzzProgram``,
/// plays it and aborts on the first broken invariant, which libFuzzer reports as a crash
/// and saves as `crash-<sha1>` for `nestlab fuzz-replay`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes =
    data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
  let program = FuzzProgram(decoding: bytes)
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
