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

  final class Token: Sendable {}
  static let tokens = (Token(), Token())

  static func look(
    place: Rect = place, badge: String? = nil, selected: Bool = true,
    traits: [Double] = [1, 3, 1, 2], textSize: String = "L", reversed: Bool = false
  ) -> TabBarStandIn.Look {
    let first = ObjectIdentifier(tokens.0)
    let items: [TabBarStandIn.Look.Item] = [
      .init(identity: first, title: "Inbox", badgeValue: badge),
      .init(identity: ObjectIdentifier(tokens.1), title: "Settings", badgeValue: nil),
    ]
    return TabBarStandIn.Look(
      place: place, items: reversed ? items.reversed() : items,
      selectedItem: selected ? first : nil, traits: traits, contentSizeCategory: textSize)
  }

  @Test("A kept picture matches only the same items, selection, badges, traits and place")
  func lookMatches() {
    let kept = Self.look()
    #expect(kept.matches(Self.look()))
    #expect(
      kept.matches(Self.look(place: Rect(x: 0.4, y: 795.4, width: 390, height: 49))),
      "within half a point")
    #expect(!kept.matches(Self.look(place: Rect(x: 0, y: 796, width: 390, height: 49))))
    #expect(!kept.matches(Self.look(place: Rect(x: 0, y: 795, width: 844, height: 49))), "rotated")
    #expect(!kept.matches(Self.look(badge: "1")))
    #expect(!kept.matches(Self.look(selected: false)))
    #expect(!kept.matches(Self.look(traits: [2, 3, 1, 2])), "dark appearance")
    #expect(!kept.matches(Self.look(traits: [1, 3, 1])), "fewer traits")
    #expect(!kept.matches(Self.look(textSize: "XL")), "larger text")
    #expect(!kept.matches(Self.look(reversed: true)), "items reordered")
    let nan = Self.look(traits: [.nan, 3, 1, 2])
    #expect(!nan.matches(nan), "a NaN trait never matches, not even itself")
    let empty = Self.look(place: .zero)
    #expect(!empty.matches(empty), "a picture of no area stands in for nothing")
  }

  struct Return: Sendable, CustomTestStringConvertible {
    let name: String
    var kept = true
    var overArriving = true
    var changed = false
    var wasInPlace = false
    var shownAtOnce = true
    var masked = false
    let returns: Bool
    var testDescription: String { name }
  }

  @Test(
    "The kept picture returns on a pop only when every condition holds",
    arguments: [
      Return(name: "all hold", returns: true),
      Return(name: "no kept picture", kept: false, returns: false),
      Return(name: "taken over another screen", overArriving: false, returns: false),
      Return(name: "the bar changed", changed: true, returns: false),
      Return(name: "the bar never left", wasInPlace: true, returns: false),
      Return(
        name: "UIKit animates the bar, or has not shown it", shownAtOnce: false, returns: false),
      Return(name: "someone else masks the bar", masked: true, returns: false),
    ])
  func returnsOnPop(_ row: Return) {
    #expect(
      TabBarStandIn.returnsOnPop(
        kept: row.kept ? Self.look() : nil, keptOverArriving: row.overArriving,
        current: row.changed ? Self.look(badge: "9") : Self.look(),
        wasInPlaceAtAsk: row.wasInPlace, shownAtOnce: row.shownAtOnce,
        isMaskedByOthers: row.masked) == row.returns)
  }
}
