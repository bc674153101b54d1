import FluidTransitions

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

  /// The trace as an inert `script` element of type `application/json`: the same document
  /// `fluid-lab run` prints, compact and with `<`, `>` and `&` escaped.
  static func data(_ trace: ScenarioTrace, id: String) -> String {
    "<script type=\"application/json\" class=\"trace-data\" id=\"\(LabReport.escape(id))\">"
      + trace.json.embeddableText + "</script>\n"
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
      html += "<figure class=\"stage-box\" data-side=\"\(index)\" data-frame=\"0\">\n"
      if let label = track.label {
        html += "<figcaption class=\"stage-label\">\(LabReport.escape(label))</figcaption>\n"
      }
      html += stage(track.trace.scenario.container, keyboard: track.trace.hasDetents)
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
    html += legend(pinch: tracks.contains { $0.trace.hasPinch })
    html += "</div>\n"
    return html
  }

  /// The empty stage for a container of `size` points: the container's outline, a wash over
  /// what lies outside it, and the layers the script fills (with one for the keyboard, over a
  /// presented sheet).
  private static func stage(_ size: Size, keyboard: Bool) -> String {
    let c = LabReport.coordinate
    let usable = size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
    let width = usable ? size.width : 100
    let height = usable ? size.height : 100
    let margin = stageMargin * Swift.min(width, height)
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
      <rect x="0" y="0" width="\(c(width))" height="\(c(height))" fill="none" stroke="#6e6e73" \
      stroke-width="1" vector-effect="non-scaling-stroke" />
      <g class="overlay"></g>
      </svg>

      """
  }

  /// The timeline: one row per trace with its phases shaded (each frame's phase from the
  /// previous frame's time to its own) and its grabs and releases marked, and the playhead.
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

  /// The player's style rules.
  static let stylesheet = """
    .player { margin: 6px 0 4px; }
    .player[hidden] { display: none; }
    .player:focus { outline: none; }
    .player:focus-visible { outline: 2px solid #0a58ca; outline-offset: 4px; }
    .stages { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
    .stage-box { margin: 0; }
    .stage-label { font-weight: 600; font-size: 13px; margin: 0 0 4px; }
    svg.stage { border-radius: 6px; }
    .readout { font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      margin-top: 4px; white-space: nowrap; font-variant-numeric: tabular-nums; }
    .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 10px 0 6px;
      font-size: 12px; }
    .controls button { font: inherit; padding: 3px 10px; border: 1px solid #c7c7cc;
      border-radius: 6px; background: #ffffff; color: #1d1d1f; cursor: pointer; }
    .controls button:hover { background: #f0f0f3; }
    .controls button[aria-pressed="true"] { background: #1d1d1f; border-color: #1d1d1f;
      color: #ffffff; }
    .speeds { display: inline-flex; gap: 2px; margin: 0 6px; }
    .clock { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      margin-left: 6px; color: #515154; }
    svg.timeline { display: block; width: 100%; cursor: pointer; touch-action: none;
      border-radius: 4px; }
    .swatch.dot { border-radius: 50%; background: rgba(29, 29, 31, 0.45); border: none; }
    .swatch.ring { border-radius: 50%; background: transparent; border: 2px solid; }
    .swatch.ring.dashed { border-style: dashed; }
    """

  /// The script that runs every player of the document: plain ES5, no dependency, wrapped so
  /// the document stays well-formed XML.
  static let script = #"""
    <script>
    //<![CDATA[
    (function () {
      'use strict';
      var HOLD = 0.3;
      var TRAIL = 0.1;
      var SPREAD = \#(LabReport.coordinate(pinchSpread));
      var clipCount = 0;
      var players = [];
      var current = null;
      var paletteElement = document.getElementById('fluid-lab-palette');
      var palette = paletteElement ? JSON.parse(paletteElement.textContent) : {};

      function color(role) { return palette[role] || '#5d6d7e'; }

      function make(parent, name, attributes) {
        var element = document.createElementNS(parent.namespaceURI, name);
        for (var key in attributes) { element.setAttribute(key, attributes[key]); }
        parent.appendChild(element);
        return element;
      }

      function fixed(value, digits) {
        if (typeof value !== 'number' || !isFinite(value)) { return 'n/a'; }
        var text = value.toFixed(digits);
        return /^-0[.]?0*$/.test(text) ? text.slice(1) : text;
      }

      // The index of the last of the sorted `times` at or before `time`; -1 when none is.
      function lastAtOrBefore(times, time) {
        var low = 0, high = times.length - 1, found = -1;
        while (low <= high) {
          var middle = (low + high) >> 1;
          if (times[middle] <= time) { found = middle; low = middle + 1; } else { high = middle - 1; }
        }
        return found;
      }

      function Side(box, trace) {
        var self = this;
        this.box = box;
        this.frames = trace.frames || [];
        this.times = this.frames.map(function (frame) { return frame.t; });
        var svg = box.querySelector('svg.stage');
        this.layer = svg.querySelector('g.nodes');
        var overlay = svg.querySelector('g.overlay');
        this.readout = {};
        ['t', 'frame', 'progress', 'velocity', 'phase', 'sheet'].forEach(function (name) {
          self.readout[name] = box.querySelector('.r-' + name);
        });
        var container = (trace.scenario && trace.scenario.container) || {};
        this.size = { width: container.width || 0, height: container.height || 0 };
        var keyboardLayer = svg.querySelector('g.keyboard');
        this.keyboard = keyboardLayer ? make(keyboardLayer, 'rect', {
          'class': 'keyboard', 'x': '0', 'width': this.size.width, 'fill': '#8e8e93',
          'fill-opacity': '0.85', 'display': 'none'
        }) : null;
        this.roles = [];
        this.frames.forEach(function (frame) {
          for (var role in frame.nodes) {
            if (self.roles.indexOf(role) < 0) { self.roles.push(role); }
          }
        });
        // Each node is a group: its rectangle, then the group of the nodes nested in it (a
        // zoom's content snapshots in their flight), in its coordinates, under its transform
        // and alpha, clipped to its rounded bounds when it clips.
        this.boxes = {};
        var defs = svg.querySelector('defs') || make(svg, 'defs', {});
        this.roles.forEach(function (role) {
          var box = make(self.layer, 'g', { 'class': 'node-box', 'data-role': role });
          var clipId = 'fluid-lab-clip-' + (clipCount += 1);
          var clip = make(defs, 'clipPath', { 'id': clipId });
          self.boxes[role] = {
            box: box,
            rect: make(box, 'rect', {
              'class': 'node', 'data-role': role, 'stroke-width': '1.5',
              'vector-effect': 'non-scaling-stroke', 'display': 'none'
            }),
            children: make(box, 'g', { 'class': 'children', 'data-parent': role }),
            clipId: clipId,
            clipRect: make(clip, 'rect', { 'x': '0', 'y': '0' })
          };
        });
        this.order = '';
        var events = (trace.scenario && trace.scenario.events) || [];
        this.touches = events.filter(function (event) {
          return event.type.indexOf('touch') === 0;
        });
        this.touchTimes = this.touches.map(function (touch) { return touch.t; });
        this.pinches = events.filter(function (event) {
          return event.type.indexOf('pinch') === 0;
        });
        this.pinchTimes = this.pinches.map(function (pinch) { return pinch.t; });
        this.trail = make(overlay, 'polyline', {
          'class': 'trail', 'fill': 'none', 'stroke': '#1d1d1f', 'stroke-opacity': '0.35',
          'stroke-width': '4', 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
          'vector-effect': 'non-scaling-stroke', 'display': 'none'
        });
        this.markers = [];
        (trace.events || []).forEach(function (event) {
          var kind = event.type === 'detentGrab' ? 'grab' : event.type === 'detentRelease' ? 'release' : event.type;
          if (kind !== 'grab' && kind !== 'release') { return; }
          // Only where a touch or a pinch made it: a programmatic cancel or finish has no
          // finger.
          var touch = lastAtOrBefore(self.touchTimes, event.t);
          var pinch = lastAtOrBefore(self.pinchTimes, event.t);
          var byPinch = pinch >= 0 && self.pinchTimes[pinch] === event.t;
          if (!byPinch && (touch < 0 || self.touchTimes[touch] !== event.t)) { return; }
          var where = byPinch ? self.pinchAt(event.t, true) : self.fingerAt(event.t, true);
          if (!where) { return; }
          var grab = kind === 'grab';
          var marker = make(overlay, 'circle', {
            'class': 'marker ' + kind, 'cx': where.x, 'cy': where.y, 'r': '18',
            'fill': 'none', 'stroke': grab ? '#e67e22' : '#8e44ad', 'stroke-width': '2.5',
            'vector-effect': 'non-scaling-stroke', 'display': 'none'
          });
          if (!grab) { marker.setAttribute('stroke-dasharray', '5 3'); }
          self.markers.push({ t: event.t, element: marker });
        });
        this.finger = make(overlay, 'circle', {
          'class': 'finger', 'r': '13', 'fill': '#1d1d1f', 'fill-opacity': '0.45',
          'stroke': '#ffffff', 'stroke-width': '1.5', 'vector-effect': 'non-scaling-stroke',
          'display': 'none'
        });
        // A pinch's two fingers, SPREAD points × its scale either side of their centroid.
        this.pinchFingers = [0, 1].map(function () {
          return make(overlay, 'circle', {
            'class': 'pinch-finger', 'r': '13', 'fill': '#1d1d1f', 'fill-opacity': '0.45',
            'stroke': '#ffffff', 'stroke-width': '1.5', 'vector-effect': 'non-scaling-stroke',
            'display': 'none'
          });
        });
      }

      // The pinch at `time`: its last event at or before it, while its fingers are down (with
      // `any`, whatever the event), with the centroid it last had and its last scale.
      Side.prototype.pinchAt = function (time, any) {
        var index = lastAtOrBefore(this.pinchTimes, time);
        if (index < 0) { return null; }
        var pinch = this.pinches[index];
        var down = pinch.type === 'pinchBegin' || pinch.type === 'pinchMove';
        if (!any && !down) { return null; }
        var at = index;
        while (at >= 0 && typeof this.pinches[at].x !== 'number') { at -= 1; }
        var scaled = index;
        while (scaled >= 0 && typeof this.pinches[scaled].scale !== 'number') { scaled -= 1; }
        if (at < 0) { return null; }
        return {
          x: this.pinches[at].x, y: this.pinches[at].y, index: at,
          scale: scaled >= 0 ? this.pinches[scaled].scale : 1
        };
      };

      // The last touch sample at or before `time` that has a position; with `any`, whatever
      // the touch, otherwise only while the finger is down.
      Side.prototype.fingerAt = function (time, any) {
        var index = lastAtOrBefore(this.touchTimes, time);
        if (index < 0) { return null; }
        var touch = this.touches[index];
        var down = touch.type === 'touchDown' || touch.type === 'touchMove';
        if (!any && !down) { return null; }
        while (index >= 0 && typeof this.touches[index].x !== 'number') { index -= 1; }
        return index >= 0 ? { x: this.touches[index].x, y: this.touches[index].y, index: index } : null;
      };

      Side.prototype.show = function (time) {
        var index = lastAtOrBefore(this.times, time);
        var shown = Math.max(index, 0);
        var frame = this.frames[shown];
        var self = this;
        this.box.setAttribute('data-frame', String(shown));
        if (frame) {
          this.roles.forEach(function (role) {
            var box = self.boxes[role];
            var node = frame.nodes[role];
            draw(box.rect, node, role);
            nest(box, node);
          });
          // Each node in the container's drawing order, inside the node it is nested in.
          var groups = {};
          this.roles.forEach(function (role) {
            var node = frame.nodes[role];
            if (!node || !node.inContainer) { return; }
            var parent = node.parent && frame.nodes[node.parent] && frame.nodes[node.parent].inContainer
              ? node.parent : '';
            (groups[parent] = groups[parent] || []).push(role);
          });
          var order = '';
          Object.keys(groups).sort().forEach(function (parent) {
            groups[parent].sort(function (a, b) { return frame.nodes[a].zIndex - frame.nodes[b].zIndex; });
            order += parent + ':' + groups[parent].join(' ') + ';';
          });
          if (order !== this.order) {
            this.order = order;
            Object.keys(groups).forEach(function (parent) {
              var into = parent === '' ? self.layer : self.boxes[parent].children;
              groups[parent].forEach(function (role) { into.appendChild(self.boxes[role].box); });
            });
          }
          this.readout.t.textContent = 't ' + fixed(frame.t, 4) + ' s';
          this.readout.frame.textContent = 'frame ' + (shown + 1) + '/' + this.frames.length;
          this.readout.progress.textContent = fixed(frame.progress, 4);
          this.readout.velocity.textContent = fixed(frame.velocity, 3);
          this.readout.phase.textContent = index < 0 ? frame.phase + ' (not yet presented)' : frame.phase;
          var sheet = frame.sheet;
          if (this.readout.sheet) {
            this.readout.sheet.textContent = sheet
              ? fixed(sheet.value, 1) + ' pt · ' + sheet.detent + ' · ' + sheet.phase + ' · velocity '
                + fixed(sheet.velocity, 0) + ' pt/s · keyboard ' + fixed(sheet.keyboardHeight, 1) + ' pt'
              : 'not presented';
          }
          if (this.keyboard) {
            var keyboard = sheet ? sheet.keyboardHeight : 0;
            this.keyboard.setAttribute('display', keyboard > 0 ? 'inline' : 'none');
            this.keyboard.setAttribute('y', this.size.height - keyboard);
            this.keyboard.setAttribute('height', Math.max(keyboard, 0));
          }
        }
        var pinch = this.pinchAt(time, false);
        this.pinchFingers.forEach(function (circle, side) {
          if (!pinch) { circle.setAttribute('display', 'none'); return; }
          circle.setAttribute('cx', pinch.x + (side ? 1 : -1) * SPREAD * Math.max(pinch.scale, 0));
          circle.setAttribute('cy', pinch.y);
          circle.setAttribute('display', 'inline');
        });
        // While a pinch holds, its two fingers are the fingers on the glass.
        var finger = pinch ? null : this.fingerAt(time, false);
        if (pinch) {
          var centroids = [];
          for (var p = pinch.index; p >= 0; p -= 1) {
            var sample = this.pinches[p];
            if (sample.t < time - TRAIL) { break; }
            if (typeof sample.x === 'number') { centroids.unshift(sample.x + ',' + sample.y); }
            if (sample.type === 'pinchBegin') { break; }
          }
          this.trail.setAttribute('points', centroids.join(' '));
          this.trail.setAttribute('display', centroids.length > 1 ? 'inline' : 'none');
        } else if (finger) {
          this.finger.setAttribute('cx', finger.x);
          this.finger.setAttribute('cy', finger.y);
          this.finger.setAttribute('display', 'inline');
          var points = [];
          for (var k = finger.index; k >= 0; k -= 1) {
            var touch = this.touches[k];
            if (touch.t < time - TRAIL || typeof touch.x !== 'number') { break; }
            points.unshift(touch.x + ',' + touch.y);
            if (touch.type === 'touchDown') { break; }
          }
          this.trail.setAttribute('points', points.join(' '));
          this.trail.setAttribute('display', points.length > 1 ? 'inline' : 'none');
        } else {
          this.finger.setAttribute('display', 'none');
          this.trail.setAttribute('display', 'none');
        }
        this.markers.forEach(function (marker) {
          marker.element.setAttribute('display', marker.t <= time ? 'inline' : 'none');
        });
        return shown;
      };

      // One node: its frame with its transform applied about the frame's centre (UIKit's
      // rule), its alpha and corner radius; dashed when hidden; not drawn outside the
      // container.
      function draw(rect, node, role) {
        if (!node || !node.inContainer) { rect.setAttribute('display', 'none'); return; }
        var m = node.transform;
        var width = Math.abs(node.width), height = Math.abs(node.height);
        var cx = node.x + node.width / 2, cy = node.y + node.height / 2;
        var e = cx - (m[0] * cx + m[2] * cy) + m[4];
        var f = cy - (m[1] * cx + m[3] * cy) + m[5];
        var paint = color(role);
        rect.setAttribute('display', 'inline');
        rect.setAttribute('x', node.x);
        rect.setAttribute('y', node.y);
        rect.setAttribute('width', width);
        rect.setAttribute('height', height);
        rect.setAttribute('rx', Math.max(0, Math.min(node.cornerRadius, Math.min(width, height) / 2)));
        rect.setAttribute('transform', 'matrix(' + [m[0], m[1], m[2], m[3], e, f].join(' ') + ')');
        rect.setAttribute('stroke', paint);
        if (node.hidden) {
          rect.setAttribute('fill', 'none');
          rect.setAttribute('stroke-dasharray', '6 4');
          rect.setAttribute('stroke-opacity', '0.8');
          rect.setAttribute('data-hidden', 'true');
        } else {
          rect.setAttribute('fill', paint);
          rect.setAttribute('fill-opacity', node.alpha);
          rect.setAttribute('stroke-opacity', 0.3 + 0.6 * Math.max(0, Math.min(node.alpha, 1)));
          rect.removeAttribute('stroke-dasharray');
          rect.removeAttribute('data-hidden');
        }
      }

      // The group of the nodes nested in `node`: in its coordinates (its frame's top-left
      // corner, under its transform about its centre), at its alpha, clipped to its rounded
      // bounds when it clips; nothing while it is hidden or out of the container.
      function nest(box, node) {
        var group = box.children;
        if (!node || !node.inContainer || node.hidden) { group.setAttribute('display', 'none'); return; }
        var m = node.transform;
        var width = Math.abs(node.width), height = Math.abs(node.height);
        var cx = node.x + node.width / 2, cy = node.y + node.height / 2;
        var e = cx - (m[0] * cx + m[2] * cy) + m[4];
        var f = cy - (m[1] * cx + m[3] * cy) + m[5];
        group.setAttribute('display', 'inline');
        group.setAttribute('transform', 'matrix(' + [m[0], m[1], m[2], m[3], e, f].join(' ') + ') translate('
          + node.x + ' ' + node.y + ')');
        group.setAttribute('opacity', Math.max(0, Math.min(node.alpha, 1)));
        if (node.clips) {
          box.clipRect.setAttribute('width', width);
          box.clipRect.setAttribute('height', height);
          box.clipRect.setAttribute('rx', Math.max(0, Math.min(node.cornerRadius, Math.min(width, height) / 2)));
          group.setAttribute('clip-path', 'url(#' + box.clipId + ')');
        } else {
          group.removeAttribute('clip-path');
        }
      }

      function Player(root) {
        var self = this;
        this.root = root;
        root.fluidPlayer = this;
        var boxes = root.querySelectorAll('.stage-box');
        var ids = root.getAttribute('data-traces').split(' ');
        this.sides = [];
        ids.forEach(function (id, index) {
          var data = document.getElementById(id);
          if (data && boxes[index]) { self.sides.push(new Side(boxes[index], JSON.parse(data.textContent))); }
        });
        var all = [];
        this.sides.forEach(function (side) { all = all.concat(side.times); });
        all.sort(function (a, b) { return a - b; });
        this.times = all.filter(function (time, index) { return index === 0 || time !== all[index - 1]; });
        this.start = Number(root.getAttribute('data-start'));
        this.end = Number(root.getAttribute('data-end'));
        this.time = this.start;
        this.speed = 1;
        this.playing = false;
        this.token = 0;
        this.playButton = root.querySelector('button.play');
        this.loopBox = root.querySelector('input.loop');
        this.clock = root.querySelector('.clock');
        this.timeline = root.querySelector('svg.timeline');
        this.playhead = root.querySelector('.playhead');
        this.playButton.addEventListener('click', function () { self.toggle(); });
        root.querySelector('button.restart').addEventListener('click', function () {
          self.seek(self.start);
          self.play();
        });
        root.querySelector('button.back').addEventListener('click', function () { self.step(-1); });
        root.querySelector('button.forward').addEventListener('click', function () { self.step(1); });
        var speedButtons = root.querySelectorAll('button.speed');
        Array.prototype.forEach.call(speedButtons, function (button) {
          button.addEventListener('click', function () {
            self.speed = Number(button.getAttribute('data-speed'));
            Array.prototype.forEach.call(speedButtons, function (other) {
              other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
            });
          });
        });
        var dragging = false;
        function seekAt(event) {
          var box = self.timeline.getBoundingClientRect();
          var fraction = Math.min(Math.max((event.clientX - box.left) / (box.width || 1), 0), 1);
          self.pause();
          self.seek(self.start + fraction * (self.end - self.start));
        }
        this.timeline.addEventListener('pointerdown', function (event) {
          dragging = true;
          current = self;
          if (self.timeline.setPointerCapture) { self.timeline.setPointerCapture(event.pointerId); }
          seekAt(event);
        });
        this.timeline.addEventListener('pointermove', function (event) { if (dragging) { seekAt(event); } });
        this.timeline.addEventListener('pointerup', function () { dragging = false; });
        root.addEventListener('pointerdown', function () { current = self; });
        root.addEventListener('focusin', function () { current = self; });
        root.removeAttribute('hidden');
        this.render();
      }

      Player.prototype.render = function () {
        var time = Math.min(this.time, this.end);
        var frames = this.sides.map(function (side) { return side.show(time); });
        this.root.setAttribute('data-frame', String(frames.length ? frames[0] : 0));
        this.root.setAttribute('data-time', String(time));
        this.root.setAttribute('data-playing', this.playing ? 'true' : 'false');
        this.playButton.textContent = this.playing ? '❚❚ pause' : '▶ play';
        this.clock.textContent = fixed(time, 3) + ' s';
        var length = this.end > this.start ? this.end - this.start : 1;
        var x = String(1000 * Math.min(Math.max((time - this.start) / length, 0), 1));
        this.playhead.setAttribute('x1', x);
        this.playhead.setAttribute('x2', x);
      };

      Player.prototype.seek = function (time) {
        this.time = Math.min(Math.max(time, this.start), this.end);
        this.render();
      };

      Player.prototype.step = function (direction) {
        if (!this.times.length) { return; }
        this.pause();
        var index = lastAtOrBefore(this.times, Math.min(this.time, this.end));
        var next = Math.min(Math.max(index + direction, 0), this.times.length - 1);
        this.seek(this.times[next]);
      };

      Player.prototype.toggle = function () {
        if (this.playing) { this.pause(); } else { this.play(); }
      };

      Player.prototype.pause = function () {
        this.playing = false;
        this.token += 1;
        this.render();
      };

      Player.prototype.play = function () {
        if (this.playing) { return; }
        if (this.time >= this.end) { this.time = this.start; }
        this.playing = true;
        var self = this;
        var token = this.token += 1;
        var last = null;
        function tick(timestamp) {
          if (token !== self.token || !self.playing) { return; }
          if (last !== null) {
            var time = self.time + (timestamp - last) / 1000 * self.speed;
            if (time > self.end) {
              if (!self.loopBox.checked) {
                time = self.end;
                self.playing = false;
              } else if (time > self.end + HOLD) {
                time = self.start;
              }
            }
            self.time = time;
          }
          last = timestamp;
          self.render();
          if (self.playing) { window.requestAnimationFrame(tick); }
        }
        this.render();
        window.requestAnimationFrame(tick);
      };

      function playerOf(element) {
        while (element && element !== document) {
          if (element.fluidPlayer) { return element.fluidPlayer; }
          element = element.parentNode;
        }
        return null;
      }

      // The player in view, nearest the top; the first one if none is.
      function inView() {
        for (var i = 0; i < players.length; i += 1) {
          var box = players[i].root.getBoundingClientRect();
          if (box.bottom > 0 && box.top < window.innerHeight) { return players[i]; }
        }
        return players[0] || null;
      }

      function onKey(event) {
        if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) { return; }
        var tag = event.target && event.target.tagName ? event.target.tagName.toLowerCase() : '';
        if (tag === 'input' || tag === 'select' || tag === 'textarea') { return; }
        var player = playerOf(event.target) || current || inView();
        if (!player) { return; }
        if (event.key === ' ' || event.key === 'Spacebar') {
          if (tag === 'button') { return; }
          player.toggle();
        } else if (event.key === 'ArrowRight') {
          player.step(1);
        } else if (event.key === 'ArrowLeft') {
          player.step(-1);
        } else {
          return;
        }
        current = player;
        event.preventDefault();
      }

      // #ID&t=SECONDS: the player of element ID becomes the current one, paused at SECONDS.
      function seekFromHash() {
        var parts = window.location.hash.slice(1).split('&');
        if (!parts[0]) { return; }
        var element = document.getElementById(decodeURIComponent(parts[0]));
        var root = element && (element.fluidPlayer ? element : element.querySelector('.player'));
        if (!root || !root.fluidPlayer) { return; }
        current = root.fluidPlayer;
        for (var i = 1; i < parts.length; i += 1) {
          var pair = parts[i].split('=');
          var time = Number(pair[1]);
          if (pair[0] === 't' && pair.length === 2 && pair[1] !== '' && isFinite(time)) {
            current.pause();
            current.seek(time);
          }
        }
        if (parts.length > 1) { element.scrollIntoView(); }
      }

      function start() {
        var roots = document.querySelectorAll('.player');
        for (var i = 0; i < roots.length; i += 1) { players.push(new Player(roots[i])); }
        document.addEventListener('keydown', onKey);
        window.addEventListener('hashchange', seekFromHash);
        seekFromHash();
      }

      if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', start);
      } else {
        start();
      }
    })();
    //]]>
    </script>

    """#
}
