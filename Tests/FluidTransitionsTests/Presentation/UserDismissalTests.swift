import FluidTransitions
import Testing

/// A person's dismissals and what the presentation controller's delegate hears of them, as
/// tables: the permission (the modal flag before the delegate), scripts of UIKit's calls with
/// the messages each one produces, and which sheet releases count as an attempt to dismiss.
@Suite("Presentation: a person's dismissals")
struct UserDismissalTests {
  @Test("A modal presentation refuses without asking; otherwise the delegate decides")
  func permission() {
    for (modal, answer, permitted, asked) in [
      (true, true, false, false), (true, false, false, false),
      (false, true, true, true), (false, false, false, true),
    ] {
      var wasAsked = false
      let result = UserDismissal.permits(isModalInPresentation: modal) {
        wasAsked = true
        return answer
      }
      #expect(result == permitted, "modal \(modal), delegate \(answer)")
      #expect(wasAsked == asked, "modal \(modal), delegate \(answer)")
    }
  }

  /// One call on a ``UserDismissal``.
  enum Step: Sendable, CustomStringConvertible {
    case refuse, accept, didNotBegin, willBegin
    case didEnd(Bool)
    /// The completion of request number n ran.
    case finish(Int)
    /// Request number n had time to begin and did not.
    case notBegun(Int)

    var description: String {
      switch self {
      case .refuse: "refuse"
      case .accept: "accept"
      case .didNotBegin: "didNotBegin"
      case .willBegin: "willBegin"
      case .didEnd(let completed): "didEnd(\(completed))"
      case .finish(let request): "finish(\(request))"
      case .notBegun(let request): "notBegun(\(request))"
      }
    }
  }

  struct Script: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    /// What each step returns: its messages, or for `accept` "accepted"/"ignored".
    var expected: [[String]]
    var finalPhase: UserDismissal.Phase = .idle
    var testDescription: String { name }
  }

  static let scripts: [Script] = [
    Script(
      name: "a person's dismissal that completes: did-dismiss once UIKit's completion ran",
      steps: [.accept, .willBegin, .didEnd(true), .finish(1)],
      expected: [["accepted"], ["willDismiss"], [], ["didDismiss"]]),
    Script(
      name: "the completion before the end: did-dismiss at the end",
      steps: [.accept, .willBegin, .finish(1), .didEnd(true)],
      expected: [["accepted"], ["willDismiss"], [], ["didDismiss"]]),
    Script(
      name: "a person's dismissal cancelled: announced, not reported",
      steps: [.accept, .willBegin, .didEnd(false), .finish(1)],
      expected: [["accepted"], ["willDismiss"], [], []]),
    Script(
      name: "after a cancel, the next attempt starts afresh",
      steps: [
        .accept, .willBegin, .didEnd(false), .accept, .willBegin, .didEnd(true), .finish(2),
      ],
      expected: [
        ["accepted"], ["willDismiss"], [], ["accepted"], ["willDismiss"], [], ["didDismiss"],
      ]),
    Script(
      name: "a late completion of an earlier request changes nothing",
      steps: [
        .accept, .willBegin, .didEnd(false), .accept, .finish(1), .willBegin, .didEnd(true),
        .finish(2),
      ],
      expected: [
        ["accepted"], ["willDismiss"], [], ["accepted"], [], ["willDismiss"], [], ["didDismiss"],
      ]),
    Script(
      name: "the app's dismissal: nothing",
      steps: [.willBegin, .didEnd(true), .willBegin, .didEnd(false), .finish(0)],
      expected: [[], [], [], [], []]),
    Script(
      name: "a refusal is told",
      steps: [.refuse, .refuse],
      expected: [["didAttemptToDismiss"], ["didAttemptToDismiss"]]),
    Script(
      name: "while a dismissal is under way, attempts are ignored",
      steps: [
        .accept, .refuse, .accept, .willBegin, .refuse, .accept, .didEnd(true), .refuse,
        .accept, .finish(1),
      ],
      expected: [
        ["accepted"], [], ["ignored"], ["willDismiss"], [], ["ignored"], [], [], ["ignored"],
        ["didDismiss"],
      ]),
    Script(
      name: "a request UIKit did not take: the next dismissal is the app's",
      steps: [.accept, .didNotBegin, .willBegin, .didEnd(true)],
      expected: [["accepted"], [], [], []]),
    Script(
      name: "a request that did not begin in time: the next dismissal is the app's",
      steps: [.accept, .notBegun(1), .willBegin, .didEnd(true)],
      expected: [["accepted"], [], [], []]),
    Script(
      name: "the late watch of an earlier request leaves the next one alone",
      steps: [.accept, .didNotBegin, .accept, .notBegun(1), .willBegin],
      expected: [["accepted"], [], ["accepted"], [], ["willDismiss"]], finalPhase: .dismissing),
    Script(
      name: "a request whose completion ran with nothing begun (a child dismissed instead)",
      steps: [.accept, .finish(1), .willBegin, .didEnd(true)],
      expected: [["accepted"], [], [], []]),
    Script(
      name: "too late to withdraw once UIKit began",
      steps: [.accept, .willBegin, .didNotBegin, .notBegun(1), .didEnd(true), .finish(1)],
      expected: [["accepted"], ["willDismiss"], [], [], [], ["didDismiss"]]),
    Script(
      name: "a dismissal that ends without beginning reports nothing",
      steps: [.accept, .didEnd(true), .willBegin],
      expected: [["accepted"], [], []]),
    Script(
      name: "waiting for UIKit",
      steps: [.accept],
      expected: [["accepted"]], finalPhase: .requested),
    Script(
      name: "running",
      steps: [.accept, .willBegin],
      expected: [["accepted"], ["willDismiss"]], finalPhase: .dismissing),
    Script(
      name: "completed, waiting for the completion",
      steps: [.accept, .willBegin, .didEnd(true)],
      expected: [["accepted"], ["willDismiss"], []], finalPhase: .dismissed),
  ]

  @Test("UIKit's calls and the messages they produce", arguments: scripts)
  func script(_ script: Script) {
    var dismissal = UserDismissal()
    #expect(dismissal.phase == .idle)
    var results: [[String]] = []
    for step in script.steps {
      switch step {
      case .refuse: results.append(dismissal.refuse().map(Self.name))
      case .accept: results.append([dismissal.accept() ? "accepted" : "ignored"])
      case .didNotBegin:
        dismissal.dismissalDidNotBegin()
        results.append([])
      case .willBegin: results.append(dismissal.dismissalWillBegin().map(Self.name))
      case .didEnd(let completed):
        results.append(dismissal.dismissalDidEnd(completed: completed).map(Self.name))
      case .finish(let request):
        results.append(dismissal.requestDidFinish(request).map(Self.name))
      case .notBegun(let request):
        dismissal.dismissalDidNotBegin(request: request)
        results.append([])
      }
    }
    #expect(results == script.expected, "\(script.steps)")
    #expect(dismissal.phase == script.finalPhase)
  }

  @Test("Each accepted request gets the next number; an ignored one does not")
  func requestNumbers() {
    var dismissal = UserDismissal()
    #expect(dismissal.request == 0)
    _ = dismissal.accept()
    _ = dismissal.accept()
    #expect(dismissal.request == 1)
    dismissal.dismissalDidNotBegin()
    _ = dismissal.accept()
    #expect(dismissal.request == 2)
  }

  static func name(_ message: UserDismissal.Message) -> String {
    switch message {
    case .didAttemptToDismiss: "didAttemptToDismiss"
    case .willDismiss: "willDismiss"
    case .didDismiss: "didDismiss"
    }
  }

  /// Releases of a medium-or-large sheet in a 390 × 844 container (medium 422 pt): the
  /// projection adds 0.499 × velocity points, and a dismissal counts as 0 pt.
  @Test(
    "A release counts as an attempt when it would have dismissed",
    arguments: [
      (150.0, 0.0, true),  // nearer 0 than 422
      (300.0, 0.0, false),  // nearer medium
      (211.0, 0.0, false),  // a tie goes upward at zero velocity
      (422.0, -1000.0, true),  // projects to −77
      (422.0, -300.0, false),  // projects to 272
      (600.0, -3000.0, true),  // from between the detents, thrown hard
      (150.0, 2000.0, false),  // thrown up
      (150.0, .nan, true),  // no velocity
      (.nan, 0.0, false),  // the smallest detent's value
    ])
  func attempt(_ value: Double, _ velocity: Double, _ isAttempt: Bool) {
    let layout = SheetLayout(
      detents: [.medium, .large], containerSize: Size(width: 390, height: 844))
    #expect(
      UserDismissal.isAttempt(
        releasingAt: value, velocity: velocity, in: layout, deceleration: .normal) == isAttempt)
  }
}
