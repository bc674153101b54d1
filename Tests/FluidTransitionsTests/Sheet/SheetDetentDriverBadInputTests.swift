import FluidTransitions
import Testing

/// `SheetDetentDriver` fed hostile numbers through every parameter and every settable
/// property: touch positions and timestamps, release velocities, keyboard frames, durations
/// and curves, layouts, `firstResponderMaxY` and each part of its configuration, assigned at
/// rest, mid-drag and mid-settle. After every call and every frame, the sheet and dimming nodes,
/// the driver's value, velocity and keyboard height and every event hold finite numbers, and
/// each documented replacement is checked where it has one.
///
/// The assignment fuzz (`AssignmentFuzzBadInputTests`) leaves the driver's settable numbers to
/// this file; ``assignments`` is checked against its list of exemptions.
@MainActor
@Suite("Bad input: the sheet detent driver")
struct SheetDetentDriverBadInputTests {
  typealias F = SheetFixtures
  typealias Assignment = @MainActor (SheetDetentDriver, inout HostileValues) -> Void

  /// A hostile assignment to each public settable property of the driver that holds a number.
  static let assignments: [String: Assignment] = [
    "SheetDetentDriver.configuration": { driver, hostile in
      driver.configuration = SheetDetentDriver.Configuration(
        spring: hostile.spring(), deceleration: Deceleration(rate: hostile.number()),
        rubberBand: hostile.chance(0.2)
          ? nil : RubberBand(coefficient: hostile.number(), dimension: hostile.number()),
        isDismissible: hostile.chance(0.5),
        prefersScrollingExpandsWhenScrolledToEdge: hostile.chance(0.5),
        firstResponderMargin: hostile.number())
    },
    "SheetDetentDriver.firstResponderMaxY": { driver, hostile in
      driver.firstResponderMaxY = hostile.chance(0.1) ? nil : hostile.sometimes(0...844)
    },
    "SheetDetentDriver.Configuration.spring": { driver, hostile in
      driver.configuration.spring = hostile.spring()
    },
    "SheetDetentDriver.Configuration.deceleration": { driver, hostile in
      driver.configuration.deceleration =
        hostile.chance(0.5)
        ? Deceleration(rate: hostile.number()) : Deceleration(dragPerSecond: hostile.number())
    },
    "SheetDetentDriver.Configuration.rubberBand": { driver, hostile in
      driver.configuration.rubberBand = RubberBand(
        coefficient: hostile.number(), dimension: hostile.number())
    },
    "SheetDetentDriver.Configuration.firstResponderMargin": { driver, hostile in
      driver.configuration.firstResponderMargin = hostile.number()
    },
  ]

  /// The names of ``assignments``, sorted (a list of its own, so test arguments can use it).
  nonisolated static let names = [
    "SheetDetentDriver.Configuration.deceleration",
    "SheetDetentDriver.Configuration.firstResponderMargin",
    "SheetDetentDriver.Configuration.rubberBand", "SheetDetentDriver.Configuration.spring",
    "SheetDetentDriver.configuration", "SheetDetentDriver.firstResponderMaxY",
  ]

  /// Coordinates and times a hostile finger reports.
  static let numbers: [Double] = [
    .nan, -.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 0, -0.0, 12, 400,
  ]

  static let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)

  static func expectClean(_ harness: SheetDriverHarness, _ comment: Comment? = nil) {
    #expect(harness.firstProblem == nil, "\(harness.firstProblem ?? "") \(comment ?? "")")
  }

  // MARK: - The exemption list

  @Test("The assignment fuzz's exemptions for the driver name this file and match its table")
  func exemptionsPointHere() {
    let exempt = AssignmentFuzzBadInputTests.notFuzzed.filter { name, _ in
      name.hasPrefix("SheetDetentDriver.") && Self.assignments[name] != nil
    }
    #expect(Set(exempt.keys) == Set(Self.assignments.keys))
    #expect(Self.names == Self.assignments.keys.sorted())
    for (name, reason) in exempt {
      #expect(reason.contains("Sheet/SheetDetentDriverBadInputTests.swift"), "\(name): \(reason)")
    }
    // Every other driver exemption holds no number.
    let others = AssignmentFuzzBadInputTests.notFuzzed.filter { name, _ in
      name.hasPrefix("SheetDetentDriver.") && Self.assignments[name] == nil
    }
    #expect(others.values.allSatisfy { $0 == "holds no number" }, "\(others)")
  }

  // MARK: - Assignments at rest, mid-drag and mid-settle

  enum Moment: String, CaseIterable, Sendable {
    case rest, drag, settle, keyboard
  }

  @Test(
    "Hostile assignments at any moment never put NaN or infinity into a node",
    arguments: names, Moment.allCases)
  func hostileAssignment(name: String, moment: Moment) {
    guard let assign = Self.assignments[name] else { return }
    for seed in 0..<UInt64(12) {
      var hostile = HostileValues(seed: seed)
      let harness = SheetDriverHarness(layout: F.layout([F.quarterDetent, .medium, .large]))
      harness.driver.keyboardWillChange(
        KeyboardChange(endFrame: Self.keyboard, duration: 0, curve: .linear))
      harness.driver.firstResponderMaxY = 300
      switch moment {
      case .rest:
        break
      case .drag:
        harness.drag(from: 500, to: 300, beginning: 0.1, duration: 0.1)
      case .settle:
        harness.down(y: 500, at: 0.1)
        harness.up(at: 0.1, velocity: Vector(dx: 0, dy: -1_500))
        harness.runFrames(3)
      case .keyboard:
        harness.driver.keyboardWillChange(
          KeyboardChange(endFrame: nil, duration: 0.3, curve: .easeInOut))
        harness.runFrames(3)
      }
      assign(harness.driver, &hostile)
      harness.check("after assigning \(name)")
      // Use everything the assignment can reach: a drag above and below the detents, releases
      // both ways, frames.
      let now = harness.clock.now
      if harness.driver.phase != .interacting { harness.down(y: 500, at: now + 0.01) }
      harness.move(y: 100, at: now + 0.02)
      harness.move(y: 800, at: now + 0.03)
      assign(harness.driver, &hostile)
      harness.move(y: 600, at: now + 0.04)
      harness.up(at: now + 0.05, velocity: Vector(dx: 0, dy: hostile.sometimes(-3_000...3_000)))
      harness.runFrames(30)
      assign(harness.driver, &hostile)
      harness.driver.dismissalDidCancel()
      harness.down(y: 400, at: harness.clock.now + 0.001)
      harness.move(y: 200, at: harness.clock.now + 0.01)
      harness.up(at: harness.clock.now + 0.01)
      harness.runFrames(60)
      Self.expectClean(harness, "\(name) \(moment) seed \(seed)")
    }
  }

  // MARK: - Documented replacements of the configuration

  @Test("A hostile spring is the spring its initialiser makes of it, and the settle uses it")
  func hostileSpringIsSanitised() {
    var configuration = SheetDetentDriver.Configuration()
    configuration.spring = SpringParameters(dampingRatio: .nan, response: .nan)
    // The table in `SpringParameters`: NaN ratio 1, NaN response 0.5 s.
    #expect(configuration.spring == SpringParameters(dampingRatio: 1, response: 0.5))
    let harness = SheetDriverHarness(configuration: configuration)
    harness.down(y: 500, at: 0.1)
    harness.up(at: 0.103, velocity: Vector(dx: 0, dy: -1_000))
    #expect(abs(harness.driver.velocity - 1_000) <= 1e-6)
    harness.runFrames(1)
    guard let first = harness.frames.last else { return }
    let spring = F.criticalSpring(1_000.0 / 422, at: first.time - 0.103, response: 0.5)
    #expect(isClose(first.value, 422 + 422 * spring.position, relative: 1e-9))
    harness.run(until: 4)
    #expect(harness.sheet.frame == F.frame(value: 844))
    Self.expectClean(harness)
  }

  @Test(
    "A hostile deceleration rate is clamped (NaN: the normal rate) before it projects",
    arguments: [
      (Double.nan, 0.998), (.infinity, 0.999_999), (-.infinity, 0.001), (2, 0.999_999),
      (-1, 0.001),
    ])
  func hostileDeceleration(rate: Double, expected: Double) {
    let harness = SheetDriverHarness()
    harness.driver.configuration.deceleration = Deceleration(rate: rate)
    #expect(harness.driver.configuration.deceleration.rate == expected)
    harness.down(y: 500, at: 0.1)
    harness.up(at: 0.1, velocity: Vector(dx: 0, dy: -400))
    let projected = 422 + 400.0 / 1_000 * expected / (1 - expected)
    #expect(isClose(harness.releases.first?.projectedValue ?? .nan, projected, relative: 1e-12))
    harness.run(until: 3)
    Self.expectClean(harness)
  }

  @Test(
    "A hostile rubber band keeps its clamped coefficient and stretches over the container",
    arguments: [
      (Double.nan, Double.nan, 0.55), (.infinity, -5, 1), (-.infinity, .infinity, 0),
      (0.3, .nan, 0.3),
    ])
  func hostileRubberBand(coefficient: Double, dimension: Double, expected: Double) {
    let harness = SheetDriverHarness(selected: .large)
    harness.down(y: 300, at: 0.1)
    harness.driver.configuration.rubberBand = RubberBand(
      coefficient: coefficient, dimension: dimension)
    for step in 1...30 {
      harness.move(y: 300 - 10 * Double(step), at: 0.1 + Double(step) / 120)
    }
    let expectedValue = 844 + (expected == 0 ? 0 : F.band(300, coefficient: expected))
    #expect(isClose(harness.driver.value, expectedValue, relative: 1e-12))
    harness.up(at: 0.4, velocity: .zero)
    harness.run(until: 3)
    #expect(harness.sheet.frame == F.frame(value: 844))
    Self.expectClean(harness)
  }

  @Test(
    "A hostile first-responder margin counts as 0 (negative, NaN) or as no room (infinity)",
    arguments: [
      // The field's bottom at 300 pt: with a margin of 0 a release at 230 still needs 300 pt,
      // more than the quarter detent's 211, and lands on medium.
      (Double.nan, 230.0, "medium"), (-.infinity, 230, "medium"), (-5, 230, "medium"),
      (0, 230, "medium"), (8, 230, "medium"),
      // No finite room is enough: only large, even from 430 where medium is nearest.
      (.infinity, 430, "large"), (1e308, 430, "large"), (8, 430, "medium"),
    ])
  func hostileMargin(margin: Double, releasedAt value: Double, expected: String) {
    let harness = SheetDriverHarness(layout: F.layout([F.quarterDetent, .medium, .large]))
    harness.driver.keyboardWillChange(
      KeyboardChange(endFrame: Self.keyboard, duration: 0, curve: .linear))
    harness.driver.firstResponderMaxY = 300
    harness.driver.configuration.firstResponderMargin = margin
    harness.drag(from: 400, to: 400 + 422 - value, beginning: 0.1, duration: 0.2)
    harness.up(at: 0.36)
    #expect(isClose(harness.releases.first?.value ?? .nan, value, relative: 1e-12))
    #expect(Self.name(harness.releases.first?.target) == expected, "margin \(margin)")
    harness.run(until: 3)
    Self.expectClean(harness)
  }

  @Test(
    "A non-finite first-responder bottom is no field; a huge finite one leaves only large",
    arguments: [
      (Double.nan, 250.0, "quarter"), (.infinity, 250, "quarter"), (-.infinity, 250, "quarter"),
      (-1e308, 250, "quarter"), (1e308, 450, "large"), (.greatestFiniteMagnitude, 450, "large"),
    ])
  func hostileFirstResponderMaxY(maxY: Double, releasedAt value: Double, expected: String) {
    let harness = SheetDriverHarness(layout: F.layout([F.quarterDetent, .medium, .large]))
    harness.driver.keyboardWillChange(
      KeyboardChange(endFrame: Self.keyboard, duration: 0, curve: .linear))
    harness.driver.firstResponderMaxY = maxY
    harness.drag(from: 400, to: 400 + 422 - value, beginning: 0.1, duration: 0.2)
    harness.up(at: 0.36)
    #expect(Self.name(harness.releases.first?.target) == expected)
    harness.run(until: 3)
    Self.expectClean(harness)
  }

  // MARK: - Hostile arguments

  @Test("Non-finite touch coordinates count as 0; huge ones move nothing to infinity")
  func hostilePositions() {
    // Documented by `Point`: a non-finite coordinate is stored as 0, so the finger jumps there.
    let jump = SheetDriverHarness(selected: .large)
    jump.down(y: 78, at: 0.1)
    jump.driver.touchMoved(TouchSample(x: .nan, y: .nan, timestamp: 0.11))
    #expect(isClose(jump.driver.value, 844 + F.band(78), relative: 1e-12))
    for first in Self.numbers {
      for second in Self.numbers {
        let harness = SheetDriverHarness()
        harness.driver.touchBegan(TouchSample(x: first, y: first, timestamp: 0.1))
        harness.driver.touchMoved(TouchSample(x: 0, y: second, timestamp: 0.11))
        harness.driver.touchMoved(TouchSample(x: second, y: first, timestamp: 0.12))
        harness.driver.touchMoved(TouchSample(x: 0, y: 200, timestamp: 0.13))
        harness.driver.touchEnded(TouchSample(x: second, y: second, timestamp: 0.14))
        harness.check("up")
        harness.run(until: 1)
        harness.driver.dismissalDidCancel()
        Self.expectClean(harness, "\(first), \(second)")
      }
    }
  }

  @Test("Out-of-order, repeated and non-finite timestamps move the sheet but not the velocity")
  func hostileTimestamps() {
    let harness = SheetDriverHarness()
    harness.driver.touchBegan(TouchSample(x: 0, y: 500, timestamp: 0.1))
    for (y, time) in [
      (490.0, 0.05), (480, 0.1), (470, Double.nan), (460, .infinity), (450, -.infinity),
    ] {
      harness.driver.touchMoved(TouchSample(x: 0, y: y, timestamp: time))
      #expect(harness.driver.value == 422 + 500 - y)
      #expect(harness.driver.velocity == 0, "one usable sample: no velocity")
    }
    harness.driver.touchEnded(TouchSample(x: 0, y: 0, timestamp: .nan))
    #expect(harness.releases.first?.velocity == 0)
    #expect(Self.name(harness.releases.first?.target) == "medium")
    harness.run(until: 2)
    #expect(harness.sheet.frame == F.frame(value: 422))
    Self.expectClean(harness)
  }

  static func name(_ target: SheetLayout.Target?) -> String? {
    switch target {
    case .dismiss: "dismiss"
    case .detent(let detent): detent.identifier.rawValue
    case nil: nil
    }
  }

  @Test(
    "Non-finite release velocities are 0; huge finite ones project to the extremes",
    arguments: [
      (Double.nan, "medium"), (.infinity, "medium"), (-.infinity, "medium"),
      (1e308, "dismiss"), (.greatestFiniteMagnitude, "dismiss"), (-1e308, "large"),
      (-.greatestFiniteMagnitude, "large"),
    ])
  func hostileReleaseVelocity(dy: Double, expected: String) {
    let harness = SheetDriverHarness()
    harness.down(y: 500, at: 0.1)
    harness.up(at: 0.1, velocity: Vector(dx: dy, dy: dy))
    #expect(Self.name(harness.releases.first?.target) == expected)
    if expected == "large" {
      // The spring's initial velocity is clamped to 10⁶ distances per second (`TimingCurve`).
      #expect(isClose(harness.driver.velocity, 1e6 * 422, relative: 1e-12))
    }
    harness.run(until: 1)
    harness.driver.dismissalDidCancel()
    harness.run(until: 4)
    Self.expectClean(harness)
    #expect(harness.driver.phase == .resting)
  }

  @Test("Hostile keyboard frames, durations and curves: finite nodes, the overlap at the end")
  func hostileKeyboard() {
    var hostile = HostileValues(seed: 0x4B_E7B0)
    for round in 0..<300 {
      let harness = SheetDriverHarness(selected: round % 2 == 0 ? .medium : .large)
      if round % 3 == 1 { harness.drag(from: 500, to: 450, beginning: 0.01, duration: 0.05) }
      let frame: Rect? = hostile.chance(0.1) ? nil : hostile.rect()
      let change = KeyboardChange(
        endFrame: frame, duration: hostile.sometimes(0...0.5), curve: hostile.curve())
      #expect(change.duration.isFinite && change.duration >= 0)
      harness.driver.keyboardWillChange(change)
      for _ in 0..<20 {
        harness.runFrames(1)
        #expect(harness.driver.keyboardHeight.isFinite, "round \(round)")
      }
      harness.driver.keyboardWillChange(
        KeyboardChange(endFrame: frame, duration: hostile.nonFinite(), curve: hostile.curve()))
      #expect(
        harness.driver.keyboardHeight == change.overlap(withContainerOf: F.size),
        "a non-finite duration is 0: at once")
      Self.expectClean(harness, "round \(round)")
    }
  }

  @Test("Hostile layouts at rest, mid-drag and mid-settle: sanitised, finite nodes")
  func hostileLayouts() {
    var hostile = HostileValues(seed: 0x1A_70)
    for round in 0..<200 {
      let harness = SheetDriverHarness()
      switch round % 3 {
      case 1: harness.drag(from: 500, to: 300, beginning: 0.01, duration: 0.05)
      case 2:
        harness.down(y: 500, at: 0.01)
        harness.up(at: 0.01, velocity: Vector(dx: 0, dy: -1_000))
        harness.runFrames(3)
      default: break
      }
      let answer = hostile.number()
      let detents: [SheetDetent] = [
        .fraction(hostile.number()), .points(hostile.number()),
        .custom(identifier: "custom") { _ in answer }, hostile.chance(0.5) ? .medium : .large,
      ]
      let layout = SheetLayout(
        detents: detents,
        containerSize: Size(
          width: hostile.sometimes(0...1_000), height: hostile.sometimes(0...1_000)),
        topInset: hostile.sometimes(0...100), isHeightCompact: hostile.chance(0.3),
        dimmingAlpha: hostile.number(),
        largestUndimmedDetentIdentifier: hostile.chance(0.5) ? .medium : "custom")
      #expect(layout.detents.allSatisfy { $0.value.isFinite && $0.value >= 0 })
      #expect(layout.maximumDetentValue.isFinite && (0...1).contains(layout.dimmingAlpha))
      harness.driver.updateLayout(layout)
      harness.move(y: 100, at: harness.clock.now + 0.01)
      harness.up(at: harness.clock.now + 0.01, velocity: Vector(dx: 0, dy: hostile.number()))
      harness.runFrames(40)
      harness.driver.dismissalDidCancel()
      Self.expectClean(harness, "round \(round)")
    }
  }

  @Test("In a container too tall for Double's rates, the velocity is the largest finite one")
  func hugeContainerVelocity() {
    // Large 10³⁰⁸ pt, medium half of it: springing between them moves at ~ω/e · 5·10³⁰⁷ pt/s.
    let harness = SheetDriverHarness(layout: F.layout(size: Size(width: 390, height: 1e308)))
    harness.driver.selectDetent(.large)
    harness.runFrames(60)
    #expect(harness.frames.contains { $0.velocity == .greatestFiniteMagnitude })
    Self.expectClean(harness)
  }

  @Test("A zero-size container: every call is finite and nothing crashes")
  func zeroContainer() {
    let harness = SheetDriverHarness(layout: F.layout(size: .zero))
    #expect(harness.sheet.frame == .zero)
    harness.drag(from: 500, to: 300, beginning: 0.1, duration: 0.1)
    harness.up(at: 0.21, velocity: Vector(dx: 0, dy: -500))
    harness.run(until: 1)
    harness.driver.selectDetent(.large)
    harness.driver.keyboardWillChange(
      KeyboardChange(endFrame: Self.keyboard, duration: 0.2, curve: .linear))
    harness.run(until: 2)
    harness.driver.dismissalDidCancel()
    Self.expectClean(harness)
  }

  // MARK: - Seeded fuzz

  @Test("Seeded fuzz: random calls with hostile numbers never reach a node")
  func fuzz() {
    var counts: [String: Int] = [:]
    var failures: [String] = []
    let identifiers: [SheetDetent.Identifier] = [.medium, .large, "quarter", "custom", "nothing"]
    for seed in 0..<UInt64(40) {
      var hostile = HostileValues(seed: 0x5EE7 << 16 | seed)
      let harness = SheetDriverHarness(
        layout: F.layout([F.quarterDetent, .medium, .large]),
        selected: hostile.element(of: identifiers))
      var time = 0.0
      func touch() -> TouchSample {
        time += hostile.chance(0.1) ? -0.01 : 1.0 / 120
        return TouchSample(
          x: hostile.sometimes(0...390), y: hostile.sometimes(0...844),
          timestamp: hostile.chance(0.2) ? hostile.number() : time)
      }
      for step in 0..<80 {
        switch hostile.integer(in: 0..<12) {
        case 0: harness.driver.touchBegan(touch())
        case 1, 2:
          let scroll =
            hostile.chance(0.5)
            ? SheetDragOwner.ScrollState(
              offsetFromTop: hostile.sometimes(-50...200), canScroll: hostile.chance(0.5)) : nil
          harness.driver.touchMoved(touch(), scrollView: scroll)
        case 3:
          let velocity =
            hostile.chance(0.3)
            ? nil : Vector(dx: hostile.number(), dy: hostile.sometimes(-5_000...5_000))
          harness.driver.touchEnded(touch(), pointsPerSecond: velocity)
        case 4: harness.driver.touchCancelled()
        case 5:
          harness.driver.keyboardWillChange(
            KeyboardChange(
              endFrame: hostile.chance(0.2) ? nil : hostile.rect(),
              duration: hostile.sometimes(0...0.4), curve: hostile.curve()))
        case 6:
          harness.driver.selectDetent(
            hostile.element(of: identifiers), animated: hostile.chance(0.5))
        case 7:
          harness.driver.updateLayout(
            SheetLayout(
              detents: [.fraction(hostile.sometimes(0...1)), .medium, .large],
              containerSize: Size(
                width: hostile.sometimes(0...1_000), height: hostile.sometimes(0...1_000)),
              topInset: hostile.sometimes(0...100), isHeightCompact: hostile.chance(0.3),
              dimmingAlpha: hostile.number()))
        case 8, 9:
          let name = hostile.element(of: Self.names)
          Self.assignments[name]?(harness.driver, &hostile)
          counts[name, default: 0] += 1
        case 10: harness.driver.dismissalDidCancel()
        default:
          let frames = hostile.integer(in: 0..<8)
          harness.runFrames(frames)
          time = max(time, harness.clock.now)
        }
        harness.check("seed \(seed) step \(step)")
      }
      harness.runFrames(120)
      if let problem = harness.firstProblem { failures.append("seed \(seed): \(problem)") }
    }
    #expect(failures.isEmpty, "\(failures.count) failed; \(failures.first ?? "")")
    #expect(Self.names.allSatisfy { counts[$0, default: 0] >= 20 }, "\(counts)")
  }
}
