import FluidTransitions
import Testing

/// `SheetLayout`: detents resolved in a 390 × 844 container, and the geometry, dimming, rubber
/// band and release decisions built on them. Every expectation is worked out by hand from the
/// documented rules (see `SheetFixtures`).
@Suite("Sheet: layout")
struct SheetLayoutTests {
  typealias F = SheetFixtures

  static func values(_ layout: SheetLayout) -> [Double] { layout.detents.map(\.value) }
  static func names(_ layout: SheetLayout) -> [String] {
    layout.detents.map(\.identifier.rawValue)
  }

  /// Values from below 0 to above the largest detent, every quarter point.
  static let sweep: [Double] = stride(from: -60.0, through: 1_200, by: 0.25).map { $0 }

  // MARK: - Resolving

  @Test("Active detents are sorted by value whatever the order they are given in")
  func sorted() {
    let layout = F.layout([.large, F.quarterDetent, .medium])
    #expect(Self.names(layout) == ["quarter", "medium", "large"])
    #expect(Self.values(layout) == [211, 422, 844])
    #expect(layout.smallest.identifier == "quarter" && layout.largest.identifier == .large)
    #expect(layout.maximumDetentValue == 844)
  }

  @Test("The first of two detents with one identifier or one value is kept")
  func deduplicated() {
    let sameName = F.layout([.medium, .points(100, identifier: "medium"), .large])
    #expect(Self.names(sameName) == ["medium", "large"] && Self.values(sameName) == [422, 844])
    let sameValue = F.layout([.fraction(0.5, identifier: "half"), .medium, .points(844)])
    #expect(Self.names(sameValue) == ["half", "points(844.0)"])
  }

  @Test("No active detent falls back to the full height under large's identifier")
  func fallbackToLarge() {
    for detents: [SheetDetent] in [
      [], [.points(.nan), .fraction(-1)], [.custom(identifier: "x") { _ in nil }],
    ] {
      let layout = F.layout(detents)
      #expect(Self.names(layout) == ["large"] && Self.values(layout) == [844])
    }
    let landscape = SheetLayout(
      detents: [.medium], containerSize: Size(width: 844, height: 390), isHeightCompact: true)
    #expect(Self.names(landscape) == ["large"] && Self.values(landscape) == [390])
    let both = SheetLayout(
      detents: [.medium, .large], containerSize: Size(width: 844, height: 390),
      isHeightCompact: true)
    #expect(Self.names(both) == ["large"], "medium is inactive in compact height")
  }

  @Test("The top inset is taken off the largest possible detent")
  func topInset() {
    let layout = F.layout([.medium, .large], topInset: 44)
    #expect(layout.maximumDetentValue == 800)
    #expect(Self.values(layout) == [400, 800])
    #expect(layout.frame(forValue: 800) == Rect(x: 0, y: 44, width: 390, height: 800))
    #expect(layout.frame(forValue: 400) == Rect(x: 0, y: 444, width: 390, height: 400))
    #expect(F.layout([.large], topInset: 1_000).maximumDetentValue == 0)
  }

  @Test(
    "Bad sizes count as 0; an infinite inset leaves no room; the dimming is clamped, NaN 0.4",
    arguments: [
      (Double.nan, 0.0, 0.4), (.infinity, .greatestFiniteMagnitude, 1), (-.infinity, 0, 0),
      (-10, 0, 0), (2, 2, 1), (0.25, 0.25, 0.25),
    ])
  func sanitisedInputs(bad: Double, inset: Double, dimming: Double) {
    let layout = SheetLayout(
      detents: [.large], containerSize: Size(width: bad, height: bad), topInset: bad,
      dimmingAlpha: bad)
    let side = bad.isFinite ? max(bad, 0) : 0
    #expect(layout.containerSize == Size(width: side, height: side))
    #expect(layout.topInset == inset)
    #expect(layout.dimmingAlpha == dimming)
    #expect(layout.maximumDetentValue == max(0, side - inset))
    let inPhone = SheetLayout(
      detents: [.large], containerSize: F.size, topInset: bad, dimmingAlpha: bad)
    #expect(inPhone.maximumDetentValue == max(0, 844 - inset))
  }

  @Test("The largest undimmed identifier is kept only when it names an active detent")
  func largestUndimmedMustBeActive() {
    #expect(F.layout(largestUndimmed: .medium).largestUndimmedDetentIdentifier == .medium)
    #expect(F.layout(largestUndimmed: "nothing").largestUndimmedDetentIdentifier == nil)
    let landscape = SheetLayout(
      detents: [.medium, .large], containerSize: Size(width: 844, height: 390),
      isHeightCompact: true, largestUndimmedDetentIdentifier: .medium)
    #expect(landscape.largestUndimmedDetentIdentifier == nil)
  }

  @Test("Detents are looked up by identifier; a nil or unknown selection is the smallest")
  func lookup() {
    let layout = F.layout([F.quarterDetent, .medium, .large])
    #expect(layout.detent(withIdentifier: .medium)?.value == 422)
    #expect(layout.detent(withIdentifier: "nothing") == nil)
    #expect(layout.detent(withIdentifier: nil) == nil)
    #expect(layout.selectedDetent(.large).value == 844)
    #expect(layout.selectedDetent(nil).identifier == "quarter")
    #expect(layout.selectedDetent("nothing").identifier == "quarter")
  }

  // MARK: - Geometry

  @Test("At a detent the sheet is full width, bottom-aligned and as tall as the detent")
  func frameAtDetents() {
    let layout = F.layout([F.quarterDetent, .medium, .large])
    #expect(layout.frame(forValue: 211) == Rect(x: 0, y: 633, width: 390, height: 211))
    #expect(layout.frame(forValue: 422) == Rect(x: 0, y: 422, width: 390, height: 422))
    #expect(layout.frame(forValue: 844) == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("From the smallest detent up, the bottom edge stays on the container's bottom")
  func bottomEdgeStaysDown() {
    let layout = F.layout()
    for value in Self.sweep where value >= 422 {
      let frame = layout.frame(forValue: value)
      #expect(isClose(frame.maxY, 844, absolute: 1e-9), "value \(value): \(frame)")
      #expect(isClose(frame.minY, 844 - value, absolute: 1e-9), "value \(value): \(frame)")
      #expect(frame.minX == 0 && frame.width == 390)
    }
  }

  @Test("Below the smallest detent the sheet keeps its height and slides out by the value")
  func belowSmallestSlidesOut() {
    let layout = F.layout()
    for value in Self.sweep where value < 422 {
      let frame = layout.frame(forValue: value)
      #expect(frame.height == 422, "value \(value)")
      #expect(frame.minY == 844 - value, "value \(value)")
    }
    #expect(layout.frame(forValue: 0) == Rect(x: 0, y: 844, width: 390, height: 422))
  }

  @Test("The frame is continuous in the value, with and without a keyboard")
  func frameIsContinuous() {
    let layout = F.layout([F.quarterDetent, .medium, .large])
    for keyboard in [0.0, 336, 700, 900] {
      var previous = layout.frame(forValue: Self.sweep[0], keyboardHeight: keyboard)
      for value in Self.sweep.dropFirst() {
        let frame = layout.frame(forValue: value, keyboardHeight: keyboard)
        // Each edge moves at most as far as the value does.
        #expect(abs(frame.minY - previous.minY) <= 0.25 + 1e-9, "kb \(keyboard), \(value)")
        #expect(abs(frame.maxY - previous.maxY) <= 0.25 + 1e-9, "kb \(keyboard), \(value)")
        previous = frame
      }
    }
  }

  @Test("A keyboard lifts the bottom edge to its top; a detent that no longer fits is squeezed")
  func keyboardLiftsAndSqueezes() {
    // 336 pt of keyboard leaves 844 − 336 = 508 pt above it.
    let layout = F.layout()
    #expect(layout.frame(forValue: 422, keyboardHeight: 336) == F.frame(value: 422, bottom: 508))
    #expect(
      layout.frame(forValue: 844, keyboardHeight: 336)
        == Rect(x: 0, y: 0, width: 390, height: 508), "the top edge stays at the top inset")
    // Stretched 56 pt beyond the largest, it shows 56 pt above the top.
    #expect(
      layout.frame(forValue: 900, keyboardHeight: 336)
        == Rect(x: 0, y: -56, width: 390, height: 564))
    // Below the smallest it slides down behind the keyboard.
    #expect(
      layout.frame(forValue: 100, keyboardHeight: 336)
        == Rect(x: 0, y: 408, width: 390, height: 422))
    // With a top inset, the squeezed sheet's top edge stays at the inset.
    let inset = F.layout(topInset: 44)
    #expect(
      inset.frame(forValue: 800, keyboardHeight: 336) == Rect(x: 0, y: 44, width: 390, height: 464))
    #expect(inset.frame(forValue: 400, keyboardHeight: 336) == F.frame(value: 400, bottom: 508))
    // A keyboard taller than the container leaves no room at all.
    #expect(
      layout.frame(forValue: 422, keyboardHeight: 1_000) == Rect(x: 0, y: 0, width: 390, height: 0))
  }

  @Test("The value of a frame's top edge inverts the frame where the keyboard squeezes nothing")
  func valueForFrameMinYInvertsFrame() {
    let layout = F.layout()
    #expect(layout.value(forFrameMinY: 422) == 422)
    #expect(layout.value(forFrameMinY: 0) == 844)
    #expect(layout.value(forFrameMinY: 86, keyboardHeight: 336) == 422)
    for value in Self.sweep {
      let minY = layout.frame(forValue: value).minY
      #expect(isClose(layout.value(forFrameMinY: minY), value, absolute: 1e-9), "\(value)")
      if value <= 508 {
        let lifted = layout.frame(forValue: value, keyboardHeight: 336).minY
        #expect(
          isClose(layout.value(forFrameMinY: lifted, keyboardHeight: 336), value, absolute: 1e-9))
      }
    }
  }

  // MARK: - Dimming

  @Test(
    "Every detent dimmed: 0 at 0, linear up to the smallest, then the dimming's alpha",
    arguments: [
      (0.0, 0.0), (-10, 0), (-.infinity, 0), (105.5, 0.1), (211, 0.2), (422, 0.4), (600, 0.4),
      (844, 0.4), (2_000, 0.4), (.infinity, 0.4),
    ])
  func everyDetentDimmed(value: Double, alpha: Double) {
    #expect(isClose(F.layout().dimmingAlpha(atValue: value), alpha, relative: 1e-15))
    #expect(!F.layout().isUndimmed(atValue: value))
  }

  @Test(
    "Medium undimmed: 0 up to medium, interpolated to the dimming's alpha at large",
    arguments: [
      (0.0, 0.0), (300, 0), (422, 0), (527.5, 0.1), (633, 0.2), (844, 0.4), (1_000, 0.4),
    ])
  func mediumUndimmed(value: Double, alpha: Double) {
    let layout = F.layout(largestUndimmed: .medium)
    #expect(isClose(layout.dimmingAlpha(atValue: value), alpha, relative: 1e-15))
    #expect(layout.isUndimmed(atValue: value) == (value <= 422))
  }

  @Test("The ramp runs from the largest undimmed detent to the next one, whichever they are")
  func rampBetweenUndimmedAndNext() {
    let layout = F.layout([F.quarterDetent, .medium, .large], largestUndimmed: "quarter")
    #expect(layout.dimmingAlpha(atValue: 100) == 0)
    #expect(layout.dimmingAlpha(atValue: 211) == 0)
    #expect(isClose(layout.dimmingAlpha(atValue: 316.5), 0.2, relative: 1e-15))
    #expect(layout.dimmingAlpha(atValue: 422) == 0.4)
    #expect(layout.dimmingAlpha(atValue: 700) == 0.4)
    let allUndimmed = F.layout(largestUndimmed: .large)
    for value in Self.sweep {
      #expect(allUndimmed.dimmingAlpha(atValue: value) == 0)
    }
    let darker = SheetLayout(detents: [.medium, .large], containerSize: F.size, dimmingAlpha: 0.7)
    #expect(isClose(darker.dimmingAlpha(atValue: 211), 0.35, relative: 1e-15))
    #expect(darker.dimmingAlpha(atValue: 844) == 0.7)
  }

  @Test("The dimming is continuous in the value, and monotone when every detent is dimmed")
  func dimmingContinuousAndMonotone() {
    let detents: [SheetDetent] = [F.quarterDetent, .medium, .large]
    for undimmed: SheetDetent.Identifier? in [nil, "quarter", .medium, .large] {
      let layout = F.layout(detents, largestUndimmed: undimmed)
      // The steepest stretch is 0.4 over the 211 pt between two neighbouring detents.
      let step = 0.4 / 211 * 0.25 * (1 + 1e-9)
      var previous = layout.dimmingAlpha(atValue: Self.sweep[0])
      for value in Self.sweep.dropFirst() {
        let alpha = layout.dimmingAlpha(atValue: value)
        #expect(
          abs(alpha - previous) <= step, "undimmed \(String(describing: undimmed)) at \(value)")
        #expect(alpha >= previous, "never darker going down")
        #expect((0...0.4).contains(alpha))
        previous = alpha
      }
      #expect(layout.dimmingAlpha(atValue: 0) == 0)
    }
  }

  // MARK: - Rubber band

  @Test("Between the smallest and largest detent the displayed value is the raw one")
  func displayedInsideRange() {
    let layout = F.layout()
    for raw in stride(from: 422.0, through: 844, by: 0.5) {
      for dismissible in [true, false] {
        for band in [RubberBand(dimension: 1), nil] {
          #expect(
            layout.displayedValue(forRawValue: raw, rubberBand: band, isDismissible: dismissible)
              == raw)
        }
      }
    }
  }

  @Test("Above the largest detent a drag is rubber-banded over the container's height")
  func bandAboveLargest() {
    let layout = F.layout()
    let band = RubberBand(dimension: 1)
    let shown = layout.displayedValue(forRawValue: 1_144, rubberBand: band, isDismissible: true)
    #expect(isClose(shown, 844 + F.band(300), relative: 1e-12))
    #expect(shown < 1_144)
    // The band's own dimension is replaced by the container's height; its coefficient is kept.
    let stiff = RubberBand(coefficient: 0.3, dimension: 5)
    #expect(
      isClose(
        layout.displayedValue(forRawValue: 1_144, rubberBand: stiff, isDismissible: false),
        844 + F.band(300, coefficient: 0.3), relative: 1e-12))
    // It approaches, and never passes, the largest detent plus the container's height.
    let far = layout.displayedValue(forRawValue: 1e9, rubberBand: band, isDismissible: true)
    #expect(far < 1_688 && far > 1_688 - 0.01)
    #expect(
      layout.displayedValue(forRawValue: .infinity, rubberBand: band, isDismissible: true) == 1_688)
    // Without a band it clamps.
    #expect(layout.displayedValue(forRawValue: 1_144, rubberBand: nil, isDismissible: true) == 844)
  }

  @Test("Below the smallest detent a dismissible sheet follows the finger down to 0")
  func dismissibleFollowsDown() {
    let layout = F.layout()
    for band in [RubberBand(dimension: 1), nil] {
      #expect(layout.displayedValue(forRawValue: 322, rubberBand: band, isDismissible: true) == 322)
      #expect(layout.displayedValue(forRawValue: 0, rubberBand: band, isDismissible: true) == 0)
      #expect(layout.displayedValue(forRawValue: -10, rubberBand: band, isDismissible: true) == 0)
    }
  }

  @Test("Below the smallest detent a sheet that is not dismissible is banded, or clamped")
  func notDismissibleResistsDown() {
    let layout = F.layout()
    let shown = layout.displayedValue(
      forRawValue: 322, rubberBand: RubberBand(dimension: 1), isDismissible: false)
    #expect(isClose(shown, 422 - F.band(100), relative: 1e-12))
    #expect(shown > 322)
    #expect(layout.displayedValue(forRawValue: 322, rubberBand: nil, isDismissible: false) == 422)
  }

  @Test("The raw value of a displayed one inverts the band: a grab never jumps")
  func rawInvertsDisplayed() {
    let layout = F.layout()
    for coefficient in [0.55, 0.2, 1] {
      let band = RubberBand(coefficient: coefficient, dimension: 1)
      for dismissible in [true, false] {
        for raw in Self.sweep where dismissible ? raw >= 0 : true {
          let shown = layout.displayedValue(
            forRawValue: raw, rubberBand: band, isDismissible: dismissible)
          let back = layout.rawValue(
            forDisplayedValue: shown, rubberBand: band, isDismissible: dismissible)
          #expect(isClose(back, raw, relative: 1e-9, absolute: 1e-9), "c \(coefficient) \(raw)")
        }
      }
    }
    // Without a band, inside the range.
    for raw in stride(from: 0.0, through: 844, by: 1) {
      #expect(layout.rawValue(forDisplayedValue: raw, rubberBand: nil, isDismissible: true) == raw)
    }
  }

  // MARK: - Release

  /// value, velocity (pt/s, up positive), dismissible, where it lands ("dismiss" or a detent).
  static let releases: [(Double, Double, Bool, String)] = [
    // A slow drag lands back on medium: 400 − 0.499·50 = 375.05, nearer 422 than 0.
    (400, -50, true, "medium"),
    (450, 0, true, "medium"),
    // A flick up from medium lands on large: 450 + 499 = 949.
    (450, 1_000, true, "large"),
    // 422 + 0.499·600 = 721.4: 122.6 from large, 299.4 from medium.
    (422, 600, true, "large"),
    // 422 + 0.499·300 = 571.7: 149.7 from medium, 272.3 from large.
    (422, 300, true, "medium"),
    // A hard flick down dismisses (400 − 499 = −99) or lands on the smallest detent.
    (400, -1_000, true, "dismiss"),
    (400, -1_000, false, "medium"),
    // From large down: 800 − 299.4 = 500.6, nearer medium.
    (800, -600, true, "medium"),
    (800, -2_000, true, "dismiss"),
    (800, -2_000, false, "medium"),
    // At rest: halfway to 0 from medium is 211.
    (200, 0, true, "dismiss"),
    (220, 0, true, "medium"),
    (200, 0, false, "medium"),
    (900, 0, true, "large"),
    (900, -200, true, "large"),
  ]

  static func name(_ target: SheetLayout.Target) -> String {
    switch target {
    case .dismiss: "dismiss"
    case .detent(let detent): detent.identifier.rawValue
    }
  }

  @Test("Release decisions with the normal rate (projection value + 0.499·v)", arguments: releases)
  func releaseTargets(value: Double, velocity: Double, dismissible: Bool, expected: String) {
    let target = F.layout().target(
      releasingAt: value, velocity: velocity, isDismissible: dismissible)
    #expect(Self.name(target) == expected)
  }

  @Test("A faster deceleration projects less far: 450 + 0.099·1000 = 549 stays on medium")
  func fastDeceleration() {
    let layout = F.layout()
    #expect(
      Self.name(
        layout.target(releasingAt: 450, velocity: 1_000, deceleration: .fast, isDismissible: true))
        == "medium")
  }

  @Test("The target is the candidate nearest to the projection (seeded, against a brute force)")
  func nearestToProjection() {
    let layout = F.layout([F.quarterDetent, .medium, .large])
    var generator = SeededGenerator(seed: 0x5_4EE7)
    for _ in 0..<2_000 {
      let value = Double.random(in: -100...1_000, using: &generator)
      let velocity = Double.random(in: -6_000...6_000, using: &generator)
      let dismissible = Bool.random(using: &generator)
      let projected = F.projection(value, velocity)
      var candidates: [(String, Double)] = [("quarter", 211), ("medium", 422), ("large", 844)]
      if dismissible { candidates.insert(("dismiss", 0), at: 0) }
      let distances = candidates.map { abs($0.1 - projected) }.sorted()
      guard distances[1] - distances[0] > 1e-6 else { continue }  // a tie: tested below
      let nearest = candidates.min { abs($0.1 - projected) < abs($1.1 - projected) }?.0
      let target = layout.target(releasingAt: value, velocity: velocity, isDismissible: dismissible)
      #expect(Self.name(target) == nearest, "value \(value), velocity \(velocity)")
    }
  }

  @Test("A tie goes the way the sheet is moving (rate 0.5 projects exactly v / 1000)")
  func tiesGoTheWayOfMotion() {
    let layout = F.layout()
    let exact = Deceleration(rate: 0.5)
    func target(_ value: Double, _ velocity: Double) -> String {
      Self.name(
        layout.target(
          releasingAt: value, velocity: velocity, deceleration: exact, isDismissible: true))
    }
    // 633 is halfway between medium and large; 211 halfway between leaving and medium.
    #expect(target(632, 1_000) == "large")
    #expect(target(634, -1_000) == "medium")
    #expect(target(210, 1_000) == "medium")
    #expect(target(212, -1_000) == "dismiss")
  }

  @Test("A minimum value leaves smaller detents out, never the largest, never the dismissal")
  func minimumValue() {
    let layout = F.layout([F.quarterDetent, .medium, .large])
    func target(_ value: Double, dismissible: Bool = true, minimum: Double?) -> String {
      Self.name(
        layout.target(
          releasingAt: value, velocity: 0, isDismissible: dismissible, minimumValue: minimum))
    }
    #expect(target(230, minimum: nil) == "quarter")
    #expect(target(230, minimum: 300) == "medium")
    #expect(target(230, dismissible: false, minimum: 300) == "medium")
    #expect(target(230, minimum: 422) == "medium", "a detent at the minimum is kept")
    #expect(target(100, minimum: 300) == "dismiss")
    #expect(target(100, dismissible: false, minimum: 900) == "large")
    #expect(target(500, minimum: 900) == "large")
    #expect(target(300, minimum: 900) == "dismiss")
  }

  @Test(
    "A dismissal starts from the detent at or above the value (half a point allowed)",
    arguments: [
      (0.0, "medium"), (300, "medium"), (422, "medium"), (422.4, "medium"), (422.6, "large"),
      (600, "large"), (844, "large"), (900, "large"), (.nan, "medium"), (-.infinity, "medium"),
      (.infinity, "large"),
    ])
  func restingDetent(value: Double, expected: String) {
    #expect(F.layout().restingDetent(forDismissalFrom: value).identifier.rawValue == expected)
  }

  /// value, velocity, progress, progress velocity: over the resting detent's value.
  static let dismissals: [(Double, Double, Double, Double)] = [
    (272, -2_000, 150.0 / 422, 2_000.0 / 422),
    (600, -1_500, 244.0 / 844, 1_500.0 / 844),
    (422, 0, 0, 0),
    (422, 300, 0, -300.0 / 422),
    (0, -100, 1, 100.0 / 422),
    (-50, -100, 1, 100.0 / 422),
    // Stretched 56 points above large: the dismissal starts where the sheet is (progress 0),
    // its top edge travelling 56 + 844 points to the container's bottom edge.
    (900, -100, 0, 100.0 / 900),
    (900, 250, 0, -250.0 / 900),
  ]

  @Test(
    "The dismissal's progress shows the sheet where it is; its velocity keeps it moving",
    arguments: dismissals)
  func dismissal(value: Double, velocity: Double, progress: Double, progressVelocity: Double) {
    let dismissal = F.layout().dismissal(fromValue: value, velocity: velocity)
    #expect(isClose(dismissal.progress, progress, relative: 1e-15))
    #expect(isClose(dismissal.progressVelocity, progressVelocity, relative: 1e-15))
  }

  @Test("A detent of value 0 is no place to rest where there is room; with none it is all there is")
  func zeroDetents() {
    #expect(F.layout([.points(0), .large]).detents.map(\.identifier) == [.large])
    #expect(F.layout([.fraction(0)]).detents.map(\.identifier) == [.large], "none left: large")
    let empty = SheetLayout(detents: [.points(0)], containerSize: Size(width: 390, height: 0))
    #expect(empty.detents.map(\.value) == [0])
    let dismissal = empty.dismissal(fromValue: 0, velocity: -500)
    #expect(dismissal.progress == 1 && dismissal.progressVelocity == 0, "nothing to slide")
  }

  // MARK: - Bad input

  static let hostile: [Double] = [
    .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    1e308, -1e308, -0.0,
  ]

  @Test("Frames: a non-finite value is the smallest detent's, a bad keyboard height 0")
  func badFrameInputs() {
    let layout = F.layout()
    let medium = F.frame(value: 422)
    for value in [Double.nan, .infinity, -.infinity] {
      #expect(layout.frame(forValue: value) == medium, "\(value)")
    }
    for keyboard in [Double.nan, .infinity, -.infinity, -5, -1e308] {
      #expect(layout.frame(forValue: 600, keyboardHeight: keyboard) == F.frame(value: 600))
    }
    for value in Self.hostile + [0, 600] {
      for keyboard in Self.hostile + [0, 336] {
        let frame = layout.frame(forValue: value, keyboardHeight: keyboard)
        #expect(F.isFinite(frame), "value \(value), keyboard \(keyboard): \(frame)")
        #expect(frame.height >= 0)
        let minY = layout.value(forFrameMinY: value, keyboardHeight: keyboard)
        #expect(minY.isFinite, "value(forFrameMinY: \(value), keyboardHeight: \(keyboard))")
      }
    }
    // A non-finite top edge counts as the container's top.
    #expect(layout.value(forFrameMinY: .nan) == 844)
    #expect(layout.value(forFrameMinY: .infinity, keyboardHeight: 336) == 508)
  }

  @Test("Dimming: NaN is the smallest detent's value; the answer is always in [0, alpha]")
  func badDimmingInputs() {
    let dimmed = F.layout()
    let undimmed = F.layout(largestUndimmed: .medium)
    #expect(dimmed.dimmingAlpha(atValue: .nan) == 0.4)
    #expect(undimmed.dimmingAlpha(atValue: .nan) == 0)
    #expect(undimmed.isUndimmed(atValue: .nan), "NaN counts as the smallest detent, undimmed")
    #expect(!dimmed.isUndimmed(atValue: .nan))
    #expect(undimmed.isUndimmed(atValue: -.infinity) && !undimmed.isUndimmed(atValue: .infinity))
    for value in Self.hostile {
      for layout in [dimmed, undimmed] {
        #expect((0...0.4).contains(layout.dimmingAlpha(atValue: value)), "\(value)")
      }
    }
  }

  @Test("Rubber band: NaN is the smallest detent's value, infinities give finite values")
  func badRubberBandInputs() {
    let layout = F.layout()
    for band in [RubberBand(dimension: 1), RubberBand(coefficient: .nan, dimension: .nan), nil] {
      for dismissible in [true, false] {
        #expect(
          layout.displayedValue(forRawValue: .nan, rubberBand: band, isDismissible: dismissible)
            == 422)
        #expect(
          layout.rawValue(forDisplayedValue: .nan, rubberBand: band, isDismissible: dismissible)
            == 422)
        for value in Self.hostile {
          let shown = layout.displayedValue(
            forRawValue: value, rubberBand: band, isDismissible: dismissible)
          let raw = layout.rawValue(
            forDisplayedValue: value, rubberBand: band, isDismissible: dismissible)
          #expect(shown.isFinite && raw.isFinite, "\(value): shown \(shown), raw \(raw)")
          #expect(shown >= (dismissible ? 0 : 422 - 844) && shown <= 844 + 844)
        }
      }
    }
    // Infinities are the largest finite raw values.
    #expect(
      layout.rawValue(forDisplayedValue: .infinity, rubberBand: nil, isDismissible: true)
        == .greatestFiniteMagnitude)
    #expect(
      layout.rawValue(forDisplayedValue: -.infinity, rubberBand: nil, isDismissible: true)
        == -.greatestFiniteMagnitude)
  }

  @Test("Release: non-finite values, velocities and minimums as documented")
  func badReleaseInputs() {
    let layout = F.layout([F.quarterDetent, .medium, .large])
    func name(_ value: Double, _ velocity: Double, minimum: Double? = nil) -> String {
      Self.name(
        layout.target(
          releasingAt: value, velocity: velocity, isDismissible: true, minimumValue: minimum))
    }
    // A non-finite value is the smallest detent's, a non-finite velocity 0.
    for value in [Double.nan, .infinity, -.infinity] {
      #expect(name(value, 0) == "quarter")
      #expect(name(value, .nan) == "quarter")
    }
    for velocity in [Double.nan, .infinity, -.infinity] {
      #expect(name(600, velocity) == "medium")
    }
    // A non-finite minimum is no minimum.
    for minimum in [Double.nan, .infinity, -.infinity] {
      #expect(name(230, 0, minimum: minimum) == "quarter")
    }
    // Finite extremes project to the finite extremes.
    #expect(name(422, .greatestFiniteMagnitude) == "large")
    #expect(name(422, -.greatestFiniteMagnitude) == "dismiss")
    #expect(name(-1e308, 0) == "dismiss" && name(1e308, 0) == "large")
  }

  @Test("Dismissal: non-finite inputs count as the resting value and 0; the output is finite")
  func badDismissalInputs() {
    let layout = F.layout()
    for value in [Double.nan, .infinity, -.infinity] {
      let dismissal = layout.dismissal(fromValue: value, velocity: -100)
      #expect(dismissal.progress == 0, "\(value)")
    }
    for velocity in [Double.nan, .infinity, -.infinity] {
      #expect(layout.dismissal(fromValue: 300, velocity: velocity).progressVelocity == 0)
    }
    // A tiny detent and a huge finite velocity: the progress velocity stays finite.
    let tiny = F.layout([.points(1e-3), .large])
    for velocity in [-1e308, 1e308, -.greatestFiniteMagnitude] {
      let dismissal = tiny.dismissal(fromValue: 5e-4, velocity: velocity)
      #expect(isClose(dismissal.progress, 0.5, relative: 1e-12))
      #expect(
        dismissal.progressVelocity == (velocity < 0 ? 1 : -1) * .greatestFiniteMagnitude,
        "\(velocity): \(dismissal.progressVelocity)")
    }
  }
}
