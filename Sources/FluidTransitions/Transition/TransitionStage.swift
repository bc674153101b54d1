/// The nodes of one running transition, by role: the container, the from and to views, any
/// shared elements, and the nodes the plan creates (dimming, shadow, snapshots). Performs a
/// plan's setup and cleanup steps and connects its tracks to an animator.
@MainActor
public final class TransitionStage {
  /// The node every transition node is placed in.
  public let container: any TransitionNode
  private var nodes: [NodeRole: any TransitionNode] = [:]
  /// The additional shared elements, by identifier: their alignment rects and z indices.
  private var elements: [String: (alignmentRect: Rect?, zIndex: Double)] = [:]
  /// The shared-element flights' source providers and live measurements.
  private let flights = SharedElementFlights()
  /// The from and to roles whose corners the plan speaks of: a set step has given the view a
  /// radius above 0, or a track animates its radius (see the setup steps' `perform(_:)`).
  private var rolesWithPlannedCorners: Set<NodeRole> = []
  /// The course after the layout changed mid-transition, if it did (see
  /// `install(_:on:following:end:)`).
  private var replanned: ReplannedPlan?
  /// The tracks installed by ``install(_:on:)``: on UIKit's animator, what its blocks move.
  private var installedTracks: [PlanTrack] = []

  /// Creates a stage.
  ///
  /// - Parameters:
  ///   - container: The transition's container view.
  ///   - from: The view being left, if it takes part (nil when UIKit keeps it out of the
  ///     container, as for the presenting view of a custom presentation).
  ///   - to: The view being shown, if it takes part.
  ///   - sourceElement: The shared element the flight starts from, if any.
  ///   - destinationElement: The shared element the flight lands on, if any.
  public init(
    container: any TransitionNode,
    from: (any TransitionNode)?,
    to: (any TransitionNode)?,
    sourceElement: (any TransitionNode)? = nil,
    destinationElement: (any TransitionNode)? = nil
  ) {
    self.container = container
    nodes[.sourceElement] = sourceElement
    nodes[.destinationElement] = destinationElement
    setNode(from, for: .from)
    setNode(to, for: .to)
  }

  /// The node playing `role`, if any.
  public func node(for role: NodeRole) -> (any TransitionNode)? {
    nodes[role]
  }

  /// Registers `node` for `role` (custom roles the app supplies).
  public func setNode(_ node: (any TransitionNode)?, for role: NodeRole) {
    nodes[role] = node
  }

  /// The bounds of `role`'s node converted to container coordinates, or nil without the node.
  ///
  /// A node inside a view that is not in the container yet (an element of the to-view before
  /// the transition inserts it) is measured as if that view stood in the container at its
  /// frame.
  public func frameInContainer(of role: NodeRole) -> Rect? {
    guard let node = nodes[role] else { return nil }
    let frame = node.frame
    return rectInContainer(Rect(x: 0, y: 0, width: frame.width, height: frame.height), of: node)
  }

  /// `rect`, in `node`'s own coordinates, converted to the container's, with the rule of
  /// ``frameInContainer(of:)`` for nodes outside the container.
  private func rectInContainer(_ rect: Rect, of node: any TransitionNode) -> Rect {
    Self.rect(rect, of: node, inContainer: container)
  }

  /// `rect`, in `node`'s own coordinates, converted to `container`'s; see
  /// ``frameInContainer(of:)``.
  private static func rect(
    _ rect: Rect, of node: any TransitionNode, inContainer container: any TransitionNode
  ) -> Rect {
    let root = Self.root(of: node)
    if root === Self.root(of: container) {
      return node.convert(rect, to: container)
    }
    if root === node {
      return rect.offsetBy(dx: node.frame.origin.x, dy: node.frame.origin.y)
    }
    let inRoot = node.convert(rect, to: nil)
    return inRoot.offsetBy(dx: root.frame.minX, dy: root.frame.minY)
  }

  /// The part of the destination element the source element lines up with (UIKit's
  /// `alignmentRectProvider` of a zoom), in the destination element's own coordinates (its
  /// bounds: an aspect-fit image view's visible photo, say), or nil for the whole element.
  /// ``makeScene(operation:layoutDirection:reduceMotion:isHeightCompact:isWidthRegular:presentedContentSize:)`` converts it to
  /// container coordinates as ``TransitionScene/alignmentRect``.
  public var alignmentRect: Rect?

  /// Sets how the source of a shared element's flight is measured while a ``FluidAnimator``
  /// runs the transition: `provider` returns the source's frame now, in container coordinates,
  /// or nil once it is gone (scrolled away and reused, deleted). The stage asks it before every
  /// frame and every scrub; nil removes a provider set before. `identifier` names an
  /// additional element (nil: the primary one).
  ///
  /// Without a provider the stage measures the source element's node itself, as
  /// ``frameInContainer(of:)`` does, and counts it gone once it has left the tree it was in
  /// when the transition started (removed from its view); a node that stays in its view but
  /// now shows another item (a reused collection view cell) cannot be told apart, which is
  /// what a provider that looks the item up by a stable identifier is for (Apple's advice for
  /// zoom sources). This is the seam for UIKit's `sourceViewProvider`.
  ///
  /// On any other engine (UIKit's `.propertyAnimator`) tracks are animation blocks fixed when
  /// the transition starts: the source is measured once, by
  /// ``makeScene(operation:layoutDirection:reduceMotion:isHeightCompact:isWidthRegular:presentedContentSize:)``, and neither a
  /// provider nor the node is asked again.
  public func setSourceFrameProvider(
    _ provider: (@MainActor () -> Rect?)?, forElement identifier: String? = nil
  ) {
    flights.setProvider(provider, forElement: identifier)
  }

  /// Registers an additional shared element that flies alongside the primary one, matched by
  /// `identifier` (a card's title, avatar…; see ``TransitionScene/SharedElement``): its node in
  /// the view the flight starts from (`source`) and in the one it lands in (`destination`),
  /// either of which may be nil; the part of the destination it lines up with, in the
  /// destination node's own coordinates (as ``alignmentRect``); and its z index among the
  /// flights. Registering an identifier again replaces it; nil for both nodes removes it. The
  /// nodes play the roles ``NodeRole/sharedElement(_:_:)`` with
  /// ``NodeRole/ElementPart/sourceElement`` and ``NodeRole/ElementPart/destinationElement``.
  public func setElement(
    _ identifier: String,
    source: (any TransitionNode)?,
    destination: (any TransitionNode)?,
    alignmentRect: Rect? = nil,
    zIndex: Double = 0
  ) {
    nodes[.sharedElement(identifier, .sourceElement)] = source
    nodes[.sharedElement(identifier, .destinationElement)] = destination
    elements[identifier] =
      source == nil && destination == nil ? nil : (alignmentRect, zIndex)
  }

  /// The identifiers of the additional shared elements, in identifier order.
  public var elementIdentifiers: [String] { elements.keys.sorted() }

  /// The scene as the nodes stand now: the container's size, the from and to views' frames, and
  /// the shared elements measured in container coordinates, with their corner radii (read from
  /// the element nodes) and the destination's ``alignmentRect``; the additional elements
  /// (``setElement(_:source:destination:alignmentRect:zIndex:)``) likewise, in identifier
  /// order. Built when a transition starts,
  /// so a dismissal re-measures its source element wherever it has scrolled to.
  public func makeScene(
    operation: TransitionOperation,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    reduceMotion: Bool = false,
    isHeightCompact: Bool = false,
    isWidthRegular: Bool = false,
    presentedContentSize: Size? = nil
  ) -> TransitionScene {
    let bounds = Rect(origin: .zero, size: container.frame.size)
    let fromFrame = nodes[.from]?.frame ?? bounds
    let toFrame = nodes[.to]?.frame ?? bounds
    let destination = nodes[.destinationElement]
    return TransitionScene(
      container: bounds.size, operation: operation,
      from: TransitionScene.Layout(initial: fromFrame, final: fromFrame),
      to: TransitionScene.Layout(initial: toFrame, final: toFrame),
      sourceElement: frameInContainer(of: .sourceElement),
      destinationElement: frameInContainer(of: .destinationElement),
      sourceCornerRadius: nodes[.sourceElement]?.cornerRadius,
      destinationCornerRadius: destination?.cornerRadius,
      alignmentRect: destination.flatMap { node in
        alignmentRect.map { rectInContainer($0, of: node) }
      },
      elements: elementIdentifiers.map(measuredElement),
      layoutDirection: layoutDirection, reduceMotion: reduceMotion,
      isHeightCompact: isHeightCompact, isWidthRegular: isWidthRegular,
      presentedContentSize: presentedContentSize)
  }

  /// The additional element `identifier` as its nodes stand now.
  private func measuredElement(_ identifier: String) -> TransitionScene.SharedElement {
    let source = nodes[.sharedElement(identifier, .sourceElement)]
    let destination = nodes[.sharedElement(identifier, .destinationElement)]
    let settings = elements[identifier]
    return TransitionScene.SharedElement(
      identifier: identifier,
      source: frameInContainer(of: .sharedElement(identifier, .sourceElement)),
      destination: frameInContainer(of: .sharedElement(identifier, .destinationElement)),
      sourceCornerRadius: source?.cornerRadius,
      destinationCornerRadius: destination?.cornerRadius,
      alignmentRect: destination.flatMap { node in
        settings?.alignmentRect.map { rectInContainer($0, of: node) }
      },
      zIndex: settings?.zIndex ?? 0)
  }

  private static func root(of node: any TransitionNode) -> any TransitionNode {
    var current = node
    while let parent = current.parentNode { current = parent }
    return current
  }

  /// Performs setup steps in order. Steps naming a role with no node are skipped: a plan can
  /// mention a shared element the app did not supply. `makeNode` reuses a node already set for
  /// its role (see ``setNode(_:for:)``) instead of creating one.
  ///
  /// The from and to views are the app's, and a plan that never speaks of their corners leaves
  /// them alone: a `set` step (here or in a cleanup) with a corner radius of 0, ``NodeState``'s
  /// default, changes a from or to view's radius only once the plan has spoken of that view's
  /// corners, by a `set` step with a radius above 0 or a ``AnimatedProperty/cornerRadius(from:to:)``
  /// track installed for it. From then on every radius the plan gives it is set, 0 included (a
  /// card whose corners a plan animates square ends square). Every other role takes the radius
  /// its states give.
  public func perform(_ steps: [SetupStep]) {
    for step in steps {
      switch step {
      case .insert(let role, let placement):
        if let node = nodes[role] { place(node, placement) }
      case .makeNode(let role, let color, let placement):
        // A node the app already supplied for the role (a presentation controller's dimming
        // view) is used as it is; the step then only places it.
        if let existing = nodes[role] {
          place(existing, placement)
          continue
        }
        let node = container.makeNode(filledWith: color)
        if let scene = node as? SceneNode { scene.name = role.description }
        register(node, for: role)
        place(node, placement)
      case .makeExtension(let role, let matching, let placement):
        if let existing = nodes[role] {
          place(existing, placement)
          continue
        }
        let node =
          nodes[matching].map { container.makeNode(matchingBackgroundOf: $0) }
          ?? container.makeNode(filledWith: .white)
        if let scene = node as? SceneNode { scene.name = role.description }
        register(node, for: role)
        place(node, placement)
      case .snapshot(let sourceRole, let role, let placement, let afterScreenUpdates):
        guard let source = nodes[sourceRole],
          let snapshot = source.makeSnapshot(afterScreenUpdates: afterScreenUpdates)
        else {
          continue
        }
        if let scene = snapshot as? SceneNode { scene.name = role.description }
        register(snapshot, for: role)
        place(snapshot, placement)
      case .set(let role, let state):
        if let node = nodes[role] { apply(state, to: node, as: role) }
      case .hide(let role):
        nodes[role]?.isHidden = true
      case .clip(let role):
        nodes[role]?.clipsToBounds = true
      }
    }
  }

  /// Performs cleanup steps in order, skipping roles with no node; a `set` step treats a from
  /// or to view's corner radius as a setup step does.
  public func perform(_ steps: [CleanupStep]) {
    for step in steps {
      switch step {
      case .remove(let role):
        nodes[role]?.removeFromParent()
      case .unhide(let role):
        nodes[role]?.isHidden = false
      case .set(let role, let state):
        if let node = nodes[role] { apply(state, to: node, as: role) }
      }
    }
  }

  /// Adds one animator track per plan track whose role has a node.
  ///
  /// On a ``FluidAnimator`` the tracks are concrete per property and hold their nodes
  /// strongly: the stage already owns every node until the transition ends and the animator
  /// drops its tracks when it completes or stops, so this extends no node's life in a
  /// transition that ends, and it saves a weak load (two atomic operations on the node's side
  /// table) per track on every frame. On any other engine (UIKit's animator) the tracks are
  /// closures that hold their nodes weakly.
  ///
  /// ``AnimatedProperty/flight(_:_:)`` tracks are evaluated exactly on every frame of a
  /// ``FluidAnimator``. Any other engine receives each as one animation block between its
  /// values at the ends of the window (UIKit's `.propertyAnimator` engine: a `UIView` animation
  /// of the frame). That is exact from end to end, overshoot included, for a flight's own frame,
  /// which is linear; and exact between the ends for a content aspect-filled into it, whose
  /// path is linear there (see ``FlightPath``). Only beyond the end where a content fills the
  /// flight exactly, while a spring overshoots past it, does the block extrapolate its line
  /// where the exact fill turns to the other ratio: the content then keeps its aspect and stays
  /// centred but can fall short of the flight's edges by a fraction of the overshoot.
  public func install(_ tracks: [PlanTrack], on animator: any Animating) {
    installedTracks += tracks
    let fluid = animator as? FluidAnimator
    if let fluid {
      flights.prepare(tracks, on: fluid, measurement: sourceMeasurement(for:))
    }
    for track in tracks {
      guard let node = nodes[track.role] else { continue }
      if case .cornerRadius = track.property { rolesWithPlannedCorners.insert(track.role) }
      if let fluid {
        // The same values through concrete tracks: no closure, no generic value per frame.
        fluid.addPreparedTrack(
          NodeTrack.make(
            track.property, window: track.window, node: node, live: flights.flight(for: track)))
        continue
      }
      switch track.property {
      case .frame(let from, let to):
        animator.addTrack(from: from, to: to, window: track.window) { [weak node] in
          node?.frame = $0
        }
      case .alpha(let from, let to):
        animator.addTrack(from: from, to: to, window: track.window) { [weak node] in
          node?.alpha = $0
        }
      case .transform(let from, let to):
        animator.addTrack(from: from, to: to, window: track.window) { [weak node] in
          node?.transform = $0
        }
      case .cornerRadius(let from, let to):
        animator.addTrack(from: from, to: to, window: track.window) { [weak node] in
          node?.cornerRadius = $0
        }
      case .flight(_, .alpha), .flight(_, .fallbackTransform):
        // Constant without a live source (1 and the identity, which the setup already set).
        continue
      case .flight(let path, let part):
        // One animation block between the values at the window's ends: exact between them (see
        // the documentation above).
        let from = path.frame(of: part, atFraction: 0, sourceEnd: path.source)
        let to = path.frame(of: part, atFraction: 1, sourceEnd: path.source)
        animator.addTrack(from: from, to: to, window: track.window) { [weak node] in
          node?.frame = $0
        }
      }
    }
  }

  /// Connects a re-planned course (see ``ReplannedPlan``) to `animator`, after the tracks already
  /// installed, so it writes last on every frame. On a ``FluidAnimator``: one track per role of
  /// the course's plan that has a node, writing the course's state (the new plan's live flights
  /// measured as ``install(_:on:)`` measures them); `following`'s transform is left to the
  /// driver. On an animator that can hand nodes to a writer of the progress (UIKit's, through
  /// ``ProgressFollowing``), the same states are written from the progress on screen, so the
  /// course is as exact as on a ``FluidAnimator``, a content filling its flight's corrected
  /// frame there too. On any other engine (whose tracks are fixed when added) each such node is
  /// re-targeted from where it is to the state the course reaches at `end`, over the rest of
  /// the run: it lands exactly on the new layout, without the exact velocity.
  func install(
    _ course: ReplannedPlan, on animator: any Animating, following: NodeRole?,
    end: AnimatingPosition
  ) {
    replanned = course
    let tracks = course.plan.tracks
    let fluid = animator as? FluidAnimator
    if let fluid {
      flights.prepare(tracks, on: fluid, measurement: sourceMeasurement(for:))
      for track in tracks { _ = flights.flight(for: track) }
    }
    if fluid == nil, let writer = animator as? any ProgressFollowing {
      let written = course.plan.roles.compactMap { role -> ReplannedTrack? in
        guard let node = nodes[role] else { return nil }
        return ReplannedTrack(
          course: course, role: role, node: node, live: nil,
          fill: .planned(of: role, in: tracks), writesTransform: role != following,
          writesCorners: writesCorners(of: role))
      }
      let installed = installedTracks
      writer.follow(
        written.map {
          FollowedNode(
            node: $0.node, keepsTransform: !$0.writesTransform,
            blocks: AnimatedComponents(of: $0.role, in: installed))
        }
      ) { progress in
        for track in written { track.apply(progress: progress) }
      }
      return
    }
    for role in course.plan.roles {
      guard let node = nodes[role] else { continue }
      let cornersWritten = writesCorners(of: role)
      let writesTransform = role != following
      if let fluid {
        let track = ReplannedTrack(
          course: course, role: role, node: node, live: flights.liveParts(of: role),
          fill: flights.contentFill(of: role),
          writesTransform: writesTransform, writesCorners: cornersWritten)
        // Written at once, not at the next frame: a paused animator has none until the finger
        // moves, and a node the re-plan lays out anew at once (a dimming) would wait for it.
        // Everything else is written where it is on screen.
        if fluid.addPreparedTrack(track) { track.apply(progress: fluid.presentedProgress) }
        continue
      }
      guard let target = course.state(of: role, at: end == .end ? 1 : 0) else { continue }
      animator.addTrack(from: node.frame, to: target.frame, window: .full) { [weak node] in
        node?.frame = $0
      }
      animator.addTrack(from: node.alpha, to: target.alpha, window: .full) { [weak node] in
        node?.alpha = $0
      }
      if writesTransform {
        animator.addTrack(from: node.transform, to: target.transform, window: .full) {
          [weak node] in
          node?.transform = $0
        }
      }
      if cornersWritten {
        animator.addTrack(
          from: node.cornerRadius, to: target.cornerRadius, window: .full
        ) { [weak node] in
          node?.cornerRadius = $0
        }
      }
    }
  }

  /// The roles that have a node, with their nodes.
  public var roles: [NodeRole] { Array(nodes.keys) }

  /// Forgets every node, provider and live flight, so nothing outlives the transition through
  /// the stage.
  public func releaseNodes() {
    nodes.removeAll()
    flights.removeAll()
    replanned = nil
    installedTracks = []
  }

  /// The frame `role`'s node has at `progress` by `plan`: the live frame of a flight installed
  /// on a ``FluidAnimator`` (its source where it is now), the plan's static state otherwise;
  /// after a re-plan, the re-planned course's instead of `plan`'s.
  /// What the driver keeps under the finger.
  public func plannedFrame(of role: NodeRole, at progress: Double, in plan: TransitionPlan)
    -> Rect?
  {
    if let replanned {
      return replanned.state(
        of: role, at: progress, frame: flights.plannedFrame(of: role, atProgress: progress))?
        .frame
    }
    return flights.plannedFrame(of: role, atProgress: progress)
      ?? plan.state(of: role, at: progress)?.frame
  }

  /// How the source of `element` is measured live without an app's provider: the source node
  /// while it stays in the tree it is in now; nil without one.
  private func sourceMeasurement(for element: String?) -> (@MainActor () -> Rect?)? {
    guard let node = nodes[.element(element, .sourceElement)] else { return nil }
    let container = container
    let root = Self.root(of: node)
    return { [weak root] in
      guard let root, Self.root(of: node) === root else { return nil }
      let frame = node.frame
      return Self.rect(
        Rect(x: 0, y: 0, width: frame.width, height: frame.height), of: node,
        inContainer: container)
    }
  }

  private func register(_ node: any TransitionNode, for role: NodeRole) {
    nodes[role] = node
  }

  private func place(_ node: any TransitionNode, _ placement: SetupStep.Placement) {
    switch placement {
    case .above(let role):
      container.insertChild(node, above: nodes[role].flatMap { $0 === node ? nil : $0 })
    case .below(let role):
      container.insertChild(node, below: nodes[role].flatMap { $0 === node ? nil : $0 })
    case .top:
      container.insertChild(node, above: nil)
    case .bottom:
      container.insertChild(node, below: nil)
    case .inside(let role):
      if let parent = nodes[role], parent !== node {
        parent.insertChild(node, above: nil)
      } else {
        container.insertChild(node, above: nil)
      }
    }
  }

  /// Whether the stage writes `role`'s corner radius: a flight's or overlay's always, the from
  /// and to views' only where the plan speaks of their corners (an app's own radius stays).
  private func writesCorners(of role: NodeRole) -> Bool {
    rolesWithPlannedCorners.contains(role) || (role != .from && role != .to)
  }

  private func apply(_ state: NodeState, to node: any TransitionNode, as role: NodeRole) {
    node.frame = state.frame
    node.alpha = state.alpha
    node.transform = state.transform
    if state.cornerRadius > 0 { rolesWithPlannedCorners.insert(role) }
    if writesCorners(of: role) {
      node.cornerRadius = state.cornerRadius
    }
    node.isHidden = state.isHidden
  }
}
