import FluidTransitions
import Testing
import UIKit

/// Sheets rotated or resized while they rest, while a finger holds them and while they are
/// dismissed (`SheetResizeGlueTests` covers presenting and settling): the selected detent is
/// kept as Apple describes `selectedDetentIdentifier` ("the most recent detent that the user
/// selects or that you set programmatically"), the detents are re-laid out for the new
/// container, and a finger keeps its grip.
@MainActor
@Suite("UIKit glue: sheets rotated at rest, under a finger and dismissing")
struct SheetRotationGlueTests {
  /// A window of `size` showing `first`, which presents `second` as a sheet.
  @MainActor
  final class Scene {
    let window: UIWindow
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    let delegate: FluidTransitioningDelegate

    init(
      _ style: SheetStyle, size: CGSize, compactHeight: Bool = false,
      engine: TransitionEngine = .propertyAnimator
    ) {
      ShimConsole.reset()
      window = UIWindow(frame: CGRect(origin: .zero, size: size))
      if compactHeight {
        window.shimTraitCollection = UITraitCollection(shimVerticalSizeClass: .compact)
      }
      window.makeKeyAndVisible()
      window.rootViewController = first
      delegate = first.present(
        second, fluid: style, options: FluidTransition.Options(engine: engine))
      ShimRunLoop.advance(by: 1)
    }

    var presentation: FluidPresentationController? {
      second.presentationController as? FluidPresentationController
    }

    var sheet: UIView { second.glueShownView }

    /// The sheet's frame in the container as a person sees it.
    var shownFrame: CGRect {
      sheet.layer.shimOnScreen.frame
    }

    /// What UIKit does to a presentation's container in a rotation or a window resize: the
    /// window and the container take the new bounds (and size classes), then the container
    /// lays out.
    func resize(to size: CGSize, compactHeight: Bool = false) {
      window.frame = CGRect(origin: .zero, size: size)
      window.shimTraitCollection = UITraitCollection(
        shimVerticalSizeClass: compactHeight ? .compact : .regular)
      presentation?.containerView?.frame = CGRect(origin: .zero, size: size)
      presentation?.containerViewWillLayoutSubviews()
    }
  }

  /// The sheet's frame at `value` in a container of `size` with no keyboard: full width, its
  /// bottom on the container's.
  static func frame(value: Double, in size: CGSize) -> CGRect {
    CGRect(
      x: 0, y: size.height - CGFloat(value), width: size.width, height: CGFloat(value))
  }

  static let portrait = CGSize(width: 390, height: 844)
  static let landscape = CGSize(width: 844, height: 390)

  @Test(
    "A sheet resting at medium, rotated to compact height and back: shown at large meanwhile, medium kept"
  )
  func restingThroughCompactHeight() throws {
    let scene = Scene(
      SheetStyle(
        detents: [.medium, .large], selectedDetentIdentifier: .medium, prefersGrabberVisible: true),
      size: Self.portrait)
    let presentation = try #require(scene.presentation)
    var changes: [SheetDetent.Identifier] = []
    presentation.onSelectedDetentChange = { changes.append($0) }
    #expect(scene.sheet.frame == Self.frame(value: 422, in: Self.portrait))
    // The grabber, above the content, names the detent VoiceOver sees.
    let grabber = try #require(scene.sheet.subviews.last)
    #expect(grabber.accessibilityValue == "Half screen")
    // Apple: medium "is inactive in compact height"; a selection not among the detents shows
    // the smallest one, here large.
    scene.resize(to: Self.landscape, compactHeight: true)
    ShimRunLoop.advance(by: 2 * ShimRunLoop.frameInterval)
    #expect(scene.sheet.frame == Self.frame(value: 390, in: Self.landscape), "\(scene.sheet.frame)")
    #expect(
      presentation.selectedDetentIdentifier == .medium,
      "a rotation is neither the person's choice nor the app's")
    #expect(grabber.accessibilityValue == "Full screen", "what shows")
    scene.resize(to: Self.portrait)
    ShimRunLoop.advance(by: 2 * ShimRunLoop.frameInterval)
    #expect(scene.sheet.frame == Self.frame(value: 422, in: Self.portrait), "\(scene.sheet.frame)")
    #expect(presentation.selectedDetentIdentifier == .medium)
    #expect(grabber.accessibilityValue == "Half screen")
    #expect(changes.isEmpty, "only a person's choice is told: \(changes)")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "A sheet presented at medium in compact height: shown at large, medium kept, at medium once the height is regular"
  )
  func presentedInCompactHeight() throws {
    let scene = Scene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .medium),
      size: Self.landscape, compactHeight: true)
    let presentation = try #require(scene.presentation)
    var changes: [SheetDetent.Identifier] = []
    presentation.onSelectedDetentChange = { changes.append($0) }
    #expect(scene.sheet.frame == Self.frame(value: 390, in: Self.landscape), "\(scene.sheet.frame)")
    // Apple: `selectedDetentIdentifier` is "the most recent detent that the user selects or
    // that you set programmatically"; medium "is inactive in compact height".
    #expect(presentation.selectedDetentIdentifier == .medium, "the app's selection kept")
    scene.resize(to: Self.portrait)
    ShimRunLoop.advance(by: 2 * ShimRunLoop.frameInterval)
    #expect(scene.sheet.frame == Self.frame(value: 422, in: Self.portrait), "\(scene.sheet.frame)")
    #expect(presentation.selectedDetentIdentifier == .medium)
    #expect(changes.isEmpty, "\(changes)")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A sheet resting at a custom fraction detent, resized: the fraction of the new height")
  func restingAtACustomDetent() throws {
    let third = SheetDetent.Identifier(rawValue: "third")
    let scene = Scene(
      SheetStyle(
        detents: [.fraction(0.3, identifier: third), .large], selectedDetentIdentifier: third),
      size: Self.portrait)
    let presentation = try #require(scene.presentation)
    #expect(scene.sheet.frame == Self.frame(value: 844 * 0.3, in: Self.portrait))
    let pad = CGSize(width: 834, height: 1194)
    scene.resize(to: pad)
    ShimRunLoop.advance(by: 2 * ShimRunLoop.frameInterval)
    #expect(scene.sheet.frame == Self.frame(value: 1194 * 0.3, in: pad), "\(scene.sheet.frame)")
    #expect(presentation.selectedDetentIdentifier == third)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "The keyboard up when the device turns: the sheet rides on the keyboard's new frame",
    arguments: [true, false])
  func keyboardUpWhenRotated(layoutFirst: Bool) throws {
    let tall = CGSize(width: 834, height: 1194)
    let wide = CGSize(width: 1194, height: 834)
    let scene = Scene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .medium), size: tall)
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    scene.second.view.addSubview(field)
    field.shimIsFirstResponder = true
    defer { field.shimIsFirstResponder = false }
    func keyboard(_ frame: CGRect) {
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
        userInfo: [
          UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
          UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
          UIResponder.keyboardAnimationCurveUserInfoKey: 7,
        ])
    }
    keyboard(CGRect(x: 0, y: 1194 - 300, width: 834, height: 300))
    ShimRunLoop.advance(by: 0.5)
    #expect(
      scene.sheet.frame == CGRect(x: 0, y: 1194 - 300 - 597, width: 834, height: 597),
      "\(scene.sheet.frame)")
    // Apple does not say whether the keyboard's new frame comes before the container's new
    // bounds or after: both orders.
    let landscapeKeyboard = CGRect(x: 0, y: 834 - 350, width: 1194, height: 350)
    if layoutFirst {
      scene.resize(to: wide)
      keyboard(landscapeKeyboard)
    } else {
      keyboard(landscapeKeyboard)
      scene.resize(to: wide)
    }
    ShimRunLoop.advance(by: 0.5)
    // Medium, 417 points, on the keyboard's top edge 350 points up.
    #expect(
      scene.sheet.frame == CGRect(x: 0, y: 834 - 350 - 417, width: 1194, height: 417),
      "[layout first: \(layoutFirst)] \(scene.sheet.frame)")
    #expect(scene.presentation?.selectedDetentIdentifier == .medium)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  /// A finger on the sheet's pan, as UIKit reports it: its location in the container and the
  /// pan's velocity (points per second, down positive).
  @MainActor
  struct Finger {
    let pan: UIPanGestureRecognizer
    var location: CGPoint
    let start: CGPoint

    init(_ pan: UIPanGestureRecognizer, at point: CGPoint) {
      self.pan = pan
      location = point
      start = point
      pan.shimLocation = point
      pan.shimTranslation = .zero
      // The pan begins for a vertical movement: its velocity says which way.
      pan.shimVelocity = CGPoint(x: 0, y: 1)
      pan.shimSetState(.began)
    }

    /// Moves by `dy` points over 10 ms at `dy` per 10 ms.
    mutating func move(by dy: CGFloat) {
      ShimRunLoop.advance(by: 0.01)
      location.y += dy
      pan.shimLocation = location
      pan.shimTranslation = CGPoint(x: location.x - start.x, y: location.y - start.y)
      pan.shimVelocity = CGPoint(x: 0, y: dy * 100)
      pan.shimSetState(.changed)
    }

    /// The device turned: the finger stays on the same spot of the glass, which the
    /// container's new coordinates (the device turned a quarter counterclockwise, the portrait
    /// container `width` points wide) place at (y, width − x).
    mutating func deviceTurned(portraitWidth width: CGFloat) {
      location = CGPoint(x: location.y, y: width - location.x)
    }

    func lift(velocity: CGFloat) {
      pan.shimVelocity = CGPoint(x: 0, y: velocity)
      pan.shimSetState(.ended)
      pan.shimSetState(.possible)
    }
  }

  @Test(
    "A sheet under a finger when the device turns: it keeps its height, follows the finger at its pace, and a release settles on the new layout",
    arguments: ShimBehaviour.PanAcrossRotation.allCases)
  func draggedWhenRotated(pan: ShimBehaviour.PanAcrossRotation) throws {
    var behaviour = ShimBehaviour()
    behaviour.panAcrossRotation = pan
    try ShimBehaviour.with(behaviour) { try dragAndTurn() }
  }

  /// A finger drags a sheet at medium 100 points up in an 834 × 1194 container, and the device
  /// turns to 1194 × 834 (medium 417, large 834) as UIKit does with a finger down
  /// (`panAcrossRotation`); the finger goes on 30 points up, stops and lifts.
  private func dragAndTurn() throws {
    let tall = CGSize(width: 834, height: 1194)
    let wide = CGSize(width: 1194, height: 834)
    let scene = Scene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .medium), size: tall)
    let presentation = try #require(scene.presentation)
    let interaction = try #require(presentation.sheetInteraction)
    #expect(scene.sheet.frame == Self.frame(value: 597, in: tall))
    var finger = Finger(interaction.recognizer, at: CGPoint(x: 400, y: 617))
    for _ in 0..<10 { finger.move(by: -10) }
    let before = Double(tall.height - scene.shownFrame.minY)
    #expect(abs(before - 697) < 1e-6, "\(before)")
    let setting = ShimBehaviour.read.panAcrossRotation
    switch setting {
    case .continuesInTheNewCoordinates:
      finger.deviceTurned(portraitWidth: tall.width)
      scene.resize(to: wide)
      var values: [Double] = []
      for _ in 0..<3 {
        finger.move(by: -10)
        values.append(Double(wide.height - scene.shownFrame.minY))
      }
      // Its height kept (between medium and large, 417 and 834 now), then the finger's 10
      // points a step: the 83 points the rotation moved the finger's coordinates by are left
      // out.
      #expect(abs(values[0] - (before + 10)) < 0.5, "\(values[0]) after the turn, from \(before)")
      #expect(
        abs(values[1] - values[0] - 10) < 1e-6 && abs(values[2] - values[1] - 10) < 1e-6,
        "\(values)")
      #expect(interaction.driver.phase == .interacting)
      finger.lift(velocity: 0)
    case .cancelled:
      interaction.recognizer.shimSetState(.cancelled)
      interaction.recognizer.shimSetState(.possible)
      scene.resize(to: wide)
    case .waitsForTheFinger:
      for _ in 0..<3 { finger.move(by: -10) }
      finger.lift(velocity: 0)
      scene.resize(to: wide)
    }
    ShimRunLoop.advance(by: 1)
    // Continued: released at rest at 727 in the new layout, nearer large (834) than medium
    // (417). Cancelled before the turn: settling from 697 toward medium (597, nearer than 1194),
    // kept through the turn. Waited for: released at 727 in the old layout, nearer medium
    // again, kept through the turn.
    let expected: (SheetDetent.Identifier, Double) =
      setting == .continuesInTheNewCoordinates ? (.large, 834) : (.medium, 417)
    #expect(presentation.selectedDetentIdentifier == expected.0, "[\(setting)]")
    #expect(
      scene.sheet.frame == Self.frame(value: expected.1, in: wide),
      "[\(setting)] \(scene.sheet.frame)")
    #expect(ShimConsole.messages.isEmpty, "[\(setting)] \(ShimConsole.messages)")
  }

  @Test(
    "A sheet thrown out, resized as it leaves: the dismissal ends with no jump",
    arguments: [TransitionEngine.propertyAnimator, .displayLink])
  func dismissingResized(engine: TransitionEngine) throws {
    let scene = Scene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .medium),
      size: Self.portrait, engine: engine)
    let presentation = try #require(scene.presentation)
    let interaction = try #require(presentation.sheetInteraction)
    let container = try #require(presentation.containerView)
    var finger = Finger(interaction.recognizer, at: CGPoint(x: 195, y: 450))
    for _ in 0..<4 { finger.move(by: 30) }
    finger.lift(velocity: 2000)
    ShimRunLoop.runDeferredWork()
    let transition = try #require(scene.delegate.currentTransition)
    #expect(transition.operation == .dismiss)
    // Its height above the container's bottom edge as a person sees it: the sheet stays with
    // that edge as the container grows, as a view pinned to it does.
    func height() -> Double { Double(container.bounds.maxY - scene.shownFrame.minY) }
    var shown: [Double] = [height()]
    for frame in 0..<120 where scene.delegate.currentTransition != nil {
      if frame == 3 { scene.resize(to: CGSize(width: 834, height: 1194)) }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      if scene.delegate.currentTransition != nil { shown.append(height()) }
    }
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    // Its top edge goes all the way down to the new container's bottom edge.
    #expect(abs(shown.last ?? 1) < 1, "[\(engine)] \(shown.last ?? 1)")
    #expect(scene.delegate.currentTransition == nil, "[\(engine)] the dismissal ended")
    #expect(scene.second.presentingViewController == nil, "[\(engine)] dismissed")
    #expect(ShimConsole.transitions.last?.completions == [true], "[\(engine)]")
    #expect(scene.sheet.superview !== container || scene.sheet.window == nil)
    // Downward all the way and no leap. The medium detent is 175 points taller in the new
    // container: as the re-plan grows the sheet onto it, its top may hold, or rise by a few
    // points for a frame, on its way down (the convergence's curvature at the change).
    let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { $0 < 3 && $0 > -120 }, "[\(engine)] \(steps)")
    #expect(ShimConsole.messages.isEmpty, "[\(engine)] \(ShimConsole.messages)")
  }
}
