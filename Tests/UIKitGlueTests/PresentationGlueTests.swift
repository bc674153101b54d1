import FluidTransitions
import Testing
import UIKit

/// Modal presentations through the UIKit layer on the simulated UIKit: whether the presenter's
/// view may leave the window (`shouldRemovePresentersView`), the dismissals a person starts
/// (`isModalInPresentation` and the presentation controller's delegate), and touches on the
/// container while a tap-started presentation runs, under the behaviour switches that bear on
/// them.
@MainActor
@Suite("UIKit glue: presentations and a person's dismissals")
struct PresentationGlueTests {
  /// A presentation controller delegate that records what it is told and answers
  /// `presentationControllerShouldDismiss(_:)` with ``allowsDismissal``.
  @MainActor
  final class Listener: NSObject, UIAdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    /// Called after the did-dismiss message is recorded.
    var onDidDismiss: (() -> Void)?
    private(set) var calls: [String] = []
    /// Whether the presented controller was still presented at each call.
    private(set) var presentedAtCall: [Bool] = []
    weak var presented: UIViewController?

    private func note(_ call: String) {
      calls.append(call)
      presentedAtCall.append(presented?.presentingViewController != nil)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      note("shouldDismiss")
      return allowsDismissal
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      note("didAttemptToDismiss")
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      note("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      note("didDismiss")
      onDidDismiss?()
    }
  }

  /// A window showing `first`, which presents `presented` (by default `second`) with `style`,
  /// a ``Listener`` as the presentation controller's delegate.
  @MainActor
  final class Scene {
    let window: UIWindow
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    let presented: UIViewController
    let delegate: FluidTransitioningDelegate
    let listener = Listener()

    init(
      _ style: some TransitionStyle, presenting presented: UIViewController? = nil,
      modal: Bool = false,
      window frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
      compactHeight: Bool = false
    ) {
      ShimConsole.reset()
      window = UIWindow(frame: frame)
      if compactHeight {
        window.shimTraitCollection = UITraitCollection(shimVerticalSizeClass: .compact)
      }
      window.makeKeyAndVisible()
      window.rootViewController = first
      self.presented = presented ?? second
      second.isModalInPresentation = modal
      listener.presented = self.presented
      delegate = first.present(self.presented, fluid: style)
      presentation?.delegate = listener
      ShimRunLoop.advance(by: 2)
    }

    var presentation: FluidPresentationController? {
      presented.presentationController as? FluidPresentationController
    }

    var isPresented: Bool { first.presentedViewController === presented }

    /// The fluid transitions that ran, oldest first.
    var fluidTransitions: [ShimTransitionRecord] { ShimConsole.transitions.filter(\.isCustom) }

    func tapDimming() {
      let tap = presentation?.dimmingView.gestureRecognizers?.first { $0 is UITapGestureRecognizer }
      guard let tap else {
        Issue.record("no tap recogniser on the dimming")
        return
      }
      tap.shimSetState(.ended)
      tap.shimSetState(.possible)
    }

    /// The pan on the presented view (the dismissal gesture, or a sheet's own pan): touches
    /// from (`x`, 300) moving `distance` points along `direction` in ten steps 10 ms apart,
    /// then a lift at `speed` (points per second along `direction`); stops after `.began`
    /// when it does not begin. Returns whether it began.
    @discardableResult
    func drag(
      _ direction: CGPoint, by distance: CGFloat, releasing speed: CGFloat, from x: CGFloat = 195
    ) -> Bool {
      let pan =
        presentation?.sheetInteraction?.recognizer
        ?? presented.view.gestureRecognizers?.first {
          $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer)
        }
      guard let pan = pan as? UIPanGestureRecognizer else {
        Issue.record("no pan on the presented view")
        return false
      }
      let move = { (travelled: CGFloat, velocity: CGFloat) in
        pan.shimTranslation = CGPoint(x: direction.x * travelled, y: direction.y * travelled)
        pan.shimLocation = CGPoint(x: x + pan.shimTranslation.x, y: 300 + pan.shimTranslation.y)
        pan.shimVelocity = CGPoint(x: direction.x * velocity, y: direction.y * velocity)
      }
      move(12, max(speed, 600))
      pan.shimSetState(.began)
      guard pan.state == .began else {
        pan.shimSetState(.possible)
        return false
      }
      for step in 1...10 {
        ShimRunLoop.advance(by: 0.01)
        move(12 + (distance - 12) * CGFloat(step) / 10, max(speed, 200))
        pan.shimSetState(.changed)
      }
      if speed == 0 {
        ShimRunLoop.advance(by: 0.2)
        move(distance, 0)
        pan.shimSetState(.changed)
      }
      move(distance, speed)
      pan.shimSetState(.ended)
      pan.shimSetState(.possible)
      return true
    }
  }

  static let down = CGPoint(x: 0, y: 1)
  static let left = CGPoint(x: -1, y: 0)

  /// A style that presents over the whole container when it is at least 300 points each way,
  /// and in its top-left 300 × 300 points otherwise.
  struct CoversLargeContainers: TransitionStyle {
    var name: String { "coversLargeContainers" }

    func plan(for scene: TransitionScene) -> TransitionPlan {
      FadeStyle().plan(for: scene)
    }

    func presentedFrame(in bounds: Rect, layoutDirection: UserInterfaceLayoutDirection) -> Rect {
      let bounds = bounds.standardized
      return bounds.width >= 300 && bounds.height >= 300
        ? bounds : Rect(x: bounds.minX, y: bounds.minY, width: 300, height: 300)
    }
  }

  // MARK: - The presenter's view

  nonisolated static let presentersViewReads: [ShimBehaviour] =
    ShimBehaviour.switches
    .first { $0.name == "presentersViewReads" }
    .map { item in item.settings.indices.map { item.behaviour($0) } } ?? []

  @Test(
    "A sheet with only a full-height detent keeps the presenter, which shows as it is dragged down",
    arguments: presentersViewReads)
  func fullHeightSheetKeepsThePresenter(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let scene = Scene(SheetStyle(detents: [.large]))
      let presentation = try #require(scene.presentation)
      #expect(!presentation.shouldRemovePresentersView, "\(behaviour)")
      #expect(scene.first.view.window === scene.window, "\(behaviour): the presenter stays")
      // A slow drag down that the sheet follows and gives back: the detent driver, no
      // transition.
      let pan = try #require(presentation.sheetInteraction?.recognizer)
      pan.shimTranslation = CGPoint(x: 0, y: 12)
      pan.shimLocation = CGPoint(x: 195, y: 312)
      pan.shimVelocity = CGPoint(x: 0, y: 200)
      pan.shimSetState(.began)
      for step in 1...10 {
        ShimRunLoop.advance(by: 0.01)
        pan.shimTranslation = CGPoint(x: 0, y: 12 + 20 * CGFloat(step))
        pan.shimLocation = CGPoint(x: 195, y: 300 + pan.shimTranslation.y)
        pan.shimSetState(.changed)
      }
      #expect(
        scene.second.glueShownView.frame.minY > 100, "\(behaviour): the sheet follows the finger")
      #expect(
        scene.first.view.window === scene.window,
        "\(behaviour): what the sheet uncovers is the presenter, not the bare window")
      pan.shimVelocity = .zero
      pan.shimSetState(.ended)
      pan.shimSetState(.possible)
      ShimRunLoop.advance(by: 2)
      #expect(scene.fluidTransitions.count == 1, "\(behaviour): only the presentation")
      scene.second.dismiss(animated: true)
      ShimRunLoop.advance(by: 2)
      #expect(scene.first.view.superview === scene.window, "\(behaviour)")
      #expect(scene.window.subviews.count == 1, "\(behaviour): \(scene.window.subviews)")
      #expect(ShimConsole.messages.isEmpty, "\(behaviour): \(ShimConsole.messages)")
    }
  }

  @Test("In landscape, where medium is inactive, a medium-or-large sheet keeps the presenter")
  func landscapeSheetKeepsThePresenter() throws {
    let scene = Scene(
      SheetStyle(detents: [.medium, .large]),
      window: CGRect(x: 0, y: 0, width: 844, height: 390), compactHeight: true)
    let presentation = try #require(scene.presentation)
    #expect(scene.second.glueShownView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(!presentation.shouldRemovePresentersView)
    #expect(scene.first.view.window === scene.window)
  }

  @Test("shouldRemovePresentersView is decided once: a later read, in another size, agrees")
  func presentersViewAnswerIsDecidedOnce() throws {
    let scene = Scene(CoversLargeContainers())
    let presentation = try #require(scene.presentation)
    let container = try #require(presentation.containerView)
    let first = presentation.shouldRemovePresentersView
    #expect(first, "the style covers a phone's container either way up")
    #expect(scene.first.view.window == nil, "so UIKit took the presenter's view away")
    container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    #expect(presentation.shouldRemovePresentersView == first)
    scene.second.dismiss(animated: true)
    ShimRunLoop.advance(by: 2)
    #expect(scene.first.view.superview === scene.window, "the presenter is back")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("Styles: the zoom, fade and scale let the presenter go; sheets and drawers never do")
  func presentersViewByStyle() throws {
    let cases: [(any TransitionStyle, Bool)] = [
      (ZoomStyle(), true), (FadeStyle(), true), (ScaleStyle(), true),
      (SheetStyle(), false), (SheetStyle(detents: [.medium]), false),
      (DrawerStyle(), false), (DrawerStyle(widthFraction: 1, maximumWidth: .infinity), false),
    ]
    for (style, removes) in cases {
      let scene = Scene(style)
      let presentation = try #require(scene.presentation)
      #expect(presentation.shouldRemovePresentersView == removes, "\(style.name)")
      #expect((scene.first.view.window == nil) == removes, "\(style.name)")
    }
  }

  // MARK: - isModalInPresentation

  @Test("A tap on the dimming of a modal form is refused and told, the delegate not asked")
  func modalRefusesTheDimmingTap() {
    let scene = Scene(DrawerStyle(), modal: true)
    scene.tapDimming()
    ShimRunLoop.advance(by: 2)
    #expect(scene.isPresented)
    #expect(scene.fluidTransitions.count == 1, "only the presentation")
    #expect(scene.listener.calls == ["didAttemptToDismiss"])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  nonisolated static let gestureStyles: [String] = ["drawer", "zoom", "fade", "scale"]

  static func gestureStyle(_ name: String) -> (any TransitionStyle, CGPoint) {
    switch name {
    case "drawer": (DrawerStyle(), left)
    case "zoom": (ZoomStyle(), down)
    case "fade": (FadeStyle(), down)
    default: (ScaleStyle(), down)
    }
  }

  @Test(
    "A modal presentation's dismissal drag rubber-bands and springs back; a throw is told",
    arguments: gestureStyles)
  func modalRefusesTheDismissalGesture(_ name: String) throws {
    let (style, direction) = Self.gestureStyle(name)
    let scene = Scene(style, modal: true)
    let shown = scene.presented.glueShownView
    let pan = try #require(
      shown.gestureRecognizers?.first { $0.delegate is TransitionGesture }
        as? UIPanGestureRecognizer)
    let x: CGFloat = name == "drawer" ? 250 : 195
    pan.shimTranslation = CGPoint(x: direction.x * 12, y: direction.y * 12)
    pan.shimLocation = CGPoint(x: x + pan.shimTranslation.x, y: 300 + pan.shimTranslation.y)
    pan.shimVelocity = CGPoint(x: direction.x * 600, y: direction.y * 600)
    pan.shimSetState(.began)
    #expect(pan.state == .began, "\(name): the drag begins, to follow the finger")
    for step in 1...10 {
      ShimRunLoop.advance(by: 0.01)
      let travelled = 12 + 28.8 * CGFloat(step)
      pan.shimTranslation = CGPoint(x: direction.x * travelled, y: direction.y * travelled)
      pan.shimLocation = CGPoint(x: x + pan.shimTranslation.x, y: 300 + pan.shimTranslation.y)
      pan.shimSetState(.changed)
    }
    // 300 points toward the dismissal: the view follows at less than the finger, never all of
    // it (a rubber band), in the dismissal's direction.
    let moved = shown.transform.tx * direction.x + shown.transform.ty * direction.y
    #expect(moved > 30 && moved < 300 * 0.55, "\(name): moved \(moved)")
    #expect(scene.listener.calls.isEmpty, "\(name): nothing is told while the finger is down")
    pan.shimVelocity = CGPoint(x: direction.x * 1500, y: direction.y * 1500)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
    #expect(scene.listener.calls == ["didAttemptToDismiss"], "\(name): a throw that would dismiss")
    ShimRunLoop.advance(by: 2)
    #expect(shown.transform == .identity, "\(name): sprung back")
    #expect(scene.isPresented, "\(name)")
    #expect(scene.fluidTransitions.count == 1, "\(name): no dismissal started and cancelled")
    #expect(scene.listener.calls == ["didAttemptToDismiss"], "\(name)")
    #expect(ShimConsole.messages.isEmpty, "\(name): \(ShimConsole.messages)")
  }

  @Test(
    "A gentle pull on a modal presentation (a pull-to-refresh) is no attempt to dismiss",
    arguments: gestureStyles)
  func modalGentlePullIsNoAttempt(_ name: String) {
    let (style, direction) = Self.gestureStyle(name)
    let scene = Scene(style, modal: true)
    #expect(scene.drag(direction, by: 60, releasing: 0, from: name == "drawer" ? 250 : 195))
    ShimRunLoop.advance(by: 2)
    #expect(scene.isPresented, "\(name)")
    #expect(scene.presented.glueShownView.transform == .identity, "\(name): sprung back")
    #expect(scene.listener.calls.isEmpty, "\(name): \(scene.listener.calls)")
    #expect(scene.fluidTransitions.count == 1, "\(name)")
  }

  @Test("The top view controller of a presented navigation controller makes the sheet modal")
  func modalTopOfANavigationController() throws {
    let form = GlueScreen(title: "Form")
    let navigation = UINavigationController(rootViewController: form)
    form.isModalInPresentation = true
    let scene = Scene(SheetStyle(detents: [.medium]), presenting: navigation)
    let pan = try #require(scene.presentation?.sheetInteraction?.recognizer)
    // A drag that stays between the detents is no attempt.
    scene.drag(Self.down, by: 60, releasing: 0)
    ShimRunLoop.advance(by: 1)
    #expect(scene.listener.calls.isEmpty)
    // A throw that would dismiss a sheet that could be dismissed.
    scene.drag(Self.down, by: 150, releasing: 2500)
    #expect(pan.state == .possible)
    ShimRunLoop.advance(by: 2)
    #expect(scene.isPresented, "the sheet rubber-banded back")
    #expect(navigation.glueShownView.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(scene.fluidTransitions.count == 1, "only the presentation")
    #expect(scene.listener.calls == ["didAttemptToDismiss"])
    scene.tapDimming()
    ShimRunLoop.advance(by: 2)
    #expect(scene.isPresented)
    #expect(scene.listener.calls == ["didAttemptToDismiss", "didAttemptToDismiss"])
    // Off the stack's top, the flag no longer applies.
    form.isModalInPresentation = false
    navigation.pushViewController(GlueScreen(title: "Next"), animated: false)
    form.isModalInPresentation = true
    scene.tapDimming()
    ShimRunLoop.advance(by: 2)
    #expect(!scene.isPresented)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A modal presentation is still dismissed by the app, which tells nothing")
  func programmaticDismissal() {
    let scene = Scene(DrawerStyle(), modal: true)
    scene.second.dismiss(animated: true)
    ShimRunLoop.advance(by: 2)
    #expect(!scene.isPresented)
    #expect(scene.listener.calls.isEmpty)
    let other = Scene(FadeStyle())
    other.second.dismiss(animated: true)
    ShimRunLoop.advance(by: 2)
    #expect(!other.isPresented)
    #expect(other.listener.calls.isEmpty)
  }

  // MARK: - The delegate

  @Test("A refusal by the delegate keeps the presentation and is told")
  func delegateRefuses() {
    let scene = Scene(DrawerStyle())
    scene.listener.allowsDismissal = false
    scene.tapDimming()
    #expect(scene.drag(Self.left, by: 200, releasing: 1500, from: 250), "it follows the finger")
    ShimRunLoop.advance(by: 2)
    #expect(scene.isPresented)
    #expect(scene.fluidTransitions.count == 1)
    #expect(
      scene.listener.calls == [
        "shouldDismiss", "didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss",
      ])
  }

  @Test(
    "A person's dismissal is asked, announced and reported, in order, under every setting",
    arguments: ShimBehaviour.oneAtATime)
  func delegateHearsAPersonsDismissal(_ behaviour: ShimBehaviour) {
    ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      // The dimming tap.
      let tapped = Scene(DrawerStyle())
      var presentations = [tapped.presentation]
      tapped.tapDimming()
      ShimRunLoop.advance(by: 2)
      #expect(!tapped.isPresented, "\(behaviour)")
      #expect(
        tapped.listener.calls == ["shouldDismiss", "willDismiss", "didDismiss"], "\(behaviour)")
      // Did-dismiss once UIKit has finished: the presenter presents nothing any more.
      #expect(tapped.listener.presentedAtCall == [true, true, false], "\(behaviour)")
      // The dismissal gesture.
      let dragged = Scene(FadeStyle())
      presentations.append(dragged.presentation)
      #expect(dragged.drag(Self.down, by: 400, releasing: 1500), "\(behaviour)")
      ShimRunLoop.advance(by: 2)
      #expect(!dragged.isPresented, "\(behaviour)")
      #expect(
        dragged.listener.calls == ["shouldDismiss", "willDismiss", "didDismiss"], "\(behaviour)")
      #expect(dragged.listener.presentedAtCall == [true, true, false], "\(behaviour)")
      // A sheet thrown below its smallest detent: asked as the drag begins.
      let thrown = Scene(SheetStyle(detents: [.medium]))
      presentations.append(thrown.presentation)
      thrown.drag(Self.down, by: 150, releasing: 2500)
      ShimRunLoop.advance(by: 2)
      #expect(!thrown.isPresented, "\(behaviour)")
      #expect(
        thrown.listener.calls == ["shouldDismiss", "willDismiss", "didDismiss"], "\(behaviour)")
      #expect(thrown.listener.presentedAtCall == [true, true, false], "\(behaviour)")
      for (scene, presentation) in zip([tapped, dragged, thrown], presentations) {
        #expect(presentation?.delegate === scene.listener, "\(behaviour): the delegate is back")
      }
      for scene in [tapped, dragged, thrown] {
        #expect(scene.fluidTransitions.map(\.completions) == [[true], [true]], "\(behaviour)")
      }
      #expect(ShimConsole.messages.isEmpty, "\(behaviour): \(ShimConsole.messages)")
    }
  }

  @Test("A dismissal let go and cancelled was announced but not reported; the next one is")
  func cancelledDismissal() {
    let scene = Scene(FadeStyle())
    #expect(scene.drag(Self.down, by: 20, releasing: 0))
    ShimRunLoop.advance(by: 2)
    #expect(scene.isPresented)
    #expect(scene.fluidTransitions.map(\.completions) == [[true], [false]])
    #expect(scene.listener.calls == ["shouldDismiss", "willDismiss"])
    scene.tapDimming()
    ShimRunLoop.advance(by: 2)
    #expect(!scene.isPresented)
    #expect(
      scene.listener.calls == [
        "shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss", "didDismiss",
      ])
  }

  @Test("A sheet asks once a drag heads below its smallest detent, and tells only a throw")
  func sheetRefusedByTheDelegate() {
    let scene = Scene(SheetStyle(detents: [.medium, .large]))
    scene.listener.allowsDismissal = false
    scene.drag(Self.down, by: -200, releasing: -1500)
    ShimRunLoop.advance(by: 2)
    #expect(scene.presentation?.selectedDetentIdentifier == .large, "detents still work")
    #expect(scene.listener.calls == ["shouldDismiss"])
    scene.drag(Self.down, by: 700, releasing: 3000)
    ShimRunLoop.advance(by: 2)
    #expect(scene.isPresented)
    #expect(scene.listener.calls == ["shouldDismiss", "shouldDismiss", "didAttemptToDismiss"])
    #expect(scene.fluidTransitions.count == 1)
  }

  // MARK: - Touches while a presentation runs

  nonisolated static let interactionEvents: [ShimBehaviour] =
    ShimBehaviour.switches
    .first { $0.name == "interactionEventsDuringPresentation" }
    .map { item in item.settings.indices.map { item.behaviour($0) } } ?? []

  @Test(
    "A tap on the dimming while the presentation runs is no dismissal", arguments: interactionEvents
  )
  func tapWhilePresenting(_ behaviour: ShimBehaviour) {
    ShimBehaviour.with(behaviour) {
      ShimConsole.reset()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.makeKeyAndVisible()
      let first = GlueScreen(title: "First")
      let second = GlueScreen(title: "Second")
      window.rootViewController = first
      first.present(second, fluid: DrawerStyle())
      ShimRunLoop.advance(by: 0.05)
      let presentation = second.presentationController as? FluidPresentationController
      let tap = presentation?.dimmingView.gestureRecognizers?.first {
        $0 is UITapGestureRecognizer
      }
      tap?.shimSetState(.ended)
      tap?.shimSetState(.possible)
      ShimRunLoop.advance(by: 2)
      #expect(first.presentedViewController === second, "\(behaviour)")
      #expect(ShimConsole.transitions.map(\.completions) == [[true]], "\(behaviour)")
      #expect(ShimConsole.messages.isEmpty, "\(behaviour): \(ShimConsole.messages)")
    }
  }

  @Test(
    "A finger on a tap-started presentation grabs it where touches arrive; otherwise it runs on",
    arguments: interactionEvents)
  func grabWhilePresenting(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      ShimConsole.reset()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.makeKeyAndVisible()
      let first = GlueScreen(title: "First")
      let second = GlueScreen(title: "Second")
      window.rootViewController = first
      let delegate = first.present(second, fluid: FadeStyle(duration: 0.5))
      ShimRunLoop.advance(by: 0.1)
      let transition = try #require(delegate.currentTransition)
      let container = try #require(second.presentationController?.containerView)
      let grab = try #require(
        container.gestureRecognizers?.first { $0 is UILongPressGestureRecognizer })
      let delivered =
        behaviour.interactionEventsDuringPresentation != .ignoredUnlessInteractiveAtStart
      window.shimTouchDown(at: CGPoint(x: 195, y: 400))
      grab.shimLocation = CGPoint(x: 195, y: 400)
      grab.shimSetState(.began)
      #expect((grab.state == .began) == delivered, "\(behaviour)")
      #expect((transition.phase == .interacting) == delivered, "\(behaviour): \(transition.phase)")
      ShimRunLoop.advance(by: 0.2)
      grab.shimSetState(.ended)
      grab.shimSetState(.possible)
      ShimRunLoop.advance(by: 2)
      #expect(delegate.currentTransition == nil, "\(behaviour)")
      #expect(ShimConsole.transitions.count == 1, "\(behaviour)")
      #expect(ShimConsole.messages.isEmpty, "\(behaviour): \(ShimConsole.messages)")
      // Whatever happened, touches arrive again afterwards.
      #expect(!ShimInteractionEvents.areIgnored, "\(behaviour)")
    }
  }

  // MARK: - When and whether UIKit takes a person's request

  @Test("The delegate hears of the dismissal after UIKit has finished, so it may present again")
  func presentFromDidDismiss() {
    let scene = Scene(DrawerStyle())
    let next = GlueScreen(title: "Next")
    scene.listener.onDidDismiss = { scene.first.present(next, animated: false) }
    scene.tapDimming()
    ShimRunLoop.advance(by: 2)
    #expect(scene.listener.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(scene.first.presentedViewController === next, "the presentation was not refused")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A presentation that presents another is not dismissed by a tap on its dimming")
  func dimmingUnderAnotherPresentation() {
    let scene = Scene(DrawerStyle())
    let child = GlueScreen(title: "Child")
    scene.presented.present(child, fluid: FadeStyle(), animated: false)
    ShimRunLoop.advance(by: 1)
    #expect(scene.presented.presentedViewController === child)
    scene.tapDimming()
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented.presentedViewController === child, "the child is not dismissed")
    #expect(scene.isPresented)
    #expect(scene.listener.calls.isEmpty, "no dismissal at all: \(scene.listener.calls)")
    child.dismiss(animated: false)
    ShimRunLoop.advance(by: 1)
    scene.tapDimming()
    ShimRunLoop.advance(by: 2)
    #expect(!scene.isPresented, "once on top, a tap dismisses it")
    #expect(scene.listener.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  @Test("A person's request UIKit ignores is given up, and the next one goes ahead")
  func ignoredRequest() throws {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let first = GlueScreen(title: "First")
    let middle = GlueScreen(title: "Middle")
    let top = GlueScreen(title: "Top")
    window.rootViewController = first
    let middleDelegate = first.present(middle, fluid: FadeStyle(duration: 1))
    ShimRunLoop.advance(by: 2)
    middle.present(top, fluid: DrawerStyle())
    ShimRunLoop.advance(by: 2)
    let presentation = try #require(top.presentationController as? FluidPresentationController)
    let listener = Listener()
    listener.presented = top
    presentation.delegate = listener
    let tap = try #require(
      presentation.dimmingView.gestureRecognizers?.first { $0 is UITapGestureRecognizer })
    // The app dismisses the middle screen, and changes its mind: while that dismissal runs,
    // UIKit ignores the tap's request to dismiss the top one.
    first.dismiss(animated: true)
    ShimRunLoop.advance(by: 0.05)
    let running = try #require(middleDelegate.currentTransition)
    tap.shimSetState(.ended)
    tap.shimSetState(.possible)
    #expect(ShimConsole.messages.contains { $0.contains("dismiss while") }, "UIKit ignored it")
    running.cancel()
    ShimRunLoop.advance(by: 2)
    #expect(first.presentedViewController === middle && middle.presentedViewController === top)
    #expect(listener.calls == ["shouldDismiss"], "nothing began: \(listener.calls)")
    #expect(presentation.delegate === listener, "the delegate is back")
    ShimConsole.reset()
    tap.shimSetState(.ended)
    tap.shimSetState(.possible)
    ShimRunLoop.advance(by: 2)
    #expect(middle.presentedViewController == nil, "the next tap dismisses it")
    #expect(
      listener.calls == ["shouldDismiss", "shouldDismiss", "willDismiss", "didDismiss"],
      "the person's, not the app's")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A sheet's drags between its detents do not ask the delegate; one below them does")
  func sheetAsksOnlyTowardTheDismissal() {
    let scene = Scene(SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .large))
    scene.listener.allowsDismissal = false
    // From large down to just above medium, and let go there: between the detents.
    scene.drag(Self.down, by: 300, releasing: 0)
    ShimRunLoop.advance(by: 2)
    #expect(scene.presentation?.selectedDetentIdentifier == .medium)
    #expect(scene.listener.calls.isEmpty, "\(scene.listener.calls)")
    scene.drag(CGPoint(x: 0, y: -1), by: 300, releasing: 1500)
    ShimRunLoop.advance(by: 2)
    #expect(scene.listener.calls.isEmpty, "up again: \(scene.listener.calls)")
    #expect(scene.presentation?.selectedDetentIdentifier == .large)
    // Far below medium and thrown: asked once, refused, told.
    scene.drag(Self.down, by: 700, releasing: 3000)
    ShimRunLoop.advance(by: 2)
    #expect(scene.listener.calls == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(scene.isPresented)
  }

  /// A container that shows its children side by side, as a split view or a custom container.
  @MainActor
  final class PanesScreen: UIViewController {
    let panes = [GlueScreen(title: "List"), GlueScreen(title: "Detail")]

    override func viewDidLoad() {
      super.viewDidLoad()
      for (index, pane) in panes.enumerated() {
        addChild(pane)
        pane.view.frame = CGRect(x: CGFloat(index) * 195, y: 0, width: 195, height: 844)
        view.addSubview(pane.view)
        pane.didMove(toParent: self)
      }
    }
  }

  @Test("A pane on screen in another kind of container makes the presentation modal")
  func modalPaneOfAContainer() {
    let container = PanesScreen(nibName: nil, bundle: nil)
    container.panes[1].isModalInPresentation = true
    let scene = Scene(DrawerStyle(), presenting: container)
    scene.tapDimming()
    ShimRunLoop.advance(by: 2)
    #expect(scene.isPresented, "the detail pane is modal")
    #expect(scene.listener.calls == ["didAttemptToDismiss"])
    // Hidden, the pane is not on screen: it no longer holds the presentation.
    container.panes[1].view.isHidden = true
    scene.tapDimming()
    ShimRunLoop.advance(by: 2)
    #expect(!scene.isPresented)
    #expect(
      scene.listener.calls == ["didAttemptToDismiss", "shouldDismiss", "willDismiss", "didDismiss"])
  }
}
