// Interface shim of Apple's Core Animation (QuartzCore) for Linux (see
// Tests/UIKitShim/Package.swift). Shim-only members start with `shim`.
//
// Every declaration cites its Apple documentation page in the comment above it: the page's
// address, then Apple's declaration as the page shows it ("Apple: `…`"), then what the shim
// models. A declaration whose page could not be retrieved says so ("page not retrieved: URL by
// Apple's scheme, declaration unconfirmed"). Imported Objective-C and C results are
// discardable, so the shim marks value-returning methods and functions `@discardableResult`.

@_exported import CoreGraphics
// Scoped, so that they shadow Linux Foundation's own NSObject (see ObjectiveC.swift).
@_exported import class ObjectiveC.NSObject
@_exported import protocol ObjectiveC.NSObjectProtocol
@_exported import struct ObjectiveC.Selector
@_exported import enum ObjectiveC.objc_AssociationPolicy
@_exported import func ObjectiveC.objc_getAssociatedObject
@_exported import func ObjectiveC.objc_setAssociatedObject

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
// Apple: `func CACurrentMediaTime() -> CFTimeInterval`
// "Returns the current absolute time, in seconds", "derived by calling mach_absolute_time()".
// The shim returns the simulated media time (`ShimMediaTime.now`), which moves only with the
// simulated run loop, so every timestamp a test produces is reproducible.
@discardableResult
public func CACurrentMediaTime() -> CFTimeInterval {
  ShimMediaTime.now
}

// https://developer.apple.com/documentation/quartzcore/calayer
// Apple: `class CALayer`
// An Objective-C class (a subclass of NSObject), not main-actor isolated and not Sendable. The
// shim keeps the model values only: there is no render tree, so `presentation()` returns nil
// (see there).
open class CALayer: NSObject {
  // https://developer.apple.com/documentation/quartzcore/calayer/init()
  // Apple: `init()`
  // "the designated initializer for layer objects that are not in the presentation layer".
  public override init() {
    super.init()
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)
  // Apple: `init(layer: Any)`
  // Copies the model values of another CALayer (the shim makes presentation copies with it).
  public init(layer: Any) {
    super.init()
    if let other = layer as? CALayer {
      shimStorage = other.shimStorage
      masksToBounds = other.masksToBounds
      maskedCorners = other.maskedCorners
      cornerCurve = other.cornerCurve
      isHidden = other.isHidden
      backgroundColor = other.backgroundColor
    }
  }

  /// Shim-only: the model values of the animatable properties. Setting one through its
  /// property inside an animation block (`ShimAnimationCapture`) animates it.
  struct ShimStorage {
    var position: CGPoint = .zero
    var bounds: CGRect = .zero
    var opacity: Float = 1
    var cornerRadius: CGFloat = 0
    var transform: CGAffineTransform = .identity
  }

  var shimStorage = ShimStorage()

  private func shimSet<Value>(
    _ key: ShimLayerKey, _ path: WritableKeyPath<ShimStorage, Value>, _ value: Value
  ) {
    ShimAnimationCapture.willChange(self, key)
    shimStorage[keyPath: path] = value
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  // Apple: `var cornerRadius: CGFloat { get set }`
  // "The default value of this property is 0.0."
  open var cornerRadius: CGFloat {
    get { shimStorage.cornerRadius }
    set { shimSet(.cornerRadius, \.cornerRadius, newValue) }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/opacity
  // Apple: `var opacity: Float { get set }`
  // The page: "Values outside that range are clamped to the minimum or maximum" (0.0 to 1.0);
  // the shim stores the value as given (UIView.alpha clamps before). Default 1.0.
  open var opacity: Float {
    get { shimStorage.opacity }
    set { shimSet(.opacity, \.opacity, newValue) }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/ishidden
  // Apple: `var isHidden: Bool { get set }`
  open var isHidden = false

  // https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
  // Apple: `var masksToBounds: Bool { get set }`
  // "When the value of this property is true, Core Animation creates an implicit clipping mask
  // that matches the bounds of the layer and includes any corner radius effects." "The default
  // value of this property is false." Stored (UIView's clipsToBounds is this property).
  open var masksToBounds = false

  // https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners
  // Apple: `var maskedCorners: CACornerMask { get set }`
  // iOS 11. The page has no discussion; the QuartzCore header, as mirrored: "Defines which of
  // the four corners receives the masking when using `cornerRadius' property. Defaults to all
  // four corners." Stored.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  // https://developer.apple.com/documentation/quartzcore/calayer/cornercurve
  // Apple: `var cornerCurve: CALayerCornerCurve { get set }`
  // iOS 13. The page has no discussion; the header, as mirrored: "Defines the curve used for
  // rendering the rounded corners of the layer. Defaults to 'kCACornerCurveCircular'." Stored.
  open var cornerCurve: CALayerCornerCurve = .circular

  // https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
  // Apple: `var backgroundColor: CGColor? { get set }`
  // "The default value of this property is nil."
  open var backgroundColor: CGColor?

  // https://developer.apple.com/documentation/quartzcore/calayer/position
  // Apple: `var position: CGPoint { get set }`
  // "always specified relative to the value in the anchorPoint property"; the shim has no
  // anchorPoint and uses the default, (0.5, 0.5): the position is the centre of the bounds, in
  // the superlayer's coordinates.
  open var position: CGPoint {
    get { shimStorage.position }
    set { shimSet(.position, \.position, newValue) }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/bounds
  // Apple: `var bounds: CGRect { get set }`
  open var bounds: CGRect {
    get { shimStorage.bounds }
    set { shimSet(.bounds, \.bounds, newValue) }
  }

  /// Shim-only storage behind `affineTransform()` and `setAffineTransform(_:)` (the SDK keeps a
  /// CATransform3D, which the shim does not declare).
  public var shimAffineTransform: CGAffineTransform {
    get { shimStorage.transform }
    set { shimSet(.transform, \.transform, newValue) }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/affinetransform()
  // Apple: `func affineTransform() -> CGAffineTransform`
  @discardableResult
  open func affineTransform() -> CGAffineTransform {
    shimAffineTransform
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)
  // Apple: `func setAffineTransform(_ m: CGAffineTransform)`
  open func setAffineTransform(_ m: CGAffineTransform) {
    shimAffineTransform = m
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/frame
  // Apple: `var frame: CGRect { get set }`
  // "a computed property that is derived from the values in the bounds, anchorPoint and
  // position properties. When you assign a new value to this property, the layer changes its
  // position and bounds properties to match the rectangle you specified." The shim's getter is
  // the bounding box of the bounds transformed about the position; its setter sets the position
  // and the bounds size whatever the transform, although the page says "Do not set the frame if
  // the transform property applies a rotation transform that is not a multiple of 90 degrees."
  open var frame: CGRect {
    get {
      let size = bounds.size
      let local = CGRect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      return local.applying(shimAffineTransform).offsetBy(dx: position.x, dy: position.y)
    }
    set {
      position = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds.size = newValue.size
    }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
  // Apple: `func removeAllAnimations()`
  // "Remove all animations attached to the layer." The layer then shows its model values; the
  // animator that made the animations runs on (what it does to the layer as it finishes is
  // `ShimBehaviour.removedAnimationsAtFinish`).
  open func removeAllAnimations() {
    ShimAnimationCapture.removeAll(from: self)
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()
  // Apple: `func animationKeys() -> [String]?`
  // "An array of NSString objects identifying the current animations." The shim names an
  // animation a block made after the key path it animates ("position", "bounds", "opacity",
  // "transform", "cornerRadius"), and a further one on the same key path of the same layer
  // after it with a suffix ("position-2"): Apple does not name the keys UIKit's blocks use,
  // only that `add(_:forKey:)` adds "only one animation per unique key". Nil without any.
  @discardableResult
  open func animationKeys() -> [String]? {
    let keys = ShimAnimationCapture.animations(on: self).map(\.name)
    return keys.isEmpty ? nil : keys
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
  // Apple: `func removeAnimation(forKey key: String)`
  // "Remove the animation object with the specified key." The layer then shows its model value
  // for that key path, as for `removeAllAnimations()`.
  open func removeAnimation(forKey key: String) {
    ShimAnimationCapture.remove(named: key, from: self)
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/presentation()
  // Apple: `func presentation() -> Self?`
  // "A copy of the current presentation layer object", "a close approximation of the layer that
  // is currently being displayed onscreen". The shim computes the copy from the animations in
  // flight (`ShimAnimationCapture`), each interpolated linearly over its window of its
  // animator's progress; with `presentationLayersEnabled` off it returns nil, as UIKit does for
  // a layer that was never committed.
  @discardableResult
  open func presentation() -> Self? {
    guard ShimAnimationCapture.presentationLayersEnabled else { return nil }
    return shimOnScreen as? Self
  }

  /// Shim-only: what the render server shows of this layer now (the presentation layer's
  /// values, whether or not `presentation()` is enabled): what a person would see.
  public var shimOnScreen: CALayer {
    let copy = CALayer(layer: self)
    for key in [ShimLayerKey.position, .bounds, .opacity, .transform, .cornerRadius] {
      copy.shimSetModelValue(shimPresentedValue(for: key), for: key)
    }
    return copy
  }
}

// https://developer.apple.com/documentation/quartzcore/cacornermask
// Apple: `struct CACornerMask`
// iOS 11. An option set over UInt (its `init(rawValue: UInt)`); bit values as the C enum
// (kCALayerMinXMinYCorner = 1 << 0 through kCALayerMaxXMaxYCorner = 1 << 3; not on the pages).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  // https://developer.apple.com/documentation/quartzcore/cacornermask/init(rawvalue:)
  // Apple: `init(rawValue: UInt)`
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The bit mask.
  public let rawValue: UInt

  // https://developer.apple.com/documentation/quartzcore/cacornermask/layerminxminycorner
  // Apple: `static var layerMinXMinYCorner: CACornerMask { get }`
  public static var layerMinXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 << 0) }
  // https://developer.apple.com/documentation/quartzcore/cacornermask/layermaxxminycorner
  // Apple: `static var layerMaxXMinYCorner: CACornerMask { get }`
  public static var layerMaxXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 << 1) }
  // https://developer.apple.com/documentation/quartzcore/cacornermask/layerminxmaxycorner
  // Apple: `static var layerMinXMaxYCorner: CACornerMask { get }`
  public static var layerMinXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 << 2) }
  // https://developer.apple.com/documentation/quartzcore/cacornermask/layermaxxmaxycorner
  // Apple: `static var layerMaxXMaxYCorner: CACornerMask { get }`
  public static var layerMaxXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 << 3) }
}

// https://developer.apple.com/documentation/quartzcore/calayercornercurve
// Apple: `struct CALayerCornerCurve`
// iOS 13. A string-backed constant type, as Objective-C string enums import (`rawValue`,
// `init(rawValue:)`; unconfirmed by the page, which lists only the two constants).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  // https://developer.apple.com/documentation/quartzcore/calayercornercurve/init(rawvalue:)
  // Apple: `init(rawValue: String)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The curve's name.
  public let rawValue: String

  // https://developer.apple.com/documentation/quartzcore/calayercornercurve/circular
  // Apple: `static let circular: CALayerCornerCurve`
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  // https://developer.apple.com/documentation/quartzcore/calayercornercurve/continuous
  // Apple: `static let continuous: CALayerCornerCurve`
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

// https://developer.apple.com/documentation/quartzcore/caframeraterange
// Apple: `struct CAFrameRateRange`
// iOS 15.0, tvOS 15.0, macOS 12.0. Equatable (the page lists an operator function) and
// Sendable (an imported C struct of Floats); the conformances are not listed on the page.
@available(iOS 15.0, tvOS 15.0, macOS 12.0, *)
public struct CAFrameRateRange: Equatable, Sendable {
  // https://developer.apple.com/documentation/quartzcore/caframeraterange/minimum
  // Apple: `var minimum: Float`
  // (page not retrieved: URL from the struct page's Topics, declaration unconfirmed)
  public var minimum: Float

  // https://developer.apple.com/documentation/quartzcore/caframeraterange/maximum
  // Apple: `var maximum: Float`
  // (page not retrieved: URL from the struct page's Topics, declaration unconfirmed)
  public var maximum: Float

  // https://developer.apple.com/documentation/quartzcore/caframeraterange/preferred-7l3ki
  // Apple: `var preferred: Float? { get set }`
  // A Swift overlay property over the C struct's `preferred` field; stored here.
  public var preferred: Float?

  // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
  // Apple: `init(minimum: Float, maximum: Float, preferred: Float? = nil)`
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  // https://developer.apple.com/documentation/quartzcore/caframeraterange/default
  // Apple: `static let `default`: CAFrameRateRange`
  // The page gives no value; the shim's is all zeros (C's `CAFrameRateRangeDefault`,
  // unconfirmed). A display link asking for it runs at
  // `CADisplayLink.shimDefaultFramesPerSecond`.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

// https://developer.apple.com/documentation/quartzcore/cadisplaylink
// Apple: `class CADisplayLink`
// iOS 3.1. Not main-actor isolated, not Sendable. Frames are delivered by the simulated run loop
// (`shimFire(timestamp:targetTimestamp:)`): to the target's selector, or, for a link made with
// the shim-only `init(shimCallback:)`, to a closure, at the rate its `preferredFrameRateRange`
// obtains from the display (see there).
open class CADisplayLink: NSObject {
  private var shimTarget: AnyObject?
  private let shimSelector: Selector?
  private let shimCallback: ((CADisplayLink) -> Void)?
  private var shimRunLoops: [(RunLoop, RunLoop.Mode)] = []
  private var shimIsValid = true
  /// When the next callback is due, at the link's rate.
  private var shimNextFire: CFTimeInterval?

  /// Shim-only: the rate, in frames per second, a display link that asks for
  /// `CAFrameRateRange.default` runs at on the 120 Hz simulated display; nil for the display's
  /// maximum. The UIKit module sets it from `ShimBehaviour.unhintedDisplayLinkRate`: Apple's
  /// `preferredFrameRateRange` page says the default "is equivalent to the display's maximum
  /// refresh rate", the ProMotion article that Core Animation won't go faster than "the
  /// system's default" without the app's opt-in, and developers report 60 Hz on iPhones.
  nonisolated(unsafe) public static var shimDefaultFramesPerSecond: Double? = 60

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  // Apple: `init(target: Any, selector sel: Selector)`
  // "The newly constructed display link retains the target" until `invalidate()`.
  public init(target: Any, selector sel: Selector) {
    shimTarget = target as AnyObject
    shimSelector = sel
    shimCallback = nil
    super.init()
  }

  /// Shim-only: a link that calls `callback` on each `shimFire(timestamp:targetTimestamp:)`
  /// (instead of a target and selector).
  public init(shimCallback: @escaping (CADisplayLink) -> Void) {
    shimTarget = nil
    shimSelector = nil
    self.shimCallback = shimCallback
    super.init()
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
  // Apple: `var timestamp: CFTimeInterval { get }`
  // "The time interval that represents when the last frame displayed."
  open private(set) var timestamp: CFTimeInterval = 0

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
  // Apple: `var targetTimestamp: CFTimeInterval { get }`
  // iOS 10.0. "The time interval that represents when the next frame displays": one period of
  // the link's rate after `timestamp`.
  open private(set) var targetTimestamp: CFTimeInterval = 0

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration
  // Apple: `var duration: CFTimeInterval { get }`
  // "This value is in an undefined state until the system calls the target's selector at least
  // once"; the shim starts at 1/60 s.
  open private(set) var duration: CFTimeInterval = 1.0 / 60

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
  // Apple: `var isPaused: Bool { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  open var isPaused = false

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
  // Apple: `var preferredFrameRateRange: CAFrameRateRange { get set }`
  // iOS 15.0. "The display link makes a best attempt to invoke your app's callback within the
  // frequency range you set"; "The system typically provides a consistent frame rate by
  // choosing one that's a factor of the display's maximum refresh rate". The shim calls back
  // at the highest factor of the display's rate (120 Hz / n) not above `preferred` (or
  // `maximum` when `preferred` is nil or 0); a link left at `CAFrameRateRange.default` runs at
  // `shimDefaultFramesPerSecond`. Nothing lowers the rate (Low Power Mode, heat).
  @available(iOS 15.0, tvOS 15.0, macOS 14.0, *)
  open var preferredFrameRateRange: CAFrameRateRange {
    get { shimPreferredFrameRateRange }
    set { shimPreferredFrameRateRange = newValue }
  }
  private var shimPreferredFrameRateRange = CAFrameRateRange.default

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
  // Apple: `func add(to runloop: RunLoop, forMode mode: RunLoop.Mode)`
  // The shim records the registration; frames are delivered only by `shimFire`.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard shimIsValid else { return }
    shimRunLoops.append((runloop, mode))
    if !ShimDisplayLinks.scheduled.contains(where: { $0 === self }) {
      ShimDisplayLinks.scheduled.append(self)
    }
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  // Apple: `func invalidate()`
  // "Removes the display link from all run loop modes", which releases it and its target.
  open func invalidate() {
    shimRunLoops.removeAll()
    shimIsValid = false
    shimTarget = nil
    ShimDisplayLinks.scheduled.removeAll { $0 === self }
  }

  /// Shim-only: whether the link is registered with a run loop and not invalidated.
  public var shimIsScheduled: Bool { shimIsValid && !shimRunLoops.isEmpty }

  /// Shim-only: the rate the link is called back at on a display refreshing every
  /// `refreshInterval` seconds, in frames per second.
  public func shimFramesPerSecond(refreshInterval: CFTimeInterval) -> Double {
    let maximum = refreshInterval > 0 ? 1 / refreshInterval : 60
    let range = shimPreferredFrameRateRange
    let asked: Double? =
      if let preferred = range.preferred, preferred > 0 {
        Double(preferred)
      } else if range.maximum > 0 {
        Double(range.maximum)
      } else {
        Self.shimDefaultFramesPerSecond
      }
    guard let asked, asked.isFinite, asked > 0 else { return maximum }
    // The refresh interval comes from a difference of media times: allow for its rounding.
    return maximum / max((maximum / asked - 1e-6).rounded(.up), 1)
  }

  /// Shim-only: one refresh of the display, from `timestamp` to `targetTimestamp`: the link is
  /// called back if it is scheduled, not paused, and due at its rate; its `targetTimestamp` is
  /// then one period of its rate later. On the main actor, where a link added to the main run
  /// loop fires.
  @MainActor
  public func shimFire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval) {
    guard shimIsScheduled, !isPaused else { return }
    let refresh = targetTimestamp - timestamp
    let period = 1 / shimFramesPerSecond(refreshInterval: refresh)
    if let next = shimNextFire, timestamp < next - refresh / 2 { return }
    shimNextFire = timestamp + period
    self.timestamp = timestamp
    self.targetTimestamp = timestamp + period
    self.duration = period
    shimCallback?(self)
    if let shimTarget, let shimSelector {
      shimSelector.shimSend(to: shimTarget, with: self)
    }
  }
}
