import FluidLabKit
import Foundation
import Testing

/// The package's root directory: this file is Tests/FluidLabTests/PosterLabTests.swift.
let labPackageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// `fluid-lab poster` and the posters checked in under docs/.
@MainActor
@Suite("Lab: poster")
struct PosterLabTests {
  /// The words of a shell command line: spaces separate, double quotes group.
  private func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  /// The README's poster commands: the arguments after `fluid-lab`.
  private func readmeCommands() throws -> [[String]] {
    let readme = try String(
      contentsOf: labPackageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    return readme.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "swift run fluid-lab poster ") else { return nil }
      let command = line[range.lowerBound...].trimmingCharacters(
        in: CharacterSet(charactersIn: "` "))
      return Array(words(command).dropFirst(3))
    }
  }

  @Test("The README's posters are what the current code generates, byte for byte")
  func checkedInPostersRegenerateIdentically() throws {
    let commands = try readmeCommands()
    #expect(commands.count == 3, "\(commands)")
    let directory = try makeLabTemporaryDirectory()
    var scenarios: [String] = []
    for command in commands {
      // Paths are relative to the package's root; the output goes to a temporary file.
      var arguments: [String] = []
      var checkedIn: URL?
      var index = 0
      while index < command.count {
        let word = command[index]
        if word == "--out", index + 1 < command.count {
          checkedIn = labPackageRoot.appendingPathComponent(command[index + 1])
          arguments += ["--out", directory.appendingPathComponent("poster.svg").path]
          index += 2
          continue
        }
        if word.hasSuffix(".json") {
          scenarios.append(word)
          arguments.append(labPackageRoot.appendingPathComponent(word).path)
        } else {
          arguments.append(word)
        }
        index += 1
      }
      let file = try #require(checkedIn, "\(command) has no --out")
      let result = FluidLab.run(arguments)
      try #require(result.status == 0, "\(command): \(result.standardError)")
      let generated = try Data(contentsOf: directory.appendingPathComponent("poster.svg"))
      // Success says what was written: the loop the file itself declares, the frames it
      // animates (one `<animate>` key time per played frame and per node), its own size.
      let svg = String(decoding: generated, as: UTF8.self)
      let declaredLoop = try #require(
        svg.firstMatch(of: /Loops every ([0-9.]+) s\./)?.output.1, "\(file.lastPathComponent)")
      #expect(
        result.standardOutput.hasPrefix(
          "poster: wrote \(directory.appendingPathComponent("poster.svg").path) (")
          && result.standardOutput.contains(
            " frames looping every \(declaredLoop) s, \(generated.count) bytes)\n"),
        "\(result.standardOutput)")
      let reportedFrames = try #require(
        result.standardOutput.firstMatch(of: /\(([0-9]+) frames looping/)?.output.1)
      let scenario = try #require(scenarios.last)
      let recorded = try #require(
        try runScenario(
          JSONValue.parse(
            String(
              contentsOf: labPackageRoot.appendingPathComponent(scenario), encoding: .utf8))
        )["frames"]?.array?.count)
      #expect(
        Int(reportedFrames)! < recorded && Int(reportedFrames)! > 1,
        "a poster plays the motion, not the still frames after it (\(recorded) recorded)")
      let expected = try Data(contentsOf: file)
      #expect(
        generated == expected,
        "\(file.lastPathComponent) is stale: regenerate it with the README's command")
    }
    #expect(
      Set(scenarios)
        == [
          "docs/zoom-grab-throw.json", "docs/slide-pop-flick.json", "docs/sheet-pull-release.json",
        ])
  }

  @Test("A poster is a script-free SMIL animation of the recorded frames, looping in step")
  func posterAnimatesTheRecordedFrames() throws {
    let path = labPackageRoot.appendingPathComponent("docs/slide-pop-flick.json").path
    let result = FluidLab.run(["poster", path, "--title", "a <title> & more"])
    try #require(result.status == 0, "\(result.standardError)")
    let svg = result.standardOutput
    #expect(!svg.lowercased().contains("<script") && !svg.contains("href"))
    let root = try parseReport(svg)
    #expect(root.name == "svg")
    #expect(root.elements("title").first?.allText == "a <title> & more")
    let animations = root.descendants.filter {
      $0.name == "animate" || $0.name == "animateTransform"
    }
    #expect(animations.count > 10)
    // One duration for all, forever, discrete: frames are held, never interpolated.
    let durations = Set(animations.compactMap { $0.attributes["dur"] })
    #expect(durations.count == 1)
    let durationText = try #require(durations.first)
    let duration = try #require(Double(durationText.dropLast()))
    for animation in animations {
      #expect(animation.attributes["repeatCount"] == "indefinite")
      #expect(animation.attributes["calcMode"] == "discrete")
      let keyTimes = (animation.attributes["keyTimes"] ?? "").split(separator: ";").compactMap {
        Double($0)
      }
      let values = (animation.attributes["values"] ?? "").split(separator: ";")
      #expect(keyTimes.count == values.count && keyTimes.first == 0)
      #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 < $1 })
    }

    // The from-view's centre at each frame, from run's trace, is what the poster shows from
    // that frame's time until the next one's (checked half-way between them).
    let trace = LabTrace(json: try runScenario(try JSONValue.parse(try ScenarioText.read(path))))
    var centres: [(time: Double, x: Double, y: Double)] = []
    for frame in trace.frames {
      guard let node = frame["nodes"]?["from"], let t = frame["t"]?.number,
        let x = node["x"]?.number, let y = node["y"]?.number,
        let width = node["width"]?.number, let height = node["height"]?.number,
        let transform = node["transform"]?.array?.compactMap(\.number), transform.count == 6
      else { continue }
      centres.append((t, x + width / 2 + transform[4], y + height / 2 + transform[5]))
    }
    #expect(centres.count == trace.frames.count)
    let group = try #require(
      root.descendants.first { $0.attributes["data-role"] == "from" }?.children.first)
    let translate = try #require(
      group.children.first {
        $0.name == "animateTransform" && $0.attributes["type"] == "translate"
      })
    let pairs = (translate.attributes["values"] ?? "").split(separator: ";").map {
      $0.split(separator: " ").compactMap { Double($0) }
    }
    let keyTimes = (translate.attributes["keyTimes"] ?? "").split(separator: ";").compactMap {
      Double($0)
    }
    try #require(pairs.count == keyTimes.count && pairs.allSatisfy { $0.count == 2 })
    #expect(pairs.count > 10, "the from-view moves")
    for (centre, next) in zip(centres, centres.dropFirst()) {
      let time = (centre.time + next.time) / 2
      let index = try #require(keyTimes.lastIndex { $0 <= time / duration })
      #expect(
        abs(pairs[index][0] - centre.x) <= 0.006 && abs(pairs[index][1] - centre.y) <= 0.006,
        "at \(time) s the poster shows \(pairs[index]), the frame at \(centre.time) s is \(centre)")
    }
  }

  /// Issue 26: the posters held their final frame for half of each loop.
  @Test("A README poster spends its loop on the motion: it holds the final picture ≤ 15 %")
  func postersHoldBriefly() throws {
    for name in ["zoom-grab-throw", "slide-pop-flick", "sheet-pull-release"] {
      let root = try parseReport(
        try ScenarioText.read(labPackageRoot.appendingPathComponent("docs/\(name).svg").path))
      let animations = root.descendants.filter {
        $0.name == "animate" || $0.name == "animateTransform"
      }
      func lastChange(_ animations: [LabXMLElement]) -> Double {
        animations.compactMap { animation in
          (animation.attributes["keyTimes"] ?? "").split(separator: ";").compactMap {
            Double($0)
          }.last
        }.max() ?? 0
      }
      // Anything (the playhead too), and the nodes on the stage alone.
      let nodes = root.descendants.filter { $0.attributes["data-role"] != nil }
        .flatMap(\.descendants).filter { $0.name == "animate" || $0.name == "animateTransform" }
      try #require(!nodes.isEmpty, "\(name): no node moves")
      #expect(1 - lastChange(animations) <= 0.15, "\(name): holds \(1 - lastChange(animations))")
      #expect(1 - lastChange(nodes) <= 0.15, "\(name): the nodes stop at \(lastChange(nodes))")
    }
  }

  @Test("A README poster draws its nodes as what they are, with the patterns it defines")
  func postersDrawRecognisableNodes() throws {
    let expected: [String: [String: String]] = [
      "zoom-grab-throw": ["from": "grid", "to": "detail", "sourceSnapshot": "photo"],
      "slide-pop-flick": ["from": "list", "to": "list"],
      "sheet-pull-release": ["from": "sheet", "to": "list"],
    ]
    for (name, roles) in expected {
      let root = try parseReport(
        try ScenarioText.read(labPackageRoot.appendingPathComponent("docs/\(name).svg").path))
      let defined = Set(root.elements("pattern").compactMap { $0.attributes["id"] })
      for (role, kind) in roles {
        let node = try #require(
          root.descendants.first { $0.attributes["data-role"] == role }, "\(name) \(role)")
        let fills = node.descendants.compactMap { $0.attributes["fill"] }
        #expect(fills.contains("url(#fl-deco-\(kind))"), "\(name) \(role): \(fills)")
        #expect(defined.contains("fl-deco-\(kind)"), "\(name): \(defined)")
      }
    }
  }

  @Test("poster --help describes the command; bad input exits 2 naming it")
  func helpAndErrors() throws {
    let help = FluidLab.run(["poster", "--help"])
    #expect(help.status == 0)
    for word in ["--out FILE.svg", "--title", "SMIL", "loop"] {
      #expect(help.standardOutput.contains(word), "poster help lacks \(word)")
    }
    expectUsageError(FluidLab.run(["poster"]), mentioning: ["SCENARIO.json"], "no file")
    expectUsageError(
      FluidLab.run(["poster", "/no/such/file.json"]), mentioning: ["/no/such/file.json"],
      "missing file")
    let bad = try writeScenarioFile(#"{"style": "fade"}"#)
    expectUsageError(FluidLab.run(["poster", bad]), mentioning: [bad, "operation"], "invalid")
    let good = try writeScenarioFile(scenarioDocument().text)
    expectUsageError(
      FluidLab.run(["poster", good, "--out", "/no/such/dir/p.svg"]),
      mentioning: ["/no/such/dir/p.svg"], "unwritable")
    expectUsageError(FluidLab.run(["poster", good, "--bogus"]), mentioning: ["--bogus"], "option")
  }
}

/// Reads a file's text for a test.
enum ScenarioText {
  static func read(_ path: String) throws -> String {
    try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
  }
}
