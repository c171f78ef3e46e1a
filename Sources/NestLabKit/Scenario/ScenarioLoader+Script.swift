extension ScenarioLoader {
  /// Every step kind, as written in files.
  static let stepKinds = [
    "drag", "fling", "swipe", "wait", "tapTab", "contentHeight", "headerHeight", "endRefresh", "touches",
    "trackpad",
  ]

  /// One step: the string `"endRefresh"` or an object with exactly one key, its kind.
  static func decodeStep(_ reader: JSONReader, screen: ScreenSpec) throws(ScenarioError) -> Step {
    let kinds = stepKinds.joined(separator: ", ")
    if case .string(let word) = reader.value {
      guard word == "endRefresh" else {
        var message = "unknown step \"\(word)\"; a step written as a string must be \"endRefresh\""
        if stepKinds.contains(word) { message += " (\"\(word)\" takes a value: {\"\(word)\": …})" }
        throw reader.error(message)
      }
      return .endRefresh
    }
    guard case .object(let members) = reader.value else {
      throw reader.mismatch("a step: an object such as {\"wait\": 0.5} or the string \"endRefresh\"")
    }
    guard members.count == 1, let member = members.first else {
      let found = members.isEmpty ? "none" : "\(members.count): " + members.map(\.key).joined(separator: ", ")
      throw reader.error("a step is an object with exactly one key, its kind (\(kinds)); found \(found)")
    }
    let path = reader.path + "." + member.key
    let value = JSONReader(value: member.value, path: path, file: reader.file)
    switch member.key {
    case "drag": return try decodeDrag(value, screen: screen)
    case "fling": return try decodeFling(value, screen: screen)
    case "trackpad":
      let stroke = try decodeStroke(value, screen: screen)
      return .trackpad(
        x: stroke.x, fromY: stroke.from, toY: stroke.to, duration: stroke.duration,
        holdBeforeRelease: stroke.hold)
    case "swipe": return try decodeSwipe(value, screen: screen)
    case "wait": return .wait(duration: try value.number("a duration in seconds ≥ 0") { $0 >= 0 })
    case "tapTab": return .tapTab(index: try value.integer(in: 0...screen.tabs.count - 1, tabIndex(screen)))
    case "contentHeight":
      let object = try value.object(
        keys: ["tab", "height"], "an object {\"tab\": index, \"height\": points}")
      let tab = try object.required("tab", "the tab's index").integer(
        in: 0...screen.tabs.count - 1, tabIndex(screen))
      let height = try object.required("height", "the new content height").nonNegative()
      return .contentHeight(tab: tab, height: height)
    case "headerHeight":
      let pinned = screen.pinnedHeaderHeight
      return .headerHeight(
        height: try value.number("a height ≥ pinnedHeaderHeight (\(JSONValue.format(pinned)))") {
          $0 >= pinned
        })
    case "endRefresh":
      throw value.error("\"endRefresh\" takes no value: write the step as the string \"endRefresh\"")
    case "touches": return .touches(try decodeTouches(value, screen: screen))
    default:
      var message = "unknown step \"\(member.key)\"; expected one of: \(kinds)"
      if let suggestion = JSONReader.closest(to: member.key, among: stepKinds) {
        message += " (did you mean \"\(suggestion)\"?)"
      }
      throw ScenarioError(file: reader.file, path: reader.path, message: message)
    }
  }

  private static func tabIndex(_ screen: ScreenSpec) -> String {
    screen.tabs.count == 1
      ? "the tab index 0 (the screen has one tab)" : "a tab index in 0…\(screen.tabs.count - 1)"
  }

  private static func yCoordinate(_ reader: JSONReader, screen: ScreenSpec) throws(ScenarioError) -> Double {
    try reader.number("a y on screen, 0…\(JSONValue.format(screen.height))") {
      $0 >= 0 && $0 <= screen.height
    }
  }

  private static func xCoordinate(_ reader: JSONReader, screen: ScreenSpec) throws(ScenarioError) -> Double {
    try reader.number("an x on screen, 0…\(JSONValue.format(screen.width))") { $0 >= 0 && $0 <= screen.width }
  }

  /// `{"x": 195, "from": 600, "to": 200, "duration": 0.5, "hold": 0}`.
  static func decodeDrag(_ reader: JSONReader, screen: ScreenSpec) throws(ScenarioError) -> Step {
    let stroke = try decodeStroke(reader, screen: screen)
    return .drag(
      x: stroke.x, fromY: stroke.from, toY: stroke.to, duration: stroke.duration,
      holdBeforeRelease: stroke.hold)
  }

  /// A vertical stroke, a drag's or a trackpad scroll's keys:
  /// `{"x": 195, "from": 600, "to": 200, "duration": 0.5, "hold": 0}` (`x` defaults to the
  /// middle of the screen, `hold` to 0).
  static func decodeStroke(
    _ reader: JSONReader, screen: ScreenSpec
  ) throws(ScenarioError) -> (x: Double, from: Double, to: Double, duration: Double, hold: Double) {
    let object = try reader.object(keys: ["x", "from", "to", "duration", "hold"])
    let x = try object.optional("x").map { (r: JSONReader) throws(ScenarioError) in
      try xCoordinate(r, screen: screen)
    }
    let from = try yCoordinate(object.required("from", "the finger's starting y"), screen: screen)
    let to = try yCoordinate(object.required("to", "the finger's final y"), screen: screen)
    let duration = try object.required("duration", "seconds from touch-down to the final y").positive()
    let hold = try object.optional("hold")?.nonNegative() ?? 0
    return (x ?? screen.width / 2, from, to, duration, hold)
  }

  /// `{"x": 195, "y": 600, "velocity": -3000}`.
  static func decodeFling(_ reader: JSONReader, screen: ScreenSpec) throws(ScenarioError) -> Step {
    let object = try reader.object(keys: ["x", "y", "velocity"])
    let x = try object.optional("x").map { (r: JSONReader) throws(ScenarioError) in
      try xCoordinate(r, screen: screen)
    }
    let y = try yCoordinate(object.required("y", "where the finger touches down"), screen: screen)
    let velocityReader = try object.required(
      "velocity", "the finger's speed in points per second; negative moves the finger up")
    let velocity = try velocityReader.number("a non-zero speed with |velocity| ≤ 20000 points per second") {
      $0 != 0 && abs($0) <= 20_000
    }
    let end = y + velocity * Step.flingDuration
    guard end >= 0, end <= screen.height else {
      throw velocityReader.error(
        "a fling moves the finger for \(JSONValue.format(Step.flingDuration)) s; from y \(JSONValue.format(y)) at "
          + "this speed it would leave the screen (y \(JSONValue.format(end)))")
    }
    return .fling(x: x ?? screen.width / 2, y: y, velocity: velocity)
  }

  /// `{"y": 420, "from": 330, "to": 60, "duration": 0.25}`.
  static func decodeSwipe(_ reader: JSONReader, screen: ScreenSpec) throws(ScenarioError) -> Step {
    let object = try reader.object(keys: ["y", "from", "to", "duration"])
    let y = try object.optional("y").map { (r: JSONReader) throws(ScenarioError) in
      try yCoordinate(r, screen: screen)
    }
    let from = try xCoordinate(object.required("from", "the finger's starting x"), screen: screen)
    let to = try xCoordinate(object.required("to", "the finger's final x"), screen: screen)
    let duration = try object.optional("duration")?.positive() ?? 0.25
    return .swipe(y: y ?? screen.height / 2, fromX: from, toX: to, duration: duration)
  }

  /// `[{"time": 0, "x": 195, "y": 600, "phase": "began"}, …]`: each touch sequence is
  /// `began`, any `moved`, `ended`; times never go backwards.
  static func decodeTouches(_ reader: JSONReader, screen: ScreenSpec) throws(ScenarioError) -> [TouchSample] {
    let elements = try reader.array(of: "touch samples")
    guard !elements.isEmpty else { throw reader.error("expected at least one touch sample") }
    var samples: [TouchSample] = []
    var down = false
    for element in elements {
      let object = try element.object(keys: ["time", "x", "y", "phase"])
      let timeReader = try object.required("time", "seconds after the step's start")
      let previous = samples.last?.time ?? 0
      let time = try timeReader.number("a time ≥ \(JSONValue.format(previous)) (times never go backwards)") {
        $0 >= previous
      }
      let x = try object.optional("x").map { (r: JSONReader) throws(ScenarioError) in
        try xCoordinate(r, screen: screen)
      }
      let y = try yCoordinate(object.required("y", "the finger's y"), screen: screen)
      let phaseReader = try object.required("phase", "\"began\", \"moved\" or \"ended\"")
      guard let phase = TouchSample.Phase(rawValue: try phaseReader.string()) else {
        throw phaseReader.mismatch("\"began\", \"moved\" or \"ended\"")
      }
      switch (phase, down) {
      case (.began, true): throw phaseReader.error("\"began\" while a finger is already down; end it first")
      case (.moved, false), (.ended, false):
        throw phaseReader.error("\"\(phase.rawValue)\" without a finger down; a touch starts with \"began\"")
      default: break
      }
      down = phase != .ended
      samples.append(TouchSample(time: time, x: x ?? samples.last?.x ?? screen.width / 2, y: y, phase: phase))
    }
    if down {
      throw ScenarioError(
        file: reader.file, path: "\(reader.path)[\(elements.count - 1)].phase",
        message: "the last touch must end (\"ended\"): a step leaves no finger down")
    }
    return samples
  }
}
