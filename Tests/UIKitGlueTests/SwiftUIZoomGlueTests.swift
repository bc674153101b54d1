import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// `fluidTransitionSource(id:in:)` and `fluidTransition(.zoom(sourceID:in:))`: a destination
/// zooms from the view marked with its identifier in its namespace, a pop lands on that view
/// wherever the grid has scrolled it, and a source that is missing, elsewhere, off screen,
/// unmeasurable or gone gives the zoom's fallback (a scale and fade toward the centre).
@MainActor
@Suite("SwiftUI glue: the zoom by identifier and namespace")
struct SwiftUIZoomGlueTests {
  /// Whether two rectangles agree within `tolerance` points on every edge.
  static func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].allSatisfy {
      abs($0) <= tolerance
    }
  }

  /// Runs the run loop's deferred work, without moving time, until a flight carrying `marker`
  /// is on screen (the push starts on a turn after the path changes), then, when none is, one
  /// frame (a push held for its page's report starts on the next frame, its flight still at
  /// its start).
  static func firstFlight(of marker: UIView, in scene: SwiftUIZoomScene) -> UIView? {
    for _ in 0..<4 {
      if let flight = scene.flight(of: marker) { return flight }
      ShimRunLoop.runDeferredWork()
    }
    if let flight = scene.flight(of: marker) { return flight }
    ShimRunLoop.advance(by: 1.0 / 120)
    return scene.flight(of: marker)
  }

  /// Plays frames until the transition on screen has ended, calling `perFrame` before each.
  static func play(_ scene: SwiftUIZoomScene, perFrame: (Int) -> Void = { _ in }) {
    var frame = 0
    ShimRunLoop.advance(by: 1.0 / 120)
    while scene.navigation?.fluid.delegate?.currentTransition != nil, frame < 240 {
      perFrame(frame)
      frame += 1
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    ShimRunLoop.advance(by: 0.1)
  }

  @Test("An identifier that is not Sendable names its source as SwiftUI's zoom lets it")
  func nonSendableIdentifier() throws {
    let scene = SwiftUIZoomScene()
    scene.change { scene.model.usesPlainIDs = true }
    let marker = try #require(scene.markers(of: 4).first)
    scene.change { scene.model.path = [4] }
    let push = try #require(Self.firstFlight(of: marker, in: scene), "the push flies")
    let start = SwiftUIZoomScene.onScreen(push)
    #expect(Self.close(start, scene.cellFrame(4), within: 0.5), "starts at the cell: \(start)")
    Self.play(scene)
    #expect(scene.model.path == [4])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "The push flies from the marked cell; the pop lands on it where the grid scrolled it",
    arguments: ShimBehaviour.oneAtATime)
  func zoomFromTheCellAndBack(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      try Self.checkZoomFromTheCellAndBack(behaviour)
    }
  }

  private static func checkZoomFromTheCellAndBack(_ behaviour: ShimBehaviour) throws {
    let scene = SwiftUIZoomScene()
    let marker = try #require(scene.markers(of: 4).first)
    scene.change { scene.model.path = [4] }
    let push = try #require(firstFlight(of: marker, in: scene), "[\(behaviour)] the push flies")
    let start = SwiftUIZoomScene.onScreen(push)
    #expect(
      close(start, scene.cellFrame(4), within: 0.5), "[\(behaviour)] starts at the cell: \(start)")
    play(scene)
    #expect(scene.navigation?.topViewController !== scene.grid, "[\(behaviour)] the page is on top")
    #expect(scene.model.path == [4], "[\(behaviour)]")

    // The pop while the grid scrolls under it, 1.5 points a frame.
    scene.change { scene.model.path = [] }
    let pop = try #require(firstFlight(of: marker, in: scene), "[\(behaviour)] the pop flies")
    let last = SwiftUIZoomScene.landing(of: pop) {
      scene.scrollOffset += 1.5
      scene.layOut()
    }
    #expect(scene.scrollOffset > 50, "the grid scrolled \(scene.scrollOffset) points")
    #expect(
      close(last, scene.cellFrame(4), within: 2),
      "[\(behaviour)] landed at \(last), the cell is at \(scene.cellFrame(4))")
    #expect(scene.navigation?.topViewController === scene.grid, "[\(behaviour)]")
    #expect(scene.model.path == [], "[\(behaviour)]")
    #expect(scene.everyFrameIsFinite, "[\(behaviour)]")
    #expect(ShimConsole.messages.isEmpty, "[\(behaviour)] \(ShimConsole.messages)")
  }

  /// A destination whose source cannot be used when its push starts.
  enum MissingSource: String, CaseIterable, Sendable {
    /// No view is marked with the identifier the destination names.
    case noViewWithTheID
    /// The identifier is marked in another namespace than the destination names.
    case anotherNamespace
    /// The cell has scrolled off screen.
    case scrolledOffScreen
    /// The layout measures the cell with NaN.
    case notANumberFrame
    /// The cell has no size.
    case zeroSize
  }

  @Test(
    "A source missing when the push starts: the page scales and fades in instead",
    arguments: MissingSource.allCases)
  func missingSourceFallsBack(_ missing: MissingSource) throws {
    let scene = SwiftUIZoomScene()
    scene.change {
      switch missing {
      case .noViewWithTheID: scene.model.sourceID = 99
      case .anotherNamespace: scene.model.usesOtherNamespace = true
      case .scrolledOffScreen: scene.scrollOffset = 2000
      case .notANumberFrame:
        scene.frameOverride = CGRect(
          x: CGFloat.nan, y: 10, width: 100, height: CGFloat.nan)
      case .zeroSize: scene.frameOverride = CGRect(x: 20, y: 120, width: 0, height: 0)
      }
    }
    scene.change { scene.model.path = [4] }
    ShimRunLoop.advance(by: 0.05)
    let page = try #require(scene.navigation?.topViewController)
    #expect(page !== scene.grid, "[\(missing)] the push is under way")
    #expect(scene.flights.isEmpty, "[\(missing)] nothing flies")
    #expect(page.view.transform != .identity, "[\(missing)] the page is scaled")
    #expect(scene.everyFrameIsFinite, "[\(missing)]")
    Self.play(scene)
    #expect(page.view.transform == .identity, "[\(missing)] at rest")
    #expect(scene.model.path == [4], "[\(missing)]")
    #expect(scene.everyFrameIsFinite, "[\(missing)]")
    #expect(ShimConsole.messages.isEmpty, "[\(missing)] \(ShimConsole.messages)")
  }

  @Test(
    "A source scrolled out of the part its scroll view shows, still in the window: the fallback; scrolled back in, the pop lands on it"
  )
  func clippedByItsScrollView() throws {
    let scene = SwiftUIZoomScene()
    scene.change { scene.model.inScrollView = true }
    // A card: the scroll view shows 150 points of the grid, from y 100 in the window; cell 4
    // (y 240 to 340 in the grid) is below what it shows, and inside the window.
    let scrollView = try #require(scene.scrollView)
    scrollView.frame = CGRect(x: 0, y: 100, width: 390, height: 150)
    let marker = try #require(scene.markers(of: 4).first)
    let inWindow = marker.convert(marker.bounds, to: nil)
    #expect(scene.window.bounds.contains(inWindow), "the cell is in the window: \(inWindow)")
    scene.change { scene.model.path = [4] }
    ShimRunLoop.advance(by: 0.05)
    let page = try #require(scene.navigation?.topViewController)
    #expect(page !== scene.grid, "the push is under way")
    #expect(scene.flights.isEmpty, "nothing flies from a cell the card hides")
    #expect(page.view.transform != .identity, "the page is scaled")
    Self.play(scene)
    // Scrolled so that the card shows cell 4: the pop lands on it.
    scrollView.contentOffset = CGPoint(x: 0, y: 200)
    scene.change { scene.model.path = [] }
    let pop = try #require(Self.firstFlight(of: marker, in: scene), "the pop flies to the cell")
    var last = CGRect.null
    while pop.superview != nil {
      last = SwiftUIZoomScene.onScreen(pop)
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    let cell = marker.convert(marker.bounds, to: nil)
    #expect(Self.close(last, cell, within: 2), "landed at \(last), the cell at \(cell)")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("An identifier marked twice: the view marked last; once it goes, the other one")
  func duplicateIdentifiers() throws {
    let scene = SwiftUIZoomScene()
    scene.change { scene.model.featured = 4 }
    let markers = scene.markers(of: 4)
    try #require(markers.count == 2)
    let cell = markers[0]
    let featured = markers[1]
    scene.change { scene.model.path = [4] }
    let push = try #require(Self.firstFlight(of: featured, in: scene), "flies from the banner")
    #expect(
      Self.close(SwiftUIZoomScene.onScreen(push), scene.cellFrame(4, featured: true), within: 0.5))
    Self.play(scene)
    scene.change { scene.model.featured = nil }
    #expect(featured.superview == nil, "the banner left the view tree")
    scene.change { scene.model.path = [] }
    let pop = try #require(Self.firstFlight(of: cell, in: scene), "lands on the cell")
    var last = CGRect.null
    while pop.superview != nil {
      last = SwiftUIZoomScene.onScreen(pop)
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    #expect(Self.close(last, scene.cellFrame(4), within: 2), "landed at \(last)")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  /// How a source leaves mid-pop.
  enum Departure: String, CaseIterable, Sendable {
    /// Its item leaves the grid: the cell leaves the view tree.
    case removed
    /// The grid scrolls it off screen at once.
    case scrolledOff
  }

  @Test(
    "A source gone mid-pop: the flight turns into the fallback and fades out",
    arguments: Departure.allCases)
  func goneMidPop(_ departure: Departure) throws {
    let scene = SwiftUIZoomScene()
    scene.change { scene.model.path = [4] }
    Self.play(scene)
    let marker = try #require(scene.markers(of: 4).first)
    scene.change { scene.model.path = [] }
    let pop = try #require(Self.firstFlight(of: marker, in: scene))
    var opacities: [Double] = []
    var frame = 0
    while pop.superview != nil, frame < 240 {
      if frame == 10 {
        switch departure {
        case .removed: scene.change { scene.model.items.removeAll { $0 == 4 } }
        case .scrolledOff:
          scene.scrollOffset = 2000
          scene.layOut()
        }
      }
      opacities.append(Double(pop.layer.shimOnScreen.opacity))
      frame += 1
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    ShimRunLoop.advance(by: 0.1)
    #expect(opacities.prefix(10).allSatisfy { $0 > 0.999 }, "[\(departure)] opaque before")
    #expect((opacities.last ?? 1) < 0.05, "[\(departure)] faded out: \(opacities.last ?? 1)")
    #expect(scene.navigation?.topViewController === scene.grid, "[\(departure)]")
    #expect(scene.model.path == [], "[\(departure)]")
    #expect(scene.everyFrameIsFinite, "[\(departure)]")
    #expect(ShimConsole.messages.isEmpty, "[\(departure)] \(ShimConsole.messages)")
  }

  @Test("The stack leaves the view tree mid-zoom: nothing it or the sources made outlives it")
  func leavesNothingMidZoom() throws {
    weak var navigation: UINavigationController?
    weak var grid: UIViewController?
    weak var page: UIViewController?
    weak var marker: UIView?
    // Other tests' sources may be alive: this test counts its own.
    let before = FluidTransitionSources.shared.count
    let scene = SwiftUIZoomScene()
    scene.change { scene.model.path = [4] }
    Self.play(scene)
    do {
      navigation = scene.navigation
      grid = scene.grid
      page = scene.navigation?.topViewController
      marker = scene.markers(of: 4).first
      #expect(FluidTransitionSources.shared.count == before + 9)
    }
    scene.change { scene.model.path = [] }
    ShimRunLoop.advance(by: 0.1)
    #expect(scene.navigation?.fluid.delegate?.currentTransition != nil, "mid-zoom")
    scene.change { scene.model.isShown = false }
    ShimRunLoop.advance(by: 1)
    #expect(scene.host.view.subviews.isEmpty)
    #expect(navigation == nil, "the navigation controller is freed")
    #expect(grid == nil, "the grid's hosting controller is freed")
    #expect(page == nil, "the page is freed")
    #expect(marker == nil, "the source's view is freed")
    #expect(FluidTransitionSources.shared.count == before, "no source is left")
  }
}
