import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// The gallery's SwiftUI group (issue 23): each scenario the gallery app's SwiftUI tab shows has
/// a section with its code and its bindings, passes the lab's checks, and its bindings end where
/// the core's contract puts them — checked against the run's own stack, sheet and flight, not
/// against the report's text.
@MainActor
@Suite("Lab: SwiftUI gallery")
struct SwiftUIGalleryLabTests {
  /// The names the public API records (`API/FluidTransitions.txt`): the symbol before its
  /// parameter list or kind, and each of its dotted parts.
  private static let publicNames: Set<String> = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../API/FluidTransitions.txt").standardizedFileURL
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    var names: Set<String> = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let symbol = line.prefix { $0 != " " && $0 != "(" }
      for part in symbol.split(separator: ".") { names.insert(String(part)) }
    }
    return names
  }()

  @Test("The report has a SwiftUI group: a section per scenario with its code and bindings")
  func swiftUIGroupShowsEachScenario() throws {
    let root = try SharedGallery.report.get().root
    let headings = root.elements("nav").first?.elements("h2").map(\.allText) ?? []
    #expect(headings.suffix(2) == ["SwiftUI", "Comparisons"], "\(headings)")
    let sections = root.elements("section", class: "swiftui")
    #expect(
      sections.compactMap { $0.attributes["id"] }
        == SwiftUIGalleryScript.allCases.map { "swiftui-\($0.rawValue)" })
    for (section, script) in zip(sections, SwiftUIGalleryScript.allCases) {
      let id = section.attributes["id"] ?? "?"
      #expect(section.elements("div", class: "problems").isEmpty, "\(id)")
      // The code beside the player, as written in the script.
      let pair = try #require(section.elements("div", class: "swiftui-pair").first, "\(id)")
      let code = try #require(pair.elements("pre", class: "swift").first?.allText, "\(id)")
      #expect(code == script.code, "\(id)")
      #expect(pair.elements("div", class: "player").count == 1, "\(id): no player beside it")
      #expect(section.elements("svg", class: "filmstrip").count == 1, "\(id)")
      let tables = section.elements("table", class: "bindings")
      let expected = script == .reader ? 1 : (script.stack != nil ? 1 : 2)
      #expect(tables.count == expected, "\(id): \(tables.count) binding tables")
      let readings = section.elements("table", class: "readings")
      #expect(readings.count == (script == .reader ? 1 : 0), "\(id)")
      #expect(section.elements("svg", class: "proxy").count == (script == .reader ? 1 : 0))
    }
  }

  @Test(
    "Each snippet names the library only through its public API",
    arguments: SwiftUIGalleryScript.allCases)
  func snippetsUsePublicAPI(_ script: SwiftUIGalleryScript) throws {
    #expect(Self.publicNames.contains("FluidNavigationStack"), "the API record was not read")
    var names: [String] = []
    var word = ""
    for character in script.code + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if word.lowercased().hasPrefix("fluid") || word == "SheetDetent" { names.append(word) }
      word = ""
    }
    #expect(!names.isEmpty, "\(script): the snippet shows none of the library's API")
    for name in names {
      #expect(Self.publicNames.contains(name), "\(script): \(name) is not public API")
    }
  }

  @Test("Each SwiftUI scenario passes the lab's checks", arguments: SwiftUIGalleryScript.allCases)
  func eachScenarioPassesItsChecks(_ script: SwiftUIGalleryScript) throws {
    let entry = try script.run()
    #expect(entry.problems.isEmpty, "\(script): \(entry.problems)")
    #expect(entry.trace.breaches.isEmpty, "\(script): \(entry.trace.breaches)")
    #expect(entry.swiftUI?.script == script)
  }

  @Test("Every SwiftUI section replays through fluid-lab run to exactly the trace it embeds")
  func sectionsReplay() throws {
    let root = try SharedGallery.report.get().root
    let embedded = try embeddedTraces(root)
    for section in root.elements("section", class: "swiftui") {
      let id = section.attributes["id"] ?? "?"
      let json = try #require(section.elements("pre", class: "json").first?.allText, "\(id)")
      #expect(embedded["trace-\(id)"] == (try runScenario(try JSONValue.parse(json))), "\(id)")
    }
  }

  /// The path binding's final value, and its changes, from a script's run.
  private func path(_ script: SwiftUIGalleryScript) throws -> (
    trace: ScenarioTrace, path: SwiftUIBindingTimeline
  ) {
    let entry = try script.run()
    let path = try #require(entry.swiftUI?.bindings.first { $0.name == "path" })
    return (entry.trace, path)
  }

  @Test("A swipe's pop writes the path back once, when the pop has landed")
  func swipeWritesThePathBackOnceLanded() throws {
    let (trace, path) = try path(.pathAppendAndSwipe)
    let stack = try #require(trace.stack)
    #expect(stack.transitions.map(\.operation) == [.push, .pop])
    #expect(stack.transitions.map(\.isStartedByGesture) == [false, true])
    let popEnd = try #require(stack.transitions.last?.trace.result)
    #expect(popEnd.completed)
    // The app's two values, then the layer's one write: at the pop's end, not at the release.
    #expect(path.changes.map(\.value) == ["[]", "[\"Message\"]", "[]"])
    #expect(path.changes.last?.time == popEnd.time)
    #expect(path.changes.last?.cause.hasPrefix("written back") == true)
  }

  @Test("A path restored mid-pop turns the pop around: the path is the appended one, unwritten")
  func pathRestoredMidPopReversesThePop() throws {
    let (trace, path) = try path(.pathRestoredMidPop)
    let stack = try #require(trace.stack)
    // One transition, a pop, reversed: it never completed, and the stack never lost Message.
    #expect(stack.transitions.count == 1)
    #expect(stack.transitions.first?.operation == .pop)
    #expect(stack.transitions.first?.trace.result?.completed == false)
    #expect(stack.stacks.allSatisfy { $0.stack == ["Inbox", "Message"] })
    // The path after the reversed pop is the appended path, and the layer wrote nothing.
    #expect(path.finalValue == "[\"Message\"]")
    #expect(path.changes.allSatisfy { !$0.cause.hasPrefix("written back") })
    #expect(path.changes.count == 3)
  }

  @Test("A path appended while a swipe's pop settles: the pop lands, one push shows the new top")
  func pathAppendedDuringSwipeLandsThenPushes() throws {
    let (trace, path) = try path(.pathAppendedDuringSwipe)
    let stack = try #require(trace.stack)
    // The path still held Message while the pop ran: the appended path asks for a page more,
    // which NavigationStackState runs after the pop, from where the pop leaves the stack.
    #expect(stack.transitions.map(\.label) == ["pop Message → Inbox", "push Inbox → Photo"])
    #expect(stack.transitions.map { $0.trace.result?.completed } == [true, true])
    let append = try #require(path.changes.last)
    let release = try #require(trace.releaseTimes.first)
    let popEnd = try #require(stack.transitions.first?.trace.result?.time)
    #expect(release < append.time && append.time < popEnd, "the app appends mid-settle")
    // The path after the pop is the appended path, the stack its pages, and nothing is written.
    #expect(path.finalValue == SwiftUIBindingTimeline.describe(["Message", "Photo"]))
    #expect(stack.stacks.last?.stack == ["Inbox", "Message", "Photo"])
    #expect(path.changes.allSatisfy { !$0.cause.hasPrefix("written back") })
  }

  @Test("A path of several elements runs one push to its last, and the stack follows the path")
  func severalElementsAtOnceRunOneTransitionEach() throws {
    let (trace, path) = try path(.pathOfSeveral)
    let stack = try #require(trace.stack)
    #expect(stack.transitions.map(\.label) == ["push Library → Photo", "pop Photo → Albums"])
    #expect(stack.stacks.last?.stack == ["Library", "Albums"])
    #expect(path.finalValue == SwiftUIBindingTimeline.describe(["Albums"]))
  }

  @Test("The zoom follows its source while the grid scrolls, and falls back once it is gone")
  func zoomFollowsItsSource() throws {
    for script in [SwiftUIGalleryScript.zoomSourceScrolls, .zoomSourceScrolledAway] {
      let entry = try script.run()
      let distance = try #require(script.scrollDistance)
      // The grid's visible bounds start at y = 100: the 110-point tile at y = 300 − offset is
      // gone once 410 − offset ≤ 100, that is, once the grid has scrolled 310 points.
      let isGone = distance >= 310
      let removed = entry.trace.scenario.events.contains { $0.kind == .sourceRemove }
      #expect(removed == isGone, "\(script)")
      let source = try #require(entry.swiftUI?.bindings.first { $0.name.hasPrefix("the source") })
      #expect((source.finalValue == "nil") == isGone, "\(script): \(source.changes)")
      let snapshot = try #require(
        entry.trace.frames.last?.nodes.first { $0.role == NodeRole.snapshot.description })
      if isGone {
        #expect(snapshot.state.alpha == 0, "\(script): the fallback fades the flight out")
      } else {
        let landing = Rect(x: 140, y: 300 - distance, width: 110, height: 110)
        #expect(ScenarioTrace.zoomClose(snapshot.state.frame, landing), "\(script)")
        #expect(snapshot.state.alpha == 1, "\(script)")
      }
      #expect(entry.trace.result?.completed == true)
      let path = try #require(entry.swiftUI?.bindings.first { $0.name == "path" })
      #expect(path.finalValue == "[]")
      #expect(path.changes.last?.time == entry.trace.result?.time)
    }
  }

  @Test(
    "A fluidSheet's bindings end where the sheet rests",
    arguments: [
      SwiftUIGalleryScript.sheetSelection, .sheetDismissal, .sheetDismissDisabled,
    ])
  func sheetBindingsFollowTheSheet(_ script: SwiftUIGalleryScript) throws {
    let entry = try script.run()
    let bindings = try #require(entry.swiftUI?.bindings)
    let isPresented = try #require(bindings.first { $0.name == "isPresented" })
    let selection = try #require(bindings.first { $0.name == "detent" })
    let last = try #require(entry.trace.frames.last?.sheet)
    let dismissed = entry.trace.result?.completed == true && last.phase == "dismissing"
    #expect(dismissed == (script == .sheetDismissal), "\(script)")
    // isPresented is false exactly when the dismissal completed, written at its end.
    #expect(isPresented.finalValue == (dismissed ? "false" : "true"), "\(script)")
    if dismissed { #expect(isPresented.changes.last?.time == entry.trace.result?.time) }
    // The selection is the detent the sheet rests on (or rested on before its dismissal).
    if !dismissed {
      #expect(last.phase == "resting", "\(script)")
      #expect(selection.finalValue == ".\(last.detent)", "\(script)")
    } else {
      #expect(selection.finalValue == ".medium", "\(script)")
    }
    if script == .sheetDismissDisabled {
      #expect(entry.trace.scenario.sheet?.isDismissible == false)
      #expect(!entry.trace.detentReleases.contains { $0.target == "dismiss" })
      #expect(entry.trace.transitionCount == 0)
    }
  }

  @Test("FluidTransitionReader's proxy reads the driver's frames, its presence their complement")
  func readerReadsTheDriver() throws {
    let entry = try SwiftUIGalleryScript.reader.run()
    let readings = try #require(entry.swiftUI?.readings)
    #expect(readings.count == entry.trace.frames.count)
    var phases: [String] = []
    for (reading, frame) in zip(readings, entry.trace.frames) {
      #expect(reading.time == frame.time)
      #expect(reading.proxy.progress == frame.progress)
      #expect(reading.proxy.velocity == frame.readerVelocity)
      if frame.phase != "interacting" { #expect(frame.readerVelocity == frame.velocity) }
      // The page is what the pop takes away: on screen by the complement of the progress.
      #expect(
        isClose(reading.proxy.presence, min(max(1 - frame.progress, 0), 1), absolute: 1e-12))
      let phase = reading.proxy.phase.description
      if phases.last != phase { phases.append(phase) }
    }
    // A back tap's pop, grabbed, released, settling back: the reader sees each phase in turn.
    #expect(phases == ["idle", "animating", "interacting", "settling", "finished"], "\(phases)")
    // The finger drags the pop back toward its start: the reader sees that motion, which the
    // paused animator does not have.
    let held = readings.filter { $0.proxy.phase == .interacting }.map(\.proxy.velocity)
    #expect(held.contains { $0 < -0.1 }, "the finger's motion reaches the reader: \(held)")
    #expect(held.allSatisfy { $0 <= 0 }, "\(held)")
    #expect(entry.trace.result?.completed == false)
    let path = try #require(entry.swiftUI?.bindings.first { $0.name == "path" })
    #expect(path.changes.count == 1 && path.finalValue == "[\"Tile 5\"]")
  }
}
