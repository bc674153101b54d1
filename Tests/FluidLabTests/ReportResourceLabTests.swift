import Foundation
import Testing

@testable import FluidLabKit

/// The report's style sheets and script are package resources (`Report/Resources`) that the
/// report inlines: its one HTML file must carry them unchanged, in elements they cannot end.
@MainActor
@Suite("Lab: report resources")
struct ReportResourceLabTests {
  @Test("The player's script is player.js in a CDATA section, with ReportPlayer's pinch spread")
  func script() {
    let file = ReportResource.text("player.js")
    let script = ReportPlayer.script
    // One place sets the spread, so the drawing and the legend use the same one.
    #expect(file.components(separatedBy: ReportPlayer.spreadPlaceholder).count == 2)
    #expect(!script.contains(ReportPlayer.spreadPlaceholder))
    #expect(
      script.contains("\n  var SPREAD = \(LabReport.coordinate(ReportPlayer.pinchSpread));\n"))
    #expect(script.hasPrefix("<script>\n//<![CDATA[\n(function () {\n"))
    #expect(script.hasSuffix("\n})();\n//]]>\n</script>\n"))
    let body = script.dropFirst("<script>\n//<![CDATA[\n".count)
      .dropLast("\n//]]>\n</script>\n".count)
    #expect(!body.contains("]]>"))
    #expect(!body.lowercased().contains("</script"))
  }

  @Test("The document's style element holds report.css, then player.css, unchanged")
  func styleSheets() {
    let report = ReportResource.text("report.css")
    let player = ReportResource.text("player.css")
    let document = LabReport.document(title: "resources", introduction: "", entries: [])
    #expect(document.contains("<style>\n" + report + "\n" + player + "\n</style>\n"))
    for sheet in [report, player] {
      #expect(!sheet.isEmpty)
      #expect(!sheet.lowercased().contains("</style"))
    }
  }
}
