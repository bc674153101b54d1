import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// The gallery's zoom scenarios and the zoom's additions run through `fluid-lab run`, checked
/// against geometry worked out by hand for the 390 × 844 pt container: the grid cell (140, 300,
/// 110 × 110, rounded by 10), the detail's square image view (0, 120, 390 × 390) showing a 3:2
/// photo (0, 185, 390 × 260), the caption (140, 414, 110 × 18) → (20, 524, 350 × 30).
@MainActor
@Suite("Lab: zoom runs")
struct ZoomRunLabTests {
  /// The trace of `script`'s scenario, as `fluid-lab run` prints it.
  func run(_ script: ZoomGalleryScript) throws -> LabTrace {
    let trace = LabTrace(json: try runScenario(script.scenario))
    expectWellFormedTrace(trace, frameRate: 120)
    #expect(trace.result?["completed"]?.bool == true, "\(script)")
    return trace
  }

  /// A node's frame in a trace.
  func frame(_ node: JSONValue?) -> Rect? {
    guard let node, let x = node["x"]?.number, let y = node["y"]?.number,
      let width = node["width"]?.number, let height = node["height"]?.number
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Whether two rects agree to `tolerance` points in every component.
  func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return [
      (a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height),
    ].allSatisfy { isClose($0, $1, absolute: tolerance) }
  }

  /// `a` + (`b` − `a`) × `fraction`, component by component.
  func lerp(_ a: Rect, _ b: Rect, _ fraction: Double) -> Rect {
    Rect(
      x: a.minX + (b.minX - a.minX) * fraction, y: a.minY + (b.minY - a.minY) * fraction,
      width: a.width + (b.width - a.width) * fraction,
      height: a.height + (b.height - a.height) * fraction)
  }

  /// Where a node is shown: its frame's centre moved by its transform's translation.
  func shownCenter(_ node: JSONValue?) -> Point? {
    guard let rect = frame(node), let transform = node?["transform"]?.array,
      let tx = transform[4].number, let ty = transform[5].number
    else { return nil }
    return Point(x: rect.midX + tx, y: rect.midY + ty)
  }

  let cell = Rect(x: 140, y: 300, width: 110, height: 110)
  let imageView = Rect(x: 0, y: 120, width: 390, height: 390)
  let photo = Rect(x: 0, y: 185, width: 390, height: 260)

  /// `document` with its events replaced.
  func replacingEvents(_ document: JSONValue, _ events: [JSONValue]) -> JSONValue {
    .object(
      (document.members ?? []).map { key, value in
        key == "events" ? (key, .array(events)) : (key, value)
      })
  }

  /// The scenario's events applied before the frame of target time `time` is shown: those
  /// before its callback, one frame interval earlier at 120 Hz.
  func applied(_ trace: LabTrace, before time: Double, _ type: String) -> [JSONValue] {
    (trace.json["scenario"]?["events"]?.array ?? []).filter {
      $0["type"]?.string == type && ($0["t"]?.number ?? .infinity) < time - 1.0 / 120 - 1e-9
    }
  }

  @Test("A photo and its caption: from the rounded cell onto the alignment rect, cross-fading")
  func photoAndCaption() throws {
    let trace = try run(.photoAndCaption)
    // Held at its start (an interactive start, finished later), the flight is at its source.
    let held = LabTrace(
      json: try runScenario(
        replacingEvents(
          ZoomGalleryScript.photoAndCaption.scenario,
          [labEvent(0, "startInteractive"), labEvent(0.05, "finish")])))
    let first = try #require(held.frames.first { $0["phase"]?.string == "interacting" })
    #expect(first["progress"]?.number == 0)
    // At the source end the flight is the cell, rounded by the radius measured on it (10, not
    // the style's 8), and the cell's snapshot fills it exactly.
    let flight = first["nodes"]?["snapshot"]
    #expect(close(frame(flight), cell))
    #expect(flight?["cornerRadius"]?.number == 10)
    #expect(flight?["clips"] == .bool(true))
    let source = first["nodes"]?["sourceSnapshot"]
    #expect(source?["parent"] == .string("snapshot"))
    #expect(close(frame(source), Rect(x: 0, y: 0, width: 110, height: 110)))
    #expect(source?["alpha"]?.number == 1)
    // The image view is scaled so that its photo fills the cell: 110 / 260 = 0.4231, the
    // square 165 pt, its photo's top 65 × 0.4231 = 27.5 pt into it, centred across.
    let destination = first["nodes"]?["destinationSnapshot"]
    #expect(destination?["parent"] == .string("snapshot"))
    #expect(close(frame(destination), Rect(x: -27.5, y: -27.5, width: 165, height: 165)))
    #expect(destination?["alpha"]?.number == 0)
    // At the end: the photo's flight on the visible photo, the image view placed so that its
    // photo fills it (its top 65 pt above), opaque; the cell's snapshot gone; unrounded.
    let last = try #require(trace.frames.last)
    let landed = last["nodes"]?["snapshot"]
    #expect(close(frame(landed), photo))
    #expect(landed?["cornerRadius"]?.number == 0)
    #expect(
      close(
        frame(last["nodes"]?["destinationSnapshot"]), Rect(x: 0, y: -65, width: 390, height: 390)))
    #expect(last["nodes"]?["destinationSnapshot"]?["alpha"]?.number == 1)
    #expect(last["nodes"]?["sourceSnapshot"]?["alpha"]?.number == 0)
    // The caption lands on its title, its own snapshot filling it.
    #expect(
      close(frame(last["nodes"]?["snapshot.caption"]), ZoomGalleryScript.captionDestination))
    #expect(
      close(
        frame(last["nodes"]?["destinationSnapshot.caption"]),
        Rect(x: 0, y: 0, width: 350, height: 30)))
    // The caption flies above the photo (z index 1 against 0).
    let flying = try #require(
      trace.frames.first {
        $0["phase"]?.string == "animating" && ($0["progress"]?.number ?? 0) > 0.3
      })
    let photoOrder = try #require(flying["nodes"]?["snapshot"]?["zIndex"]?.number)
    let captionOrder = try #require(flying["nodes"]?["snapshot.caption"]?["zIndex"]?.number)
    #expect(captionOrder > photoOrder)
    // The cross-fade over 0…0.6: the destination fades in under the cell until 0.3, the cell
    // fades out above it until 0.6; one of the two is always opaque.
    for frame in trace.frames {
      guard let progress = frame["progress"]?.number,
        let sourceAlpha = frame["nodes"]?["sourceSnapshot"]?["alpha"]?.number,
        let destinationAlpha = frame["nodes"]?["destinationSnapshot"]?["alpha"]?.number
      else { continue }
      #expect(max(sourceAlpha, destinationAlpha) == 1, "at \(progress)")
      if progress <= 0.3 { #expect(sourceAlpha == 1, "at \(progress)") }
      if progress >= 0.6 { #expect(sourceAlpha == 0, "at \(progress)") }
      if progress > 0.3 && progress < 0.6 {
        #expect(isClose(sourceAlpha, 1 - (progress - 0.3) / 0.3, absolute: 1e-9), "at \(progress)")
      }
    }
    // The dimming's colour: 20 % with the detail fully shown, fading in with it.
    for frame in trace.frames {
      guard let progress = frame["progress"]?.number,
        let alpha = frame["nodes"]?["dimming"]?["alpha"]?.number
      else { continue }
      #expect(isClose(alpha, min(max(0.2 * progress, 0), 1), absolute: 1e-12), "at \(progress)")
    }
  }

  @Test("Dismissed while the grid re-lays out: the flight follows the cell and lands on it")
  func relaidOutGrid() throws {
    let trace = try run(.relaidOutGrid)
    let newCell = ZoomGalleryScript.relaidOutCell
    let last = try #require(trace.frames.last)
    #expect(close(frame(last["nodes"]?["snapshot"]), newCell))
    // The cell itself moved with the grid (in the grid, which fills the container), and shows
    // again where the flight landed.
    let element = last["nodes"]?["sourceElement"]
    #expect(close(frame(element), newCell))
    #expect(element?["parent"] == .string("to") && element?["hidden"] == .bool(false))
    var following = 0
    for frame in trace.frames {
      guard let time = frame["t"]?.number, let progress = frame["progress"]?.number,
        frame["phase"]?.string == "settling", let flight = self.frame(frame["nodes"]?["snapshot"])
      else { continue }
      if time >= 0.5 {
        // The cell is at its new place from 0.48 s on: the flight heads there.
        #expect(close(flight, lerp(imageView, newCell, progress), tolerance: 1e-9), "at \(time)")
      } else if time > 0.3 && time <= 0.48 {
        // Mid-slide, between the paths to the old and the new place.
        let toOld = lerp(imageView, cell, progress).minX
        let toNew = lerp(imageView, newCell, progress).minX
        #expect(flight.minX < toOld - 1e-6 && flight.minX > toNew + 1e-6, "at \(time)")
        following += 1
      }
    }
    #expect(following >= 10, "\(following) frames mid-slide")
  }

  @Test("A cell removed mid-flight: no jump where it goes, then the fallback, faded out")
  func cellRemoved() throws {
    let trace = try run(.cellRemoved)
    // The first frame after the removal (callback after 0.14 s: t = 0.15) still flies toward
    // the cell, exactly: the fallback starts from there with no jump.
    let index = try #require(trace.frames.firstIndex { ($0["t"]?.number ?? 0) > 0.145 })
    let after = trace.frames[index]
    let progress = try #require(after["progress"]?.number)
    #expect(close(frame(after["nodes"]?["snapshot"]), lerp(imageView, cell, progress)))
    #expect(after["nodes"]?["snapshot"]?["alpha"]?.number == 1)
    // Then it fades, and leaves the cell's path.
    let later = trace.frames[index + 3]
    #expect((later["nodes"]?["snapshot"]?["alpha"]?.number ?? 1) < 1)
    let laterProgress = try #require(later["progress"]?.number)
    #expect(!close(frame(later["nodes"]?["snapshot"]), lerp(imageView, cell, laterProgress)))
    // The detail view shrinks toward the centre with it.
    let shrinking = trace.frames.compactMap { $0["nodes"]?["from"]?["transform"]?.array?[0].number }
    #expect((shrinking.min() ?? 1) < 0.6)
    // It ends on the image view halved about (195, 422): centre (195, 315) → (195, 368.5).
    let last = try #require(trace.frames.last)
    #expect(
      close(frame(last["nodes"]?["snapshot"]), Rect(x: 97.5, y: 271, width: 195, height: 195)))
    #expect(last["nodes"]?["snapshot"]?["alpha"]?.number == 0)
    // The removed cell is out of the tree.
    #expect(last["nodes"]?["sourceElement"]?["inContainer"] == .bool(false))
  }

  @Test("Pinched closed: the scale drives the progress, the flight follows the centroid")
  func pinchDismissal() throws {
    let trace = try run(.pinchDismissal)
    // While the fingers hold: the progress is (1 − scale) / (1 − 0.5) of the last sample shown
    // (0.6 at scale 0.7), and the flight keeps the point under the fingers: its centre at the
    // grab, the image view's (195, 315), moves with the centroid from (195, 330).
    var checked = 0
    for frame in trace.frames where frame["phase"]?.string == "interacting" {
      let time = try #require(frame["t"]?.number)
      guard let sample = applied(trace, before: time, "pinchMove").last,
        let scale = sample["scale"]?.number, let y = sample["y"]?.number
      else { continue }
      #expect(isClose(frame["progress"]?.number ?? 0, (1 - scale) / 0.5, absolute: 1e-9))
      let center = try #require(shownCenter(frame["nodes"]?["snapshot"]))
      #expect(
        isClose(center.x, 195, absolute: 1e-9) && isClose(center.y, 315 + y - 330, absolute: 1e-9))
      checked += 1
    }
    #expect(checked >= 25, "\(checked) frames")
    // The release: by the pinch, leaving at −scale velocity / 0.5.
    let release = try #require(trace.events.first { $0["type"]?.string == "release" })
    let scaleVelocity = try #require(release["scaleVelocity"]?.number)
    // The fingers close at 2.4 per second at the end (d/dt of 1 − 0.3 (t / 0.25)²).
    #expect((-2.6 ... -1.5).contains(scaleVelocity), "\(scaleVelocity)")
    #expect(isClose(release["velocity"]?.number ?? 0, -scaleVelocity / 0.5, absolute: 1e-9))
    #expect(release["target"] == .string("end"))
    #expect(close(frame(trace.frames.last?["nodes"]?["snapshot"]), cell))
  }

  @Test("A drag that becomes a pinch: no jump at the hand-over, released by the pinch")
  func dragThenPinch() throws {
    let trace = try run(.dragThenPinch)
    // The drag moves 60 pt over half the height (60 / 422), the flight's centre (195, 315)
    // with the finger from (195, 330); once the second finger lands, the pinch adds
    // (1 − scale) / 0.5 from there, and the flight moves on with the centroid from (255, 390):
    // no jump at the hand-over, frame by frame.
    var pinched = 0
    for frame in trace.frames where frame["phase"]?.string == "interacting" {
      let time = try #require(frame["t"]?.number)
      guard let move = applied(trace, before: time, "touchMove").last,
        let fingerY = move["y"]?.number
      else { continue }
      var progress = (fingerY - 330) / 422
      var centerY = 315 + fingerY - 330
      if let sample = applied(trace, before: time, "pinchMove").last,
        let scale = sample["scale"]?.number, let y = sample["y"]?.number
      {
        progress += (1 - scale) / 0.5
        centerY += y - 390
        pinched += 1
      }
      #expect(isClose(frame["progress"]?.number ?? 0, progress, absolute: 1e-9), "at \(time)")
      let center = try #require(shownCenter(frame["nodes"]?["snapshot"]))
      #expect(isClose(center.x, 195, absolute: 1e-9), "at \(time)")
      #expect(isClose(center.y, centerY, absolute: 1e-9), "at \(time)")
    }
    #expect(pinched >= 15, "\(pinched) frames pinched")
    // One grab (the drag's); one release, the pinch's: 0.25 over 0.15 s.
    #expect(trace.eventTypes.filter { $0 == "grab" }.count == 1)
    let release = try #require(trace.events.first { $0["type"]?.string == "release" })
    let scaleVelocity = try #require(release["scaleVelocity"]?.number)
    #expect(isClose(scaleVelocity, -0.25 / 0.15, absolute: 0.05), "\(scaleVelocity)")
    #expect(isClose(release["velocity"]?.number ?? 0, -scaleVelocity / 0.5, absolute: 1e-9))
    #expect(close(frame(trace.frames.last?["nodes"]?["snapshot"]), cell))
  }

  @Test("A push cancelled after the source moved flies back to where the source is now")
  func cancelledPushLandsOnTheMovedSource() throws {
    let moved = Rect(x: 200, y: 500, width: 110, height: 110)
    let trace = LabTrace(
      json: try runScenario(
        zoomDocument(
          [("operation", .string("push")), ("sourceElement", rectValue(20, 300, 110, 110))],
          events: [
            labEvent(0, "start"),
            zoomEvent(
              0.05, "sourceMove",
              [
                ("x", .number(moved.minX)), ("y", .number(moved.minY)),
                ("width", .number(moved.width)), ("height", .number(moved.height)),
              ]),
            labEvent(0.1, "cancel"),
          ], until: 1.5)))
    expectWellFormedTrace(trace, frameRate: 120)
    #expect(trace.result?["completed"] == .bool(false))
    let last = try #require(trace.frames.last)
    #expect(close(frame(last["nodes"]?["snapshot"]), moved))
    // The cell, in the grid (the from-view of a push), is there too.
    #expect(close(frame(last["nodes"]?["sourceElement"]), moved))
    #expect(last["nodes"]?["sourceElement"]?["parent"] == .string("from"))
  }

  @Test(
    "Traces carry parent and clips only for nested and clipping nodes, scaleVelocity for pinches")
  func traceFieldsAreAdditive() throws {
    let fade = LabTrace(json: try runScenario(scenarioDocument()))
    for frame in fade.frames {
      for (_, node) in frame["nodes"]?.members ?? [] {
        #expect(node["parent"] == nil && node["clips"] == nil)
      }
    }
    // A drag's release carries no scale velocity.
    let drag = LabTrace(json: try runScenario(GalleryScript.flick.scenario(for: .zoom)))
    let release = try #require(drag.events.first { $0["type"]?.string == "release" })
    #expect(release["scaleVelocity"] == nil)
    #expect(
      release.members?.map(\.0) == [
        "t", "type", "progress", "velocity", "touchVelocity", "projected", "target",
        "springInitialVelocity", "forced",
      ])
    // The flight clips; its contents and the elements name their parents.
    let frame = try #require(drag.frames.last { $0["nodes"]?["sourceSnapshot"] != nil })
    #expect(frame["nodes"]?["snapshot"]?["clips"] == .bool(true))
    #expect(frame["nodes"]?["snapshot"]?["parent"] == nil)
    #expect(frame["nodes"]?["destinationSnapshot"]?["parent"] == .string("snapshot"))
    #expect(frame["nodes"]?["destinationElement"]?["parent"] == .string("from"))
    #expect(frame["nodes"]?["sourceElement"]?["parent"] == .string("to"))
  }

  @Test("Every zoom script passes its checks in the gallery")
  func galleryEntriesPass() throws {
    for script in ZoomGalleryScript.allCases {
      let entry = try Gallery.run(script)
      #expect(entry.problems.isEmpty, "\(script): \(entry.problems)")
      #expect(entry.id.hasPrefix("zoom-"))
    }
  }
}

/// The zoom's checks (``ScenarioTrace/zoomProblems``) on traces broken by hand: each broken
/// property is caught.
@MainActor
@Suite("Lab: zoom trace checks")
struct ZoomTraceCheckLabTests {
  func soundTrace(_ script: ZoomGalleryScript) throws -> ScenarioTrace {
    let trace = ScenarioRunner(try Scenario(json: script.scenario)).run()
    try #require(trace.problems().isEmpty, "\(trace.problems())")
    return trace
  }

  /// `trace` with `change` applied to the node `role` of frame `index`.
  func changing(
    _ trace: ScenarioTrace, frame index: Int, role: String,
    _ change: (inout ScenarioTrace.NodeSample) -> Void
  ) throws -> ScenarioTrace {
    var trace = trace
    let position = try #require(trace.frames[index].nodes.firstIndex { $0.role == role })
    change(&trace.frames[index].nodes[position])
    return trace
  }

  @Test("A flight that does not end exactly on its landing rect or its source is caught")
  func landingIsChecked() throws {
    let trace = try soundTrace(.photoAndCaption)
    // The first frame after the end: the flight as the transition left it.
    func end(_ trace: ScenarioTrace) throws -> Int {
      try #require(trace.frames.firstIndex { $0.phase == "finished" })
    }
    let broken = try changing(trace, frame: try end(trace), role: "snapshot") {
      $0.state.frame.origin.y += 0.5
    }
    #expect(
      broken.zoomProblems.contains { $0.contains("snapshot ends at") && $0.contains("landing") })
    let moved = try soundTrace(.relaidOutGrid)
    let stale = try changing(moved, frame: try end(moved), role: "snapshot") {
      $0.state.frame = ZoomGalleryScript.cell
    }
    #expect(stale.zoomProblems.contains { $0.contains("its source") })
  }

  @Test("A content not aspect-filled into its flight, or both see-through, is caught")
  func crossFadeIsChecked() throws {
    let trace = try soundTrace(.photoAndCaption)
    let index = try #require(trace.frames.firstIndex { $0.progress > 0.4 && $0.progress < 0.5 })
    let shifted = try changing(trace, frame: index, role: "destinationSnapshot") {
      $0.state.frame.origin.x += 3
    }
    #expect(shifted.zoomProblems.contains { $0.contains("not its landing part aspect-filled") })
    let seeThrough = try changing(trace, frame: index, role: "destinationSnapshot") {
      $0.state.alpha = 0.9
    }
    #expect(seeThrough.zoomProblems.contains { $0.contains("is opaque") })
    let late = try #require(
      trace.frames.firstIndex { $0.progress > 0.7 && $0.phase == "animating" })
    let lingering = try changing(trace, frame: late, role: "sourceSnapshot") {
      $0.state.alpha = 0.1
    }
    #expect(lingering.zoomProblems.contains { $0.contains("after the cross-fade") })
  }

  @Test("A flight that jumps where its source disappears, or leaves the fallback path, is caught")
  func removalIsChecked() throws {
    let trace = try soundTrace(.cellRemoved)
    let removal = try #require(trace.scenario.events.firstIndex { $0.kind == .sourceRemove })
    let after = try #require(trace.frames.firstIndex { $0.appliedEvents > removal })
    let jump = try changing(trace, frame: after, role: "snapshot") {
      $0.state.frame.origin.x += 30
    }
    #expect(jump.zoomProblems.contains { $0.contains("jumps") })
    let astray = try changing(trace, frame: after + 4, role: "snapshot") {
      $0.state.frame.origin.y += 1
    }
    #expect(astray.zoomProblems.contains { $0.contains("off its fallback path") })
  }

  @Test("A pinch's release that does not leave at its mapped scale velocity is caught")
  func pinchReleaseIsChecked() throws {
    var trace = try soundTrace(.pinchDismissal)
    let index = try #require(trace.events.firstIndex { $0.release != nil })
    guard case .release(let time, var record) = trace.events[index] else { return }
    record.scaleVelocity = (record.scaleVelocity ?? 0) * 1.01
    trace.events[index] = .release(time: time, record: record)
    #expect(trace.zoomProblems.contains { $0.contains("scale velocity maps to") })
  }
}
