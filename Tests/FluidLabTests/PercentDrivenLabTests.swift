import FluidLabKit
import FluidTransitions
import Foundation
import Testing

/// The `percentDriven` baseline: UIKit's classic `UIPercentDrivenInteractiveTransition`, checked
/// against the slide pop's curve (ease-in-out over 0.35 s) computed here from `CubicBezier`.
@MainActor
@Suite("Lab: percent-driven baseline")
struct PercentDrivenLabTests {
  /// The slide's curve and duration, and the edge pan's distance: the container's width.
  private let curve = CubicBezier.easeInOut
  private let duration = 0.35
  private let width = 390.0

  /// A slide pop driven by a finger from x = 12 through `xs` every 1/120 s, then lifted 1/240 s
  /// after the last sample; `extra` events follow.
  private func scenario(
    xs: [Double], driver: String = "percentDriven", extra: [JSONValue] = [], until: Double = 1.5
  ) -> JSONValue {
    var events = [labEvent(0, "startInteractive"), labEvent(0.05, "touchDown", x: 12, y: 400)]
    var time = 0.05
    for x in xs {
      time += 1.0 / 120
      events.append(labEvent(time, "touchMove", x: x, y: 400))
    }
    events.append(labEvent(time + 1.0 / 240, "touchUp", x: xs.last ?? 12, y: 400))
    return scenarioDocument(
      style: "slide", operation: "pop", until: until, events: events + extra,
      [("interaction", .string("edgePan")), ("driver", .string(driver))])
  }

  private func releaseTime(_ trace: LabTrace) throws -> Double {
    try #require(trace.events.first { $0["type"]?.string == "release" }?["t"]?.number)
  }

  @Test("Scrubbing sets the time fraction; the screen shows the curve at that fraction")
  func scrubShowsTheCurveAtTheFraction() throws {
    let xs = stride(from: 32.0, through: 212, by: 20).map { $0 }
    let trace = LabTrace(json: try runScenario(scenario(xs: xs)))
    expectWellFormedTrace(trace, frameRate: 120)
    let fractions = xs.map { ($0 - 12) / width }
    let updates = trace.contextCalls.filter { $0["call"]?.string == "updateInteractiveTransition" }
      .compactMap { $0["value"]?.number }
    #expect(updates.count == fractions.count)
    for (update, fraction) in zip(updates, fractions) {
      #expect(isClose(update, fraction, absolute: 1e-12), "update \(update) for \(fraction)")
    }
    // Every frame shown under the finger is at 0 or at the curve's value for one of the
    // fractions: an ease-in-out lags the finger at first.
    let shown = Set(fractions.map { curve.value(at: $0) } + [0])
    for frame in trace.frames where frame["phase"]?.string == "interacting" {
      let progress = try #require(frame["progress"]?.number)
      #expect(shown.contains { isClose($0, progress, absolute: 1e-12) }, "progress \(progress)")
      #expect(frame["velocity"]?.number == 0)
    }
    let first = curve.value(at: fractions[0])
    #expect(first < fractions[0], "the curve lags the finger at the start")
  }

  @Test("At release it finishes along the original curve at completion speed 1")
  func releaseFinishesAlongTheCurve() throws {
    let xs = stride(from: 32.0, through: 212, by: 20).map { $0 }
    let json = try runScenario(scenario(xs: xs))
    let trace = LabTrace(json: json)
    let release = try releaseTime(trace)
    let fraction = (xs[xs.count - 1] - 12) / width
    #expect(trace.callNames.contains("finishInteractiveTransition"))
    #expect(trace.completeValue == true && trace.breaches.isEmpty)
    for frame in trace.frames where frame["phase"]?.string == "settling" {
      let time = try #require(frame["t"]?.number)
      let f = fraction + (time - release) / duration
      #expect(isClose(frame["progress"]?.number ?? .nan, curve.value(at: f), absolute: 1e-9))
      #expect(
        isClose(frame["velocity"]?.number ?? .nan, curve.slope(at: f) / duration, absolute: 1e-9))
    }
    // It ends exactly at 1 on the first frame at or after the curve's end, whatever the finger.
    let end = release + (1 - fraction) * duration
    let finished = try #require(trace.frames.first { $0["phase"]?.string == "finished" })
    let finishTime = try #require(finished["t"]?.number)
    #expect(finishTime >= end - 1e-9 && finishTime < end + 1.0 / 120 + 1e-9)
    #expect(finished["progress"]?.number == 1)
    // The release leaves at the curve's own speed there, not the finger's.
    let event = try #require(trace.events.first { $0["type"]?.string == "release" })
    let progress = try #require(event["progress"]?.number)
    let leaving = try #require(event["springInitialVelocity"]?.number) * (1 - progress)
    #expect(isClose(leaving, curve.slope(at: fraction) / duration, absolute: 1e-9))
    let finger = try #require(event["touchVelocity"]?["x"]?.number) / width
    #expect(isClose(event["velocity"]?.number ?? .nan, finger, absolute: 1e-9))
    #expect(isClose(progress, curve.value(at: fraction), absolute: 1e-12))
  }

  @Test("A slow, short release rewinds along the curve and cancels")
  func slowReleaseRewinds() throws {
    // 40 points, then the finger holds still: the projection stays short of half-way.
    let xs = [22.0, 32, 42, 52] + Array(repeating: 52.0, count: 14)
    let trace = LabTrace(json: try runScenario(scenario(xs: xs)))
    let release = try releaseTime(trace)
    let fraction = 40 / width
    #expect(trace.callNames.contains("cancelInteractiveTransition"))
    #expect(trace.completeValue == false && trace.breaches.isEmpty)
    for frame in trace.frames where frame["phase"]?.string == "settling" {
      let time = try #require(frame["t"]?.number)
      let f = fraction - (time - release) / duration
      #expect(isClose(frame["progress"]?.number ?? .nan, curve.value(at: f), absolute: 1e-9))
      #expect(
        isClose(frame["velocity"]?.number ?? .nan, -curve.slope(at: f) / duration, absolute: 1e-9))
    }
    #expect(trace.progresses.last == 0 && trace.phases.last == "finished")
  }

  @Test("Once released it cannot be grabbed again: the touches are ignored and reported")
  func noRegrab() throws {
    let xs = stride(from: 32.0, through: 212, by: 20).map { $0 }
    let later = [
      labEvent(0.2, "touchDown", x: 200, y: 400), labEvent(0.21, "touchMove", x: 100, y: 400),
      labEvent(0.22, "touchUp", x: 100, y: 400),
    ]
    let trace = LabTrace(json: try runScenario(scenario(xs: xs, extra: later)))
    #expect(trace.eventTypes.filter { $0 == "grab" }.count == 1)
    #expect(trace.eventTypes.filter { $0 == "release" }.count == 1)
    #expect(trace.completeValue == true && trace.breaches.isEmpty)
    let messages = trace.diagnostics.compactMap { $0["message"]?.string }
    #expect(messages.contains { $0.hasPrefix("touchDown ignored") }, "\(messages)")
    // The library's driver takes the same touches as a re-grab.
    let fluid = LabTrace(
      json: try runScenario(scenario(xs: xs, driver: "fluid", extra: later)))
    #expect(fluid.eventTypes.filter { $0 == "grab" }.count == 2)
  }

  @Test("Started animated it runs the curve and ignores grabs and cancel")
  func animatedStartIgnoresTouches() throws {
    let events = [
      labEvent(0, "start"), labEvent(0.1, "touchDown", x: 200, y: 400),
      labEvent(0.12, "touchUp", x: 200, y: 400), labEvent(0.15, "cancel"),
    ]
    let trace = LabTrace(
      json: try runScenario(
        scenarioDocument(
          style: "slide", operation: "push", until: 0.6, events: events,
          [("driver", .string("percentDriven"))])))
    #expect(trace.completeValue == true && trace.breaches.isEmpty)
    #expect(!trace.eventTypes.contains("grab"))
    for frame in trace.frames where frame["phase"]?.string == "animating" {
      let time = try #require(frame["t"]?.number)
      #expect(
        isClose(frame["progress"]?.number ?? .nan, curve.value(at: time / duration), absolute: 1e-9)
      )
    }
    let messages = trace.diagnostics.compactMap { $0["message"]?.string }
    #expect(messages.contains { $0.hasPrefix("cancel() ignored") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("touchDown ignored") }, "\(messages)")
  }

  @Test("The baseline's runs pass the lab's checks, including run --check")
  func baselinePassesChecks() throws {
    let xs = stride(from: 32.0, through: 212, by: 20).map { $0 }
    let path = try writeScenarioFile(scenario(xs: xs).text)
    let result = FluidLab.run(["run", path, "--check"])
    #expect(result.status == 0, "\(result.standardError)")
  }
}
