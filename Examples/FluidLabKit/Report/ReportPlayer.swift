import FluidTransitions
import Foundation

/// The player of a report section: a stage that replays the recorded frames of one trace (or
/// of two in lockstep, for a comparison), with play / pause, restart, frame steps, speeds,
/// loop, a timeline with the phases shaded and the grabs and releases marked, and a readout.
///
/// The frames are embedded once per trace as JSON (``data(_:id:)``), and one inline script
/// (``script``) draws them; the markup here is the player's skeleton, `hidden` until the
/// script runs, so with scripts off the section keeps its filmstrip and plot and shows no dead
/// controls. The player shows recorded frames only, each from its own target timestamp until
/// the next one (the last frame whose `t` is at or before the playhead), and never
/// interpolates. `index.html#ID&t=0.30` opens section `ID` paused at that time.
enum ReportPlayer {
  /// One trace on one stage.
  struct Track {
    /// The id of the trace's embedded JSON.
    var dataID: String
    /// A caption above the stage (a comparison's side); nil for none.
    var label: String?
    var trace: ScenarioTrace
  }

  /// The stage's height, in pixels.
  static let stageHeight = 440.0
  /// The room around the container, as a fraction of its smaller side: nodes entering from
  /// off screen show there, washed out.
  static let stageMargin = 0.2
  /// The timeline's height per trace, in pixels.
  static let timelineRow = 14.0
  /// The speeds, fastest first.
  static let speeds = [1.0, 0.5, 0.25, 0.1]
  /// How far either finger of a pinch is drawn from the centroid at scale 1, in points: a
  /// trace gives only the centroid and the scale, so the fingers are drawn level with the
  /// centroid, this far apart times the scale.
  static let pinchSpread = 60.0

  /// The id of the embedded JSON of the trace of section `id`.
  static func dataID(forSection id: String) -> String { "trace-" + id }

  /// The trace as an inert `script` element of type `application/json`: the document
  /// `fluid-lab run` prints, its frames as columns (``ReportFrameColumns``), without spaces and
  /// with `<`, `>` and `&` escaped.
  static func data(_ trace: ScenarioTrace, id: String) -> String {
    "<script type=\"application/json\" class=\"trace-data\" id=\"\(LabReport.escape(id))\">"
      + ReportFrameColumns.compact(trace.json).embeddableText + "</script>\n"
  }

  /// The colours of `roles`, for the script: one `application/json` element per document.
  static func palette(roles: [String]) -> String {
    let colors = JSONValue.object(roles.map { ($0, .string(LabReport.roleColor($0))) })
    return "<script type=\"application/json\" id=\"fluid-lab-palette\">" + colors.embeddableText
      + "</script>\n"
  }

  /// The time span the player covers, in seconds: from the earliest first frame to the latest
  /// last frame of its traces (0...0 without frames).
  static func span(_ tracks: [Track]) -> (start: Double, end: Double) {
    let firsts = tracks.compactMap { $0.trace.frames.first?.time }.filter(\.isFinite)
    let lasts = tracks.compactMap { $0.trace.frames.last?.time }.filter(\.isFinite)
    let start = firsts.min() ?? 0
    return (start, Swift.max(lasts.max() ?? start, start))
  }

  /// The roles the player draws: those in the container's tree at one frame at least, in
  /// order of first appearance, over every track.
  static func drawnRoles(_ tracks: [Track]) -> [String] {
    var roles: [String] = []
    for track in tracks {
      for frame in track.trace.frames {
        for node in frame.nodes where node.inContainer && !roles.contains(node.role) {
          roles.append(node.role)
        }
      }
    }
    return roles
  }

  /// The player's skeleton for section `id`.
  static func markup(id: String, tracks: [Track]) -> String {
    let (start, end) = span(tracks)
    var html = """
      <div class="player" id="player-\(LabReport.escape(id))" hidden="hidden" tabindex="0" \
      data-traces="\(LabReport.escape(tracks.map(\.dataID).joined(separator: " ")))" \
      data-start="\(JSONValue.format(start))" data-end="\(JSONValue.format(end))" \
      data-frame="0" data-playing="false">
      <h3>Player</h3>
      <div class="stages">

      """
    for (index, track) in tracks.enumerated() {
      let decorations = drawnRoles([track]).compactMap { role in
        ReportDecoration.of(role, in: track.trace).map { "\(role):\($0.id)" }
      }
      html +=
        "<figure class=\"stage-box\" data-side=\"\(index)\" data-frame=\"0\" data-decorations=\""
        + "\(LabReport.escape(decorations.joined(separator: " ")))\">\n"
      if let label = track.label {
        html += "<figcaption class=\"stage-label\">\(LabReport.escape(label))</figcaption>\n"
      }
      html += stage(
        track.trace.scenario.container, resized: track.trace.resizes.map(\.size),
        keyboard: track.trace.hasDetents)
      html += """
        <div class="readout"><span class="r-t"></span> · <span class="r-frame"></span> · \
        progress <span class="r-progress"></span> · velocity <span class="r-velocity"></span>/s \
        · <span class="r-phase"></span></div>

        """
      if track.trace.hasDetents {
        html += "<div class=\"readout\">sheet <span class=\"r-sheet\"></span></div>\n"
      }
      html += "</figure>\n"
    }
    html += "</div>\n<div class=\"controls\">\n"
    html += """
      <button type="button" class="play" title="play / pause (space)">▶ play</button>
      <button type="button" class="restart" title="restart">⟲ restart</button>
      <button type="button" class="back" title="previous frame (←)">◀ frame</button>
      <button type="button" class="forward" title="next frame (→)">frame ▶</button>
      <span class="speeds" role="group" aria-label="speed">
      """
    for speed in speeds {
      let text = LabReport.trimmed(speed, 2)
      html +=
        "<button type=\"button\" class=\"speed\" data-speed=\"\(text)\" aria-pressed=\""
        + "\(speed == 1 ? "true" : "false")\">\(text)×</button>"
    }
    html += """
      </span>
      <label><input type="checkbox" class="loop" checked="checked" /> loop</label>
      <span class="clock"></span>
      </div>

      """
    html += timeline(tracks, start: start, end: end)
    html += LabReport.key(
      roles: drawnRoles(tracks), for: "player",
      keyboard: tracks.contains { track in
        track.trace.hasDetents
          && track.trace.frames.contains { ($0.sheet?.keyboardHeight ?? 0) > 0 }
      })
    html += legend(pinch: tracks.contains { $0.trace.hasPinch })
    html += "</div>\n"
    return html
  }

  /// The empty stage for a container of `size` points: the container's outline, a wash over
  /// what lies outside it, and the layers the script fills (with one for the keyboard, over a
  /// presented sheet). A container that changed size (`resized`, the sizes it took in turn)
  /// shows each later size as a dashed outline, and the stage grows to hold them all (up to
  /// four times the first size each way), the wash covering what lies outside them all.
  private static func stage(_ size: Size, resized: [Size] = [], keyboard: Bool) -> String {
    let c = LabReport.coordinate
    func usable(_ size: Size) -> Bool {
      size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
    }
    let first = usable(size) ? size : Size(width: 100, height: 100)
    let later = resized.filter(usable).map {
      Size(
        width: Swift.min($0.width, 4 * first.width), height: Swift.min($0.height, 4 * first.height))
    }
    let width = later.map(\.width).reduce(first.width, Swift.max)
    let height = later.map(\.height).reduce(first.height, Swift.max)
    let margin = stageMargin * Swift.min(first.width, first.height)
    let viewWidth = width + 2 * margin
    let viewHeight = height + 2 * margin
    let pixelWidth = stageHeight * viewWidth / viewHeight
    let outer = "M\(c(-margin)) \(c(-margin))h\(c(viewWidth))v\(c(viewHeight))h\(c(-viewWidth))Z"
    let inner = "M0 0v\(c(height))h\(c(width))v\(c(-height))Z"
    return """
      <svg class="stage" width="\(c(pixelWidth))" height="\(c(stageHeight))" \
      viewBox="\(c(-margin)) \(c(-margin)) \(c(viewWidth)) \(c(viewHeight))" role="img">
      <title>the container, frame by frame</title>
      <rect x="\(c(-margin))" y="\(c(-margin))" width="\(c(viewWidth))" \
      height="\(c(viewHeight))" fill="#e9eaee" />
      <rect x="0" y="0" width="\(c(width))" height="\(c(height))" fill="#ffffff" />
      <g class="nodes"></g>\(keyboard ? "<g class=\"keyboard\"></g>" : "")
      <path d="\(outer)\(inner)" fill="#e9eaee" fill-opacity="0.72" fill-rule="evenodd" />
      <rect x="0" y="0" width="\(c(first.width))" height="\(c(first.height))" fill="none" \
      stroke="#6e6e73" stroke-width="1" vector-effect="non-scaling-stroke" />
      \(later.map { resizedOutline($0) }.joined())<g class="overlay"></g>
      </svg>

      """
  }

  /// The outline of the container at a later size, dashed in the size-change colour.
  private static func resizedOutline(_ size: Size) -> String {
    let c = LabReport.coordinate
    return """
      <rect class="resized" x="0" y="0" width="\(c(size.width))" height="\(c(size.height))" \
      fill="none" stroke="\(ReportPlot.resizeColor)" stroke-width="1.5" stroke-dasharray="6 4" \
      vector-effect="non-scaling-stroke" />

      """
  }

  /// The timeline: one row per trace with its phases shaded (each frame's phase from the
  /// previous frame's time to its own) and its grabs, releases and size changes marked, and
  /// the playhead.
  private static func timeline(_ tracks: [Track], start: Double, end: Double) -> String {
    let c = LabReport.coordinate
    let width = 1000.0
    let height = Double(tracks.count) * timelineRow + 4
    let length = end > start ? end - start : 1
    func x(_ time: Double) -> Double {
      Swift.min(Swift.max((time - start) / length, 0), 1) * width
    }
    var svg = """
      <svg class="timeline" viewBox="0 0 \(c(width)) \(c(height))" preserveAspectRatio="none" \
      height="\(c(height * 2))" role="img">
      <title>timeline: drag to seek\(tracks.count > 1 ? "; one row per side, in order" : "")\
      </title>
      <rect x="0" y="0" width="\(c(width))" height="\(c(height))" fill="#f4f4f6" />

      """
    for (row, track) in tracks.enumerated() {
      let top = 2 + Double(row) * timelineRow
      let frames = track.trace.frames.filter { $0.time.isFinite }
      var bandStart = start
      var index = 0
      while index < frames.count {
        let phase = LabReport.displayPhase(frames[index])
        var last = index
        while last + 1 < frames.count, LabReport.displayPhase(frames[last + 1]) == phase {
          last += 1
        }
        let bandEnd = last + 1 < frames.count ? frames[last].time : end
        svg += """
          <rect class="phase" x="\(c(x(bandStart)))" y="\(c(top))" \
          width="\(c(Swift.max(0, x(bandEnd) - x(bandStart))))" height="\(c(timelineRow - 2))" \
          fill="\(LabReport.phaseColor(phase))" />

          """
        bandStart = bandEnd
        index = last + 1
      }
      for time in track.trace.markerGrabTimes where time.isFinite {
        svg += marker(x(time), top: top, color: ReportPlot.grabColor, dash: nil)
      }
      for time in track.trace.markerReleaseTimes where time.isFinite {
        svg += marker(x(time), top: top, color: ReportPlot.releaseColor, dash: "3 2")
      }
      for resize in track.trace.resizes where resize.time.isFinite {
        svg += marker(x(resize.time), top: top, color: ReportPlot.resizeColor, dash: "1 2")
      }
    }
    svg += """
      <line class="playhead" x1="0" y1="0" x2="0" y2="\(c(height))" stroke="#1d1d1f" \
      stroke-width="2" vector-effect="non-scaling-stroke" />
      </svg>

      """
    return svg
  }

  private static func marker(_ x: Double, top: Double, color: String, dash: String?) -> String {
    let c = LabReport.coordinate
    return """
      <line x1="\(c(x))" y1="\(c(top - 1))" x2="\(c(x))" y2="\(c(top + timelineRow - 1))" \
      stroke="\(color)" stroke-width="2" vector-effect="non-scaling-stroke"\
      \(dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") />

      """
  }

  /// The legend under a player; with `pinch`, the pinch's fingers too.
  private static func legend(pinch: Bool) -> String {
    let spread = LabReport.trimmed(pinchSpread, 0)
    let pinchItem =
      pinch
      ? "\n<li><span class=\"swatch dot\"></span><span class=\"swatch dot\"></span>pinch: two"
        + " fingers \(spread) pt × the scale either side of their centroid, with the centroid's"
        + " last 0.1 s</li>"
      : ""
    return """
      <ul class="legend">
      <li><span class="swatch dot"></span>finger, with its last 0.1 s</li>\(pinchItem)
      <li><span class="swatch ring" style="border-color: \(ReportPlot.grabColor)"></span>grab</li>
      <li><span class="swatch ring dashed" style="border-color: \(ReportPlot.releaseColor)">\
      </span>release</li>
      <li class="note">space plays and pauses, ← and → step one recorded frame; each frame stays \
      until the next one's target time, nothing is interpolated; the wash outside the outline is \
      off screen</li>
      </ul>

      """
  }

  /// The player's style rules (`Resources/player.css`).
  static let stylesheet = ReportResource.text("player.css")

  /// The script that runs every player of the document (`Resources/player.js`): plain ES5, no
  /// dependency, wrapped in a CDATA section so the document stays well-formed XML.
  static let script =
    "<script>\n//<![CDATA[\n"
    + ReportResource.text("player.js").replacingOccurrences(
      of: spreadPlaceholder, with: LabReport.coordinate(pinchSpread))
    + "\n//]]>\n</script>\n"

  /// Where the script (`Resources/player.js`) sets its pinch spread: its own value, which the
  /// report replaces with ``pinchSpread`` so the drawing and the legend agree.
  static let spreadPlaceholder = "/* ReportPlayer.pinchSpread */ 60"
}
