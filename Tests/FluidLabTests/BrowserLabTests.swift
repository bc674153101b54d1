import FluidLabKit
import Foundation
import Testing

/// Chromium, when this machine has it: `$FLUID_LAB_CHROMIUM`, or `chromium`,
/// `chromium-browser` or `google-chrome` on the `PATH`. CI installs Debian's `chromium` and sets
/// `FLUID_LAB_REQUIRE_BROWSER=1`, which turns a missing browser into a failure instead of a
/// skip.
enum Chromium {
  static let executable: URL? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["FLUID_LAB_CHROMIUM"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in directories {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }()

  /// Whether the tests must run (CI), so a missing browser fails them.
  static var isRequired: Bool {
    ProcessInfo.processInfo.environment["FLUID_LAB_REQUIRE_BROWSER"] == "1"
  }

  /// Whether the browser tests run: with a browser, or when required (to fail loudly).
  static var runsTests: Bool {
    if executable == nil && !isRequired {
      FileHandle.standardError.write(
        Data(
          ("\n*** fluid-lab: Chromium was not found: the report's browser tests are SKIPPED."
            + " Install it (Debian: apt-get install -y chromium) or set FLUID_LAB_CHROMIUM. ***\n\n")
            .utf8))
    }
    return executable != nil || isRequired
  }

  /// The DOM of `url` after its scripts ran, as Chromium serialises it (`--dump-dom`).
  static func dumpDOM(_ url: String) throws -> String {
    let executable = try #require(
      executable, "Chromium is required (FLUID_LAB_REQUIRE_BROWSER=1) but was not found")
    let scratch = try makeLabTemporaryDirectory()
    let output = scratch.appendingPathComponent("dom.html")
    let errors = scratch.appendingPathComponent("stderr.txt")
    try Data().write(to: output)
    try Data().write(to: errors)
    let process = Process()
    process.executableURL = executable
    var arguments = [
      "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
      "--disable-extensions", "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
      "--virtual-time-budget=5000", "--dump-dom", url,
    ]
    // Chromium's sandbox refuses to run as root (CI containers).
    if getuid() == 0 { arguments.insert("--no-sandbox", at: 0) }
    process.arguments = arguments
    let outputHandle = try FileHandle(forWritingTo: output)
    let errorHandle = try FileHandle(forWritingTo: errors)
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    try process.run()
    // A safety net for a browser that hangs, not a timing assertion.
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try outputHandle.close()
    try errorHandle.close()
    let dom = try String(contentsOf: output, encoding: .utf8)
    if process.terminationStatus != 0 || dom.isEmpty {
      let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      Issue.record(
        "chromium exited with \(process.terminationStatus) for \(url): \(stderr.suffix(2000))")
    }
    return dom
  }
}

/// A start tag of the dumped DOM: its name, attributes, and where it ends in the text.
private struct DOMTag {
  var name: String
  var attributes: [String: String]
  var end: String.Index

  /// Every start tag named `name` in `text`, in order.
  static func all(_ name: String, in text: Substring) -> [DOMTag] {
    var tags: [DOMTag] = []
    var rest = text[...]
    while let start = rest.range(of: "<\(name) ") ?? rest.range(of: "<\(name)>") {
      guard let close = rest[start.upperBound...].firstIndex(of: ">") else { break }
      let body = rest[start.upperBound..<close]
      var attributes: [String: String] = [:]
      var scan = body[...]
      while let equals = scan.range(of: "=\"") {
        let key = scan[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
        guard let quote = scan[equals.upperBound...].firstIndex(of: "\"") else { break }
        attributes[key] = String(scan[equals.upperBound..<quote])
          .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&amp;", with: "&")
        scan = scan[scan.index(after: quote)...]
      }
      tags.append(DOMTag(name: name, attributes: attributes, end: rest.index(after: close)))
      rest = rest[rest.index(after: close)...]
    }
    return tags
  }

  /// The text after this tag up to the next `<`.
  func text(in dom: Substring) -> String {
    String(dom[end...].prefix { $0 != "<" })
  }
}

/// The report's player in a real browser (Chromium, headless): seeking from the URL, the
/// nodes it draws and its readout against the trace `fluid-lab run` prints, and its keyboard
/// and speed controls.
@MainActor
@Suite("Lab: report player in a browser", .serialized, .enabled(if: Chromium.runsTests))
struct BrowserLabTests {
  /// Gallery scenarios to check, each at one time (seconds): flicked, zoomed and shrunk,
  /// a sheet with corner radius and dimming, a scale transform, a re-grab, and presented
  /// sheets: springing to large, under the keyboard, and handed to the dismissal.
  private let cases: [(id: String, time: Double)] = [
    ("slide-pop-flick", 0.12), ("zoom-pop-grabAndReverse", 0.26),
    ("sheet-dismiss-interactiveFinish", 0.33), ("scale-push-animated", 0.151),
    ("sheet-dismiss-detentFlick", 0.2), ("sheet-dismiss-keyboard", 0.2),
    ("sheet-dismiss-throwToDismiss", 0.15),
    ("drawer-dismiss-regrabDuringSettle", 0.61),
    // The zoom's group: mid cross-fade with a caption, and pinching after a drag.
    ("zoom-push-photoAndCaption", 0.085), ("zoom-dismiss-dragThenPinch", 0.22),
  ]

  /// The scenario of gallery section `id`, from the shared gallery report.
  private func galleryScenario(_ id: String) throws -> JSONValue {
    let root = try SharedGallery.report.get().root
    let section = try #require(
      root.elements("section").first { $0.attributes["id"] == id }, "\(id)")
    return try JSONValue.parse(try #require(section.elements("pre", class: "json").first).allText)
  }

  /// Writes `run --report` for `scenario` as `NAME.json` and returns the report's file URL.
  private func runReport(_ scenario: JSONValue, name: String) throws -> URL {
    let path = try writeScenarioFile(scenario.text, name: "\(name).json")
    let directory = try makeLabTemporaryDirectory()
    let result = FluidLab.run(["run", path, "--report", directory.path])
    try #require(result.status == 0, "\(result.standardError)")
    return directory.appendingPathComponent(LabReport.fileName)
  }

  /// The last frame at or before `time`, the first one if none is.
  private func frameIndex(_ frames: [JSONValue], at time: Double) -> Int {
    max(frames.lastIndex { ($0["t"]?.number ?? .infinity) <= time } ?? 0, 0)
  }

  /// Checks one stage of the dumped DOM against frame `index` of `trace`: each node where the
  /// trace puts it (its frame's corners after its transform about its centre, to 0.5 pt), with
  /// its alpha, hidden and in-container state, in the z-order; the readout's frame and
  /// progress.
  private func expectStage(
    _ box: Substring, shows trace: JSONValue, at time: Double, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let frames = try #require(trace["frames"]?.array)
    let index = frameIndex(frames, at: time)
    let frame = frames[index]
    let figure = try #require(DOMTag.all("figure", in: box).first)
    #expect(
      figure.attributes["data-frame"] == "\(index)", "\(label)", sourceLocation: sourceLocation)
    let progress = try #require(frame["progress"]?.number)
    let readout = try #require(
      DOMTag.all("span", in: box).first { $0.attributes["class"] == "r-progress" })
    let shown = try #require(Double(readout.text(in: box)), "\(label): readout")
    #expect(
      abs(shown - progress) <= 5e-5 + 1e-12, "\(label): readout \(shown) for \(progress)",
      sourceLocation: sourceLocation)
    let rects = DOMTag.all("rect", in: box).filter { $0.attributes["data-role"] != nil }
    let nodes = try #require(frame["nodes"]?.members)
    #expect(Set(rects.compactMap { $0.attributes["data-role"] }).isSuperset(of: nodes.map(\.0)))
    var drawn: [String] = []
    for (role, node) in nodes {
      let rect = try #require(
        rects.first { $0.attributes["data-role"] == role }, "\(label) \(role)")
      guard node["inContainer"]?.bool == true else {
        #expect(
          rect.attributes["display"] == "none", "\(label) \(role)", sourceLocation: sourceLocation)
        continue
      }
      drawn.append(role)
      #expect(
        rect.attributes["display"] == "inline", "\(label) \(role)", sourceLocation: sourceLocation)
      let x = try #require(node["x"]?.number)
      let y = try #require(node["y"]?.number)
      let width = try #require(node["width"]?.number)
      let height = try #require(node["height"]?.number)
      let transform = node["transform"]?.array?.compactMap(\.number) ?? []
      try #require(transform.count == 6, "\(label) \(role): transform")
      let t = transform
      // UIKit: the transform applies about the frame's centre, then the translation.
      let centre = (x: x + width / 2, y: y + height / 2)
      func expected(_ px: Double, _ py: Double) -> (Double, Double) {
        let dx = px - centre.x
        let dy = py - centre.y
        return (t[0] * dx + t[2] * dy + centre.x + t[4], t[1] * dx + t[3] * dy + centre.y + t[5])
      }
      let domX = try #require(Double(rect.attributes["x"] ?? ""))
      let domY = try #require(Double(rect.attributes["y"] ?? ""))
      let domWidth = try #require(Double(rect.attributes["width"] ?? ""))
      let domHeight = try #require(Double(rect.attributes["height"] ?? ""))
      let matrixText = try #require(rect.attributes["transform"])
      let m = matrixText.dropFirst("matrix(".count).dropLast().split(separator: " ").compactMap {
        Double($0)
      }
      try #require(m.count == 6, "\(label) \(role): \(matrixText)")
      func drawnAt(_ px: Double, _ py: Double) -> (Double, Double) {
        (m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5])
      }
      let corners = [(x, y), (x + width, y), (x, y + height), (x + width, y + height)]
      let domCorners = [
        (domX, domY), (domX + domWidth, domY), (domX, domY + domHeight),
        (domX + domWidth, domY + domHeight),
      ]
      for (corner, domCorner) in zip(corners, domCorners) {
        let want = expected(corner.0, corner.1)
        let got = drawnAt(domCorner.0, domCorner.1)
        #expect(
          abs(want.0 - got.0) <= 0.5 && abs(want.1 - got.1) <= 0.5,
          "\(label) \(role): corner at \(got), the trace says \(want)",
          sourceLocation: sourceLocation)
      }
      if node["hidden"]?.bool == true {
        #expect(rect.attributes["data-hidden"] == "true", "\(label) \(role)")
      } else {
        let alpha = try #require(node["alpha"]?.number)
        let opacity = try #require(Double(rect.attributes["fill-opacity"] ?? ""))
        #expect(
          abs(opacity - alpha) <= 1e-6, "\(label) \(role): alpha", sourceLocation: sourceLocation)
      }
    }
    // Back to front, as the container draws them.
    let byDepth = drawn.sorted {
      (frame["nodes"]?[$0]?["zIndex"]?.number ?? 0) < (frame["nodes"]?[$1]?["zIndex"]?.number ?? 0)
    }
    let domOrder = rects.compactMap { $0.attributes["data-role"] }.filter { drawn.contains($0) }
    #expect(domOrder == byDepth, "\(label): z-order", sourceLocation: sourceLocation)
  }

  /// The section `id` of the DOM, and its stage boxes.
  private func stages(_ dom: String, section id: String) throws -> [Substring] {
    let start = try #require(dom.range(of: "<section id=\"\(id)\""), "section \(id)")
    let end = dom[start.upperBound...].range(of: "</section>")?.lowerBound ?? dom.endIndex
    let section = dom[start.lowerBound..<end]
    var boxes: [Substring] = []
    var rest = section
    // Each box up to its end: the filmstrips after the player draw nodes of their own.
    while let box = rest.range(of: "<figure class=\"stage-box\"") {
      let next = rest[box.upperBound...].range(of: "</figure>")?.upperBound ?? rest.endIndex
      boxes.append(rest[box.lowerBound..<next])
      rest = rest[next...]
    }
    return boxes
  }

  @Test("index.html#ID&t=T shows each node where the trace says, and the trace's progress")
  func seekingFromTheURLShowsTheTrace() throws {
    for (id, time) in cases {
      let scenario = try galleryScenario(id)
      let trace = try runScenario(scenario)
      let report = try runReport(scenario, name: id)
      let dom = try Chromium.dumpDOM(report.absoluteString + "#\(id)&t=\(time)")
      let boxes = try stages(dom, section: id)
      try #require(boxes.count == 1, "\(id)")
      try expectStage(boxes[0], shows: trace, at: time, "\(id) at \(time) s")
      #expect(dom.contains("id=\"player-\(id)\""), "\(id)")
      #expect(!dom.contains("id=\"player-\(id)\" hidden"), "\(id): the player is shown")
    }
  }

  /// Where `corner` of the node `role` of `frame` (in its own frame's coordinates, before its
  /// transform) is shown in the container: its transform about its centre, then, for each node
  /// it is nested in, that node's origin and transform about its centre.
  private func containerPoint(
    _ corner: (Double, Double), of role: String, in frame: JSONValue
  ) throws -> (Double, Double) {
    var point = corner
    var current: String? = role
    var depth = 0
    while let name = current, let node = frame["nodes"]?[name], depth < 8 {
      let x = try #require(node["x"]?.number)
      let y = try #require(node["y"]?.number)
      let width = try #require(node["width"]?.number)
      let height = try #require(node["height"]?.number)
      let t = node["transform"]?.array?.compactMap(\.number) ?? [1, 0, 0, 1, 0, 0]
      let centre = (x: x + width / 2, y: y + height / 2)
      let dx = point.0 - centre.x
      let dy = point.1 - centre.y
      point = (t[0] * dx + t[2] * dy + centre.x + t[4], t[1] * dx + t[3] * dy + centre.y + t[5])
      current = node["parent"]?.string
      if let parent = current, let origin = frame["nodes"]?[parent] {
        point = (point.0 + (origin["x"]?.number ?? 0), point.1 + (origin["y"]?.number ?? 0))
      }
      depth += 1
    }
    return point
  }

  @Test("A zoom's content snapshots are drawn inside their flight, clipped to it, at its alpha")
  func nestedNodesAreDrawnInsideTheirParent() throws {
    let cases: [(id: String, time: Double)] = [
      ("zoom-push-photoAndCaption", 0.085), ("zoom-dismiss-dragThenPinch", 0.22),
      ("zoom-dismiss-cellRemoved", 0.2),
    ]
    for (id, time) in cases {
      let scenario = try galleryScenario(id)
      let trace = try runScenario(scenario)
      let frames = try #require(trace["frames"]?.array)
      let frame = frames[frameIndex(frames, at: time)]
      let report = try runReport(scenario, name: id)
      // A page script that measures, in the browser, where each node's rectangle and the
      // clip around it are drawn, in the stage's container coordinates.
      let measure = """
        <script>
        (function () {
          function run() {
            var root = document.getElementById('player-\(id)');
            var layer = root.querySelector('svg.stage g.nodes');
            var base = layer.getCTM().inverse();
            function corners(element, x, y, width, height) {
              var m = base.multiply(element.getCTM());
              return [[x, y], [x + width, y], [x, y + height], [x + width, y + height]].map(function (p) {
                return [m.a * p[0] + m.c * p[1] + m.e, m.b * p[0] + m.d * p[1] + m.f];
              });
            }
            function number(element, name) { return Number(element.getAttribute(name)); }
            var out = {};
            Array.prototype.forEach.call(layer.querySelectorAll('rect.node'), function (rect) {
              var entry = {
                display: rect.getAttribute('display'),
                corners: corners(rect, number(rect, 'x'), number(rect, 'y'), number(rect, 'width'), number(rect, 'height')),
                opacity: 1
              };
              for (var node = rect.parentNode; node && node !== layer; node = node.parentNode) {
                if (node.getAttribute('opacity') !== null) { entry.opacity *= Number(node.getAttribute('opacity')); }
                var clip = node.getAttribute('clip-path');
                if (clip && !entry.clip) {
                  var shape = document.getElementById(clip.slice(5, -1)).querySelector('rect');
                  entry.clip = corners(node, number(shape, 'x'), number(shape, 'y'), number(shape, 'width'), number(shape, 'height'));
                  entry.clipRadius = number(shape, 'rx');
                }
              }
              out[rect.getAttribute('data-role')] = entry;
            });
            var pre = document.createElement('pre');
            pre.id = 'fluid-lab-test-result';
            pre.textContent = JSON.stringify(out);
            document.body.appendChild(pre);
          }
          if (document.readyState === 'loading') { document.addEventListener('DOMContentLoaded', run); } else { run(); }
        })();
        </script>
        """
      var html = try String(contentsOf: report, encoding: .utf8)
      let body = try #require(html.range(of: "</body>", options: .backwards))
      html.replaceSubrange(body, with: measure + "</body>")
      let page = report.deletingLastPathComponent().appendingPathComponent("nested.html")
      try Data(html.utf8).write(to: page)
      let dom = try Chromium.dumpDOM(page.absoluteString + "#\(id)&t=\(time)")
      let marker = "<pre id=\"fluid-lab-test-result\">"
      let open = try #require(dom.range(of: marker), "\(id): the page script did not finish")
      let json = dom[open.upperBound...].prefix { $0 != "<" }
        .replacingOccurrences(of: "&quot;", with: "\"")
      let drawn = try JSONValue.parse(json)
      var nested = 0
      for (role, node) in try #require(frame["nodes"]?.members) {
        guard node["inContainer"]?.bool == true, let parent = node["parent"]?.string else {
          continue
        }
        let entry = try #require(drawn[role], "\(id): \(role) is not drawn")
        #expect(entry["display"] == .string("inline"), "\(id) \(role)")
        let x = try #require(node["x"]?.number)
        let y = try #require(node["y"]?.number)
        let width = try #require(node["width"]?.number)
        let height = try #require(node["height"]?.number)
        let points = try #require(entry["corners"]?.array)
        for (index, corner) in [(x, y), (x + width, y), (x, y + height), (x + width, y + height)]
          .enumerated()
        {
          let want = try containerPoint(corner, of: role, in: frame)
          let got = points[index].array?.compactMap { $0.number } ?? []
          #expect(
            got.count == 2 && abs(got[0] - want.0) <= 0.5 && abs(got[1] - want.1) <= 0.5,
            "\(id) \(role): corner drawn at \(got), the trace composes \(want)")
        }
        // The alpha it is drawn at: its parent's, through the group it is nested in.
        let parentAlpha = try #require(frame["nodes"]?[parent]?["alpha"]?.number)
        #expect(
          abs((entry["opacity"]?.number ?? -1) - parentAlpha) <= 1e-6, "\(id) \(role): opacity")
        // Clipped to its flight: the clip is the flight's own rectangle, rounded as it is.
        if frame["nodes"]?[parent]?["clips"] == .bool(true) {
          let clip = try #require(entry["clip"]?.array, "\(id) \(role): not clipped")
          let flight = try #require(drawn[parent]?["corners"]?.array)
          for (a, b) in zip(clip, flight) {
            let p = a.array?.compactMap(\.number) ?? []
            let q = b.array?.compactMap(\.number) ?? []
            #expect(
              p.count == 2 && q.count == 2 && abs(p[0] - q[0]) <= 0.5 && abs(p[1] - q[1]) <= 0.5,
              "\(id) \(role): clip corner \(p), flight corner \(q)")
          }
          let radius = try #require(frame["nodes"]?[parent]?["cornerRadius"]?.number)
          #expect(abs((entry["clipRadius"]?.number ?? -1) - radius) <= 0.01, "\(id) \(role)")
        }
        nested += 1
      }
      #expect(nested >= 2, "\(id): \(nested) nested nodes drawn")
    }
  }

  /// Runs `script` (a function body that returns a JSON-able value) in the default gallery's
  /// page once its players are ready, and returns what it returned.
  private func measureGallery(_ script: String, name: String) throws -> JSONValue {
    let report = SharedGallery.run.directory.appendingPathComponent(LabReport.fileName)
    let page = """
      <script>
      (function () {
        function measure() {
      \(script)
        }
        function run() {
          var pre = document.createElement('pre');
          pre.id = 'fluid-lab-test-result';
          pre.textContent = JSON.stringify(measure());
          document.body.appendChild(pre);
        }
        if (document.readyState === 'loading') { document.addEventListener('DOMContentLoaded', run); } else { run(); }
      })();
      </script>
      """
    var html = try String(contentsOf: report, encoding: .utf8)
    let body = try #require(html.range(of: "</body>", options: .backwards))
    html.replaceSubrange(body, with: page + "</body>")
    let file = try makeLabTemporaryDirectory().appendingPathComponent("\(name).html")
    try Data(html.utf8).write(to: file)
    let dom = try Chromium.dumpDOM(file.absoluteString)
    let marker = "<pre id=\"fluid-lab-test-result\">"
    let open = try #require(dom.range(of: marker), "\(name): the page script did not finish")
    let json = dom[open.upperBound...].prefix { $0 != "<" }
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    return try JSONValue.parse(json)
  }

  /// Issue 26: flat rectangles with no key to their colours.
  @Test("Every player and filmstrip has a key of the nodes it draws, in their colours")
  func everyFigureHasAColourKey() throws {
    let result = try measureGallery(
      """
      var problems = [], players = 0, filmstrips = 0, entries = 0;
      function colour(element, property) { return getComputedStyle(element)[property]; }
      function keyOf(list) {
        var key = {};
        Array.prototype.forEach.call(list.querySelectorAll('li[data-role]'), function (item) {
          key[item.getAttribute('data-role')] = colour(item.querySelector('.swatch'), 'backgroundColor');
          entries += 1;
        });
        return key;
      }
      function compare(name, key, drawn) {
        var keys = Object.keys(key).sort().join(' '), roles = Object.keys(drawn).sort().join(' ');
        if (keys !== roles) { problems.push(name + ': key [' + keys + '], draws [' + roles + ']'); }
        Object.keys(drawn).forEach(function (role) {
          if (key[role] && key[role] !== drawn[role]) {
            problems.push(name + ': ' + role + ' keyed ' + key[role] + ', drawn ' + drawn[role]);
          }
        });
      }
      Array.prototype.forEach.call(document.querySelectorAll('.player'), function (root) {
        players += 1;
        var player = root.fluidPlayer, drawn = {};
        var list = root.querySelector('ul.key[data-key="player"]');
        if (!list) { problems.push(root.id + ': no key'); return; }
        player.times.forEach(function (time) {
          player.seek(time);
          Array.prototype.forEach.call(root.querySelectorAll('svg.stage rect.node'), function (rect) {
            if (rect.getAttribute('display') === 'inline') {
              drawn[rect.getAttribute('data-role')] = colour(rect, 'stroke');
            }
          });
        });
        compare(root.id, keyOf(list), drawn);
      });
      Array.prototype.forEach.call(document.querySelectorAll('svg.filmstrip'), function (strip) {
        filmstrips += 1;
        var figure = strip.parentNode, list = figure.nextElementSibling;
        var name = figure.parentNode.id + ' filmstrip ' + filmstrips;
        if (!list || !list.matches('ul.key[data-key="filmstrip"]')) { problems.push(name + ': no key'); return; }
        var drawn = {};
        Array.prototype.forEach.call(strip.querySelectorAll('rect.node'), function (rect) {
          drawn[rect.getAttribute('data-role')] = colour(rect, 'stroke');
        });
        compare(name, keyOf(list), drawn);
      });
      return { problems: problems, players: players, filmstrips: filmstrips, entries: entries };
      """, name: "keys")
    #expect(result["problems"]?.array == [], "\(result["problems"]?.text ?? "")")
    let root = try SharedGallery.report.get().root
    #expect(result["players"]?.number == Double(root.elements("div", class: "player").count))
    #expect(result["filmstrips"]?.number == Double(root.elements("svg", class: "filmstrip").count))
    #expect((result["entries"]?.number ?? 0) > 200)
  }

  /// Issue 26: "to / dimming / shadow / from" piled on top of each other.
  @Test("No two filmstrip labels overlap in the browser; player nodes name their role on hover")
  func labelsNeverOverlap() throws {
    let result = try measureGallery(
      """
      var problems = [], labels = 0;
      Array.prototype.forEach.call(document.querySelectorAll('svg.filmstrip'), function (strip, index) {
        var boxes = Array.prototype.map.call(strip.querySelectorAll('text.label'), function (text) {
          labels += 1;
          var box = text.getBoundingClientRect();
          return { text: text.textContent, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
        });
        boxes.forEach(function (a, i) {
          boxes.slice(i + 1).forEach(function (b) {
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
              problems.push(strip.parentNode.parentNode.id + ' (' + index + '): "' + a.text + '" '
                + JSON.stringify(a) + ' overlaps "' + b.text + '" ' + JSON.stringify(b));
            }
          });
        });
      });
      var untitled = 0;
      Array.prototype.forEach.call(document.querySelectorAll('svg.stage g.node-box'), function (box) {
        var title = box.querySelector('title');
        if (!title || title.textContent !== box.getAttribute('data-role')) { untitled += 1; }
      });
      return { problems: problems.slice(0, 20), overlaps: problems.length, labels: labels, untitled: untitled };
      """, name: "labels")
    #expect(result["overlaps"]?.number == 0, "\(result["problems"]?.text ?? "")")
    #expect((result["labels"]?.number ?? 0) > 500, "\(result["labels"]?.text ?? "")")
    #expect(result["untitled"]?.number == 0)
  }

  /// Issue 26: the plot showed 0 while the finger held the transition and a step at the
  /// release, the jump the library removes.
  @Test("At each comparison's release the library's on-screen velocity is continuous, B steps")
  func onScreenVelocityAtRelease() throws {
    let result = try measureGallery(
      """
      var out = [];
      Array.prototype.forEach.call(document.querySelectorAll('section.comparison'), function (section) {
        var plot = section.querySelector('svg.plot');
        function scale(name) { return Number(plot.getAttribute('data-' + name)); }
        var ids = section.querySelector('.player').getAttribute('data-traces').split(' ');
        ['A', 'B'].forEach(function (side, index) {
          var trace = JSON.parse(document.getElementById(ids[index]).textContent);
          var line = plot.querySelector('polyline.velocity[data-series="' + side + '"]');
          var points = Array.prototype.map.call(line.points, function (point) {
            return { x: point.x, v: (scale('velocity-origin') - point.y) / scale('velocity-scale') };
          });
          trace.events.filter(function (event) { return event.type === 'release'; }).forEach(function (release) {
            var x = scale('time-origin') + release.t * scale('time-scale');
            var at = points.filter(function (point) { return Math.abs(point.x - x) <= 0.051; });
            out.push({
              section: section.id, side: side, t: release.t, plotted: at.map(function (point) { return point.v; }),
              finger: release.velocity,
              leaving: release.springInitialVelocity * ((release.target === 'end' ? 1 : 0) - release.progress),
              tolerance: 0.05 / scale('velocity-scale')
            });
          });
        });
      });
      return out;
      """, name: "velocity")
    let releases = try #require(result.array)
    #expect(releases.count >= 14, "\(releases.count) releases")
    for release in releases {
      let label = "\(release["section"]?.string ?? "?") \(release["side"]?.string ?? "?")"
      let plotted = release["plotted"]?.array?.compactMap(\.number) ?? []
      let finger = try #require(release["finger"]?.number)
      let leaving = try #require(release["leaving"]?.number)
      // The points are written to a tenth of a pixel: half of it, in velocity.
      let tolerance = try #require(release["tolerance"]?.number) + 1e-9
      try #require(plotted.count >= 2, "\(label): \(plotted)")
      let before = plotted[0]
      let after = plotted[plotted.count - 1]
      #expect(abs(before - finger) <= tolerance, "\(label): \(before), the finger \(finger)")
      #expect(abs(after - leaving) <= tolerance, "\(label): \(after), leaves at \(leaving)")
      if release["side"]?.string == "A" {
        // The library leaves the finger at its speed: no step on screen.
        #expect(abs(leaving - finger) <= 1e-9 * max(1, abs(finger)), "\(label)")
        #expect(abs(after - before) <= 2 * tolerance, "\(label): \(before) → \(after)")
      } else {
        // The baseline's jump, as large on screen as the trace says.
        #expect(abs(leaving - finger) > 0.5, "\(label): \(finger) → \(leaving)")
        #expect(
          abs((after - before) - (leaving - finger)) <= 2 * tolerance,
          "\(label): plotted \(before) → \(after), the trace \(finger) → \(leaving)")
      }
    }
  }

  @Test("A presented sheet's player draws the keyboard and reads out the sheet")
  func sheetPlayerDrawsTheKeyboard() throws {
    let id = "sheet-dismiss-keyboard"
    let scenario = try galleryScenario(id)
    let trace = try runScenario(scenario)
    let frames = try #require(trace["frames"]?.array)
    let report = try runReport(scenario, name: id)
    for time in [0.05, 0.2, 0.5] {
      let dom = try Chromium.dumpDOM(report.absoluteString + "#\(id)&t=\(time)")
      let boxes = try stages(dom, section: id)
      try #require(boxes.count == 1)
      try expectStage(boxes[0], shows: trace, at: time, "\(id) at \(time) s")
      let sheet = try #require(frames[frameIndex(frames, at: time)]["sheet"])
      let height = try #require(sheet["keyboardHeight"]?.number)
      let keyboard = try #require(
        DOMTag.all("rect", in: boxes[0]).first { $0.attributes["class"] == "keyboard" })
      if height > 0 {
        #expect(keyboard.attributes["display"] == "inline", "\(time)")
        #expect(
          Double(keyboard.attributes["y"] ?? "").map { abs($0 - (844 - height)) < 1e-6 } == true,
          "\(time): \(keyboard.attributes)")
        #expect(
          Double(keyboard.attributes["height"] ?? "").map { abs($0 - height) < 1e-6 } == true,
          "\(time)")
      } else {
        #expect(keyboard.attributes["display"] == "none", "\(time)")
      }
      let readout = try #require(
        DOMTag.all("span", in: boxes[0]).first { $0.attributes["class"] == "r-sheet" })
      let text = readout.text(in: boxes[0])
      #expect(text.hasPrefix("422.0 pt · medium · resting"), "\(time): \(text)")
      #expect(text.hasSuffix(String(format: "keyboard %.1f pt", height)), "\(time): \(text)")
    }
  }

  @Test("The default gallery's own page seeks and draws the same way")
  func galleryPageSeeks() throws {
    let (id, time) = ("zoom-pop-regrabDuringSettle", 0.52)
    let trace = try runScenario(try galleryScenario(id))
    let report = SharedGallery.run.directory.appendingPathComponent(LabReport.fileName)
    let dom = try Chromium.dumpDOM(report.absoluteString + "#\(id)&t=\(time)")
    let boxes = try stages(dom, section: id)
    try #require(boxes.count == 1)
    try expectStage(boxes[0], shows: trace, at: time, "gallery \(id) at \(time) s")
  }

  @Test("A compare page shows both sides in lockstep, each where its trace says")
  func comparePageSeeksBothSides() throws {
    let scenario = try galleryScenario("slide-pop-flick")
    let path = try writeScenarioFile(scenario.text, name: "flick.json")
    let directory = try makeLabTemporaryDirectory()
    let result = FluidLab.run([
      "compare", path, "--baseline", "percentDriven", "--report", directory.path,
    ])
    try #require(result.status == 0, "\(result.standardError)")
    guard case .object(var members) = scenario,
      let driver = members.firstIndex(where: { $0.0 == "driver" })
    else {
      Issue.record("the gallery's scenario echoes its driver")
      return
    }
    members[driver].1 = .string("percentDriven")
    let traces = [try runScenario(scenario), try runScenario(.object(members))]
    let report = directory.appendingPathComponent(LabReport.fileName)
    for time in [0.09, 0.2] {
      let dom = try Chromium.dumpDOM(report.absoluteString + "#flick&t=\(time)")
      let boxes = try stages(dom, section: "flick")
      try #require(boxes.count == 2)
      try expectStage(boxes[0], shows: traces[0], at: time, "A at \(time) s")
      try expectStage(boxes[1], shows: traces[1], at: time, "B at \(time) s")
    }
  }

  @Test("Keys step frames and play; speeds scale time; the loop wraps, or stops at the end")
  func keyboardAndSpeedControls() throws {
    let id = "slide-pop-interactiveFinish"
    let scenario = try galleryScenario(id)
    let frames = try #require(try runScenario(scenario)["frames"]?.array)
    let times = frames.compactMap { $0["t"]?.number }
    let report = try runReport(scenario, name: id)
    // A page script that drives the player through the DOM, with a scripted display clock,
    // and writes what the player shows after each step.
    let driver = """
      <script>
      (function () {
        function run() {
          var root = document.getElementById('player-\(id)');
          var log = [];
          function note(label) {
            log.push({ label: label, frame: Number(root.getAttribute('data-frame')),
              playing: root.getAttribute('data-playing') === 'true' });
          }
          function key(name) {
            document.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
          }
          var callbacks = [];
          window.requestAnimationFrame = function (callback) { callbacks.push(callback); return callbacks.length; };
          function frame(timestamp) {
            var pending = callbacks; callbacks = [];
            pending.forEach(function (callback) { callback(timestamp); });
          }
          function speed(value) { root.querySelector('button.speed[data-speed="' + value + '"]').click(); }
          note('loaded');
          key('ArrowRight'); note('right');
          key('ArrowRight'); note('right again');
          key('ArrowLeft'); note('left');
          speed('0.25');
          key(' '); note('space');
          frame(1000); frame(1500); note('half a second at 0.25x');
          key(' '); note('space again');
          for (var i = 0; i < \(times.count + 5); i += 1) { key('ArrowRight'); }
          note('end');
          speed('1');
          key(' '); frame(2000); frame(2050); note('play at the end');
          key(' ');
          for (var j = 0; j < \(times.count + 5); j += 1) { key('ArrowRight'); }
          key('ArrowLeft'); note('one before the end');
          key(' '); frame(3000); frame(3500); note('past the end and the rest');
          key(' ');
          root.querySelector('input.loop').click();
          for (var k = 0; k < \(times.count + 5); k += 1) { key('ArrowRight'); }
          key('ArrowLeft');
          key(' '); frame(4000); frame(4500); note('past the end without loop');
          var out = document.createElement('pre');
          out.id = 'fluid-lab-test-result';
          out.textContent = JSON.stringify(log);
          document.body.appendChild(out);
        }
        if (document.readyState === 'loading') { document.addEventListener('DOMContentLoaded', run); } else { run(); }
      })();
      </script>
      """
    var html = try String(contentsOf: report, encoding: .utf8)
    let body = try #require(html.range(of: "</body>", options: .backwards))
    html.replaceSubrange(body, with: driver + "</body>")
    let page = report.deletingLastPathComponent().appendingPathComponent("keys.html")
    try Data(html.utf8).write(to: page)

    let start = 0.2037
    let dom = try Chromium.dumpDOM(page.absoluteString + "#\(id)&t=\(start)")
    let marker = "<pre id=\"fluid-lab-test-result\">"
    let open = try #require(dom.range(of: marker), "the page script did not finish")
    let json = dom[open.upperBound...].prefix { $0 != "<" }
      .replacingOccurrences(of: "&quot;", with: "\"")
    let log = try #require(try JSONValue.parse(json).array)
    func entry(_ label: String) throws -> (frame: Int, playing: Bool) {
      let item = try #require(log.first { $0["label"]?.string == label }, "\(label)")
      return (Int(item["frame"]?.number ?? -1), item["playing"]?.bool ?? false)
    }
    let loaded = frameIndex(frames, at: start)
    #expect(try entry("loaded") == (loaded, false))
    #expect(try entry("right") == (loaded + 1, false))
    #expect(try entry("right again") == (loaded + 2, false))
    #expect(try entry("left") == (loaded + 1, false))
    #expect(try entry("space").playing)
    // Half a second of display time at 0.25× is 0.125 s of the trace.
    let played = frameIndex(frames, at: times[loaded + 1] + 500.0 / 1000 * 0.25)
    #expect(try entry("half a second at 0.25x") == (played, true))
    #expect(try entry("space again") == (played, false))
    #expect(try entry("end") == (times.count - 1, false))
    // Play at the end starts again from the first frame: 50 ms in.
    #expect(try entry("play at the end") == (frameIndex(frames, at: times[0] + 0.05), true))
    #expect(try entry("one before the end") == (times.count - 2, false))
    // Half a second from the frame before the end passes the end and the 0.3 s rest: it wraps
    // to the start and keeps playing.
    #expect(times[times.count - 2] + 0.5 > times[times.count - 1] + 0.3)
    #expect(try entry("past the end and the rest") == (0, true))
    // Without loop it stops on the last frame.
    #expect(try entry("past the end without loop") == (times.count - 1, false))
  }
}
