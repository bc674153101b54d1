// The iOS performance test of figure 5's question on real hardware: how much does an
// interactive pop in the gallery hitch? It measures the navigation transition's hitch time
// ratio with XCTest's signpost metrics while a finger (XCUITest's synthesized touches) drags
// the Settings tab's detail screen back from the leading edge, half way, and lets go.
//
// It belongs to a UI-test target of an Xcode project that hosts the gallery (the App Playground
// `Examples/FluidGallery.swiftpm` cannot hold a UI-test target, so a project that embeds its
// screens, `FluidGallery.makeRootViewController()` as the window's root, is needed); it is not
// part of the Swift package. It has never been run: the project has no Apple hardware yet, and Linux's XCTest
// has none of these APIs (XCUIApplication, XCTOSSignpostMetric), so it compiles to nothing
// there.
#if os(iOS)
  import XCTest

  final class InteractivePopPerformanceTests: XCTestCase {
    override func setUp() {
      super.setUp()
      continueAfterFailure = false
    }

    /// Hitch time ratio (ms of lateness per s) and frame rate of the navigation transition
    /// during interactive pops: push a detail screen, then swipe from the leading edge to pop it.
    func testInteractivePopHitchTimeRatio() throws {
      let app = XCUIApplication()
      app.launch()
      app.tabBars.buttons["Settings"].tap()
      let row = app.buttons["Wi-Fi"].firstMatch
      XCTAssertTrue(row.waitForExistence(timeout: 5))

      let options = XCTMeasureOptions()
      options.invocationOptions = [.manuallyStop]
      options.iterationCount = 5
      // The navigation transition metric records the system's transition signposts; with a
      // custom interactive transition the duration spans the finger's drag and the settle.
      measure(
        metrics: [XCTOSSignpostMetric.navigationTransitionMetric], options: options
      ) {
        row.tap()
        let window = app.windows.firstMatch
        let edge = window.coordinate(withNormalizedOffset: CGVector(dx: 0.01, dy: 0.5))
        let middle = window.coordinate(withNormalizedOffset: CGVector(dx: 0.6, dy: 0.5))
        // A slow drag to 60 % of the width, then a release: the spring finishes the pop.
        edge.press(
          forDuration: 0.05, thenDragTo: middle, withVelocity: .slow, thenHoldForDuration: 0)
        stopMeasuring()
        XCTAssertTrue(row.waitForExistence(timeout: 5))
      }
    }

    /// The same pop, measured with the scroll-and-animation hitch metric (the hitch time ratio
    /// over everything Core Animation rendered during the gesture).
    func testInteractivePopAnimationHitches() throws {
      let app = XCUIApplication()
      app.launch()
      app.tabBars.buttons["Settings"].tap()
      let row = app.buttons["Wi-Fi"].firstMatch
      XCTAssertTrue(row.waitForExistence(timeout: 5))
      measure(metrics: [XCTOSSignpostMetric.customNavigationTransitionMetric]) {
        row.tap()
        let window = app.windows.firstMatch
        window.coordinate(withNormalizedOffset: CGVector(dx: 0.01, dy: 0.5)).press(
          forDuration: 0.05,
          thenDragTo: window.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)),
          withVelocity: .fast, thenHoldForDuration: 0)
        XCTAssertTrue(row.waitForExistence(timeout: 5))
      }
    }
  }
#endif
