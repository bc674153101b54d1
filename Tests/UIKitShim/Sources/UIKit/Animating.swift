// UIKit shim: property animators and timing parameters. See Basics.swift for the conventions.
//
// UIViewPropertyAnimator is a small working model: UIKit's state machine (inactive, active,
// stopped; running or paused), fractionComplete as progress, animation blocks run when the
// animator becomes active (or at once when added to an active animator), completions called once
// with .end or .start, and time that advances only through `shimAdvance(by:)`. Since the
// animation blocks set the views' final values at once (as UIKit's model values are), the shim
// never interpolates view properties: only the animator's progress moves. Calls UIKit documents
// as programmer errors stop the process with a precondition failure.

// Apple docs: "UIViewAnimatingState" (enum, Int raw values).
public enum UIViewAnimatingState: Int, Sendable {
  // Apple docs: "UIViewAnimatingState.inactive"
  case inactive = 0
  // Apple docs: "UIViewAnimatingState.active"
  case active = 1
  // Apple docs: "UIViewAnimatingState.stopped"
  case stopped = 2
}

// Apple docs: "UIViewAnimatingPosition" (enum, Int raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
  // Apple docs: "UIViewAnimatingPosition.end"
  case end = 0
  // Apple docs: "UIViewAnimatingPosition.start"
  case start = 1
  // Apple docs: "UIViewAnimatingPosition.current"
  case current = 2
}

// Apple docs: "UIViewAnimating" (`@MainActor protocol UIViewAnimating : NSObjectProtocol`). All
// members are required.
@MainActor
public protocol UIViewAnimating: NSObjectProtocol {
  // Apple docs: "UIViewAnimating.state"
  var state: UIViewAnimatingState { get }
  // Apple docs: "UIViewAnimating.isRunning"
  var isRunning: Bool { get }
  // Apple docs: "UIViewAnimating.isReversed"
  var isReversed: Bool { get set }
  // Apple docs: "UIViewAnimating.fractionComplete"
  var fractionComplete: CGFloat { get set }
  // Apple docs: "UIViewAnimating.startAnimation()"
  func startAnimation()
  // Apple docs: "UIViewAnimating.startAnimation(afterDelay:)"
  func startAnimation(afterDelay delay: TimeInterval)
  // Apple docs: "UIViewAnimating.pauseAnimation()"
  func pauseAnimation()
  // Apple docs: "UIViewAnimating.stopAnimation(_:)"
  func stopAnimation(_ withoutFinishing: Bool)
  // Apple docs: "UIViewAnimating.finishAnimation(at:)"
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

// Apple docs: "UIViewImplicitlyAnimating" (`@MainActor protocol UIViewImplicitlyAnimating :
// UIViewAnimating`). Its four methods are optional in UIKit; here they are requirements with
// default implementations (below) that stop the process, since a caller in UIKit must check
// `responds(to:)` first.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  // Apple docs: "UIViewImplicitlyAnimating.addAnimations(_:)" (optional in UIKit).
  func addAnimations(_ animation: @escaping () -> Void)
  // Apple docs: "UIViewImplicitlyAnimating.addAnimations(_:delayFactor:)" (optional in UIKit).
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  // Apple docs: "UIViewImplicitlyAnimating.addCompletion(_:)" (optional in UIKit).
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  // Apple docs: "UIViewImplicitlyAnimating.continueAnimation(withTimingParameters:
  // durationFactor:)" (optional in UIKit).
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  /// Default for the optional requirement: not implemented by this animator.
  public func addAnimations(_ animation: @escaping () -> Void) {
    fatalError("UIKit shim: addAnimations(_:) is optional and not implemented by \(Self.self)")
  }

  /// Default for the optional requirement: not implemented by this animator.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    fatalError(
      "UIKit shim: addAnimations(_:delayFactor:) is optional and not implemented by \(Self.self)")
  }

  /// Default for the optional requirement: not implemented by this animator.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    fatalError("UIKit shim: addCompletion(_:) is optional and not implemented by \(Self.self)")
  }

  /// Default for the optional requirement: not implemented by this animator.
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    fatalError(
      "UIKit shim: continueAnimation(withTimingParameters:durationFactor:) is optional and not "
        + "implemented by \(Self.self)")
  }
}

// MARK: - Timing parameters

// Apple docs: "UITimingCurveType" (enum, Int raw values; raw values unconfirmed).
public enum UITimingCurveType: Int, Sendable {
  // Apple docs: "UITimingCurveType.builtin"
  case builtin = 0
  // Apple docs: "UITimingCurveType.cubic"
  case cubic = 1
  // Apple docs: "UITimingCurveType.spring"
  case spring = 2
  // Apple docs: "UITimingCurveType.composed"
  case composed = 3
}

// Apple docs: "UITimingCurveProvider" (`@MainActor protocol UITimingCurveProvider : NSCoding,
// NSCopying`).
@MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
  // Apple docs: "UITimingCurveProvider.timingCurveType"
  var timingCurveType: UITimingCurveType { get }
  // Apple docs: "UITimingCurveProvider.cubicTimingParameters"
  var cubicTimingParameters: UICubicTimingParameters? { get }
  // Apple docs: "UITimingCurveProvider.springTimingParameters"
  var springTimingParameters: UISpringTimingParameters? { get }
}

// Apple docs: "UICubicTimingParameters" (`@MainActor class UICubicTimingParameters`, subclass
// of NSObject, conforming to UITimingCurveProvider). Immutable in the shim.
@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  // Apple docs: "UICubicTimingParameters.animationCurve"
  public let animationCurve: UIView.AnimationCurve
  // Apple docs: "UICubicTimingParameters.controlPoint1"
  public let controlPoint1: CGPoint
  // Apple docs: "UICubicTimingParameters.controlPoint2"
  public let controlPoint2: CGPoint

  // Apple docs: "UICubicTimingParameters.init()" (the system's default curve, ease-in-out).
  public override convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  // Apple docs: "UICubicTimingParameters.init(animationCurve:)" (control points of the CSS
  // curves; unconfirmed for UIKit's built-in curves).
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    switch curve {
    case .easeInOut:
      controlPoint1 = CGPoint(x: 0.42, y: 0)
      controlPoint2 = CGPoint(x: 0.58, y: 1)
    case .easeIn:
      controlPoint1 = CGPoint(x: 0.42, y: 0)
      controlPoint2 = CGPoint(x: 1, y: 1)
    case .easeOut:
      controlPoint1 = CGPoint(x: 0, y: 0)
      controlPoint2 = CGPoint(x: 0.58, y: 1)
    case .linear:
      controlPoint1 = CGPoint(x: 0, y: 0)
      controlPoint2 = CGPoint(x: 1, y: 1)
    }
    super.init()
  }

  // Apple docs: "UICubicTimingParameters.init(controlPoint1:controlPoint2:)" (animationCurve
  // reads .easeInOut for a custom curve; unconfirmed).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    super.init()
  }

  // Apple docs: "UICubicTimingParameters.init(coder:)" (`init?(coder: NSCoder)`; archives are
  // not modelled).
  public nonisolated required init?(coder: NSCoder) {
    fatalError("UIKit shim: UICubicTimingParameters.init(coder:) is not modelled")
  }

  // Apple docs: "UITimingCurveProvider" (NSCoding's encode(with:); not modelled).
  public nonisolated func encode(with coder: NSCoder) {
    fatalError("UIKit shim: UICubicTimingParameters.encode(with:) is not modelled")
  }

  // Apple docs: "UITimingCurveProvider" (NSCopying's copy(with:); the shim's parameters are
  // immutable, so the copy is the object itself).
  public nonisolated func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  // Apple docs: "UITimingCurveProvider.timingCurveType" (.cubic)
  open var timingCurveType: UITimingCurveType { .cubic }
  // Apple docs: "UITimingCurveProvider.cubicTimingParameters" (self)
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  // Apple docs: "UITimingCurveProvider.springTimingParameters" (nil)
  open var springTimingParameters: UISpringTimingParameters? { nil }
}

// Apple docs: "UISpringTimingParameters" (`@MainActor class UISpringTimingParameters`, subclass
// of NSObject, conforming to UITimingCurveProvider). Immutable in the shim; the shim's animator
// runs springs linearly over the animator's duration, like every curve.
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  // Apple docs: "UISpringTimingParameters.initialVelocity"
  public let initialVelocity: CGVector

  /// Shim-only: the damping ratio given to the initializer (nil for the mass-stiffness form).
  public let shimDampingRatio: CGFloat?
  /// Shim-only: mass, stiffness and damping given to the initializer (nil for the other forms).
  public let shimPhysics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

  // Apple docs: "UISpringTimingParameters.init()" (critically damped; unconfirmed).
  public override convenience init() {
    self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  // Apple docs: "UISpringTimingParameters.init(dampingRatio:)" (convenience, zero velocity).
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  // Apple docs: "UISpringTimingParameters.init(dampingRatio:initialVelocity:)"
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
    shimDampingRatio = ratio
    shimPhysics = nil
    super.init()
  }

  // Apple docs: "UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)"
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = velocity
    shimDampingRatio = nil
    shimPhysics = (mass, stiffness, damping)
    super.init()
  }

  // Apple docs: "UISpringTimingParameters.init(coder:)" (`init?(coder: NSCoder)`; not
  // modelled).
  public nonisolated required init?(coder: NSCoder) {
    fatalError("UIKit shim: UISpringTimingParameters.init(coder:) is not modelled")
  }

  // Apple docs: "UITimingCurveProvider" (NSCoding's encode(with:); not modelled).
  public nonisolated func encode(with coder: NSCoder) {
    fatalError("UIKit shim: UISpringTimingParameters.encode(with:) is not modelled")
  }

  // Apple docs: "UITimingCurveProvider" (NSCopying's copy(with:); immutable, so itself).
  public nonisolated func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  // Apple docs: "UITimingCurveProvider.timingCurveType" (.spring)
  open var timingCurveType: UITimingCurveType { .spring }
  // Apple docs: "UITimingCurveProvider.cubicTimingParameters" (nil)
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  // Apple docs: "UITimingCurveProvider.springTimingParameters" (self)
  open var springTimingParameters: UISpringTimingParameters? { self }
}

// MARK: - UIViewPropertyAnimator

// Apple docs: "UIViewPropertyAnimator" (`@MainActor class UIViewPropertyAnimator`, iOS 10;
// subclass of NSObject conforming to UIViewImplicitlyAnimating. Its NSCopying conformance is not
// modelled).
@available(iOS 10.0, tvOS 10.0, *)
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  // Apple docs: "UIViewPropertyAnimator.duration" (`{ get }`)
  open private(set) var duration: TimeInterval
  // Apple docs: "UIViewPropertyAnimator.delay" (`{ get }`; the delay passed to the last
  // startAnimation(afterDelay:)).
  open private(set) var delay: TimeInterval = 0
  // Apple docs: "UIViewPropertyAnimator.timingParameters" (`{ get }`)
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  private let shimOriginalTimingParameters: (any UITimingCurveProvider)?
  // Apple docs: "UIViewPropertyAnimator.scrubsLinearly"
  open var scrubsLinearly = true
  // Apple docs: "UIViewPropertyAnimator.pausesOnCompletion"
  open var pausesOnCompletion = false
  // Apple docs: "UIViewPropertyAnimator.isUserInteractionEnabled"
  open var isUserInteractionEnabled = true
  // Apple docs: "UIViewPropertyAnimator.isInterruptible" (changing it unless inactive is a
  // programmer error).
  open var isInterruptible = true {
    willSet {
      precondition(
        state == .inactive,
        "UIKit shim: isInterruptible can only be changed while the animator is inactive")
    }
  }

  // Apple docs: "UIViewAnimating.state"
  open private(set) var state: UIViewAnimatingState = .inactive
  // Apple docs: "UIViewAnimating.isRunning"
  open private(set) var isRunning = false {
    didSet {
      guard isRunning != oldValue else { return }
      if isRunning {
        ShimRunLoop.animatorStartedRunning(self)
      } else {
        ShimRunLoop.animatorStoppedRunning(self)
      }
    }
  }

  // Apple docs: "UIViewAnimating.isReversed" (reversing a running animator sends it back toward
  // the start over the time already run).
  open var isReversed = false {
    didSet {
      if isReversed != oldValue, isRunning { shimBeginSegment(durationFactor: nil) }
    }
  }

  // Apple docs: "UIViewAnimating.fractionComplete" (settable while paused; setting it on an
  // inactive animator makes it active and paused; ignored while running or stopped). On a
  // reversed animator it reads, and is set, in the sense `ShimBehaviour.reversedFraction` says.
  open var fractionComplete: CGFloat {
    get { shimReadsComplement ? 1 - shimFraction : shimFraction }
    set {
      guard newValue.isFinite, !isRunning, state != .stopped else { return }
      if state == .inactive { shimActivate() }
      let clamped = min(max(newValue, 0), 1)
      shimFraction = shimReadsComplement ? 1 - clamped : clamped
    }
  }

  private var shimReadsComplement: Bool {
    isReversed && ShimBehaviour.current.reversedFraction == .complement
  }

  /// The progress from the start, whatever the direction.
  private var shimFraction: CGFloat = 0
  private var shimPendingAnimations: [(animation: () -> Void, delayFactor: CGFloat)] = []
  private var shimAnimations: [ShimLayerAnimation] = []
  /// Whether the animator became active with no animation block (UIKit's "transient paused
  /// state" of an empty animator).
  private var shimActivatedEmpty = false
  private var shimCompletions: [(UIViewAnimatingPosition) -> Void] = []
  private var shimDelayRemaining: TimeInterval = 0
  private var shimSegment: (from: CGFloat, to: CGFloat, duration: TimeInterval, elapsed: Double)?

  // Apple docs: "UIViewPropertyAnimator.init(duration:timingParameters:)" (designated).
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    self.timingParameters = parameters
    self.shimOriginalTimingParameters = parameters
    super.init()
  }

  // Apple docs: "UIViewPropertyAnimator.init(duration:curve:animations:)" (convenience;
  // `animations: (() -> Void)? = nil`).
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  // Apple docs: "UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)"
  // (convenience).
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  // Apple docs: "UIViewPropertyAnimator.init(duration:dampingRatio:animations:)" (convenience).
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  // MARK: Modifying animations

  // Apple docs: "UIViewPropertyAnimator.addAnimations(_:)" (runs at once on an active animator,
  // otherwise when it becomes active).
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  // Apple docs: "UIViewPropertyAnimator.addAnimations(_:delayFactor:)" (the block starts after
  // delayFactor × duration; added to an active animator, it runs from the current progress
  // over what is left). A paused animator that became active empty runs or drops the block as
  // `ShimBehaviour.alongsideOnEmptyPausedAnimator` says.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    precondition(
      state != .stopped,
      "UIKit shim: animations cannot be added to a stopped animator (unconfirmed)")
    guard state == .active else {
      shimPendingAnimations.append((animation, delayFactor))
      return
    }
    if shimActivatedEmpty, !isRunning,
      ShimBehaviour.current.alongsideOnEmptyPausedAnimator == .dropped
    {
      return
    }
    let start = min(Double(shimFraction) + Double(max(delayFactor, 0)), 1)
    shimRun(animation, window: start...1)
  }

  /// Runs `animation`, turning the model changes it makes into animations over `window` of this
  /// animator's progress.
  private func shimRun(_ animation: () -> Void, window: ClosedRange<Double>) {
    shimAnimations += ShimAnimationCapture.capture(
      window: window, progress: { [weak self] in self?.shimPresentationProgress }, animation)
  }

  /// The progress the animations show, nil once the animator is inactive.
  private var shimPresentationProgress: Double? {
    state == .inactive ? nil : Double(shimFraction)
  }

  /// Shim-only: the animations this animator runs on layers.
  public var shimAnimationCount: Int { shimAnimations.count }

  // Apple docs: "UIViewPropertyAnimator.addCompletion(_:)" (may be added in any state).
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    shimCompletions.append(completion)
  }

  // Apple docs: "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)"
  // (a programmer error unless active, paused and interruptible). The remaining run takes
  // durationFactor × duration; a factor of 0 takes the time left at the original pace, as
  // apps rely on (the page says only that the factor multiplies the original duration). The
  // timing parameters are recorded but, as every curve, run linearly.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    precondition(
      state == .active && !isRunning && isInterruptible,
      "UIKit shim: continueAnimation needs an active, paused, interruptible animator")
    if let parameters { timingParameters = parameters }
    isRunning = true
    shimDelayRemaining = 0
    shimBeginSegment(durationFactor: durationFactor)
  }

  // MARK: UIViewAnimating

  // Apple docs: "UIViewAnimating.startAnimation()" (starts or resumes; a programmer error on a
  // stopped animator).
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  // Apple docs: "UIViewAnimating.startAnimation(afterDelay:)"
  open func startAnimation(afterDelay delay: TimeInterval) {
    precondition(state != .stopped, "UIKit shim: a stopped animator cannot be started")
    if state == .inactive { shimActivate() }
    guard !isRunning else { return }
    self.delay = max(delay, 0)
    shimDelayRemaining = self.delay
    isRunning = true
    shimBeginSegment(durationFactor: nil)
  }

  // Apple docs: "UIViewAnimating.pauseAnimation()" (activates an inactive animator paused; a
  // programmer error on a stopped one).
  open func pauseAnimation() {
    precondition(state != .stopped, "UIKit shim: a stopped animator cannot be paused")
    if state == .inactive { shimActivate() }
    isRunning = false
    shimSegment = nil
  }

  // Apple docs: "UIViewAnimating.stopAnimation(_:)" (true: straight to inactive without
  // completions; false: to stopped, awaiting finishAnimation(at:)). Stopping an animator that is
  // not active is treated as a programmer error (unconfirmed).
  open func stopAnimation(_ withoutFinishing: Bool) {
    precondition(state == .active, "UIKit shim: only an active animator can be stopped")
    isRunning = false
    shimSegment = nil
    // The animated properties keep the values on screen.
    for animation in shimAnimations { animation.commitPresentedValue() }
    ShimAnimationCapture.remove(shimAnimations)
    shimStoppedAnimations = shimAnimations
    shimAnimations = []
    if withoutFinishing {
      shimReset()
    } else {
      state = .stopped
    }
  }

  // Apple docs: "UIViewAnimating.finishAnimation(at:)" (a programmer error unless stopped; runs
  // the completions with the position. .end and .start set the animated properties to their
  // final or initial values, .current leaves the values on screen).
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    precondition(
      state == .stopped, "UIKit shim: finishAnimation(at:) needs a stopped animator")
    shimApplyFinalValues(finalPosition, of: shimStoppedAnimations)
    shimStoppedAnimations = []
    shimReset()
    shimRunCompletions(finalPosition)
  }

  /// The animations of a stopped animator, kept for `finishAnimation(at:)`.
  private var shimStoppedAnimations: [ShimLayerAnimation] = []

  /// Sets the animated properties to their values at `position`.
  private func shimApplyFinalValues(
    _ position: UIViewAnimatingPosition, of animations: [ShimLayerAnimation]
  ) {
    switch position {
    case .end:
      for animation in animations { animation.setModelToEnd() }
    case .start:
      for animation in animations.reversed() { animation.setModelToStart() }
    case .current:
      break
    }
  }

  // MARK: Shim time

  /// Shim-only: advances a running animator by `seconds`. A pending start delay is consumed
  /// first; then the progress moves linearly toward 1 (or 0 when reversed) over the remaining
  /// duration, whatever the timing curve (springs too). Reaching the end completes the
  /// animator: it becomes inactive and runs its completions once with .end (.start when
  /// reversed), unless `pausesOnCompletion` keeps it active and paused.
  public func shimAdvance(by seconds: TimeInterval) {
    guard isRunning, var segment = shimSegment, seconds >= 0 else { return }
    var time = seconds
    if shimDelayRemaining > 0 {
      let consumed = min(time, shimDelayRemaining)
      shimDelayRemaining -= consumed
      time -= consumed
      if shimDelayRemaining > 0 { return }
    }
    segment.elapsed += time
    if segment.duration <= 0 || segment.elapsed >= segment.duration {
      shimFraction = segment.to
      shimSegment = nil
      shimReachEnd()
    } else {
      let progress = CGFloat(segment.elapsed / segment.duration)
      shimFraction = segment.from + (segment.to - segment.from) * progress
      shimSegment = segment
    }
  }

  /// Shim-only: the completions added and not yet run.
  public var shimPendingCompletionCount: Int { shimCompletions.count }

  private func shimActivate() {
    state = .active
    let pending = shimPendingAnimations
    shimPendingAnimations = []
    shimActivatedEmpty = pending.isEmpty
    for (animation, delayFactor) in pending {
      shimRun(animation, window: min(max(Double(delayFactor), 0), 1)...1)
    }
  }

  /// Starts a linear run from the current fraction to the end in the current direction.
  private func shimBeginSegment(durationFactor: CGFloat?) {
    let target: CGFloat = isReversed ? 0 : 1
    let remaining = Double(abs(target - shimFraction))
    let length: TimeInterval
    if let durationFactor, durationFactor > 0 {
      length = duration * Double(durationFactor)
    } else {
      length = duration * remaining
    }
    shimSegment = (shimFraction, target, length, 0)
  }

  private func shimReachEnd() {
    if pausesOnCompletion {
      isRunning = false
      return
    }
    let position: UIViewAnimatingPosition = isReversed ? .start : .end
    shimApplyFinalValues(position, of: shimAnimations)
    shimReset()
    shimRunCompletions(position)
  }

  /// Back to inactive: UIKit's animator can be reconfigured after this; its fraction reads 0
  /// (unconfirmed) and the timing parameters given to continueAnimation are dropped for the
  /// original ones, as the continueAnimation page documents.
  private func shimReset() {
    ShimAnimationCapture.remove(shimAnimations)
    shimAnimations = []
    shimActivatedEmpty = false
    state = .inactive
    timingParameters = shimOriginalTimingParameters
    isRunning = false
    shimSegment = nil
    shimDelayRemaining = 0
    shimFraction = 0
  }

  private func shimRunCompletions(_ position: UIViewAnimatingPosition) {
    let completions = shimCompletions
    shimCompletions = []
    for completion in completions { completion(position) }
  }
}
