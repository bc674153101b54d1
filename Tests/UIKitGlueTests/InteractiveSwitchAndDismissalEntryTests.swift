import FluidTransitions
import Testing
import UIKit

/// `FluidTabBarDelegate.beginInteractiveSwitch(forward:)`,
/// `FluidTransitioningDelegate.beginInteractiveDismissal(of:)` and the delegates' `clock`: the
/// public way to start a tab switch or a modal dismissal that a finger of your own drives, on
/// frames you pace.
@MainActor
@Suite("Interactive switch and dismissal entry points")
struct InteractiveSwitchAndDismissalEntryTests {
  /// A shown window of a phone's size with `root` as its root view controller.
  static func window(showing root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  /// A finger down at `from`, moved by `step` twelve times at 120 Hz, lifted with `velocity`;
  /// then frames until `isRunning` turns false (four seconds at most).
  static func drive(
    _ transition: FluidTransition, clock: ManualFrameClock, from: CGPoint, step: CGVector,
    velocity: CGPoint, while isRunning: () -> Bool
  ) {
    func advance() {
      ShimRunLoop.advance(by: 1.0 / 120)
      clock.advance(to: ShimMediaTime.now)
    }
    transition.touchBegan(at: from, time: ShimMediaTime.now)
    for index in 1...12 {
      advance()
      let point = CGPoint(
        x: from.x + step.dx * Double(index), y: from.y + step.dy * Double(index))
      transition.touchMoved(to: point, time: ShimMediaTime.now)
    }
    transition.touchEnded(at: ShimMediaTime.now, pointsPerSecond: velocity)
    var frames = 0
    while isRunning(), frames < 480 {
      advance()
      frames += 1
    }
  }

  @Test("A switch begun from code follows the touches fed to it, on the delegate's clock")
  func scriptedSwitch() throws {
    ShimConsole.reset()
    let (first, second) = (UIViewController(), UIViewController())
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    tabs.viewControllers = [first, second]
    let window = Self.window(showing: tabs)
    ShimRunLoop.advance(by: 0.1)
    let delegate = tabs.fluid.enable(options: FluidTransition.Options(engine: .displayLink))
    let clock = ManualFrameClock(framesPerSecond: 120, start: ShimMediaTime.now)
    delegate.clock = clock

    #expect(delegate.beginInteractiveSwitch(forward: false) == nil, "no tab before the first")
    let transition = try #require(delegate.beginInteractiveSwitch(forward: true))
    #expect(transition.operation == .tabForward && transition.wantsInteractiveStart)
    #expect(transition.clock === clock)
    #expect(delegate.currentTransition === transition)
    #expect(delegate.beginInteractiveSwitch(forward: true) == nil, "one transition at a time")

    // Toward the leading edge is the next tab.
    Self.drive(
      transition, clock: clock, from: CGPoint(x: 330, y: 400), step: CGVector(dx: -20, dy: 0),
      velocity: CGPoint(x: -1_800, y: 0)
    ) { delegate.currentTransition != nil }

    #expect(delegate.currentTransition == nil)
    #expect(tabs.selectedViewController === second)
    #expect(clock.deliveredFrameCount > 0, "the transition ran on the delegate's clock")
    #expect(delegate.beginInteractiveSwitch(forward: true) == nil, "no tab after the last")
    #expect(ShimConsole.transitions.map(\.completions) == [[true]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    #expect(window.rootViewController === tabs)
  }

  @Test("A switch begun from code and fed non-finite touches ends once, on the tab it left")
  func switchWithNonFiniteTouches() throws {
    ShimConsole.reset()
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    tabs.viewControllers = [UIViewController(), UIViewController()]
    let window = Self.window(showing: tabs)
    ShimRunLoop.advance(by: 0.1)
    let delegate = tabs.fluid.enable(options: FluidTransition.Options(engine: .displayLink))
    let clock = ManualFrameClock(framesPerSecond: 120, start: ShimMediaTime.now)
    delegate.clock = clock

    let transition = try #require(delegate.beginInteractiveSwitch(forward: true))
    Self.drive(
      transition, clock: clock, from: CGPoint(x: CGFloat.nan, y: .infinity),
      step: CGVector(dx: CGFloat.nan, dy: 0), velocity: CGPoint(x: CGFloat.nan, y: .nan)
    ) { delegate.currentTransition != nil }

    #expect(delegate.currentTransition == nil)
    #expect(tabs.selectedIndex == 0, "nothing moved: the switch cancels")
    #expect(ShimConsole.transitions.map(\.completions) == [[false]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    #expect(window.rootViewController === tabs)
  }

  @Test("A sheet's dismissal begun from code follows the touches fed to it, on the clock")
  func scriptedSheetDismissal() throws {
    let root = UIViewController()
    let window = Self.window(showing: root)
    let sheet = UIViewController()
    #expect(
      FluidTransitioningDelegate(style: SheetStyle()).beginInteractiveDismissal(of: sheet) == nil,
      "nothing presented")
    let delegate = root.present(
      sheet, fluid: .sheet, options: FluidTransition.Options(engine: .displayLink),
      animated: false)
    ShimRunLoop.advance(by: 0.1)
    try #require(root.presentedViewController === sheet)
    try #require(delegate.currentTransition == nil, "presented")
    let clock = ManualFrameClock(framesPerSecond: 120, start: ShimMediaTime.now)
    delegate.clock = clock
    #expect(
      FluidTransitioningDelegate(style: SheetStyle()).beginInteractiveDismissal(of: sheet) == nil,
      "presented with another delegate")
    ShimConsole.reset()

    let transition = try #require(delegate.beginInteractiveDismissal(of: sheet))
    #expect(transition.operation == .dismiss && transition.wantsInteractiveStart)
    #expect(transition.clock === clock)
    #expect(delegate.beginInteractiveDismissal(of: sheet) == nil, "one transition at a time")
    // UIKit starts the dismissal at the next turn of the run loop.
    ShimRunLoop.advance(by: 1.0 / 120)
    #expect(delegate.currentTransition === transition)
    #expect(delegate.beginInteractiveDismissal(of: sheet) == nil, "one transition at a time")

    Self.drive(
      transition, clock: clock, from: CGPoint(x: 195, y: 500), step: CGVector(dx: 0, dy: 30),
      velocity: CGPoint(x: 0, y: 2_000)
    ) { delegate.currentTransition != nil }

    #expect(delegate.currentTransition == nil)
    #expect(root.presentedViewController == nil)
    #expect(clock.deliveredFrameCount > 0, "the transition ran on the delegate's clock")
    #expect(delegate.beginInteractiveDismissal(of: sheet) == nil, "no longer presented")
    #expect(ShimConsole.transitions.map(\.completions) == [[true]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    #expect(window.rootViewController === root)
  }

  @Test("A drawer's dismissal begun from code and fed non-finite touches ends once, presented")
  func drawerDismissalWithNonFiniteTouches() throws {
    let root = UIViewController()
    let window = Self.window(showing: root)
    let drawer = UIViewController()
    let delegate = root.present(
      drawer, fluid: .drawer, options: FluidTransition.Options(engine: .displayLink),
      animated: false)
    ShimRunLoop.advance(by: 0.1)
    try #require(root.presentedViewController === drawer)
    try #require(delegate.currentTransition == nil, "presented")
    let clock = ManualFrameClock(framesPerSecond: 120, start: ShimMediaTime.now)
    delegate.clock = clock
    ShimConsole.reset()

    let transition = try #require(delegate.beginInteractiveDismissal(of: drawer))
    Self.drive(
      transition, clock: clock, from: CGPoint(x: CGFloat.nan, y: .infinity),
      step: CGVector(dx: CGFloat.nan, dy: 0), velocity: CGPoint(x: CGFloat.nan, y: .nan)
    ) { delegate.currentTransition != nil }

    #expect(delegate.currentTransition == nil)
    #expect(root.presentedViewController === drawer, "nothing moved: the dismissal cancels")
    #expect(ShimConsole.transitions.map(\.completions) == [[false]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    #expect(window.rootViewController === root)
  }
}
