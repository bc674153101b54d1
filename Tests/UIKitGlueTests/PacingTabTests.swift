import FluidPacing
import FluidTransitions
import Foundation
import Testing
import UIKit

@testable import FluidGallery

/// The gallery's Pacing tab on the simulated UIKit: a short run drives every built-in style's
/// transition (the pops, the modal dismissals, the tab switch) on both engines with a scripted
/// finger, puts the stage back where it was, and produces a report with every key
/// `PacingReport` promises. The run's clock is the simulated one (the display
/// link fires with the run loop's frames) and the engine's time is read from an injected
/// counter, so nothing here depends on how fast the machine is.
@MainActor
@Suite("Pacing tab")
struct PacingTabTests {
  /// Every key of the report's top level.
  static let reportKeys = [
    PacingKey.deviceModel, PacingKey.deviceOSVersion, PacingKey.deviceMaximumFramesPerSecond,
    PacingKey.intervalP50Ms, PacingKey.intervalP99Ms, PacingKey.hitchTimeRatioMsPerS,
    PacingKey.engineP50Us, PacingKey.engineP99Us, PacingKey.maxVelocityJump, "runs",
  ]

  /// The Pacing screen, shown in its tab with its view laid out.
  static func showPacing(in gallery: GalleryTests.Gallery) throws -> PacingViewController {
    gallery.tabs.shimTapTab(at: 3)
    ShimRunLoop.advance(by: 1)
    try #require(gallery.tabs.selectedViewController === gallery.pacing)
    let pacing = try #require(gallery.pacing.topViewController as? PacingViewController)
    pacing.view.layoutIfNeeded()
    return pacing
  }

  /// Taps Run and lets the simulated display run frame by frame until the report is in (at
  /// most `limit` simulated seconds).
  static func run(_ pacing: PacingViewController, limit: Double = 200) throws -> PacingReport {
    var counter = 0.0
    pacing.clock = {
      counter += 1e-6
      return counter
    }
    try #require(GalleryTests.button("Run", in: pacing.view)).sendActions(
      for: .primaryActionTriggered)
    var elapsed = 0.0
    while pacing.report == nil, elapsed < limit {
      ShimRunLoop.advance(by: 0.25)
      elapsed += 0.25
    }
    return try #require(pacing.report)
  }

  @Test("The Pacing tab is the gallery's fourth tab, with Run, Export JSON and the stage")
  func fourthTab() throws {
    let gallery = try GalleryTests.Gallery()
    let pacing = try Self.showPacing(in: gallery)
    #expect(gallery.pacing.title == "Pacing")
    #expect(GalleryTests.button("Run", in: pacing.view) != nil)
    #expect(GalleryTests.button("Export JSON", in: pacing.view) != nil)
    #expect(pacing.stage.navigation.parent === pacing && pacing.stage.tabs.parent === pacing)
    #expect(pacing.stage.navigation.view.window === gallery.window, "the stage is on screen")
    #expect(pacing.stage.tabs.viewControllers?.count == 2)
    #expect(pacing.stage.isAtRest)
    #expect(pacing.report == nil)
  }

  @Test(
    "One script per style on both engines: every transition ends once, the stage ends at rest",
    arguments: [FingerScript.flick, .grabAndReverse])
  func shortRun(script: FingerScript) throws {
    let gallery = try GalleryTests.Gallery()
    let pacing = try Self.showPacing(in: gallery)
    pacing.scripts = [script]
    ShimConsole.reset()
    let report = try Self.run(pacing)

    let styles = ["slide", "scale", "fade", "zoom", "sheet", "drawer", "tab"]
    #expect(report.runs.count == 14)
    #expect(
      report.runs.map { "\($0.style) \($0.engine)" }
        == styles.flatMap { ["\($0) propertyAnimator", "\($0) displayLink"] })
    #expect(report.runs.allSatisfy { $0.script == script.rawValue })
    #expect(
      report.runs.allSatisfy { $0.pacing.frames > 0 && $0.engineTimes.microseconds.count > 0 })
    #expect(
      report.runs.allSatisfy { $0.releases.count == script.expectedGrabs },
      "\(report.runs.map(\.releases.count))")
    // Each run's transition went through a fluid transition, which completed or cancelled once
    // (whether a scripted release finishes depends on the style, the engine and the stage's
    // size; the tab reports what happened, it does not judge it). A modal run also presents
    // without animation first, and after a cancelled dismissal dismisses without animation.
    let transitions = ShimConsole.transitions
    #expect(transitions.allSatisfy { $0.isCustom })
    #expect(
      transitions.allSatisfy { $0.completions.count == 1 }, "\(transitions.map(\.completions))")
    func count(_ operation: String) -> Int {
      transitions.filter { $0.operation == operation }.count
    }
    let cancelledDismissals = transitions.filter {
      $0.operation == "dismiss" && $0.completions == [false]
    }
    #expect(count("pop") == 8 && count("tab") == 2 && count("present") == 4)
    #expect(count("dismiss") == 4 + cancelledDismissals.count)
    #expect(pacing.stage.isAtRest, "back where the stage started")
    #expect(pacing.stage.navigation.topViewController === pacing.stage.presenter)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")

    #expect(report.device.maximumFramesPerSecond == 120)
    #expect(report.device.osVersion == "iOS 26.0")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    for key in Self.reportKeys {
      #expect(object[key] != nil, "\(key)")
    }
    #expect((object["runs"] as? [Any])?.count == 14)
  }

  @Test("Export JSON shares the report as a .json file")
  func export() throws {
    let gallery = try GalleryTests.Gallery()
    let pacing = try Self.showPacing(in: gallery)
    pacing.scripts = [.flick]
    let report = try Self.run(pacing)
    try #require(GalleryTests.button("Export JSON", in: pacing.view)).sendActions(
      for: .primaryActionTriggered)
    ShimRunLoop.advance(by: 1)
    let sheet = try #require(pacing.presentedViewController as? UIActivityViewController)
    let url = try #require(sheet.shimActivityItems.first as? URL)
    #expect(url.pathExtension == "json")
    #expect(try String(contentsOf: url, encoding: .utf8) == report.json)
  }
}
