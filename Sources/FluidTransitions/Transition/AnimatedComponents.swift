/// The properties of a node that a plan's tracks animate. On UIKit's animator those are the
/// ones its animation blocks move (or the adapter writes, for a partial window); the others
/// hold what the plan's setup, or UIKit itself (a rotation's autoresizing), put in the model.
package struct AnimatedComponents: OptionSet, Hashable, Sendable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The layout rectangle (a layer's position and bounds).
  package static let frame = AnimatedComponents(rawValue: 1 << 0)
  /// The opacity.
  package static let alpha = AnimatedComponents(rawValue: 1 << 1)
  /// The transform.
  package static let transform = AnimatedComponents(rawValue: 1 << 2)
  /// The corner radius.
  package static let cornerRadius = AnimatedComponents(rawValue: 1 << 3)
  /// Every property.
  package static let all: AnimatedComponents = [.frame, .alpha, .transform, .cornerRadius]

  /// What `tracks` animate on `role`'s node. A flight's alpha and fallback transform are
  /// constant without a live source, so no track moves them (see
  /// `TransitionStage.install(_:on:)`).
  package init(of role: NodeRole, in tracks: [PlanTrack]) {
    self = []
    for track in tracks where track.role == role {
      switch track.property {
      case .frame, .flight(_, .frame), .flight(_, .content): insert(.frame)
      case .alpha: insert(.alpha)
      case .transform: insert(.transform)
      case .cornerRadius: insert(.cornerRadius)
      case .flight(_, .alpha), .flight(_, .fallbackTransform): break
      }
    }
  }

  /// What `tracks` may move on `role`'s node on any engine: what they animate, and a flight's
  /// alpha and fallback transform, which a live source moves (its fade once it disappears).
  /// The node's other properties hold only what the plan's setup sets.
  package static func moved(of role: NodeRole, in tracks: [PlanTrack]) -> AnimatedComponents {
    var moved = AnimatedComponents(of: role, in: tracks)
    for track in tracks where track.role == role {
      switch track.property {
      case .flight(_, .alpha): moved.insert(.alpha)
      case .flight(_, .fallbackTransform): moved.insert(.transform)
      default: break
      }
    }
    return moved
  }

  /// What a re-plan from `old` onto `new` gives `role`'s node at once, uncorrected: on a node
  /// both plans make (a dimming, a shadow, a snapshot: ``SetupStep/makeNode(_:color:_:)``,
  /// ``SetupStep/makeExtension(_:of:_:)``, ``SetupStep/snapshot(of:as:_:afterScreenUpdates:)``),
  /// the properties neither plan moves. Nothing resizes such a node with the container (no
  /// autoresizing carries it, unlike the app's views), so correcting them would only fade
  /// with the progress, leaving the node in the old layout while a finger holds the
  /// transition; they are the setup's values, which the new layout's setup sets. Empty for the
  /// app's views: their properties hold what UIKit's autoresizing put there, which the re-plan
  /// starts from.
  package static func takenAtOnce(
    of role: NodeRole, from old: TransitionPlan, onto new: TransitionPlan
  ) -> AnimatedComponents {
    guard old.makes(role), new.makes(role) else { return [] }
    return AnimatedComponents.all
      .subtracting(moved(of: role, in: old.tracks))
      .subtracting(moved(of: role, in: new.tracks))
  }
}

extension TransitionPlan {
  /// Whether the plan's setup creates `role`'s node (rather than inserting the app's view).
  package func makes(_ role: NodeRole) -> Bool {
    setup.contains { step in
      switch step {
      case .makeNode(let made, _, _), .makeExtension(let made, _, _), .snapshot(_, let made, _, _):
        made == role
      case .insert, .clip, .set, .hide:
        false
      }
    }
  }
}
