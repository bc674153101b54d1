// Interface shim of Apple's Core Animation (QuartzCore) for Linux (see
// Tests/UIKitShim/Package.swift). Every declaration cites the Apple documentation page it was
// checked against; shim-only members start with `shim`.

@_exported import CoreGraphics

// swift-format-ignore: AlwaysUseLowerCamelCase
// Apple docs: "CACurrentMediaTime()" (`func CACurrentMediaTime() -> CFTimeInterval`). The shim
// returns the simulated media time (`ShimMediaTime.now`), which moves only with the simulated
// run loop, so every timestamp a test produces is reproducible.
public func CACurrentMediaTime() -> CFTimeInterval {
  ShimMediaTime.now
}

// Apple docs: "CALayer" (`class CALayer`: not main-actor isolated and not Sendable in the SDK,
// so neither here). The shim keeps the model values only: there is no render tree, so
// `presentation()` returns nil (see below).
open class CALayer: NSObject {
  // Apple docs: "CALayer.init()"
  public override init() {
    super.init()
  }

  // Apple docs: "CALayer.init(layer:)" (copies the model values of another CALayer).
  public init(layer: Any) {
    super.init()
    if let other = layer as? CALayer {
      shimStorage = other.shimStorage
      masksToBounds = other.masksToBounds
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

  // Apple docs: "CALayer.cornerRadius"
  open var cornerRadius: CGFloat {
    get { shimStorage.cornerRadius }
    set { shimSet(.cornerRadius, \.cornerRadius, newValue) }
  }
  // Apple docs: "CALayer.opacity" (`var opacity: Float`)
  open var opacity: Float {
    get { shimStorage.opacity }
    set { shimSet(.opacity, \.opacity, newValue) }
  }
  // Apple docs: "CALayer.isHidden"
  open var isHidden = false
  // Apple docs: "CALayer.masksToBounds"
  open var masksToBounds = false
  // Apple docs: "CALayer.backgroundColor" (`var backgroundColor: CGColor?`)
  open var backgroundColor: CGColor?
  // Apple docs: "CALayer.position" (the anchor point, the centre with the default anchor point
  // of (0.5, 0.5), in the superlayer's coordinates).
  open var position: CGPoint {
    get { shimStorage.position }
    set { shimSet(.position, \.position, newValue) }
  }
  // Apple docs: "CALayer.bounds"
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

  // Apple docs: "CALayer.affineTransform()"
  open func affineTransform() -> CGAffineTransform {
    shimAffineTransform
  }

  // Apple docs: "CALayer.setAffineTransform(_:)"
  open func setAffineTransform(_ m: CGAffineTransform) {
    shimAffineTransform = m
  }

  // Apple docs: "CALayer.frame" (the bounding box of the bounds transformed about the position,
  // in the superlayer's coordinates; setting it with an identity transform sets the position
  // and bounds size, the shim does the same with any transform).
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

  // Apple docs: "CALayer.presentation()" (`func presentation() -> Self?`). The shim computes
  // the copy from the animations in flight (`ShimAnimationCapture`), each interpolated linearly
  // over its window of its animator's progress; with `presentationLayersEnabled` off it returns
  // nil, as UIKit does for a layer that was never committed.
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

  // Apple docs: "CALayer.model()" (`func model() -> Self`): the shim's layers are model layers.
  open func model() -> Self {
    self
  }

  // Apple docs: "CALayer.removeAllAnimations()" (the shim attaches none: nothing to remove).
  open func removeAllAnimations() {}
}

// Apple docs: "CAFrameRateRange" (struct, iOS 15; Equatable, Sendable).
@available(iOS 15.0, tvOS 15.0, macOS 12.0, *)
public struct CAFrameRateRange: Equatable, Sendable {
  // Apple docs: "CAFrameRateRange.minimum"
  public var minimum: Float
  // Apple docs: "CAFrameRateRange.maximum"
  public var maximum: Float
  // Apple docs: "CAFrameRateRange.preferred" (`var preferred: Float?`)
  public var preferred: Float?

  // Apple docs: "CAFrameRateRange.init(minimum:maximum:preferred:)" (`preferred: Float?`; its
  // default of nil is unconfirmed).
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  // Apple docs: "CAFrameRateRange.init()" (all zero, the imported struct's zero initializer).
  public init() {
    self.init(minimum: 0, maximum: 0, preferred: nil)
  }

  // Apple docs: "CAFrameRateRange.default"
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

// Apple docs: "CADisplayLink" (`class CADisplayLink`; not main-actor isolated, not Sendable).
// Its only initializer, `init(target: Any, selector: Selector)`, cannot be declared on Linux
// (there is no Objective-C `Selector`), so the shim has no public initializer for it: code that
// creates display links cannot be compiled against the shim. The shim-only
// `init(shimCallback:)` exists so that tests can drive a link by hand with
// `shimFire(timestamp:targetTimestamp:)`.
open class CADisplayLink: NSObject {
  private let shimCallback: (CADisplayLink) -> Void
  private var shimRunLoops: [(RunLoop, RunLoop.Mode)] = []
  private var shimIsValid = true

  /// Shim-only: a link that calls `callback` on each `shimFire(timestamp:targetTimestamp:)`
  /// (instead of a target and selector).
  public init(shimCallback: @escaping (CADisplayLink) -> Void) {
    self.shimCallback = shimCallback
    super.init()
  }

  // Apple docs: "CADisplayLink.timestamp"
  open private(set) var timestamp: CFTimeInterval = 0
  // Apple docs: "CADisplayLink.targetTimestamp"
  open private(set) var targetTimestamp: CFTimeInterval = 0
  // Apple docs: "CADisplayLink.duration"
  open private(set) var duration: CFTimeInterval = 1.0 / 60
  // Apple docs: "CADisplayLink.isPaused"
  open var isPaused = false
  // Apple docs: "CADisplayLink.preferredFrameRateRange" (iOS 15)
  @available(iOS 15.0, tvOS 15.0, macOS 14.0, *)
  open var preferredFrameRateRange: CAFrameRateRange {
    get { shimPreferredFrameRateRange }
    set { shimPreferredFrameRateRange = newValue }
  }
  private var shimPreferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  // Apple docs: "CADisplayLink.add(to:forMode:)" (the shim records the registration; frames
  // are delivered only by `shimFire`).
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard shimIsValid else { return }
    shimRunLoops.append((runloop, mode))
    if !ShimDisplayLinks.scheduled.contains(where: { $0 === self }) {
      ShimDisplayLinks.scheduled.append(self)
    }
  }

  // Apple docs: "CADisplayLink.invalidate()" (removes the link from every run loop, which
  // releases it and its target).
  open func invalidate() {
    shimRunLoops.removeAll()
    shimIsValid = false
    ShimDisplayLinks.scheduled.removeAll { $0 === self }
  }

  /// Shim-only: whether the link is registered with a run loop and not invalidated.
  public var shimIsScheduled: Bool { shimIsValid && !shimRunLoops.isEmpty }

  /// Shim-only: delivers one frame, as the display would, when the link is scheduled and not
  /// paused.
  public func shimFire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval) {
    guard shimIsScheduled, !isPaused else { return }
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
    self.duration = max(targetTimestamp - timestamp, 0)
    shimCallback(self)
  }
}
