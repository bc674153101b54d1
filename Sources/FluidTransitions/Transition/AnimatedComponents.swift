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
}
