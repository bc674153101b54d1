import FluidTransitions

/// A transition context that does what UIKit's does for the driver — remembers whether the
/// transition is interactive and whether it was cancelled — and nothing more. The recording
/// context of the tests keeps a log of every call, which is what it is for, but which would be
/// measured here as the engine's cost.
@MainActor
final class MinimalTransitionContext: TransitionContext {
  private(set) var isInteractive: Bool
  private(set) var transitionWasCancelled = false
  private(set) var percentComplete = 0.0
  private(set) var completion: Bool?

  init(interactive: Bool) {
    isInteractive = interactive
  }

  func updateInteractiveTransition(_ percentComplete: Double) {
    self.percentComplete = percentComplete
  }

  func pauseInteractiveTransition() {
    isInteractive = true
  }

  func finishInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = false
  }

  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }

  func completeTransition(_ didComplete: Bool) {
    completion = didComplete
  }
}

/// One benchmarked transition: a real ``TransitionDriver`` running a plan of exactly 12 tracks
/// on headless ``SceneNode``s, with a ``FluidAnimator`` on the given clock.
///
/// The plan is the system slide's pop (6 tracks: the two views', the dimming's and the shadow's
/// transforms, the dimming's and the shadow's alphas) plus 6 more of every property kind: the
/// two views' corner radii, a header's frame and alpha, a badge's scale transform and alpha.
@MainActor
public final class BenchTransition {
  /// The container size, in points (an iPhone in portrait).
  public static let size = Size(width: 390, height: 844)
  /// The number of tracks in the plan.
  public static let trackCount = 12

  /// The driver.
  public let driver: TransitionDriver
  /// The moving view (the from-view of the pop).
  public let movingNode: SceneNode
  /// The finger's mapping (horizontal, toward the trailing edge, over the width).
  public let mapping: InteractionMapping
  let context: MinimalTransitionContext
  let container: SceneNode

  /// A transition on `clock`, started interactively (paused at 0, waiting for a finger) or
  /// animated.
  public init(
    clock: any FrameClock, interactive: Bool = true, releasePolicy: ReleasePolicy = ReleasePolicy()
  ) {
    let size = Self.size
    let scene = TransitionScene(container: size, operation: .pop)
    container = SceneNode(name: "container", frame: scene.bounds)
    let from = SceneNode(name: "from", frame: scene.from.initial)
    let to = SceneNode(name: "to", frame: scene.to.final)
    let header = SceneNode(name: "header", frame: .zero)
    let badge = SceneNode(name: "badge", frame: .zero)
    container.addChild(from)
    movingNode = from
    let stage = TransitionStage(container: container, from: from, to: to)
    stage.setNode(header, for: .custom("header"))
    stage.setNode(badge, for: .custom("badge"))
    let plan = Self.plan(for: scene)
    mapping = Interaction.edgePan.mapping(for: scene)
    context = MinimalTransitionContext(interactive: interactive)
    driver = TransitionDriver(
      plan: plan, stage: stage, context: context, clock: clock,
      configuration: .init(interaction: mapping, releasePolicy: releasePolicy))
    if interactive {
      driver.startInteractive()
    } else {
      driver.startAnimated()
    }
  }

  /// The 12-track plan; see the type's documentation.
  public static func plan(for scene: TransitionScene) -> TransitionPlan {
    var plan = SlideStyle().plan(for: scene)
    let header = NodeRole.custom("header")
    let badge = NodeRole.custom("badge")
    let width = scene.container.width
    plan.setup += [
      .insert(header, .top),
      .set(header, NodeState(frame: Rect(x: 0, y: 0, width: width, height: 96))),
      .insert(badge, .top),
      .set(badge, NodeState(frame: Rect(x: width - 60, y: 60, width: 44, height: 44), alpha: 0)),
    ]
    plan.tracks += [
      PlanTrack(.from, .cornerRadius(from: 0, to: 12)),
      PlanTrack(.to, .cornerRadius(from: 12, to: 0)),
      PlanTrack(
        header,
        .frame(
          from: Rect(x: 0, y: 0, width: width, height: 96),
          to: Rect(x: 0, y: 0, width: width, height: 52))),
      PlanTrack(header, .alpha(from: 1, to: 0), window: TrackWindow(0...0.5)),
      PlanTrack(
        badge, .transform(from: AffineTransform(scaleX: 0.5, y: 0.5), to: .identity),
        window: TrackWindow(0.5...1)),
      PlanTrack(badge, .alpha(from: 0, to: 1), window: TrackWindow(0.5...1)),
    ]
    plan.completionCleanup += [.remove(header), .remove(badge)]
    plan.cancellationCleanup += [.remove(header), .remove(badge)]
    return plan
  }

  /// The progress on screen.
  public var progress: Double { driver.presentedProgress }
}

/// The scripted gesture every frame benchmark plays, forever: a cycle of 60 frames (0.5 s at
/// 120 Hz) in which a finger grabs the transition, scrubs it for 29 frames at 300 pt/s, lets go
/// at 600 pt/s, and the transition settles on its spring for 29 frames until the next grab
/// (the settle is about 0.45 s, so the grab always catches it moving and the transition never
/// completes: a steady state). The direction alternates each cycle, so one release finishes
/// and the next cancels.
@MainActor
public struct GestureScript {
  /// Frames per cycle.
  public static let cycleLength = 60
  /// The frame of the cycle at which the finger lifts.
  public static let releaseFrame = 30
  /// The finger's speed while scrubbing, in points per second.
  public static let scrubSpeed = 300.0
  /// The finger's speed at release, in points per second.
  public static let releaseSpeed = 600.0

  /// The frame offset of this transition in the cycle (spreads many transitions' grabs and
  /// releases over the frames).
  public let offset: Int
  private var fingerX = 0.0

  /// A script starting `offset` frames into the cycle.
  public init(offset: Int) {
    self.offset = offset
  }

  /// What the finger does before frame `frameIndex` is delivered, at `time` (seconds), with a
  /// frame interval of `interval` seconds.
  public mutating func perform(
    on transition: BenchTransition, frameIndex: Int, time: Double, interval: Double
  ) {
    let driver = transition.driver
    switch action(frameIndex: frameIndex, time: time, interval: interval) {
    case .down(let touch):
      driver.touchBegan(touch)
    case .move(let touch):
      driver.touchMoved(touch)
    case .up(let touch, let velocity):
      driver.touchEnded(touch, pointsPerSecond: velocity)
    case .none:
      break
    }
  }

  /// The finger's bookkeeping for frame `frameIndex` without a transition to act on: where the
  /// finger is and what it does (what ``perform(on:frameIndex:time:interval:)`` passes on).
  public mutating func action(frameIndex: Int, time: Double, interval: Double) -> FingerAction {
    let position = frameIndex + offset
    let phase = position % Self.cycleLength
    let direction: Double = (position / Self.cycleLength) % 2 == 0 ? 1 : -1
    switch phase {
    case 0:
      fingerX = 200
      return .down(TouchSample(x: fingerX, y: 400, timestamp: time))
    case 1..<Self.releaseFrame:
      fingerX += direction * Self.scrubSpeed * interval
      return .move(TouchSample(x: fingerX, y: 400, timestamp: time))
    case Self.releaseFrame:
      return .up(
        TouchSample(x: fingerX, y: 400, timestamp: time),
        velocity: Vector(dx: direction * Self.releaseSpeed, dy: 0))
    default:
      return .none
    }
  }
}

/// What a scripted finger does in one frame.
public enum FingerAction: Sendable, Equatable {
  /// The finger touches down (a grab).
  case down(TouchSample)
  /// The finger moves (a scrub).
  case move(TouchSample)
  /// The finger lifts with a velocity in points per second (a release).
  case up(TouchSample, velocity: Vector)
  /// The finger is off the screen.
  case none

  /// The finger's x coordinate, or 0 when it is off the screen: a value that depends on the
  /// whole bookkeeping, for the null engine to consume.
  public var x: Double {
    switch self {
    case .down(let touch), .move(let touch), .up(let touch, _): touch.position.x
    case .none: 0
    }
  }
}
