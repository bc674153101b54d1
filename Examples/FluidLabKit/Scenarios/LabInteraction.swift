import FluidTransitions

/// How a scenario's touches become progress: the one place that lists the interactions.
enum LabInteraction: String, CaseIterable, Sendable {
  case pan
  case edgePan
  /// Pops only: the back swipe from anywhere in the content, which the content under the
  /// finger may keep (the scenario's `content`).
  case contentPop
  case panDown
  case zoomDrag
  /// Zoom scenarios only: one finger drags as zoomDrag, two pinch (the `pinch…` events).
  case pinch

  /// The gesture that naturally drives `operation`: an edge swipe for navigation, a vertical
  /// pull for modals, a horizontal pan for tabs.
  static func natural(for operation: TransitionOperation) -> LabInteraction {
    switch operation {
    case .push, .pop: .edgePan
    case .present, .dismiss: .panDown
    case .tabForward, .tabBackward: .pan
    }
  }

  /// What it does, for `fluid-lab styles`.
  var summary: String {
    switch self {
    case .pan:
      "direction-locked horizontal drag over the container's width; forward operations complete"
        + " toward the leading edge, the others toward the trailing edge"
    case .edgePan:
      "a swipe from the leading edge (the system back gesture), mapped as pan"
    case .contentPop:
      "pop only: the back swipe from anywhere in the content (iOS 26's content pop), mapped as"
        + " pan; it begins only outside the leading edge's 24 pt (the edge swipe keeps them), on"
        + " a drag mostly horizontal toward the trailing edge that the scroll views under the"
        + " finger (the scenario's content) let go: a horizontal one not at its leading"
        + " boundary, a decelerating one, a zoomed one or one that keeps horizontal drags keeps"
        + " the drag, and the pop never starts"
    case .panDown:
      "vertical drag over the container's height; backward operations (dismiss) complete"
        + " downward, forward ones upward"
    case .zoomDrag:
      "Photos-style zoom dismissal: a vertical drag over half the height while the snapshot"
        + " follows the finger and shrinks"
    case .pinch:
      "zoom only: pinch to dismiss (Photos): two fingers (the pinchBegin, pinchMove, pinchEnd"
        + " and pinchCancel events) move the transition by their scale, closing them over half"
        + " the scale completes a dismissal, opening them a presentation, while the flight"
        + " follows their centroid; one finger drags as zoomDrag; a second finger landing"
        + " mid-drag, or one lifting mid-pinch, hands over without a jump"
    }
  }

  /// The library's interaction.
  var interaction: Interaction {
    switch self {
    case .pan: .pan
    case .edgePan: .edgePan
    case .contentPop: .contentPop
    case .panDown: .panDown
    case .zoomDrag: .zoomDrag
    case .pinch: .pinch
    }
  }
}
