import FluidTransitions
import Testing
import UIKit

/// The navigation bar's large title across a fluid push and pop on the simulated UIKit: a bar
/// that prefers large titles, a root screen whose item always shows one and a screen whose item
/// never does, pushed and popped: committed, popped under the finger and let go either way, and
/// grabbed mid-push and thrown back; on both engines, the slide and the fade, under every
/// setting of `ShimBehaviour.largeTitleDuringTransition`.
///
/// The library changes nothing of the bar: UIKit changes its height. Where UIKit animates the
/// change alongside the transition, the bar's height follows it (no frame-to-frame jump), stands
/// still while the finger holds it and goes back with a throw-back; in every setting the bar
/// ends with the height of the top screen's title.
@MainActor
@Suite("UIKit glue: large titles across push and pop")
struct LargeTitleGlueTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let entry: GlueNavigationGestures.Entry
    let engine: TransitionEngine
    let fades: Bool
    let setting: ShimBehaviour.LargeTitleDuringTransition

    var testDescription: String {
      "\(entry.rawValue) \(engine) \(fades ? "fade" : "slide") \(setting.rawValue)"
    }
  }

  nonisolated static let cases: [Case] = GlueNavigationGestures.Entry.allCases.flatMap { entry in
    [TransitionEngine.propertyAnimator, .displayLink].flatMap { engine in
      ShimBehaviour.LargeTitleDuringTransition.allCases.map {
        Case(entry: entry, engine: engine, fades: false, setting: $0)
      } + [Case(entry: entry, engine: engine, fades: true, setting: .alongside)]
    }
  }

  @Test("The bar's height for the top screen's title, across a push or pop", arguments: cases)
  func largeTitleAcrossTransition(_ testCase: Case) throws {
    var behaviour = ShimBehaviour()
    behaviour.largeTitleDuringTransition = testCase.setting
    try ShimBehaviour.with(behaviour) { try run(testCase) }
  }

  private func run(_ testCase: Case) throws {
    let name = testCase.testDescription
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let list = UIViewController()
    list.navigationItem.largeTitleDisplayMode = .always
    let detail = UIViewController()
    detail.navigationItem.largeTitleDisplayMode = .never
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    let style: any TransitionStyle = testCase.fades ? .fade : .slide
    let delegate = navigation.fluid.enable(
      style, interaction: .edgePan, options: FluidTransition.Options(engine: testCase.engine))
    let bar = navigation.navigationBar
    bar.prefersLargeTitles = true
    let large: CGFloat = 96
    let small: CGFloat = 44
    let entry = testCase.entry
    if entry.startsPushed { navigation.pushViewController(detail, animated: false) }
    ShimRunLoop.advance(by: 0.05)
    let startHeight = entry.startsPushed ? small : large
    #expect(bar.layer.shimOnScreen.bounds.height == startHeight, "\(name): the bar starts right")

    var heights: [CGFloat] = [bar.layer.shimOnScreen.bounds.height]
    let step = {
      ShimRunLoop.advance(by: 1.0 / 120)
      heights.append(bar.layer.shimOnScreen.bounds.height)
    }
    var held: [CGFloat] = []
    try GlueNavigationGestures.play(
      entry, pushing: detail, on: navigation, in: window, name: name, step: step,
      held: { held.append(heights[heights.count - 1]) })
    _ = delegate
    for _ in 0..<240 where navigation.shimIsTransitioning { step() }
    step()

    #expect(ShimConsole.transitions.map(\.completions) == [[entry.completes]], "\(name)")
    #expect(ShimConsole.messages.isEmpty, "\(name): \(ShimConsole.messages)")
    let endHeight = navigation.topViewController === list ? large : small
    #expect(
      bar.layer.shimOnScreen.bounds.height == endHeight && bar.frame.height == endHeight
        && bar.frame.minY == 0,
      "\(name): the bar ends with the top screen's title: \(heights.suffix(3))")
    guard testCase.setting == .alongside else { return }
    let steps = zip(heights, heights.dropFirst()).map { abs($1 - $0) }
    #expect((steps.max() ?? 0) < 12, "\(name): no jump: the largest step \(steps.max() ?? 0)")
    if !held.isEmpty {
      #expect(
        held.allSatisfy { $0 > small + 1 && $0 < large - 1 },
        "\(name): the bar is between its heights while the transition is mid-way: \(held)")
      #expect(
        abs(held[held.count - 1] - held[4]) < 0.5,
        "\(name): the height stands still while the finger holds the transition: \(held)")
    }
  }
}
