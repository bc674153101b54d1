// UIKit shim: property animators and timing parameters. See Basics.swift for the conventions.
//
// UIViewPropertyAnimator is a small working model: UIKit's state machine (inactive, active,
// stopped; running or paused), the progress following the timing curve (`ShimAnimatorMotion`),
// animation blocks run when the animator becomes active (or at once when added to an active
// animator), completions called once with .end or .start, and time that advances only through
// `shimAdvance(by:)`. Since the animation blocks set the views' final values at once (as UIKit's
// model values are), the shim never interpolates view properties: only the animator's progress
// moves. Calls UIKit documents as programmer errors stop the process with a precondition
// failure.

// https://developer.apple.com/documentation/uikit/uiviewanimatingstate
// Apple: `enum UIViewAnimatingState`
// The page shows no raw values: Int raw values in the order of the page's constants, as an
// Objective-C NS_ENUM imports (values unconfirmed).
public enum UIViewAnimatingState: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/uiviewanimatingstate/inactive
  // Apple: `case inactive`
  case inactive = 0
  // https://developer.apple.com/documentation/uikit/uiviewanimatingstate/active
  // Apple: `case active`
  case active = 1
  // https://developer.apple.com/documentation/uikit/uiviewanimatingstate/stopped
  // Apple: `case stopped`
  case stopped = 2
}

// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
// Apple: `enum UIViewAnimatingPosition`
// Int raw values in the order of the page's constants (values unconfirmed).
public enum UIViewAnimatingPosition: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/uiviewanimatingposition/end
  // Apple: `case end`
  case end = 0
  // https://developer.apple.com/documentation/uikit/uiviewanimatingposition/start
  // Apple: `case start`
  case start = 1
  // https://developer.apple.com/documentation/uikit/uiviewanimatingposition/current
  // Apple: `case current`
  case current = 2
}

// https://developer.apple.com/documentation/uikit/uiviewanimating
// Apple: `@MainActor protocol UIViewAnimating : NSObjectProtocol`
// Every member is required.
@MainActor
public protocol UIViewAnimating: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewanimating/state
  // Apple: `var state: UIViewAnimatingState { get }`
  var state: UIViewAnimatingState { get }
  // https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning
  // Apple: `var isRunning: Bool { get }`
  var isRunning: Bool { get }
  // https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed
  // Apple: `var isReversed: Bool { get set }`
  var isReversed: Bool { get set }
  // https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
  // Apple: `var fractionComplete: CGFloat { get set }`
  var fractionComplete: CGFloat { get set }
  // https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
  // Apple: `func startAnimation()`
  func startAnimation()
  // https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)
  // Apple: `func startAnimation(afterDelay delay: TimeInterval)`
  func startAnimation(afterDelay delay: TimeInterval)
  // https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()
  // Apple: `func pauseAnimation()`
  func pauseAnimation()
  // https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
  // Apple: `func stopAnimation(_ withoutFinishing: Bool)`
  func stopAnimation(_ withoutFinishing: Bool)
  // https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)
  // Apple: `func finishAnimation(at finalPosition: UIViewAnimatingPosition)`
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

// https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating
// Apple: `@MainActor protocol UIViewImplicitlyAnimating : UIViewAnimating`
// Its four methods are @objc optional in UIKit: here they are requirements with default
// implementations (below) that stop the process, since a caller in UIKit must check
// `responds(to:)` first.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  // https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addanimations(_:)
  // Apple: `optional func addAnimations(_ animation: @escaping () -> Void)`
  // (@objc optional in UIKit)
  func addAnimations(_ animation: @escaping () -> Void)
  // https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addanimations(_:delayfactor:)
  // Apple: `optional func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)`
  // (@objc optional in UIKit)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  // https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addcompletion(_:)
  // Apple: `optional func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)`
  // (@objc optional in UIKit)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  // https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/continueanimation(withtimingparameters:durationfactor:)
  // Apple: `optional func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)`
  // (@objc optional in UIKit)
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

// https://developer.apple.com/documentation/uikit/uitimingcurvetype
// Apple: `enum UITimingCurveType`
// Int raw values in the order of the page's constants (values unconfirmed).
public enum UITimingCurveType: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/uitimingcurvetype/builtin
  // Apple: `case builtin`
  case builtin = 0
  // https://developer.apple.com/documentation/uikit/uitimingcurvetype/cubic
  // Apple: `case cubic`
  case cubic = 1
  // https://developer.apple.com/documentation/uikit/uitimingcurvetype/spring
  // Apple: `case spring`
  case spring = 2
  // https://developer.apple.com/documentation/uikit/uitimingcurvetype/composed
  // Apple: `case composed`
  case composed = 3
}

// https://developer.apple.com/documentation/uikit/uitimingcurveprovider
// Apple: `@MainActor protocol UITimingCurveProvider : NSCoding, NSCopying`
@MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
  // https://developer.apple.com/documentation/uikit/uitimingcurveprovider/timingcurvetype
  // Apple: `var timingCurveType: UITimingCurveType { get }`
  var timingCurveType: UITimingCurveType { get }
  // https://developer.apple.com/documentation/uikit/uitimingcurveprovider/cubictimingparameters
  // Apple: `var cubicTimingParameters: UICubicTimingParameters? { get }`
  var cubicTimingParameters: UICubicTimingParameters? { get }
  // https://developer.apple.com/documentation/uikit/uitimingcurveprovider/springtimingparameters
  // Apple: `var springTimingParameters: UISpringTimingParameters? { get }`
  var springTimingParameters: UISpringTimingParameters? { get }
}

// https://developer.apple.com/documentation/uikit/uicubictimingparameters
// Apple: `@MainActor class UICubicTimingParameters`
// An NSObject subclass conforming to UITimingCurveProvider (the page's declaration names no
// superclass). Immutable in the shim.
@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  private let shimAnimationCurve: UIView.AnimationCurve
  private let shimControlPoints: (CGPoint, CGPoint)

  // https://developer.apple.com/documentation/uikit/uicubictimingparameters/animationcurve
  // Apple: `var animationCurve: UIView.AnimationCurve { get }`
  // The page: for a curve made from control points "the value of this property is undefined";
  // the shim reads .easeInOut.
  open var animationCurve: UIView.AnimationCurve { shimAnimationCurve }
  // https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint1
  // Apple: `var controlPoint1: CGPoint { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; the declaration
  // follows the controlPoint2 page)
  open var controlPoint1: CGPoint { shimControlPoints.0 }
  // https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint2
  // Apple: `var controlPoint2: CGPoint { get }`
  // The page: "If you initialized the object with a UIView.AnimationCurve value instead, this
  // property is set to CGPointZero." The shim does not: see init(animationCurve:).
  open var controlPoint2: CGPoint { shimControlPoints.1 }

  // https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(animationcurve:)
  // Apple: `init(animationCurve curve: UIView.AnimationCurve)`
  // The shim stores the CSS control points of the named curve, where the controlPoint2 page
  // says UIKit reports CGPointZero (behaviour kept; the layer never reads them back).
  public init(animationCurve curve: UIView.AnimationCurve) {
    shimAnimationCurve = curve
    switch curve {
    case .easeInOut:
      shimControlPoints = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeIn:
      shimControlPoints = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut:
      shimControlPoints = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .linear:
      shimControlPoints = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    }
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:)
  // Apple: `init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint)`
  // The page, for each point: "The x and y values of this point must be in the range 0.0 to
  // 1.0." What UIKit does otherwise is undocumented: the shim logs a point outside the range
  // (NaN included) and clamps it into the range (NaN to 0).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    shimAnimationCurve = .easeInOut
    for point in [point1, point2] where !Self.shimIsInRange(point) {
      ShimConsole.log(
        "UIKit shim: UICubicTimingParameters control point \(point) outside the range 0.0 to "
          + "1.0 the documentation requires")
    }
    shimControlPoints = (Self.shimClamped(point1), Self.shimClamped(point2))
    super.init()
  }

  private static func shimIsInRange(_ point: CGPoint) -> Bool {
    (0...1).contains(point.x) && (0...1).contains(point.y)
  }

  private static func shimClamped(_ point: CGPoint) -> CGPoint {
    func clamped(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
    return CGPoint(x: clamped(point.x), y: clamped(point.y))
  }

  // https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; the declaration
  // follows UISpringTimingParameters' init(coder:) page.) Required by NSCoding; nonisolated,
  // as Linux Foundation's NSCoding is. Archives are not modelled.
  public nonisolated required init?(coder: NSCoder) {
    fatalError("UIKit shim: UICubicTimingParameters.init(coder:) is not modelled")
  }

  // https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
  // Apple: `func encode(with coder: NSCoder)`
  // NSCoding's requirement (UITimingCurveProvider refines NSCoding); not modelled.
  public nonisolated func encode(with coder: NSCoder) {
    fatalError("UIKit shim: UICubicTimingParameters.encode(with:) is not modelled")
  }

  // https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
  // Apple: `func copy(with zone: NSZone? = nil) -> Any`
  // NSCopying's requirement; the shim's parameters are immutable, so the copy is the object
  // itself.
  @discardableResult
  public nonisolated func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  // https://developer.apple.com/documentation/uikit/uitimingcurveprovider/timingcurvetype
  // Apple: `var timingCurveType: UITimingCurveType { get }`
  // .cubic in the shim, also for the built-in curves (UIKit may report .builtin; unconfirmed).
  open var timingCurveType: UITimingCurveType { .cubic }
  // https://developer.apple.com/documentation/uikit/uitimingcurveprovider/cubictimingparameters
  // Apple: `var cubicTimingParameters: UICubicTimingParameters? { get }`
  // The receiver itself.
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  // https://developer.apple.com/documentation/uikit/uitimingcurveprovider/springtimingparameters
  // Apple: `var springTimingParameters: UISpringTimingParameters? { get }`
  // nil.
  open var springTimingParameters: UISpringTimingParameters? { nil }
}

// https://developer.apple.com/documentation/uikit/uispringtimingparameters
// Apple: `@MainActor class UISpringTimingParameters`
// An NSObject subclass conforming to UITimingCurveProvider. Immutable in the shim; the shim's
// animator runs the spring (`ShimAnimatorMotion.Spring`).
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  private let shimInitialVelocity: CGVector

  // https://developer.apple.com/documentation/uikit/uispringtimingparameters/initialvelocity
  // Apple: `var initialVelocity: CGVector { get }`
  open var initialVelocity: CGVector { shimInitialVelocity }

  /// Shim-only: the damping ratio given to the initializer (nil for the mass-stiffness form).
  public let shimDampingRatio: CGFloat?
  /// Shim-only: mass, stiffness and damping given to the initializer (nil for the other forms).
  public let shimPhysics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

  // https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:)
  // Apple: `convenience init(dampingRatio ratio: CGFloat)`
  // The page: "This method sets the initial velocity of any animated properties to 0.0."
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  // https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:initialvelocity:)
  // Apple: `init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector)`
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    shimInitialVelocity = velocity
    shimDampingRatio = ratio
    shimPhysics = nil
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)
  // Apple: `init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector)`
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    shimInitialVelocity = velocity
    shimDampingRatio = nil
    shimPhysics = (mass, stiffness, damping)
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // Required by NSCoding; nonisolated, as Linux Foundation's NSCoding is. Not modelled.
  public nonisolated required init?(coder: NSCoder) {
    fatalError("UIKit shim: UISpringTimingParameters.init(coder:) is not modelled")
  }

  // https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
  // Apple: `func encode(with coder: NSCoder)`
  // NSCoding's requirement (UITimingCurveProvider refines NSCoding); not modelled.
  public nonisolated func encode(with coder: NSCoder) {
    fatalError("UIKit shim: UISpringTimingParameters.encode(with:) is not modelled")
  }

  // https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
  // Apple: `func copy(with zone: NSZone? = nil) -> Any`
  // NSCopying's requirement; immutable, so the copy is the object itself.
  @discardableResult
  public nonisolated func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  // https://developer.apple.com/documentation/uikit/uitimingcurveprovider/timingcurvetype
  // Apple: `var timingCurveType: UITimingCurveType { get }`
  // .spring.
  open var timingCurveType: UITimingCurveType { .spring }
  // https://developer.apple.com/documentation/uikit/uitimingcurveprovider/cubictimingparameters
  // Apple: `var cubicTimingParameters: UICubicTimingParameters? { get }`
  // nil.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  // https://developer.apple.com/documentation/uikit/uitimingcurveprovider/springtimingparameters
  // Apple: `var springTimingParameters: UISpringTimingParameters? { get }`
  // The receiver itself.
  open var springTimingParameters: UISpringTimingParameters? { self }
}

// MARK: - UIViewPropertyAnimator

// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
// Apple: `@MainActor class UIViewPropertyAnimator`
// iOS 10 and tvOS 10 on the page. An NSObject subclass conforming to UIViewImplicitlyAnimating
// (whose page says: "The UIViewPropertyAnimator class adopts this protocol and implements all
// of its methods"); other conformances are not modelled.
@available(iOS 10.0, tvOS 10.0, *)
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/duration
  // Apple: `var duration: TimeInterval { get }`
  open private(set) var duration: TimeInterval
  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/delay
  // Apple: `var delay: TimeInterval { get }`
  // The delay passed to the last startAnimation(afterDelay:), as the page says.
  open private(set) var delay: TimeInterval = 0
  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/timingparameters
  // Apple: `@NSCopying var timingParameters: (any UITimingCurveProvider)? { get }`
  // Without @NSCopying: on Linux an existential does not satisfy the attribute's NSCopying
  // check. The shim's parameters are immutable and copy to themselves, so nothing differs.
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  private let shimOriginalTimingParameters: (any UITimingCurveProvider)?
  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly
  // Apple: `var scrubsLinearly: Bool { get set }`
  // iOS 11 on the page; default true.
  open var scrubsLinearly = true
  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/pausesoncompletion
  // Apple: `var pausesOnCompletion: Bool { get set }`
  // iOS 11 on the page; default false.
  open var pausesOnCompletion = false
  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/isuserinteractionenabled
  // Apple: `var isUserInteractionEnabled: Bool { get set }`
  // Default true, as the page says. UIKit's header (as mirrored by objc2-ui-kit): "Raises if
  // set on an active animator."
  open var isUserInteractionEnabled = true {
    willSet {
      precondition(
        state != .active,
        "UIKit shim: isUserInteractionEnabled cannot be set on an active animator")
    }
  }
  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/isinterruptible
  // Apple: `var isInterruptible: Bool { get set }`
  // UIKit's header (as mirrored by objc2-ui-kit): "Raises if set on an active animator." The
  // shim also refuses a stopped one (unconfirmed).
  open var isInterruptible = true {
    willSet {
      precondition(
        state == .inactive,
        "UIKit shim: isInterruptible can only be changed while the animator is inactive")
    }
  }

  // https://developer.apple.com/documentation/uikit/uiviewanimating/state
  // Apple: `var state: UIViewAnimatingState { get }`
  open private(set) var state: UIViewAnimatingState = .inactive
  // https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning
  // Apple: `var isRunning: Bool { get }`
  // A running animator is advanced by the simulated run loop, which retains it as UIKit does.
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

  // https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed
  // Apple: `var isReversed: Bool { get set }`
  // Reversing a running animator retraces a cubic curve at its pace and restarts a spring
  // toward the other end with the velocity it has (`ShimAnimatorMotion.reversed(after:)`).
  // Reversing an active animator, like pausing, resuming, scrubbing and continuing it, puts the
  // animations of its blocks someone took off their layers back as
  // `ShimBehaviour.removedAnimationsOnRebuild` says.
  open var isReversed = false {
    didSet {
      if isReversed != oldValue { shimRebuildRecordedAnimations() }
      guard isReversed != oldValue, isRunning, let motion = shimMotion else { return }
      shimMotion = motion.reversed(after: shimElapsed)
      shimElapsed = 0
    }
  }

  // https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
  // Apple: `var fractionComplete: CGFloat { get set }`
  // The page: "You can update the value of this property only while the animator is paused.
  // Changing the value of this property on an inactive animator moves it to the active state."
  // Ignored while running or stopped; clamped to [0, 1] (unconfirmed). It reads the progress
  // while paused and the fraction of time while running (unconfirmed). On a reversed animator
  // it reads, and is set, in the sense `ShimBehaviour.reversedFraction` says.
  open var fractionComplete: CGFloat {
    get {
      let forward =
        isRunning ? CGFloat(shimMotion?.timeFraction(after: shimElapsed) ?? 0) : shimFraction
      return shimReadsComplement ? 1 - forward : forward
    }
    set {
      guard newValue.isFinite, !isRunning, state != .stopped else { return }
      if state == .inactive { shimActivate() }
      let clamped = min(max(newValue, 0), 1)
      shimFraction = shimReadsComplement ? 1 - clamped : clamped
      shimRebuildRecordedAnimations()
    }
  }

  /// What the animator does with the animations of its blocks taken off their layers when it
  /// reverses, pauses, starts, scrubs or continues: `ShimBehaviour.removedAnimationsOnRebuild`,
  /// consulted only when one was taken off (so the behaviour matrix runs only those scenarios
  /// under its other setting).
  private func shimRebuildRecordedAnimations() {
    guard state == .active, shimAnimations.contains(where: \.isRemoved),
      ShimBehaviour.read.removedAnimationsOnRebuild == .reinstalled
    else { return }
    ShimAnimationCapture.reinstall(shimAnimations)
  }

  private var shimReadsComplement: Bool {
    isReversed && ShimBehaviour.read.reversedFraction == .complement
  }

  /// The progress on screen, from the start, whatever the direction.
  private var shimFraction: CGFloat = 0
  private var shimPendingAnimations: [(animation: () -> Void, delayFactor: CGFloat)] = []
  private var shimAnimations: [ShimLayerAnimation] = []
  /// Whether the animator became active with no animation block (UIKit's "transient paused
  /// state" of an empty animator).
  private var shimActivatedEmpty = false
  private var shimCompletions: [(UIViewAnimatingPosition) -> Void] = []
  /// Animations added to a reversed, paused animator that run toward the start
  /// (`ShimBehaviour.animationsOnReversedPausedAnimator`): their window is measured from the
  /// end, so finishing at `.start` leaves their final values.
  private var shimTowardStart: Set<ObjectIdentifier> = []
  /// Keyframe animations continued with spring timing under
  /// `ShimBehaviour.keyframesUnderSpringContinuation == .runLinearlyForATenthOfASecond`: they
  /// run from `from` to `to` progress between `start` and 0.1 s later, whatever the animator
  /// does until it ends (pausing and scrubbing do not bring them back).
  private var shimDetachedKeyframes: (start: CFTimeInterval, from: Double, to: Double)?
  private var shimDelayRemaining: TimeInterval = 0
  /// What the running animator does, and how far into it it is.
  private var shimMotion: ShimAnimatorMotion?
  private var shimElapsed: TimeInterval = 0

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)
  // Apple: `init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider)`
  // Designated.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    self.timingParameters = parameters
    self.shimOriginalTimingParameters = parameters
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
  // Apple: `convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)`
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:controlpoint1:controlpoint2:animations:)
  // Apple: `convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil)`
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:dampingratio:animations:)
  // Apple: `convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)`
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  // MARK: Modifying animations

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:)
  // Apple: `func addAnimations(_ animation: @escaping () -> Void)`
  // Runs at once on an active animator, otherwise when it becomes active.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:delayfactor:)
  // Apple: `func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)`
  // The block starts after delayFactor × duration; added to an active animator, it runs from
  // the current progress over what is left ("executed over the remaining portion of the total
  // run time"). A paused animator that became active empty runs or drops the block as
  // `ShimBehaviour.alongsideOnEmptyPausedAnimator` says, a paused reversed one as
  // `ShimBehaviour.animationsOnReversedPausedAnimator` says. "It's a programmer error to call
  // this method when the animator's state property is set to UIViewAnimatingState.stopped."
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    precondition(
      state != .stopped,
      "UIKit shim: animations cannot be added to a stopped animator (unconfirmed)")
    guard state == .active else {
      shimPendingAnimations.append((animation, delayFactor))
      return
    }
    if shimActivatedEmpty, !isRunning,
      ShimBehaviour.read.alongsideOnEmptyPausedAnimator == .dropped
    {
      return
    }
    let delay = Double(max(delayFactor, 0))
    if isReversed, !isRunning {
      switch ShimBehaviour.read.animationsOnReversedPausedAnimator {
      case .runTowardTheEnd:
        break
      case .runTowardTheStart:
        let start = min(1 - Double(shimFraction) + delay, 1)
        return shimRun(animation, window: start...1, towardStart: true)
      case .ignored:
        return
      }
    }
    shimRun(animation, window: min(Double(shimFraction) + delay, 1)...1)
  }

  /// Runs `animation`, turning the model changes it makes into animations over `window` of this
  /// animator's progress (of its complement, from the end, when `towardStart`).
  private func shimRun(
    _ animation: () -> Void, window: ClosedRange<Double>, towardStart: Bool = false
  ) {
    let source = ShimProgressSource()
    let keyframeBlocks = UIView.shimKeyframeBlockCount
    let captured = ShimAnimationCapture.capture(
      window: window,
      progress: { [weak self] in
        guard let progress = self?.shimPresentationProgress(of: source) else { return nil }
        return towardStart ? 1 - progress : progress
      }, animation)
    source.isKeyframes = UIView.shimKeyframeBlockCount > keyframeBlocks
    shimAnimations += captured
    if towardStart { shimTowardStart.formUnion(captured.map(ObjectIdentifier.init)) }
  }

  /// Whether a block's animations are keyframes (set once the block has run).
  private final class ShimProgressSource {
    var isKeyframes = false
  }

  /// The progress the animations of `source` show, nil once the animator is inactive.
  private func shimPresentationProgress(of source: ShimProgressSource) -> Double? {
    guard state != .inactive else { return nil }
    if source.isKeyframes, let detached = shimDetachedKeyframes {
      let time = min(max((ShimMediaTime.now - detached.start) / 0.1, 0), 1)
      return detached.from + (detached.to - detached.from) * time
    }
    return Double(shimFraction)
  }

  /// Shim-only: the animations this animator runs on layers.
  public var shimAnimationCount: Int { shimAnimations.count }

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)
  // Apple: `func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)`
  // May be added in any state. A plain closure on Apple's current page (neither `@Sendable`
  // nor `@MainActor`), like every closure of the animators except `animateKeyframes`'
  // completion.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    shimCompletions.append(completion)
  }

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:)
  // Apple: `func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)`
  // A programmer error unless active, paused and interruptible. The remaining run takes
  // durationFactor × duration; a factor of 0 takes the time left at the original pace, as
  // apps rely on (the page says only that the factor multiplies the original duration). A cubic
  // curve is re-timed and a spring starts from the progress on screen (`ShimAnimatorMotion`);
  // a spring from mass, stiffness and damping runs for its settling time, whatever the factor.
  // With spring parameters, keyframe animations behave as
  // `ShimBehaviour.keyframesUnderSpringContinuation` says.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    precondition(
      state == .active && !isRunning && isInterruptible,
      "UIKit shim: continueAnimation needs an active, paused, interruptible animator")
    if let parameters { timingParameters = parameters }
    isRunning = true
    shimRebuildRecordedAnimations()
    shimDelayRemaining = 0
    shimBeginMotion(seconds: durationFactor > 0 ? duration * Double(durationFactor) : nil)
    if timingParameters?.timingCurveType == .spring, shimDetachedKeyframes == nil,
      ShimBehaviour.read.keyframesUnderSpringContinuation == .runLinearlyForATenthOfASecond
    {
      shimDetachedKeyframes = (ShimMediaTime.now, Double(shimFraction), isReversed ? 0 : 1)
    }
  }

  // MARK: UIViewAnimating

  // https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
  // Apple: `func startAnimation()`
  // Starts or resumes; the page: "It's a programmer error to call this method while the state
  // of the animator is set to UIViewAnimatingState.stopped."
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  // https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)
  // Apple: `func startAnimation(afterDelay delay: TimeInterval)`
  open func startAnimation(afterDelay delay: TimeInterval) {
    precondition(state != .stopped, "UIKit shim: a stopped animator cannot be started")
    let isStart = state == .inactive
    if isStart { shimActivate() }
    guard !isRunning else { return }
    if !isStart { shimRebuildRecordedAnimations() }
    self.delay = max(delay, 0)
    shimDelayRemaining = self.delay
    isRunning = true
    // A start runs the curve over the duration; a resume, the curve's own time left.
    shimBeginMotion(seconds: isStart ? duration : nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()
  // Apple: `func pauseAnimation()`
  // Activates an inactive animator paused; a programmer error on a stopped one, as the page says.
  open func pauseAnimation() {
    precondition(state != .stopped, "UIKit shim: a stopped animator cannot be paused")
    if state == .inactive { shimActivate() }
    isRunning = false
    shimMotion = nil
    shimRebuildRecordedAnimations()
  }

  // https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
  // Apple: `func stopAnimation(_ withoutFinishing: Bool)`
  // True: straight to inactive without completions; false: to stopped, awaiting
  // finishAnimation(at:). Stopping an animator that is not active is treated as a programmer
  // error (unconfirmed).
  open func stopAnimation(_ withoutFinishing: Bool) {
    precondition(state == .active, "UIKit shim: only an active animator can be stopped")
    isRunning = false
    shimMotion = nil
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

  // https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)
  // Apple: `func finishAnimation(at finalPosition: UIViewAnimatingPosition)`
  // A programmer error unless stopped, as the page says ("It is a programmer error to call this
  // method at any time except after a call to the stopAnimation(_:) method where you pass false
  // for the withoutFinishing parameter"); runs the completions with the position. .end and .start set the animated properties to their final or initial values,
  // .current leaves the values on screen. A layer whose animations were removed
  // (`CALayer.removeAllAnimations()`) gets them as `ShimBehaviour.removedAnimationsAtFinish`
  // says, and stopping commits nothing of it (it shows its model values).
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
    let towardStart = shimTowardStart
    let animations =
      ShimBehaviour.read.removedAnimationsAtFinish == .leavesTheLayerAlone
      ? animations.filter { !$0.isRemoved } : animations
    switch position {
    case .end:
      for animation in animations {
        if towardStart.contains(ObjectIdentifier(animation)) {
          animation.setModelToStart()
        } else {
          animation.setModelToEnd()
        }
      }
    case .start:
      for animation in animations.reversed() {
        if towardStart.contains(ObjectIdentifier(animation)) {
          animation.setModelToEnd()
        } else {
          animation.setModelToStart()
        }
      }
    case .current:
      break
    }
  }

  // MARK: Shim time

  /// Shim-only: advances a running animator by `seconds`. A pending start delay is consumed
  /// first; then the progress follows the timing curve toward 1 (or 0 when reversed). Reaching
  /// the end completes the animator: it becomes inactive and runs its completions once with
  /// .end (.start when reversed), unless `pausesOnCompletion` keeps it active and paused.
  public func shimAdvance(by seconds: TimeInterval) {
    guard isRunning, let motion = shimMotion, seconds >= 0 else { return }
    var time = seconds
    if shimDelayRemaining > 0 {
      let consumed = min(time, shimDelayRemaining)
      shimDelayRemaining -= consumed
      time -= consumed
      if shimDelayRemaining > 0 { return }
    }
    shimElapsed += time
    shimFraction = CGFloat(motion.progress(after: shimElapsed))
    if shimElapsed >= motion.duration {
      shimMotion = nil
      shimReachEnd()
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

  /// Starts the motion from the progress on screen to the end in the current direction, on
  /// the timing parameters in force, running `seconds` (nil: the time left).
  private func shimBeginMotion(seconds: TimeInterval?) {
    shimMotion = ShimAnimatorMotion.begin(
      on: timingParameters, at: Double(shimFraction), isReversed: isReversed, seconds: seconds,
      animatorDuration: duration)
    shimElapsed = 0
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
    shimTowardStart = []
    shimDetachedKeyframes = nil
    shimActivatedEmpty = false
    state = .inactive
    timingParameters = shimOriginalTimingParameters
    isRunning = false
    shimMotion = nil
    shimElapsed = 0
    shimDelayRemaining = 0
    shimFraction = 0
  }

  private func shimRunCompletions(_ position: UIViewAnimatingPosition) {
    let completions = shimCompletions
    shimCompletions = []
    for completion in completions { completion(position) }
  }
}
