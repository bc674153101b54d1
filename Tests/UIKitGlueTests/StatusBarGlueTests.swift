import FluidTransitions
import Testing
import UIKit

/// The status bar across fluid presentations and dismissals on the simulated UIKit, under every
/// setting of `ShimBehaviour.statusBarAppearanceUpdates` (when UIKit asks for the appearance
/// around a presentation, which Apple does not say) and on both engines. A presentation that
/// covers the status bar (fade, scale, slide) takes the presented controller's style and hidden
/// state once it commits, never while it runs or is held, and not at all when thrown back; a
/// sheet or a side drawer leaves the presenter's. A dismissal keeps the presented controller's
/// until it commits.
@MainActor
@Suite("UIKit glue: the status bar across presentations")
struct StatusBarGlueTests {
  /// A screen with its own status bar.
  @MainActor
  final class StyledScreen: UIViewController {
    let style: UIStatusBarStyle
    let hidesStatusBar: Bool

    init(_ style: UIStatusBarStyle, hidesStatusBar: Bool = false) {
      self.style = style
      self.hidesStatusBar = hidesStatusBar
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("not used")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
  }

  enum Style: String, CaseIterable, Sendable {
    case fade, scale, slide, sheet, drawer

    var style: any TransitionStyle {
      switch self {
      case .fade: FadeStyle()
      case .scale: ScaleStyle()
      case .slide: SlideStyle()
      case .sheet: SheetStyle()
      case .drawer: DrawerStyle()
      }
    }

    /// Whether the presented view covers the status bar (the whole width at the top).
    var coversStatusBar: Bool { self == .fade || self == .scale || self == .slide }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let style: Style
    let engine: TransitionEngine
    let setting: ShimBehaviour.StatusBarAppearanceUpdates
    /// Whether the app set `modalPresentationCapturesStatusBarAppearance` itself.
    let capturedByApp: Bool

    var testDescription: String {
      "\(style.rawValue) \(engine) \(setting.rawValue)\(capturedByApp ? " app-captured" : "")"
    }

    /// The presented controller's appearance shows once its presentation has committed.
    var presentedTakesOver: Bool { style.coversStatusBar || capturedByApp }
  }

  nonisolated static let cases: [Case] = Style.allCases.flatMap { style in
    [TransitionEngine.propertyAnimator, .displayLink].flatMap { engine in
      ShimBehaviour.StatusBarAppearanceUpdates.allCases.flatMap { setting in
        [false, true].map {
          Case(style: style, engine: engine, setting: setting, capturedByApp: $0)
        }
      }
    }
  }

  /// A window showing a dark-content presenter, ready to present a light-content, hidden
  /// status bar screen with the case's style.
  @MainActor
  final class Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let presenter = StyledScreen(.darkContent)
    let presented = StyledScreen(.lightContent, hidesStatusBar: true)
    var delegate: FluidTransitioningDelegate?
    let testCase: Case

    init(_ testCase: Case) {
      self.testCase = testCase
      ShimConsole.reset()
      ShimStatusBar.reset()
      window.shimSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      window.makeKeyAndVisible()
      window.rootViewController = presenter
      presenter.setNeedsStatusBarAppearanceUpdate()
      ShimStatusBar.changes = []
      presented.modalPresentationCapturesStatusBarAppearance = testCase.capturedByApp
    }

    func present() {
      delegate = presenter.present(
        presented, fluid: testCase.style.style,
        options: FluidTransition.Options(engine: testCase.engine))
    }

    var isPresenters: Bool { ShimStatusBar.style == .darkContent && !ShimStatusBar.isHidden }
    var isPresented: Bool { ShimStatusBar.style == .lightContent && ShimStatusBar.isHidden }

    /// Runs frames until no transition runs, checking `check` on each (UIKit starts a
    /// presentation or dismissal at the next turn of the run loop).
    func settle(checking check: () -> Void = {}) {
      var frames = 0
      repeat {
        ShimRunLoop.advance(by: 1.0 / 120)
        check()
        frames += 1
      } while delegate?.currentTransition != nil && frames < 360
      ShimRunLoop.advance(by: 0.2)
    }

    /// Starts the presentation and grabs it after `frames` frames; returns the transition.
    func presentAndGrab(after frames: Int = 6) throws -> FluidTransition {
      present()
      for _ in 0..<frames { ShimRunLoop.advance(by: 1.0 / 120) }
      let transition = try #require(delegate?.currentTransition)
      transition.touchBegan(at: CGPoint(x: 200, y: 400), time: ShimMediaTime.now)
      return transition
    }
  }

  private func run(_ testCase: Case, _ body: (Scene) throws -> Void) rethrows {
    var behaviour = ShimBehaviour()
    behaviour.statusBarAppearanceUpdates = testCase.setting
    try ShimBehaviour.with(behaviour) {
      let scene = Scene(testCase)
      #expect(scene.isPresenters, "\(testCase.testDescription): the presenter's to begin with")
      try body(scene)
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
  }

  @Test(
    "A committed presentation takes the status bar if it covers it, not before", arguments: cases)
  func presentCommitted(_ testCase: Case) {
    run(testCase) { scene in
      let name = testCase.testDescription
      scene.present()
      scene.settle {
        if scene.delegate?.currentTransition != nil {
          #expect(scene.isPresenters, "\(name): the presenter's while the presentation runs")
        }
      }
      #expect(scene.presenter.presentedViewController === scene.presented, "\(name)")
      #expect(
        testCase.presentedTakesOver ? scene.isPresented : scene.isPresenters,
        "\(name): \(ShimStatusBar.style.rawValue), hidden \(ShimStatusBar.isHidden)")
    }
  }

  @Test(
    "A held presentation keeps the presenter's status bar; thrown back, it keeps it",
    arguments: cases)
  func presentHeldThenCancelled(_ testCase: Case) throws {
    try run(testCase) { scene in
      let name = testCase.testDescription
      let transition = try scene.presentAndGrab()
      for _ in 0..<30 {
        ShimRunLoop.advance(by: 1.0 / 120)
        #expect(scene.isPresenters, "\(name): held")
      }
      transition.touchCancelled()
      scene.settle { #expect(scene.isPresenters, "\(name): settling back") }
      #expect(scene.presenter.presentedViewController == nil, "\(name): cancelled")
      #expect(scene.isPresenters, "\(name): the presenter's after the cancel")
      #expect(
        scene.presented.modalPresentationCapturesStatusBarAppearance == testCase.capturedByApp,
        "\(name): the app's setting is given back")
      #expect(ShimStatusBar.changes.isEmpty, "\(name): never changed: \(ShimStatusBar.changes)")
    }
  }

  @Test(
    "A held presentation released to commit takes the status bar at the commit", arguments: cases)
  func presentHeldThenCommitted(_ testCase: Case) throws {
    try run(testCase) { scene in
      let name = testCase.testDescription
      let transition = try scene.presentAndGrab()
      for _ in 0..<30 {
        ShimRunLoop.advance(by: 1.0 / 120)
        #expect(scene.isPresenters, "\(name): held")
      }
      transition.finish()
      scene.settle()
      #expect(scene.presenter.presentedViewController === scene.presented, "\(name)")
      #expect(
        testCase.presentedTakesOver ? scene.isPresented : scene.isPresenters,
        "\(name): \(ShimStatusBar.style.rawValue), hidden \(ShimStatusBar.isHidden)")
    }
  }

  @Test(
    "A held dismissal keeps the presented controller's status bar until it commits",
    arguments: cases)
  func dismissal(_ testCase: Case) throws {
    for commits in [false, true] {
      try run(testCase) { scene in
        let name = "\(testCase.testDescription) \(commits ? "committed" : "cancelled")"
        scene.present()
        scene.settle()
        let takesOver = testCase.presentedTakesOver
        #expect(takesOver ? scene.isPresented : scene.isPresenters, "\(name): presented")
        let delegate = try #require(scene.delegate)
        let transition = try #require(delegate.beginInteractiveDismissal(of: scene.presented))
        transition.touchBegan(at: CGPoint(x: 200, y: 400), time: ShimMediaTime.now)
        for _ in 0..<30 {
          ShimRunLoop.advance(by: 1.0 / 120)
          #expect(takesOver ? scene.isPresented : scene.isPresenters, "\(name): held")
        }
        if commits { transition.finish() } else { transition.touchCancelled() }
        scene.settle()
        #expect(
          (scene.presenter.presentedViewController == nil) == commits, "\(name): dismissed")
        #expect(
          commits || !takesOver ? scene.isPresenters : scene.isPresented,
          "\(name): \(ShimStatusBar.style.rawValue), hidden \(ShimStatusBar.isHidden)")
      }
    }
  }
}
