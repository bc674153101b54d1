// Interface shim of Apple's Core Animation (QuartzCore) for Linux (see
// Tests/UIKitShim/Package.swift). Every declaration cites the Apple documentation page it was
// checked against; shim-only members start with `shim`.

@_exported import CoreGraphics
import Dispatch

// swift-format-ignore: AlwaysUseLowerCamelCase
// Apple docs: "CACurrentMediaTime()" (`func CACurrentMediaTime() -> CFTimeInterval`). The shim
// reads the monotonic clock; the value does not advance with `shimAdvance(by:)`.
public func CACurrentMediaTime() -> CFTimeInterval {
  Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
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
      position = other.position
      bounds = other.bounds
      opacity = other.opacity
      cornerRadius = other.cornerRadius
      masksToBounds = other.masksToBounds
      isHidden = other.isHidden
      backgroundColor = other.backgroundColor
      shimAffineTransform = other.shimAffineTransform
    }
  }

  // Apple docs: "CALayer.cornerRadius"
  open var cornerRadius: CGFloat = 0
  // Apple docs: "CALayer.opacity" (`var opacity: Float`)
  open var opacity: Float = 1
  // Apple docs: "CALayer.isHidden"
  open var isHidden = false
  // Apple docs: "CALayer.masksToBounds"
  open var masksToBounds = false
  // Apple docs: "CALayer.backgroundColor" (`var backgroundColor: CGColor?`)
  open var backgroundColor: CGColor?
  // Apple docs: "CALayer.position" (the anchor point, the centre with the default anchor point
  // of (0.5, 0.5), in the superlayer's coordinates).
  open var position: CGPoint = .zero
  // Apple docs: "CALayer.bounds"
  open var bounds: CGRect = .zero

  /// Shim-only storage behind `affineTransform()` and `setAffineTransform(_:)` (the SDK keeps a
  /// CATransform3D, which the shim does not declare).
  public var shimAffineTransform: CGAffineTransform = .identity

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

  // Apple docs: "CALayer.presentation()" (`func presentation() -> Self?`). The shim has no
  // render tree and never animates a layer, so there is no presentation copy: it returns nil,
  // which UIKit also does for a layer that was never committed. Callers fall back to the model.
  open func presentation() -> Self? {
    nil
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
    shimRunLoops.append((runloop, mode))
  }

  // Apple docs: "CADisplayLink.invalidate()"
  open func invalidate() {
    shimRunLoops.removeAll()
    shimIsValid = false
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
