/// A sheet's detents resolved in one container, and the pure geometry and decisions built on
/// them: where the sheet is for a value, how dark the dimming is, how far a drag may stretch,
/// and where a release comes to rest.
///
/// **Values.** A sheet's position is its *value*: its height in points above the container's
/// bottom edge (or the keyboard's top), the unit detents resolve to (see ``SheetDetent``). The
/// largest possible value, ``maximumDetentValue``, is the container's height less
/// ``topInset``. Values below the smallest detent are a sheet on its way out: it keeps the
/// smallest detent's height and slides down, until at 0 it has left the container.
///
/// **Keyboard.** Every method that places the sheet takes the height of the keyboard overlapping
/// the container from below (0 when hidden). The keyboard lifts the sheet's bottom edge to its
/// top edge, and a detent that no longer fits between the top inset and the keyboard is
/// squeezed to the room left: the sheet's top edge stays at the top inset while its bottom
/// rides on the keyboard. Stretching beyond the largest detent still shows.
///
/// **Dimming.** Each detent is dimmed at ``dimmingAlpha`` unless it is no larger than the
/// ``largestUndimmedDetentIdentifier``'s detent (UIKit's `largestUndimmedDetentIdentifier`; nil
/// dims every detent). Between two detents the alpha is interpolated by value; above the largest
/// it stays the largest's; below the smallest it fades out in step with a dismissal: linearly
/// to 0 where the sheet has left the container.
///
/// Inputs are sanitised once, by the initialiser: non-finite or negative sizes and insets count
/// as 0, inactive detents and detents of value 0 (in a container with room) are left out, the rest are sorted by value (the first of equal values
/// is kept), and a layout with no active detent gets the full height under ``SheetDetent/large``'s
/// identifier, so there is always at least one detent.
package struct SheetLayout: Hashable, Sendable {
  /// One active detent and its value.
  package struct Detent: Hashable, Sendable {
    /// The detent's identifier.
    package let identifier: SheetDetent.Identifier
    /// Its value in points: the sheet's height above the bottom of the safe area.
    package let value: Double
  }

  /// Where a released sheet goes.
  package enum Target: Hashable, Sendable {
    /// To rest at a detent.
    case detent(Detent)
    /// Out: the sheet is dismissed.
    case dismiss
  }

  /// The container's size, in points.
  package let containerSize: Size
  /// The room kept free above the largest possible sheet, in points.
  package let topInset: Double
  /// The active detents, by increasing value; never empty.
  package let detents: [Detent]
  /// The identifiers of every detent the sheet was given, active here or not (``SheetDetent/medium``
  /// in compact height).
  package let identifiers: Set<SheetDetent.Identifier>
  /// The alpha of the dimming at a dimmed detent, in [0, 1].
  package let dimmingAlpha: Double
  /// The largest detent that leaves what is behind the sheet undimmed, if it is active.
  package let largestUndimmedDetentIdentifier: SheetDetent.Identifier?
  /// The value of the largest possible detent (``SheetDetent/large``), in points, ≥ 0.
  package let maximumDetentValue: Double
  /// The sheet's width, in points, in [0, the container's width]; the sheet is centred in the
  /// container.
  package let sheetWidth: Double

  /// Resolves `detents` in a container.
  ///
  /// - Parameters:
  ///   - detents: The sheet's detents, in any order.
  ///   - containerSize: The container's size, in points.
  ///   - topInset: Room kept above the largest detent.
  ///   - isHeightCompact: Whether the container is compact in height (``SheetDetent/medium``
  ///     is then inactive).
  ///   - dimmingAlpha: The dimming's alpha at dimmed detents; clamped to [0, 1], NaN is 0.4.
  ///   - largestUndimmedDetentIdentifier: See the type's documentation; an identifier that
  ///     names no active detent counts as nil.
  ///   - contentHeight: The content's height for ``SheetDetent/fitted``
  ///     (``SheetDetent/ResolutionContext/contentHeight``).
  ///   - sheetWidth: The sheet's width; nil, NaN or larger than the container (+∞ included)
  ///     is the container's width, negative (−∞ included) is 0.
  package init(
    detents: [SheetDetent],
    containerSize: Size,
    topInset: Double = 0,
    isHeightCompact: Bool = false,
    dimmingAlpha: Double = 0.4,
    largestUndimmedDetentIdentifier: SheetDetent.Identifier? = nil,
    contentHeight: Double? = nil,
    sheetWidth: Double? = nil
  ) {
    func length(_ value: Double) -> Double { value.isFinite ? Swift.max(value, 0) : 0 }
    let size = Size(width: length(containerSize.width), height: length(containerSize.height))
    self.containerSize = size
    // An infinite inset leaves no room at all, as ``SheetStyle/topInset`` stores it.
    self.topInset = topInset.clamped(to: 0...Double.greatestFiniteMagnitude, nanReplacement: 0)
    maximumDetentValue = Swift.max(0, size.height - self.topInset)
    self.sheetWidth =
      sheetWidth.map { $0.clamped(to: 0...size.width, nanReplacement: size.width) } ?? size.width
    self.dimmingAlpha = dimmingAlpha.clamped(to: 0...1, nanReplacement: 0.4)
    let context = SheetDetent.ResolutionContext(
      maximumDetentValue: maximumDetentValue, isHeightCompact: isHeightCompact,
      containerSize: size, contentHeight: contentHeight)
    var resolved: [Detent] = []
    for detent in detents {
      // A sheet no taller than nothing is not a place to rest, where there is room.
      guard let value = detent.resolvedValue(in: context), value > 0 || maximumDetentValue == 0,
        !resolved.contains(where: { $0.identifier == detent.identifier || $0.value == value })
      else { continue }
      resolved.append(Detent(identifier: detent.identifier, value: value))
    }
    // A fitted sheet is no taller than the largest of its other detents.
    if let fitted = resolved.firstIndex(where: { $0.identifier == .fitted }),
      let cap = resolved.filter({ $0.identifier != .fitted }).map(\.value).max(),
      resolved[fitted].value > cap
    {
      let capped = Detent(identifier: .fitted, value: cap)
      resolved.remove(at: fitted)
      if !resolved.contains(where: { $0.value == cap }) { resolved.append(capped) }
    }
    resolved.sort { $0.value < $1.value }
    if resolved.isEmpty {
      resolved = [Detent(identifier: .large, value: maximumDetentValue)]
    }
    self.detents = resolved
    identifiers = Set(detents.map(\.identifier) + resolved.map(\.identifier))
    self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier.flatMap { id in
      resolved.contains { $0.identifier == id } ? id : nil
    }
  }

  /// The smallest detent.
  package var smallest: Detent { detents[0] }
  /// The largest detent.
  package var largest: Detent { detents[detents.count - 1] }

  /// The active detent named `identifier`, if any.
  package func detent(withIdentifier identifier: SheetDetent.Identifier?) -> Detent? {
    guard let identifier else { return nil }
    return detents.first { $0.identifier == identifier }
  }

  /// The detent named `identifier`, or the smallest when there is none (UIKit's rule for a nil
  /// or unknown `selectedDetentIdentifier`).
  package func selectedDetent(_ identifier: SheetDetent.Identifier?) -> Detent {
    detent(withIdentifier: identifier) ?? smallest
  }

  // MARK: - Geometry

  /// The value shown for `value` with a keyboard `keyboardHeight` points tall: the part of
  /// the largest detent that does not fit above the keyboard is taken off (see the type's
  /// documentation).
  func keyboardAdjusted(_ value: Double, keyboardHeight: Double) -> Double {
    guard keyboardHeight > 0 else { return value }
    let room = Swift.max(0, maximumDetentValue - keyboardHeight)
    return value - Swift.max(0, Swift.min(value, largest.value) - room)
  }

  /// The sheet's frame, in container coordinates, at `value` with a keyboard
  /// `keyboardHeight` points tall overlapping the container from below.
  ///
  /// ``sheetWidth`` wide, centred; the top edge at the value's height above the container's bottom edge (or
  /// the keyboard's top); the bottom edge on the container's bottom (or the keyboard's top).
  /// Below the smallest detent the sheet keeps the smallest detent's height and slides down.
  /// A non-finite value is treated as the smallest detent's, a non-finite or negative keyboard
  /// height as 0.
  package func frame(forValue value: Double, keyboardHeight: Double = 0) -> Rect {
    let value = value.finite(or: smallest.value)
    let keyboard = keyboardHeight.isFinite ? Swift.max(keyboardHeight, 0) : 0
    let bottomEdge = containerSize.height - Swift.min(keyboard, containerSize.height)
    let shown = keyboardAdjusted(value, keyboardHeight: keyboard)
    let smallestShown = keyboardAdjusted(smallest.value, keyboardHeight: keyboard)
    let top = bottomEdge - shown
    let sheetHeight = Swift.max(shown, smallestShown)
    return Rect(
      x: (containerSize.width - sheetWidth) / 2, y: top, width: sheetWidth,
      height: Swift.max(0, sheetHeight))
  }

  /// The value whose frame has its top edge at `minY` (the inverse of
  /// ``frame(forValue:keyboardHeight:)`` for values the keyboard does not squeeze). A
  /// non-finite `minY` counts as 0 (the container's top edge), a non-finite or negative
  /// keyboard height as 0.
  package func value(forFrameMinY minY: Double, keyboardHeight: Double = 0) -> Double {
    let keyboard = keyboardHeight.isFinite ? Swift.max(keyboardHeight, 0) : 0
    return containerSize.height - Swift.min(keyboard, containerSize.height) - minY.finite(or: 0)
  }

  /// The dimming's alpha with the sheet at `value`; see the type's documentation. NaN is
  /// treated as the smallest detent's value.
  package func dimmingAlpha(atValue value: Double) -> Double {
    let value = value.isNaN ? smallest.value : value
    let undimmedLimit = detent(withIdentifier: largestUndimmedDetentIdentifier)?.value
    func alpha(at detent: Detent) -> Double {
      if let undimmedLimit, detent.value <= undimmedLimit { return 0 }
      return dimmingAlpha
    }
    let first = smallest
    if value < first.value {
      // In step with a dismissal, which slides the sheet out over `first.value`.
      guard first.value > 0 else { return 0 }
      let fraction = (value / first.value).clamped(to: 0...1, nanReplacement: 0)
      return alpha(at: first) * fraction
    }
    for index in detents.indices.dropFirst() where value < detents[index].value {
      let lower = detents[index - 1]
      let upper = detents[index]
      let fraction = (value - lower.value) / (upper.value - lower.value)
      return alpha(at: lower) + (alpha(at: upper) - alpha(at: lower)) * fraction
    }
    return alpha(at: largest)
  }

  /// Whether the sheet at `value` leaves what is behind it undimmed and touchable: at or below
  /// the largest undimmed detent, and at any value when that detent is the largest (stretched
  /// above it the dimming stays the largest's); never when every detent is dimmed. It is true
  /// exactly where ``dimmingAlpha(atValue:)`` is 0 because of the undimmed detents (a dimming
  /// alpha of 0 does not make a sheet undimmed). NaN is treated as the smallest detent's value,
  /// as in ``dimmingAlpha(atValue:)``.
  package func isUndimmed(atValue value: Double) -> Bool {
    guard let limit = detent(withIdentifier: largestUndimmedDetentIdentifier)?.value else {
      return false
    }
    return limit == largest.value || (value.isNaN ? smallest.value : value) <= limit
  }

  // MARK: - Dragging and releasing

  /// The value shown for a drag whose unresisted value is `rawValue`: unchanged between the
  /// smallest and the largest detent, rubber-banded above the largest (over the container's
  /// height, with `rubberBand`'s coefficient) and, unless the sheet `isDismissible`, below the
  /// smallest. A dismissible sheet follows the finger down until it has left the container.
  /// NaN is treated as the smallest detent's value.
  package func displayedValue(
    forRawValue rawValue: Double, rubberBand: RubberBand?, isDismissible: Bool
  ) -> Double {
    let raw = rawValue.isNaN ? smallest.value : rawValue
    let band = rubberBand.map {
      RubberBand(coefficient: $0.coefficient, dimension: containerSize.height)
    }
    let lower = isDismissible ? 0 : smallest.value
    guard let band else { return raw.clamped(to: lower...largest.value, nanReplacement: lower) }
    if raw > largest.value {
      return largest.value + band.offset(forOvershoot: raw - largest.value)
    }
    if raw < smallest.value && !isDismissible {
      return smallest.value + band.offset(forOvershoot: raw - smallest.value)
    }
    return Swift.max(raw, 0)
  }

  /// The unresisted value that ``displayedValue(forRawValue:rubberBand:isDismissible:)`` shows
  /// as `value`: where a grab of a sheet at `value` (mid-spring, beyond a bound) starts its
  /// drag, so the sheet does not jump under the finger. NaN is treated as the smallest detent's
  /// value; the result is always finite (±infinity and values the band never shows give
  /// ±`Double.greatestFiniteMagnitude`).
  package func rawValue(
    forDisplayedValue value: Double, rubberBand: RubberBand?, isDismissible: Bool
  ) -> Double {
    let value = value.clamped(
      to: -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, nanReplacement: smallest.value)
    guard let rubberBand else { return value }
    let band = RubberBand(coefficient: rubberBand.coefficient, dimension: containerSize.height)
    if value > largest.value {
      return largest.value + band.overshoot(forOffset: value - largest.value)
    }
    if value < smallest.value && !isDismissible {
      return smallest.value + band.overshoot(forOffset: value - smallest.value)
    }
    return value
  }

  /// Where a sheet released at `value` moving at `velocity` (points per second, upward
  /// positive) comes to rest: the detent nearest to WWDC 2018's projection of the release
  /// (`value + (velocity / 1000) · rate / (1 − rate)`), or a dismissal when the sheet
  /// `isDismissible` and the projection is nearer to leaving than to the smallest detent (the
  /// dismissal counts as value 0). A tie goes the way the sheet is moving (upward at zero
  /// velocity).
  ///
  /// Non-finite values and velocities are treated as the smallest detent's value and 0.
  ///
  /// - Parameters:
  ///   - value: Where the sheet is, in points.
  ///   - velocity: How fast it moves, in points per second, upward positive.
  ///   - deceleration: How the momentum decays for the projection.
  ///   - isDismissible: Whether leaving is a candidate.
  ///   - minimumValue: Detents smaller than this are not candidates (the smallest height that
  ///     keeps a focused text field visible above the keyboard); the largest detent always is.
  ///     A non-finite minimum is no minimum.
  package func target(
    releasingAt value: Double,
    velocity: Double,
    deceleration: Deceleration = .normal,
    isDismissible: Bool,
    minimumValue: Double? = nil
  ) -> Target {
    let projected = deceleration.project(
      value.finite(or: smallest.value), initialVelocity: velocity)
    let upward = velocity.finite(or: 0) >= 0
    let minimum = minimumValue.flatMap { $0.isFinite ? $0 : nil } ?? -Double.infinity
    var candidates: [(target: Target, value: Double)] =
      detents
      .filter { $0.value >= minimum || $0 == largest }
      .map { (.detent($0), $0.value) }
    if isDismissible { candidates.insert((.dismiss, 0), at: 0) }
    // Beyond the candidates the nearest is the end one; clamping says so even where the
    // distances are too large to tell apart (a projection near ±1e308).
    let nearest = projected.clamped(
      to: candidates[0].value...candidates[candidates.count - 1].value, nanReplacement: 0)
    var best = candidates[0]
    for candidate in candidates.dropFirst() {
      let distance = abs(candidate.value - nearest)
      let bestDistance = abs(best.value - nearest)
      let tieThisWay = distance == bestDistance && (candidate.value > best.value) == upward
      if distance < bestDistance || tieThisWay { best = candidate }
    }
    return best.target
  }

  /// The detent a dismissal of a sheet at `value` starts from (and a cancelled one returns
  /// to): the smallest detent at or above `value` (half a point of rounding allowed), or the
  /// largest when the sheet is above them all. NaN counts as the smallest detent's value.
  package func restingDetent(forDismissalFrom value: Double) -> Detent {
    let value = value.isNaN ? smallest.value : value
    return detents.first { $0.value >= value - SheetDragOwner.tolerance } ?? largest
  }

  /// Where a dismissal takes over from a sheet at `value` moving at `velocity` (points per
  /// second, upward positive) with a keyboard `keyboardHeight` points tall: the dismissal
  /// slides the sheet down from its ``restingDetent(forDismissalFrom:)``, placed over the
  /// keyboard as ``frame(forValue:keyboardHeight:)`` places it, until its top edge reaches the
  /// container's bottom. It starts at the progress that shows the sheet's top edge where it is,
  /// with the progress velocity (per second) that keeps it moving at `velocity`. A sheet above
  /// its resting frame (stretched, or overshooting on a settle's spring) starts at progress 0:
  /// its dismissal starts from where it is (``SheetStyle``'s plan reads that from the sheet's
  /// frame), so that no engine has to show a progress below 0, which UIKit's property animator
  /// cannot. Non-finite inputs count as the resting detent's value and 0; a progress velocity
  /// too large for `Double` (a huge velocity over a tiny detent) is
  /// ±`Double.greatestFiniteMagnitude`.
  package func dismissal(
    fromValue value: Double, velocity: Double, keyboardHeight: Double = 0
  ) -> Dismissal {
    let resting = restingDetent(forDismissalFrom: value)
    let restingTop = frame(forValue: resting.value, keyboardHeight: keyboardHeight).minY
    let span = containerSize.height - restingTop
    guard span > 0 else { return Dismissal(progress: 1, progressVelocity: 0) }
    let top = frame(forValue: value.finite(or: resting.value), keyboardHeight: keyboardHeight).minY
    // From above its resting frame the sheet travels from its top edge, not its detent's.
    let travel = top < restingTop ? containerSize.height - top : span
    let progress = top < restingTop ? 0 : (top - restingTop) / span
    let progressVelocity = -velocity.finite(or: 0) / travel
    return Dismissal(
      progress: progress.clamped(to: 0...1, nanReplacement: 0),
      progressVelocity: progressVelocity.clamped(
        to: -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, nanReplacement: 0))
  }

  /// A dismissal's starting point; see ``dismissal(fromValue:velocity:keyboardHeight:)``.
  package struct Dismissal: Hashable, Sendable {
    /// The dismissal's progress that shows the sheet where it is, in [0, 1] (0 for a sheet
    /// above its resting frame, whose dismissal starts from there).
    package let progress: Double
    /// The dismissal's progress velocity, per second; always finite.
    package let progressVelocity: Double
  }
}
