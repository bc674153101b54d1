import Testing

@testable import FluidTransitions

/// The accessibility decisions of the core: whether a transition reduces its motion, which
/// event VoiceOver hears of, where the grabber's adjustments go, and the grabber's words.
@Suite("Accessibility decisions")
struct AccessibilityDecisionTests {
  @Test(
    "Either Reduce Motion or Prefer Cross-Fade Transitions reduces motion",
    arguments: [
      (false, false, false), (true, false, true), (false, true, true), (true, true, true),
    ])
  func motion(reduceMotion: Bool, crossFade: Bool, reduces: Bool) {
    let motion = AccessibilityMotion(
      reduceMotion: reduceMotion, prefersCrossFadeTransitions: crossFade)
    #expect(motion.reducesMotion == reduces)
  }

  @Test("Only a completed transition is announced")
  func announcement() {
    let release = ReleaseRecord(
      progress: 0.5, velocity: 1, touchVelocity: .zero, projectedProgress: 0.7, target: .end,
      springInitialVelocity: 2, isForced: false)
    let table: [(TransitionEvent, Bool)] = [
      (.completed(true), true), (.completed(false), false), (.grabbed(progress: 0.3), false),
      (.released(release), false),
    ]
    for (event, announced) in table {
      #expect(ScreenChangeAnnouncement.isAnnounced(event) == announced, "\(event)")
    }
  }

  @Test(
    "The escape's context for the veto: the middle of the view, no velocity, willBegin",
    arguments: [
      (Size(width: 390, height: 844), Point(x: 195, y: 422)),
      (Size(width: -10, height: .nan), Point.zero),
      (Size(width: .infinity, height: 100), Point(x: 0, y: 50)),
    ])
  func escapeContext(size: Size, middle: Point) {
    let context = AccessibilityEscape.interactionContext(inViewOf: size)
    #expect(context == InteractionContext(location: middle, velocity: .zero, willBegin: true))
  }

  static let layout = SheetLayout(
    detents: [.large, .points(200, identifier: "peek"), .medium],
    containerSize: Size(width: 390, height: 844))

  @Test(
    "Increment and decrement step one active detent by value and stop at the ends",
    arguments: [
      (SheetGrabberAdjustment.increment, "peek", "medium"),
      (.increment, "medium", "large"),
      (.increment, "large", nil),
      (.decrement, "large", "medium"),
      (.decrement, "medium", "peek"),
      (.decrement, "peek", nil),
      // An identifier that names no active detent is the smallest, as the layout resolves it.
      (.increment, "gone", "medium"),
      (.decrement, "gone", nil),
    ] as [(SheetGrabberAdjustment, String, String?)])
  func adjustment(_ adjustment: SheetGrabberAdjustment, from: String, to: String?) {
    #expect(
      adjustment.detent(from: SheetDetent.Identifier(rawValue: from), in: Self.layout)
        == to.map(SheetDetent.Identifier.init(rawValue:)))
  }

  @Test("A layout of one detent has nowhere to go, and a nil selection is the smallest")
  func singleDetent() {
    let layout = SheetLayout(detents: [.large], containerSize: Size(width: 390, height: 844))
    #expect(SheetGrabberAdjustment.increment.detent(from: .large, in: layout) == nil)
    #expect(SheetGrabberAdjustment.decrement.detent(from: nil, in: layout) == nil)
    #expect(SheetGrabberAdjustment.increment.detent(from: nil, in: Self.layout) == "medium")
  }

  @Test("The grabber's words: English by default, named detents, identifiers otherwise")
  func grabberWords() {
    let words = SheetGrabberAccessibility()
    #expect(words.label == "Sheet Grabber")
    #expect(words.hint == "Swipe up or down to resize")
    #expect(words.value(for: .medium) == "Half screen")
    #expect(words.value(for: .large) == "Full screen")
    #expect(words.value(for: "peek") == "peek")
    let french = SheetGrabberAccessibility(
      label: "Poignée", hint: nil, detentNames: ["peek": "Aperçu"])
    #expect(french.value(for: "peek") == "Aperçu")
    #expect(french.value(for: .medium) == "medium")
  }
}
