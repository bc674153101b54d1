import FluidLabKit
import Foundation
import Testing

/// The gallery (`fluid-lab` with no arguments) and its HTML report (the lab's reference, "The
/// gallery and its report").
@MainActor
@Suite("Lab: gallery")
struct GalleryLabTests {
  /// Runs the gallery into a fresh temporary directory.
  private func runGallery() throws -> (result: LabResult, directory: URL) {
    let directory = try makeLabTemporaryDirectory().appendingPathComponent("report")
    return (Gallery.run(reportDirectory: directory), directory)
  }

  /// The gallery's run shared by the tests that only read it.
  private func sharedGallery() -> (result: LabResult, directory: URL) {
    SharedGallery.run
  }

  @Test("The gallery runs every style with the six scripts, writes index.html and exits 0")
  func galleryRunsEveryStyleAndScript() throws {
    #expect(
      Gallery.scriptNames == [
        "animated", "interactiveFinish", "interactiveCancel", "grabAndReverse", "flick",
        "regrabDuringSettle",
      ])
    #expect(Set(["fade", "slide"]).isSubset(of: Set(Gallery.styleNames)))
    // Every style the catalog lists: `fluid-lab styles` and the gallery agree.
    let listing = FluidLab.run(["styles"]).standardOutput
    for style in Gallery.styleNames {
      #expect(listing.contains("  \(style) "), "styles does not list \(style)")
    }
    #expect(Gallery.scenarioCount == Gallery.styleNames.count * Gallery.scriptNames.count)
    #expect(
      Gallery.sheetScenarioNames == ["detentFlick", "slowDrag", "keyboard", "throwToDismiss"])
    #expect(
      Gallery.zoomScenarioNames == [
        "photoAndCaption", "relaidOutGrid", "cellRemoved", "pinchDismissal", "dragThenPinch",
      ])
    #expect(
      Gallery.navigationScenarioNames == [
        "contentSwipe", "backTapDuringPush", "pushBackPush", "carouselAtLeadingEdge",
        "carouselScrolled",
      ])
    #expect(
      Gallery.resizeScenarioNames == [
        "rotatedPush", "resizedUnderFinger", "safeAreaUnderSheet", "zoomResizedMidFlight",
      ])

    let (result, directory) = sharedGallery()
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardError.isEmpty)
    let report = directory.appendingPathComponent("index.html").standardizedFileURL
    #expect(FileManager.default.fileExists(atPath: report.path))
    #expect(
      result.standardOutput.hasSuffix("\nreport: \(report.path)\n"), "\(result.standardOutput)")
  }

  @Test("The summary table has one row per scenario, each with the outcome its script expects")
  func summaryTableHasOneRowPerScenario() throws {
    let (result, _) = sharedGallery()
    let summary = GallerySummary(result.standardOutput)
    #expect(summary.malformedLines.isEmpty, "\(summary.malformedLines)")
    let resizeCount = Gallery.resizeScenarioNames.count
    let navigationCount = Gallery.navigationScenarioNames.count
    let swiftUICount = Gallery.swiftUIScenarioNames.count
    let extras =
      Gallery.sheetScenarioNames.count + Gallery.zoomScenarioNames.count + navigationCount
      + resizeCount
    #expect(summary.rows.count == Gallery.scenarioCount + extras + swiftUICount)
    #expect(result.standardOutput.hasPrefix("fluid-lab gallery: \(summary.rows.count) scenarios\n"))
    // The SwiftUI scenarios close the table (SwiftUIGalleryLabTests checks them).
    #expect(summary.rows.suffix(swiftUICount).map(\.script) == Gallery.swiftUIScenarioNames)
    let rows = Array(summary.rows.dropLast(swiftUICount))
    // The size changes come before them, each ending as its script says.
    let resizes = rows.suffix(resizeCount)
    #expect(resizes.map(\.script) == Gallery.resizeScenarioNames)
    #expect(resizes.map(\.style) == ["slide", "slide", "sheet", "zoom"])
    #expect(resizes.map(\.operation) == ["push", "pop", "dismiss", "push"])
    #expect(resizes.map(\.result) == ["completed", "completed", "cancelled", "completed"])
    for row in resizes {
      #expect(row.breaches == "0" && row.checks == "ok", "\(row)")
    }
    // The navigation stacks come before them, each ending as its script says.
    let navigation = rows.dropLast(resizeCount).suffix(navigationCount)
    #expect(navigation.map(\.script) == Gallery.navigationScenarioNames)
    #expect(
      navigation.map(\.result) == ["completed", "cancelled", "completed", "completed", "idle"])
    for row in navigation {
      #expect(row.style == "slide" && row.operation == "stack", "\(row)")
      #expect(row.breaches == "0" && row.checks == "ok", "\(row)")
    }
    // The zooms come before them, each completed where its script lands it.
    let zooms = rows.dropLast(navigationCount + resizeCount)
      .suffix(Gallery.zoomScenarioNames.count)
    #expect(zooms.map(\.script) == Gallery.zoomScenarioNames)
    #expect(zooms.map(\.operation) == ["push", "dismiss", "dismiss", "dismiss", "dismiss"])
    #expect(zooms.map(\.targets) == ["-", "end", "-", "end", "end"])
    for row in zooms {
      #expect(row.style == "zoom" && row.result == "completed", "\(row)")
      #expect(row.breaches == "0" && row.checks == "ok", "\(row)")
    }
    // The sheets follow the grid, each where its script leaves it.
    let sheets = rows.dropLast(
      Gallery.zoomScenarioNames.count + navigationCount + resizeCount
    )
    .suffix(Gallery.sheetScenarioNames.count)
    #expect(sheets.map(\.script) == Gallery.sheetScenarioNames)
    #expect(sheets.map(\.result) == ["presented", "presented", "presented", "completed"])
    #expect(sheets.map(\.targets) == ["large", "medium", "-", "dismiss,end"])
    for row in sheets {
      #expect(row.style == "sheet" && row.operation == "dismiss", "\(row)")
      #expect(row.breaches == "0" && row.checks == "ok", "\(row)")
      #expect(Double(row.endTime) != nil, "\(row)")
    }
    var pairs: Set<String> = []
    for row in rows.dropLast(extras) {
      pairs.insert("\(row.style) \(row.script)")
      #expect(row.breaches == "0", "\(row)")
      #expect(row.checks == "ok", "\(row)")
      #expect(Double(row.endTime) != nil, "\(row)")
      let expected =
        ["interactiveCancel", "grabAndReverse"].contains(row.script) ? "cancelled" : "completed"
      #expect(row.result == expected, "\(row)")
      #expect((row.targets == "-") == (row.script == "animated"), "\(row)")
      if row.script == "regrabDuringSettle" {
        #expect(row.targets == "end,start,end", "\(row)")
      }
    }
    let expectedPairs = Set(
      Gallery.styleNames.flatMap { style in Gallery.scriptNames.map { "\(style) \($0)" } })
    #expect(pairs == expectedPairs)
  }

  @Test("The report is well-formed HTML5 and XML, with one section per scenario and comparison")
  func reportIsWellFormedWithOneSectionPerScenario() throws {
    let (html, root) = try SharedGallery.report.get()
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(root.name == "html")
    let head = try #require(root.children.first { $0.name == "head" })
    #expect(head.elements("meta").contains { $0.attributes["charset"] == "utf-8" })
    #expect(head.elements("title").first?.allText == "fluid-lab gallery")
    let sections = root.elements("section", class: "scenario")
    let swiftUI = root.elements("section", class: "swiftui")
    #expect(
      sections.count
        == Gallery.scenarioCount + Gallery.sheetScenarioNames.count
        + Gallery.zoomScenarioNames.count + Gallery.navigationScenarioNames.count
        + Gallery.resizeScenarioNames.count + Gallery.swiftUIScenarioNames.count)
    // The sheets: a group of their own after the grid; then the zooms, the navigation stacks
    // and the size changes, then the SwiftUI scenarios, before the comparisons.
    let sheets = root.elements("section", class: "sheet")
    #expect(
      sheets.compactMap { $0.attributes["id"] }
        == Gallery.sheetScenarioNames.map { "sheet-dismiss-\($0)" })
    let zooms = root.elements("section", class: "zoom")
    #expect(
      zooms.compactMap { $0.attributes["id"] }
        == ["zoom-push-photoAndCaption"]
        + Gallery.zoomScenarioNames.dropFirst().map { "zoom-dismiss-\($0)" })
    let navigation = root.elements("section", class: "navigation")
    #expect(
      navigation.compactMap { $0.attributes["id"] }
        == Gallery.navigationScenarioNames.map { "slide-stack-\($0)" })
    let resizes = root.elements("section", class: "resize")
    #expect(
      resizes.compactMap { $0.attributes["id"] } == [
        "slide-push-rotatedPush", "slide-pop-resizedUnderFinger",
        "sheet-dismiss-safeAreaUnderSheet", "zoom-push-zoomResizedMidFlight",
      ])
    #expect(
      Array(
        sections.suffix(
          sheets.count + zooms.count + navigation.count + resizes.count + swiftUI.count)
      ).map {
        $0.attributes["id"]
      } == (sheets + zooms + navigation + resizes + swiftUI).map { $0.attributes["id"] })
    let headings = root.elements("nav").first?.elements("h2").map(\.allText)
    #expect(
      headings == [
        "Scenarios", "Sheets", "Zoom", "Navigation", "Size changes", "SwiftUI", "Comparisons",
      ])
    let comparisons = root.elements("section", class: "comparison")
    #expect(comparisons.count == Gallery.styleNames.count)
    let ids = (sections + comparisons).compactMap { $0.attributes["id"] }
    #expect(
      ids.count == sections.count + comparisons.count && Set(ids).count == ids.count, "\(ids)")
    // The table of contents links to every section.
    let links = root.elements("nav").first?.elements("a").compactMap { $0.attributes["href"] }
    #expect(links == ids.map { "#" + $0 })
    // Every id is referenced inside the document only.
    for element in root.descendants {
      if let href = element.attributes["href"] { #expect(href.hasPrefix("#"), "\(href)") }
      #expect(element.attributes["src"] == nil)
    }
  }

  /// Issue 26: the page opened on a wall of tables, its first player 1,900 px down.
  @Test("The page opens on its introduction and the players; the tables come after them")
  func introductionAndPlayersComeFirst() throws {
    let (html, root) = try SharedGallery.report.get()
    let body = try #require(root.children.first { $0.name == "body" })
    #expect(body.children.map(\.name).prefix(3) == ["header", "main", "nav"])
    let header = try #require(body.children.first)
    let how = try #require(header.elements("p", class: "how").first?.allText)
    for words in ["play", "step", "timeline", "key", "finger", "grab", "release", "filmstrip"] {
      #expect(how.contains(words), "the introduction does not say how to read \(words)")
    }
    #expect(header.elements("a").contains { $0.attributes["href"] == "#tables" })
    let firstPlayer = try #require(html.range(of: "<div class=\"player\""))
    let firstTable = try #require(html.range(of: "<table"))
    #expect(firstPlayer.lowerBound < firstTable.lowerBound)
    #expect(root.elements("nav").first?.attributes["id"] == "tables")
  }

  /// Issue 26: "a purple square over blue" did not read as a photo flying back into its cell.
  @Test("Nodes are drawn as what they are: screens with bars and rows, a grid, photos, a grabber")
  func nodesAreDrawnAsWhatTheyAre() throws {
    let root = try SharedGallery.report.get().root
    // Each decoration is one pattern of the document, its content in the node's box.
    let patterns = root.elements("pattern")
    let ids = patterns.compactMap { $0.attributes["id"] }
    #expect(Set(ids).count == ids.count && ids.count >= 6, "\(ids)")
    for pattern in patterns {
      #expect(
        pattern.attributes["patternContentUnits"] == "objectBoundingBox", "\(pattern.attributes)")
      #expect(!pattern.children.isEmpty)
    }
    func decorations(_ id: String) throws -> [String: Set<String>] {
      let section = try #require(
        root.elements("section").first { $0.attributes["id"] == id }, "\(id)")
      let strip = try #require(section.elements("svg", class: "filmstrip").first)
      var byRole: [String: Set<String>] = [:]
      for frame in strip.elements("g", class: "frame") {
        let rects = frame.descendants.filter { $0.name == "rect" }
        for (rect, next) in zip(rects, rects.dropFirst())
        where rect.classes.contains("node") && next.classes.contains("deco") {
          // Over its node: the same rectangle under the same transform.
          for name in ["x", "y", "width", "height", "rx", "transform"] {
            #expect(rect.attributes[name] == next.attributes[name], "\(id): \(name)")
          }
          let fill = next.attributes["fill"] ?? ""
          #expect(ids.contains { fill == "url(#\($0))" }, "\(id): \(fill)")
          byRole[rect.attributes["data-role"] ?? "", default: []].insert(fill)
        }
      }
      return byRole
    }
    let zoom = try decorations("zoom-pop-grabAndReverse")
    // The photo in its cell, in flight and in the detail; the grid it flies back into.
    let photos = ["sourceElement", "destinationElement", "sourceSnapshot", "destinationSnapshot"]
    for (role, fills) in zoom where photos.contains(role) {
      #expect(fills == ["url(#fl-deco-photo)"], "\(role): \(fills)")
    }
    #expect(zoom["destinationElement"] != nil && zoom["sourceSnapshot"] != nil, "\(zoom)")
    #expect(zoom["to"] == ["url(#fl-deco-grid)"] && zoom["from"] == ["url(#fl-deco-detail)"])
    #expect(zoom["dimming"] == nil && zoom["snapshot"] == nil, "plain: \(zoom)")
    let sheet = try decorations("sheet-dismiss-detentFlick")
    #expect(sheet["from"] == ["url(#fl-deco-sheet)"] && sheet["to"] == ["url(#fl-deco-list)"])
    let slide = try decorations("slide-pop-flick")
    #expect(slide["from"] == ["url(#fl-deco-list)"] && slide["to"] == ["url(#fl-deco-list)"])
    #expect(try decorations("tab-tabBackward-flick")["from"] == ["url(#fl-deco-tabs)"])
    // The sheet's pattern has its grabber: a pill at the top centre.
    let grabber = try #require(
      patterns.first { $0.attributes["id"] == "fl-deco-sheet" }?.children.first)
    let x = Double(grabber.attributes["x"] ?? "") ?? -1
    let width = Double(grabber.attributes["width"] ?? "") ?? -1
    #expect(abs(x + width / 2 - 0.5) < 1e-9 && grabber.attributes["rx"] != nil)
  }

  @Test("The report is self-contained: inline script and data, nothing outside the file")
  func reportIsSelfContained() throws {
    let (html, root) = try SharedGallery.report.get()
    expectSelfContained(html, root: root)
  }

  /// The report embeds every frame of every trace, so it grows with the gallery; its frames
  /// are columns (issue 26's budget: 5 MB, where keys repeated per node made it 7.5 MB).
  @Test("The default gallery's report stays under 6 MB")
  func reportSizeIsBounded() throws {
    let (_, directory) = sharedGallery()
    let size = try Data(contentsOf: directory.appendingPathComponent(LabReport.fileName)).count
    #expect(size < 6_000_000, "\(size) bytes")
  }

  @Test("Every section has a hidden player, a filmstrip of at least 8 frames and a progress plot")
  func everySectionHasAFilmstripAndAPlot() throws {
    let root = try SharedGallery.report.get().root
    // The navigation stacks and the SwiftUI scenarios have tests of their own
    // (StackGalleryLabTests, SwiftUIGalleryLabTests).
    for section in root.elements("section", class: "scenario")
    where !section.classes.contains("sheet") && !section.classes.contains("navigation")
      && !section.classes.contains("swiftui")
    {
      let id = section.attributes["id"] ?? "?"
      let heading = section.elements("h2").first?.allText ?? ""
      #expect(heading.contains(" · "), "\(id): heading \(heading)")
      #expect(
        heading.hasSuffix("completed") || heading.hasSuffix("cancelled"), "\(id): \(heading)")
      // With scripts off the player stays hidden: the filmstrip and the plot remain.
      let player = try #require(section.elements("div", class: "player").first, "\(id)")
      #expect(player.attributes["hidden"] == "hidden", "\(id)")
      #expect(player.attributes["data-traces"] == "trace-\(id)", "\(id)")
      #expect(player.elements("svg", class: "stage").count == 1, "\(id)")
      for name in ["play", "restart", "back", "forward"] {
        #expect(player.elements("button", class: name).count == 1, "\(id): \(name)")
      }
      #expect(
        player.elements("button", class: "speed").compactMap { $0.attributes["data-speed"] }
          == ["1", "0.5", "0.25", "0.1"], "\(id)")
      #expect(player.elements("input", class: "loop").count == 1, "\(id)")
      let filmstrip = try #require(section.elements("svg", class: "filmstrip").first, "\(id)")
      let frames = filmstrip.elements("g", class: "frame")
      #expect(frames.count >= 8, "\(id): \(frames.count) frames")
      for frame in frames {
        let nodes = frame.elements("rect", class: "node")
        #expect(!nodes.isEmpty, "\(id): a frame without nodes")
        for node in nodes {
          #expect(node.attributes["transform"]?.hasPrefix("matrix(") == true, "\(id)")
          #expect(node.attributes["rx"] != nil, "\(id)")
          #expect(
            node.attributes["fill-opacity"] != nil || node.attributes["stroke-dasharray"] != nil,
            "\(id)")
        }
        #expect(
          frame.elements("text").contains { $0.allText.hasPrefix("t ") }, "\(id): no time")
      }
      let plot = try #require(section.elements("svg", class: "plot").first, "\(id)")
      #expect(plot.elements("polyline").count == 2, "\(id): progress and velocity")
      #expect(!plot.elements("rect", class: "phase").isEmpty, "\(id): phase bands")
      let labels = plot.elements("text").map(\.allText)
      // A zoom started by a tap and left to run (or to lose its cell) has no release either,
      // nor a push or a zoom left to run through a size change.
      let isAnimated =
        id.hasSuffix("-animated") || id == "zoom-push-photoAndCaption"
        || id == "zoom-dismiss-cellRemoved" || id == "slide-push-rotatedPush"
        || id == "zoom-push-zoomResizedMidFlight"
      #expect(labels.contains { $0.hasPrefix("grab") } != isAnimated, "\(id): \(labels)")
      #expect(labels.contains { $0.hasPrefix("release") } != isAnimated, "\(id): \(labels)")
      #expect(section.elements("table", class: "decisions").isEmpty == isAnimated, "\(id)")
      #expect(section.elements("div", class: "problems").isEmpty, "\(id)")
    }
  }

  @Test("Every gallery scenario replays through fluid-lab run to exactly the trace it embeds")
  func everyScenarioReplaysWithoutBreach() throws {
    let root = try SharedGallery.report.get().root
    let embedded = try embeddedTraces(root)
    let sections = root.elements("section", class: "scenario").filter {
      !$0.classes.contains("sheet") && !$0.classes.contains("navigation")
        && !$0.classes.contains("swiftui")
    }
    #expect(
      sections.count
        == Gallery.scenarioCount + Gallery.zoomScenarioNames.count
        + Gallery.resizeScenarioNames.count)
    for section in sections {
      let id = section.attributes["id"] ?? "?"
      let json = try #require(section.elements("pre", class: "json").first?.allText, "\(id)")
      let replayed = try runScenario(try JSONValue.parse(json))
      // The player's data is the trace `fluid-lab run` prints for the section's scenario.
      #expect(embedded["trace-\(id)"] == replayed, "\(id): embedded trace differs from run's")
      let trace = LabTrace(json: replayed)
      expectWellFormedTrace(trace, frameRate: 120)
      #expect(trace.breaches.isEmpty, "\(id): \(trace.breaches)")
      guard let completed = trace.result?["completed"]?.bool else {
        Issue.record("\(id) never ended")
        continue
      }
      let heading = section.elements("h2").first?.allText ?? ""
      #expect(heading.hasSuffix(completed ? "completed" : "cancelled"), "\(id): \(heading)")
      #expect(trace.callNames.filter { $0 == "completeTransition" }.count == 1, "\(id)")
    }
    // Each trace once: one per scenario, sheet, zoom, stack, size change and SwiftUI
    // scenario, one per comparison's percent-driven side.
    #expect(
      embedded.count
        == Gallery.scenarioCount + Gallery.sheetScenarioNames.count
        + Gallery.zoomScenarioNames.count + Gallery.navigationScenarioNames.count
        + Gallery.resizeScenarioNames.count + Gallery.swiftUIScenarioNames.count
        + Gallery.styleNames.count)
  }

  @Test(
    "Each sheet section has a player with the sheet, a filmstrip, a labelled plot and its releases")
  func sheetSectionsShowTheSheet() throws {
    let root = try SharedGallery.report.get().root
    let embedded = try embeddedTraces(root)
    for section in root.elements("section", class: "sheet") {
      let id = section.attributes["id"] ?? "?"
      let heading = section.elements("h2").first?.allText ?? ""
      #expect(heading.hasPrefix("sheet · dismiss · "), "\(id): \(heading)")
      #expect(
        heading.hasSuffix(id.hasSuffix("throwToDismiss") ? "completed" : "presented"),
        "\(id): \(heading)")
      // A title and a one-sentence summary.
      let summary = try #require(section.elements("p", class: "script").first?.allText, "\(id)")
      #expect(summary.hasSuffix(".") && !summary.dropLast().contains(". "), "\(id): \(summary)")
      #expect(
        section.elements("p", class: "meta").first?.allText.contains(
          "detents medium 422 pt, large 844 pt") == true, "\(id)")
      let player = try #require(section.elements("div", class: "player").first, "\(id)")
      #expect(player.elements("span", class: "r-sheet").count == 1, "\(id): the sheet's readout")
      #expect(player.elements("g", class: "keyboard").count == 1, "\(id): the keyboard's layer")
      let filmstrip = try #require(section.elements("svg", class: "filmstrip").first, "\(id)")
      #expect(filmstrip.elements("g", class: "frame").count == 8, "\(id)")
      // The plot: the sheet's value over the container's height, its axes labelled.
      let plot = try #require(section.elements("svg", class: "sheet-plot").first, "\(id)")
      let texts = plot.elements("text").map(\.allText)
      #expect(texts.contains("value ÷ container height"), "\(id): \(texts)")
      #expect(texts.contains("velocity (heights/s)") && texts.contains("time (s)"), "\(id)")
      #expect(plot.elements("polyline", class: "value").count >= 1, "\(id)")
      let keyboard = id.hasSuffix("-keyboard")
      #expect(plot.elements("polyline", class: "keyboard").isEmpty == !keyboard, "\(id)")
      #expect(
        plot.elements("polyline", class: "progress").isEmpty == !id.hasSuffix("throwToDismiss"),
        "\(id)")
      #expect(section.elements("div", class: "problems").isEmpty, "\(id)")
      // The releases of the sheet, or a line that there was none.
      let decisions = section.elements("table", class: "decisions")
      #expect(decisions.isEmpty == keyboard, "\(id)")
      // The scenario replays to exactly the trace the page embeds.
      let json = try #require(section.elements("pre", class: "json").first?.allText, "\(id)")
      #expect(embedded["trace-\(id)"] == (try runScenario(try JSONValue.parse(json))), "\(id)")
    }
  }

  @Test("Each comparison plays the gallery's flick beside the percent-driven baseline")
  func comparisonsEmbedBothSides() throws {
    let result = sharedGallery().result
    let root = try SharedGallery.report.get().root
    let embedded = try embeddedTraces(root)
    let comparisons = root.elements("section", class: "comparison")
    #expect(comparisons.count == Gallery.styleNames.count)
    for section in comparisons {
      let id = section.attributes["id"] ?? "?"
      let player = try #require(section.elements("div", class: "player").first, "\(id)")
      let ids = (player.attributes["data-traces"] ?? "").split(separator: " ").map(String.init)
      try #require(ids.count == 2, "\(id): \(ids)")
      #expect(player.elements("svg", class: "stage").count == 2, "\(id)")
      let scenarios = section.elements("pre", class: "json").map(\.allText)
      try #require(scenarios.count == 2, "\(id)")
      // A is the gallery's own flick section, shared; B is the same touches, percent-driven.
      #expect(
        ids[0].hasSuffix("-flick")
          && section.attributes["id"] == "\(ids[0].dropFirst(6))-vs-percentDriven")
      for (dataID, scenario) in zip(ids, scenarios) {
        let replayed = try runScenario(try JSONValue.parse(scenario))
        #expect(embedded[dataID] == replayed, "\(id): \(dataID) differs from run's trace")
      }
      let a = try JSONValue.parse(scenarios[0])
      let b = try JSONValue.parse(scenarios[1])
      #expect(a["events"] == b["events"], "\(id): the same touches")
      #expect(a["driver"] == .string("fluid") && b["driver"] == .string("percentDriven"))
      let plot = try #require(section.elements("svg", class: "plot").first, "\(id)")
      #expect(plot.elements("polyline").count == 4, "\(id): both sides' curves")
    }
    // The terminal lists each comparison's release with both sides' jumps.
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    for section in comparisons {
      let id = section.attributes["id"] ?? "?"
      let line = try #require(lines.first { $0.hasPrefix(id + " ") }, "\(id)")
      let columns = line.split(separator: " ").map(String.init)
      try #require(columns.count == 8, "\(line)")
      // The library's driver leaves at the finger's speed; the baseline at the curve's.
      #expect(columns[5] == "+0.000" || columns[5] == "-0.000" || columns[5] == "0.000", "\(line)")
      let finger = try #require(Double(columns[3]))
      let leaves = try #require(Double(columns[6]))
      #expect(abs(leaves - finger) > 0.5, "\(line)")
    }
  }

  @Test("The gallery is deterministic: two runs write the same report")
  func galleryIsDeterministic() throws {
    let first = try readReport(in: sharedGallery().directory)
    let second = try readReport(in: try runGallery().directory)
    #expect(first == second)
  }

  @Test("fluid-lab --report DIR runs the gallery into DIR")
  func reportOptionChoosesTheDirectory() throws {
    let directory = try makeLabTemporaryDirectory().appendingPathComponent("nested/gallery")
    let result = FluidLab.run(["--report", directory.path])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardOutput.contains("report: \(directory.path)/index.html"))
    #expect(
      GallerySummary(result.standardOutput).rows.count
        == Gallery.scenarioCount + Gallery.sheetScenarioNames.count
        + Gallery.zoomScenarioNames.count + Gallery.navigationScenarioNames.count
        + Gallery.resizeScenarioNames.count + Gallery.swiftUIScenarioNames.count)
    // `--report=DIR` names the same directory: a file there is refused, naming it, before the
    // gallery runs.
    let file = directory.appendingPathComponent("index.html")
    expectUsageError(
      FluidLab.run(["--report=\(file.path)"]), mentioning: [file.path], "--report=FILE")
    let help = FluidLab.run(["--report", directory.path, "--help"])
    #expect(help.status == 0 && help.standardOutput.contains("usage: fluid-lab [--report DIR]"))
  }

  @Test("A report directory that cannot be created exits 2 naming it")
  func unwritableReportDirectory() throws {
    let file = try makeLabTemporaryDirectory().appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    expectUsageError(
      Gallery.run(reportDirectory: file), mentioning: [file.path], "a file as the directory")
    expectUsageError(
      FluidLab.run(["--report", file.appendingPathComponent("below").path]),
      mentioning: [file.path], "a directory below a file")
    let scenario = try writeScenarioFile(scenarioDocument().text)
    expectUsageError(
      FluidLab.run(["run", scenario, "--report", file.path]), mentioning: [file.path],
      "run --report to a file")
  }
}

/// `fluid-lab run SCENARIO.json --report DIR`, and the report's escaping.
@MainActor
@Suite("Lab: run report")
struct RunReportLabTests {
  private var interactiveScenario: JSONValue {
    scenarioDocument(
      style: "slide", operation: "pop", until: 1.2,
      events: [labEvent(0, "startInteractive")]
        + dragEvents(from: 0.05, xs: stride(from: 12.0, through: 252, by: 20).map { $0 }),
      [("interaction", .string("edgePan"))])
  }

  @Test("run --report writes index.html with exactly one section; the trace is unchanged")
  func runReportWritesOneSection() throws {
    let path = try writeScenarioFile(interactiveScenario.text, name: "swipe-back.json")
    let plain = FluidLab.run(["run", path])
    let directory = try makeLabTemporaryDirectory().appendingPathComponent("report")
    let reported = FluidLab.run(["run", path, "--report", directory.path])
    #expect(reported.status == 0, "stderr: \(reported.standardError)")
    #expect(reported.standardError.isEmpty)
    #expect(reported.standardOutput == plain.standardOutput)

    let html = try readReport(in: directory)
    let root = try parseReport(html)
    expectSelfContained(html, root: root)
    let sections = root.elements("section")
    try #require(sections.count == 1)
    let section = sections[0]
    #expect(section.attributes["id"] == "swipe-back")
    // The player embeds exactly the trace run prints, once.
    let embedded = try embeddedTraces(root)
    #expect(embedded.count == 1)
    #expect(embedded["trace-swipe-back"] == (try JSONValue.parse(plain.standardOutput)))
    #expect(section.elements("h2").first?.allText == "slide · pop · swipe-back.json completed")
    let frames = section.elements("svg", class: "filmstrip").first?.elements("g", class: "frame")
    #expect((frames?.count ?? 0) >= 8)
    #expect(section.elements("svg", class: "plot").count == 1)
    let decisions = section.elements("table", class: "decisions").first
    #expect(decisions?.elements("tr").count == 2, "a heading and one release")
    #expect(decisions?.allText.contains("end") == true)
  }

  @Test("run --report with --trace writes both files and prints nothing")
  func runReportWithTraceFile() throws {
    let path = try writeScenarioFile(interactiveScenario.text)
    let directory = try makeLabTemporaryDirectory()
    let tracePath = directory.appendingPathComponent("trace.json").path
    let result = FluidLab.run([
      "run", "--report=\(directory.path)", path, "--trace", tracePath,
    ])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    #expect(FileManager.default.fileExists(atPath: tracePath))
    #expect(try parseReport(try readReport(in: directory)).elements("section").count == 1)
  }

  @Test("A scenario file's name cannot inject markup into the report")
  func fileNameIsEscaped() throws {
    let name = #"a<script>&"x'<b>.json"#
    let path = try writeScenarioFile(interactiveScenario.text, name: name)
    let directory = try makeLabTemporaryDirectory()
    let result = FluidLab.run(["run", path, "--report", directory.path])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let html = try readReport(in: directory)
    #expect(!html.contains("<script>&"))
    let root = try parseReport(html)
    let section = try #require(root.elements("section").first)
    #expect(section.elements("h2").first?.allText.contains(name) == true)
    // Only the lab's own scripts: the player and the inert data.
    expectSelfContained(html, root: root)
    #expect(root.elements("script").count == 3)
    #expect(section.attributes["id"] == "a-script-x-b")
  }

  @Test("escape turns every markup character into a reference and keeps the rest")
  func escapeHandlesMarkupCharacters() {
    #expect(LabReport.escape(#"<&">"#) == "&lt;&amp;&quot;&gt;")
    #expect(LabReport.escape("'") == "&#39;")
    #expect(LabReport.escape("fade · pop × 2\n\tok") == "fade · pop × 2\n\tok")
    #expect(LabReport.escape("&amp;") == "&amp;amp;")
    // Characters XML forbids become U+FFFD.
    #expect(LabReport.escape("a\u{1}b\u{7F}c\u{FFFE}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    #expect(LabReport.escape("") == "")
  }
}
