import FluidTransitions
import Testing

/// `SheetDetentDriver` on a 120 Hz manual clock: grabs without jumps, releases that leave the
/// finger at its speed, settles that end exactly on a detent, the rubber band, the dismissal
/// hand-off, the keyboard, the first-responder rule, layout changes, requests and scroll views.
@MainActor
@Suite("Sheet: detent driver")
struct SheetDetentDriverTests {
  typealias F = SheetFixtures

  static func name(_ target: SheetLayout.Target?) -> String? {
    switch target {
    case .dismiss: "dismiss"
    case .detent(let detent): detent.identifier.rawValue
    case nil: nil
    }
  }

  // MARK: - Rest

  @Test("At rest the sheet shows its selected detent, the smallest for none or an unknown one")
  func restsAtSelectedDetent() {
    let harness = SheetDriverHarness()
    #expect(harness.sheet.frame == F.frame(value: 422))
    #expect(harness.dimming.alpha == 0.4)
    #expect(harness.driver.phase == .resting && harness.driver.value == 422)
    #expect(harness.driver.velocity == 0 && harness.driver.keyboardHeight == 0)
    #expect(harness.driver.selectedDetentIdentifier == .medium)
    #expect(harness.events.isEmpty && harness.diagnostics.isEmpty)
    for selection: SheetDetent.Identifier? in [nil, "nothing"] {
      let other = SheetDriverHarness(
        layout: F.layout([.large, F.quarterDetent]), selected: selection)
      #expect(other.driver.selectedDetentIdentifier == "quarter")
      #expect(other.sheet.frame == F.frame(value: 211))
      #expect(other.dimming.alpha == 0.4)
    }
    let undimmed = SheetDriverHarness(layout: F.layout(largestUndimmed: .medium))
    #expect(undimmed.dimming.alpha == 0 && undimmed.driver.isBackgroundUndimmed)
    #expect(!SheetDriverHarness().driver.isBackgroundUndimmed)
  }

  // MARK: - Dragging and releasing

  @Test("The sheet follows the finger 1:1 between detents, and reports the finger's velocity")
  func followsTheFinger() {
    let harness = SheetDriverHarness()
    harness.down(y: 500, at: 0.1)
    #expect(harness.grabs == [422] && harness.driver.phase == .interacting)
    // Up 100 pt in 1/6 s: 600 pt/s.
    for step in 1...20 {
      harness.move(y: 500 - 5 * Double(step), at: 0.1 + Double(step) / 120)
      #expect(harness.driver.value == 422 + 5 * Double(step))
      #expect(harness.sheet.frame == F.frame(value: 422 + 5 * Double(step)))
      #expect(harness.dimming.alpha == 0.4)
    }
    #expect(isClose(harness.driver.velocity, 600, relative: 1e-9), "\(harness.driver.velocity)")
    #expect(harness.firstProblem == nil)
  }

  @Test("A slow drag released without momentum settles back on medium, exactly, once")
  func slowDragSettlesBack() {
    let harness = SheetDriverHarness()
    harness.drag(from: 400, to: 430, beginning: 0.1, duration: 0.25)
    #expect(harness.driver.value == 392)
    // The finger rests 60 ms before lifting: no momentum.
    harness.up(at: 0.41)
    let release = harness.releases.first
    #expect(release?.value == 392 && release?.velocity == 0 && release?.projectedValue == 392)
    #expect(Self.name(release?.target) == "medium")
    #expect(harness.driver.phase == .settling)
    harness.run(until: 2)
    #expect(harness.sheet.frame == F.frame(value: 422))
    #expect(harness.driver.value == 422 && harness.driver.phase == .resting)
    #expect(harness.settled == [.medium] && harness.selections.isEmpty)
    #expect(harness.firstProblem == nil)
  }

  @Test("A flick up leaves the finger at its speed, follows the spring, and ends on large")
  func flickUpMatchesVelocityAndEndsExactly() {
    let harness = SheetDriverHarness()
    harness.drag(from: 500, to: 440, beginning: 0.1, duration: 0.05)
    #expect(harness.driver.value == 482)
    let frameBefore = harness.sheet.frame
    let releaseTime = 0.153
    harness.up(at: releaseTime, velocity: Vector(dx: 0, dy: -1_200))
    // 482 + 0.499 · 1200 = 1080.8: large.
    let release = harness.releases.first
    #expect(release?.velocity == 1_200)
    #expect(isClose(release?.projectedValue ?? .nan, F.projection(482, 1_200), relative: 1e-12))
    #expect(Self.name(release?.target) == "large")
    #expect(harness.selections == [.large])
    // The spring's first presented velocity is the finger's, and nothing jumps.
    #expect(abs(harness.driver.velocity - 1_200) <= 1e-6, "\(harness.driver.velocity)")
    #expect(harness.sheet.frame == frameBefore && harness.driver.value == 482)
    // The first frame is where the textbook spring puts it, 362 pt to go at 1200/362 per s.
    harness.runFrames(1)
    guard let first = harness.frames.last else { return }
    let spring = F.criticalSpring(1_200.0 / 362, at: first.time - releaseTime)
    #expect(isClose(first.value, 482 + 362 * spring.position, relative: 1e-9), "\(first.value)")
    #expect(isClose(first.velocity, 362 * spring.velocity, relative: 1e-9), "\(first.velocity)")
    harness.run(until: 3)
    #expect(harness.sheet.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(harness.driver.value == 844 && harness.driver.phase == .resting)
    #expect(harness.driver.velocity == 0 && harness.driver.selectedDetentIdentifier == .large)
    #expect(harness.settled == [.large], "settled exactly once")
    let eventCount = harness.events.count
    harness.run(until: 4)
    #expect(harness.events.count == eventCount, "nothing happens at rest")
    #expect(harness.firstProblem == nil)
  }

  @Test("A release measured by the driver's own tracker uses the finger's last velocity")
  func trackerVelocityAtRelease() {
    let harness = SheetDriverHarness()
    // Up 60 pt in 50 ms: 1200 pt/s, lifted within the tracker's gap.
    harness.drag(from: 500, to: 440, beginning: 0.1, duration: 0.05)
    harness.up(at: 0.155)
    let release = harness.releases.first
    #expect(isClose(release?.velocity ?? .nan, 1_200, relative: 1e-9))
    #expect(isClose(harness.driver.velocity, release?.velocity ?? .nan, relative: 1e-12))
    #expect(Self.name(release?.target) == "large")
  }

  @Test("A grab mid-settle stops the sheet where it is on screen: no jump, then 1:1 again")
  func grabMidSettleHasNoJump() {
    let harness = SheetDriverHarness()
    harness.down(y: 500, at: 0.1)
    harness.up(at: 0.1, velocity: Vector(dx: 0, dy: -1_500))
    harness.runFrames(5)
    let frame = harness.sheet.frame
    let value = harness.driver.value
    let alpha = harness.dimming.alpha
    #expect(value > 422 && value < 844, "mid-settle")
    // Between two frames.
    harness.down(y: 300, at: harness.clock.now + 0.003)
    #expect(harness.sheet.frame == frame && harness.driver.value == value)
    #expect(harness.dimming.alpha == alpha)
    #expect(harness.grabs.last == value && harness.driver.phase == .interacting)
    harness.runFrames(10)
    #expect(harness.sheet.frame == frame, "the settle stopped")
    harness.move(y: 300, at: harness.clock.now)
    #expect(F.isClose(harness.sheet.frame, frame))
    harness.move(y: 290, at: harness.clock.now + 0.001)
    #expect(isClose(harness.driver.value, value + 10, relative: 1e-12))
    #expect(harness.settled.isEmpty, "the interrupted settle never reports a rest")
  }

  @Test("A grab during an overshoot above large keeps the sheet there and resists upward")
  func grabDuringOvershoot() {
    let harness = SheetDriverHarness()
    // 15000/422 per second is above ω = 2π/0.3: the critically damped spring overshoots once.
    harness.down(y: 500, at: 0.1)
    harness.up(at: 0.1, velocity: Vector(dx: 0, dy: -15_000))
    var overshoot: Double?
    for _ in 0..<60 where overshoot == nil {
      harness.runFrames(1)
      if harness.driver.value > 850 { overshoot = harness.driver.value }
    }
    guard let value = overshoot else {
      Issue.record("the spring never overshot large")
      return
    }
    let frame = harness.sheet.frame
    #expect(frame == F.frame(value: value))
    harness.down(y: 300, at: harness.clock.now + 0.002)
    #expect(harness.sheet.frame == frame)
    harness.move(y: 300, at: harness.clock.now + 0.004)
    #expect(isClose(harness.driver.value, value, relative: 1e-12), "\(harness.driver.value)")
    // Up 10 pt moves it less than 10 pt; back down 10 pt returns it to where it was.
    harness.move(y: 290, at: harness.clock.now + 0.006)
    let higher = harness.driver.value
    #expect(higher > value && higher < value + 10)
    harness.move(y: 300, at: harness.clock.now + 0.008)
    #expect(isClose(harness.driver.value, value, relative: 1e-12))
  }

  @Test("Above large the drag is rubber-banded towards large plus the container's height")
  func rubberBandAboveLarge() {
    let harness = SheetDriverHarness(selected: .large)
    harness.drag(from: 300, to: 0, beginning: 0.1, duration: 0.25)
    let value = harness.driver.value
    #expect(isClose(value, 844 + F.band(300), relative: 1e-12), "\(value)")
    #expect(value < 1_144, "the displayed value is below the raw one")
    #expect(F.isClose(harness.sheet.frame, F.frame(value: value)))
    #expect(harness.dimming.alpha == 0.4)
    // 844 + b(10⁸ pt): 844² / (844 + 0.55 · 10⁸) ≈ 0.013 pt short of 1688.
    harness.move(y: -1e8, at: 0.4)
    #expect(harness.driver.value < 1_688 && harness.driver.value > 1_687)
    harness.up(at: 0.41, velocity: .zero)
    #expect(Self.name(harness.releases.first?.target) == "large")
    harness.run(until: 3)
    #expect(harness.sheet.frame == F.frame(value: 844))
    #expect(harness.settled == [.large] && harness.firstProblem == nil)
  }

  @Test("A sheet that is not dismissible resists below its smallest detent and comes back")
  func notDismissibleComesBack() {
    var configuration = SheetDetentDriver.Configuration()
    configuration.isDismissible = false
    let harness = SheetDriverHarness(configuration: configuration)
    harness.drag(from: 500, to: 650, beginning: 0.1, duration: 0.1)
    #expect(isClose(harness.driver.value, 422 - F.band(150), relative: 1e-12))
    harness.up(at: 0.205, velocity: Vector(dx: 0, dy: 4_000))
    #expect(Self.name(harness.releases.first?.target) == "medium")
    #expect(harness.dismissals.isEmpty)
    harness.run(until: 3)
    #expect(harness.sheet.frame == F.frame(value: 422) && harness.settled == [.medium])
  }

  @Test("A cancelled touch settles on the nearest detent and never dismisses")
  func touchCancelledNeverDismisses() {
    let harness = SheetDriverHarness()
    harness.drag(from: 500, to: 800, beginning: 0.1, duration: 0.1)
    #expect(harness.driver.value == 122)
    harness.driver.touchCancelled()
    #expect(harness.releases.first?.velocity == 0)
    #expect(Self.name(harness.releases.first?.target) == "medium")
    harness.run(until: 3)
    #expect(harness.sheet.frame == F.frame(value: 422) && harness.dismissals.isEmpty)
  }

  // MARK: - Dismissal

  @Test("A hard flick down requests the dismissal, then ignores touches until it is cancelled")
  func dismissalRequestAndCancel() {
    let harness = SheetDriverHarness()
    harness.drag(from: 500, to: 650, beginning: 0.1, duration: 0.1)
    #expect(harness.driver.value == 272)
    #expect(harness.sheet.frame == F.frame(value: 272, height: 422))
    #expect(isClose(harness.dimming.alpha, 0.4 * 272 / 422, relative: 1e-14))
    harness.up(at: 0.205, velocity: Vector(dx: 0, dy: 2_000))
    // 272 − 0.499 · 2000 = −726: nearer to leaving than to medium.
    #expect(Self.name(harness.releases.first?.target) == "dismiss")
    let request = harness.dismissals.first
    #expect(harness.dismissals.count == 1)
    #expect(isClose(request?.progress ?? .nan, 150.0 / 422, relative: 1e-15))
    #expect(isClose(request?.progressVelocity ?? .nan, 2_000.0 / 422, relative: 1e-15))
    #expect(request == harness.layout.dismissal(fromValue: 272, velocity: -2_000))
    #expect(harness.driver.phase == .dismissing && harness.driver.velocity == 0)
    let events = harness.events.count
    harness.down(y: 600, at: 0.3)
    let owner = harness.move(y: 500, at: 0.31)
    harness.up(at: 0.32)
    harness.driver.touchCancelled()
    harness.driver.selectDetent(.large)
    harness.driver.keyboardWillChange(
      KeyboardChange(
        endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0, curve: .linear))
    harness.driver.updateLayout(F.layout(size: Size(width: 390, height: 700)))
    harness.run(until: 1)
    #expect(owner == .scrollView)
    #expect(harness.diagnostics.count == 6, "\(harness.diagnostics)")
    #expect(harness.events.count == events && harness.driver.phase == .dismissing)
    #expect(
      harness.sheet.frame == F.frame(value: 422), "handed over on medium, and no longer moved")
    #expect(harness.driver.keyboardHeight == 0)
    harness.driver.dismissalDidCancel()
    #expect(harness.driver.phase == .resting && harness.driver.value == 350)
    #expect(harness.sheet.frame == F.frame(value: 350, bottom: 700))
    #expect(harness.settled == [.medium] && harness.selections.isEmpty)
    harness.driver.dismissalDidCancel()
    #expect(harness.diagnostics.count == 7 && harness.settled == [.medium])
  }

  @Test(
    "Dragged below medium over the keyboard and flicked away: the sheet's plan reads the keyboard right, and the hand-off shows the sheet where it was"
  )
  func dismissalBelowTheSmallestOverTheKeyboard() throws {
    let harness = SheetDriverHarness()
    harness.driver.keyboardWillChange(
      KeyboardChange(
        endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0, curve: .linear))
    harness.drag(from: 200, to: 350, beginning: 0.1, duration: 0.1)
    // Medium (422) over a 336-point keyboard, dragged 150 points down: its top at
    // 508 − 272 = 236, its height still medium's, so its bottom edge (658) hides behind the
    // keyboard, as if the keyboard were 186 points tall and the sheet on medium.
    #expect(harness.driver.value == 272)
    #expect(harness.sheet.frame == F.frame(value: 272, height: 422, bottom: 508))
    harness.up(at: 0.205, velocity: Vector(dx: 0, dy: 2_000))
    let request = try #require(harness.dismissals.first)
    // Resting on medium over the keyboard: top 86, 758 points from the container's bottom.
    #expect(isClose(request.progress, 150.0 / 758, relative: 1e-14))
    #expect(harness.sheet.frame == F.frame(value: 422, bottom: 508), "handed over on medium")
    let container = SceneNode(name: "container", frame: F.frame(value: 844))
    let stage = TransitionStage(container: container, from: harness.sheet, to: nil)
    let scene = stage.makeScene(operation: .dismiss)
    let style = SheetStyle(detents: [.medium, .large])
    let mapping = style.interactionMapping(for: .panDown, in: scene)
    #expect(mapping.distance == 758, "the plan's resting frame is medium's over the keyboard")
    #expect(isClose(86 + request.progress * mapping.distance, 236, relative: 1e-14))
  }

  @Test("dismissalDidCancel returns a sheet dismissed from between detents to the one above")
  func dismissalCancelReturnsToRestingDetent() {
    let harness = SheetDriverHarness(selected: .large)
    harness.drag(from: 100, to: 340, beginning: 0.1, duration: 0.1)
    #expect(harness.driver.value == 604)
    harness.up(at: 0.205, velocity: Vector(dx: 0, dy: 3_000))
    #expect(harness.dismissals.count == 1)
    harness.driver.dismissalDidCancel()
    #expect(harness.sheet.frame == F.frame(value: 844) && harness.settled == [.large])
  }

  @Test("A keyboard still moving when the dismissal is requested no longer moves the sheet")
  func keyboardMotionStopsMovingTheSheetOnceDismissing() {
    let harness = SheetDriverHarness()
    harness.run(until: 0.1)
    harness.driver.keyboardWillChange(
      KeyboardChange(
        endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.5, curve: .linear))
    harness.drag(from: 500, to: 650, beginning: 0.12, duration: 0.05)
    harness.up(at: 0.175, velocity: Vector(dx: 0, dy: 3_000))
    #expect(harness.driver.phase == .dismissing)
    // The dismissal transition takes the sheet over and moves it.
    let moved = Rect(x: 0, y: 700, width: 390, height: 10)
    harness.sheet.frame = moved
    harness.dimming.alpha = 0.1
    harness.run(until: 1)
    #expect(harness.sheet.frame == moved && harness.dimming.alpha == 0.1)
    // The keyboard's height is still followed, for when the dismissal is cancelled.
    #expect(harness.driver.keyboardHeight == 336)
    harness.driver.dismissalDidCancel()
    #expect(harness.sheet.frame == F.frame(value: 422, bottom: 508))
  }

  // MARK: - Keyboard

  @Test("The keyboard carries the sheet's bottom edge onto its top over its duration, exactly")
  func keyboardCarriesBottomEdge() {
    let harness = SheetDriverHarness()
    harness.run(until: 0.1)
    let start = harness.clock.now
    let earlier = harness.frames.count
    harness.driver.keyboardWillChange(
      KeyboardChange(
        endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: .linear))
    harness.run(until: 0.5)
    let frames = harness.frames.dropFirst(earlier)
    #expect(frames.count >= 40)
    for record in frames {
      let keyboard = 336 * min(1, (record.time - start) / 0.25)
      #expect(isClose(record.frame.maxY, 844 - keyboard, absolute: 1e-9), "t \(record.time)")
      #expect(record.frame.height == 422 && record.value == 422)
    }
    #expect(harness.sheet.frame == F.frame(value: 422, bottom: 508))
    #expect(harness.driver.keyboardHeight == 336)
    // And back down when it hides.
    harness.driver.keyboardWillChange(
      KeyboardChange(endFrame: nil, duration: 0.25, curve: .easeOut))
    harness.run(until: 1)
    #expect(harness.sheet.frame == F.frame(value: 422) && harness.driver.keyboardHeight == 0)
    #expect(harness.events.isEmpty, "the keyboard changes no detent")
  }

  @Test("At large the keyboard squeezes the sheet: its top edge stays, its bottom rides up")
  func keyboardSqueezesLarge() {
    let harness = SheetDriverHarness(selected: .large)
    harness.driver.keyboardWillChange(
      KeyboardChange(
        endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.3,
        curve: KeyboardChange.curve(forAnimationCurveRawValue: 7)))
    harness.run(until: 1)
    for record in harness.frames {
      #expect(abs(record.frame.minY) <= 1e-9 && record.frame.maxY >= 508 - 1e-9)
    }
    #expect(harness.sheet.frame == Rect(x: 0, y: 0, width: 390, height: 508))
  }

  @Test("A keyboard change with no duration moves the sheet at once")
  func keyboardAtOnce() {
    let harness = SheetDriverHarness()
    harness.driver.keyboardWillChange(
      KeyboardChange(
        endFrame: Rect(x: 0, y: 544, width: 390, height: 300), duration: 0, curve: .linear))
    #expect(harness.sheet.frame == F.frame(value: 422, bottom: 544))
    #expect(harness.driver.keyboardHeight == 300)
  }

  @Test("While a finger holds the sheet, the keyboard lifts it without taking it from the finger")
  func keyboardDuringDrag() {
    let harness = SheetDriverHarness()
    harness.drag(from: 500, to: 452, beginning: 0.1, duration: 0.05)
    harness.driver.keyboardWillChange(
      KeyboardChange(
        endFrame: Rect(x: 0, y: 544, width: 390, height: 300), duration: 0, curve: .linear))
    #expect(harness.driver.value == 470 && harness.driver.phase == .interacting)
    #expect(harness.sheet.frame == F.frame(value: 470, bottom: 544))
    harness.move(y: 442, at: 0.2)
    #expect(harness.sheet.frame == F.frame(value: 480, bottom: 544))
  }

  @Test("With the keyboard up, a release never lands on a detent too small to show the field")
  func firstResponderRule() {
    func release(keyboard: Bool, maxY: Double?, margin: Double = 8, to end: Double = 592)
      -> SheetDetent.Identifier
    {
      var configuration = SheetDetentDriver.Configuration()
      configuration.firstResponderMargin = margin
      let harness = SheetDriverHarness(
        layout: F.layout([F.quarterDetent, .medium, .large]), configuration: configuration)
      if keyboard {
        harness.driver.keyboardWillChange(
          KeyboardChange(
            endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0, curve: .linear))
      }
      harness.driver.firstResponderMaxY = maxY
      // By default down to 230, resting 60 ms: nearest is the quarter detent (211).
      harness.drag(from: 400, to: end, beginning: 0.1, duration: 0.2)
      harness.up(at: 0.36)
      harness.run(until: 3)
      return harness.driver.selectedDetentIdentifier
    }
    #expect(release(keyboard: false, maxY: nil) == "quarter")
    #expect(release(keyboard: true, maxY: nil) == "quarter")
    #expect(release(keyboard: false, maxY: 300) == "quarter", "no keyboard, no rule")
    // The field's bottom at 300 + 8 needs 308 pt: the quarter detent is out.
    #expect(release(keyboard: true, maxY: 300) == .medium)
    #expect(release(keyboard: true, maxY: 200) == "quarter", "208 pt fit in 211")
    #expect(release(keyboard: true, maxY: 200, margin: 20) == .medium, "220 pt do not")
    // Released at 430: medium would be nearest, but only large shows 508 pt.
    #expect(release(keyboard: false, maxY: 500, to: 392) == .medium)
    #expect(release(keyboard: true, maxY: 500, to: 392) == .large)
  }

  // MARK: - Layout changes

  @Test(
    "A new layout at rest keeps the selected detent; one that leaves it out shows the smallest meanwhile"
  )
  func updateLayoutAtRest() {
    let harness = SheetDriverHarness()
    harness.driver.updateLayout(F.layout(size: Size(width: 844, height: 390)))
    #expect(harness.sheet.frame == F.frame(value: 195, bottom: 390, width: 844))
    #expect(harness.driver.selectedDetentIdentifier == .medium && harness.events.isEmpty)
    harness.driver.updateLayout(
      SheetLayout(
        detents: [.medium, .large], containerSize: Size(width: 844, height: 390),
        isHeightCompact: true))
    #expect(harness.sheet.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    // Apple: "the most recent detent that the user selects or that you set programmatically".
    #expect(harness.driver.selectedDetentIdentifier == .medium && harness.events.isEmpty)
    #expect(harness.driver.phase == .resting)
    harness.driver.updateLayout(F.layout())
    #expect(harness.sheet.frame == F.frame(value: 422), "back at medium")
    #expect(harness.driver.selectedDetentIdentifier == .medium && harness.events.isEmpty)
  }

  @Test(
    "Created in compact height at medium: shown at large, medium kept, and shown once the height is regular"
  )
  func createdWithAnInactiveSelection() {
    let compact = SheetLayout(
      detents: [.medium, .large], containerSize: Size(width: 844, height: 390),
      isHeightCompact: true)
    let harness = SheetDriverHarness(layout: compact, selected: .medium)
    #expect(harness.sheet.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    // Apple: "the most recent detent that the user selects or that you set programmatically".
    #expect(harness.driver.selectedDetentIdentifier == .medium)
    harness.driver.updateLayout(F.layout())
    #expect(harness.sheet.frame == F.frame(value: 422), "at medium")
    #expect(harness.driver.selectedDetentIdentifier == .medium && harness.events.isEmpty)
    // A detent the sheet does not have is still unknown: the smallest, selected.
    let unknown = SheetDriverHarness(layout: compact, selected: "tall")
    #expect(unknown.driver.selectedDetentIdentifier == .large)
  }

  @Test("Settling toward a detent a new layout leaves out: on to the smallest, the selection kept")
  func updateLayoutMidSettleWithoutTheDetent() {
    let harness = SheetDriverHarness(selected: .large)
    harness.driver.selectDetent(.medium)
    harness.runFrames(3)
    let compact = SheetLayout(
      detents: [.medium, .large], containerSize: Size(width: 844, height: 390),
      isHeightCompact: true)
    harness.driver.updateLayout(compact)
    #expect(harness.driver.phase == .settling)
    harness.run(until: 3)
    #expect(harness.sheet.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    #expect(harness.driver.selectedDetentIdentifier == .medium)
    #expect(harness.selections == [.medium], "the request, and nothing for the new layout")
    #expect(harness.settled == [.large], "it rests on what shows: the smallest detent")
  }

  @Test(
    "A layout change under a finger re-anchors it: the jump of its coordinates is left out, its pace kept"
  )
  func updateLayoutReanchorsTheFinger() {
    let harness = SheetDriverHarness()
    // Up at 1,000 pt/s: 10 points every 10 ms, from 422 to 472.
    harness.down(y: 500, at: 0.1)
    for step in 1...5 { harness.move(y: 500 - 10 * Double(step), at: 0.1 + 0.01 * Double(step)) }
    #expect(isClose(harness.driver.value, 472, relative: 1e-12))
    harness.driver.updateLayout(F.layout(size: Size(width: 844, height: 600)))
    #expect(harness.driver.value == 472, "its height kept")
    // The same finger in the rotated container's coordinates: 300 points lower, still rising.
    harness.move(y: 740, at: 0.16)
    #expect(
      abs(harness.driver.value - 482) < 0.5,
      "as far as its pace carried it: \(harness.driver.value)")
    let anchored = harness.driver.value
    harness.move(y: 730, at: 0.17)
    harness.move(y: 720, at: 0.18)
    #expect(isClose(harness.driver.value, anchored + 20, relative: 1e-12))
    #expect(abs(harness.driver.velocity - 1_000) < 50, "the pace: \(harness.driver.velocity)")
    harness.up(at: 0.18)
    harness.run(until: 3)
    // 502 projected well past the large detent of the 600-point container (600).
    #expect(harness.sheet.frame == F.frame(value: 600, bottom: 600, width: 844))
    #expect(harness.selections == [.large])
  }

  @Test(
    "A layout change that keeps the container (new detents, a safe area) leaves the finger's movement and its release as they are"
  )
  func sameContainerKeepsTheFinger() {
    let harness = SheetDriverHarness()
    harness.down(y: 500, at: 0.1)
    for step in 1...5 { harness.move(y: 500 - 10 * Double(step), at: 0.1 + 0.01 * Double(step)) }
    harness.driver.updateLayout(F.layout(topInset: 10))
    #expect(isClose(harness.driver.value, 472, relative: 1e-12))
    // 30 points in 10 ms, three times the pace before: all of it is the finger's.
    harness.move(y: 420, at: 0.16)
    #expect(isClose(harness.driver.value, 502, relative: 1e-12), "\(harness.driver.value)")
    harness.up(at: 0.16, velocity: Vector(dx: 0, dy: 3_000))
    #expect(harness.releases.first?.velocity == -3_000, "the platform's throw stands")
  }

  /// A release after a layout change under the finger (`touchEnded` of the
  /// `updateLayoutReanchorsTheFinger` drag: up at 1,000 pt/s from 422 to 472, the container then
  /// 844 × 600, the finger's coordinates 300 points lower), with the platform reporting
  /// `reported` (down positive).
  struct ReleaseAfterLayoutChange: CustomTestStringConvertible, Sendable {
    let name: String
    /// Whether the layout changes after the drag's fifth movement.
    let changesLayout: Bool
    /// How many 10-point movements the finger makes after that, 10 ms apart.
    let movesAfter: Int
    /// When the finger lifts.
    let liftedAt: Double
    let reported: Vector?
    /// The release's velocity, upward positive, and where it goes.
    let velocity: Double
    let target: String
    var testDescription: String { name }
  }

  nonisolated static let releasesAfterLayoutChange = [
    // Without a layout change the platform's measure stands, as before.
    ReleaseAfterLayoutChange(
      name: "no change: the platform's throw", changesLayout: false, movesAfter: 0,
      liftedAt: 0.16, reported: Vector(dx: 0, dy: 3_000), velocity: -3_000, target: "dismiss"),
    // The change of coordinates read as 20,000 pt/s down would dismiss: the tracker's pace
    // before the change throws the sheet up to large instead.
    ReleaseAfterLayoutChange(
      name: "lifted with no movement since the change", changesLayout: true, movesAfter: 0,
      liftedAt: 0.16, reported: Vector(dx: 0, dy: 20_000), velocity: 1_000, target: "large"),
    ReleaseAfterLayoutChange(
      name: "lifted after one movement", changesLayout: true, movesAfter: 1, liftedAt: 0.17,
      reported: Vector(dx: 0, dy: 20_000), velocity: 1_000, target: "large"),
    ReleaseAfterLayoutChange(
      name: "lifted after three movements", changesLayout: true, movesAfter: 3, liftedAt: 0.19,
      reported: Vector(dx: 0, dy: -20_000), velocity: 1_000, target: "large"),
    ReleaseAfterLayoutChange(
      name: "the platform reports nothing", changesLayout: true, movesAfter: 1, liftedAt: 0.17,
      reported: nil, velocity: 1_000, target: "large"),
    // Paused longer than the tracker's gap: no momentum, the nearest detent (472: large at 600,
    // not medium at 300).
    ReleaseAfterLayoutChange(
      name: "lifted after a pause since the change", changesLayout: true, movesAfter: 0,
      liftedAt: 0.2, reported: Vector(dx: 0, dy: 20_000), velocity: 0, target: "large"),
  ]

  @Test(
    "A release after a layout change under the finger goes at the tracker's re-anchored pace, not the platform's",
    arguments: releasesAfterLayoutChange)
  func releaseAfterLayoutChange(_ row: ReleaseAfterLayoutChange) {
    let harness = SheetDriverHarness()
    harness.down(y: 500, at: 0.1)
    for step in 1...5 { harness.move(y: 500 - 10 * Double(step), at: 0.1 + 0.01 * Double(step)) }
    let offset: Double
    if row.changesLayout {
      harness.driver.updateLayout(F.layout(size: Size(width: 844, height: 600)))
      offset = 300
    } else {
      offset = 0
    }
    for step in 0..<row.movesAfter {
      harness.move(y: offset + 440 - 10 * Double(step), at: 0.16 + 0.01 * Double(step))
    }
    harness.up(at: row.liftedAt, velocity: row.reported)
    let release = harness.releases.first
    #expect(
      abs((release?.velocity ?? .nan) - row.velocity) < 1e-6,
      "\(row.name): \(release?.velocity ?? .nan)")
    #expect(Self.name(release?.target) == row.target, "\(row.name)")
    #expect(harness.firstProblem == nil)
  }

  @Test("A new layout mid-settle keeps the velocity and settles exactly on the new detent")
  func updateLayoutMidSettle() {
    let harness = SheetDriverHarness()
    harness.down(y: 500, at: 0.1)
    harness.up(at: 0.1, velocity: Vector(dx: 0, dy: -1_500))
    harness.runFrames(4)
    let velocity = harness.driver.velocity
    let value = harness.driver.value
    harness.driver.updateLayout(F.layout(size: Size(width: 390, height: 700)))
    #expect(harness.driver.phase == .settling && harness.driver.value == value)
    #expect(isClose(harness.driver.velocity, velocity, relative: 1e-9))
    #expect(harness.sheet.frame == F.frame(value: value, bottom: 700))
    harness.run(until: 3)
    #expect(harness.sheet.frame == F.frame(value: 700, bottom: 700))
    #expect(harness.settled == [.large])
  }

  @Test("A new layout mid-drag keeps the sheet under the finger in the new container")
  func updateLayoutMidDrag() {
    let harness = SheetDriverHarness()
    harness.drag(from: 500, to: 422, beginning: 0.1, duration: 0.05)
    #expect(harness.driver.value == 500)
    harness.driver.updateLayout(F.layout(size: Size(width: 390, height: 700)))
    #expect(harness.sheet.frame == F.frame(value: 500, bottom: 700))
    // The first movement re-anchors the finger; from there on the sheet follows it point for
    // point.
    harness.move(y: 412, at: 0.16)
    let anchored = harness.driver.value
    harness.move(y: 402, at: 0.17)
    #expect(harness.sheet.frame == F.frame(value: anchored + 10, bottom: 700))
    // In a container where that is above the largest detent (400), it is rubber-banded there.
    harness.driver.updateLayout(F.layout(size: Size(width: 390, height: 400)))
    let banded = 400 + F.band(anchored + 10 - 400, dimension: 400)
    #expect(isClose(harness.driver.value, banded, relative: 1e-12))
    #expect(harness.driver.phase == .interacting)
  }

  @Test("A keyboard frame told before the container's new bounds is measured again in them")
  func keyboardBeforeTheNewLayout() {
    let harness = SheetDriverHarness()
    // The landscape keyboard, told while the container is still 844 tall: it covers none of it.
    harness.driver.keyboardWillChange(
      KeyboardChange(
        endFrame: Rect(x: 0, y: 390 - 200, width: 844, height: 200), duration: 0,
        curve: .linear))
    #expect(harness.driver.keyboardHeight == 0)
    harness.driver.updateLayout(F.layout(size: Size(width: 844, height: 390)))
    #expect(harness.driver.keyboardHeight == 200)
    #expect(harness.sheet.frame == F.frame(value: 190, bottom: 190, width: 844))
    // A frame that no longer meets the bottom edge (the old layout's) leaves the height alone
    // until the keyboard tells its new one.
    harness.driver.updateLayout(F.layout(size: Size(width: 390, height: 844)))
    #expect(harness.driver.keyboardHeight == 200)
  }

  // MARK: - Requests

  @Test("selectDetent animated springs from rest to the detent, exactly, with one rest")
  func selectDetentAnimated() {
    let harness = SheetDriverHarness()
    harness.driver.selectDetent(.large)
    #expect(harness.driver.phase == .settling && harness.driver.velocity == 0)
    #expect(harness.selections == [.large] && harness.driver.selectedDetentIdentifier == .large)
    #expect(harness.sheet.frame == F.frame(value: 422), "it starts where it was")
    harness.run(until: 2)
    #expect(harness.sheet.frame == F.frame(value: 844) && harness.settled == [.large])
  }

  @Test("selectDetent not animated moves the sheet at once, mid-settle too")
  func selectDetentAtOnce() {
    let harness = SheetDriverHarness()
    harness.driver.selectDetent(.large, animated: false)
    #expect(harness.sheet.frame == F.frame(value: 844) && harness.driver.phase == .resting)
    #expect(harness.settled == [.large] && harness.selections == [.large])
    harness.driver.selectDetent(.medium)
    harness.runFrames(3)
    harness.driver.selectDetent(.large, animated: false)
    harness.run(until: 2)
    #expect(harness.sheet.frame == F.frame(value: 844))
    #expect(harness.settled == [.large, .large], "the interrupted settle never reports a rest")
  }

  @Test("selectDetent mid-settle turns the spring around with its velocity")
  func selectDetentMidSettle() {
    let harness = SheetDriverHarness()
    harness.down(y: 500, at: 0.1)
    harness.up(at: 0.1, velocity: Vector(dx: 0, dy: -1_500))
    harness.runFrames(4)
    let velocity = harness.driver.velocity
    let frame = harness.sheet.frame
    harness.driver.selectDetent(.medium)
    #expect(isClose(harness.driver.velocity, velocity, relative: 1e-9))
    #expect(harness.sheet.frame == frame)
    harness.run(until: 3)
    #expect(harness.sheet.frame == F.frame(value: 422))
    #expect(harness.selections == [.large, .medium] && harness.settled == [.medium])
  }

  @Test("selectDetent with an unknown name, under a finger or while dismissing changes nothing")
  func selectDetentIgnored() {
    let harness = SheetDriverHarness()
    harness.driver.selectDetent("nothing")
    harness.driver.selectDetent("nothing", animated: false)
    #expect(harness.diagnostics.count == 2)
    #expect(harness.diagnostics.allSatisfy { $0.contains("nothing") })
    #expect(harness.sheet.frame == F.frame(value: 422) && harness.events.isEmpty)
    #expect(harness.driver.phase == .resting && harness.driver.selectedDetentIdentifier == .medium)
    harness.drag(from: 500, to: 450, beginning: 0.1, duration: 0.05)
    let frame = harness.sheet.frame
    harness.driver.selectDetent(.large)
    harness.driver.selectDetent(.large, animated: false)
    #expect(
      harness.diagnostics.count == 4 && harness.diagnostics.last?.contains("interacting") == true)
    #expect(harness.sheet.frame == frame && harness.driver.phase == .interacting)
    #expect(harness.driver.selectedDetentIdentifier == .medium && harness.selections.isEmpty)
  }

  @Test("Touch calls without a finger holding the sheet are reported and change nothing")
  func touchCallsOutOfPhase() {
    let harness = SheetDriverHarness()
    let owner = harness.move(y: 300, at: 0.1)
    harness.up(at: 0.2)
    harness.driver.touchCancelled()
    harness.driver.dismissalDidCancel()
    #expect(owner == .scrollView)
    #expect(harness.diagnostics.count == 4, "\(harness.diagnostics)")
    #expect(harness.sheet.frame == F.frame(value: 422) && harness.events.isEmpty)
    #expect(harness.driver.phase == .resting)
  }

  // MARK: - Scroll views

  @Test("With a scroll view, only the movement the sheet owns moves it")
  func scrollHandOff() {
    typealias Scroll = SheetDragOwner.ScrollState
    let top = Scroll(offsetFromTop: 0, canScroll: true)
    let scrolled = Scroll(offsetFromTop: 40, canScroll: true)
    let harness = SheetDriverHarness()
    harness.down(y: 500, at: 0.1)
    #expect(harness.move(y: 450, at: 0.11, scrollView: top) == .sheet)
    #expect(harness.driver.value == 472)
    #expect(harness.move(y: 470, at: 0.12, scrollView: scrolled) == .scrollView)
    #expect(harness.driver.value == 472 && harness.sheet.frame == F.frame(value: 472))
    #expect(harness.driver.velocity == 0, "the sheet does not move while the content scrolls")
    #expect(harness.move(y: 490, at: 0.13, scrollView: top) == .sheet)
    #expect(harness.driver.value == 452)
    // A movement with no vertical part goes to the last owner.
    #expect(harness.move(y: 490, at: 0.14, scrollView: scrolled) == .sheet)
    // A release after the content scrolled last carries no momentum into the sheet.
    #expect(harness.move(y: 520, at: 0.15, scrollView: scrolled) == .scrollView)
    harness.up(at: 0.16, velocity: Vector(dx: 0, dy: -3_000))
    #expect(harness.releases.first?.velocity == 0)
    #expect(Self.name(harness.releases.first?.target) == "medium")
  }

  @Test("At large, scrolling up scrolls; without expanding, up scrolls unless dragged below")
  func scrollHandOffAtLargeAndWithoutExpanding() {
    typealias Scroll = SheetDragOwner.ScrollState
    let top = Scroll(offsetFromTop: 0, canScroll: true)
    let large = SheetDriverHarness(selected: .large)
    large.down(y: 300, at: 0.1)
    #expect(large.move(y: 250, at: 0.11, scrollView: top) == .scrollView)
    #expect(large.driver.value == 844)
    #expect(
      large.move(y: 200, at: 0.12, scrollView: Scroll(offsetFromTop: 0, canScroll: false)) == .sheet
    )
    #expect(large.driver.value > 844)
    var configuration = SheetDetentDriver.Configuration()
    configuration.prefersScrollingExpandsWhenScrolledToEdge = false
    let harness = SheetDriverHarness(configuration: configuration)
    harness.down(y: 500, at: 0.1)
    #expect(harness.move(y: 480, at: 0.11, scrollView: top) == .scrollView)
    #expect(harness.driver.value == 422)
    #expect(harness.move(y: 500, at: 0.12, scrollView: top) == .sheet)
    #expect(harness.driver.value == 402)
    #expect(harness.move(y: 490, at: 0.13, scrollView: top) == .sheet, "back up to where it was")
    #expect(harness.driver.value == 412)
  }

  // MARK: - Lifetime

  @Test("A driver released mid-settle or mid-keyboard leaves its running animations harmless")
  func releasedDriverDoesNotCrash() {
    let clock = ManualFrameClock(framesPerSecond: 120)
    let sheet = SceneNode(name: "sheet", frame: .zero)
    weak var released: SheetDetentDriver?
    var frame = Rect.zero
    do {
      let driver = SheetDetentDriver(
        layout: F.layout(), selectedDetentIdentifier: .medium, sheet: sheet, clock: clock)
      released = driver
      driver.keyboardWillChange(
        KeyboardChange(
          endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.5, curve: .linear))
      driver.selectDetent(.large)
      clock.advance(frames: 3)
      frame = sheet.frame
    }
    #expect(released == nil, "nothing keeps the driver alive")
    clock.advance(frames: 120)
    #expect(sheet.frame == frame)
  }
}
