import FluidTransitions
import Testing

/// `KeyboardChange`: where the keyboard ends up over a 390 × 844 container, and over what time
/// and curve.
@Suite("Sheet: keyboard change")
struct KeyboardChangeTests {
  static func overlap(_ frame: Rect?, in size: Size = SheetFixtures.size) -> Double {
    KeyboardChange(endFrame: frame, duration: 0.25, curve: .easeInOut)
      .overlap(withContainerOf: size)
  }

  static let docked: [(Rect, Double)] = [
    (Rect(x: 0, y: 508, width: 390, height: 336), 336),
    (Rect(x: 0, y: 508, width: 390, height: 400), 336),
    (Rect(x: 100, y: 544, width: 200, height: 300), 300),
    (Rect(x: -200, y: 600, width: 300, height: 244), 244),
    (Rect(x: 390, y: 844, width: -390, height: -336), 336),
    (Rect(x: 0, y: -100, width: 390, height: 1_000), 844),
  ]

  @Test("A docked keyboard covers from its top edge to the container's bottom", arguments: docked)
  func dockedKeyboard(frame: Rect, expected: Double) {
    #expect(Self.overlap(frame) == expected)
  }

  static let elsewhere: [Rect?] = [
    nil, Rect.zero, Rect(x: 0, y: 844, width: 390, height: 0),
    Rect(x: 0, y: 844, width: 390, height: 336),
    Rect(x: 20, y: 300, width: 320, height: 200),
    Rect(x: 390, y: 508, width: 390, height: 336),
    Rect(x: -390, y: 508, width: 390, height: 336),
  ]

  @Test(
    "A hidden, floating or off-to-the-side keyboard covers nothing a sheet rests on",
    arguments: elsewhere)
  func noOverlap(frame: Rect?) {
    #expect(Self.overlap(frame) == 0)
  }

  @Test("The overlap is never more than the container's height, nor negative")
  func overlapBounds() {
    #expect(Self.overlap(Rect(x: 0, y: 0, width: 390, height: 844), in: .zero) == 0)
    #expect(
      Self.overlap(Rect(x: 0, y: 508, width: 390, height: 336), in: Size(width: 390, height: -5))
        == 0)
    let hostile = [Double.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude]
    var generator = SeededGenerator(seed: 0xC0FFEE)
    for _ in 0..<500 {
      func pick() -> Double {
        Bool.random(using: &generator)
          ? hostile.randomElement(using: &generator) ?? 0
          : Double.random(in: -1_000...1_000, using: &generator)
      }
      let frame = Rect(x: pick(), y: pick(), width: pick(), height: pick())
      let size = Size(width: pick(), height: pick())
      let overlap = Self.overlap(frame, in: size)
      #expect(
        overlap.isFinite && overlap >= 0 && overlap <= max(size.height, 0), "\(frame) \(size)")
    }
  }

  @Test(
    "A non-finite or negative duration is 0; others are kept",
    arguments: [
      (Double.nan, 0.0), (.infinity, 0), (-.infinity, 0), (-0.25, 0), (0, 0), (0.25, 0.25),
      (1e308, 1e308),
    ])
  func duration(duration: Double, expected: Double) {
    let change = KeyboardChange(endFrame: nil, duration: duration, curve: .linear)
    #expect(change.duration == expected)
    #expect(change.curve == .linear && change.endFrame == nil)
  }

  @Test(
    "UIKit's animation curve raw values; anything else is a critically damped fitted spring",
    arguments: [
      (0, TimingCurve.easeInOut), (1, .easeIn), (2, .easeOut), (3, .linear),
      (7, .fittedSpring(dampingRatio: 1)), (4, .fittedSpring(dampingRatio: 1)),
      (-1, .fittedSpring(dampingRatio: 1)), (Int.max, .fittedSpring(dampingRatio: 1)),
    ])
  func curves(rawValue: Int, expected: TimingCurve) {
    #expect(KeyboardChange.curve(forAnimationCurveRawValue: rawValue) == expected)
  }
}
