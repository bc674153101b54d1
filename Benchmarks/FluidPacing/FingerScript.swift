import FluidTransitions

/// The scripted finger: the gesture scripts the lab's gallery runs headlessly and the device
/// Pacing tab replays on real transitions, one copy for both (`Examples/FluidLab/README.md`,
/// "The gallery and its report").
///
/// Each script becomes a ``TouchTimeline`` for a style, an operation, an interaction, a
/// container and a layout direction, with touch samples every ``sampleInterval``. Distances
/// are fractions of the interaction's distance (``InteractionMapping/distance``: the container's
/// width for a horizontal pan, its height for a vertical one), measured in the direction that
/// completes the transition; "back" is the other way.
public enum FingerScript: String, CaseIterable, Sendable {
  /// Started by a tap and left alone.
  case animated
  /// Started interactively; the finger drags 60 % over 0.35 s and lifts while still moving.
  case interactiveFinish
  /// Started interactively; the finger drags 25 % slowly, stops, holds 60 ms and lifts.
  case interactiveCancel
  /// Started by a tap; at 40 % of the duration the finger grabs, drags back 15 % quickly and
  /// lifts.
  case grabAndReverse
  /// Started interactively; a 10 % drag at 2,500 pt/s, then the finger lifts.
  case flick
  /// The interactive finish, then 80 ms after each release the finger grabs the settling
  /// transition and drags 25 % against the way it is settling, twice: first back toward the
  /// start, then forward again.
  case regrabDuringSettle

  /// The interval between touch samples, in seconds (a 120 Hz digitizer).
  public static let sampleInterval = 1.0 / 120
  /// When the finger first touches down, in seconds: half a frame after a frame at 120 Hz, so
  /// every later sample falls between two frames, one per frame, as an unsynchronised
  /// digitizer's would.
  public static let firstTouch = 0.05 + 1.0 / 240
  /// The time between the last touch sample and the lift, in seconds: the finger is still
  /// moving when it lifts.
  public static let liftDelay = 1.0 / 240
  /// The finger's distance from the edge when an edge pan begins, in points.
  public static let edgeInset = 12.0

  /// A short human title.
  public var title: String {
    switch self {
    case .animated: "plain animated run"
    case .interactiveFinish: "interactive finish"
    case .interactiveCancel: "interactive cancel"
    case .grabAndReverse: "grab mid-animation and reverse"
    case .flick: "flick"
    case .regrabDuringSettle: "re-grab during the settle"
    }
  }

  /// What the finger does, in a sentence or two.
  public var summary: String {
    switch self {
    case .animated:
      "Started by a tap and left alone."
    case .interactiveFinish:
      "Started interactively; the finger drags 60 % of the distance over 0.35 s and lifts while"
        + " still moving."
    case .interactiveCancel:
      "Started interactively; the finger drags 25 % slowly, stops, holds 60 ms and lifts."
    case .grabAndReverse:
      "Started by a tap; at 40 % of the duration the finger grabs, drags back 15 % in 80 ms and"
        + " lifts."
    case .flick:
      "Started interactively; a 10 % drag at 2,500 pt/s, then the finger lifts."
    case .regrabDuringSettle:
      "The interactive finish; 80 ms after the release the finger grabs the settling transition,"
        + " drags 25 % back in 0.12 s and lifts; 80 ms later it grabs again and drags 25 %"
        + " forward."
    }
  }

  /// Whether the transition must complete (true) or cancel (false).
  public var expectsCompletion: Bool {
    switch self {
    case .animated, .interactiveFinish, .flick, .regrabDuringSettle: true
    case .interactiveCancel, .grabAndReverse: false
    }
  }

  /// How many times the finger grabs (and releases) the transition.
  public var expectedGrabs: Int {
    switch self {
    case .animated: 0
    case .interactiveFinish, .interactiveCancel, .grabAndReverse, .flick: 1
    case .regrabDuringSettle: 3
    }
  }

  /// The scene `style` plans `operation` in, in a container of `container` points, with the
  /// presented view at the style's presented frame (a sheet's height, a drawer's width) as a
  /// UIKit presentation controller reports it.
  public static func scene(
    style: any TransitionStyle, operation: TransitionOperation, container: Size,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) -> TransitionScene {
    var scene = TransitionScene(
      container: container, operation: operation, layoutDirection: layoutDirection)
    let presented = style.presentedFrame(in: scene.bounds, layoutDirection: layoutDirection)
    switch operation {
    case .present: scene.to = TransitionScene.Layout(initial: presented, final: presented)
    case .dismiss: scene.from = TransitionScene.Layout(initial: presented, final: presented)
    default: break
    }
    return scene
  }

  /// The timeline for `style` running `operation`, driven by `interaction` (its mapping as the
  /// style adjusts it, and the edge inset for ``Interaction/edgePan``), in a container of
  /// `container` points laid out in `layoutDirection`. `duration` is the style's
  /// non-interactive duration in seconds, which the plain run and the grab time follow.
  public func timeline(
    style: any TransitionStyle, operation: TransitionOperation, interaction: Interaction,
    container: Size, layoutDirection: UserInterfaceLayoutDirection = .leftToRight, duration: Double
  ) -> TouchTimeline {
    let scene = Self.scene(
      style: style, operation: operation, container: container, layoutDirection: layoutDirection)
    return timeline(
      mapping: style.interactionMapping(for: interaction, in: scene), container: container,
      edgeInset: interaction == .edgePan ? Self.edgeInset : nil, duration: duration)
  }

  /// The timeline along `mapping` in a container of `container` points. Drags start
  /// `edgeInset` points inside the edge they move away from, or 15 % of the way in when it is
  /// nil. `duration` is the transition's non-interactive duration in seconds; a negative or
  /// non-finite one counts as 0.
  public func timeline(
    mapping: InteractionMapping, container: Size, edgeInset: Double?, duration: Double
  ) -> TouchTimeline {
    let duration = duration.isFinite ? Swift.max(duration, 0) : 0
    var finger = TouchTimelineBuilder(mapping: mapping, container: container, inset: edgeInset)
    let start: TouchTimeline.Start
    let until: Double
    switch self {
    case .animated:
      start = .animated
      until = duration + 0.25
    case .interactiveFinish:
      start = .interactive
      finger.down(at: Self.firstTouch)
      finger.drag(by: 0.6, over: 0.35)
      finger.lift()
      until = finger.time + 1
    case .interactiveCancel:
      start = .interactive
      finger.down(at: Self.firstTouch)
      finger.drag(by: 0.25, over: 0.5, easing: { 1 - (1 - $0) * (1 - $0) })
      finger.hold(for: 0.06)
      finger.lift(after: 0)
      until = finger.time + 1
    case .grabAndReverse:
      start = .animated
      finger.down(at: 0.4 * duration, atCentre: true)
      finger.drag(by: -0.15, over: 0.08)
      finger.lift()
      until = finger.time + 1
    case .flick:
      start = .interactive
      finger.down(at: Self.firstTouch)
      finger.flick(by: 0.1, speed: 2_500)
      finger.lift()
      until = finger.time + 1.2
    case .regrabDuringSettle:
      start = .interactive
      finger.down(at: Self.firstTouch)
      finger.drag(by: 0.6, over: 0.35)
      finger.lift()
      finger.down(at: finger.time + 0.08)
      finger.drag(by: -0.25, over: 0.12)
      finger.lift()
      finger.down(at: finger.time + 0.08)
      finger.drag(by: 0.25, over: 0.12)
      finger.lift()
      until = finger.time + 1
    }
    return TouchTimeline(start: start, touches: finger.touches, until: until)
  }
}
