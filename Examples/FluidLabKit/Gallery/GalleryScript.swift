import FluidPacing
import FluidTransitions

/// The gallery's gesture scripts are the scripted finger the device Pacing tab replays, so the
/// lab and the device run exactly the same touches.
typealias GalleryScript = FingerScript

extension FingerScript {
  /// The operation the script runs for `style`: the plain run shows the style's forward
  /// operation, the gestures its backward one (see ``LabStyle/galleryInteractiveOperation``).
  func operation(for style: LabStyle) -> TransitionOperation {
    self == .animated ? style.galleryAnimatedOperation : style.galleryInteractiveOperation
  }

  /// The scenario document for `style` and the script's operation for it, in the default
  /// 390 × 844 pt container.
  func scenario(for style: LabStyle) -> JSONValue {
    scenario(for: style, operation: operation(for: style))
  }

  /// The scenario document for `style` running `operation` with the style's natural
  /// interaction for it (``LabStyle/galleryInteraction(for:)``).
  func scenario(for style: LabStyle, operation: TransitionOperation) -> JSONValue {
    let container = Size(width: 390, height: 844)
    let interaction = style.galleryInteraction(for: operation)
    let timeline = timeline(
      style: style.defaultStyle, operation: operation, interaction: interaction.interaction,
      container: container, duration: style.defaultDuration)
    let start: JSONValue = .object([
      ("t", .number(0)),
      ("type", .string(timeline.start == .animated ? "start" : "startInteractive")),
    ])
    let touches = timeline.touches.map { touch -> JSONValue in
      .object([
        ("t", .number(Self.rounded(touch.time))), ("type", .string(Self.eventType(touch.phase))),
        ("x", .number(Self.rounded(touch.point.x))), ("y", .number(Self.rounded(touch.point.y))),
      ])
    }
    return .object([
      ("style", .string(style.rawValue)),
      ("operation", .string(operation.rawValue)),
      ("interaction", .string(interaction.rawValue)),
      (
        "container",
        .object([("width", .number(container.width)), ("height", .number(container.height))])
      ),
      ("until", .number(Self.rounded(timeline.until))),
      ("events", .array([start] + touches)),
    ])
  }

  /// The scenario event a touch phase is written as.
  private static func eventType(_ phase: TouchTimeline.Phase) -> String {
    switch phase {
    case .began: "touchDown"
    case .moved: "touchMove"
    case .ended: "touchUp"
    }
  }

  /// Times and positions rounded to the microsecond and micropoint, so the scenario reads
  /// cleanly and replays exactly from its JSON.
  private static func rounded(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }
}
