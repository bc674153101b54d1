import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// A sheet with detents through the UIKit layer: the presentation lands on its detent, the
/// sheet's own pan moves it between detents with the core's decisions, a throw below the
/// smallest detent hands over to an interactive dismissal with no jump, the keyboard lifts it,
/// and scroll views inside it hand the drag over — on the simulated UIKit, under every setting
/// of the behaviour switches that bear on presentations.
@MainActor
@Suite("UIKit glue: sheets with detents")
struct SheetGlueTests {
  /// A window showing `first`, which presents `second` as a sheet of `style`.
  @MainActor
  final class SheetScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    let delegate: FluidTransitioningDelegate

    init(_ style: SheetStyle, modal: Bool = false) {
      ShimConsole.reset()
      window.makeKeyAndVisible()
      window.rootViewController = first
      second.isModalInPresentation = modal
      delegate = first.present(second, fluid: style)
      ShimRunLoop.advance(by: 2)
    }

    var presentation: FluidPresentationController? {
      second.presentationController as? FluidPresentationController
    }

    var interaction: SheetInteraction? { presentation?.sheetInteraction }

    /// The sheet's top edge as a person sees it (the shim's render server).
    var topOnScreen: Double { Double(second.glueShownView.layer.shimOnScreen.frame.minY) }

    /// The sheet's frame for `value` in this 390 × 844 container.
    func frame(forValue value: Double, keyboard: Double = 0) -> CGRect {
      CGRect(x: 0, y: 844 - keyboard - value, width: 390, height: value)
    }

    /// The sheet's pan: touches at (195, `y`) moving by `distances` (points, down positive),
    /// 10 ms apart, then a lift at `velocity` (points per second, down positive).
    func drag(from y: CGFloat, by distances: [CGFloat], releasing velocity: CGFloat) {
      guard let pan = interaction?.recognizer else {
        Issue.record("no sheet pan")
        return
      }
      let move = { (distance: CGFloat, speed: CGFloat) in
        pan.shimTranslation = CGPoint(x: 0, y: distance)
        pan.shimLocation = CGPoint(x: 195, y: y + distance)
        pan.shimVelocity = CGPoint(x: 0, y: speed)
      }
      move(distances.first ?? 0, velocity)
      pan.shimSetState(.began)
      for distance in distances.dropFirst() {
        ShimRunLoop.advance(by: 0.01)
        move(distance, velocity)
        pan.shimSetState(.changed)
      }
      move(distances.last ?? 0, velocity)
      pan.shimSetState(.ended)
      pan.shimSetState(.possible)
    }
  }

  @Test("A sheet presents at its selected detent, dimmed, with its pan, grabber and live frame")
  func presentsAtDetent() throws {
    let scene = SheetScene(
      SheetStyle(
        detents: [.medium, .large], selectedDetentIdentifier: .medium,
        prefersGrabberVisible: true))
    let presentation = try #require(scene.presentation)
    let interaction = try #require(scene.interaction)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422))
    #expect(presentation.frameOfPresentedViewInContainerView == scene.frame(forValue: 422))
    #expect(presentation.selectedDetentIdentifier == .medium)
    #expect(abs(presentation.dimmingView.alpha - 0.4) < 1e-6)
    #expect(presentation.dimmingView.isUserInteractionEnabled)
    #expect(
      scene.second.glueShownView.gestureRecognizers?.contains { $0 === interaction.recognizer }
        == true)
    let grabber = scene.second.glueShownView.subviews.last
    #expect(grabber?.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
    #expect(ShimConsole.messages.isEmpty)
  }

  @Test("Presented at large, a sheet that can shrink to medium leaves the presenter on screen")
  func presenterStaysUnderAShrinkableSheet() throws {
    let scene = SheetScene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .large))
    let presentation = try #require(scene.presentation)
    #expect(!presentation.shouldRemovePresentersView)
    #expect(scene.first.view.window === scene.window, "the presenter stays in the window")
    scene.drag(from: 300, by: [12, 150, 300, 420], releasing: 0)
    ShimRunLoop.advance(by: 2)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422))
    #expect(scene.first.view.window === scene.window, "what the sheet uncovers is there")
  }

  @Test("A flick up moves the sheet from medium to large; a slow short drag lands back")
  func flickAndSlowDrag() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium, .large]))
    var changes: [SheetDetent.Identifier] = []
    scene.presentation?.onSelectedDetentChange = { changes.append($0) }
    #expect(
      scene.second.glueShownView.frame == scene.frame(forValue: 422), "the smallest by default")
    scene.drag(from: 500, by: [-12, -30, -60, -90], releasing: -1500)
    ShimRunLoop.advance(by: 2)
    #expect(scene.interaction?.driver.phase == .resting)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 844))
    #expect(scene.presentation?.selectedDetentIdentifier == .large)
    #expect(changes == [.large])
    // From large, a slow 60-point pull that stops before lifting goes back to large.
    scene.drag(from: 300, by: [12, 30, 60, 60], releasing: 0)
    ShimRunLoop.advance(by: 2)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 844))
    #expect(changes == [.large])
    #expect(ShimConsole.transitions.filter(\.isCustom).count == 1, "only the presentation")
  }

  @Test("A throw below the smallest detent hands over to an interactive dismissal")
  func throwDismisses() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium, .large]))
    let before = ShimConsole.transitions.count
    scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
    ShimRunLoop.runDeferredWork()
    // The dismissal starts where the finger left the sheet: 120 points below medium.
    let transition = try #require(scene.delegate.currentTransition)
    #expect(transition.operation == .dismiss)
    #expect(transition.wantsInteractiveStart)
    let start = scene.topOnScreen
    #expect(abs(start - (844 - 422 + 120)) < 1e-6, "no jump at the hand-off: \(start)")
    #expect(transition.phase == .settling)
    ShimRunLoop.advance(by: 2)
    let records = ShimConsole.transitions.dropFirst(before).filter(\.isCustom)
    #expect(records.count == 1)
    #expect(records.first?.start == "startInteractiveTransition")
    #expect(records.first?.completions == [true])
    #expect(records.first?.breaches.isEmpty == true)
    #expect(scene.first.presentedViewController == nil)
    #expect(scene.presentation?.sheetInteraction == nil)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A modal sheet (isModalInPresentation) thrown down rubber-bands and stays")
  func modalSheetStays() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium]), modal: true)
    scene.drag(from: 500, by: [12, 40, 120, 240], releasing: 2500)
    #expect(scene.delegate.currentTransition == nil)
    ShimRunLoop.advance(by: 2)
    #expect(scene.first.presentedViewController === scene.second)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422))
  }

  @Test("The keyboard lifts the sheet onto its top edge and lets it down again")
  func keyboardLiftsTheSheet() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium]))
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 350, height: 40))
    scene.second.view.addSubview(field)
    field.shimIsFirstResponder = true
    defer { field.shimIsFirstResponder = false }
    // No object: a notification from before iOS 16.1, which names no screen.
    let keyboard = CGRect(x: 0, y: 844 - 300, width: 390, height: 300)
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard),
        UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
        UIResponder.keyboardAnimationCurveUserInfoKey: 7,
      ])
    ShimRunLoop.advance(by: 0.1)
    let midway = scene.second.glueShownView.frame.maxY
    #expect(midway < 844 && midway > 544, "moving with the keyboard: \(midway)")
    ShimRunLoop.advance(by: 0.3)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422, keyboard: 300))
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillHideNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(
          cgRect: CGRect(x: 0, y: 844, width: 390, height: 300)),
        UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
        UIResponder.keyboardAnimationCurveUserInfoKey: 7,
      ])
    ShimRunLoop.advance(by: 0.4)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422))
  }

  @Test("With the keyboard up, a drag never lands on a detent that would hide the text field")
  func keyboardKeepsTheFieldVisible() throws {
    let scene = SheetScene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .large))
    let field = UITextField(frame: CGRect(x: 20, y: 460, width: 350, height: 40))
    scene.second.view.addSubview(field)
    field.shimIsFirstResponder = true
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(
          cgRect: CGRect(x: 0, y: 544, width: 390, height: 300)),
        UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
        UIResponder.keyboardAnimationCurveUserInfoKey: 7,
      ])
    ShimRunLoop.advance(by: 0.5)
    // Large no longer fits above the keyboard: squeezed to the 544 points left.
    #expect(scene.second.glueShownView.frame == CGRect(x: 0, y: 0, width: 390, height: 544))
    #expect(scene.interaction?.driver.firstResponderMaxY == 500)
    // A slow drag down that would land on medium (422 points) stays on large: the field's
    // bottom edge, 500 points down the sheet, would be hidden.
    scene.drag(from: 300, by: [12, 100, 250, 250], releasing: 0)
    ShimRunLoop.advance(by: 2)
    #expect(scene.presentation?.selectedDetentIdentifier == .large)
    #expect(scene.second.glueShownView.frame == CGRect(x: 0, y: 0, width: 390, height: 544))
    field.shimIsFirstResponder = false
  }

  @Test("Up to the largest undimmed detent the dimming is clear and lets touches through")
  func undimmedDetent() throws {
    let scene = SheetScene(
      SheetStyle(detents: [.medium, .large], largestUndimmedDetentIdentifier: .medium))
    let presentation = try #require(scene.presentation)
    #expect(presentation.dimmingView.alpha == 0)
    let above = CGPoint(x: 75, y: 355)
    #expect(scene.window.hitTest(above, with: nil) === scene.first.element)
    presentation.selectDetent(.large)
    ShimRunLoop.advance(by: 2)
    #expect(abs(presentation.dimmingView.alpha - 0.4) < 1e-6)
    #expect(presentation.dimmingView.hitTest(.zero, with: nil) === presentation.dimmingView)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 844))
  }

  @Test("A scroll view scrolled down keeps a downward drag; at its top the sheet takes it")
  func scrollViewHandOff() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium, .large]))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 40, width: 390, height: 382))
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    scene.second.view.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scene.drag(from: 600, by: [12, 30, 60], releasing: 0)
    ShimRunLoop.advance(by: 1)
    #expect(
      scene.second.glueShownView.frame == scene.frame(forValue: 422), "the content scrolled instead"
    )
    scrollView.contentOffset = .zero
    scene.drag(from: 600, by: [12, 30, 60, 90], releasing: 0)
    #expect(scrollView.contentOffset == .zero, "held still while the sheet moves")
    #expect(scene.second.glueShownView.frame.minY > 844 - 422, "the sheet followed the finger down")
    ShimRunLoop.advance(by: 1)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422))
  }

  @Test("A tap on the dimming mid-settle dismisses from the frame on screen")
  func tapDismissesMidSettle() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium, .large]))
    scene.presentation?.selectDetent(.large)
    ShimRunLoop.advance(by: 0.05)
    let onScreen = scene.topOnScreen
    #expect(onScreen < 422 && onScreen > 0, "mid-settle: \(onScreen)")
    scene.second.dismiss(animated: true, completion: nil)
    ShimRunLoop.runDeferredWork()
    #expect(scene.interaction?.driver.phase == .dismissing)
    #expect(abs(scene.topOnScreen - onScreen) < 1e-6, "no jump: \(scene.topOnScreen)")
    ShimRunLoop.advance(by: 2)
    #expect(scene.first.presentedViewController == nil)
  }

  @Test("A cancelled hand-off dismissal gives the sheet back to its detent")
  func cancelledHandOff() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium]))
    scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
    ShimRunLoop.runDeferredWork()
    let transition = try #require(scene.delegate.currentTransition)
    transition.cancel()
    ShimRunLoop.advance(by: 2)
    #expect(scene.first.presentedViewController === scene.second)
    #expect(scene.interaction?.driver.phase == .resting)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422))
    scene.drag(from: 500, by: [-12, -40], releasing: 0)
    ShimRunLoop.advance(by: 1)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422), "the pan works again")
  }

  @Test(
    "A throw to dismiss ends once, in agreement with the screen, under every behaviour setting",
    arguments: ShimBehaviour.oneAtATime)
  func throwUnderBehaviour(_ behaviour: ShimBehaviour) {
    ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = SheetScene(SheetStyle(detents: [.medium, .large]))
      scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
      ShimRunLoop.advance(by: 3)
      let records = ShimConsole.transitions.filter(\.isCustom)
      #expect(records.count == 2, "\(behaviour): the presentation and the dismissal")
      #expect(records.last?.completions == [true], "\(behaviour)")
      #expect(records.allSatisfy { $0.breaches.isEmpty }, "\(behaviour)")
      #expect(scene.first.presentedViewController == nil, "\(behaviour)")
      #expect(scene.first.view.superview === scene.window, "\(behaviour)")
      #expect(ShimConsole.messages.isEmpty, "\(behaviour): \(ShimConsole.messages)")
    }
  }

  @Test(
    "A transition started at a bad progress starts clamped and finite",
    arguments: [Double.nan, .infinity, -.infinity, -1, 2, 0.5])
  func badStartProgress(_ progress: Double) throws {
    let screen = Screen()
    screen.container.addSubview(screen.second.view)
    let clock = ManualFrameClock()
    let transition = FluidTransition(
      style: SheetStyle(detents: [.medium]), operation: .dismiss, interactive: true,
      options: .init(engine: .displayLink))
    transition.clock = clock
    transition.interactiveStartProgress = progress
    let context = ShimContext(
      interactive: true, clock: clock, container: screen.container, from: screen.second,
      to: screen.first, fromView: screen.second.view, toView: screen.first.view)
    transition.startInteractiveTransition(context)
    let started = try #require(transition.driver?.presentedProgress)
    let expected = progress.isFinite ? min(max(progress, -1e6), 1) : 0
    #expect(started == expected, "\(progress) started at \(started)")
    let frame = screen.second.glueShownView.frame
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    #expect(values.allSatisfy { $0.isFinite })
    transition.cancel()
    clock.advance(by: 2)
    #expect(context.recording.didComplete == false && context.recording.breaches.isEmpty)
  }

  @Test("Keyboard notifications with missing, mistyped or non-finite values move nothing to NaN")
  func badKeyboardNotifications() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium]))
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 350, height: 40))
    scene.second.view.addSubview(field)
    field.shimIsFirstResponder = true
    defer { field.shimIsFirstResponder = false }
    let infos: [[AnyHashable: Any]] = [
      [:],
      [UIResponder.keyboardFrameEndUserInfoKey: "tall"],
      [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(
          cgRect: CGRect(
            x: CGFloat.nan, y: .nan, width: .nan, height: .nan)),
        UIResponder.keyboardAnimationDurationUserInfoKey: Double.nan,
        UIResponder.keyboardAnimationCurveUserInfoKey: "seven",
      ],
      [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(
          cgRect: CGRect(x: 0, y: -1e300, width: 390, height: 2e300)),
        UIResponder.keyboardAnimationDurationUserInfoKey: -1.0,
      ],
    ]
    for info in infos {
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
      ShimRunLoop.advance(by: 0.5)
      let frame = scene.second.glueShownView.frame
      let values = [frame.minX, frame.minY, frame.width, frame.height]
      #expect(values.allSatisfy { $0.isFinite }, "\(info): \(frame)")
      #expect(frame.maxY <= 844, "\(info)")
    }
    // A keyboard that covers everything squeezes the sheet to nothing, on screen.
    #expect(scene.second.glueShownView.frame.height == 0)
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [:])
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422))
  }

  @Test("selectDetent on the controller: an unknown detent, or before the presentation, is ignored")
  func selectDetentIgnored() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium, .large]))
    let presentation = try #require(scene.presentation)
    presentation.selectDetent("nothing")
    ShimRunLoop.advance(by: 1)
    #expect(presentation.selectedDetentIdentifier == .medium)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422))
    // A presentation that has not completed has no detent interaction yet.
    let other = GlueScreen(title: "Other")
    scene.second.present(other, fluid: SheetStyle(detents: [.medium]))
    let pending = try #require(other.presentationController as? FluidPresentationController)
    pending.selectDetent(.medium)
    #expect(pending.selectedDetentIdentifier == nil)
    ShimRunLoop.advance(by: 2)
    #expect(pending.selectedDetentIdentifier == .medium)
  }

  @Test("The sheet's pan begins only for mostly vertical drags, and not during a dismissal")
  func panBegins() throws {
    let scene = SheetScene(SheetStyle(detents: [.medium, .large]))
    let interaction = try #require(scene.interaction)
    let pan = interaction.recognizer
    pan.shimTranslation = CGPoint(x: 30, y: 4)
    #expect(!interaction.gestureRecognizerShouldBegin(pan), "horizontal: the content's")
    pan.shimTranslation = CGPoint(x: 4, y: -30)
    #expect(interaction.gestureRecognizerShouldBegin(pan))
    pan.shimTranslation = .zero
    pan.shimVelocity = CGPoint(x: 0, y: 200)
    #expect(interaction.gestureRecognizerShouldBegin(pan), "judged by its velocity")
    scene.second.dismiss(animated: true, completion: nil)
    ShimRunLoop.runDeferredWork()
    #expect(!interaction.gestureRecognizerShouldBegin(pan), "a dismissal runs")
    ShimRunLoop.advance(by: 2)
  }

  @Test("Nothing of the sheet's interaction outlives the dismissal")
  func nothingOutlivesTheDismissal() {
    weak var interaction: SheetInteraction?
    weak var driver: SheetDetentDriver?
    do {
      let scene = SheetScene(SheetStyle(detents: [.medium]))
      interaction = scene.interaction
      driver = scene.interaction?.driver
      #expect(interaction != nil && driver != nil)
      scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
      ShimRunLoop.advance(by: 3)
      #expect(scene.first.presentedViewController == nil)
    }
    ShimRunLoop.advance(by: 0.1)
    #expect(interaction == nil, "the interaction is freed")
    #expect(driver == nil, "the driver is freed")
  }
}
