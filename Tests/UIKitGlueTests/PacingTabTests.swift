import FluidPacing
import FluidTransitions
import Foundation
import Testing
import UIKit

@testable import FluidGallery

/// The gallery's Pacing tab on the simulated UIKit: a short run pops every navigation style on
/// both engines with a scripted finger, puts the stage back where it was, and produces a report
/// with every key `PacingReport` promises. The run's clock is the simulated one (the display
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
    #expect(pacing.stage.parent === pacing)
    #expect(pacing.stage.view.window === gallery.window, "the stage is on screen")
    #expect(pacing.stage.viewControllers.count == 1)
    #expect(pacing.report == nil)
  }

  @Test(
    "One script per style on both engines: every pop ends once, the stage ends at its root",
    arguments: [FingerScript.flick, .grabAndReverse])
  func shortRun(script: FingerScript) throws {
    let gallery = try GalleryTests.Gallery()
    let pacing = try Self.showPacing(in: gallery)
    pacing.scripts = [script]
    ShimConsole.reset()
    let report = try Self.run(pacing)

    #expect(report.runs.count == 8)
    #expect(
      report.runs.map { "\($0.style) \($0.engine)" } == [
        "slide propertyAnimator", "slide displayLink", "scale propertyAnimator",
        "scale displayLink", "fade propertyAnimator", "fade displayLink",
        "zoom propertyAnimator", "zoom displayLink",
      ])
    #expect(report.runs.allSatisfy { $0.script == script.rawValue })
    #expect(
      report.runs.allSatisfy { $0.pacing.frames > 0 && $0.engineTimes.microseconds.count > 0 })
    #expect(
      report.runs.allSatisfy { $0.releases.count == script.expectedGrabs },
      "\(report.runs.map(\.releases.count))")
    // Each run's pop, and nothing else, went through a fluid transition, which completed or
    // cancelled once (whether a scripted release finishes depends on the style, the engine
    // and the stage's size; the tab reports what happened, it does not judge it).
    let pops = ShimConsole.transitions
    #expect(pops.count == 8)
    #expect(pops.allSatisfy { $0.completions.count == 1 }, "\(pops.map(\.completions))")
    #expect(pacing.stage.viewControllers.count == 1, "back at the stage's root")
    #expect(pacing.stage.fluid.delegate == nil)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")

    #expect(report.device.maximumFramesPerSecond == 120)
    #expect(report.device.osVersion == "iOS 26.0")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    for key in Self.reportKeys {
      #expect(object[key] != nil, "\(key)")
    }
    #expect((object["runs"] as? [Any])?.count == 8)
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
