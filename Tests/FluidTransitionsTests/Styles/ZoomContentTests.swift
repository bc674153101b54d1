import FluidTransitions
import Testing

/// The zoom's flight: a clipping node holding the source's and the destination's snapshots,
/// each aspect-filled into it, cross-fading from one to the other. Expectations come from the
/// closed-form geometry (``AspectTruth``) and from invariants, not from the plans.
@MainActor
@Suite("Zoom: flight contents, aspect and cross-fade")
struct ZoomContentTests {
  static let cell = ZoomWorld.cell
  static let photo = ZoomWorld.photo
  static let sweep: [Double] = (0...40).map { Double($0) / 40 }

  static func plan(_ operation: TransitionOperation, style: ZoomStyle = ZoomStyle())
    -> TransitionPlan
  {
    style.plan(
      for: TransitionScene(
        container: ZoomWorld.container, operation: operation, sourceElement: cell,
        destinationElement: photo))
  }

  @Test(
    "aspectFill: the fitted part covers the container, keeps its aspect and is centred",
    arguments: [
      // A square thumbnail in a wide frame: 390 / 110 wins; 390 × 390, centred vertically.
      (Rect(x: 0, y: 0, width: 110, height: 110), nil, Size(width: 390, height: 260)),
      // The wide photo in a square: 110 / 260 wins; 165 × 110, centred horizontally.
      (Rect(x: 0, y: 0, width: 390, height: 260), nil, Size(width: 110, height: 110)),
      // An aspect-fit image view (390 × 844) whose photo is its middle 390 × 260.
      (
        Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 292, width: 390, height: 260),
        Size(width: 110, height: 110)
      ),
      // Offsets in container coordinates do not matter, only the fitted part's place.
      (
        Rect(x: 37, y: -12, width: 80, height: 30), Rect(x: 47, y: -2, width: 20, height: 20),
        Size(width: 64, height: 48)
      ),
    ] as [(Rect, Rect?, Size)])
  func aspectFillAgainstClosedForm(content: Rect, fitted: Rect?, size: Size) {
    let fitted = fitted ?? content
    let frame = FlightPath.aspectFill(content, fitted: fitted, into: size)
    let expected = AspectTruth.frame(of: content, fitted: fitted, into: size)
    #expect(AspectTruth.close(frame, expected), "\(frame) ≠ \(expected)")
    // Invariants: the aspect ratio is kept, the fitted part covers the container with one
    // side exactly, and it is centred.
    let scale = frame.width / content.width
    #expect(isClose(frame.height, scale * content.height))
    let fittedWidth = scale * fitted.width
    let fittedHeight = scale * fitted.height
    #expect(fittedWidth >= size.width - 1e-9 && fittedHeight >= size.height - 1e-9)
    #expect(isClose(fittedWidth, size.width) || isClose(fittedHeight, size.height))
    let fittedMinX = frame.minX + scale * (fitted.minX - content.minX)
    #expect(isClose(fittedMinX + fittedWidth / 2, size.width / 2, absolute: 1e-9))
  }

  @Test("aspectFill: exact numbers for a thumbnail and a photo")
  func aspectFillNumbers() {
    let square = Rect(x: 0, y: 0, width: 110, height: 110)
    #expect(
      FlightPath.aspectFill(square, fitted: square, into: Size(width: 390, height: 260))
        == Rect(x: 0, y: -65, width: 390, height: 390))
    let wide = Rect(x: 0, y: 0, width: 390, height: 260)
    let filled = FlightPath.aspectFill(wide, fitted: wide, into: Size(width: 110, height: 110))
    #expect(isClose(filled.minX, -27.5) && filled.minY == 0)
    #expect(isClose(filled.width, 165) && isClose(filled.height, 110))
    // A rect that exactly fits is its own fill, bit for bit.
    #expect(
      FlightPath.aspectFill(wide, fitted: wide, into: wide.size)
        == Rect(origin: .zero, size: wide.size))
  }

  @Test("aspectFill: degenerate sizes give a documented, finite result")
  func aspectFillDegenerate() {
    let content = Rect(x: 0, y: 0, width: 10, height: 10)
    // No width: fills by height alone (scale 200 / 100).
    let line = Rect(x: 0, y: 0, width: 0, height: 100)
    #expect(
      FlightPath.aspectFill(line, fitted: line, into: Size(width: 50, height: 200))
        == Rect(x: 25, y: 0, width: 0, height: 200))
    // No width nor height: a point at the container's centre.
    #expect(
      FlightPath.aspectFill(
        content, fitted: Rect(x: 5, y: 5, width: 0, height: 0), into: Size(width: 100, height: 60))
        == Rect(x: 50, y: 30, width: 0, height: 0))
    // An empty container: the same point, at its origin.
    #expect(FlightPath.aspectFill(content, fitted: content, into: .zero) == .zero)
    // Negative sizes count by their magnitude.
    let flipped = Rect(x: 10, y: 10, width: -10, height: -10)
    #expect(
      FlightPath.aspectFill(flipped, fitted: flipped, into: Size(width: 20, height: 40))
        == FlightPath.aspectFill(content, fitted: content, into: Size(width: 20, height: 40)))
    // A scale beyond Double's range counts as 0.
    let least = Double.leastNonzeroMagnitude
    let tiny = Rect(x: 0, y: 0, width: least, height: least)
    let huge = FlightPath.aspectFill(tiny, fitted: tiny, into: Size(width: 1e300, height: 1e300))
    #expect(huge == Rect(x: 5e299, y: 5e299, width: 0, height: 0))
  }

  @Test(
    "A square thumbnail lands on the whole wide photo: each content fills the flight at its end",
    arguments: [TransitionOperation.push, .present, .pop, .dismiss])
  func endsAreExact(operation: TransitionOperation) {
    let plan = Self.plan(operation)
    let atSource: Double = operation.isForward ? 0 : 1
    let atDestination = 1 - atSource
    #expect(plan.state(of: .snapshot, at: atSource)?.frame == Self.cell)
    #expect(plan.state(of: .snapshot, at: atDestination)?.frame == Self.photo)
    #expect(
      plan.state(of: .sourceSnapshot, at: atSource)?.frame
        == Rect(origin: .zero, size: Self.cell.size))
    #expect(
      plan.state(of: .destinationSnapshot, at: atDestination)?.frame
        == Rect(origin: .zero, size: Self.photo.size))
    // At the source the destination's photo shows the cell's crop: its middle, 165 × 110.
    let crop = plan.state(of: .destinationSnapshot, at: atSource)?.frame
    #expect(AspectTruth.close(crop, Rect(x: -27.5, y: 0, width: 165, height: 110)))
    // At the destination the cell's square is zoomed to the width, 390 × 390, centred.
    #expect(
      plan.state(of: .sourceSnapshot, at: atDestination)?.frame
        == Rect(x: 0, y: -65, width: 390, height: 390))
  }

  @Test(
    "In between (and overshooting), each content aspect-fills the flight of the moment",
    arguments: [TransitionOperation.push, .dismiss])
  func contentsFillTheFlightEverywhere(operation: TransitionOperation) {
    let plan = Self.plan(operation)
    for progress in Self.sweep + [-0.15, 1.2] {
      guard let flight = plan.state(of: .snapshot, at: progress)?.frame else {
        Issue.record("no flight")
        return
      }
      // The flight itself moves linearly between the elements.
      let fraction = operation.isForward ? progress : 1 - progress
      let expectedFlight = Self.cell.interpolated(to: Self.photo, fraction: fraction)
      #expect(AspectTruth.close(flight, expectedFlight, tolerance: 1e-9), "flight at \(progress)")
      for (role, content) in [
        (NodeRole.sourceSnapshot, Self.cell), (.destinationSnapshot, Self.photo),
      ] {
        let expected = AspectTruth.frame(of: content, fitted: content, into: flight.size)
        #expect(
          AspectTruth.close(plan.state(of: role, at: progress)?.frame, expected, tolerance: 1e-9),
          "\(role) at \(progress)")
      }
    }
  }

  @Test("Between the ends every content moves linearly; past its filling end the other ratio wins")
  func linearBetweenTheEnds() {
    let plan = Self.plan(.push)
    for role in [NodeRole.sourceSnapshot, .destinationSnapshot] {
      let widths = Self.sweep.compactMap { plan.state(of: role, at: $0)?.frame.width }
      let steps = zip(widths.dropFirst(), widths).map { $0 - $1 }
      // Equal steps: a straight line (second differences vanish).
      #expect(steps.allSatisfy { isClose($0, steps[0], relative: 1e-9) }, "\(role)")
    }
    // The destination photo fills the flight exactly at progress 1 (the breakpoint): past it
    // the width ratio takes over from the height ratio, so the line bends.
    let over = 1.1
    let flight = Self.cell.interpolated(to: Self.photo, fraction: over)
    let exact = plan.state(of: .destinationSnapshot, at: over)?.frame
    #expect(isClose(exact?.width ?? 0, flight.width))
    // The line the height ratio draws between the ends, extended: 390 · 275 / 260 = 412.5.
    let line = Self.photo.width * flight.height / Self.photo.height
    #expect((exact?.width ?? 0) > line + 5, "bends outward beyond the breakpoint")
  }

  @Test(
    "Cross-fade: the destination fades in under the source, then the source fades out above it",
    arguments: [TransitionOperation.push, .pop])
  func crossFade(operation: TransitionOperation) {
    let plan = Self.plan(operation)
    // Distance along the flight from the source: progress going forward, its complement back.
    func alongFlight(_ progress: Double) -> Double { operation.isForward ? progress : 1 - progress }
    for progress in Self.sweep {
      let source = plan.state(of: .sourceSnapshot, at: progress)?.alpha ?? .nan
      let destination = plan.state(of: .destinationSnapshot, at: progress)?.alpha ?? .nan
      let distance = alongFlight(progress)
      // Default window 0…0.5: destination 0 → 1 over 0…0.25, source 1 → 0 over 0.25…0.5.
      let expectedDestination = min(1, distance / 0.25)
      let expectedSource = distance <= 0.25 ? 1 : max(0, 1 - (distance - 0.25) / 0.25)
      #expect(isClose(destination, expectedDestination, absolute: 1e-12), "at \(progress)")
      #expect(isClose(source, expectedSource, absolute: 1e-12), "at \(progress)")
      #expect(max(source, destination) == 1, "one content is always opaque")
    }
  }

  @Test("Cross-fade window: custom, backwards and empty windows")
  func crossFadeWindows() {
    let late = Self.plan(.push, style: ZoomStyle(crossFade: TrackWindow(start: 0.4, end: 0.8)))
    #expect(late.state(of: .destinationSnapshot, at: 0.4)?.alpha == 0)
    #expect(isClose(late.state(of: .destinationSnapshot, at: 0.5)?.alpha ?? 0, 0.5))
    #expect(late.state(of: .sourceSnapshot, at: 0.6)?.alpha == 1)
    #expect(isClose(late.state(of: .sourceSnapshot, at: 0.7)?.alpha ?? 0, 0.5))
    #expect(late.state(of: .sourceSnapshot, at: 0.8)?.alpha == 0)
    let backwards = Self.plan(
      .push, style: ZoomStyle(crossFade: TrackWindow(start: 0.8, end: 0.4)))
    #expect(backwards == late, "a window given backwards is used in order")
    let instant = Self.plan(.push, style: ZoomStyle(crossFade: TrackWindow(start: 0.3, end: 0.3)))
    #expect(instant.state(of: .sourceSnapshot, at: 0.29)?.alpha == 1)
    #expect(instant.state(of: .sourceSnapshot, at: 0.3)?.alpha == 0)
    #expect(instant.state(of: .destinationSnapshot, at: 0.3)?.alpha == 1)
    let hostile = ZoomStyle(crossFade: TrackWindow(start: .nan, end: .infinity))
    #expect(hostile.crossFade == TrackWindow(start: 0, end: 1))
  }

  @Test(
    "The stage nests both snapshots in the clipping flight; the arriving one after screen updates",
    arguments: [TransitionOperation.push, .pop])
  func nestingAndClipping(operation: TransitionOperation) {
    let world = ZoomWorld(operation)
    world.start()
    let flight = world.node(.snapshot)
    let source = world.node(.sourceSnapshot)
    let destination = world.node(.destinationSnapshot)
    #expect(flight?.parent === world.containerNode && flight?.clipsToBounds == true)
    #expect(flight?.children.map(\.name) == ["destinationSnapshot", "sourceSnapshot"])
    #expect(source?.snapshotSource === world.cellNode)
    #expect(destination?.snapshotSource === world.imageNode)
    // The arriving view's element is not on screen yet: snapshotted after screen updates.
    let forward = operation.isForward
    #expect(destination?.isSnapshotAfterScreenUpdates == forward)
    #expect(source?.isSnapshotAfterScreenUpdates == !forward)
    #expect(world.cellNode.isHidden && world.imageNode.isHidden)
    #expect(flight?.cornerRadius == 0, "the cell's measured radius, not the style's 8")
    world.run(until: 2)
    #expect(world.completions == [true])
    #expect(flight?.parent == nil && !world.cellNode.isHidden && !world.imageNode.isHidden)
    #expect(world.context?.breaches.isEmpty == true)
  }

  @Test("A FluidAnimator shows the plan's exact state at every frame, contents included")
  func fluidAnimatorIsExact() {
    let world = ZoomWorld(.push)
    world.start()
    var frames = 0
    while world.driver?.phase != .finished(completed: true), frames < 240 {
      world.frame()
      frames += 1
      let progress = world.driver?.presentedProgress ?? .nan
      for role in [NodeRole.snapshot, .sourceSnapshot, .destinationSnapshot] {
        guard world.driver?.phase != .finished(completed: true) else { break }
        #expect(world.node(role)?.frame == world.plan.state(of: role, at: progress)?.frame)
      }
    }
    #expect(world.completions == [true])
  }

  @Test("An engine of animation blocks (the .propertyAnimator engine) matches between the ends")
  func blockEngineMatchesBetweenTheEnds() {
    let world = ZoomWorld(.push)
    let animator = BlockAnimator(
      duration: world.plan.duration, curve: world.plan.curve, clock: world.clock)
    world.start(interactive: true, animator: animator)
    for progress in Self.sweep + [1.1] {
      animator.fractionComplete = progress
      let flight = world.node(.snapshot)?.frame ?? .zero
      for role in [NodeRole.sourceSnapshot, .destinationSnapshot] {
        let shown = world.node(role)?.frame
        let exact = world.plan.state(of: role, at: progress)?.frame ?? .zero
        if progress <= 1 {
          #expect(AspectTruth.close(shown, exact, tolerance: 1e-9), "\(role) at \(progress)")
        } else if let shown {
          // Past the breakpoint the block extrapolates its line: same aspect, still centred,
          // short of the flight's width by a little.
          let content = role == .sourceSnapshot ? Self.cell : Self.photo
          #expect(isClose(shown.width / shown.height, content.width / content.height))
          #expect(isClose(shown.midX, flight.width / 2, absolute: 1e-9))
          #expect(isClose(shown.midY, flight.height / 2, absolute: 1e-9))
        }
      }
    }
    let over = world.node(.destinationSnapshot)?.frame.width ?? 0
    #expect(over < world.node(.snapshot)?.frame.width ?? 0, "a documented shortfall")
  }

  @Test(
    "Zero-size and missing elements: finite nodes and a clean end",
    arguments: [
      (Rect(x: 20, y: 300, width: 0, height: 0), ZoomWorld.photo),
      (ZoomWorld.cell, Rect(x: 0, y: 200, width: 0, height: 260)),
      (Rect(x: 20, y: 300, width: -110, height: 110), Rect.zero),
    ])
  func degenerateElements(cell: Rect, photo: Rect) {
    let world = ZoomWorld(.push, cell: cell, photo: photo)
    for state in StyleFixtures.allStates(of: world.plan) {
      #expect(StyleFixtures.isFinite(state), "\(state)")
    }
    world.start()
    for _ in 0..<120 {
      world.frame()
      for node in world.containerNode.subtree {
        #expect(StyleFixtures.isFinite(node.presentedState), "\(node.name)")
      }
    }
    #expect(world.completions == [true])
  }

  @Test("Placement .inside: in the role's node on top, or in the container without one; .clip")
  func insidePlacement() {
    let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let stage = TransitionStage(container: container, from: nil, to: nil)
    stage.perform([
      .makeNode(.snapshot, color: .clear, .top), .clip(.snapshot),
      .makeNode(.dimming, color: .black, .inside(.snapshot)),
      .makeNode(.shadow, color: .black, .inside(.snapshot)),
      .makeNode(.custom("orphan"), color: .black, .inside(.custom("missing"))),
      .clip(.custom("missing")),
    ])
    let flight = stage.node(for: .snapshot) as? SceneNode
    #expect(flight?.clipsToBounds == true)
    #expect(flight?.children.map(\.name) == ["dimming", "shadow"])
    #expect(container.children.map(\.name) == ["snapshot", "orphan"])
  }
}
