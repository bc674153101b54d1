import Testing

@testable import FluidTransitions

/// `TabBarStandIn`: when a push carries a picture of the tab bar out with the departing screen,
/// against the rules in its documentation.
@Suite("Navigation: the tab bar's stand-in across a push")
struct TabBarStandInTests {
  static let place = Rect(x: 0, y: 795, width: 390, height: 49)

  @Test(
    "The tab bar is hidden while a controller above the root hides it",
    arguments: [
      ([false], false), ([true], false), ([false, false], false), ([false, true], true),
      ([false, true, false], true), ([false, false, true], true), ([true, false], false),
      ([], false),
    ] as [([Bool], Bool)])
  func stackRule(_ flags: [Bool], hides: Bool) {
    #expect(TabBarStandIn.stackHidesTabBar(flags) == hides)
  }

  struct Placement: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: Rect
    var isHidden = false
    var alpha = 1.0
    let inPlace: Bool
    var testDescription: String { name }
  }

  static let placements: [Placement] = [
    Placement(name: "in place", frame: place, inPlace: true),
    Placement(
      name: "partly slid down", frame: Rect(x: 0, y: 820, width: 390, height: 49), inPlace: true),
    Placement(
      name: "below the window", frame: Rect(x: 0, y: 844, width: 390, height: 49), inPlace: false),
    Placement(
      name: "half a point into its place", frame: Rect(x: 0, y: 843.6, width: 390, height: 49),
      inPlace: false),
    Placement(name: "hidden", frame: place, isHidden: true, inPlace: false),
    Placement(name: "transparent", frame: place, alpha: 0.005, inPlace: false),
    Placement(name: "NaN alpha", frame: place, alpha: .nan, inPlace: false),
    Placement(name: "no area", frame: Rect(x: 0, y: 795, width: 390, height: 0), inPlace: false),
    Placement(
      name: "beside its place", frame: Rect(x: -390, y: 795, width: 390, height: 49),
      inPlace: false),
  ]

  @Test("Whether the bar is in its place", arguments: placements)
  func inPlace(_ row: Placement) {
    #expect(
      TabBarStandIn.isInPlace(
        frame: row.frame, isHidden: row.isHidden, alpha: row.alpha, place: Self.place)
        == row.inPlace)
    #expect(
      !TabBarStandIn.isInPlace(
        frame: row.frame, isHidden: row.isHidden, alpha: row.alpha, place: .zero),
      "a place with no area")
  }

  @Test("A tab bar along the bottom is pictured; one at the top is not")
  func alongTheBottom() {
    let window = Rect(x: 0, y: 0, width: 390, height: 844)
    #expect(TabBarStandIn.isAlongTheBottom(Self.place, of: window))
    #expect(
      TabBarStandIn.isAlongTheBottom(Rect(x: 95, y: 770, width: 200, height: 64), of: window),
      "a floating bar above the home indicator")
    #expect(
      !TabBarStandIn.isAlongTheBottom(Rect(x: 0, y: 24, width: 390, height: 50), of: window),
      "an iPad's bar at the top")
    #expect(!TabBarStandIn.isAlongTheBottom(.zero, of: window), "no area")
    #expect(!TabBarStandIn.isAlongTheBottom(Self.place, of: .zero), "no window")
  }
}
