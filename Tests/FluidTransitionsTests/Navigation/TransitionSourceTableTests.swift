import FluidTransitions
import Testing

/// The zoom's live source by key: the latest usable registration wins, and a frame counts as
/// on screen only when it is finite, has an area and overlaps the screen.
@Suite("Navigation: the live source of a zoom by key")
struct TransitionSourceTableTests {
  typealias Table = TransitionSourceTable<String, Int>

  enum Step: Sendable {
    case register(Int, String)
    case remove(Int)
  }

  struct SourceCase: CustomTestStringConvertible, Sendable {
    let name: String
    let steps: [Step]
    let key: String
    let unusable: Set<Int>
    let expected: Int?
    var testDescription: String { name }
  }

  static let sourceCases: [SourceCase] = [
    SourceCase(name: "nothing registered", steps: [], key: "a", unusable: [], expected: nil),
    SourceCase(
      name: "one source", steps: [.register(1, "a")], key: "a", unusable: [], expected: 1),
    SourceCase(
      name: "another key has no source", steps: [.register(1, "a")], key: "b", unusable: [],
      expected: nil),
    SourceCase(
      name: "duplicates: the latest wins", steps: [.register(1, "a"), .register(2, "a")],
      key: "a", unusable: [], expected: 2),
    SourceCase(
      name: "duplicates: the latest unusable gives the one before",
      steps: [.register(1, "a"), .register(2, "a")], key: "a", unusable: [2], expected: 1),
    SourceCase(
      name: "none usable", steps: [.register(1, "a"), .register(2, "a")], key: "a",
      unusable: [1, 2], expected: nil),
    SourceCase(
      name: "the latest removed gives the one before",
      steps: [.register(1, "a"), .register(2, "a"), .remove(2)], key: "a", unusable: [],
      expected: 1),
    SourceCase(
      name: "registered again under the same key keeps its place",
      steps: [.register(1, "a"), .register(2, "a"), .register(1, "a")], key: "a", unusable: [],
      expected: 2),
    SourceCase(
      name: "moved to another key leaves the first",
      steps: [.register(1, "a"), .register(1, "b")], key: "a", unusable: [], expected: nil),
    SourceCase(
      name: "moved back is the latest",
      steps: [.register(1, "a"), .register(2, "a"), .register(1, "b"), .register(1, "a")],
      key: "a", unusable: [], expected: 1),
    SourceCase(
      name: "removing what is not registered changes nothing",
      steps: [.register(1, "a"), .remove(7)], key: "a", unusable: [], expected: 1),
  ]

  @Test("The source for a key", arguments: sourceCases)
  func source(_ example: SourceCase) {
    var table = Table()
    for step in example.steps {
      switch step {
      case .register(let token, let key): table.register(token, under: key)
      case .remove(let token): table.remove(token)
      }
    }
    #expect(table.source(for: example.key) { !example.unusable.contains($0) } == example.expected)
  }

  @Test("Removing every registration empties the table")
  func emptied() {
    var table = Table()
    table.register(1, under: "a")
    table.register(2, under: "a")
    table.register(3, under: "b")
    #expect(table.count == 3)
    for token in [1, 2, 3] { table.remove(token) }
    #expect(table.isEmpty)
    #expect(table.source(for: "a") { _ in true } == nil)
  }

  struct FrameCase: CustomTestStringConvertible, Sendable {
    let name: String
    let frame: [Double]
    let expected: Bool
    var testDescription: String { name }
  }

  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  static let frameCases: [FrameCase] = [
    FrameCase(name: "inside", frame: [10, 10, 100, 100], expected: true),
    FrameCase(name: "partly off the top", frame: [10, -50, 100, 100], expected: true),
    FrameCase(name: "scrolled off the top", frame: [10, -100, 100, 100], expected: false),
    FrameCase(name: "scrolled off the bottom", frame: [10, 844, 100, 100], expected: false),
    FrameCase(name: "off to the side", frame: [-100, 10, 100, 100], expected: false),
    FrameCase(name: "no width", frame: [10, 10, 0, 100], expected: false),
    FrameCase(name: "negative height", frame: [10, 110, 100, -100], expected: false),
    FrameCase(name: "NaN origin", frame: [.nan, 10, 100, 100], expected: false),
    FrameCase(name: "infinite size", frame: [10, 10, .infinity, 100], expected: false),
  ]

  /// A source in a scroll view: a card 200 points high at y 100 shows the part of the screen
  /// from y 100 to 300.
  struct ClipCase: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: [Double]
    let clip: Rect
    let expected: Bool
    var testDescription: String { name }
  }

  static let card = Rect(x: 0, y: 100, width: 390, height: 200)

  static let clipCases: [ClipCase] = [
    ClipCase(name: "inside the card", frame: [10, 150, 100, 100], clip: card, expected: true),
    ClipCase(name: "partly in the card", frame: [10, 250, 100, 100], clip: card, expected: true),
    ClipCase(
      name: "scrolled below the card, still in the window", frame: [10, 300, 100, 100],
      clip: card, expected: false),
    ClipCase(
      name: "scrolled above the card, still in the window", frame: [10, 0, 100, 100],
      clip: card, expected: false),
    ClipCase(
      name: "in the card, the card off the window", frame: [10, 900, 100, 100],
      clip: Rect(x: 0, y: 850, width: 390, height: 200), expected: false),
    ClipCase(
      name: "a card measured upside down", frame: [10, 150, 100, 100],
      clip: Rect(x: 0, y: 300, width: 390, height: -200), expected: true),
    ClipCase(
      name: "a card with no area", frame: [10, 150, 100, 100],
      clip: Rect(x: 0, y: 100, width: 390, height: 0), expected: false),
    ClipCase(
      name: "a card measured with NaN (stored as 0)", frame: [10, 150, 100, 100],
      clip: Rect(x: .nan, y: 100, width: .nan, height: 200), expected: false),
  ]

  @Test("Whether a frame inside a scroll view counts as on screen", arguments: clipCases)
  func clippedOnScreen(_ example: ClipCase) {
    let frame = example.frame
    #expect(
      Table.isOnScreen(
        x: frame[0], y: frame[1], width: frame[2], height: frame[3], within: Self.screen,
        clippedTo: example.clip) == example.expected)
  }

  @Test("Whether a frame counts as on screen", arguments: frameCases)
  func onScreen(_ example: FrameCase) {
    let frame = example.frame
    #expect(
      Table.isOnScreen(
        x: frame[0], y: frame[1], width: frame[2], height: frame[3], within: Self.screen)
        == example.expected)
  }
}
