import FluidTransitions

/// A `keyboard` event: UIKit's `keyboardWillChangeFrameNotification`, as the sheet's
/// ``SheetDetentDriver/keyboardWillChange(_:)`` receives it.
struct LabKeyboard {
  /// The accepted durations, in seconds.
  static let durations: ClosedRange<Double> = 0...10
  /// The duration when the event gives none, in seconds (the system keyboard's).
  static let defaultDuration = 0.25
  /// The curve when the event gives none: the raw value the system keyboard sends.
  static let defaultCurve = 7
  /// The accepted curves: `UIView.AnimationCurve` raw values as the notification carries them.
  static let curves = 0...Int(Int32.max)

  /// The keyboard's frame at the end, in container coordinates; nil when it hides.
  var frame: Rect?
  /// Seconds.
  var duration: Double
  /// `UIView.AnimationCurve`'s raw value.
  var curve: Int

  /// The library's change.
  var change: KeyboardChange {
    KeyboardChange(
      endFrame: frame, duration: duration,
      curve: KeyboardChange.curve(forAnimationCurveRawValue: curve))
  }

  /// The members the event echoes after `t` and `type`.
  var members: [(String, JSONValue)] {
    let frame: JSONValue =
      self.frame.map { rect in
        .object([
          ("x", .number(rect.origin.x)), ("y", .number(rect.origin.y)),
          ("width", .number(rect.width)), ("height", .number(rect.height)),
        ])
      } ?? .null
    return [
      ("frame", frame), ("duration", .number(duration)), ("curve", .number(Double(curve))),
    ]
  }

  /// The keyboard members of the event `object`.
  static func read(_ object: ObjectReader) throws(LabError) -> LabKeyboard {
    guard let value = object["frame"] else {
      throw LabError(
        "\(object.path.appending("frame")): required field is missing ({\"x\", \"y\", \"width\","
          + " \"height\"} where the keyboard ends, or null when it hides)")
    }
    var frame: Rect?
    if !value.isNull {
      let rect = try ObjectReader(
        value, path: object.path.appending("frame"),
        expecting: "null or an object {x, y, width, height}")
      try rect.rejectUnknownKeys(allowed: ["x", "y", "width", "height"])
      let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
      let positive = 0...Double.greatestFiniteMagnitude
      frame = Rect(
        x: try rect.requiredNumber("x", in: any, unit: "points"),
        y: try rect.requiredNumber("y", in: any, unit: "points"),
        width: try rect.requiredNumber("width", in: positive, unit: "points"),
        height: try rect.requiredNumber("height", in: positive, unit: "points"))
    }
    let duration =
      try object.number("duration", in: durations, unit: "seconds") ?? defaultDuration
    var curve = defaultCurve
    if let value = object["curve"] {
      let field = object.path.appending("curve")
      guard let number = value.number, number == number.rounded(),
        number >= Double(curves.lowerBound), number <= Double(curves.upperBound)
      else {
        throw LabError(
          "\(field): must be an integer in [0, \(curves.upperBound)] (UIView.AnimationCurve's raw"
            + " value: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear, 7 the keyboard's), got"
            + " \(value.kindDescription)")
      }
      curve = Int(number)
    }
    return LabKeyboard(frame: frame, duration: duration, curve: curve)
  }
}
