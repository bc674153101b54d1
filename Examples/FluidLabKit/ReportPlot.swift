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

  /// The legend under the plot: the two curves, the markers and the phase colours.
  static var legend: String {
    var html = "<ul class=\"legend\">\n"
    html += line(progressColor, "", "progress (left scale)")
    html += line(
      velocityColor, "",
      "velocity, progress per second (right scale; the animator's, 0 while a finger holds it)")
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

  /// One trace drawn on a plot: its curves dashed with `dash` (nil: solid), its marker labels
  /// prefixed with `prefix`.
  struct Series {
    var trace: ScenarioTrace
    var prefix: String = ""
    var dash: String?
  }

  /// The plot of one trace as an inline `<svg>` element.
  static func svg(_ trace: ScenarioTrace) -> String {
    svg([Series(trace: trace)])
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
    let timeAxis = Axis(0, timeEnd, ticks: 8)
    let progresses = frames.map(\.progress).filter(\.isFinite)
    let progressAxis = Axis(
      Swift.min(0, progresses.min() ?? 0), Swift.max(1, progresses.max() ?? 1), ticks: 6)
    let speed = frames.map { abs($0.velocity) }.filter(\.isFinite).max() ?? 0
    let velocityLimit = Axis.nice(Swift.max(speed, 0.5), roundingUp: true)
    let velocityAxis = Axis(-velocityLimit, velocityLimit, ticks: 4)
    func x(_ time: Double) -> Double { left + timeAxis.fraction(time) * plotWidth }
    func yProgress(_ value: Double) -> Double {
      top + (1 - progressAxis.fraction(value)) * plotHeight
    }
    func yVelocity(_ value: Double) -> Double {
      top + (1 - velocityAxis.fraction(value)) * plotHeight
    }

    var svg = """
      <svg class="plot" width="\(c(width))" height="\(c(height))" \
      viewBox="0 0 \(c(width)) \(c(height))" role="img">
      <title>progress and velocity against time, phases shaded</title>
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
    // Grid and tick labels.
    for tick in progressAxis.ticks {
      let y = yProgress(tick)
      let isReference = tick == 0 || tick == 1
      svg += """
        <line x1="\(c(left))" y1="\(c(y))" x2="\(c(left + plotWidth))" y2="\(c(y))" \
        stroke="\(isReference ? "#8e8e93" : "#d1d1d6")" stroke-width="1"\
        \(isReference ? " stroke-dasharray=\"5 3\"" : "") />
        <text x="\(c(left - 6))" y="\(c(y + 4))" text-anchor="end" font-size="11" \
        fill="\(progressColor)">\(axisLabel(tick))</text>

        """
    }
    for tick in velocityAxis.ticks {
      svg += """
        <text x="\(c(left + plotWidth + 6))" y="\(c(yVelocity(tick) + 4))" font-size="11" \
        fill="\(velocityColor)">\(axisLabel(tick))</text>

        """
    }
    for tick in timeAxis.ticks {
      let xTick = x(tick)
      svg += """
        <line x1="\(c(xTick))" y1="\(c(top + plotHeight))" x2="\(c(xTick))" \
        y2="\(c(top + plotHeight + 4))" stroke="#6e6e73" stroke-width="1" />
        <text x="\(c(xTick))" y="\(c(top + plotHeight + 16))" text-anchor="middle" \
        font-size="11" fill="#3a3a3c">\(axisLabel(tick))</text>

        """
    }
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
    for item in series {
      let finite = item.trace.frames.filter {
        $0.time.isFinite && $0.progress.isFinite && $0.velocity.isFinite
      }
      guard !finite.isEmpty else { continue }
      // A tenth of a pixel is finer than any screen shows.
      func p(_ value: Double) -> String { LabReport.trimmed(value.isFinite ? value : 0, 1) }
      let velocityPoints = finite.map { "\(p(x($0.time))),\(p(yVelocity($0.velocity)))" }
      let progressPoints = finite.map { "\(p(x($0.time))),\(p(yProgress($0.progress)))" }
      let dash = item.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
      svg += """
        <polyline fill="none" stroke="\(velocityColor)" stroke-width="1.3" stroke-opacity="0.85"\
        \(dash) points="\(velocityPoints.joined(separator: " "))" />
        <polyline fill="none" stroke="\(progressColor)" stroke-width="2.2"\(dash) \
        points="\(progressPoints.joined(separator: " "))" />

        """
    }
    // Markers, each kind on its own label row above the plot so close instants stay legible.
    var markers: [(time: Double, color: String, dash: String, label: String, row: Int)] = []
    for item in series {
      let trace = item.trace
      for (number, time) in trace.grabTimes.enumerated() {
        markers.append((time, grabColor, "", "\(item.prefix)grab \(number + 1)", 0))
      }
      for (number, time) in trace.releaseTimes.enumerated() {
        markers.append((time, releaseColor, "5 3", "\(item.prefix)release \(number + 1)", 1))
      }
      if let result = trace.result {
        markers.append(
          (
            result.time, endColor, "2 3",
            item.prefix + (result.completed ? "completed" : "cancelled"), 2
          ))
      }
    }
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

  /// A tick value with no more decimals than it needs (up to 3).
  private static func axisLabel(_ value: Double) -> String {
    var text = LabReport.fixed(value, 3)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}

/// A linear scale over a range widened to nice tick steps (1, 2 or 5 × 10ⁿ).
private struct Axis {
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
