extension ScenarioLoader {
  /// `{"hz": 60}` or `{"jitter": {"min": 0.004, "max": 0.025, "seed": 7}}`.
  static func decodeFrames(_ reader: JSONReader) throws(ScenarioError) -> FrameTiming {
    let object = try reader.object(keys: ["hz", "jitter"], "an object with \"hz\" or \"jitter\"")
    switch (object.optional("hz"), object.optional("jitter")) {
    case (let hz?, nil):
      return .regular(hz: try hz.number("a frame rate in (0, 1000]") { $0 > 0 && $0 <= 1000 })
    case (nil, let jitter?):
      let fields = try jitter.object(keys: ["min", "max", "seed"])
      let minReader = try fields.required("min", "the shortest frame interval, in seconds")
      let minimum = try minReader.number("an interval in (0, 0.1] seconds") { $0 > 0 && $0 <= 0.1 }
      let maxReader = try fields.required("max", "the longest frame interval, in seconds")
      let maximum = try maxReader.number("an interval in [min, 0.1] seconds (min is \(minimum))") {
        $0 >= minimum && $0 <= 0.1
      }
      let seedReader = try fields.required("seed", "a whole number that fixes the sequence")
      let seed = try seedReader.integer(in: 0...(1 << 53), "a whole number ≥ 0")
      return .jittery(minInterval: minimum, maxInterval: maximum, seed: UInt64(seed))
    case (.some, .some):
      throw object.error("expected either \"hz\" or \"jitter\", not both")
    case (nil, nil):
      throw object.error("expected \"hz\" (regular frames) or \"jitter\" (irregular frames)")
    }
  }
}
