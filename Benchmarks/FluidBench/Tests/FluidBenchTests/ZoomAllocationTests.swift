import FluidBenchKit
import FluidTransitions
import Testing

/// A transition context that only remembers what UIKit's would: a recording one logs every
/// call, which allocates.
@MainActor
private final class QuietContext: TransitionContext {
  private(set) var isInteractive = true
  private(set) var transitionWasCancelled = false
  func updateInteractiveTransition(_ percentComplete: Double) {}
  func pauseInteractiveTransition() { isInteractive = true }
  func finishInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = false
  }
  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }
  func completeTransition(_ didComplete: Bool) {}
}

/// The zoom's frame path allocates nothing: a dismissal with two shared elements whose grid
/// scrolls under it (so the stage measures the source on every frame), dragged or pinched and
/// released over and over (as fluid-bench's gesture script does), then with the source gone
/// (the live fallback). Counted on this thread only, so the test runner's other threads do not count.
@MainActor
@Suite("Zoom frame path: no allocation per frame")
struct ZoomAllocationTests {
  @Test("Scrubbing and settling frames of a live zoom allocate nothing")
  func zoomFramesAllocateNothing() {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let clock = ManualFrameClock(framesPerSecond: 120)
    let container = SceneNode(name: "container", frame: bounds)
    let grid = SceneNode(name: "grid", frame: bounds)
    let detail = SceneNode(name: "detail", frame: bounds)
    let cell = SceneNode(name: "cell", frame: Rect(x: 20, y: 300, width: 110, height: 110))
    let image = SceneNode(name: "image", frame: Rect(x: 0, y: 200, width: 390, height: 260))
    let title = SceneNode(name: "title", frame: Rect(x: 20, y: 414, width: 110, height: 20))
    let heading = SceneNode(name: "heading", frame: Rect(x: 16, y: 470, width: 358, height: 34))
    grid.addChild(cell)
    grid.addChild(title)
    detail.addChild(image)
    detail.addChild(heading)
    container.addChild(detail)
    let stage = TransitionStage(
      container: container, from: detail, to: grid, sourceElement: cell, destinationElement: image)
    stage.setElement("title", source: title, destination: heading)
    let scene = stage.makeScene(operation: .pop)
    let plan = ZoomStyle().plan(for: scene)
    let driver = TransitionDriver(
      plan: plan, stage: stage, context: QuietContext(), clock: clock,
      configuration: .init(
        interaction: Interaction.zoomDrag.mapping(for: scene), followingRole: .snapshot))
    driver.startInteractive()
    var frameAllocations: UInt64 = 0
    var grabAllocations: UInt64 = 0
    var releaseAllocations: UInt64 = 0
    var countedFrames = 0
    var fingerY = 400.0
    let cycle = 60
    for index in 0..<(cycle * 8) {
      let phase = index % cycle
      let time = clock.callbackTime(ofFrameAt: clock.nextFrameIndex)
      let direction: Double = (index / cycle) % 2 == 0 ? 1 : -1
      // The last two cycles run with the cell gone: the live fallback.
      if index == cycle * 6 { cell.removeFromParent() }
      let counted = index >= cycle * 2
      let before = AllocationCounting.threadCount
      grid.contentOffset.y += 0.5
      // Every other pair of cycles pinches instead of dragging.
      let pinching = (index / (2 * cycle)) % 2 == 1
      let centroid = Point(x: 200, y: fingerY)
      let scale = 1 - direction * 0.005 * Double(phase)
      switch (phase, pinching) {
      case (0, false):
        fingerY = 400
        driver.touchBegan(TouchSample(x: 200, y: fingerY, timestamp: time))
      case (0, true):
        fingerY = 400
        driver.pinchBegan(PinchSample(centroid: centroid, scale: 1, timestamp: time))
      case (1..<30, false):
        fingerY += direction * 3
        driver.touchMoved(TouchSample(x: 200, y: fingerY, timestamp: time))
      case (1..<30, true):
        fingerY += direction * 3
        driver.pinchChanged(PinchSample(centroid: centroid, scale: scale, timestamp: time))
      case (30, false):
        driver.touchEnded(
          TouchSample(x: 200, y: fingerY, timestamp: time), pointsPerSecond: Vector(dx: 0, dy: 300))
      case (30, true):
        driver.pinchEnded(PinchSample(centroid: centroid, scale: scale, timestamp: time))
      default:
        break
      }
      clock.advanceFrame()
      let allocated = AllocationCounting.threadCount &- before
      guard counted else { continue }
      if phase == 0 {
        grabAllocations += allocated
      } else if phase == 30 {
        releaseAllocations += allocated
      } else {
        frameAllocations += allocated
        countedFrames += 1
      }
    }
    #expect(driver.phase != .finished(completed: true), "still running: a steady state")
    #expect(countedFrames == 6 * 58)
    #if os(Linux)
      #expect(frameAllocations == 0, "\(frameAllocations) over \(countedFrames) frames")
      #expect(grabAllocations == 0)
      // A release is an event, not a frame: it re-arms the following node's one ease-out track
      // but prepares its interpolation (two transform decompositions), which a debug build,
      // as tests run, may box; fluid-bench counts release builds. Not asserted here.
      _ = releaseAllocations
    #endif
  }
}
