import FluidTransitions

/// The filmstrip of a report section: the container at evenly spaced frames, side by side,
/// every node in it drawn as a rectangle with its alpha, transform and corner radius, coloured
/// and labelled by role.
enum ReportFilmstrip {
  /// How many frames the strip shows (fewer when the run has fewer).
  static let frameCount = 8
  /// The largest size of one scaled-down container, in pixels.
  static let maximumFrameSize = Size(width: 124, height: 200)
  /// The space between two frames, in pixels.
  static let gap = 18.0
  /// The margin around the strip, in pixels.
  static let margin = 8.0
  /// The height of the captions under each frame, in pixels.
  static let captionHeight = 46.0

  /// Every role that appears in the run, in order of first appearance.
  static func roles(in trace: ScenarioTrace) -> [String] {
    var roles: [String] = []
    for frame in trace.frames {
      for node in frame.nodes where !roles.contains(node.role) { roles.append(node.role) }
    }
    return roles
  }

  /// The frames to show: `frameCount` frames evenly spaced in time from the first frame to the
  /// first `finished` one (or the last frame; always the last for a presented sheet, which
  /// goes on after its transitions), the nearest recorded frame for each.
  static func pickedFrames(_ frames: [ScenarioTrace.FrameSample], toTheEnd: Bool = false)
    -> [ScenarioTrace.FrameSample]
  {
    guard let first = frames.first else { return [] }
    let end =
      toTheEnd ? frames.count - 1 : frames.firstIndex { $0.phase == "finished" } ?? frames.count - 1
    let span = Array(frames[...end])
    guard span.count > frameCount else { return span }
    let start = first.time
    let length = span[span.count - 1].time - start
    var picked: [Int] = []
    var searchFrom = 0
    for index in 0..<frameCount {
      let target = start + length * Double(index) / Double(frameCount - 1)
      var best = searchFrom
      while best + 1 < span.count,
        abs(span[best + 1].time - target) <= abs(span[best].time - target)
      {
        best += 1
      }
      // Never the same frame twice: the strip has more frames than pictures.
      if let last = picked.last, best <= last { best = last + 1 }
      picked.append(best)
      searchFrom = best
    }
    return picked.map { span[Swift.min($0, span.count - 1)] }
  }

  /// The strip as an inline `<svg>` element; `id` makes its clip path's id unique.
  static func svg(_ trace: ScenarioTrace, id: String) -> String {
    let container = trace.scenario.container
    let usable = container.width > 0 && container.height > 0
    let scale =
      usable
      ? Swift.min(
        maximumFrameSize.width / container.width, maximumFrameSize.height / container.height)
      : 1
    let frameWidth = usable ? container.width * scale : maximumFrameSize.width
    let frameHeight = usable ? container.height * scale : maximumFrameSize.height
    let frames = pickedFrames(trace.frames, toTheEnd: trace.hasDetents)
    let count = Double(Swift.max(frames.count, 1))
    let width = margin * 2 + count * frameWidth + (count - 1) * gap
    let height = margin * 2 + frameHeight + captionHeight
    let clipID = "clip-" + id
    let c = LabReport.coordinate

    var svg = """
      <svg class="filmstrip" width="\(c(width))" height="\(c(height))" \
      viewBox="0 0 \(c(width)) \(c(height))" role="img">
      <title>\(LabReport.escape("filmstrip: \(frames.count) frames of the container"))</title>
      <defs><clipPath id="\(LabReport.escape(clipID))"><rect x="0" y="0" \
      width="\(c(container.width))" height="\(c(container.height))" /></clipPath></defs>

      """
    if frames.isEmpty {
      svg += "<text x=\"\(c(margin))\" y=\"\(c(margin + 14))\">no frame was recorded</text>\n"
    }
    for (index, frame) in frames.enumerated() {
      let x = margin + Double(index) * (frameWidth + gap)
      svg += "<g class=\"frame\" transform=\"translate(\(c(x)) \(c(margin)))\">\n"
      svg +=
        "<rect x=\"0\" y=\"0\" width=\"\(c(frameWidth))\" height=\"\(c(frameHeight))\" fill=\"#ffffff\" />\n"
      if usable {
        svg +=
          "<g transform=\"scale(\(LabReport.fixed(scale, 6)))\"><g clip-path=\"url(#\(LabReport.escape(clipID)))\">\n"
        let drawn = frame.nodes.filter(\.inContainer).sorted {
          ($0.drawingOrder ?? Int.max) < ($1.drawingOrder ?? Int.max)
        }
        for node in drawn { svg += rect(node) }
        if let keyboard = frame.sheet?.keyboardHeight, keyboard > 0 {
          svg += keyboardRect(keyboard, in: container)
        }
        svg += "</g></g>\n"
        svg += labels(
          frame.nodes.filter(\.inContainer), scale: scale,
          size: Size(width: frameWidth, height: frameHeight))
      }
      svg += """
        <rect x="0" y="0" width="\(c(frameWidth))" height="\(c(frameHeight))" fill="none" \
        stroke="#8e8e93" stroke-width="1" />
        <rect x="0" y="\(c(frameHeight + 3))" width="\(c(frameWidth))" height="4" \
        fill="\(LabReport.phaseColor(frame.phase))" />
        <text x="\(c(frameWidth / 2))" y="\(c(frameHeight + 19))" text-anchor="middle" \
        font-size="11" fill="#1d1d1f">t \(LabReport.fixed(frame.time, 3)) s</text>
        <text x="\(c(frameWidth / 2))" y="\(c(frameHeight + 31))" text-anchor="middle" \
        font-size="11" fill="#1d1d1f">\(LabReport.escape(caption(frame)))</text>
        <text x="\(c(frameWidth / 2))" y="\(c(frameHeight + 43))" text-anchor="middle" \
        font-size="10" fill="#6e6e73">\(LabReport.escape(LabReport.displayPhase(frame)))</text>
        </g>

        """
    }
    return svg + "</svg>\n"
  }

  /// The frame's second caption: the progress, or a presented sheet's value and detent while it
  /// (not a transition) moves the sheet.
  private static func caption(_ frame: ScenarioTrace.FrameSample) -> String {
    if let sheet = frame.sheet, LabReport.displayPhase(frame) == sheet.phase {
      return "\(LabReport.fixed(sheet.value, 0)) pt \(sheet.detent)"
    }
    return "p \(LabReport.fixed(frame.progress, 3))"
  }

  /// The keyboard over the container's bottom, `height` points tall.
  private static func keyboardRect(_ height: Double, in container: Size) -> String {
    let c = LabReport.coordinate
    return """
      <rect class="keyboard" x="0" y="\(c(container.height - height))" \
      width="\(c(container.width))" height="\(c(height))" fill="\(LabReport.keyboardColor)" \
      fill-opacity="0.85" />

      """
  }

  /// One node in container coordinates: its frame, with its transform applied about the
  /// frame's centre as one SVG matrix, filled with its role's colour at its alpha, or dashed
  /// when hidden. The player gives every value of every frame; the strip keeps its markup
  /// short.
  private static func rect(_ node: ScenarioTrace.NodeSample) -> String {
    let c = LabReport.coordinate
    let state = node.state
    let frame = state.frame
    let t = state.transform
    let color = LabReport.roleColor(node.role)
    // p' = T·(p − centre) + centre + (tx, ty), written as SVG's matrix(a b c d e f).
    let centre = frame.center
    let e = centre.x - (t.a * centre.x + t.c * centre.y) + t.tx
    let f = centre.y - (t.b * centre.x + t.d * centre.y) + t.ty
    let matrix = [t.a, t.b, t.c, t.d].map { LabReport.trimmed($0, 4) } + [c(e), c(f)]
    let radius = Swift.min(state.cornerRadius, Swift.min(abs(frame.width), abs(frame.height)) / 2)
    let paint =
      state.isHidden
      ? "fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.8\" stroke-dasharray=\"4 3\""
      : "fill=\"\(color)\" fill-opacity=\"\(LabReport.trimmed(state.alpha, 3))\" stroke=\"\(color)\""
        + " stroke-opacity=\"\(LabReport.trimmed(0.3 + 0.6 * state.alpha, 2))\""
    return """
      <rect class="node" x="\(c(frame.origin.x))" y="\(c(frame.origin.y))" \
      width="\(c(abs(frame.width)))" height="\(c(abs(frame.height)))" rx="\(c(radius))" \
      transform="matrix(\(matrix.joined(separator: " ")))" \(paint) />

      """
  }

  /// The role names, at the centres of their nodes in frame pixels, moved down where they
  /// would overlap; a node whose centre is outside the container has none.
  private static func labels(_ nodes: [ScenarioTrace.NodeSample], scale: Double, size: Size)
    -> String
  {
    let c = LabReport.coordinate
    var placed: [Point] = []
    var svg = ""
    // The big nodes first, so the views keep their labels near their centres.
    let ordered = nodes.sorted {
      abs($0.state.frame.width * $0.state.frame.height)
        > abs($1.state.frame.width * $1.state.frame.height)
    }
    for node in ordered {
      let frame = node.state.frame
      let x = (frame.midX + node.state.transform.tx) * scale
      var y = (frame.midY + node.state.transform.ty) * scale
      guard x >= 0, x <= size.width, y >= 0, y <= size.height else { continue }
      while placed.contains(where: { abs($0.x - x) < 40 && abs($0.y - y) < 11 }) { y += 11 }
      placed.append(Point(x: x, y: y))
      let anchor = x < 22 ? "start" : x > size.width - 22 ? "end" : "middle"
      svg += """
        <text x="\(c(x))" y="\(c(y + 3))" text-anchor="\(anchor)" font-size="9" \
        fill="#1d1d1f" stroke="#ffffff" stroke-width="2.5" stroke-opacity="0.85" \
        paint-order="stroke">\(LabReport.escape(node.role))</text>

        """
    }
    return svg
  }
}
