import FluidLabKit
import FluidTransitions
import Foundation
import Testing

/// `fluid-lab compare`, the scenario's `driver` and `releasePolicy`, and the embedding of
/// traces in pages.
@MainActor
@Suite("Lab: compare")
struct CompareLabTests {
  /// A slide pop flicked from the edge: 12 → 132 points in 40 ms.
  private var flick: JSONValue {
    scenarioDocument(
      style: "slide", operation: "pop", until: 1.2,
      events: [labEvent(0, "startInteractive")]
        + dragEvents(
          from: 0.05, xs: [12, 42, 72, 102, 132], interval: 1.0 / 120, releaseTime: 0.0875),
      [("interaction", .string("edgePan"))])
  }

  /// `document` with `members` set (added at the end, or replaced in place).
  private func setting(_ members: [(String, JSONValue)], in document: JSONValue) -> JSONValue {
    guard case .object(var all) = document else { return document }
    for (key, value) in members {
      if let index = all.firstIndex(where: { $0.0 == key }) {
        all[index].1 = value
      } else {
        all.append((key, value))
      }
    }
    return .object(all)
  }

  @Test("compare --baseline writes one page embedding both traces, each equal to run's")
  func compareEmbedsBothTraces() throws {
    let path = try writeScenarioFile(flick.text, name: "flick.json")
    let directory = try makeLabTemporaryDirectory().appendingPathComponent("compare")
    let result = FluidLab.run([
      "compare", path, "--baseline", "percentDriven", "--report", directory.path,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasSuffix("report: \(directory.path)/index.html\n"))

    let html = try readReport(in: directory)
    let root = try parseReport(html)
    expectSelfContained(html, root: root)
    let section = try #require(root.elements("section", class: "comparison").first)
    #expect(section.attributes["id"] == "flick")
    let player = try #require(section.elements("div", class: "player").first)
    let ids = (player.attributes["data-traces"] ?? "").split(separator: " ").map(String.init)
    #expect(ids == ["trace-flick-a", "trace-flick-b"])
    #expect(player.elements("svg", class: "stage").count == 2)
    let embedded = try embeddedTraces(root)
    #expect(embedded.count == 2)
    // A is the scenario as written, B the same with driver percentDriven: each embedded trace
    // is what run prints for it.
    let a = try runScenario(flick)
    let b = try runScenario(setting([("driver", .string("percentDriven"))], in: flick))
    #expect(embedded["trace-flick-a"] == a)
    #expect(embedded["trace-flick-b"] == b)
    #expect(a["scenario"]?["events"] == b["scenario"]?["events"])
    // Both curves of both sides on one plot.
    #expect(section.elements("svg", class: "plot").first?.elements("polyline").count == 4)
    // The page's tables list what it shows: its one comparison, and no empty table of
    // scenarios it does not have.
    let tables = root.elements("nav").first?.elements("table") ?? []
    #expect(root.elements("nav").first?.elements("h2").map(\.allText) == ["Comparisons"])
    for table in tables {
      #expect(table.elements("tbody").first?.elements("tr").isEmpty == false, "an empty table")
    }
  }

  @Test("The summary gives each side's velocity jump at each release, from the traces")
  func summaryGivesVelocityJumps() throws {
    let path = try writeScenarioFile(flick.text, name: "flick.json")
    let directory = try makeLabTemporaryDirectory()
    let result = FluidLab.run([
      "compare", path, "--baseline=percentDriven", "--report", directory.path,
    ])
    try #require(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("release 1"))
    let a = try #require(lines.first { $0.hasPrefix("  A  t ") })
    let b = try #require(lines.first { $0.hasPrefix("  B  t ") })
    func field(_ line: String, _ name: String) throws -> Double {
      let words = line.split(separator: " ").map(String.init)
      let index = try #require(words.firstIndex(of: name))
      return try #require(Double(words[index + 1]))
    }
    // Independent truth from run's traces: the finger's velocity through the mapping, and
    // the velocity the motion leaves with, initial velocity × remaining distance.
    let traces = [
      try runScenario(flick),
      try runScenario(setting([("driver", .string("percentDriven"))], in: flick)),
    ]
    for (line, trace) in zip([a, b], traces) {
      let release = try #require(trace["events"]?.array?.first { $0["type"]?.string == "release" })
      let progress = try #require(release["progress"]?.number)
      let finger = try #require(release["velocity"]?.number)
      let leaving = try #require(release["springInitialVelocity"]?.number) * (1 - progress)
      #expect(isClose(try field(line, "finger"), finger, absolute: 5e-4), "\(line)")
      #expect(isClose(try field(line, "leaves"), leaving, absolute: 5e-4), "\(line)")
      #expect(isClose(try field(line, "jump"), leaving - finger, absolute: 1e-3), "\(line)")
    }
    // The library's driver leaves at the finger's speed; the classic one does not.
    #expect(abs(try field(a, "jump")) < 1e-3)
    #expect(abs(try field(b, "jump")) > 1)
  }

  @Test("--with sets dotted fields of B's scenario; A stays as written")
  func overridesSetFields() throws {
    let path = try writeScenarioFile(flick.text, name: "flick.json")
    let directory = try makeLabTemporaryDirectory()
    let result = FluidLab.run([
      "compare", path, "--with", "releasePolicy.spring=spring:dampingRatio=0.5,response=0.4",
      "--with=options.parallax=0.5", "--with", "interaction=pan", "--report", directory.path,
    ])
    try #require(result.status == 0, "\(result.standardError)")
    let root = try parseReport(try readReport(in: directory))
    let section = try #require(root.elements("section", class: "comparison").first)
    let scenarios = section.elements("pre", class: "json").map(\.allText)
    try #require(scenarios.count == 2)
    let a = try JSONValue.parse(scenarios[0])
    let b = try JSONValue.parse(scenarios[1])
    #expect(a["interaction"] == .string("edgePan") && b["interaction"] == .string("pan"))
    #expect(
      a["options"]?["parallax"] == .number(1.0 / 3) && b["options"]?["parallax"] == .number(0.5))
    #expect(b["releasePolicy"]?["spring"] == .string("spring:dampingRatio=0.5,response=0.4"))
    #expect(b["releasePolicy"]?["threshold"] == .number(0.5))
    #expect(a["events"] == b["events"])
  }

  @Test("A softer release spring overshoots where the default does not")
  func releaseSpringChangesTheSettle() throws {
    // The soft spring takes longer to settle: both run for 3 s.
    let long = setting([("until", .number(3))], in: flick)
    let soft = setting(
      [("releasePolicy", .object([("spring", .string("spring:dampingRatio=0.3,response=0.4"))]))],
      in: long)
    let defaultTrace = LabTrace(json: try runScenario(long))
    let softTrace = LabTrace(json: try runScenario(soft))
    // Critically damped: never past 1. Damping ratio 0.3: well past it.
    #expect((defaultTrace.progresses.max() ?? 0) <= 1 + 1e-9)
    #expect((softTrace.progresses.max() ?? 0) > 1.05)
    #expect(softTrace.completeValue == true && softTrace.breaches.isEmpty)
  }

  @Test("A higher threshold turns the same slow release into a cancel")
  func thresholdDecides() throws {
    // 0.4 of the way, held still: finishes at 0.3, cancels at 0.5.
    let events =
      [labEvent(0, "startInteractive")]
      + dragEvents(
        from: 0.05, xs: [12, 60, 108, 168] + Array(repeating: 168, count: 10),
        interval: 1.0 / 60)
    func run(_ threshold: Double) throws -> LabTrace {
      LabTrace(
        json: try runScenario(
          scenarioDocument(
            style: "slide", operation: "pop", until: 1.5, events: events,
            [("releasePolicy", .object([("threshold", .number(threshold))]))])))
    }
    #expect(try run(0.3).completeValue == true)
    #expect(try run(0.5).completeValue == false)
  }

  @Test(
    "Invalid overrides and fields name the field and exit 2",
    arguments: [
      (["--with", "nope=1"], ["nope"]),
      (["--with", "events=[]"], ["events"]),
      (["--with", "interaction"], ["KEY=VALUE"]),
      (["--with", "options..x=1"], ["options..x"]),
      (["--with", "interaction=sideways"], ["interaction", "sideways"]),
      (["--with", "options.nope=1"], ["options.nope"]),
      (["--with", "releasePolicy.threshold=2"], ["releasePolicy.threshold"]),
      (["--with", "releasePolicy.spring=linear"], ["releasePolicy.spring"]),
      (
        ["--with", "releasePolicy.spring=spring:dampingRatio=-1,response=0.3"],
        ["releasePolicy.spring"]
      ),
      (
        ["--with", "releasePolicy.spring=spring:dampingRatio=1,response=0.3,initialVelocity=2"],
        ["initialVelocity"]
      ),
      (["--with", "releasePolicy.decelerationRate=1"], ["releasePolicy.decelerationRate"]),
      (["--with", "container.width.x=1"], ["container.width"]),
      (["--with", "driver=fast"], ["driver", "fast"]),
      (["--baseline", "fluid"], ["--baseline", "fluid"]),
      (["--baseline", "nope"], ["--baseline", "nope"]),
      ([], ["nothing to compare"]),
      (["--bogus"], ["--bogus"]),
    ])
  func invalidOverrides(arguments: [String], mentions: [String]) throws {
    let path = try writeScenarioFile(flick.text)
    let directory = try makeLabTemporaryDirectory()
    expectUsageError(
      FluidLab.run(["compare", path, "--report", directory.path] + arguments),
      mentioning: mentions, "\(arguments)")
  }

  @Test("Scenario files accept driver and releasePolicy, strictly")
  func scenarioFieldsAreValidated() throws {
    for (members, mentions) in [
      ([("driver", JSONValue.string("classic"))], ["driver", "classic"]),
      ([("driver", .number(1))], ["driver"]),
      ([("releasePolicy", .number(1))], ["releasePolicy"]),
      ([("releasePolicy", .object([("bogus", .number(1))]))], ["releasePolicy.bogus"]),
      ([("releasePolicy", .object([("threshold", .number(0))]))], ["releasePolicy.threshold"]),
      ([("releasePolicy", .object([("spring", .number(1))]))], ["releasePolicy.spring"]),
    ] {
      try expectScenarioError(setting(members, in: flick).text, mentioning: mentions)
    }
    let fine = setting(
      [
        ("driver", .string("percentDriven")),
        (
          "releasePolicy",
          .object([
            ("threshold", .number(0.4)), ("decelerationRate", .number(0.99)),
            ("spring", .string("spring:mass=1,stiffness=300,damping=30")),
          ])
        ),
      ], in: flick)
    let echo = try #require(try runScenario(fine)["scenario"])
    #expect(echo["driver"] == .string("percentDriven"))
    #expect(echo["releasePolicy"]?["spring"] == .string("spring:mass=1,stiffness=300,damping=30"))
    #expect(echo["releasePolicy"]?["decelerationRate"] == .number(0.99))
  }

  @Test("The default release spring spec is the library's default spring")
  func defaultSpringSpecIsTheLibrarys() throws {
    let parsed = try CurveSpec(parsing: "spring:dampingRatio=1,response=0.3")
    guard case .spring(let resolved, _) = parsed.kind else {
      Issue.record("not a spring")
      return
    }
    #expect(resolved.springMotion?.spring == ReleasePolicy().spring)
  }

  @Test("compare --help, and the lab's help, describe compare and poster")
  func help() {
    let compare = FluidLab.run(["compare", "--help"])
    #expect(compare.status == 0)
    for word in [
      "--with KEY=VALUE", "--baseline", "percentDriven", "--report", "releasePolicy.spring", "jump",
    ] {
      #expect(compare.standardOutput.contains(word), "compare help lacks \(word)")
    }
    let lab = FluidLab.run(["--help"])
    for word in ["compare SCENARIO.json", "poster SCENARIO.json", "#ID&t=0.30"] {
      #expect(lab.standardOutput.contains(word), "lab help lacks \(word)")
    }
    let run = FluidLab.run(["run", "--help"])
    for word in ["driver", "percentDriven", "releasePolicy"] {
      #expect(run.standardOutput.contains(word), "run help lacks \(word)")
    }
  }

  @Test("Embedded JSON escapes markup characters and parses back to the same document")
  func embeddableTextEscapesMarkup() throws {
    let document = JSONValue.object([
      ("a", .string("</script><b>&amp;\u{FFFE}")),
      ("n", .array([.number(0.1), .bool(true), .null])),
    ])
    let text = document.embeddableText
    #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
    #expect(!text.contains(", ") && !text.contains(": "))
    #expect(try JSONValue.parse(text) == document)
  }
}
