import FluidTransitions
import Testing
import UIKit

/// The toolbar's items and the navigation bar's appearance across a fluid push and pop on the
/// simulated UIKit: a root screen with toolbar items and an appearance of its own, a pushed
/// screen with other items and no appearance of its own (the bar's then shows), pushed and
/// popped: committed, popped under the finger and let go either way, and grabbed mid-push and
/// thrown back; on both engines, the slide and the fade, under every setting of
/// `ShimBehaviour.toolbarItemsDuringTransition` and `barAppearanceDuringTransition`.
///
/// The library changes neither: UIKit does. In every setting the toolbar ends showing the top
/// screen's items and the bar the top item's appearance (a cancelled transition's top is the
/// departing screen), with one drawing, opaque. Where UIKit crossfades alongside the
/// transition, the crossfade follows it: no frame-to-frame jump, mid-way and still while the
/// finger holds it, and back with a throw-back.
@MainActor
@Suite("UIKit glue: toolbar items and bar appearances across push and pop")
struct BarItemsGlueTests {
  enum Content: String, CaseIterable, Sendable {
    case toolbarItems, barAppearance
  }

  /// When UIKit changes the content, whichever switch governs it.
  enum Timing: String, CaseIterable, Sendable {
    case alongside, atStart, atEnd
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let content: Content
    let entry: GlueNavigationGestures.Entry
    let engine: TransitionEngine
    let fades: Bool
    let timing: Timing
    /// `alongsideOnEmptyPausedAnimator = .dropped`: a paused animator that became active with no
    /// block of its own drops the blocks added to it (the `.displayLink` engine's probe view
    /// keeps its animator from being empty).
    var dropsBlocksWhenEmpty = false
    /// The pushed screen gives its toolbar items as it appears (`setToolbarItems(_:animated:)`
    /// from `viewWillAppear(_:)`, the common pattern) instead of before it is pushed.
    var setsItemsAsItAppears = false

    var testDescription: String {
      "\(content.rawValue) \(entry.rawValue) \(engine) \(fades ? "fade" : "slide") \(timing.rawValue)"
        + (dropsBlocksWhenEmpty ? " dropsBlocksWhenEmpty" : "")
        + (setsItemsAsItAppears ? " setsItemsAsItAppears" : "")
    }
  }

  /// Every content, entry, engine and setting with the slide; the fade, an animator that drops
  /// blocks added while it is empty, and (toolbar items) a screen that gives its items as it
  /// appears, under the default.
  nonisolated static let cases: [Case] = Content.allCases.flatMap { content in
    GlueNavigationGestures.Entry.allCases.flatMap { entry in
      [TransitionEngine.propertyAnimator, .displayLink].flatMap { engine in
        Timing.allCases.map {
          Case(content: content, entry: entry, engine: engine, fades: false, timing: $0)
        } + [
          Case(content: content, entry: entry, engine: engine, fades: true, timing: .alongside),
          Case(
            content: content, entry: entry, engine: engine, fades: false, timing: .alongside,
            dropsBlocksWhenEmpty: true),
        ]
          + (content == .toolbarItems
            ? [
              Case(
                content: content, entry: entry, engine: engine, fades: false,
                timing: .alongside, setsItemsAsItAppears: true)
            ] : [])
      }
    }
  }

  @Test("The top screen's toolbar items and bar appearance, across a push or pop", arguments: cases)
  func contentAcrossTransition(_ testCase: Case) throws {
    var behaviour = ShimBehaviour()
    if testCase.dropsBlocksWhenEmpty { behaviour.alongsideOnEmptyPausedAnimator = .dropped }
    switch (testCase.content, testCase.timing) {
    case (.toolbarItems, .alongside): behaviour.toolbarItemsDuringTransition = .alongside
    case (.toolbarItems, .atStart): behaviour.toolbarItemsDuringTransition = .atStart
    case (.toolbarItems, .atEnd): behaviour.toolbarItemsDuringTransition = .atEnd
    case (.barAppearance, .alongside): behaviour.barAppearanceDuringTransition = .alongside
    case (.barAppearance, .atStart): behaviour.barAppearanceDuringTransition = .atStart
    case (.barAppearance, .atEnd): behaviour.barAppearanceDuringTransition = .atEnd
    }
    try ShimBehaviour.with(behaviour) { try run(testCase) }
  }

  /// A screen that gives the toolbar its items as it appears, animated when its appearance is.
  final class ItemsScreen: UIViewController {
    var itemsToShow: [UIBarButtonItem]?

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      if let itemsToShow { setToolbarItems(itemsToShow, animated: animated) }
    }
  }

  private func appearance(red: CGFloat) -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.backgroundColor = UIColor(red: red, green: 0.5, blue: 0.5, alpha: 1)
    return appearance
  }

  private func run(_ testCase: Case) throws {
    let name = testCase.testDescription
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let list = UIViewController()
    let detail = ItemsScreen()
    let listItems = [UIBarButtonItem()]
    let detailItems = [UIBarButtonItem(), UIBarButtonItem()]
    list.toolbarItems = listItems
    if testCase.setsItemsAsItAppears {
      detail.itemsToShow = detailItems
    } else {
      detail.toolbarItems = detailItems
    }
    list.navigationItem.standardAppearance = appearance(red: 0.9)
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    let style: any TransitionStyle = testCase.fades ? .fade : .slide
    let delegate = navigation.fluid.enable(
      style, interaction: .edgePan, options: FluidTransition.Options(engine: testCase.engine))
    let bar = navigation.navigationBar
    bar.standardAppearance = appearance(red: 0.1)
    let toolbar: UIToolbar = navigation.toolbar
    navigation.isToolbarHidden = false
    let listAppearance = try #require(list.navigationItem.standardAppearance)
    let barAppearance = bar.standardAppearance
    let host: UIView = testCase.content == .toolbarItems ? toolbar : bar
    /// Whether `drawing` shows the list's content (the other is the detail's).
    let isList = { (drawing: ShimBarDrawing) -> Bool in
      testCase.content == .toolbarItems
        ? drawing.draws(items: listItems) : drawing.appearance === listAppearance
    }
    let entry = testCase.entry
    if entry.startsPushed { navigation.pushViewController(detail, animated: false) }
    ShimRunLoop.advance(by: 0.05)
    let startsOnList = !entry.startsPushed
    #expect(
      host.shimDrawings.count == 1 && host.shimDrawings.allSatisfy { isList($0) == startsOnList },
      "\(name): the bar starts with the top screen's content")

    // How much of the arriving screen's content shows, frame by frame: the on-screen opacity of
    // its drawing (0 without one).
    let arrivingShare = { () -> CGFloat in
      let drawing = host.shimDrawings.last { isList($0) != startsOnList }
      return drawing.map { CGFloat($0.layer.shimOnScreen.opacity) } ?? 0
    }
    var shares: [CGFloat] = [arrivingShare()]
    // The shares of the frames that ended with the transition still running.
    var running: [CGFloat] = []
    let step = {
      ShimRunLoop.advance(by: 1.0 / 120)
      shares.append(arrivingShare())
      if navigation.shimIsTransitioning { running.append(shares[shares.count - 1]) }
    }
    var held: [CGFloat] = []
    try GlueNavigationGestures.play(
      entry, pushing: detail, on: navigation, in: window, name: name, step: step,
      held: { held.append(shares[shares.count - 1]) })
    _ = delegate
    for _ in 0..<240 where navigation.shimIsTransitioning { step() }
    step()

    #expect(ShimConsole.transitions.map(\.completions) == [[entry.completes]], "\(name)")
    #expect(ShimConsole.messages.isEmpty, "\(name): \(ShimConsole.messages)")
    let top = try #require(navigation.topViewController)
    #expect((top === list) == (entry.completes == entry.startsPushed), "\(name): the top screen")
    let drawings = host.shimDrawings
    #expect(
      drawings.count == 1
        && drawings.allSatisfy { $0.alpha == 1 && $0.layer.shimOnScreen.opacity == 1 },
      "\(name): one drawing, opaque: \(drawings.map(\.alpha)) \(shares.suffix(3))")
    switch testCase.content {
    case .toolbarItems:
      let wanted = top === list ? listItems : detailItems
      #expect(
        toolbar.items.map { $0.map(ObjectIdentifier.init) } == wanted.map(ObjectIdentifier.init)
          && drawings.last?.draws(items: wanted) == true,
        "\(name): the toolbar shows the top screen's items")
    case .barAppearance:
      let wanted = top === list ? listAppearance : barAppearance
      #expect(
        bar.shimShownAppearance === wanted, "\(name): the bar shows the top item's appearance")
    }
    #expect(running.count > 10, "\(name): the transition ran over frames: \(running.count)")
    switch testCase.timing {
    case .alongside:
      let steps = zip(shares, shares.dropFirst()).map { abs($1 - $0) }
      #expect((steps.max() ?? 0) < 0.25, "\(name): no jump: the largest step \(steps.max() ?? 0)")
      if !held.isEmpty {
        #expect(
          held.allSatisfy { $0 > 0.02 && $0 < 0.98 },
          "\(name): the crossfade is mid-way while the transition is: \(held)")
        #expect(
          abs(held[held.count - 1] - held[4]) < 0.01,
          "\(name): the crossfade stands still while the finger holds the transition: \(held)")
      }
    case .atStart:
      #expect(
        running.allSatisfy { $0 == 1 },
        "\(name): the arriving content shows at once as the transition starts: \(shares.prefix(4))"
      )
    case .atEnd:
      #expect(
        running.allSatisfy { $0 == 0 },
        "\(name): the arriving content waits for the end: \(shares.suffix(4))")
    }
  }
}
