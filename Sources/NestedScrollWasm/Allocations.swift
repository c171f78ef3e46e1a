// Counts the module's heap allocations, so the browser test can check that frames and
// pointer events allocate nothing. Scripts/build-wasm links with `--wrap=malloc` (and the
// other allocation functions listed there): every call to `malloc` in the module — the
// Embedded Swift runtime's included — lands in `__wrap_malloc` below, which counts it and
// calls the real one (`__real_malloc`, wasi-libc's dlmalloc).

/// Allocations so far.
nonisolated(unsafe) var allocationCount = 0.0

@_extern(c, "__real_malloc")
func realMalloc(_ size: Int) -> UnsafeMutableRawPointer?

@_extern(c, "__real_calloc")
func realCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer?

@_extern(c, "__real_realloc")
func realRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer?

@_extern(c, "__real_posix_memalign")
func realPosixMemalign(
  _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ alignment: Int, _ size: Int
) -> Int32

@_extern(c, "__real_aligned_alloc")
func realAlignedAlloc(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer?

/// `malloc`, counted.
@_cdecl("__wrap_malloc")
public func wrapMalloc(_ size: Int) -> UnsafeMutableRawPointer? {
  allocationCount += 1
  return realMalloc(size)
}

/// `calloc`, counted.
@_cdecl("__wrap_calloc")
public func wrapCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
  allocationCount += 1
  return realCalloc(count, size)
}

/// `realloc`, counted.
@_cdecl("__wrap_realloc")
public func wrapRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
  allocationCount += 1
  return realRealloc(pointer, size)
}

/// `posix_memalign`, counted.
@_cdecl("__wrap_posix_memalign")
public func wrapPosixMemalign(
  _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ alignment: Int, _ size: Int
) -> Int32 {
  allocationCount += 1
  return realPosixMemalign(result, alignment, size)
}

/// `aligned_alloc`, counted.
@_cdecl("__wrap_aligned_alloc")
public func wrapAlignedAlloc(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer? {
  allocationCount += 1
  return realAlignedAlloc(alignment, size)
}

/// How many heap allocations the module has made since it was instantiated.
@_expose(wasm, "nsk_allocations")
@_cdecl("nsk_allocations")
public func nskAllocations() -> Double { allocationCount }
