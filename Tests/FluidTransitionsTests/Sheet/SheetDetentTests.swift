import FluidTransitions
import Testing

/// `SheetDetent`: UIKit's detents as values, resolved in a context to a height in
/// [0, maximumDetentValue], or to nil when inactive.
@Suite("Sheet: detents")
struct SheetDetentTests {
  static let phone = SheetDetent.ResolutionContext(
    maximumDetentValue: 844, containerSize: SheetFixtures.size)
  static let landscape = SheetDetent.ResolutionContext(
    maximumDetentValue: 390, isHeightCompact: true, containerSize: Size(width: 844, height: 390))

  static let fractionCases: [(Double, Double?)] = [
    (0.25, 211), (0.3, 253.2), (0.5, 422), (1, 844), (0, 0), (1.5, 844), (1e308, 844),
    (.infinity, 844), (-0.01, nil), (-1, nil), (.nan, nil), (-.infinity, nil),
  ]

  static let pointCases: [(Double, Double?)] = [
    (300, 300), (0, 0), (844, 844), (844.5, 844), (5_000, 844), (.infinity, 844),
    (.greatestFiniteMagnitude, 844), (-1, nil), (-.infinity, nil), (.nan, nil),
  ]

  @Test("Large is the maximum, medium half of it, in any container")
  func largeAndMedium() {
    #expect(SheetDetent.large.resolvedValue(in: Self.phone) == 844)
    #expect(SheetDetent.medium.resolvedValue(in: Self.phone) == 422)
    let tall = SheetDetent.ResolutionContext(
      maximumDetentValue: 1_300, containerSize: Size(width: 1_024, height: 1_366))
    #expect(SheetDetent.large.resolvedValue(in: tall) == 1_300)
    #expect(SheetDetent.medium.resolvedValue(in: tall) == 650)
  }

  @Test("Medium is inactive in compact height (Apple's documented rule); large is not")
  func mediumInactiveInCompactHeight() {
    #expect(SheetDetent.medium.resolvedValue(in: Self.landscape) == nil)
    #expect(SheetDetent.large.resolvedValue(in: Self.landscape) == 390)
    #expect(SheetDetent.fraction(0.5).resolvedValue(in: Self.landscape) == 195)
  }

  @Test(
    "A fraction is that share of the maximum, clamped to it; negative and NaN are inactive",
    arguments: fractionCases)
  func fraction(fraction: Double, expected: Double?) {
    let value = SheetDetent.fraction(fraction).resolvedValue(in: Self.phone)
    if let expected {
      #expect(
        value.map { isClose($0, expected, relative: 1e-15) } == true, "\(String(describing: value))"
      )
    } else {
      #expect(value == nil)
    }
  }

  @Test("With no room at all, a fraction still decides by its sign: negative and NaN inactive")
  func fractionOfNothing() {
    let empty = SheetDetent.ResolutionContext(
      maximumDetentValue: 0, containerSize: Size(width: 390, height: 0))
    #expect(SheetDetent.fraction(-0.5).resolvedValue(in: empty) == nil, "not an active −0")
    #expect(SheetDetent.fraction(-.infinity).resolvedValue(in: empty) == nil)
    #expect(SheetDetent.fraction(.nan).resolvedValue(in: empty) == nil)
    #expect(SheetDetent.fraction(.infinity).resolvedValue(in: empty) == 0, "the full height, 0")
    #expect(SheetDetent.fraction(0.5).resolvedValue(in: empty) == 0)
    #expect(SheetDetent.points(-0.0).resolvedValue(in: empty) == nil, "−0 is negative")
  }

  @Test(
    "Points are used as given up to the maximum; negative and NaN are inactive",
    arguments: pointCases)
  func points(points: Double, expected: Double?) {
    #expect(SheetDetent.points(points).resolvedValue(in: Self.phone) == expected)
  }

  @Test("A custom resolver sees the context and its answer is clamped or makes it inactive")
  func customResolver() {
    let seen = SheetDetent.custom(identifier: "probe") { context in
      // Encodes what it saw: the maximum, the size class, the container's height.
      context.maximumDetentValue / 4 + (context.isHeightCompact ? 1 : 0)
        + context.containerSize.height / 1_000
    }
    #expect(seen.resolvedValue(in: Self.phone) == 211 + 0.844)
    #expect(seen.resolvedValue(in: Self.landscape) == 97.5 + 1 + 0.39)
    let answers: [(Double?, Double?)] = [
      (100, 100), (0, 0), (2_000, 844), (.infinity, 844), (.greatestFiniteMagnitude, 844),
      (nil, nil), (.nan, nil), (-0.5, nil), (-.infinity, nil),
    ]
    for (answer, expected) in answers {
      let detent = SheetDetent.custom(identifier: "answer") { _ in answer }
      #expect(
        detent.resolvedValue(in: Self.phone) == expected,
        "resolver answering \(String(describing: answer))")
    }
  }

  @Test("Identifiers: the system's names, the defaults of fraction and points, custom ones")
  func identifiers() {
    #expect(
      SheetDetent.large.identifier == .large && SheetDetent.large.identifier.rawValue == "large")
    #expect(SheetDetent.medium.identifier.rawValue == "medium")
    #expect(SheetDetent.fraction(0.3).identifier.rawValue == "fraction(0.3)")
    #expect(SheetDetent.points(300).identifier.rawValue == "points(300.0)")
    #expect(SheetDetent.fraction(0.3, identifier: "third").identifier == "third")
    #expect(SheetDetent.points(300, identifier: "card").description == "card")
    #expect(
      SheetDetent.custom(identifier: "c") { _ in 1 }.identifier
        == SheetDetent.Identifier(rawValue: "c"))
    let literal: SheetDetent.Identifier = "medium"
    #expect(literal == .medium && literal.description == "medium")
  }

  @Test(
    "A context stores a negative or non-finite maximum as 0, where every detent resolves to 0",
    arguments: [-1.0, -.infinity, .infinity, .nan])
  func contextSanitisesMaximum(maximum: Double) {
    let context = SheetDetent.ResolutionContext(
      maximumDetentValue: maximum, containerSize: SheetFixtures.size)
    #expect(context.maximumDetentValue == 0)
    #expect(SheetDetent.large.resolvedValue(in: context) == 0)
    #expect(SheetDetent.medium.resolvedValue(in: context) == 0)
    #expect(SheetDetent.points(300).resolvedValue(in: context) == 0)
    #expect(SheetDetent.fraction(0.5).resolvedValue(in: context) == 0)
  }
}
