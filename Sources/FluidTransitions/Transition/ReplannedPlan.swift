/// A running transition's motion after its layout changed (a rotation, a window resize, a safe
/// area arriving): the plan made for the new layout, plus a correction that starts as the
/// difference between what was on screen at the change and the new plan there, and fades to
/// nothing at both ends of the transition. A pure function of progress, like the plan itself.
///
/// For each animated component `x` of a node (the frame's origin and size, alpha, the
/// transform's six components, the corner radius), with `p₀` the progress at the change,
/// `new(p)` the new plan, `Δ₀ = onScreen(p₀) − new(p₀)` and `Δ₁ = old′(p₀) − new′(p₀)` (the
/// slopes with respect to progress):
///
///     x(p) = new(p) + Δ₀·h₀₀(s) + Δ₁·L·h₁₀(s),   s = (p − p₀) / L,   L = e − p₀
///
/// where `e` is the end the progress heads to from `p₀` (1 above, 0 below), and `h₀₀(s) =
/// 2s³ − 3s² + 1`, `h₁₀(s) = s³ − 2s² + s` are the cubic Hermite bases: at `s = 0` the
/// correction is `Δ₀` with slope `Δ₁`, at `s = 1` it is 0 with slope 0. So:
/// - **no jump in position**: `x(p₀) = onScreen(p₀)`, exactly; when the container changed size,
///   relative to the container's edge the node is flush with (its frame's origin carried with
///   that edge, see ``ContainerResize``);
/// - **no jump in velocity**: `x′(p₀) = old′(p₀)` from both sides, and the progress keeps its
///   own velocity (the animator is not touched), so every node keeps its velocity in points per
///   second;
/// - **lands exactly on the new layout**: `x(1) = new(1)` and `x(0) = new(0)`, whichever way
///   the transition ends, and the correction is 0 beyond them (an overshoot is the new plan's).
///
/// A change while the progress is beyond an end (`p₀ > 1` in a spring's overshoot) fades the
/// correction out between `p₀` and that end, and continues it along its slope beyond `p₀`. A
/// change within 10⁻⁶ of progress 0 or 1 has no room to fade: the new plan takes over at once
/// (the transition is at, or about to come to, rest there). The slopes are central differences
/// of the two plans over ±10⁻⁴ progress, so within a track's window they are exact to rounding,
/// and at a window's edge (a kink) they are the mean of the two sides.
///
/// Roles the new plan neither sets nor animates are not corrected (``state(of:at:)`` gives nil
/// for them): a style makes the same roles for any layout. Nor are the properties of a node the
/// library made that neither plan moves (``AnimatedComponents/takenAtOnce(of:from:onto:)``: a
/// dimming's or a shadow's frame): they take the new plan's values at the change, as the app's
/// views take theirs from UIKit's autoresizing.
package struct ReplannedPlan: Sendable {
  /// The plan for the latest layout.
  package private(set) var plan: TransitionPlan
  /// The progress at the latest change.
  package private(set) var changeProgress: Double = 0
  private var corrections: [NodeRole: Correction] = [:]

  /// A plan not yet replanned: its states are `plan`'s.
  package init(_ plan: TransitionPlan) {
    self.plan = plan
  }

  /// Whether the layout has changed since the transition started.
  package var isReplanned: Bool { !corrections.isEmpty }

  /// The state of `role`'s node at `progress`: the new plan's, corrected; nil where the plan
  /// has none. `frame`, `alpha` and `transform` replace the plan's before the correction (a
  /// live flight's: its frame, its fade, the fallback transform). A non-finite progress is
  /// treated as 0.
  ///
  /// - Complexity: O(s + t) in the plan's setup steps and tracks; no allocation.
  package func state(
    of role: NodeRole, at progress: Double, frame: Rect? = nil, alpha: Double? = nil,
    transform: AffineTransform? = nil
  ) -> NodeState? {
    let progress = progress.finite(or: 0)
    guard var state = plan.state(of: role, at: progress) else { return nil }
    if let frame { state.frame = frame }
    if let alpha { state.alpha = alpha }
    if let transform { state.transform = transform }
    guard let correction = corrections[role] else { return state }
    let (offset, slope) = Self.weights(at: progress, change: changeProgress)
    // At the change itself the state is what was on screen, bit for bit (new + (shown − new)
    // would round).
    if offset == 1, slope == 0 { return correction.shown.applied(to: state) }
    return Components(state).adding(correction.offset, times: offset)
      .adding(correction.slope, times: slope).applied(to: state)
  }

  /// The motion re-made onto `plan` at `progress` (non-finite: 0), keeping for each role the
  /// state `onScreen` gives (nil: this course's own state there) and this course's slope. With
  /// `resize`, the container changed size: each node starts from that state's frame carried
  /// with the container's edges it is flush with (``ContainerResize/carried(_:)``), so it keeps
  /// its place and its velocity relative to the edge it is seen attached to.
  package func replanned(
    onto plan: TransitionPlan, atProgress progress: Double,
    carriedBy resize: ContainerResize? = nil,
    onScreen: (NodeRole) -> NodeState? = { _ in nil }
  ) -> ReplannedPlan {
    let progress = progress.finite(or: 0)
    var next = ReplannedPlan(plan)
    next.changeProgress = progress
    guard abs(progress) > Self.restTolerance, abs(progress - 1) > Self.restTolerance else {
      return next
    }
    for role in plan.roles {
      guard let current = state(of: role, at: progress),
        let target = plan.state(of: role, at: progress)
      else { continue }
      let atOnce = AnimatedComponents.takenAtOnce(of: role, from: self.plan, onto: plan)
      var onScreen = onScreen(role) ?? current
      if let resize { onScreen.frame = resize.carried(onScreen.frame) }
      let shown = Components(onScreen).replacing(atOnce, with: Components(target))
      let oldSlope = Self.slope(at: progress) { state(of: role, at: $0) }
      let newSlope = Self.slope(at: progress) { plan.state(of: role, at: $0) }
      next.corrections[role] = Correction(
        shown: shown,
        offset: shown.adding(Components(target), times: -1),
        slope: oldSlope.adding(newSlope, times: -1))
    }
    return next
  }

  /// How close to an end a change counts as at rest there.
  package static let restTolerance = 1e-6
  /// The half-width of the central differences that measure slopes.
  static let slopeStep = 1e-4

  /// The weights of `Δ₀` and `Δ₁` at `progress` for a change at `change`: `h₀₀(s)` and
  /// `L·h₁₀(s)`, or the linear continuation beyond `change` on the side with no end.
  static func weights(at progress: Double, change: Double) -> (offset: Double, slope: Double) {
    let end: Double
    if progress >= change {
      guard change < 1 else { return (1, progress - change) }
      end = change < 0 ? 0 : 1
    } else {
      guard change > 0 else { return (1, progress - change) }
      end = change > 1 ? 1 : 0
    }
    let length = end - change
    let s = (progress - change) / length
    guard s < 1, s.isFinite else { return (0, 0) }
    let s2 = s * s
    return (2 * s2 * s - 3 * s2 + 1, length * (s2 * s - 2 * s2 + s))
  }

  /// The slope of `state` with respect to progress at `progress`, by central difference.
  private static func slope(at progress: Double, of state: (Double) -> NodeState?) -> Components {
    guard let after = state(progress + slopeStep), let before = state(progress - slopeStep)
    else { return Components(values: .zero) }
    let difference = (Components(after).values - Components(before).values) / (2 * slopeStep)
    return Components(values: difference).sanitized
  }

  struct Correction: Sendable {
    /// The components on screen at the change.
    var shown: Components
    var offset: Components
    var slope: Components
  }

  /// A node state's animated components, as numbers a correction adds: the frame's origin and
  /// size, alpha, the transform's six components and the corner radius.
  struct Components: Sendable {
    var values: SIMD16<Double>

    init(values: SIMD16<Double>) {
      self.values = values
    }

    init(_ state: NodeState) {
      let frame = state.frame
      let transform = state.transform
      values = SIMD16(
        frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, state.alpha,
        transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
        state.cornerRadius, 0, 0, 0, 0)
    }

    /// Non-finite components (a difference of huge values) as 0.
    var sanitized: Components {
      var result = values
      for index in result.indices where !result[index].isFinite { result[index] = 0 }
      return Components(values: result)
    }

    /// These components, with `other`'s where `components` says.
    func replacing(_ components: AnimatedComponents, with other: Components) -> Components {
      var result = values
      let ranges: [(AnimatedComponents, ClosedRange<Int>)] = [
        (.frame, 0...3), (.alpha, 4...4), (.transform, 5...10), (.cornerRadius, 11...11),
      ]
      for (component, range) in ranges where components.contains(component) {
        for index in range { result[index] = other.values[index] }
      }
      return Components(values: result)
    }

    func adding(_ other: Components, times factor: Double) -> Components {
      Components(values: values + other.values * factor).sanitized
    }

    /// `state` with these components (the state's own sanitising applies: alpha clamped).
    func applied(to state: NodeState) -> NodeState {
      var state = state
      state.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
      state.alpha = values[4]
      state.transform = AffineTransform(
        a: values[5], b: values[6], c: values[7], d: values[8], tx: values[9], ty: values[10])
      state.cornerRadius = values[11]
      return state
    }
  }
}
