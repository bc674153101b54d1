import FluidTransitions
import Testing
import UIKit

/// The keyboard across a fluid push and pop on the simulated UIKit: a screen with a text field
/// focused (the keyboard up) leaves by the back button, the edge swipe or the content swipe, or
/// a push leaves it behind, grabbed and released either way, on both engines, under every
/// setting of `ShimBehaviour.departingFirstResponder` (when UIKit resigns the departing
/// screen's first responder, which Apple does not say) and of
/// `ShimBehaviour.keyboardDuringCustomPop` (whether UIKit slides the keyboard with the pop,
/// which the library's animator must then carry and bring back). As a system pop: a cancelled
/// transition keeps the focus (and the keyboard, with no notification, unless UIKit itself put
/// it down as the transition started: then it comes back once), a committed one resigns it
/// once and the keyboard goes down once, and the arriving screen's safe area stays the
/// window's (on every frame with the property animator engine; where it lands with the
/// display-link engine, which moves the views' frames: see the note in the test).
@MainActor
@Suite("UIKit glue: the keyboard across push and pop")
struct KeyboardPopGlueTests {
  /// How the transition is started and driven.
  enum Entry: String, CaseIterable, Sendable {
    /// `popViewController(animated: true)`, as the back button does, left alone.
    case backButton
    /// The back button's pop, grabbed mid-flight and released.
    case grabbedBackButton
    /// The library's swipe from the leading edge.
    case edgeSwipe
    /// The library's swipe from anywhere in the content.
    case contentSwipe
    /// A push from the screen with the keyboard, grabbed mid-flight and released.
    case grabbedPush
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let entry: Entry
    let completes: Bool
    let engine: TransitionEngine
    let setting: ShimBehaviour.DepartingFirstResponder
    let keyboard: ShimBehaviour.KeyboardDuringCustomPop

    var testDescription: String {
      "\(entry.rawValue) \(completes ? "committed" : "cancelled") \(engine) \(setting.rawValue)"
        + " \(keyboard.rawValue)"
    }
  }

  nonisolated static let cases: [Case] = Entry.allCases.flatMap { entry in
    [true, false].flatMap { completes in
      [TransitionEngine.propertyAnimator, .displayLink].flatMap { engine in
        ShimBehaviour.DepartingFirstResponder.allCases.flatMap { setting in
          ShimBehaviour.KeyboardDuringCustomPop.allCases.compactMap { keyboard in
            entry == .backButton && !completes
              ? nil
              : Case(
                entry: entry, completes: completes, engine: engine, setting: setting,
                keyboard: keyboard)
          }
        }
      }
    }
  }

  /// A text field that counts the times it is asked to resign.
  @MainActor
  final class CountingField: UITextField {
    private(set) var resignations = 0

    override func resignFirstResponder() -> Bool {
      resignations += 1
      return super.resignFirstResponder()
    }
  }

  /// The window's safe-area insets.
  static let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  @Test("The focus and the keyboard across a push or pop", arguments: cases)
  func keyboardAcrossTransition(_ testCase: Case) throws {
    var behaviour = ShimBehaviour()
    behaviour.departingFirstResponder = testCase.setting
    behaviour.keyboardDuringCustomPop = testCase.keyboard
    try ShimBehaviour.with(behaviour) { try run(testCase) }
  }

  private func run(_ testCase: Case) throws {
    let name = testCase.testDescription
    let scene = GlueScenarioTests.NavigationScene(
      .slide, interaction: testCase.entry == .contentSwipe ? .contentPop : .edgePan,
      engine: testCase.engine)
    let field = CountingField(frame: CGRect(x: 20, y: 120, width: 350, height: 40))
    let pushed = GlueScreen(title: "Third")
    let isPush = testCase.entry == .grabbedPush
    if !isPush { scene.navigation.pushViewController(scene.second, animated: false) }
    let departing = isPush ? scene.first : scene.second
    let arriving = isPush ? pushed : scene.first
    departing.view.addSubview(field)
    ShimRunLoop.advance(by: 0.1)
    ShimKeyboard.reset()
    #expect(field.becomeFirstResponder(), "\(name): the field takes the focus")
    #expect(ShimKeyboard.isShown, "\(name): the keyboard is up")
    ShimKeyboard.posted = []
    ShimConsole.reset()

    var insets: [UIEdgeInsets] = []
    // How far the keyboard is shown from where it rests, in points, while it is up.
    let rest = ShimKeyboard.view.frame.midX
    var keyboardOffsets: [CGFloat] = []
    let sample = {
      if arriving.view.window != nil { insets.append(arriving.view.safeAreaInsets) }
      if ShimKeyboard.isShown {
        keyboardOffsets.append(ShimKeyboard.view.layer.shimOnScreen.position.x - rest)
      }
    }
    switch testCase.entry {
    case .backButton:
      scene.navigation.popViewController(animated: true)
    case .grabbedBackButton, .grabbedPush:
      if isPush {
        scene.navigation.pushViewController(pushed, animated: true)
      } else {
        scene.navigation.popViewController(animated: true)
      }
      for _ in 0..<12 {
        ShimRunLoop.advance(by: 1.0 / 120)
        sample()
      }
      let grab = try #require(scene.grab, "\(name): the transition can be grabbed")
      // A pop ends to the right, a push to the left.
      Self.throwGrab(grab, rightward: testCase.completes != isPush, step: sample)
    case .edgeSwipe:
      let pan = try #require(scene.libraryPan as? UIScreenEdgePanGestureRecognizer)
      Self.swipe(
        pan, in: scene.window, from: CGPoint(x: 5, y: 400), commits: testCase.completes,
        step: sample)
    case .contentSwipe:
      let pan = try #require(ContentPopGlueTests.contentPan(scene))
      Self.swipe(
        pan, in: scene.window, from: CGPoint(x: 160, y: 400), commits: testCase.completes,
        step: sample)
    }
    for _ in 0..<240 where scene.navigation.shimIsTransitioning {
      ShimRunLoop.advance(by: 1.0 / 120)
      sample()
    }
    ShimRunLoop.advance(by: 0.5)
    sample()

    let resignedAtStart = testCase.setting != .resignedWhenItLeavesTheWindow
    #expect(ShimConsole.transitions.map(\.completions) == [[testCase.completes]], "\(name)")
    #expect(ShimConsole.messages.isEmpty, "\(name): \(ShimConsole.messages)")
    #expect(
      scene.navigation.topViewController === (testCase.completes ? arriving : departing),
      "\(name)")
    let change = UIResponder.keyboardWillChangeFrameNotification
    let hide = [change, UIResponder.keyboardWillHideNotification]
    let show = [change, UIResponder.keyboardWillShowNotification]
    if testCase.completes {
      #expect(!field.isFirstResponder, "\(name): the departed field resigned")
      #expect(field.resignations == 1, "\(name): resigned once, not \(field.resignations) times")
      #expect(!ShimKeyboard.isShown, "\(name): the keyboard is down")
      #expect(ShimKeyboard.posted == hide, "\(name): down once: \(ShimKeyboard.posted)")
    } else {
      #expect(field.isFirstResponder, "\(name): the field keeps the focus")
      #expect(ShimKeyboard.isShown, "\(name): the keyboard is up")
      #expect(
        field.resignations == (resignedAtStart ? 1 : 0),
        "\(name): resigned \(field.resignations) times")
      #expect(
        ShimKeyboard.posted == (resignedAtStart ? hide + show : []),
        "\(name): no flicker: \(ShimKeyboard.posted)")
    }
    // The keyboard moves with a pop only where UIKit carries it, and only while it is up (it
    // went down at the start under the `resignedAtTransitionStart` settings).
    let carried = testCase.keyboard == .followsTheDepartingView && !isPush && !resignedAtStart
    let moved = keyboardOffsets.contains { $0 > 20 }
    #expect(moved == carried, "\(name): the keyboard moved with the pop: \(keyboardOffsets)")
    #expect(
      keyboardOffsets.allSatisfy { $0 >= -0.5 && $0 <= 390.5 }, "\(name): \(keyboardOffsets)")
    if !testCase.completes {
      #expect(
        abs(ShimKeyboard.view.layer.shimOnScreen.position.x - rest) < 0.5
          && ShimKeyboard.view.frame.midX == rest,
        "\(name): the keyboard is back in place")
    }
    #expect(!insets.isEmpty, "\(name): the arriving screen was on screen")
    // The property animator engine sets every view's final values at once (UIKit animates the
    // presentation layers), so the arriving screen's safe area is its final one throughout. The
    // display-link engine moves the views' frames frame by frame, and a screen partly off the
    // window has that part as its safe area (a known defect of that engine, not the keyboard's):
    // there only the safe area it lands with is checked (none for a cancelled transition).
    let landed = testCase.completes ? Array(insets.suffix(1)) : []
    let checked = testCase.engine == .propertyAnimator ? insets : landed
    #expect(
      checked.allSatisfy { $0 == Self.insets },
      "\(name): the arriving screen's safe area stays \(Self.insets): \(checked)")
    ShimKeyboard.reset()
  }

  /// Holds the grabbed transition and throws it right (`rightward`) or left at 625 points per
  /// second; `step` runs after each movement.
  static func throwGrab(_ grab: UILongPressGestureRecognizer, rightward: Bool, step: () -> Void) {
    let direction: CGFloat = rightward ? 1 : -1
    grab.shimLocation = CGPoint(x: 200, y: 400)
    grab.shimSetState(.began)
    for index in 1...4 {
      ShimRunLoop.advance(by: 0.008)
      grab.shimLocation = CGPoint(x: 200 + direction * CGFloat(index) * 5, y: 400)
      grab.shimSetState(.changed)
      step()
    }
    grab.shimSetState(.ended)
    grab.shimSetState(.possible)
  }

  /// A swipe on `pan` from `start` (window coordinates): 150 points right over ten frames, then
  /// a fling on (`commits`) or back to 10 points and a fling back.
  static func swipe(
    _ pan: UIPanGestureRecognizer, in window: UIWindow, from start: CGPoint, commits: Bool,
    step: () -> Void
  ) {
    window.shimTouchDown(at: start)
    let move = { (distance: CGFloat, speed: CGFloat) in
      pan.shimTranslation = CGPoint(x: distance, y: 0)
      pan.shimLocation = CGPoint(x: start.x + distance, y: start.y)
      pan.shimVelocity = CGPoint(x: speed, y: 0)
    }
    move(12, 600)
    pan.shimSetState(.began)
    var distances = (1...10).map { 12 + CGFloat($0) * 13.8 }
    if !commits { distances += [110, 70, 30, 10] }
    for distance in distances {
      ShimRunLoop.advance(by: 1.0 / 120)
      move(distance, commits ? 1200 : -800)
      pan.shimSetState(.changed)
      step()
    }
    move(distances.last ?? 0, commits ? 1800 : -800)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
  }
}
