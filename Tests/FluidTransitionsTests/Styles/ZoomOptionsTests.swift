import FluidTransitions
import Testing

/// The zoom's counterparts of UIKit's `ZoomOptions`: corner radii measured on the elements, the
/// alignment rect, the dimming colour and the interactive-dismissal veto.
@MainActor
@Suite("Zoom: corner radii, alignment rect, dimming and the dismissal veto")
struct ZoomOptionsTests {
  // MARK: - Corner radii

  @Test("The stage reads each element's radius; the measured radii win over the style's")
  func measuredRadiiWin() {
    let world = ZoomWorld(.push) { stage in
      stage.node(for: .sourceElement)?.cornerRadius = 12
      stage.node(for: .destinationElement)?.cornerRadius = 4
    }
    #expect(world.scene.sourceCornerRadius == 12 && world.scene.destinationCornerRadius == 4)
    #expect(world.plan.state(of: .snapshot, at: 0)?.cornerRadius == 12)
    #expect(world.plan.state(of: .snapshot, at: 1)?.cornerRadius == 4)
    #expect(isClose(world.plan.state(of: .snapshot, at: 0.25)?.cornerRadius ?? 0, 10))
    // The snapshots inside are square-cornered: the flight rounds and clips them.
    #expect(world.plan.state(of: .sourceSnapshot, at: 0)?.cornerRadius == 0)
    // Flying back, the same radii the other way round.
    let back = ZoomWorld(.pop) { stage in
      stage.node(for: .sourceElement)?.cornerRadius = 12
      stage.node(for: .destinationElement)?.cornerRadius = 4
    }
    #expect(back.plan.state(of: .snapshot, at: 0)?.cornerRadius == 4)
    #expect(back.plan.state(of: .snapshot, at: 1)?.cornerRadius == 12)
  }

  @Test("The style's radii fill in where the scene has none, and win when told to")
  func styleRadii() {
    let style = ZoomStyle(sourceCornerRadius: 20, destinationCornerRadius: 6)
    let unmeasured = TransitionScene(
      container: ZoomWorld.container, operation: .push, sourceElement: ZoomWorld.cell,
      destinationElement: ZoomWorld.photo, destinationCornerRadius: 2)
    let plan = style.plan(for: unmeasured)
    #expect(plan.state(of: .snapshot, at: 0)?.cornerRadius == 20, "none measured: the style's")
    #expect(plan.state(of: .snapshot, at: 1)?.cornerRadius == 2, "measured: the scene's")
    var forced = style
    forced.usesMeasuredCornerRadii = false
    #expect(forced.plan(for: unmeasured).state(of: .snapshot, at: 1)?.cornerRadius == 6)
  }

  @Test("A scene's radii: NaN is unknown, negatives 0, infinity the largest finite radius")
  func sceneRadiusBadInput() {
    var scene = TransitionScene(
      container: ZoomWorld.container, operation: .push, sourceCornerRadius: .nan,
      destinationCornerRadius: -3)
    #expect(scene.sourceCornerRadius == nil && scene.destinationCornerRadius == 0)
    scene.sourceCornerRadius = .infinity
    #expect(scene.sourceCornerRadius == .greatestFiniteMagnitude)
    scene.destinationCornerRadius = .nan
    #expect(scene.destinationCornerRadius == nil)
    scene.sourceElement = ZoomWorld.cell
    scene.destinationElement = ZoomWorld.photo
    let plan = ZoomStyle().plan(for: scene)
    #expect(plan.state(of: .snapshot, at: 0)?.cornerRadius == .greatestFiniteMagnitude)
    #expect(plan.state(of: .snapshot, at: 1)?.cornerRadius == 0, "unknown: the style's 0")
    #expect(plan.state(of: .snapshot, at: 0.5)?.cornerRadius.isFinite == true)
  }

  // MARK: - Alignment rect

  /// An aspect-fit image view filling the screen below a 20-point bar, whose 3:2 photo is its
  /// middle 390 × 260.
  static let imageView = Rect(x: 0, y: 20, width: 390, height: 824)
  static let visiblePhoto = Rect(x: 0, y: 282, width: 390, height: 260)

  @Test("The stage converts the alignment rect from the destination's coordinates")
  func alignmentMeasured() {
    let world = ZoomWorld(.push, photo: Self.imageView) { stage in
      stage.alignmentRect = Rect(x: 0, y: 282, width: 390, height: 260)
    }
    #expect(world.scene.alignmentRect == Rect(x: 0, y: 302, width: 390, height: 260))
    let none = ZoomWorld(.push)
    #expect(none.scene.alignmentRect == nil)
  }

  @Test(
    "With an alignment rect the flight lands on it and that part of the destination fills it",
    arguments: [TransitionOperation.push, .dismiss])
  func alignmentLanding(operation: TransitionOperation) {
    let aligned = Rect(x: 0, y: 302, width: 390, height: 260)
    let scene = TransitionScene(
      container: ZoomWorld.container, operation: operation, sourceElement: ZoomWorld.cell,
      destinationElement: Self.imageView, alignmentRect: aligned)
    let plan = ZoomStyle().plan(for: scene)
    let atSource: Double = operation.isForward ? 0 : 1
    let atDestination = 1 - atSource
    #expect(plan.state(of: .snapshot, at: atDestination)?.frame == aligned)
    // The image view sits so that its visible photo is exactly the flight: 282 above it.
    #expect(
      plan.state(of: .destinationSnapshot, at: atDestination)?.frame
        == Rect(x: 0, y: -282, width: 390, height: 824))
    // At the cell, the visible photo aspect-fills the square (scale 110 / 260), centred.
    let expected = AspectTruth.frame(
      of: Self.imageView, fitted: aligned, into: ZoomWorld.cell.size)
    #expect(
      AspectTruth.close(plan.state(of: .destinationSnapshot, at: atSource)?.frame, expected))
    #expect(isClose(expected.height, 824 * 110 / 260))
  }

  @Test("An alignment rect without area is ignored: the flight lands on the destination")
  func emptyAlignmentIgnored() {
    for alignment in [Rect(x: 0, y: 100, width: 0, height: 50), Rect.zero] {
      let scene = TransitionScene(
        container: ZoomWorld.container, operation: .push, sourceElement: ZoomWorld.cell,
        destinationElement: ZoomWorld.photo, alignmentRect: alignment)
      #expect(ZoomStyle().plan(for: scene).state(of: .snapshot, at: 1)?.frame == ZoomWorld.photo)
    }
    // A backwards (negative-size) rect counts by its area.
    let backwards = TransitionScene(
      container: ZoomWorld.container, operation: .push, sourceElement: ZoomWorld.cell,
      destinationElement: ZoomWorld.photo,
      alignmentRect: Rect(x: 390, y: 460, width: -390, height: -260))
    #expect(
      ZoomStyle().plan(for: backwards).state(of: .snapshot, at: 1)?.frame == ZoomWorld.photo)
  }

  // MARK: - Dimming

  @Test(
    "The dimming lies between the views, below the detail, and fades with it",
    arguments: [TransitionOperation.push, .pop, .present, .dismiss])
  func dimming(operation: TransitionOperation) {
    let world = ZoomWorld(operation)
    world.start()
    let names = world.containerNode.children.map(\.name)
    #expect(names == ["grid", "dimming", "detail", "snapshot"], "\(names)")
    let shown = ZoomStyle.defaultDimmingColor.alpha
    #expect(shown == 0.1)
    let dimmedAt: Double = operation.isForward ? 1 : 0
    #expect(world.plan.state(of: .dimming, at: dimmedAt)?.alpha == shown)
    #expect(world.plan.state(of: .dimming, at: 1 - dimmedAt)?.alpha == 0)
    #expect(world.plan.state(of: .dimming, at: 0.5)?.alpha == 0.05)
    #expect(
      world.plan.state(of: .dimming, at: 0)?.frame == Rect(origin: .zero, size: ZoomWorld.container)
    )
    let dimming = world.node(.dimming)
    #expect(dimming?.color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
    world.run(until: 2)
    #expect(world.completions == [true])
    // A presentation keeps its dimming once presented; every other end removes it.
    #expect((dimming?.parent != nil) == (operation == .present))
  }

  @Test("Cancelling: the dimming goes unless a dismissal leaves its presentation as it was")
  func dimmingOnCancel() {
    for operation in [TransitionOperation.push, .present, .dismiss] {
      let world = ZoomWorld(operation)
      world.start()
      let dimming = world.node(.dimming)
      world.run(until: 0.05)
      world.driver?.cancel()
      world.run(until: 2)
      #expect(world.completions == [false])
      #expect((dimming?.parent != nil) == (operation == .dismiss), "\(operation)")
    }
  }

  @Test("A custom dimming colour is the node's, its alpha the opacity; clear makes no node")
  func customDimming() {
    let blue = RGBAColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.3)
    let world = ZoomWorld(.push, style: ZoomStyle(dimmingColor: blue))
    world.start()
    #expect(world.node(.dimming)?.color == blue.withAlpha(1))
    #expect(world.plan.state(of: .dimming, at: 1)?.alpha == 0.3)
    let clear = ZoomWorld(.push, style: ZoomStyle(dimmingColor: .clear))
    #expect(!clear.plan.roles.contains(.dimming))
    let hostile = ZoomStyle(
      dimmingColor: RGBAColor(red: .nan, green: .infinity, blue: 1, alpha: .nan))
    #expect(hostile.dimmingColor == RGBAColor(red: 0, green: 0, blue: 1, alpha: 0))
    let noSource = ZoomStyle().plan(
      for: TransitionScene(container: ZoomWorld.container, operation: .dismiss))
    #expect(noSource.state(of: .dimming, at: 0)?.alpha == 0.1, "the fallback dims too")
  }

  // MARK: - Veto

  @Test("Without a veto the gesture's own decision stands; a veto overrides it either way")
  func veto() {
    let yes = InteractionContext(
      location: Point(x: 200, y: 300), velocity: Vector(dx: 0, dy: 800), willBegin: true)
    var no = yes
    no.willBegin = false
    #expect(ZoomStyle().shouldBeginInteractiveDismissal(yes))
    #expect(!ZoomStyle().shouldBeginInteractiveDismissal(no))
    // Every style answers; only the zoom has a veto.
    let styles: [any TransitionStyle] = [SlideStyle(), SheetStyle(), FadeStyle()]
    for style in styles {
      #expect(
        style.shouldBeginInteractiveDismissal(yes) && !style.shouldBeginInteractiveDismissal(no))
    }
    // Only from the top half of the screen, whatever the gesture says.
    let topHalf = ZoomStyle { context in context.location.y < 422 }
    #expect(topHalf.shouldBeginInteractiveDismissal(yes))
    #expect(topHalf.shouldBeginInteractiveDismissal(no), "overrides a no")
    var low = yes
    low.location.y = 700
    #expect(!topHalf.shouldBeginInteractiveDismissal(low), "overrides a yes")
    let asStyle: any TransitionStyle = topHalf
    #expect(!asStyle.shouldBeginInteractiveDismissal(low), "through the protocol")
  }

  @Test("InteractionContext stores geometry values: no NaN or infinity")
  func contextBadInput() {
    var context = InteractionContext(
      location: Point(x: .nan, y: .infinity), velocity: Vector(dx: -.infinity, dy: .nan),
      willBegin: true)
    #expect(context.location == .zero && context.velocity == .zero)
    context.location.x = .nan
    context.velocity.dy = .infinity
    #expect(context.location.x == 0 && context.velocity.dy == 0)
  }
}
