import FluidPacing
import Foundation
import Testing

@Suite("Pacing: the device report's figures and JSON")
struct PacingReportTests {
  static let device = PacingReport.Device(
    model: "iPhone16,1", osVersion: "iOS 18.1", maximumFramesPerSecond: 120)

  /// A 60 Hz second with one frame a vsync late (16.67 ms of hitches) and a 120 Hz half second
  /// with one frame two vsyncs late (16.67 ms), with engine times and releases.
  static let runs = [
    PacingRun(
      style: "slide", engine: "displayLink", script: "flick",
      pacing: FramePacing(
        samples: DisplayLinkRecording.samples(through: 60, missing: [30], hertz: 60),
        expectedInterval: 1.0 / 60),
      engineTimes: EngineFrameTimes(microseconds: [30, 10, 20]),
      releases: [ReleaseHandoff(fingerVelocity: 2, presentedVelocity: 1.5)]),
    PacingRun(
      style: "sheet", engine: "propertyAnimator", script: "interactiveFinish",
      pacing: FramePacing(
        samples: DisplayLinkRecording.samples(through: 60, missing: [30, 31], hertz: 120),
        expectedInterval: 1.0 / 120),
      engineTimes: EngineFrameTimes(microseconds: [50, 40]),
      releases: [ReleaseHandoff(fingerVelocity: -1, presentedVelocity: -1.25)]),
  ]

  @Test("Pooled figures: summed hitch time over summed duration, percentiles over all frames")
  func pooledFigures() throws {
    let figures = PacingReport(device: Self.device, runs: Self.runs).figures
    // (16.67 + 16.67) ms over 1.5 s.
    let ratio = try #require(figures.hitchTimeRatioMsPerS)
    #expect(abs(ratio - 22.222_222_222) < 1e-6)
    // 10, 20, 30, 40, 50: ranks 3 and 5.
    #expect(figures.engineP50Us == 30)
    #expect(figures.engineP99Us == 50)
    #expect(figures.maxVelocityJump == 0.5)
    // 57 intervals of 8.33 ms, 58 of 16.67 ms, one of 25 ms and one of 33.33 ms: the median,
    // rank ⌈0.5 · 117⌉ = 59, is in the second group.
    let p50 = try #require(figures.intervalP50Ms)
    #expect(abs(p50 - 1000.0 / 60) < 1e-9)
    let single = Self.runs[1].figures
    #expect(abs(try #require(single.hitchTimeRatioMsPerS) - 33.333_333_333) < 1e-6)
    #expect(single.maxVelocityJump == 0.25)
  }

  @Test("The JSON carries fluid-bench's keys, the device and one row per run, in a fixed order")
  func jsonKeysAndOrder() throws {
    let json = PacingReport(device: Self.device, runs: Self.runs).json
    let keys = [
      "device.model", "device.osVersion", "device.maximumFramesPerSecond",
      "pacing.realtime.intervalP50Ms", "pacing.realtime.intervalP99Ms",
      "pacing.realtime.hitchTimeRatioMsPerS", "pacing.realtime.engineP50Us",
      "pacing.realtime.engineP99Us", "handoff.release.maxVelocityJump", "runs",
    ]
    let positions = try keys.map { key in
      try #require(json.range(of: "\"\(key)\":")).lowerBound
    }
    #expect(positions == positions.sorted())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == Set(keys))
    #expect(object["device.model"] as? String == "iPhone16,1")
    #expect(object["device.maximumFramesPerSecond"] as? Int == 120)
    #expect(object["pacing.realtime.engineP99Us"] as? Double == 50)
    let rows = try #require(object["runs"] as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(rows[0]["style"] as? String == "slide")
    #expect(rows[1]["engine"] as? String == "propertyAnimator")
    #expect(rows[1]["script"] as? String == "interactiveFinish")
    #expect(rows[1]["hitches"] as? Int == 1)
    #expect(rows[1]["droppedFrames"] as? Int == 2)
    #expect(rows[0]["handoff.release.maxVelocityJump"] as? Double == 0.5)
    // The same measurements are the same text.
    #expect(PacingReport(device: Self.device, runs: Self.runs).json == json)
  }

  @Test("Nothing measured is null, and names are escaped")
  func emptyAndEscaped() throws {
    let device = PacingReport.Device(
      model: "Quote \" back\\slash\nline\u{1}", osVersion: "", maximumFramesPerSecond: 0)
    let empty = PacingRun(
      style: "fade", engine: "displayLink", script: "animated",
      pacing: FramePacing(samples: [], expectedInterval: 0),
      engineTimes: EngineFrameTimes(microseconds: []), releases: [])
    let json = PacingReport(device: device, runs: [empty]).json
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["device.model"] as? String == "Quote \" back\\slash\nline\u{1}")
    for key in [
      "pacing.realtime.intervalP50Ms", "pacing.realtime.hitchTimeRatioMsPerS",
      "pacing.realtime.engineP50Us", "handoff.release.maxVelocityJump",
    ] {
      #expect(object[key] is NSNull)
    }
    let row = try #require((object["runs"] as? [[String: Any]])?.first)
    #expect(row["hitches"] is NSNull)
    #expect(row["frames"] as? Int == 0)
    #expect(PacingReport(device: device, runs: []).json.contains("\"runs\": []"))
  }

  @Test("Numbers are spelled as fluid-bench spells them")
  func numberSpelling() {
    #expect(JSONText.number(3.0) == "3")
    #expect(JSONText.number(-0.25) == "-0.25")
    #expect(JSONText.number(1e20) == "1e+20")
    #expect(JSONText.number(Double.nan) == "null")
    #expect(JSONText.number(-Double.infinity) == "null")
    #expect(JSONText.number(nil as Double?) == "null")
  }
}
