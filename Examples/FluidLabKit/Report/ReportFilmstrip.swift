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
  /// How many lines a label may move up or down to clear the labels placed before it.
  static let maximumLabelShifts = 2

  /// Every role that appears in the run, in order of first appearance.
  static func roles(in trace: ScenarioTrace) -> [String] {
    var roles: [String] = []
    for frame in trace.frames {
      for node in frame.nodes where !roles.contains(node.role) { roles.append(node.role) }
    }
    return roles
  }

  /// The roles the strip draws: those in the container's tree at one of its frames at least,
  /// in order of first appearance.
  static func drawnRoles(_ trace: ScenarioTrace) -> [String] {
    var roles: [String] = []
    for frame in pickedFrames(trace.frames, toTheEnd: showsWholeRun(trace)) {
      for node in frame.nodes where node.inContainer && !roles.contains(node.role) {
        roles.append(node.role)
      }
    }
    return roles
  }

  /// Whether the strip draws the keyboard: one of its frames has it up.
  static func drawsKeyboard(_ trace: ScenarioTrace) -> Bool {
    pickedFrames(trace.frames, toTheEnd: showsWholeRun(trace)).contains {
      ($0.sheet?.keyboardHeight ?? 0) > 0
    }
  }

  /// Whether the strip spans the whole run rather than its first transition: a presented
  /// sheet goes on after its transitions, and a stack that runs several shows each.
  static func showsWholeRun(_ trace: ScenarioTrace) -> Bool {
    trace.hasDetents || (trace.stack?.transitions.count ?? 0) > 1
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
    let frames = pickedFrames(trace.frames, toTheEnd: showsWholeRun(trace))
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
        svg += nodes(
          frame, clipID: "\(clipID)-\(index)",
          decoration: { ReportDecoration.of($0, in: trace) })
        if let keyboard = frame.sheet?.keyboardHeight, keyboard > 0 {
          svg += keyboardRect(keyboard, in: container)
        }
        svg += "</g></g>\n"
        svg += labels(frame, scale: scale, size: Size(width: frameWidth, height: frameHeight))
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

  /// The frame's nodes in the container's drawing order, each nested node inside the node it
  /// is nested in (``nested(in:of:)``); `clipID` prefixes the ids of their clip paths.
  private static func nodes(
    _ frame: ScenarioTrace.FrameSample, clipID: String,
    decoration: (String) -> ReportDecoration?
  ) -> String {
    let drawn = frame.nodes.filter(\.inContainer).sorted {
      ($0.drawingOrder ?? Int.max) < ($1.drawingOrder ?? Int.max)
    }
    let roles = Set(drawn.map(\.role))
    var clips = 0
    func draw(_ node: ScenarioTrace.NodeSample) -> String {
      var svg = rect(node, decoration: decoration(node.role))
      let children = drawn.filter { $0.parent == node.role }
      guard !children.isEmpty, !node.state.isHidden else { return svg }
      clips += 1
      let (open, close) = nested(in: node, clipID: "\(clipID)-\(clips)")
      svg += open
      for child in children { svg += draw(child) }
      return svg + close
    }
    return drawn.filter { $0.parent.map { !roles.contains($0) } ?? true }.map(draw).joined()
  }

  /// The SVG matrix of `state`: its frame's coordinates with its transform applied about the
  /// frame's centre, p' = T·(p − centre) + centre + (tx, ty), as `matrix(a b c d e f)`'s six
  /// numbers.
  static func matrix(_ state: NodeState) -> [Double] {
    let t = state.transform
    let centre = state.frame.center
    let e = centre.x - (t.a * centre.x + t.c * centre.y) + t.tx
    let f = centre.y - (t.b * centre.x + t.d * centre.y) + t.ty
    return [t.a, t.b, t.c, t.d, e, f]
  }

  /// The opening and closing markup of the group that holds what is nested in `node`: in its
  /// coordinates (its frame's top-left corner, under its transform), at its alpha, clipped to
  /// its bounds rounded by its corner radius when it clips (the clip path `clipID`).
  private static func nested(in node: ScenarioTrace.NodeSample, clipID: String) -> (
    open: String, close: String
  ) {
    let c = LabReport.coordinate
    let state = node.state
    let m = matrix(state)
    let width = abs(state.frame.width)
    let height = abs(state.frame.height)
    var open = ""
    var clip = ""
    if node.clips {
      let radius = Swift.min(state.cornerRadius, Swift.min(width, height) / 2)
      open +=
        "<defs><clipPath id=\"\(LabReport.escape(clipID))\"><rect x=\"0\" y=\"0\""
        + " width=\"\(c(width))\" height=\"\(c(height))\" rx=\"\(c(radius))\" /></clipPath></defs>\n"
      clip = " clip-path=\"url(#\(LabReport.escape(clipID)))\""
    }
    open +=
      "<g transform=\"matrix(\(m[0...3].map { LabReport.trimmed($0, 4) }.joined(separator: " "))"
      + " \(c(m[4])) \(c(m[5]))) translate(\(c(state.frame.minX)) \(c(state.frame.minY)))\""
      + " opacity=\"\(LabReport.trimmed(Swift.min(Swift.max(state.alpha, 0), 1), 3))\"\(clip)>\n"
    return (open, "</g>\n")
  }

  /// One node in its parent's coordinates (the container's, or those of the node it is nested
  /// in): its frame, with its transform applied about the frame's centre as one SVG matrix,
  /// filled with its role's colour at its alpha, or dashed when hidden. The player gives every
  /// value of every frame; the strip keeps its markup short.
  private static func rect(_ node: ScenarioTrace.NodeSample, decoration: ReportDecoration?)
    -> String
  {
    let c = LabReport.coordinate
    let state = node.state
    let frame = state.frame
    let color = LabReport.roleColor(node.role)
    let m = matrix(state)
    let matrix = m[0...3].map { LabReport.trimmed($0, 4) } + [c(m[4]), c(m[5])]
    let radius = Swift.min(state.cornerRadius, Swift.min(abs(frame.width), abs(frame.height)) / 2)
    let paint =
      state.isHidden
      ? "fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.8\" stroke-dasharray=\"4 3\""
      : "fill=\"\(color)\" fill-opacity=\"\(LabReport.trimmed(state.alpha, 3))\" stroke=\"\(color)\""
        + " stroke-opacity=\"\(LabReport.trimmed(0.3 + 0.6 * state.alpha, 2))\""
    let geometry =
      "x=\"\(c(frame.origin.x))\" y=\"\(c(frame.origin.y))\" width=\"\(c(abs(frame.width)))\""
      + " height=\"\(c(abs(frame.height)))\" rx=\"\(c(radius))\""
      + " transform=\"matrix(\(matrix.joined(separator: " ")))\""
    var svg =
      "<rect class=\"node\" data-role=\"\(LabReport.escape(node.role))\" \(geometry) \(paint) />\n"
    if let decoration, !state.isHidden, state.alpha > 0 {
      svg +=
        "<rect class=\"deco\" \(geometry) fill=\"url(#\(decoration.id))\""
        + " opacity=\"\(LabReport.trimmed(Swift.min(state.alpha, 1), 3))\" />\n"
    }
    return svg
  }

  /// Where `point`, in the coordinates of the node `role` is nested in (the container's for a
  /// node that is not nested), is in the container's.
  static func containerPoint(
    _ point: Point, parentOf role: String, in frame: ScenarioTrace.FrameSample
  ) -> Point {
    var point = point
    var current = frame.nodes.first { $0.role == role }
    var depth = 0
    while let parentRole = current?.parent, depth < frame.nodes.count,
      let parent = frame.nodes.first(where: { $0.role == parentRole })
    {
      let m = matrix(parent.state)
      let local = Point(x: point.x + parent.state.frame.minX, y: point.y + parent.state.frame.minY)
      point = Point(
        x: m[0] * local.x + m[2] * local.y + m[4], y: m[1] * local.x + m[3] * local.y + m[5])
      current = parent
      depth += 1
    }
    return point
  }

  /// The role names, each in a box of its own near the centre of its node (in frame pixels):
  /// at the centre if no label placed before it is there, else moved up or down a line at a
  /// time (at most ``maximumLabelShifts`` lines), else left to the key. A box stays within its
  /// frame's height and half the gap either side, so the labels of two frames never meet. A
  /// node whose centre is outside the container has none, and neither has a hidden or
  /// transparent node or the content of a clipping node (a flight's snapshots: the flight has
  /// its label).
  private static func labels(_ frame: ScenarioTrace.FrameSample, scale: Double, size: Size)
    -> String
  {
    let c = LabReport.coordinate
    var placed: [Rect] = []
    var svg = ""
    let clipping = Set(frame.nodes.filter(\.clips).map(\.role))
    let nodes = frame.nodes.filter { node in
      node.inContainer && !node.state.isHidden && node.state.alpha > 0
        && !(node.parent.map(clipping.contains) ?? false)
    }
    // The big nodes first, so the views keep their labels near their centres.
    let ordered = nodes.sorted {
      abs($0.state.frame.width * $0.state.frame.height)
        > abs($1.state.frame.width * $1.state.frame.height)
    }
    let lowest = -gap / 2 + 0.5
    let highest = size.width + gap / 2 - 0.5
    for node in ordered {
      let nodeFrame = node.state.frame
      let centre = containerPoint(
        Point(
          x: nodeFrame.midX + node.state.transform.tx, y: nodeFrame.midY + node.state.transform.ty),
        parentOf: node.role, in: frame)
      let x = centre.x * scale
      let y = centre.y * scale
      guard x >= 0, x <= size.width, y >= 0, y <= size.height else { continue }
      let width = labelWidth(node.role)
      guard width <= highest - lowest else { continue }
      let left = Swift.min(Swift.max(x - width / 2, lowest), highest - width)
      let shifts = (0...maximumLabelShifts).flatMap { $0 == 0 ? [0] : [$0, -$0] }
      let box = shifts.lazy.map { shift in
        Rect(
          x: left, y: y - labelLine / 2 + Double(shift) * labelLine, width: width,
          height: labelLine)
      }.first { box in
        box.minY >= 0 && box.maxY <= size.height
          && !placed.contains {
            $0.minX < box.maxX && box.minX < $0.maxX && $0.minY < box.maxY && box.minY < $0.maxY
          }
      }
      // A label pushed far from its node would name the wrong thing: the key has it.
      guard let box else { continue }
      placed.append(box)
      svg += """
        <text class="label" x="\(c(box.minX + labelPadding))" y="\(c(box.maxY - 3))" \
        font-size="9" fill="#1d1d1f" stroke="#ffffff" stroke-width="2.5" stroke-opacity="0.85" \
        paint-order="stroke">\(LabReport.escape(node.role))</text>

        """
    }
    return svg
  }

  /// The height of a label's line, in pixels: a 9 px font's glyph box with its halo.
  static let labelLine = 11.5
  /// The room either side of a label's text, in pixels.
  static let labelPadding = 2.0

  /// The width of the box a label of `text` gets, in pixels: 6.2 px a character at 9 px, more
  /// than the common sans-serif faces need, and the padding.
  static func labelWidth(_ text: String) -> Double {
    Double(text.count) * 6.2 + 2 * labelPadding
  }
}
