// Shim-only: the parts of Core Animation's render server that the simulated UIKit needs — a media
// time line that moves only when a test moves it, the display links scheduled on the main run
// loop, and the in-flight animations of layers, from which `presentation()` is computed. Nothing
// here is Apple API; every name starts with `Shim`.

/// Shim-only: the simulated media time behind `CACurrentMediaTime()`, in seconds. It starts at
/// 1,000 s and moves only with `ShimRunLoop.advance(by:)` (UIKit module) or a test's assignment,
/// so that every timestamp a transition sees is reproducible.
public enum ShimMediaTime {
  /// The current media time, in seconds.
  nonisolated(unsafe) public static var now: CFTimeInterval = 1_000
}

/// Shim-only: a property of a layer that the shim animates.
public enum ShimLayerKey: Hashable, Sendable {
  case position, bounds, opacity, transform, cornerRadius

  /// Core Animation's key path of the property.
  var keyPath: String {
    switch self {
    case .position: "position"
    case .bounds: "bounds"
    case .opacity: "opacity"
    case .transform: "transform"
    case .cornerRadius: "cornerRadius"
    }
  }
}

/// Shim-only: one animated value.
public enum ShimLayerValue: Equatable, Sendable {
  case point(CGPoint)
  case rect(CGRect)
  case number(Double)
  case transform(CGAffineTransform)

  /// `self` toward `target` by `fraction` (component by component).
  func interpolated(to target: ShimLayerValue, fraction: Double) -> ShimLayerValue {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(fraction) }
    switch (self, target) {
    case (.point(let a), .point(let b)):
      return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
          height: mix(a.height, b.height)))
    case (.number(let a), .number(let b)):
      return .number(Double(mix(CGFloat(a), CGFloat(b))))
    case (.transform(let a), .transform(let b)):
      return .transform(
        CGAffineTransform(
          a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
          tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
    default:
      return target
    }
  }
}

/// Shim-only: an animation in flight on one layer property — from a value to the model value,
/// over a window of its animator's progress, at the progress `progress()` reports (nil once the
/// animator is gone).
public final class ShimLayerAnimation {
  weak var layer: CALayer?
  let key: ShimLayerKey
  let from: ShimLayerValue
  var to: ShimLayerValue
  let window: ClosedRange<Double>
  let progress: () -> Double?
  /// Whether `CALayer.removeAllAnimations()` or `removeAnimation(forKey:)` took it off its
  /// layer: the layer shows its model value, and stopping the animator commits nothing of it.
  public internal(set) var isRemoved = false
  /// Its key on the layer (`CALayer.animationKeys()`).
  public internal(set) var name: String

  init(
    layer: CALayer, key: ShimLayerKey, from: ShimLayerValue, to: ShimLayerValue,
    window: ClosedRange<Double>, progress: @escaping () -> Double?
  ) {
    self.layer = layer
    self.key = key
    self.from = from
    self.to = to
    self.window = window
    self.progress = progress
    name = key.keyPath
  }

  /// Sets the layer's model value to where the animation starts.
  public func setModelToStart() {
    layer?.shimSetModelValue(from, for: key)
  }

  /// Sets the layer's model value to where the animation ends.
  public func setModelToEnd() {
    layer?.shimSetModelValue(to, for: key)
  }

  /// Sets the layer's model value to the value on screen now.
  public func commitPresentedValue() {
    guard !isRemoved else { return }
    if let value = presentedValue { layer?.shimSetModelValue(value, for: key) }
  }

  /// The value on screen now, or nil when the animator no longer reports a progress.
  var presentedValue: ShimLayerValue? {
    guard let progress = progress() else { return nil }
    let length = window.upperBound - window.lowerBound
    let local = length > 0 ? (progress - window.lowerBound) / length : (progress >= 1 ? 1 : 0)
    return from.interpolated(to: to, fraction: min(max(local, 0), 1))
  }
}

/// Shim-only: collects the model changes made inside an animation block, as Core Animation turns
/// them into animations, and keeps the animations in flight for `CALayer.presentation()`.
public enum ShimAnimationCapture {
  /// One block's capture: the changes made while it runs, and the window of the animator's
  /// progress they animate over (keyframes narrow it).
  public final class Session {
    fileprivate var changes: [(layer: CALayer, key: ShimLayerKey, from: ShimLayerValue)] = []
    fileprivate var windowStack: [ClosedRange<Double>] = [0...1]
    fileprivate var windows: [ClosedRange<Double>] = []
    fileprivate var suspended = 0
  }

  nonisolated(unsafe) private static var sessions: [Session] = []
  nonisolated(unsafe) private static var inFlight: [ObjectIdentifier: [ShimLayerAnimation]] = [:]

  /// Runs `body` capturing the model changes it makes; returns them as animations over
  /// `window`, with `progress` as their clock, and registers them for `presentation()`.
  @discardableResult
  public static func capture(
    window: ClosedRange<Double> = 0...1, progress: @escaping () -> Double?, _ body: () -> Void
  ) -> [ShimLayerAnimation] {
    let session = Session()
    session.windowStack = [window]
    sessions.append(session)
    body()
    sessions.removeLast()
    var animations: [ShimLayerAnimation] = []
    for (index, change) in session.changes.enumerated() {
      let to = change.layer.shimValue(for: change.key)
      guard to != change.from else { continue }
      let animation = ShimLayerAnimation(
        layer: change.layer, key: change.key, from: change.from, to: to,
        window: session.windows[index], progress: progress)
      let taken = Set(ShimAnimationCapture.animations(on: change.layer).map(\.name))
      var suffix = 1
      while taken.contains(animation.name) {
        suffix += 1
        animation.name = "\(change.key.keyPath)-\(suffix)"
      }
      animations.append(animation)
      let id = ObjectIdentifier(change.layer)
      inFlight[id] = ShimAnimationCapture.animations(on: change.layer) + [animation]
    }
    return animations
  }

  /// Runs `body` with capture suspended (`UIView.performWithoutAnimation`).
  public static func withoutCapture(_ body: () -> Void) {
    sessions.last?.suspended += 1
    body()
    sessions.last?.suspended -= 1
  }

  /// Runs `body` with its changes animating over `window` of the enclosing window (a keyframe
  /// with a relative start and duration).
  public static func withinWindow(_ window: ClosedRange<Double>, _ body: () -> Void) {
    guard let session = sessions.last, let outer = session.windowStack.last else {
      return body()
    }
    let length = outer.upperBound - outer.lowerBound
    let start = outer.lowerBound + length * min(max(window.lowerBound, 0), 1)
    let end = outer.lowerBound + length * min(max(window.upperBound, 0), 1)
    session.windowStack.append(start...max(start, end))
    body()
    session.windowStack.removeLast()
  }

  /// Whether a block is being captured right now.
  public static var isCapturing: Bool { sessions.last.map { $0.suspended == 0 } ?? false }

  /// Called by a layer before a property changes.
  static func willChange(_ layer: CALayer, _ key: ShimLayerKey) {
    guard let session = sessions.last, session.suspended == 0,
      let window = session.windowStack.last
    else { return }
    if let index = session.changes.firstIndex(where: { $0.layer === layer && $0.key == key }) {
      // A second change in one block animates from the first change's starting value.
      session.windows[index] = window
      return
    }
    session.changes.append((layer, key, layer.shimPresentedValue(for: key)))
    session.windows.append(window)
  }

  /// Drops `animations` (their animator finished or stopped).
  public static func remove(_ animations: [ShimLayerAnimation]) {
    for animation in animations {
      guard let layer = animation.layer else { continue }
      let id = ObjectIdentifier(layer)
      inFlight[id]?.removeAll { $0 === animation }
      if inFlight[id]?.isEmpty == true { inFlight[id] = nil }
    }
  }

  /// Takes every animation in flight off `layer` (`CALayer.removeAllAnimations()`).
  static func removeAll(from layer: CALayer) {
    for animation in animations(on: layer) { animation.isRemoved = true }
    inFlight[ObjectIdentifier(layer)] = nil
  }

  /// Takes the animation named `key` off `layer` (`CALayer.removeAnimation(forKey:)`).
  static func remove(named key: String, from layer: CALayer) {
    let id = ObjectIdentifier(layer)
    for animation in animations(on: layer) where animation.name == key {
      animation.isRemoved = true
      inFlight[id]?.removeAll { $0 === animation }
    }
    if inFlight[id]?.isEmpty == true { inFlight[id] = nil }
  }

  /// Puts `animations`, taken off their layers, back on them (an animator re-installing what it
  /// recorded), each under its own key.
  public static func reinstall(_ animations: [ShimLayerAnimation]) {
    for animation in animations where animation.isRemoved {
      guard let layer = animation.layer else { continue }
      animation.isRemoved = false
      var list = ShimAnimationCapture.animations(on: layer)
      list.removeAll { $0.name == animation.name }
      list.append(animation)
      inFlight[ObjectIdentifier(layer)] = list
    }
  }

  /// The animations in flight on `layer`, oldest first. An identity outlives its layer: the
  /// entries of a layer freed mid-animation are dropped here, before a new layer allocated at
  /// the same address could show them.
  static func animations(on layer: CALayer) -> [ShimLayerAnimation] {
    let id = ObjectIdentifier(layer)
    guard let all = inFlight[id] else { return [] }
    let own = all.filter { $0.layer === layer }
    if own.count != all.count { inFlight[id] = own.isEmpty ? nil : own }
    return own
  }

  /// Whether presentation layers are computed (the behaviour switch of the UIKit module sets
  /// it; when false, `presentation()` returns nil as for a layer never committed).
  nonisolated(unsafe) public static var presentationLayersEnabled = true
}

/// Shim-only: the display links scheduled on a run loop, retained by it as the real run loop
/// retains them until they are invalidated.
public enum ShimDisplayLinks {
  nonisolated(unsafe) public internal(set) static var scheduled: [CADisplayLink] = []

  /// Delivers one frame to every scheduled, unpaused link.
  @MainActor
  public static func fire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval) {
    for link in scheduled {
      link.shimFire(timestamp: timestamp, targetTimestamp: targetTimestamp)
    }
  }

  /// How many links are scheduled.
  public static var count: Int { scheduled.count }
}

extension CALayer {
  /// Shim-only: the model value of `key`.
  func shimValue(for key: ShimLayerKey) -> ShimLayerValue {
    switch key {
    case .position: .point(position)
    case .bounds: .rect(bounds)
    case .opacity: .number(Double(opacity))
    case .transform: .transform(shimAffineTransform)
    case .cornerRadius: .number(Double(cornerRadius))
    }
  }

  /// Shim-only: the value of `key` on screen now: the newest animation's presented value, or
  /// the model value.
  func shimPresentedValue(for key: ShimLayerKey) -> ShimLayerValue {
    for animation in ShimAnimationCapture.animations(on: self).reversed() where animation.key == key
    {
      if let value = animation.presentedValue { return value }
    }
    return shimValue(for: key)
  }

  /// Shim-only: sets the model value of `key` without capturing an animation.
  func shimSetModelValue(_ value: ShimLayerValue, for key: ShimLayerKey) {
    switch (key, value) {
    case (.position, .point(let point)): shimStorage.position = point
    case (.bounds, .rect(let rect)): shimStorage.bounds = rect
    case (.opacity, .number(let number)): shimStorage.opacity = Float(number)
    case (.transform, .transform(let transform)): shimStorage.transform = transform
    case (.cornerRadius, .number(let number)): shimStorage.cornerRadius = CGFloat(number)
    default: break
    }
  }

  /// Shim-only: whether an animation is in flight on this layer.
  public var shimHasAnimations: Bool { !ShimAnimationCapture.animations(on: self).isEmpty }
}
