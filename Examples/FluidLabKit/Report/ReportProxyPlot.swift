/// The plot of what a `FluidTransitionReader` gives its content on each frame: the proxy's
/// progress and presence (left scale) and velocity (right scale), over bands shaded by the
/// proxy's phase. Its velocity is the driver's `progressVelocity(at:)`: the finger's while a
/// finger holds the transition, the animator's otherwise.
enum ReportProxyPlot {
  static let width = 1000.0
  static let height = 240.0
  static let left = 56.0
  static let right = 64.0
  static let top = 16.0
  static let bottom = 36.0
  static let presenceColor = "#16a085"

  /// The plot as an inline `<svg>` element; `end` is the time axis's end, in seconds.
  static func svg(_ readings: [SwiftUIGalleryRun.Reading], endingAt end: Double) -> String {
    let c = LabReport.coordinate
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let last = Swift.max(end, readings.last?.time ?? 0, 1e-3)
    let timeStep = last > 1 ? 0.2 : 0.1
    // A whole number of steps, so that the last tick is the axis's end.
    let timeEnd = (last / timeStep).rounded(.up) * timeStep
    let progresses = readings.map(\.proxy.progress)
    let low = Swift.min(0, (progresses.min() ?? 0).rounded(.down))
    let high = Swift.max(1, (progresses.max() ?? 1).rounded(.up))
    let speed = readings.map { abs($0.proxy.velocity) }.max() ?? 0
    let velocityLimit = Swift.max(1, (speed / 2).rounded(.up) * 2)
    func x(_ time: Double) -> Double { left + time / timeEnd * plotWidth }
    func yValue(_ value: Double) -> Double { top + (high - value) / (high - low) * plotHeight }
    func yVelocity(_ value: Double) -> Double {
      top + (velocityLimit - value) / (2 * velocityLimit) * plotHeight
    }
    var svg = """
      <svg class="plot proxy" width="\(c(width))" height="\(c(height))" \
      viewBox="0 0 \(c(width)) \(c(height))" role="img">
      <title>the reader's proxy against time: progress, presence and velocity, phases shaded\
      </title>

      """
    let frames = readings.map { reading in
      ScenarioTrace.FrameSample(
        time: reading.time, progress: reading.proxy.progress, velocity: reading.proxy.velocity,
        phase: reading.proxy.phase.description, nodes: [])
    }
    for band in LabReport.phaseBands(of: frames, endingAt: timeEnd) {
      svg +=
        "<rect class=\"phase\" x=\"\(c(x(band.start)))\" y=\"\(c(top))\" width=\""
        + "\(c(Swift.max(0, x(band.end) - x(band.start))))\" height=\"\(c(plotHeight))\" fill=\""
        + "\(LabReport.phaseColor(band.phase))\"><title>\(LabReport.escape(band.phase))"
        + " \(LabReport.fixed(band.start, 3))–\(LabReport.fixed(band.end, 3)) s</title></rect>\n"
    }
    let label = "font-size=\"11\" fill=\"#515154\""
    var value = low
    while value <= high + 1e-9 {
      svg +=
        "<line x1=\"\(c(left))\" y1=\"\(c(yValue(value)))\" x2=\"\(c(left + plotWidth))\" y2=\""
        + "\(c(yValue(value)))\" stroke=\"#d1d1d6\" stroke-width=\"1\" />\n"
        + "<text x=\"\(c(left - 6))\" y=\"\(c(yValue(value) + 4))\" text-anchor=\"end\" \(label)>"
        + "\(LabReport.trimmed(value, 2))</text>\n"
      value += 0.5
    }
    for velocity in [-velocityLimit, 0, velocityLimit] {
      svg +=
        "<text x=\"\(c(left + plotWidth + 6))\" y=\"\(c(yVelocity(velocity) + 4))\" \(label)>"
        + "\(LabReport.trimmed(velocity, 1))/s</text>\n"
    }
    var time = 0.0
    while time <= timeEnd + 1e-9 {
      svg +=
        "<text x=\"\(c(x(time)))\" y=\"\(c(top + plotHeight + 16))\" text-anchor=\"middle\""
        + " \(label)>\(LabReport.trimmed(time, 1)) s</text>\n"
      time += timeStep
    }
    svg +=
      "<rect x=\"\(c(left))\" y=\"\(c(top))\" width=\"\(c(plotWidth))\" height=\"\(c(plotHeight))\""
      + " fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\" />\n"
    func polyline(_ points: [(Double, Double)], color: String, dash: String?) -> String {
      let list = points.map { "\(c($0.0)),\(c($0.1))" }.joined(separator: " ")
      return "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\""
        + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + " />\n"
    }
    svg += polyline(
      readings.map { (x($0.time), yVelocity($0.proxy.velocity)) }, color: ReportPlot.velocityColor,
      dash: nil)
    svg += polyline(
      readings.map { (x($0.time), yValue($0.proxy.presence)) }, color: presenceColor, dash: "6 4")
    svg += polyline(
      readings.map { (x($0.time), yValue($0.proxy.progress)) }, color: ReportPlot.progressColor,
      dash: nil)
    return svg + "</svg>\n"
  }

  /// The legend under the plot.
  static var legend: String {
    func line(_ color: String, _ style: String, _ label: String) -> String {
      "<li><span class=\"swatch line\(style)\" style=\"border-color: \(color)\"></span>"
        + "\(LabReport.escape(label))</li>\n"
    }
    var html = "<ul class=\"legend\">\n"
    html += line(ReportPlot.progressColor, "", "proxy.progress (left scale)")
    html += line(presenceColor, " dashed", "proxy.presence (left scale)")
    html += line(
      ReportPlot.velocityColor, "",
      "proxy.velocity, progress per second (right scale): the finger's while it holds the"
        + " transition, the animator's otherwise")
    for phase in LabReport.phases {
      html +=
        "<li><span class=\"swatch\" style=\"background: \(LabReport.phaseColor(phase))\">"
        + "</span>proxy.phase \(phase)</li>\n"
    }
    return html + "</ul>\n"
  }
}
