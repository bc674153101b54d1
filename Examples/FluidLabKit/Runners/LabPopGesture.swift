import FluidTransitions

/// The lab's recogniser of a pop gesture that has not begun its transition yet: it watches one
/// touch sequence and decides, as the UIKit layer's `TransitionGesture` asks the core, whether
/// the finger begins the interactive pop or leaves the drag to the content.
///
/// Where the finger lands must allow the gesture (``Interaction/canBegin(at:in:)``: an edge
/// swipe within the leading edge's region, a content swipe outside it). Then, once the finger
/// has moved ``Interaction/lockDistance`` points, a content swipe is ``ContentPopHandoff``'s
/// decision over the scroll views under the landing point, and the other pop gestures are
/// ``Interaction/commits(translation:mapping:)``. A decision is final for the sequence: a drag
/// the content keeps never starts the pop, and the pop never hands the drag back.
struct LabPopGesture {
  /// Where the sequence stands.
  enum Decision: Equatable {
    /// The finger has not moved far enough.
    case undecided
    /// The finger begins the pop.
    case pop
    /// The content keeps the drag; the reason says why, for the trace.
    case content(reason: String)
  }

  /// The gesture.
  let interaction: Interaction
  /// The pop's scene: where the leading edge is.
  let scene: TransitionScene
  /// How the finger's translation maps to the pop's progress.
  let mapping: InteractionMapping
  /// The scroll views the scenario describes (content swipes only).
  let content: [LabScrollView]

  /// The touches so far, from the landing on: the driver replays them when the pop begins, as
  /// a pan recogniser's translation covers the whole drag.
  private(set) var touches: [TouchSample] = []
  private(set) var decision = Decision.undecided
  /// The indices in `content` of the scroll views under the landing point, innermost first.
  private(set) var scrollViews: [Int] = []

  init(
    interaction: Interaction, scene: TransitionScene, mapping: InteractionMapping,
    content: [LabScrollView]
  ) {
    self.interaction = interaction
    self.scene = scene
    self.mapping = mapping
    self.content = content
  }

  /// The translation of the last touch from the landing, in points.
  var translation: Vector {
    guard let first = touches.first, let last = touches.last else { return .zero }
    return Vector(dx: last.position.x - first.position.x, dy: last.position.y - first.position.y)
  }

  /// The finger lands.
  mutating func touchBegan(_ touch: TouchSample) -> Decision {
    touches = [touch]
    let under = interaction == .contentPop ? LabScrollView.under(touch.position, in: content) : []
    scrollViews = under.map(\.index)
    guard interaction.canBegin(at: touch.position, in: scene) else {
      decision = .content(
        reason: interaction == .contentPop
          ? "it landed within the leading edge's \(JSONValue.format(Interaction.edgeWidth)) pt,"
            + " which the edge swipe keeps"
          : "it landed outside the leading edge's \(JSONValue.format(Interaction.edgeWidth)) pt")
      return decision
    }
    decision = .undecided
    return decision
  }

  /// The finger moves; once decided, the decision stands.
  mutating func touchMoved(_ touch: TouchSample) -> Decision {
    guard decision == .undecided, !touches.isEmpty else { return decision }
    touches.append(touch)
    decision = decide()
    return decision
  }

  /// Hands the touches so far to the pop that began: the landing, then each move, as a pan
  /// recogniser's translation covers the whole drag.
  @MainActor
  func replay(to driver: any LabDriver) {
    for (index, touch) in touches.enumerated() {
      if index == 0 { driver.touchBegan(touch) } else { driver.touchMoved(touch) }
    }
  }

  private func decide() -> Decision {
    let translation = self.translation
    guard interaction == .contentPop else {
      switch interaction.commits(translation: translation, mapping: mapping) {
      case nil: return .undecided
      case true?: return .pop
      case false?: return .content(reason: "the drag is not horizontal")
      }
    }
    let states = scrollViews.map { content[$0].state }
    func owner(_ scrollViews: [ContentPopHandoff.ScrollViewState]) -> ContentPopHandoff.Owner {
      ContentPopHandoff.decide(
        translation: translation, owner: .undecided, scrollViews: scrollViews,
        layoutDirection: scene.layoutDirection)
    }
    switch owner(states) {
    case .undecided: return .undecided
    case .pop: return .pop
    case .content:
      // The rule goes out from the innermost: the first prefix the content keeps names the
      // scroll view that keeps it; none does when the drag itself is not a back swipe.
      if owner([]) == .content {
        return .content(reason: "the drag is not a horizontal move toward the trailing edge")
      }
      let keeper = states.indices.first { owner(Array(states[...$0])) == .content } ?? 0
      return .content(reason: "content[\(scrollViews[keeper])] keeps it")
    }
  }
}
