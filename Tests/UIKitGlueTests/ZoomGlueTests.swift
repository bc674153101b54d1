import FluidTransitions
import Testing
import UIKit

/// The zoom played through UIKit's entry points on the simulated UIKit: the snapshots of its
/// cross-fading, clipping flights, the options of iOS 18's zoom as `ZoomElements` (alignment
/// rect, dimming colour, dismissal veto, further elements), the live source on the display-link
/// engine, and pinch to dismiss with its hand-overs to and from the drag.
@MainActor
@Suite("UIKit glue: the zoom")
struct ZoomGlueTests {
  nonisolated static let engines: [TransitionEngine] = [.propertyAnimator, .displayLink]

  @Test(
    "A push snapshots the arriving view after screen updates, in a clipping flight with the cell",
    arguments: engines)
  func pushSnapshotsInsideAClippingFlight(engine: TransitionEngine) throws {
    let world = ZoomWorld(engine: engine)
    let cell = try #require(world.grid.cell(at: world.index))
    world.navigation?.pushViewController(world.detail, animated: true)
    let flight = try #require(world.flight(of: cell))
    #expect(flight.clipsToBounds, "the flight clips its contents")
    let snapshots = flight.subviews
    try #require(snapshots.count == 2)
    #expect(snapshots[0].shimSnapshotOf === world.detail.imageView, "the destination, below")
    #expect(snapshots[1].shimSnapshotOf === cell, "the source, above")
    #expect(
      snapshots[0].shimSnapshotAfterScreenUpdates == true,
      "the arriving screen is not rendered yet")
    #expect(snapshots[1].shimSnapshotAfterScreenUpdates == false, "the cell is on screen")
    #expect(snapshots.allSatisfy { !$0.shimSnapshotIsBlank })
    #expect(Double(flight.layer.shimOnScreen.cornerRadius) == 12, "the cell's measured radius")

    // Mid-flight: on screen, the two contents cross-fade, one of them opaque at every frame.
    var sawBoth = false
    var radii: [Double] = []
    while flight.superview != nil {
      #expect(flight.window === world.window)
      let destination = ZoomWorld.opacity(snapshots[0])
      let source = ZoomWorld.opacity(snapshots[1])
      #expect(max(destination, source) > 0.999, "destination \(destination), source \(source)")
      sawBoth = sawBoth || (destination > 0.05 && destination < 0.95 && source > 0.999)
      radii.append(Double(flight.layer.shimOnScreen.cornerRadius))
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    #expect(sawBoth, "the destination faded in under the source")
    #expect(
      abs((radii.last ?? 0) - 4) < 0.2, "lands with the image view's radius: \(radii.last ?? 0)")
    ShimRunLoop.advance(by: 1)
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    #expect(cell.isHidden == false && world.detail.imageView.isHidden == false, "shown again")
  }

  @Test(
    "Alignment rect: the push lands on the photo inside the image view, the pop leaves from it",
    arguments: engines)
  func alignmentRectLanding(engine: TransitionEngine) throws {
    let world = ZoomWorld(engine: engine)
    world.aligns = true
    let cell = try #require(world.grid.cell(at: world.index))
    world.navigation?.pushViewController(world.detail, animated: true)
    let context = try #require(world.alignmentContexts.last)
    #expect(context.sourceView === cell && context.zoomedViewController === world.detail)
    let flight = try #require(world.flight(of: cell))
    // Where the flight is headed: the model value (UIKit's animator sets the end at once).
    var last = CGRect.zero
    while flight.superview != nil {
      last = ZoomWorld.inWindow(flight)
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    let photo = world.detail.view.convert(world.detail.photoRect, to: nil)
    #expect(ZoomWorld.close(last, photo, within: 1), "landed at \(last), the photo is at \(photo)")
    #expect(photo.height < photo.width, "a wide photo, not the square image view")

    // The pop leaves from the photo, the image view's snapshot overflowing the flight.
    world.navigation?.popViewController(animated: true)
    #expect(world.alignmentContexts.last?.zoomedViewController === world.detail)
    let back = try #require(world.flight(of: cell))
    #expect(ZoomWorld.close(ZoomWorld.onScreen(back), photo))
    let image = try #require(back.subviews.first { $0.shimSnapshotOf === world.detail.imageView })
    let width = world.detail.imageView.bounds.width
    let shown = image.layer.shimOnScreen.frame
    #expect(
      ZoomWorld.close(shown, CGRect(x: 0, y: -width / 6, width: width, height: width)),
      "the photo part fills the flight: \(shown)")
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.transitions.map(\.completions) == [[true], [true]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "An alignment rect NaN, infinite or without area is ignored: the flight lands on the image view"
  )
  func badAlignmentRects() throws {
    let rects = [
      CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100),
      CGRect(x: 0, y: 200, width: 300, height: 0),
      CGRect(x: 0, y: 0, width: -CGFloat.greatestFiniteMagnitude, height: .nan),
    ]
    for rect in rects {
      let world = ZoomWorld()
      world.aligns = true
      world.alignmentRect = rect
      world.navigation?.pushViewController(world.detail, animated: true)
      let landing = try #require(Self.primaryLanding(world))
      let image = world.detail.imageView.convert(world.detail.imageView.bounds, to: nil)
      #expect(ZoomWorld.close(landing.cgRect, image), "\(rect): landing \(landing)")
      ShimRunLoop.advance(by: 2)
      #expect(ShimConsole.transitions.last?.completions == [true], "\(rect)")
      #expect(UIKitBadInputGlueTests.allFinite(world.window), "\(rect)")
    }
  }

  /// Where the primary flight of the running transition lands, by its plan.
  static func primaryLanding(_ world: ZoomWorld) -> Rect? {
    world.transition?.driver?.plan.tracks.compactMap { track -> Rect? in
      if case .flight(let path, .frame) = track.property, path.element == nil {
        return path.landing
      }
      return nil
    }.first
  }

  @Test("dimmingColor: the presentation's dimming view takes the colour, its alpha the colour's")
  func dimmingColorOnThePresentation() throws {
    let world = ZoomWorld(modal: true)
    world.dimmingColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.3)
    world.present()
    let presentation = try #require(
      world.detail.presentationController as? FluidPresentationController)
    let color = try #require(presentation.dimmingView.backgroundColor?.shimComponents)
    #expect(color == (1, 0, 0, 1), "opaque: the plan fades the view's alpha")
    ShimRunLoop.advance(by: 2)
    #expect(abs(presentation.dimmingView.alpha - 0.3) < 1e-6, "\(presentation.dimmingView.alpha)")
    #expect(presentation.dimmingView.superview === presentation.containerView)
    #expect(ShimConsole.transitions.last?.completions == [true])

    // The default: the style's colour, black at 10 %.
    let plain = ZoomWorld(modal: true)
    plain.present()
    ShimRunLoop.advance(by: 2)
    let plainPresentation = try #require(
      plain.detail.presentationController as? FluidPresentationController)
    let plainColor = try #require(plainPresentation.dimmingView.backgroundColor?.shimComponents)
    #expect(plainColor == (0, 0, 0, 1))
    #expect(abs(plainPresentation.dimmingView.alpha - 0.1) < 1e-6)

    // Pushed, the plan makes its own dimming node in the colour.
    let pushed = ZoomWorld()
    pushed.dimmingColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)
    pushed.navigation?.pushViewController(pushed.detail, animated: true)
    ShimRunLoop.advance(by: 0.2)
    let dimming = pushed.container?.subviews.first { view in
      guard let color = view.backgroundColor?.shimComponents else { return false }
      return color == (0, 1, 0, 1)
    }
    #expect(dimming != nil, "a dimming node in the colour")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "Further elements fly in z-index order however listed; a caption in its hidden cell stays live",
    arguments: [false, true])
  func furtherElementsInZOrder(reversed: Bool) throws {
    let world = ZoomWorld(engine: .displayLink)
    let index = world.index
    var elements = [
      ZoomElements.SharedElement(
        identifier: "caption", source: { [weak world] in world?.grid.captions[index] },
        destination: { [weak world] in world?.detail.caption }, zIndex: 1),
      ZoomElements.SharedElement(
        identifier: "badge", source: { [weak world] in world?.grid.badges[index] },
        destination: { [weak world] in world?.detail.badge }),
    ]
    if reversed { elements.reverse() }
    world.additionalElements = elements
    world.showDetail()
    world.navigation?.popViewController(animated: true)
    let cell = world.grid.cells[index]
    let caption = world.grid.captions[index]
    let badge = world.grid.badges[index]
    let flights: [UIView] = [
      try #require(world.flight(of: cell)), try #require(world.flight(of: badge)),
      try #require(world.flight(of: caption)),
    ]
    let order = flights.map { flight in
      world.container?.subviews.firstIndex { $0 === flight } ?? -1
    }
    #expect(order == order.sorted() && Set(order).count == 3, "primary, badge (a tie), caption")
    let captionFlight = flights[2]
    var last = CGRect.zero
    while captionFlight.superview != nil {
      #expect(ZoomWorld.opacity(captionFlight) > 0.999, "the caption's source is still there")
      last = ZoomWorld.onScreen(captionFlight)
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    #expect(ZoomWorld.close(last, ZoomWorld.inWindow(caption), within: 1), "lands on the caption")
    ShimRunLoop.advance(by: 1)
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(!caption.isHidden && !badge.isHidden && !cell.isHidden)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  // MARK: - The dismissal veto

  @Test(
    "A veto refusing: the drag never begins; its context's willBegin is the library's own rule"
  )
  func vetoStopsTheDrag() throws {
    let world = ZoomWorld()
    var contexts: [InteractionContext] = []
    var answer = false
    world.veto = { context in
      contexts.append(context)
      return answer
    }
    world.showDetail()
    let pan = try #require(world.pan)

    // A pull down: the library would begin it; the veto refuses.
    world.drag(
      .began, at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: 12),
      velocity: CGPoint(x: 0, y: 600))
    #expect(pan.state == .failed)
    #expect(world.transition == nil && ShimConsole.transitions.isEmpty, "no pop")
    let down = try #require(contexts.last)
    #expect(down.willBegin, "a pull down would begin")
    #expect(down.location == Point(x: 100, y: 300), "in the detail's view")
    #expect(down.velocity == Vector(dx: 0, dy: 600))

    // A push up: the library would not begin it; the veto is asked all the same.
    pan.shimSetState(.possible)
    world.drag(
      .began, at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: -12),
      velocity: CGPoint(x: 0, y: -600))
    #expect(contexts.count == 2 && contexts.last?.willBegin == false)

    // The pinch's context: the centroid, no velocity, the scale's direction.
    world.pinch(.began, centroid: CGPoint(x: 195, y: 400), scale: 0.97, velocity: -1)
    #expect(world.pinch?.state == .failed)
    let pinch = try #require(contexts.last)
    #expect(contexts.count == 3 && pinch.willBegin && pinch.velocity == .zero)
    #expect(pinch.location == Point(x: 195, y: 400))

    // Allowed, the pull down pops.
    answer = true
    pan.shimSetState(.possible)
    world.drag(
      .began, at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: 12),
      velocity: CGPoint(x: 0, y: 600))
    #expect(pan.state == .began && world.transition != nil)
    world.drag(
      .ended, at: CGPoint(x: 100, y: 700), translation: CGPoint(x: 0, y: 400),
      velocity: CGPoint(x: 0, y: 1500))
    ShimRunLoop.advance(by: 2)
    #expect(world.navigation?.topViewController === world.grid)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "A ZoomStyle's veto applies unless the elements have one; modal dismissals ask it too"
  )
  func vetoOfTheStyleAndModal() throws {
    let refusing = ZoomStyle(interactiveDismissShouldBegin: { _ in false })
    let world = ZoomWorld(style: refusing)
    world.showDetail()
    world.drag(.began, at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: 12))
    #expect(world.pan?.state == .failed, "the style refuses")
    world.veto = { $0.willBegin }
    world.pan?.shimSetState(.possible)
    world.drag(.began, at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: 12))
    #expect(world.pan?.state == .began, "the elements' veto decides instead")
    world.drag(.cancelled, at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: 12))
    ShimRunLoop.advance(by: 2)
    #expect(world.navigation?.topViewController === world.detail)

    let modal = ZoomWorld(modal: true)
    var asked = 0
    modal.veto = { _ in
      asked += 1
      return false
    }
    modal.showDetail()
    let presentation = try #require(
      modal.detail.presentationController as? FluidPresentationController)
    #expect(presentation.style.dismissInteraction == .pinch, "the zoom's dismissal: drag and pinch")
    #expect(modal.pinch != nil && modal.pan != nil, "both installed on the detail")
    modal.drag(.began, at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: 12))
    modal.pinch(.began, centroid: CGPoint(x: 195, y: 400), scale: 0.9, velocity: -1)
    #expect(asked == 2 && modal.pan?.state == .failed && modal.pinch?.state == .failed)
    #expect(modal.grid.presentedViewController === modal.detail)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  // MARK: - The live source

  /// The behaviours the live-source and pinch scenarios run under: every setting of every
  /// switch, one at a time.
  nonisolated static let behaviours = ShimBehaviour.oneAtATime

  /// One frame of a pop: the primary flight on screen and the cell in the window.
  struct Sample {
    var flight: CGRect
    var opacity: Double
    var cell: CGRect
  }

  /// Plays a tapped pop on the display-link engine, calling `perFrame` with the frame's index
  /// before each frame, and returns what was on screen at each frame the flight was.
  static func playPop(
    _ world: ZoomWorld, perFrame: (Int) -> Void = { _ in }
  ) throws -> [Sample] {
    let cell = try #require(world.grid.cell(at: world.index))
    world.navigation?.popViewController(animated: true)
    let flight = try #require(world.flight(of: cell))
    var samples: [Sample] = []
    var frame = 0
    while flight.superview != nil, frame < 600 {
      samples.append(
        Sample(
          flight: ZoomWorld.onScreen(flight), opacity: ZoomWorld.opacity(flight),
          cell: ZoomWorld.inWindow(cell)))
      perFrame(frame)
      frame += 1
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    ShimRunLoop.advance(by: 1)
    return samples
  }

  @Test(
    "A grid scrolling under a display-link pop: the flight lands on the moved cell",
    arguments: behaviours)
  func scrollingGridLandsOnTheMovedCell(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let world = ZoomWorld(engine: .displayLink)
      world.showDetail()
      let samples = try Self.playPop(world) { _ in
        world.grid.scrollView.contentOffset.y += 1.5
      }
      let first = try #require(samples.first)
      let last = try #require(samples.last)
      #expect(ZoomWorld.distance(first.cell, last.cell) > 50, "[\(behaviour)] the cell moved")
      #expect(
        ZoomWorld.close(last.flight, last.cell, within: 1.5),
        "[\(behaviour)] landed at \(last.flight), the cell is at \(last.cell)")
      #expect(samples.allSatisfy { $0.opacity > 0.999 }, "[\(behaviour)] no fallback")
      #expect(ShimConsole.transitions.last?.completions == [true], "[\(behaviour)]")
      #expect(ShimConsole.messages.isEmpty, "[\(behaviour)] \(ShimConsole.messages)")
    }
  }

  /// How a source disappears mid-flight.
  enum Disappearance: String, CaseIterable, Sendable {
    /// The cell is removed from the grid.
    case removed
    /// A superview of the cell (the grid's scroll view) is hidden.
    case hidden
    /// The provider now returns another cell.
    case anotherView
    /// The provider now returns nil.
    case nilProvider
  }

  @Test(
    "A cell gone mid-flight turns into the fallback without a jump",
    arguments: Disappearance.allCases)
  func goneMidFlightTurnsIntoTheFallback(_ disappearance: Disappearance) throws {
    for behaviour in Self.behaviours {
      try ShimBehaviour.with(
        behaviour, unlessRepeating: "\(Self.self) \(#function) \(disappearance)"
      ) { behaviour in
        try Self.checkFallback(disappearance, behaviour)
      }
    }
  }

  private static func checkFallback(
    _ disappearance: Disappearance, _ behaviour: ShimBehaviour
  ) throws {
    let world = ZoomWorld(engine: .displayLink)
    world.showDetail()
    let cell = try #require(world.grid.cell(at: world.index))
    let vanishing = 12
    let samples = try Self.playPop(world) { frame in
      guard frame == vanishing else { return }
      switch disappearance {
      case .removed: cell.removeFromSuperview()
      case .hidden: world.grid.scrollView.isHidden = true
      case .anotherView: world.index += 1
      case .nilProvider: world.sourceOverride = { nil }
      }
    }
    let label = "[\(disappearance.rawValue), \(behaviour)]"
    try #require(samples.count > vanishing + 10, "\(label)")
    // The centre's step from one frame to the next changes smoothly: a jump in position would
    // be one step far larger than its neighbours. (Only the acceleration changes where the
    // source vanishes: the flight heads for the fallback.)
    let steps = zip(samples, samples.dropFirst()).map { ZoomWorld.distance($0.flight, $1.flight) }
    let changes = zip(steps, steps.dropFirst()).map { abs($1 - $0) }
    #expect(
      (changes.max() ?? 0) < 1, "\(label) steps \(steps.map { ($0 * 100).rounded() / 100 })")
    #expect(steps[vanishing] < steps[vanishing - 1] + 0.5, "\(label) at the disappearance")
    #expect(samples[vanishing].opacity > 0.999, "\(label) opaque until it vanished")
    #expect(
      (samples.last?.opacity ?? 1) < 0.05, "\(label) faded out: \(samples.last?.opacity ?? 1)")
    #expect(ShimConsole.transitions.last?.completions == [true], "\(label)")
    #expect(world.navigation?.topViewController === world.grid, "\(label)")
    #expect(world.grid.view.transform == .identity, "\(label)")
    #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
  }

  @Test(
    "Every option together, pushed and popped, under every behaviour setting", arguments: behaviours
  )
  func optionsUnderBehaviour(_ behaviour: ShimBehaviour) throws {
    for engine in Self.engines {
      try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function) \(engine)") {
        behaviour in
        let label = "[\(engine), \(behaviour)]"
        let world = ZoomWorld(engine: engine)
        let index = world.index
        world.aligns = true
        world.dimmingColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.25)
        world.additionalElements = [
          ZoomElements.SharedElement(
            identifier: "caption", source: { [weak world] in world?.grid.captions[index] },
            destination: { [weak world] in world?.detail.caption }, zIndex: 1)
        ]
        let cell = try #require(world.grid.cell(at: index))
        world.navigation?.pushViewController(world.detail, animated: true)
        let flight = try #require(world.flight(of: cell), "\(label)")
        #expect(world.flights.count == 2, "\(label) the photo's and the caption's")
        #expect(flight.subviews.allSatisfy { !$0.shimSnapshotIsBlank }, "\(label)")
        var landed = CGRect.zero
        while flight.superview != nil {
          landed = ZoomWorld.inWindow(flight)
          ShimRunLoop.advance(by: 1.0 / 120)
        }
        let photo = world.detail.view.convert(world.detail.photoRect, to: nil)
        // Measured before the arriving view has its insets, the destination moves a frame
        // later: both engines re-plan onto it.
        #expect(ZoomWorld.close(landed, photo, within: 1), "\(label) \(landed) vs \(photo)")
        world.navigation?.popViewController(animated: true)
        #expect(world.flights.count == 2, "\(label)")
        ShimRunLoop.advance(by: 3)
        let records = ShimConsole.transitions.filter(\.isCustom)
        #expect(records.map(\.completions) == [[true], [true]], "\(label)")
        #expect(records.allSatisfy { $0.breaches.isEmpty }, "\(label)")
        #expect(world.navigation?.topViewController === world.grid, "\(label)")
        #expect(world.flights.isEmpty && !cell.isHidden, "\(label)")
        #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
      }
    }
  }

  // MARK: - Pinch

  @Test(
    "A pinch dismissal: the scale drives, the centroid moves the flight, the velocity decides",
    arguments: behaviours)
  func pinchDismissal(_ behaviour: ShimBehaviour) throws {
    for engine in Self.engines {
      for closes in [true, false] {
        try ShimBehaviour.with(
          behaviour, unlessRepeating: "\(Self.self) \(#function) \(engine) \(closes)"
        ) { behaviour in
          try Self.checkPinch(engine: engine, closes: closes, behaviour)
        }
      }
    }
  }

  private static func checkPinch(
    engine: TransitionEngine, closes: Bool, _ behaviour: ShimBehaviour
  ) throws {
    let label = "[\(engine), \(closes ? "closed" : "opened again"), \(behaviour)]"
    let world = ZoomWorld(engine: engine)
    world.showDetail()
    let cell = try #require(world.grid.cell(at: world.index))
    let start = CGPoint(x: 195, y: 400)
    var scale: CGFloat = 0.98
    world.pinch(.began, centroid: start, scale: scale, velocity: -1.2)
    let transition = try #require(world.transition, "\(label)")
    var releases: [ReleaseRecord] = []
    transition.onEvent = { event in
      if case .released(let release) = event { releases.append(release) }
    }
    let flight = try #require(world.flight(of: cell), "\(label)")
    func centre() -> CGPoint {
      let frame = ZoomWorld.onScreen(flight)
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    let offset = CGPoint(x: centre().x - start.x, y: centre().y - start.y)
    var centroid = start
    for step in 1...20 {
      ShimRunLoop.advance(by: 1.0 / 120)
      scale -= 0.01
      centroid = CGPoint(x: start.x + CGFloat(step), y: start.y + 2 * CGFloat(step))
      world.pinch(.changed, centroid: centroid, scale: scale, velocity: -1.2)
      let shown = centre()
      #expect(
        abs(shown.x - centroid.x - offset.x) < 0.5 && abs(shown.y - centroid.y - offset.y) < 0.5,
        "\(label) the flight follows the centroid: \(shown)")
    }
    let progress = transition.driver?.presentedProgress ?? .nan
    #expect(
      abs(progress - 0.4) < 0.01, "\(label) scale 0.98 → 0.78 over half the scale: \(progress)")
    if !closes {
      // Opened again for longer than the velocity trackers' 100 ms, so every estimate agrees.
      for _ in 1...15 {
        ShimRunLoop.advance(by: 1.0 / 120)
        scale += 0.01
        world.pinch(.changed, centroid: centroid, scale: scale, velocity: 1.2)
      }
    }
    world.pinch?.shimLiftFingers()
    let release = try #require(releases.last, "\(label)")
    let expected: CGFloat = closes ? -1.2 : 1.2
    #expect(abs(release.scaleVelocity - expected) < 0.2, "\(label) \(release.scaleVelocity)")
    #expect(
      abs(release.velocity + 2 * expected) < 0.4, "\(label) progress velocity \(release.velocity)")
    #expect(release.target == (closes ? .end : .start), "\(label) \(release)")
    ShimRunLoop.advance(by: 3)
    #expect(ShimConsole.transitions.last?.completions == [closes], "\(label)")
    let top: UIViewController = closes ? world.grid : world.detail
    #expect(world.navigation?.topViewController === top, "\(label)")
    #expect(world.flights.isEmpty && !cell.isHidden, "\(label)")
    #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
  }

  @Test(
    "Drag, pinch, drag: a second finger landing and one lifting hand over without a jump",
    arguments: behaviours)
  func dragPinchDragHandOver(_ behaviour: ShimBehaviour) throws {
    for engine in Self.engines {
      try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function) \(engine)") {
        behaviour in try Self.checkHandOver(engine: engine, behaviour)
      }
    }
  }

  private static func checkHandOver(engine: TransitionEngine, _ behaviour: ShimBehaviour) throws {
    let label = "[\(engine), \(behaviour)]"
    let world = ZoomWorld(engine: engine)
    world.showDetail()
    let cell = try #require(world.grid.cell(at: world.index))
    let pan = try #require(world.pan)
    let pinch = try #require(world.pinch)
    #expect(
      pan.delegate?.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pinch) == true,
      "\(label) the pan and the pinch recognise together")
    var finger = CGPoint(x: 150, y: 300)
    var travel: CGFloat = 12
    world.drag(
      .began, at: finger, translation: CGPoint(x: 0, y: travel), velocity: CGPoint(x: 0, y: 600))
    let flight = try #require(world.flight(of: cell), "\(label)")
    func shown() -> CGRect { ZoomWorld.onScreen(flight) }
    func dragOn(_ frames: Int) {
      for _ in 0..<frames {
        ShimRunLoop.advance(by: 1.0 / 120)
        let before = shown()
        finger.y += 8
        travel += 8
        world.drag(
          .changed, at: finger, translation: CGPoint(x: 0, y: travel),
          velocity: CGPoint(x: 0, y: 960))
        #expect(ZoomWorld.distance(before, shown()) < 10, "\(label) a step of the drag")
      }
    }
    dragOn(10)

    // A second finger lands 80 points to the right: the pinch takes over where the flight is.
    var before = shown()
    var centroid = CGPoint(x: finger.x + 40, y: finger.y)
    world.pinch(.began, centroid: centroid, scale: 0.98, velocity: -1)
    #expect(pinch.state == .began, "\(label) the pinch joins the drag")
    #expect(ZoomWorld.close(shown(), before), "\(label) \(before) → \(shown())")
    // The pan now reports its two touches' centroid: the pinch holds, nothing moves.
    world.drag(.changed, at: centroid, translation: CGPoint(x: 40, y: travel), velocity: .zero)
    #expect(ZoomWorld.close(shown(), before), "\(label) the pan's jump is ignored")
    var scale: CGFloat = 0.98
    for _ in 1...10 {
      ShimRunLoop.advance(by: 1.0 / 120)
      scale -= 0.01
      centroid.y += 2
      world.pinch(.changed, centroid: centroid, scale: scale, velocity: -1.2)
    }
    #expect(ZoomWorld.distance(before, shown()) > 5, "\(label) the pinch moved it")

    // One finger lifts: the remaining finger's drag takes over where the flight is.
    before = shown()
    finger = CGPoint(x: centroid.x - 40, y: centroid.y)
    pinch.shimLiftFinger(leavingOneAt: finger)
    #expect(ZoomWorld.close(shown(), before), "\(label) at the lift: \(before) → \(shown())")
    world.drag(.changed, at: finger, translation: CGPoint(x: 0, y: travel), velocity: .zero)
    #expect(ZoomWorld.close(shown(), before), "\(label) the drag re-anchors: \(shown())")
    before = shown()
    dragOn(10)
    #expect(ZoomWorld.distance(before, shown()) > 5, "\(label) the drag moves it again")

    world.drag(
      .ended, at: finger, translation: CGPoint(x: 0, y: travel), velocity: CGPoint(x: 0, y: 1500))
    pinch.shimLiftFingers()
    ShimRunLoop.advance(by: 3)
    let records = ShimConsole.transitions.filter(\.isCustom)
    #expect(records.count == 1 && records.last?.completions == [true], "\(label)")
    #expect(records.allSatisfy { $0.breaches.isEmpty }, "\(label)")
    #expect(world.navigation?.topViewController === world.grid, "\(label)")
    #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
  }

  @Test("A zoom presentation is dismissed by a pinch on the presented view")
  func modalPinchDismissal() throws {
    let world = ZoomWorld(modal: true)
    world.showDetail()
    let pinch = try #require(world.pinch)
    world.pinch(.began, centroid: CGPoint(x: 195, y: 400), scale: 0.97, velocity: -2)
    ShimRunLoop.runDeferredWork()
    #expect(pinch.state == .began && world.transition?.operation == .dismiss)
    var scale: CGFloat = 0.97
    for _ in 1...15 {
      ShimRunLoop.advance(by: 1.0 / 120)
      scale -= 0.02
      world.pinch(.changed, centroid: CGPoint(x: 195, y: 400), scale: scale, velocity: -2.4)
    }
    pinch.shimLiftFingers()
    ShimRunLoop.advance(by: 3)
    #expect(world.grid.presentedViewController == nil)
    #expect(world.grid.view.superview === world.window)
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  // MARK: - Leaks and bad input

  @Test("Nothing of a zoom outlives it; the pinch recogniser goes with the delegate")
  func nothingOutlivesTheZoom() throws {
    weak var pushTransition: FluidTransition?
    weak var popTransition: FluidTransition?
    weak var driver: TransitionDriver?
    weak var flight: UIView?
    weak var snapshot: UIView?
    weak var pinch: UIPinchGestureRecognizer?
    weak var window: UIWindow?
    do {
      let world = ZoomWorld(engine: .displayLink)
      window = world.window
      world.aligns = true
      world.dimmingColor = .black
      let index = world.index
      world.additionalElements = [
        ZoomElements.SharedElement(
          identifier: "caption", source: { [weak world] in world?.grid.captions[index] },
          destination: { [weak world] in world?.detail.caption }, zIndex: 1)
      ]
      world.navigation?.pushViewController(world.detail, animated: true)
      pushTransition = world.transition
      flight = world.flights.first
      snapshot = world.flights.first?.subviews.first
      ShimRunLoop.advance(by: 2)
      pinch = world.pinch
      world.pinch(.began, centroid: CGPoint(x: 195, y: 400), scale: 0.97, velocity: -2)
      popTransition = world.transition
      driver = world.transition?.driver
      ShimRunLoop.advance(by: 0.05)
      world.pinch(.changed, centroid: CGPoint(x: 195, y: 420), scale: 0.8, velocity: -2)
      world.pinch?.shimLiftFingers()
      ShimRunLoop.advance(by: 3)
      #expect(world.navigation?.topViewController === world.grid)
      #expect(pushTransition == nil && popTransition == nil && driver == nil)
      #expect(flight == nil && snapshot == nil, "the flights and their snapshots are gone")
      #expect(pinch != nil, "installed while the delegate is enabled")
      world.navigation?.fluid.disable()
      #expect(pinch == nil, "removed with the delegate")
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
    #expect(window == nil, "the window and its controllers are freed")
  }

  @Test("A recogniser's NaN or infinite centroid, scale and velocity: finite views, one completion")
  func hostilePinch() throws {
    for engine in Self.engines {
      let world = ZoomWorld(engine: engine)
      world.showDetail()
      let pinch = try #require(world.pinch)
      world.pinch(
        .began, centroid: CGPoint(x: CGFloat.nan, y: .nan), scale: .nan, velocity: .nan)
      #expect(pinch.state == .failed, "\(engine): no direction, no pinch")
      pinch.shimSetState(.possible)
      world.pinch(.began, centroid: CGPoint(x: 195, y: 400), scale: 0.97, velocity: -1)
      let values: [(CGPoint, CGFloat, CGFloat)] = [
        (CGPoint(x: CGFloat.nan, y: .nan), 0.9, .nan),
        (CGPoint(x: CGFloat.infinity, y: -.infinity), .nan, .infinity),
        (CGPoint(x: 195, y: 420), -.infinity, -1),
        (CGPoint(x: 195, y: 420), .infinity, 1),
        (CGPoint(x: 1e300, y: -1e300), 0.8, -1e300),
        (CGPoint(x: 195, y: 430), 0.75, -2),
      ]
      for (centroid, scale, velocity) in values {
        ShimRunLoop.advance(by: 1.0 / 120)
        world.pinch(.changed, centroid: centroid, scale: scale, velocity: velocity)
        #expect(UIKitBadInputGlueTests.allFinite(world.window), "\(engine) \(centroid) \(scale)")
      }
      pinch.shimVelocity = .nan
      pinch.shimLiftFingers()
      for _ in 0..<300 {
        ShimRunLoop.advance(by: 1.0 / 120)
        #expect(UIKitBadInputGlueTests.allFinite(world.window), "\(engine)")
      }
      let records = ShimConsole.transitions.filter(\.isCustom)
      #expect(records.count == 1 && records.first?.completions.count == 1, "\(engine)")
      #expect(records.allSatisfy { $0.breaches.isEmpty }, "\(engine)")
      #expect(ShimConsole.messages.isEmpty, "\(engine): \(ShimConsole.messages)")
    }
  }

  @Test(
    "Views out of any window count as nil: no source falls back, no destination lands on the detail"
  )
  func providersOutOfAnyWindow() throws {
    let stray = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    // No source: nothing flies, the detail scales and fades from the centre.
    let world = ZoomWorld(engine: .displayLink)
    world.sourceOverride = { stray }
    world.navigation?.pushViewController(world.detail, animated: true)
    #expect(world.flights.isEmpty, "no source, no flight")
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(world.detail.view.transform == .identity && world.detail.view.alpha == 1)

    // No destination: the flight lands on the detail view's frame.
    let other = ZoomWorld(engine: .displayLink)
    other.additionalElements = [
      ZoomElements.SharedElement(
        identifier: "stray", source: { stray }, destination: { stray }, zIndex: .nan)
    ]
    let elements = other.elements
    other.delegate?.elementsProvider = { _, _, _ in
      var strayDestination = elements
      strayDestination.destination = { stray }
      return strayDestination
    }
    other.navigation?.pushViewController(other.detail, animated: true)
    let landing = try #require(Self.primaryLanding(other))
    #expect(landing == Rect(other.container?.bounds ?? .zero), "the detail view's frame")
    #expect(other.flights.count == 1, "the stray element does not fly")
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(UIKitBadInputGlueTests.allFinite(other.window))
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("FluidTransition's pinch calls with NaN and infinite values, before and after the start")
  func hostilePinchCalls() {
    let bad = CGFloat.nan
    for engine in Self.engines {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let options = FluidTransition.Options(engine: engine, interaction: .pinch)
      let result = UIKitBadInputGlueTests.run(
        ZoomStyle(), .pop, engine: engine, container: container, interactive: true,
        options: options,
        before: { transition in
          // Before UIKit starts the transition: queued, then replayed.
          transition.pinchBegan(centroid: CGPoint(x: bad, y: .infinity), scale: bad, time: .nan)
          transition.pinchChanged(
            centroid: CGPoint(x: 10, y: 10), scale: .infinity, time: -.infinity)
        },
        drive: { transition in
          let now = CACurrentMediaTime()
          transition.pinchChanged(centroid: CGPoint(x: 1e308, y: -1e308), scale: 0.7, time: now)
          transition.pinchChanged(centroid: CGPoint(x: 200, y: 500), scale: -.infinity, time: now)
          transition.pinchEnded(at: .infinity, scalePerSecond: bad)
          transition.pinchCancelled()
          transition.pinchEnded(at: now, scalePerSecond: .infinity)
        })
      #expect(result.finite, "\(engine)")
      #expect(result.context.recording.isComplete && result.context.recording.breaches.isEmpty)
      // After the end nothing is driven any more, and nothing crashes.
      result.transition.pinchBegan(centroid: .zero, scale: 1, time: 0)
      result.transition.pinchEnded(at: 0, scalePerSecond: nil)
      #expect(result.transition.driver == nil)
    }
  }

  @Test("Hostile dimming colours: stored as RGBAColor stores them; the zoom still runs to its end")
  func hostileDimmingColors() throws {
    let colors = [
      UIColor(red: .nan, green: .infinity, blue: -1, alpha: .nan),
      UIColor(red: 1, green: 1, blue: 1, alpha: .infinity),
      UIColor(red: 0, green: 0, blue: 0, alpha: -3),
    ]
    for color in colors {
      let world = ZoomWorld(modal: true)
      world.dimmingColor = color
      world.present()
      ShimRunLoop.advance(by: 2)
      let presentation = try #require(
        world.detail.presentationController as? FluidPresentationController)
      let shown = try #require(presentation.dimmingView.backgroundColor?.shimComponents)
      let components = [shown.red, shown.green, shown.blue, shown.alpha]
      #expect(components.allSatisfy { $0.isFinite }, "\(components)")
      #expect(presentation.dimmingView.alpha.isFinite)
      #expect(UIKitBadInputGlueTests.allFinite(world.window))
      #expect(ShimConsole.transitions.last?.completions == [true])
      world.detail.dismiss(animated: true)
      ShimRunLoop.advance(by: 2)
      #expect(world.grid.presentedViewController == nil)
    }
  }

  @Test(
    "Further elements: a repeated identifier flies once, the first; NaN and infinite z indices are finite"
  )
  func repeatedAndHostileElements() throws {
    let world = ZoomWorld(engine: .displayLink)
    let index = world.index
    world.additionalElements = [
      ZoomElements.SharedElement(
        identifier: "caption", source: { [weak world] in world?.grid.captions[index] },
        destination: { [weak world] in world?.detail.caption }, zIndex: .infinity),
      ZoomElements.SharedElement(
        identifier: "caption", source: { [weak world] in world?.grid.badges[index] },
        destination: { [weak world] in world?.detail.badge }, zIndex: -.infinity),
      ZoomElements.SharedElement(
        identifier: "badge", source: { [weak world] in world?.grid.badges[index] },
        destination: { [weak world] in world?.detail.badge }, zIndex: .nan),
    ]
    world.navigation?.pushViewController(world.detail, animated: true)
    let caption = try #require(world.flight(of: world.grid.captions[index]))
    let badge = try #require(world.flight(of: world.grid.badges[index]))
    let cell = try #require(world.flight(of: world.grid.cells[index]))
    #expect(world.flights.count == 3, "the repeated caption does not fly")
    let order = [cell, badge, caption].map { flight -> Int in
      world.container?.subviews.firstIndex { $0 === flight } ?? -1
    }
    #expect(order == order.sorted(), "NaN is 0 (after the primary), +∞ the largest")
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(UIKitBadInputGlueTests.allFinite(world.window))
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
