import FluidTransitions

/// Builds a finger's touches along an ``InteractionMapping``, sampled every
/// ``FingerScript/sampleInterval`` as a 120 Hz digitizer reports them.
struct TouchTimelineBuilder {
  let mapping: InteractionMapping
  let container: Size
  /// Where a drag starts along the axis, in points.
  let startAlong: Double
  /// The finger's distance along the completing direction from `startAlong`, in fractions of
  /// the mapping's distance.
  private(set) var travel = 0.0
  /// The time of the last touch, in seconds.
  private(set) var time = 0.0
  private(set) var touches: [TouchTimeline.Touch] = []

  /// A finger whose drags start `inset` points inside the edge they move away from (an edge
  /// pan), or 15 % of the way in when `inset` is nil.
  init(mapping: InteractionMapping, container: Size, inset: Double?) {
    self.mapping = mapping
    self.container = container
    let extent = mapping.axis == .horizontal ? container.width : container.height
    let margin = inset ?? extent * 0.15
    startAlong = mapping.direction > 0 ? margin : extent - margin
  }

  /// The finger's position in container coordinates.
  private var position: Point {
    let along = startAlong + mapping.direction * travel * mapping.distance
    return mapping.axis == .horizontal
      ? Point(x: along, y: container.height / 2)
      : Point(x: container.width / 2, y: along)
  }

  private mutating func append(_ time: Double, _ phase: TouchTimeline.Phase) {
    self.time = time
    touches.append(TouchTimeline.Touch(time: time, point: position, phase: phase))
  }

  /// The finger touches down where the last drag ended (or where drags start), or at the
  /// centre of the container.
  mutating func down(at time: Double, atCentre: Bool = false) {
    if atCentre {
      let extent = mapping.axis == .horizontal ? container.width : container.height
      travel =
        mapping.distance > 0 ? (extent / 2 - startAlong) * mapping.direction / mapping.distance : 0
    }
    append(time, .began)
  }

  /// Moves `fraction` of the distance over `duration` seconds, one sample every sample
  /// interval; `easing` maps the time fraction to the distance fraction (linear by default).
  mutating func drag(
    by fraction: Double, over duration: Double, easing: (Double) -> Double = { $0 }
  ) {
    let count = max(1, Int((duration / FingerScript.sampleInterval).rounded()))
    let start = time
    let origin = travel
    for index in 1...count {
      let u = Double(index) / Double(count)
      travel = origin + fraction * easing(u)
      append(start + Double(index) * FingerScript.sampleInterval, .moved)
    }
  }

  /// Moves `fraction` of the distance (rounded to whole samples, at least two) at `speed`
  /// points per second.
  mutating func flick(by fraction: Double, speed: Double) {
    let step = speed * FingerScript.sampleInterval
    let count = max(2, Int((fraction * mapping.distance / step).rounded()))
    drag(
      by: mapping.distance > 0 ? Double(count) * step / mapping.distance : 0,
      over: Double(count) * FingerScript.sampleInterval)
  }

  /// Keeps the finger still for `duration` seconds, still reporting samples.
  mutating func hold(for duration: Double) {
    let count = Int((duration / FingerScript.sampleInterval + 1e-9).rounded(.down))
    let start = time
    for index in 0..<count {
      append(start + Double(index + 1) * FingerScript.sampleInterval, .moved)
    }
    time = start + duration
  }

  /// Lifts the finger `delay` seconds after the last sample.
  mutating func lift(after delay: Double = FingerScript.liftDelay) {
    append(time + delay, .ended)
  }
}
