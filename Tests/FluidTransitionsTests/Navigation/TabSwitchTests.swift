import FluidTransitions
import Testing

/// The rule for taps on the tab bar during a tab switch: a tap on the tab being left reverses
/// the switch, one on its destination sends it on, others are refused; taps wait for a finger
/// that holds the switch; the delegate is asked only for taps acted on, and told only of
/// selections that happened.
@Suite("Navigation: taps during a tab switch")
struct TabSwitchTests {
  typealias Switch = TabSwitch<String>

  /// Something that happens to a switch from A to B (C is another tab).
  enum Event: Hashable, CustomStringConvertible {
    case tap(String, allowed: Bool)
    case grab
    case release(towardDestination: Bool)

    var description: String {
      switch self {
      case .tap(let tab, let allowed): "tap \(tab)\(allowed ? "" : " (vetoed)")"
      case .grab: "grab"
      case .release(let toward): "release toward \(toward ? "B" : "A")"
      }
    }
  }

  /// Plays `events`, returning each tap's response or release's action, and which taps the
  /// delegate was asked about.
  static func play(_ events: [Event], on tabSwitch: inout Switch) -> (
    answers: [String], asked: [String]
  ) {
    var answers: [String] = []
    var asked: [String] = []
    for event in events {
      switch event {
      case .tap(let tab, let allowed):
        let response = tabSwitch.tap(on: tab) {
          asked.append(tab)
          return allowed
        }
        switch response {
        case .refused: answers.append("refused")
        case .accepted(let action): answers.append("\(action)")
        }
      case .grab:
        tabSwitch.grabbed()
      case .release(let toward):
        answers.append("\(tabSwitch.released(headingToDestination: toward))")
      }
    }
    return (answers, asked)
  }

  struct Row: CustomTestStringConvertible, Sendable {
    var start: Switch.Start
    var events: [Event]
    var answers: [String]
    var heading: Bool
    /// The tab announced if the switch completes, and if it is cancelled.
    var announced: (completed: String?, cancelled: String?)
    var testDescription: String { "\(start): \(events)" }
  }

  static let rows: [Row] = [
    // A tap-started switch: UIKit has told the delegate already.
    Row(start: .selection, events: [], answers: [], heading: true, announced: (nil, nil)),
    Row(
      start: .selection, events: [.tap("A", allowed: true)], answers: ["reverse"],
      heading: false, announced: (nil, "A")),
    Row(
      start: .selection, events: [.tap("B", allowed: true)], answers: ["none"], heading: true,
      announced: ("B", nil)),
    Row(
      start: .selection, events: [.tap("A", allowed: true), .tap("B", allowed: true)],
      answers: ["reverse", "resume"], heading: true, announced: ("B", nil)),
    Row(
      start: .selection, events: [.tap("C", allowed: true)], answers: ["refused"],
      heading: true, announced: (nil, nil)),
    Row(
      start: .selection, events: [.tap("A", allowed: false)], answers: ["refused"],
      heading: true, announced: (nil, nil)),
    // A grab holds it: the tap waits for the release and applies on top of it.
    Row(
      start: .selection,
      events: [.grab, .tap("A", allowed: true), .release(towardDestination: true)],
      answers: ["none", "reverse"], heading: false, announced: (nil, "A")),
    Row(
      start: .selection,
      events: [.grab, .tap("B", allowed: true), .release(towardDestination: false)],
      answers: ["none", "resume"], heading: true, announced: ("B", nil)),
    Row(
      start: .selection,
      events: [.grab, .tap("B", allowed: true), .release(towardDestination: true)],
      answers: ["none", "none"], heading: true, announced: ("B", nil)),
    // A release the layer forced (its own reversal, the app's cancel) only moves the heading.
    Row(
      start: .selection, events: [.release(towardDestination: false), .tap("A", allowed: true)],
      answers: ["none", "none"], heading: false, announced: (nil, "A")),
    Row(
      start: .selection, events: [.release(towardDestination: false), .tap("B", allowed: true)],
      answers: ["none", "resume"], heading: true, announced: ("B", nil)),
    // A swipe-started switch: the finger holds it from the start; its end is announced.
    Row(start: .swipe, events: [], answers: [], heading: true, announced: ("B", nil)),
    Row(
      start: .swipe, events: [.release(towardDestination: false)], answers: ["none"],
      heading: false, announced: ("B", nil)),
    Row(
      start: .swipe, events: [.tap("A", allowed: true), .release(towardDestination: true)],
      answers: ["none", "reverse"], heading: false, announced: ("B", "A")),
    Row(
      start: .swipe, events: [.tap("C", allowed: true), .release(towardDestination: true)],
      answers: ["refused", "none"], heading: true, announced: ("B", nil)),
    Row(
      start: .swipe,
      events: [.release(towardDestination: false), .tap("B", allowed: true)],
      answers: ["none", "resume"], heading: true, announced: ("B", nil)),
    // The last tap wins.
    Row(
      start: .swipe,
      events: [
        .tap("A", allowed: true), .tap("B", allowed: true), .release(towardDestination: false),
      ],
      answers: ["none", "none", "resume"], heading: true, announced: ("B", nil)),
  ]

  @Test("Each tap's answer, the heading, and the tab announced at either end", arguments: rows)
  func table(_ row: Row) {
    var tabSwitch = Switch(from: "A", to: "B", startedBy: row.start)
    let (answers, asked) = Self.play(row.events, on: &tabSwitch)
    #expect(answers == row.answers)
    #expect(tabSwitch.isHeadingToDestination == row.heading)
    #expect(tabSwitch.tabToAnnounce(completed: true) == row.announced.completed)
    #expect(tabSwitch.tabToAnnounce(completed: false) == row.announced.cancelled)
    #expect(!asked.contains("C"), "a tap refused anyway is never put to the delegate")
  }

  @Test("Every sequence of four events: actions only turn the switch, and the screen follows")
  func exhaustiveSequences() {
    let events: [Event] = [
      .tap("A", allowed: true), .tap("B", allowed: true), .tap("C", allowed: true),
      .tap("A", allowed: false), .grab, .release(towardDestination: true),
      .release(towardDestination: false),
    ]
    var sequences: [[Event]] = [[]]
    for _ in 0..<4 {
      sequences = sequences.flatMap { prefix in events.map { prefix + [$0] } }
    }
    for start in [Switch.Start.swipe, .selection] {
      for sequence in sequences {
        var tabSwitch = Switch(from: "A", to: "B", startedBy: start)
        // The screen: where the transition heads, moved by releases and by the actions.
        var screenHeading = true
        var held = start == .swipe
        var lastAccepted: String?
        // The tap that decides where the switch heads once no finger holds it: the last one
        // accepted, unless a release came after it (a finger's without a tap while it held the
        // switch, or one the app forced).
        var decider: String?
        var tappedWhileHeld: String?
        for event in sequence {
          var action = Switch.Action.none
          switch event {
          case .tap(let tab, let allowed):
            var asked = false
            let response = tabSwitch.tap(on: tab) {
              asked = true
              return allowed
            }
            #expect(asked == (tab != "C"), "\(sequence)")
            if case .accepted(let accepted) = response {
              #expect(allowed && tab != "C", "\(sequence)")
              lastAccepted = tab
              decider = tab
              if held { tappedWhileHeld = tab }
              action = accepted
              if held { #expect(accepted == .none, "\(sequence): waits for the finger") }
            } else {
              #expect(!allowed || tab == "C", "\(sequence)")
            }
          case .grab:
            tabSwitch.grabbed()
            held = true
          case .release(let toward):
            screenHeading = toward
            decider = held ? tappedWhileHeld : nil
            tappedWhileHeld = nil
            held = false
            action = tabSwitch.released(headingToDestination: toward)
          }
          switch action {
          case .none: break
          case .reverse:
            #expect(screenHeading, "\(sequence): a reversal turns a switch heading on")
            screenHeading = false
          case .resume:
            #expect(!screenHeading, "\(sequence): a resumption turns a switch heading back")
            screenHeading = true
          }
          #expect(tabSwitch.isHeadingToDestination == screenHeading, "\(sequence)")
          #expect(tabSwitch.isHeld == held, "\(sequence)")
          if !held, let decider {
            #expect(screenHeading == (decider == "B"), "\(sequence): the last tap decides")
          }
        }
        for completed in [true, false] {
          let announced = tabSwitch.tabToAnnounce(completed: completed)
          let landed = completed ? "B" : "A"
          #expect(announced == nil || announced == landed, "\(sequence): only where it landed")
          if start == .swipe && completed { #expect(announced == "B", "\(sequence)") }
          if announced != nil && !(start == .swipe && completed) {
            #expect(lastAccepted == landed, "\(sequence): a tap that landed")
          }
        }
      }
    }
  }

  @Test("The tab left for a selection is the switch's other tab")
  func tabLeft() {
    let tabSwitch = Switch(from: "A", to: "B", startedBy: .swipe)
    #expect(tabSwitch.tabLeft(selecting: "B") == "A", "a swipe or a tap on to the destination")
    #expect(tabSwitch.tabLeft(selecting: "A") == "B", "a tap back to the origin")
    #expect(tabSwitch.tabLeft(selecting: "C") == "A", "neither end")
    #expect(Switch(from: "A", to: "A", startedBy: .selection).tabLeft(selecting: "A") == "A")
  }

  @Test("A switch from a tab to itself takes a tap on it, and announces it whichever way it ends")
  func switchToItself() {
    var tabSwitch = Switch(from: "A", to: "A", startedBy: .selection)
    #expect(tabSwitch.tap(on: "A") { true } == .accepted(.none))
    #expect(tabSwitch.tap(on: "B") { true } == .refused)
    #expect(tabSwitch.tabToAnnounce(completed: true) == "A")
    #expect(tabSwitch.tabToAnnounce(completed: false) == "A")
  }
}
