import FluidTransitions
import Foundation
import Testing

/// An iPhone-sized container and the numbers the sheet suites work out by hand from it.
///
/// In a 390 × 844 container with no top inset the large detent is 844 pt, the medium one 422 pt
/// (half), `fraction(0.25)` 211 pt. WWDC 2018's projection with UIScrollView's normal rate
/// 0.998 adds `(v / 1000) · 0.998 / 0.002 = 0.499 · v` points to a release at v pt/s.
enum SheetFixtures {
  static let size = Size(width: 390, height: 844)
  static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
  static let medium = 422.0
  static let large = 844.0
  static let quarter = 211.0
  static let quarterDetent = SheetDetent.fraction(0.25, identifier: "quarter")

  /// The projection of a release at `value` moving at `velocity`, written out for rate 0.998.
  static func projection(_ value: Double, _ velocity: Double) -> Double {
    value + 0.499 * velocity
  }

  /// A critically damped spring (the driver's default has a 0.3 s response), written out: the
  /// displacement from the target in units of the distance, starting at −1 with `v0` distances
  /// per second, is `x(t) = (−1 + (v0 − ω)·t)·e^(−ω·t)` with ω = 2π / response. Returns the
  /// position (0 at the start, 1 at the target) and its velocity.
  static func criticalSpring(_ v0: Double, at time: Double, response: Double = 0.3)
    -> (position: Double, velocity: Double)
  {
    let omega = 2 * Double.pi / response
    let decay = exp(-omega * time)
    let position = 1 + (-1 + (v0 - omega) * time) * decay
    let velocity = (v0 - omega * (v0 - omega) * time) * decay
    return (position, velocity)
  }

  /// iOS's rubber band `b(x) = x·c·d / (d + c·x)`, for an overshoot of x ≥ 0 points.
  static func band(_ overshoot: Double, coefficient: Double = 0.55, dimension: Double = 844)
    -> Double
  {
    overshoot * coefficient * dimension / (dimension + coefficient * overshoot)
  }

  /// The frame of a bottom-aligned, full-width sheet whose top edge is `value` above `bottom`.
  static func frame(value: Double, height: Double? = nil, bottom: Double = 844, width: Double = 390)
    -> Rect
  {
    Rect(x: 0, y: bottom - value, width: width, height: height ?? value)
  }

  static func layout(
    _ detents: [SheetDetent] = [.medium, .large],
    size: Size = SheetFixtures.size,
    topInset: Double = 0,
    largestUndimmed: SheetDetent.Identifier? = nil
  ) -> SheetLayout {
    SheetLayout(
      detents: detents, containerSize: size, topInset: topInset,
      largestUndimmedDetentIdentifier: largestUndimmed)
  }

  /// Whether every number of a rectangle is finite.
  static func isFinite(_ rect: Rect) -> Bool {
    [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
  }

  /// Whether two rectangles agree to within `tolerance` points in every edge.
  static func isClose(_ lhs: Rect, _ rhs: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
      && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
  }
}

/// A ``SheetDetentDriver`` on headless nodes and a 120 Hz manual clock, with every event,
/// diagnostic and delivered frame recorded, and the first non-finite number anywhere noted.
@MainActor
final class SheetDriverHarness {
  struct FrameRecord {
    var time: Double
    var value: Double
    var velocity: Double
    var frame: Rect
    var phase: SheetDetentDriver.Phase
  }

  let clock = ManualFrameClock(framesPerSecond: 120)
  let sheet = SceneNode(name: "sheet", frame: .zero)
  let dimming = SceneNode(name: "dimming", frame: SheetFixtures.bounds, color: .black)
  let driver: SheetDetentDriver
  private(set) var events: [SheetDetentDriver.Event] = []
  private(set) var diagnostics: [String] = []
  private(set) var frames: [FrameRecord] = []
  private(set) var firstProblem: String?

  init(
    layout: SheetLayout = SheetFixtures.layout(),
    selected: SheetDetent.Identifier? = .medium,
    configuration: SheetDetentDriver.Configuration = .init()
  ) {
    driver = SheetDetentDriver(
      layout: layout, selectedDetentIdentifier: selected, sheet: sheet, dimming: dimming,
      clock: clock, configuration: configuration)
    driver.onEvent = { [unowned self] event in
      events.append(event)
      check("event \(event)")
    }
    driver.onDiagnostic = { [unowned self] message in diagnostics.append(message) }
    check("init")
  }

  var layout: SheetLayout { driver.layout }

  /// Delivers every frame due by `time`, recording and checking each, then moves now there.
  func run(until time: Double) {
    while clock.callbackTime(ofFrameAt: clock.nextFrameIndex) <= time {
      let index = clock.nextFrameIndex
      clock.advanceFrame()
      frames.append(
        FrameRecord(
          time: clock.frame(at: index).targetTimestamp, value: driver.value,
          velocity: driver.velocity, frame: sheet.frame, phase: driver.phase))
      check("frame \(index)")
    }
    clock.advance(to: time)
  }

  func runFrames(_ count: Int) {
    for _ in 0..<count {
      run(until: clock.callbackTime(ofFrameAt: clock.nextFrameIndex))
    }
  }

  func down(y: Double, at time: Double) {
    run(until: time)
    driver.touchBegan(TouchSample(x: 200, y: y, timestamp: time))
    check("touchBegan")
  }

  @discardableResult
  func move(y: Double, at time: Double, scrollView: SheetDragOwner.ScrollState? = nil)
    -> SheetDragOwner
  {
    run(until: time)
    let owner = driver.touchMoved(
      TouchSample(x: 200, y: y, timestamp: time), scrollView: scrollView)
    check("touchMoved")
    return owner
  }

  func up(at time: Double, velocity: Vector? = nil) {
    run(until: time)
    driver.touchEnded(TouchSample(x: 200, y: 0, timestamp: time), pointsPerSecond: velocity)
    check("touchEnded")
  }

  /// A finger from `start` to `end` (y, in points) at constant speed, one sample per 1/120 s.
  func drag(from start: Double, to end: Double, beginning: Double, duration: Double) {
    down(y: start, at: beginning)
    let steps = max(1, Int((duration * 120).rounded()))
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      move(y: start + (end - start) * fraction, at: beginning + duration * fraction)
    }
  }

  /// Records the first non-finite number on a node or in the driver's state.
  func check(_ moment: @autoclosure () -> String) {
    guard firstProblem == nil else { return }
    for node in [sheet, dimming] where !StyleFixtures.isFinite(node.presentedState) {
      firstProblem = "\(moment()): \(node.name) is \(node.presentedState)"
      return
    }
    let numbers = [driver.value, driver.velocity, driver.keyboardHeight]
    if !numbers.allSatisfy(\.isFinite) {
      firstProblem = "\(moment()): value, velocity, keyboard \(numbers)"
    }
    if let event = events.last, !Self.isFinite(event) {
      firstProblem = "\(moment()): event \(event)"
    }
  }

  static func isFinite(_ event: SheetDetentDriver.Event) -> Bool {
    switch event {
    case .grabbed(let value): value.isFinite
    case .released(let release):
      [release.value, release.velocity, release.projectedValue].allSatisfy(\.isFinite)
    case .settled(let detent): detent.value.isFinite
    case .selectedDetentChanged: true
    case .dismissalRequested(let dismissal):
      dismissal.progress.isFinite && dismissal.progressVelocity.isFinite
    }
  }

  var settled: [SheetDetent.Identifier] {
    events.compactMap { if case .settled(let detent) = $0 { detent.identifier } else { nil } }
  }

  var selections: [SheetDetent.Identifier] {
    events.compactMap { if case .selectedDetentChanged(let id) = $0 { id } else { nil } }
  }

  var releases: [SheetDetentDriver.Release] {
    events.compactMap { if case .released(let release) = $0 { release } else { nil } }
  }

  var dismissals: [SheetLayout.Dismissal] {
    events.compactMap { if case .dismissalRequested(let request) = $0 { request } else { nil } }
  }

  var grabs: [Double] {
    events.compactMap { if case .grabbed(let value) = $0 { value } else { nil } }
  }
}
