import FluidTransitions
import Testing

/// The rules that keep a presentation and its Boolean binding in step, as tables: what a new
/// value does in each state of the presentation, that an unchanged value does nothing, and
/// what a presentation coming to rest writes back.
@Suite("Presentation: a presentation and its binding")
struct PresentationSyncTests {
  typealias Presentation = PresentationSync.Presentation

  struct UpdateCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// The value the presentation was sent toward before.
    let requested: Bool
    let isPresented: Bool
    let presentation: Presentation
    var canPresent = true
    let expected: PresentationSync.Action
    /// `requested` afterwards.
    let requestedAfter: Bool
    var testDescription: String { name }
  }

  static let updateCases: [UpdateCase] = [
    UpdateCase(
      name: "true while absent presents", requested: false, isPresented: true,
      presentation: .absent, expected: .present, requestedAfter: true),
    UpdateCase(
      name: "true while absent and no presenter waits", requested: false, isPresented: true,
      presentation: .absent, canPresent: false, expected: .none, requestedAfter: false),
    UpdateCase(
      name: "false while presented dismisses", requested: true, isPresented: false,
      presentation: .presented, expected: .dismiss, requestedAfter: false),
    UpdateCase(
      name: "true during a dismissal turns it back", requested: false, isPresented: true,
      presentation: .transitioning(presenting: false), expected: .cancelTransition,
      requestedAfter: true),
    UpdateCase(
      name: "true during a person's dismissal of a presentation the app wants turns it back",
      requested: true, isPresented: true, presentation: .transitioning(presenting: false),
      expected: .none, requestedAfter: true),
    UpdateCase(
      name: "false during a presentation turns it back", requested: true, isPresented: false,
      presentation: .transitioning(presenting: true), expected: .cancelTransition,
      requestedAfter: false),
    UpdateCase(
      name: "true again during a presentation sent back finishes it", requested: false,
      isPresented: true, presentation: .transitioning(presenting: true),
      expected: .finishTransition, requestedAfter: true),
    UpdateCase(
      name: "false again during a dismissal sent back finishes it", requested: true,
      isPresented: false, presentation: .transitioning(presenting: false),
      expected: .finishTransition, requestedAfter: false),
    UpdateCase(
      name: "unchanged true after a person's dismissal does nothing", requested: true,
      isPresented: true, presentation: .absent, expected: .none, requestedAfter: true),
    UpdateCase(
      name: "unchanged false after a person's throw back does nothing", requested: false,
      isPresented: false, presentation: .presented, expected: .none, requestedAfter: false),
    UpdateCase(
      name: "true while presented by other means only records it", requested: false,
      isPresented: true, presentation: .presented, expected: .none, requestedAfter: true),
    UpdateCase(
      name: "false while absent only records it", requested: true, isPresented: false,
      presentation: .absent, expected: .none, requestedAfter: false),
  ]

  /// A sync whose presentation was last sent toward `requested`.
  static func sync(requested: Bool) -> PresentationSync {
    var sync = PresentationSync()
    if requested { _ = sync.update(isPresented: true, presentation: .absent) }
    return sync
  }

  @Test("A new value acts on the presentation; an unchanged one leaves it", arguments: updateCases)
  func update(_ testCase: UpdateCase) {
    var sync = Self.sync(requested: testCase.requested)
    let action = sync.update(
      isPresented: testCase.isPresented, presentation: testCase.presentation,
      canPresent: testCase.canPresent)
    #expect(action == testCase.expected)
    #expect(sync.requested == testCase.requestedAfter)
    // The same value again, whatever the presentation does meanwhile, does nothing more.
    for presentation: Presentation in [
      .absent, .presented, .transitioning(presenting: true), .transitioning(presenting: false),
    ] where testCase.requestedAfter == testCase.isPresented {
      var again = sync
      #expect(again.update(isPresented: testCase.isPresented, presentation: presentation) == .none)
    }
  }

  struct RestCase: CustomTestStringConvertible, Sendable {
    let name: String
    let requested: Bool
    let isShown: Bool
    let isPresented: Bool
    let expected: Bool?
    var testDescription: String { name }
  }

  static let restCases: [RestCase] = [
    RestCase(
      name: "a person's dismissal writes false", requested: true, isShown: false,
      isPresented: true, expected: false),
    RestCase(
      name: "a presentation thrown back writes false", requested: true, isShown: false,
      isPresented: true, expected: false),
    RestCase(
      name: "a dismissal the app asked for, thrown back, writes true", requested: false,
      isShown: true, isPresented: false, expected: true),
    RestCase(
      name: "a presentation that lands writes nothing", requested: true, isShown: true,
      isPresented: true, expected: nil),
    RestCase(
      name: "a dismissal the app asked for writes nothing", requested: false, isShown: false,
      isPresented: false, expected: nil),
    RestCase(
      name: "a person's dismissal while the app already set false writes nothing",
      requested: true, isShown: false, isPresented: false, expected: nil),
    RestCase(
      name: "a throw back while the app already set true writes nothing", requested: false,
      isShown: true, isPresented: true, expected: nil),
  ]

  @Test("A presentation at rest elsewhere than asked is written back once", arguments: restCases)
  func rest(_ testCase: RestCase) {
    var sync = Self.sync(requested: testCase.requested)
    let write = sync.presentationDidRest(
      isShown: testCase.isShown, isPresented: testCase.isPresented)
    #expect(write == testCase.expected)
    #expect(sync.requested == testCase.isShown, "the presentation's place is what was asked now")
    #expect(
      sync.presentationDidRest(isShown: testCase.isShown, isPresented: testCase.isPresented)
        == nil, "written once")
  }

  @Test("A binding that drops the write gets what it asks for again at the next update")
  func droppedWrite() {
    var sync = Self.sync(requested: true)
    #expect(sync.presentationDidRest(isShown: false, isPresented: true) == false)
    // The write was dropped: the binding still says true.
    #expect(sync.update(isPresented: true, presentation: .absent) == .present)
  }

  @Test("A presentation that ended without a transition starts afresh")
  func ended() {
    var sync = Self.sync(requested: true)
    sync.presentationDidEnd()
    #expect(sync.requested == false)
    #expect(sync.update(isPresented: true, presentation: .absent) == .present)
  }
}
