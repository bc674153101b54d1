import FluidTransitions
import Testing

/// Several shared elements at once (a card's image, title and avatar), matched by identifier,
/// each with its own flight, drawn in a deterministic order.
@MainActor
@Suite("Zoom: several shared elements")
struct ZoomElementsTests {
  /// A card in the grid: image (the primary element), title and avatar; the detail screen
  /// shows them bigger.
  static let title = (
    cell: Rect(x: 20, y: 414, width: 110, height: 20),
    detail: Rect(x: 16, y: 470, width: 358, height: 34)
  )
  static let avatar = (
    cell: Rect(x: 20, y: 440, width: 24, height: 24),
    detail: Rect(x: 16, y: 520, width: 48, height: 48)
  )

  /// A world whose grid card and detail screen also have a title and an avatar, registered with
  /// the given z indices.
  static func world(
    _ operation: TransitionOperation, titleZ: Double = 0, avatarZ: Double = 0
  ) -> ZoomWorld {
    ZoomWorld(operation) { stage in
      guard let grid = stage.node(for: operation.isForward ? .from : .to) as? SceneNode,
        let detail = stage.node(for: operation.isForward ? .to : .from) as? SceneNode
      else { return }
      for (name, frames, z) in [("title", title, titleZ), ("avatar", avatar, avatarZ)] {
        let small = SceneNode(name: "\(name) cell", frame: frames.cell)
        let large = SceneNode(name: "\(name) detail", frame: frames.detail)
        small.cornerRadius = name == "avatar" ? 12 : 0
        large.cornerRadius = name == "avatar" ? 24 : 0
        grid.addChild(small)
        detail.addChild(large)
        stage.setElement(name, source: small, destination: large, zIndex: z)
      }
    }
  }

  @Test("The stage measures every element, in identifier order, with radii and z index")
  func measured() {
    let world = Self.world(.push, titleZ: 2, avatarZ: -1)
    #expect(world.stage.elementIdentifiers == ["avatar", "title"])
    #expect(
      world.scene.elements == [
        TransitionScene.SharedElement(
          identifier: "avatar", source: Self.avatar.cell, destination: Self.avatar.detail,
          sourceCornerRadius: 12, destinationCornerRadius: 24, zIndex: -1),
        TransitionScene.SharedElement(
          identifier: "title", source: Self.title.cell, destination: Self.title.detail,
          sourceCornerRadius: 0, destinationCornerRadius: 0, zIndex: 2),
      ])
    world.stage.setElement("title", source: nil, destination: nil)
    #expect(world.stage.elementIdentifiers == ["avatar"])
  }

  @Test(
    "Each element flies its own flight and lands exactly, contents filled and cross-faded",
    arguments: [TransitionOperation.push, .pop])
  func eachFlies(operation: TransitionOperation) {
    let world = Self.world(operation)
    let plan = world.plan
    let atSource: Double = operation.isForward ? 0 : 1
    for (name, frames) in [("title", Self.title), ("avatar", Self.avatar)] {
      let flight = NodeRole.sharedElement(name, .snapshot)
      #expect(flight.description == "snapshot.\(name)")
      #expect(plan.state(of: flight, at: atSource)?.frame == frames.cell)
      #expect(plan.state(of: flight, at: 1 - atSource)?.frame == frames.detail)
      let source = NodeRole.sharedElement(name, .sourceSnapshot)
      let destination = NodeRole.sharedElement(name, .destinationSnapshot)
      #expect(
        plan.state(of: source, at: atSource)?.frame == Rect(origin: .zero, size: frames.cell.size))
      #expect(
        plan.state(of: destination, at: 1 - atSource)?.frame
          == Rect(origin: .zero, size: frames.detail.size))
      for progress in stride(from: 0.0, through: 1, by: 0.05) {
        let frame = plan.state(of: flight, at: progress)?.frame ?? .zero
        let expected = AspectTruth.frame(
          of: frames.detail, fitted: frames.detail, into: frame.size)
        #expect(AspectTruth.close(plan.state(of: destination, at: progress)?.frame, expected))
        let alphas = [source, destination].compactMap { plan.state(of: $0, at: progress)?.alpha }
        #expect(alphas.max() == 1)
      }
    }
    // The avatar's radius moves from its cell's 12 to the detail's 24.
    let avatarFlight = NodeRole.sharedElement("avatar", .snapshot)
    #expect(plan.state(of: avatarFlight, at: atSource)?.cornerRadius == 12)
    #expect(plan.state(of: avatarFlight, at: 1 - atSource)?.cornerRadius == 24)
  }

  @Test("Flights are drawn by z index, ties in identifier order with the primary first")
  func zOrder() {
    func order(titleZ: Double, avatarZ: Double) -> [String] {
      let world = Self.world(.push, titleZ: titleZ, avatarZ: avatarZ)
      world.start()
      return world.containerNode.children.map(\.name).filter { $0.hasPrefix("snapshot") }
    }
    #expect(order(titleZ: 0, avatarZ: 0) == ["snapshot", "snapshot.avatar", "snapshot.title"])
    #expect(order(titleZ: 1, avatarZ: 2) == ["snapshot", "snapshot.title", "snapshot.avatar"])
    #expect(order(titleZ: -1, avatarZ: 0) == ["snapshot.title", "snapshot", "snapshot.avatar"])
    #expect(
      order(titleZ: .infinity, avatarZ: .nan) == ["snapshot", "snapshot.avatar", "snapshot.title"],
      "NaN is 0, infinity the top")
  }

  @Test("The order elements are listed in does not matter; a repeated identifier is ignored")
  func deterministic() {
    let title = TransitionScene.SharedElement(
      identifier: "title", source: Self.title.cell, destination: Self.title.detail)
    let avatar = TransitionScene.SharedElement(
      identifier: "avatar", source: Self.avatar.cell, destination: Self.avatar.detail)
    var impostor = title
    impostor.destination = Rect(x: 0, y: 0, width: 1, height: 1)
    func plan(_ elements: [TransitionScene.SharedElement]) -> TransitionPlan {
      ZoomStyle().plan(
        for: TransitionScene(
          container: ZoomWorld.container, operation: .push, sourceElement: ZoomWorld.cell,
          destinationElement: ZoomWorld.photo, elements: elements))
    }
    #expect(plan([title, avatar]) == plan([avatar, title]))
    #expect(plan([title, avatar, impostor]) == plan([avatar, title]))
    #expect(plan([impostor, avatar]) != plan([avatar, title]), "the first of a repeated one wins")
  }

  @Test("An element missing at either end does not fly and is not hidden; no primary source, none")
  func missingEnds() {
    let half = TransitionScene.SharedElement(
      identifier: "title", source: Self.title.cell, destination: nil)
    let scene = TransitionScene(
      container: ZoomWorld.container, operation: .push, sourceElement: ZoomWorld.cell,
      destinationElement: ZoomWorld.photo, elements: [half])
    let plan = ZoomStyle().plan(for: scene)
    #expect(!plan.roles.contains(.sharedElement("title", .snapshot)))
    #expect(!plan.setup.contains(.hide(.sharedElement("title", .sourceElement))))
    var orphaned = scene
    orphaned.sourceElement = nil
    orphaned.elements = [
      TransitionScene.SharedElement(
        identifier: "title", source: Self.title.cell, destination: Self.title.detail)
    ]
    #expect(
      !ZoomStyle().plan(for: orphaned).roles.contains { $0.description.hasPrefix("snapshot") })
  }

  @Test("Through the driver: every element hidden in flight, every flight gone at the end")
  func throughTheDriver() {
    for cancel in [false, true] {
      let world = Self.world(.push, titleZ: 1)
      world.start()
      let flights = world.containerNode.children.filter { $0.name.hasPrefix("snapshot") }
      #expect(flights.count == 3)
      let elements = world.containerNode.subtree.filter {
        $0.name.hasSuffix(" cell") || $0.name.hasSuffix(" detail")
      }
      #expect(elements.count == 4 && elements.allSatisfy(\.isHidden))
      world.run(until: 0.1)
      if cancel { world.driver?.cancel() }
      world.run(until: 2)
      #expect(world.completions == [!cancel])
      #expect(flights.allSatisfy { $0.parent == nil })
      #expect(elements.allSatisfy { !$0.isHidden })
      #expect(world.context?.breaches.isEmpty == true)
    }
  }

  @Test("A shared element's values are stored sanitised")
  func elementBadInput() {
    var element = TransitionScene.SharedElement(
      identifier: "x", source: Rect(x: .nan, y: 0, width: .infinity, height: 1),
      destination: nil, sourceCornerRadius: .nan, destinationCornerRadius: -.infinity,
      zIndex: .nan)
    #expect(element.source == Rect(x: 0, y: 0, width: 0, height: 1))
    #expect(element.sourceCornerRadius == nil && element.destinationCornerRadius == 0)
    #expect(element.zIndex == 0)
    element.zIndex = -.infinity
    #expect(element.zIndex == -.greatestFiniteMagnitude)
    element.sourceCornerRadius = .infinity
    #expect(element.sourceCornerRadius == .greatestFiniteMagnitude)
  }
}
