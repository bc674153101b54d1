import Foundation

/// The plot of a report section: progress (left scale) and velocity (right scale) against
/// time, over background bands shaded by phase, with the grab, release and completion instants
/// marked.
enum ReportPlot {
  /// The plot's size, in pixels.
  static let width = 1000.0
  static let height = 300.0
  /// The plotting area's margins, in pixels: room for tick labels, axis titles and marker
  /// labels.
  static let left = 56.0
  static let right = 64.0
  static let top = 63.0
  /// The rows of marker labels above the plotting area.
  static let labelRows = 5
  static let bottom = 40.0

  static let progressColor = "#1f4fa8"
  static let velocityColor = "#c0392b"
  static let grabColor = "#e67e22"
  static let releaseColor = "#8e44ad"
  static let endColor = "#1d1d1f"
  /// The colour of a size change's marker (a `resize` event).
  static let resizeColor = "#16a085"

  /// A size change as its markers and the size-change table name it: the container's size
  /// after it, and its safe area (top, left, bottom, right) when the event changed that.
  static func resizeLabel(_ resize: ScenarioTrace.Resize) -> String {
    let size =
      "\(LabReport.trimmed(resize.size.width, 1)) × \(LabReport.trimmed(resize.size.height, 1))"
    guard let safeArea = resize.safeArea else { return size }
    let insets = [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right]
    return size + ", safe area " + insets.map { LabReport.trimmed($0, 1) }.joined(separator: " ")
  }

  /// The legend under the plot: the two curves, the markers and the phase colours.
  static var legend: String {
    var html = "<ul class=\"legend\">\n"
    html += line(progressColor, "", "progress (left scale)")
    html += line(
      velocityColor, "",
      "velocity on screen, progress per second (right scale): the finger's while it holds the"
        + " transition, then the animation's; at a release it joins the finger's speed to the"
        + " speed the motion leaves with")
    html += line(grabColor, "", "grab")
    html += line(releaseColor, " dashed", "release")
    html += line(endColor, " dotted", "completion")
    for phase in LabReport.phases {
      html +=
        "<li><span class=\"swatch\" style=\"background: \(LabReport.phaseColor(phase))\">"
        + "</span>\(phase)</li>\n"
    }
    return html + "</ul>\n"
  }

  private static func line(_ color: String, _ style: String, _ label: String) -> String {
    "<li><span class=\"swatch line\(style)\" style=\"border-color: \(color)\"></span>"
      + "\(LabReport.escape(label))</li>\n"
  }

  /// The colours of a presented sheet's plot beside the value (``progressColor``) and the
  /// velocity (``velocityColor``): the keyboard's height, the transition's progress, the rests.
  static let keyboardLineColor = "#6e6e73"
  static let transitionColor = "#16a085"
  static let settledColor = "#2c7a3f"

  /// The legend under a presented sheet's plot: its curves, its markers and the phases it
  /// shows.
  static func sheetLegend(_ trace: ScenarioTrace) -> String {
    var html = "<ul class=\"legend\">\n"
    html += line(progressColor, "", "sheet value ÷ container height (left scale)")
    if trace.transitionCount > 0 {
      html += line(
        progressColor, " dotted",
        "while a transition moves the sheet: its top edge's height on screen ÷ container height")
    }
    if trace.hasKeyboard {
      html += line(keyboardLineColor, " dashed", "keyboard height ÷ container height (left scale)")
    }
    if trace.transitionCount > 0 {
      html += line(transitionColor, "", "transition progress (left scale)")
    }
    html += line(
      velocityColor, "", "sheet velocity, container heights per second (right scale)")
    if !trace.markerGrabTimes.isEmpty { html += line(grabColor, "", "grab") }
    if !trace.markerReleaseTimes.isEmpty { html += line(releaseColor, " dashed", "release") }
    if trace.events.contains(where: { if case .detentSettled = $0 { true } else { false } }) {
      html += line(settledColor, " dotted", "comes to rest")
    }
    if trace.hasKeyboard { html += line(keyboardLineColor, " dotted", "keyboard change") }
    if trace.transitionCount > 0 { html += line(endColor, " dotted", "completion") }
    let shown = Set(trace.frames.map(LabReport.displayPhase))
    for phase in ["idle", "resting", "animating", "interacting", "settling", "finished"]
    where shown.contains(phase) {
      html +=
        "<li><span class=\"swatch\" style=\"background: \(LabReport.phaseColor(phase))\">"
        + "</span>\(phase)</li>\n"
    }
    return html + "</ul>\n"
  }

  /// The plot of a presented sheet as an inline `<svg>` element: its value over the
  /// container's height (left scale), the keyboard's height over the container's height, the
  /// progress of its transitions while they run, and its velocity in container heights per
  /// second (right scale), over bands shaded by phase (the sheet's, or the transition's while
  /// one runs), with the grabs, releases, rests, keyboard changes and completions marked.
  static func sheetSVG(_ trace: ScenarioTrace) -> String {
    let c = LabReport.coordinate
    let containerHeight = trace.scenario.container.height
    let scale = containerHeight > 0 ? 1 / containerHeight : 0
    let frames = trace.frames.filter { $0.time.isFinite }
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let timeEnd = Swift.max(frames.map(\.time).max() ?? 0, trace.scenario.until, 1e-3)
    let timeAxis = PlotAxis(0, timeEnd, ticks: 8)
    // The detent driver's numbers while it moves the sheet; while a transition does, the height
    // of the sheet's top edge on screen.
    let sheetName = trace.scenario.operation == .present ? "to" : "from"
    func driven(_ frame: ScenarioTrace.FrameSample) -> ScenarioTrace.SheetSample? {
      guard let sheet = frame.sheet, sheet.phase != "dismissing", frame.isSheetOwnedByDetents
      else { return nil }
      return sheet
    }
    func onScreen(_ frame: ScenarioTrace.FrameSample) -> Double? {
      guard !frame.isSheetOwnedByDetents,
        let node = frame.nodes.first(where: { $0.role == sheetName }), node.inContainer,
        frame.phase != "idle"
      else { return nil }
      return (containerHeight - node.state.onScreenFrame.minY) * scale
    }
    let sheets = frames.compactMap { frame in driven(frame).map { (frame.time, $0) } }
    let transitionFrames = frames.filter { $0.phase != "idle" }
    let values =
      sheets.flatMap { [$0.1.value * scale, $0.1.keyboardHeight * scale] }
      + transitionFrames.map(\.progress) + frames.compactMap(onScreen)
    let finite = values.filter(\.isFinite)
    let valueAxis = PlotAxis(
      Swift.min(0, finite.min() ?? 0), Swift.max(1, finite.max() ?? 1), ticks: 6)
    let speed = sheets.map { abs($0.1.velocity * scale) }.filter(\.isFinite).max() ?? 0
    let velocityLimit = PlotAxis.nice(Swift.max(speed, 0.5), roundingUp: true)
    let velocityAxis = PlotAxis(-velocityLimit, velocityLimit, ticks: 4)
    func x(_ time: Double) -> Double { left + timeAxis.fraction(time) * plotWidth }
    func y(_ value: Double) -> Double { top + (1 - valueAxis.fraction(value)) * plotHeight }
    func yVelocity(_ value: Double) -> Double {
      top + (1 - velocityAxis.fraction(value)) * plotHeight
    }

    var svg = """
      <svg class="plot sheet-plot" width="\(c(width))" height="\(c(height))" \
      viewBox="0 0 \(c(width)) \(c(height))" role="img">
      <title>the sheet's value and the keyboard's height over the container's height, the \
      transition's progress, and the sheet's velocity against time, phases shaded</title>
      <rect x="\(c(left))" y="\(c(top))" width="\(c(plotWidth))" height="\(c(plotHeight))" \
      fill="#fafafc" />

      """
    for band in LabReport.phaseBands(of: frames, endingAt: timeEnd) {
      svg += """
        <rect class="phase" x="\(c(x(band.start)))" y="\(c(top))" \
        width="\(c(Swift.max(0, x(band.end) - x(band.start))))" height="\(c(plotHeight))" \
        fill="\(LabReport.phaseColor(band.phase))"><title>\(LabReport.escape(band.phase)) \
        \(LabReport.fixed(band.start, 3))–\(LabReport.fixed(band.end, 3)) s</title></rect>

        """
    }
    svg += gridSVG(
      left: left, top: top, plotWidth: plotWidth, plotHeight: plotHeight,
      value: (valueAxis.ticks, y), velocity: (velocityAxis.ticks, yVelocity),
      time: (timeAxis.ticks, x))
    let middle = top + plotHeight / 2
    svg += """
      <rect x="\(c(left))" y="\(c(top))" width="\(c(plotWidth))" height="\(c(plotHeight))" \
      fill="none" stroke="#8e8e93" stroke-width="1" />
      <text x="\(c(left + plotWidth / 2))" y="\(c(height - 6))" text-anchor="middle" \
      font-size="11" fill="#3a3a3c">time (s)</text>
      <text x="14" y="\(c(middle))" text-anchor="middle" font-size="11" \
      fill="\(progressColor)" transform="rotate(-90 14 \(c(middle)))">value ÷ container \
      height</text>
      <text x="\(c(width - 12))" y="\(c(middle))" text-anchor="middle" font-size="11" \
      fill="\(velocityColor)" transform="rotate(90 \(c(width - 12)) \(c(middle)))">velocity \
      (heights/s)</text>

      """
    // The curves, each broken where it has no value (no sheet presented, no transition).
    func p(_ value: Double) -> String { LabReport.trimmed(value.isFinite ? value : 0, 1) }
    func polylines(
      _ points: [(time: Double, value: Double?)], _ yOf: (Double) -> Double, color: String,
      width: Double, dash: String?, opacity: Double = 1, name: String
    ) -> String {
      var runs: [[String]] = [[]]
      for point in points {
        guard let value = point.value, value.isFinite else {
          if !(runs.last?.isEmpty ?? true) { runs.append([]) }
          continue
        }
        runs[runs.count - 1].append("\(p(x(point.time))),\(p(yOf(value)))")
      }
      return runs.filter { !$0.isEmpty }.map { run in
        """
        <polyline class="\(name)" fill="none" stroke="\(color)" stroke-width="\(LabReport.trimmed(width, 1))"\
        \(opacity < 1 ? " stroke-opacity=\"\(LabReport.trimmed(opacity, 2))\"" : "")\
        \(dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") points="\(run.joined(separator: " "))" />

        """
      }.joined()
    }
    svg += polylines(
      frames.map { ($0.time, driven($0).map { $0.velocity * scale }) }, yVelocity,
      color: velocityColor, width: 1.3, dash: nil, opacity: 0.85, name: "velocity")
    if trace.hasKeyboard {
      svg += polylines(
        frames.map { ($0.time, $0.sheet.map { $0.keyboardHeight * scale }) }, y,
        color: keyboardLineColor, width: 1.8, dash: "6 4", name: "keyboard")
    }
    if trace.transitionCount > 0 {
      svg += polylines(
        frames.map { ($0.time, $0.phase == "idle" ? nil : $0.progress) }, y,
        color: transitionColor, width: 1.8, dash: nil, name: "progress")
    }
    if trace.transitionCount > 0 {
      // Joined to the value line where the transition takes over, and where it hands back.
      var points: [(time: Double, value: Double?)] = []
      for (index, frame) in frames.enumerated() {
        let here = onScreen(frame)
        let joins =
          here == nil
          && ((index > 0 && onScreen(frames[index - 1]) != nil)
            || (index + 1 < frames.count && onScreen(frames[index + 1]) != nil))
        points.append((frame.time, here ?? (joins ? driven(frame).map { $0.value * scale } : nil)))
      }
      svg += polylines(
        points, y, color: progressColor, width: 1.8, dash: "2 3", name: "on-screen")
    }
    svg += polylines(
      frames.map { ($0.time, driven($0).map { $0.value * scale }) }, y, color: progressColor,
      width: 2.2, dash: nil, name: "value")

    // The sheet's grabs and releases, then the transition's (a release at a hand-off is the
    // hand-off).
    var markers: [Marker] = []
    for (number, time) in trace.detentGrabTimes.enumerated() {
      markers.append(Marker(time, grabColor, "", "grab \(number + 1)", 0))
    }
    for (number, time) in trace.detentReleaseTimes.enumerated() {
      markers.append(Marker(time, releaseColor, "5 3", "release \(number + 1)", 1))
    }
    let handOffs = trace.events.compactMap { event -> Double? in
      if case .dismissalHandOff(let time, _) = event { return time }
      return nil
    }
    for (number, time) in trace.grabTimes.enumerated() {
      markers.append(Marker(time, grabColor, "", "transition grab \(number + 1)", 0))
    }
    for (number, time) in trace.releaseTimes.enumerated() {
      let label = handOffs.contains(time) ? "hand-off" : "transition release \(number + 1)"
      markers.append(Marker(time, releaseColor, "5 3", label, 1))
    }
    for event in trace.events {
      switch event {
      case .complete(let time, let completed):
        markers.append(Marker(time, endColor, "2 3", completed ? "completed" : "cancelled", 2))
      case .detentSettled(let time, let detent, _):
        markers.append(Marker(time, settledColor, "2 3", "at \(detent)", 3))
      case .keyboard(let time, let height, _):
        let label = height > 0 ? "keyboard \(LabReport.trimmed(height, 0)) pt" : "keyboard hides"
        markers.append(Marker(time, keyboardLineColor, "2 3", label, 4))
      default:
        continue
      }
    }
    svg += markerSVG(markers, x: x, plotHeight: plotHeight)
    for event in trace.events {
      let point: (Double, Double)
      switch event {
      case .detentRelease(let time, let release): point = (time, release.value * scale)
      case .release(let time, let release): point = (time, release.progress)
      default: continue
      }
      guard point.0.isFinite, point.1.isFinite else { continue }
      svg += """
        <circle cx="\(c(x(point.0)))" cy="\(c(y(point.1)))" r="3.5" \
        fill="\(releaseColor)" stroke="#ffffff" stroke-width="1" />

        """
    }
    return svg + "</svg>\n"
  }

  /// One trace drawn on a plot: its curves dashed with `dash` (nil: solid), its marker labels
  /// prefixed with `prefix`.
  struct Series {
    var trace: ScenarioTrace
    var prefix: String = ""
    var dash: String?
  }

  /// The plot of one trace as an inline `<svg>` element: for a presented sheet with detents,
  /// ``sheetSVG(_:)``.
  static func svg(_ trace: ScenarioTrace) -> String {
    trace.hasDetents ? sheetSVG(trace) : svg([Series(trace: trace)])
  }

  /// The plot of several traces on shared axes as an inline `<svg>` element. One trace has its
  /// phases as full-height bands; several have one thin band strip each along the top of the
  /// plotting area, in order.
  static func svg(_ series: [Series]) -> String {
    let c = LabReport.coordinate
    let all = series.map { $0.trace.frames.filter { $0.time.isFinite } }
    let frames = all.flatMap { $0 }
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let timeEnd = Swift.max(
      frames.map(\.time).max() ?? 0, series.map(\.trace.scenario.until).max() ?? 0, 1e-3)
    let timeAxis = PlotAxis(0, timeEnd, ticks: 8)
    let progresses = frames.map(\.progress).filter(\.isFinite)
    let progressAxis = PlotAxis(
      Swift.min(0, progresses.min() ?? 0), Swift.max(1, progresses.max() ?? 1), ticks: 6)
    let onScreen = series.map { onScreenVelocity($0.trace) }
    let speed = onScreen.joined().map { abs($0.value) }.max() ?? 0
    let velocityLimit = PlotAxis.nice(Swift.max(speed, 0.5), roundingUp: true)
    let velocityAxis = PlotAxis(-velocityLimit, velocityLimit, ticks: 4)
    func x(_ time: Double) -> Double { left + timeAxis.fraction(time) * plotWidth }
    func yProgress(_ value: Double) -> Double {
      top + (1 - progressAxis.fraction(value)) * plotHeight
    }
    func yVelocity(_ value: Double) -> Double {
      top + (1 - velocityAxis.fraction(value)) * plotHeight
    }

    // Where the curves are, for a reader that measures them: x = time-origin + t × time-scale,
    // y = velocity-origin − v × velocity-scale.
    let scales =
      "data-time-origin=\"\(LabReport.trimmed(x(0), 6))\" "
      + "data-time-scale=\"\(LabReport.trimmed(x(1) - x(0), 6))\" "
      + "data-velocity-origin=\"\(LabReport.trimmed(yVelocity(0), 6))\" "
      + "data-velocity-scale=\"\(LabReport.trimmed(yVelocity(0) - yVelocity(1), 6))\""
    var svg = """
      <svg class="plot" width="\(c(width))" height="\(c(height))" \
      viewBox="0 0 \(c(width)) \(c(height))" \(scales) role="img">
      <title>progress and velocity on screen against time, phases shaded</title>
      <rect x="\(c(left))" y="\(c(top))" width="\(c(plotWidth))" height="\(c(plotHeight))" \
      fill="#fafafc" />

      """
    // Phase bands: each frame's phase from the previous frame's time to its own.
    let strip = series.count > 1 ? 6.0 : plotHeight
    for (row, frames) in all.enumerated() {
      let bandTop = top + Double(row) * strip
      for band in LabReport.phaseBands(of: frames, endingAt: timeEnd) {
        svg += """
          <rect class="phase" x="\(c(x(band.start)))" y="\(c(bandTop))" \
          width="\(c(Swift.max(0, x(band.end) - x(band.start))))" height="\(c(strip))" \
          fill="\(LabReport.phaseColor(band.phase))"><title>\(LabReport.escape(series[row].prefix))\
          \(LabReport.escape(band.phase)) \(LabReport.fixed(band.start, 3))–\(LabReport.fixed(band.end, 3)) s\
          </title></rect>

          """
      }
    }
    svg += gridSVG(
      left: left, top: top, plotWidth: plotWidth, plotHeight: plotHeight,
      value: (progressAxis.ticks, yProgress), velocity: (velocityAxis.ticks, yVelocity),
      time: (timeAxis.ticks, x))
    svg += """
      <rect x="\(c(left))" y="\(c(top))" width="\(c(plotWidth))" height="\(c(plotHeight))" \
      fill="none" stroke="#8e8e93" stroke-width="1" />
      <text x="\(c(left + plotWidth / 2))" y="\(c(height - 6))" text-anchor="middle" \
      font-size="11" fill="#3a3a3c">time (s)</text>
      <text x="14" y="\(c(top + plotHeight / 2))" text-anchor="middle" font-size="11" \
      fill="\(progressColor)" transform="rotate(-90 14 \(c(top + plotHeight / 2)))">progress</text>
      <text x="\(c(width - 12))" y="\(c(top + plotHeight / 2))" text-anchor="middle" \
      font-size="11" fill="\(velocityColor)" \
      transform="rotate(90 \(c(width - 12)) \(c(top + plotHeight / 2)))">velocity (/s)</text>

      """
    // The curves.
    for (item, velocities) in zip(series, onScreen) {
      let finite = item.trace.frames.filter { $0.time.isFinite && $0.progress.isFinite }
      guard !finite.isEmpty else { continue }
      // A tenth of a pixel is finer than any screen shows.
      func p(_ value: Double) -> String { LabReport.trimmed(value.isFinite ? value : 0, 1) }
      let velocityPoints = velocities.map { "\(p(x($0.time))),\(p(yVelocity($0.value)))" }
      let progressPoints = finite.map { "\(p(x($0.time))),\(p(yProgress($0.progress)))" }
      let dash = item.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
      let side = LabReport.escape(item.prefix.trimmingCharacters(in: .whitespaces))
      svg += """
        <polyline class="velocity" data-series="\(side)" fill="none" stroke="\(velocityColor)" \
        stroke-width="1.3" stroke-opacity="0.85"\(dash) \
        points="\(velocityPoints.joined(separator: " "))" />
        <polyline class="progress" data-series="\(side)" fill="none" stroke="\(progressColor)" \
        stroke-width="2.2"\(dash) points="\(progressPoints.joined(separator: " "))" />

        """
    }
    // Markers, each kind on its own label row above the plot so close instants stay legible.
    var markers: [Marker] = []
    for item in series {
      let trace = item.trace
      for (number, time) in trace.grabTimes.enumerated() {
        markers.append(Marker(time, grabColor, "", "\(item.prefix)grab \(number + 1)", 0))
      }
      for (number, time) in trace.releaseTimes.enumerated() {
        markers.append(Marker(time, releaseColor, "5 3", "\(item.prefix)release \(number + 1)", 1))
      }
      if let result = trace.result {
        markers.append(
          Marker(
            result.time, endColor, "2 3",
            item.prefix + (result.completed ? "completed" : "cancelled"), 2))
      }
      for resize in trace.resizes {
        markers.append(
          Marker(resize.time, resizeColor, "1 2", item.prefix + resizeLabel(resize), 3))
      }
    }
    svg += markerSVG(markers, x: x, plotHeight: plotHeight)
    // A dot where each release left the finger.
    for event in series.flatMap(\.trace.events) {
      guard case .release(let time, let record) = event, time.isFinite, record.progress.isFinite
      else { continue }
      svg += """
        <circle cx="\(c(x(time)))" cy="\(c(yProgress(record.progress)))" r="3.5" \
        fill="\(releaseColor)" stroke="#ffffff" stroke-width="1" />

        """
    }
    return svg + "</svg>\n"
  }

  /// The velocity on screen, in progress per second, at each frame of `trace`: while a finger
  /// holds the transition (`interacting`) the finger's (``fingerVelocity(at:in:)``); otherwise
  /// the presented velocity the frame records (the animation's, the release spring's, the
  /// baseline's curve). At each release two points at its instant join the finger's velocity to
  /// the one the motion leaves with (``ReleaseVelocity``): a step there is a jump on screen. A
  /// frame at a release's instant comes before it (the release applies after the frame).
  static func onScreenVelocity(_ trace: ScenarioTrace) -> [(time: Double, value: Double)] {
    var releases = trace.releaseVelocities.filter {
      $0.time.isFinite && $0.finger.isFinite && $0.leaving.isFinite
    }[...]
    var points: [(time: Double, value: Double)] = []
    var previous: ScenarioTrace.FrameSample?
    for frame in trace.frames where frame.time.isFinite && frame.progress.isFinite {
      while let release = releases.first, release.time < frame.time {
        points += [(release.time, release.finger), (release.time, release.leaving)]
        releases.removeFirst()
      }
      var value = frame.velocity
      if frame.phase == "interacting" {
        value =
          fingerVelocity(at: frame.time, in: trace)
          ?? previous.flatMap { previous in
            frame.time > previous.time
              ? (frame.progress - previous.progress) / (frame.time - previous.time) : nil
          } ?? 0
      }
      if value.isFinite { points.append((frame.time, value)) }
      previous = frame
    }
    for release in releases {
      points += [(release.time, release.finger), (release.time, release.leaving)]
    }
    return points
  }

  /// The finger's velocity at `time`, in progress per second: its last move before `time`
  /// (between its last two touch samples, 0 right after it touched down; a lift repeats the
  /// last position, so it is not a move), along the direction
  /// it was released in, through the mapping its release recorded (the release's progress
  /// velocity over its touch velocity). Nil without a release of the hold to read the mapping
  /// from (a pinch, a hold that never ends).
  static func fingerVelocity(at time: Double, in trace: ScenarioTrace) -> Double? {
    guard let grab = trace.grabTimes.last(where: { $0 <= time }),
      let release = trace.events.lazy.compactMap({ event -> ScenarioTrace.Release? in
        guard case .release(let releaseTime, let record) = event, releaseTime >= grab else {
          return nil
        }
        return record
      }).first
    else { return nil }
    let touch = release.touchVelocity
    let speed = (touch.dx * touch.dx + touch.dy * touch.dy).squareRoot()
    guard speed > 0, speed.isFinite, release.velocity.isFinite else { return nil }
    let samples = trace.scenario.events.filter {
      [.touchDown, .touchMove].contains($0.kind) && $0.position != nil
        && $0.time <= time
    }
    guard let last = samples.last else { return nil }
    guard last.kind != .touchDown else { return 0 }
    guard
      let before = samples.dropLast().last(where: { $0.time < last.time }),
      let from = before.position, let to = last.position
    else { return nil }
    let elapsed = last.time - before.time
    let along = ((to.x - from.x) * touch.dx + (to.y - from.y) * touch.dy) / speed / elapsed
    return along * release.velocity / speed
  }

  /// A marker above the plot: an instant, its colour and dash, its label, and the label row it
  /// prefers.
  struct Marker {
    var time: Double
    var color: String
    var dash: String
    var label: String
    var row: Int

    init(_ time: Double, _ color: String, _ dash: String, _ label: String, _ row: Int) {
      self.time = time
      self.color = color
      self.dash = dash
      self.label = label
      self.row = row
    }
  }

  /// The markers' lines and labels, each label on the first free row of ``labelRows``.
  /// The grid lines and tick labels both plots share: a line per value tick (dashed at 0 and
  /// 1) labelled on the left, velocity labels on the right, time ticks below; each axis as its
  /// ticks and the function placing a tick.
  private static func gridSVG(
    left: Double, top: Double, plotWidth: Double, plotHeight: Double,
    value: (ticks: [Double], place: (Double) -> Double),
    velocity: (ticks: [Double], place: (Double) -> Double),
    time: (ticks: [Double], place: (Double) -> Double)
  ) -> String {
    let c = LabReport.coordinate
    var svg = ""
    for tick in value.ticks {
      let y = value.place(tick)
      let isReference = tick == 0 || tick == 1
      svg += """
        <line x1="\(c(left))" y1="\(c(y))" x2="\(c(left + plotWidth))" y2="\(c(y))" \
        stroke="\(isReference ? "#8e8e93" : "#d1d1d6")" stroke-width="1"\
        \(isReference ? " stroke-dasharray=\"5 3\"" : "") />
        <text x="\(c(left - 6))" y="\(c(y + 4))" text-anchor="end" font-size="11" \
        fill="\(progressColor)">\(axisLabel(tick))</text>

        """
    }
    for tick in velocity.ticks {
      svg += """
        <text x="\(c(left + plotWidth + 6))" y="\(c(velocity.place(tick) + 4))" font-size="11" \
        fill="\(velocityColor)">\(axisLabel(tick))</text>

        """
    }
    for tick in time.ticks {
      let x = time.place(tick)
      svg += """
        <line x1="\(c(x))" y1="\(c(top + plotHeight))" x2="\(c(x))" \
        y2="\(c(top + plotHeight + 4))" stroke="#6e6e73" stroke-width="1" />
        <text x="\(c(x))" y="\(c(top + plotHeight + 16))" text-anchor="middle" \
        font-size="11" fill="#3a3a3c">\(axisLabel(tick))</text>

        """
    }
    return svg
  }

  private static func markerSVG(_ markers: [Marker], x: (Double) -> Double, plotHeight: Double)
    -> String
  {
    let c = LabReport.coordinate
    var svg = ""
    var occupied: [[ClosedRange<Double>]] = Array(repeating: [], count: labelRows)
    var lines: [(x: Double, row: Int)] = []
    for marker in markers.sorted(by: { $0.time < $1.time }) where marker.time.isFinite {
      let xMarker = x(marker.time)
      let labelWidth = Double(marker.label.count) * 5.6 + 4
      let anchor = xMarker + labelWidth > width - 4 ? "end" : "start"
      let span =
        anchor == "start" ? xMarker...(xMarker + labelWidth) : (xMarker - labelWidth)...xMarker
      // A row is free when the label overlaps no label there (the worst conflict), no earlier marker's line
      // crosses it, and its own line, which runs down through the rows below, crosses no
      // label there. The kind's own row if free, else the first free row, else its own row.
      func conflicts(_ row: Int) -> Int {
        3 * occupied[row].filter { $0.overlaps(span) }.count
          + lines.filter { $0.row < row && span.contains($0.x) }.count
          + occupied[(row + 1)...].joined().filter { $0.contains(xMarker) }.count
      }
      let preferred = [marker.row] + (0..<labelRows).filter { $0 != marker.row }
      let row =
        preferred.first { conflicts($0) == 0 }
        ?? preferred.min { conflicts($0) < conflicts($1) } ?? marker.row
      occupied[row].append(span)
      lines.append((xMarker, row))
      let labelY = top - 6 - Double(labelRows - 1 - row) * 11
      svg += """
        <line x1="\(c(xMarker))" y1="\(c(labelY + 2))" x2="\(c(xMarker))" \
        y2="\(c(top + plotHeight))" stroke="\(marker.color)" stroke-width="1.5"\
        \(marker.dash.isEmpty ? "" : " stroke-dasharray=\"\(marker.dash)\"") />
        <text x="\(c(xMarker + (anchor == "start" ? 3 : -3)))" y="\(c(labelY))" \
        text-anchor="\(anchor)" font-size="10" fill="\(marker.color)">\
        \(LabReport.escape(marker.label))<title>\(LabReport.escape(marker.label)) at \
        \(LabReport.fixed(marker.time, 4)) s</title></text>

        """
    }
    return svg
  }

  /// A tick value with no more decimals than it needs (up to 3).
  private static func axisLabel(_ value: Double) -> String {
    var text = LabReport.fixed(value, 3)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}

/// A linear scale over a range widened to nice tick steps (1, 2 or 5 × 10ⁿ).
private struct PlotAxis {
  let lower: Double
  let upper: Double
  let step: Double

  /// A scale covering `low...high` with about `ticks` ticks.
  init(_ low: Double, _ high: Double, ticks: Int) {
    let span = high > low ? high - low : 1
    step = Self.nice(span / Double(Swift.max(ticks - 1, 1)), roundingUp: true)
    lower = (low / step).rounded(.down) * step
    upper = Swift.max((high / step).rounded(.up) * step, lower + step)
  }

  /// The position of `value` in the range, 0 at `lower` and 1 at `upper`.
  func fraction(_ value: Double) -> Double {
    (value - lower) / (upper - lower)
  }

  /// The tick values, from `lower` to `upper`.
  var ticks: [Double] {
    let count = Int(((upper - lower) / step).rounded())
    return (0...Swift.max(count, 0)).map { index in
      let value = lower + Double(index) * step
      // Snap values such as 0.30000000000000004 onto the decimal grid.
      return (value / step).rounded() * step
    }
  }

  /// The nice number (1, 2, 2.5 or 5 × 10ⁿ) nearest above (or below) `value`.
  static func nice(_ value: Double, roundingUp: Bool) -> Double {
    guard value.isFinite, value > 0 else { return 1 }
    let magnitude = pow(10, log10(value).rounded(.down))
    let fraction = value / magnitude
    let steps: [Double] = [1, 2, 2.5, 5, 10]
    let chosen =
      roundingUp
      ? steps.first { $0 >= fraction - 1e-9 } ?? 10
      : steps.last { $0 <= fraction + 1e-9 } ?? 1
    return chosen * magnitude
  }
}
