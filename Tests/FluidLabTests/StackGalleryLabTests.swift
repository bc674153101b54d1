import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// The gallery's Navigation group: each stack scenario's section plays, draws and tabulates
/// its stack, and replays through `fluid-lab run` to the trace it embeds.
@MainActor
@Suite("Lab: navigation gallery")
struct StackGalleryLabTests {
  @Test("Each navigation section has a player, a filmstrip, a plot and the stack's table")
  func navigationSectionsShowTheStack() throws {
    let root = try SharedGallery.report.get().root
    let sections = root.elements("section", class: "navigation")
    #expect(sections.count == NavigationGalleryScript.allCases.count)
    for section in sections {
      let id = section.attributes["id"] ?? "?"
      let heading = section.elements("h2").first?.allText ?? ""
      #expect(heading.hasPrefix("slide · stack · "), "\(id): \(heading)")
      let player = try #require(section.elements("div", class: "player").first, "\(id)")
      #expect(player.attributes["data-traces"] == "trace-\(id)", "\(id)")
      let filmstrip = try #require(section.elements("svg", class: "filmstrip").first, "\(id)")
      #expect(filmstrip.elements("g", class: "frame").count >= 8, "\(id)")
      #expect(section.elements("svg", class: "plot").count == 1, "\(id)")
      let stackTable = section.elements("h3").map(\.allText).contains("Stack")
      #expect(stackTable, "\(id): no stack table")
      #expect(section.elements("div", class: "problems").isEmpty, "\(id)")
    }
  }

  @Test("Every navigation scenario replays to exactly the trace it embeds, ending as scripted")
  func navigationScenariosReplay() throws {
    let root = try SharedGallery.report.get().root
    let embedded = try embeddedTraces(root)
    for (section, script) in zip(
      root.elements("section", class: "navigation"), NavigationGalleryScript.allCases)
    {
      let id = section.attributes["id"] ?? "?"
      let json = try #require(section.elements("pre", class: "json").first?.allText, "\(id)")
      let replayed = try runScenario(try JSONValue.parse(json))
      #expect(embedded["trace-\(id)"] == replayed, "\(id): embedded trace differs from run's")
      let finalStack = replayed["stacks"]?.array?.last?["stack"]
      #expect(finalStack == .array(script.finalStack.map(JSONValue.string)), "\(id)")
      let trace = try runStack(try JSONValue.parse(json))
      #expect(trace.problems().isEmpty, "\(id): \(trace.problems())")
      #expect(script.problems(trace).isEmpty, "\(id): \(script.problems(trace))")
    }
  }
}
