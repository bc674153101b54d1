import FluidTransitions
import Testing

/// The zoom's live source: measured before every frame while a FluidAnimator runs the flight,
/// so a scrolling or re-laid-out grid still gets the flight, and a source that disappears
/// turns the flight into the fallback with no jump.
@MainActor
@Suite("Zoom: live source, re-targeting and the mid-flight fallback")
struct ZoomLiveSourceTests {
  /// The cell in container coordinates once the grid (at the origin, untransformed) has
  /// scrolled by `offset`: closed form.
  static func cell(scrolledBy offset: Double) -> Rect {
    ZoomWorld.cell.offsetBy(dx: 0, dy: -offset)
  }

  @Test("A grid that scrolls under a dismissal: every frame flies toward the cell where it is")
  func scrollingGrid() {
    let world = ZoomWorld(.pop)
    world.start()
    guard let flight = world.node(.snapshot) else {
      Issue.record("no flight")
      return
    }
    var offset = 0.0
    var frames = 0
    while world.completions.isEmpty, frames < 400 {
      offset += 2
      world.grid.contentOffset = Point(x: 0, y: offset)
      world.frame()
      frames += 1
      guard world.completions.isEmpty, let progress = world.driver?.presentedProgress else { break }
      let expected = ZoomWorld.photo.interpolated(
        to: Self.cell(scrolledBy: offset), fraction: progress)
      #expect(AspectTruth.close(flight.frame, expected, tolerance: 1e-9), "frame \(frames)")
    }
    #expect(world.completions == [true])
    #expect(flight.frame == Self.cell(scrolledBy: offset), "landed on the cell where it is")
    #expect(world.plan.state(of: .snapshot, at: 1)?.frame == ZoomWorld.cell, "the plan's stays")
  }

  @Test("A grid re-laid out mid-dismissal: the flight lands on the cell's new frame, filled")
  func relaidOutGrid() {
    let world = ZoomWorld(.dismiss)
    world.start()
    let flight = world.node(.snapshot)
    let source = world.node(.sourceSnapshot)
    world.run(until: 0.1)
    let moved = Rect(x: 200, y: 500, width: 150, height: 100)
    world.cellNode.frame = moved
    world.run(until: 2)
    #expect(world.completions == [true])
    #expect(flight?.frame == moved)
    // The square snapshot aspect-fills the new 3:2 frame: 150 × 150, centred vertically.
    #expect(source?.frame == Rect(x: 0, y: -25, width: 150, height: 150))
  }

  /// One animated pop at `framesPerSecond`; with `vanishing`, the cell leaves the grid as soon
  /// as a frame shows progress beyond 0.4. Returns the flight's centre and the progress at every
  /// frame, and the index of the first frame that measured the cell gone.
  static func pop(framesPerSecond: Double, vanishing: Bool) -> (
    centers: [Point], progress: [Double], alphas: [Double], switchFrame: Int?,
    world: ZoomWorld
  ) {
    let world = ZoomWorld(.pop, framesPerSecond: framesPerSecond)
    world.start()
    var centers: [Point] = []
    var progress: [Double] = []
    var alphas: [Double] = []
    var switchFrame: Int?
    let flight = world.node(.snapshot)
    for index in 0..<Int(framesPerSecond * 2) {
      world.frame()
      guard world.completions.isEmpty else { break }
      centers.append(flight?.frame.center ?? .zero)
      progress.append(world.driver?.presentedProgress ?? .nan)
      alphas.append(flight?.alpha ?? .nan)
      if vanishing, world.cellNode.parent != nil, progress.last ?? 0 > 0.4 {
        world.cellNode.removeFromParent()
        switchFrame = index + 1
      }
    }
    return (centers, progress, alphas, switchFrame, world)
  }

  @Test("The source disappearing mid-flight: the fallback joins with no jump in position or speed")
  func vanishingSourceJoinsSmoothly() throws {
    var discrepancies: [Double] = []
    var relative: [Double] = []
    for rate in [120.0, 480.0] {
      let reference = Self.pop(framesPerSecond: rate, vanishing: false)
      let run = Self.pop(framesPerSecond: rate, vanishing: true)
      let s = try #require(run.switchFrame)
      let dt = 1 / rate
      // Identical up to and including the frame that found the cell gone: no jump in position.
      for index in 0...s { #expect(run.centers[index] == reference.centers[index]) }
      #expect(run.alphas[s] == 1)
      // Velocity by finite differences, just before and just after the switch.
      func velocity(_ points: [Point], _ index: Int) -> Vector {
        points[index].vector(from: points[index - 1]) * (1 / dt)
      }
      let before = velocity(run.centers, s)
      let after = velocity(run.centers, s + 1)
      let plannedChange = velocity(reference.centers, s + 1) - velocity(reference.centers, s)
      // Whatever the fallback adds to the change of velocity across the switch:
      let added = (after - before) - plannedChange
      discrepancies.append(added.length)
      // An instant switch to the fallback would have jumped by progress × the distance between
      // the last-seen cell and the fallback's end in one frame, adding that over dt to the
      // velocity; the blend adds a small part of it.
      let path = FlightPath(
        source: ZoomWorld.cell, landing: ZoomWorld.photo, startsAtSource: false,
        fallbackScale: 0.5, fallbackCenter: Point(x: 195, y: 422))
      let jump =
        run.progress[s] * path.fallbackFrame.center.vector(from: ZoomWorld.cell.center).length
      #expect(added.length < 0.05 * jump / dt, "\(added.length) pt/s against \(jump / dt)")
      relative.append(added.length / before.length)
    }
    // Continuity of velocity: what the switch adds shrinks with the frame interval (a jump
    // would not): a quarter of the interval, about a quarter of the discrepancy.
    #expect(discrepancies[1] < 0.4 * discrepancies[0], "\(discrepancies)")
    // At 480 Hz it is already a few per cent of the flight's speed.
    #expect(relative[1] < 0.05, "\(relative)")
  }

  @Test("Once gone, the flight fades out, ending invisible at the fallback frame")
  func fallbackEnd() throws {
    let run = Self.pop(framesPerSecond: 120, vanishing: true)
    let s = try #require(run.switchFrame)
    let alphas = run.alphas[s...]
    #expect(zip(alphas.dropFirst(), alphas).allSatisfy { $0 <= $1 }, "fades monotonically")
    let world = ZoomWorld(.pop)
    world.start()
    let flight = world.node(.snapshot)
    world.run(until: 0.05)
    world.cellNode.removeFromParent()
    var scales: [Double] = []
    while world.completions.isEmpty {
      world.frame()
      scales.append(world.detail.transform.a)
    }
    // The photo halved about the screen's centre (its centre 330 → 422 + (330 − 422) / 2 = 376,
    // height 130), where the last frame left it.
    #expect(
      FlightPath(
        source: ZoomWorld.cell, landing: ZoomWorld.photo, startsAtSource: false,
        fallbackScale: 0.5, fallbackCenter: Point(x: 195, y: 422)
      ).fallbackFrame == Rect(x: 97.5, y: 311, width: 195, height: 130))
    #expect(flight?.frame == Rect(x: 97.5, y: 311, width: 195, height: 130))
    #expect(flight?.alpha == 0)
    // The detail view scaled toward 0.5 with it, and is restored by the cleanup.
    #expect(scales.dropLast().last.map { $0 < 0.6 } == true)
    #expect(world.detail.transform == .identity)
    #expect(world.completions == [true] && world.context?.breaches.isEmpty == true)
  }

  /// Found by the lab once its zooms were resized (a dismissal whose cell disappears, then
  /// rotated: `SafeAreaLabTests`): a re-plan read
  /// only the flight's frame live, so a flight whose source had gone kept the plan's alpha (1),
  /// its contents the plan's frames and the detail view the identity: it landed on the fallback
  /// frame opaque, its snapshot no longer filling it.
  @Test("Re-planned after the source disappeared: the flight still fades into the fallback")
  func replanAfterTheSourceDisappeared() throws {
    let world = ZoomWorld(.pop)
    world.start()
    let flight = try #require(world.node(.snapshot))
    let content = try #require(world.node(.sourceSnapshot))
    world.run(until: 0.05)
    world.cellNode.removeFromParent()
    world.run(until: 0.1)
    let rotated = world.scene.relaidOut(container: Size(width: 844, height: 390))
    world.driver?.replan(onto: ZoomStyle().plan(for: rotated))
    var scales: [Double] = []
    while world.completions.isEmpty {
      world.frame()
      scales.append(world.detail.transform.a)
    }
    // The photo halved about the landscape centre (422, 195): its centre (195, 330) goes to
    // (308.5, 262.5).
    #expect(
      AspectTruth.close(flight.frame, Rect(x: 211, y: 197.5, width: 195, height: 130)),
      "\(flight.frame)")
    #expect(flight.alpha == 0)
    // The square cell's snapshot aspect-fills the 3:2 fallback frame.
    #expect(
      AspectTruth.close(
        content.frame,
        AspectTruth.frame(of: ZoomWorld.cell, fitted: ZoomWorld.cell, into: flight.frame.size)),
      "\(content.frame)")
    #expect(scales.dropLast().last.map { $0 < 0.6 } == true, "\(scales.suffix(3))")
    #expect(world.completions == [true] && world.context?.breaches.isEmpty == true)
  }

  @Test("fallbackBlend: 0 up to the vanishing point, quadratic to 1 at the source end")
  func fallbackBlend() {
    #expect(FlightPath.fallbackBlend(towardSource: 1, vanishedAt: 0.3) == 1)
    #expect(FlightPath.fallbackBlend(towardSource: 0.3, vanishedAt: 0.3) == 0)
    #expect(FlightPath.fallbackBlend(towardSource: 0.2, vanishedAt: 0.3) == 0)
    #expect(isClose(FlightPath.fallbackBlend(towardSource: 0.65, vanishedAt: 0.3), 0.25))
    #expect(FlightPath.fallbackBlend(towardSource: 2, vanishedAt: 1) == 0, "no room to blend")
    #expect(FlightPath.fallbackBlend(towardSource: .nan, vanishedAt: 0.3) == 0)
    // Its slope at the vanishing point is 0: a step of h moves it by h² / (1 − 0.3)².
    let h = 1e-4
    #expect(isClose(FlightPath.fallbackBlend(towardSource: 0.3 + h, vanishedAt: 0.3), h * h / 0.49))
  }

  @Test("A source gone before a push starts moving: the push flies from where it was last seen")
  func vanishedAtTheSourceEnd() {
    let world = ZoomWorld(.push)
    world.start()
    let flight = world.node(.snapshot)
    world.cellNode.removeFromParent()
    world.run(until: 2)
    #expect(world.completions == [true])
    #expect(flight?.frame == ZoomWorld.photo && flight?.alpha == 1)
  }

  @Test("An app's provider is asked before every frame; its nil starts the fallback")
  func provider() {
    var calls = 0
    var gone = false
    let world = ZoomWorld(.pop) { stage in
      stage.setSourceFrameProvider {
        calls += 1
        return gone ? nil : Rect(x: 260, y: 700, width: 110, height: 110)
      }
    }
    world.start()
    let flight = world.node(.snapshot)
    for _ in 0..<10 {
      let before = calls
      world.frame()
      #expect(calls == before + 1, "once per frame")
    }
    let progress = world.driver?.presentedProgress ?? 0
    #expect(
      AspectTruth.close(
        flight?.frame,
        ZoomWorld.photo.interpolated(
          to: Rect(x: 260, y: 700, width: 110, height: 110), fraction: progress)))
    gone = true
    world.run(until: 3)
    #expect(world.completions == [true])
    #expect(flight?.alpha == 0, "faded out: nothing to land on")
  }

  @Test("The .propertyAnimator engine measures the source once, at the start")
  func blockEngineMeasuresOnce() {
    var calls = 0
    let world = ZoomWorld(.pop) { stage in
      stage.setSourceFrameProvider {
        calls += 1
        return nil
      }
    }
    let animator = BlockAnimator(
      duration: world.plan.duration, curve: world.plan.curve, clock: world.clock)
    world.start(animator: animator)
    let flight = world.node(.snapshot)
    world.run(until: 3)
    #expect(calls == 0 && world.completions == [true])
    #expect(flight?.frame == ZoomWorld.cell && flight?.alpha == 1)
  }

  @Test("zoomDrag over a scrolling grid: the flight stays exactly under the finger")
  func followerOverAScrollingGrid() {
    let world = ZoomWorld(.dismiss)
    world.start(interactive: true)
    guard let flight = world.node(.snapshot), let driver = world.driver else {
      Issue.record("no flight")
      return
    }
    let start = Point(x: 200, y: 300)
    driver.touchBegan(TouchSample(position: start, timestamp: world.clock.now))
    let startCenter = flight.frame.center.offset(
      by: Vector(dx: flight.transform.tx, dy: flight.transform.ty))
    for step in 1...30 {
      world.clock.advance(by: 1.0 / 120)
      world.grid.contentOffset = Point(x: 0, y: Double(step) * 5)
      let finger = Point(x: 200 + Double(step) * 2, y: 300 + Double(step) * 9)
      driver.touchMoved(TouchSample(position: finger, timestamp: world.clock.now))
      let shown = flight.frame.center.offset(
        by: Vector(dx: flight.transform.tx, dy: flight.transform.ty))
      let expected = startCenter.offset(by: finger.vector(from: start))
      #expect(
        isClose(shown.x, expected.x, absolute: 1e-9)
          && isClose(shown.y, expected.y, absolute: 1e-9), "step \(step)")
    }
    driver.touchEnded(TouchSample(x: 0, y: 0, timestamp: world.clock.now + 0.001))
    world.run(until: world.clock.now + 2)
    #expect(world.completions == [true])
    #expect(flight.frame == Self.cell(scrolledBy: 150) && flight.transform == .identity)
  }
}
