/// The part a node plays in a transition plan. Plans refer to nodes by role, so the same plan
/// runs on headless nodes and on real views; the names are the stable keys of lab traces.
public enum NodeRole: Hashable, Sendable, CustomStringConvertible {
  /// The view being left.
  case from
  /// The view being shown.
  case to
  /// A plain node that darkens what lies behind the moving view.
  case dimming
  /// A plain node that draws a soft edge shadow next to the moving view.
  case shadow
  /// The flight of a shared element between two elements: a node that moves between them,
  /// rounds its corners and clips the two content snapshots inside it (the name is kept from
  /// the days it was the flying snapshot itself: traces know it by it).
  case snapshot
  /// The snapshot of the source element (a grid cell's image), inside the flight: it fades
  /// with distance from the source.
  case sourceSnapshot
  /// The snapshot of the destination element (the detail image), inside the flight: it fades
  /// in as the flight nears the destination.
  case destinationSnapshot
  /// The element a shared-element flight starts from.
  case sourceElement
  /// The element a shared-element flight lands on.
  case destinationElement
  /// A plain node in the colour of a sheet, just below its bottom edge and moving with it, so
  /// that a sheet springing above its resting place never shows what lies behind it.
  case sheetExtension
  /// A node of an additional shared element (a card's title or avatar, flying alongside the
  /// primary element), by the element's identifier and the part the node plays. The primary
  /// element's nodes have roles of their own (``sourceElement``, ``snapshot``, …); see
  /// ``element(_:_:)``.
  case sharedElement(String, ElementPart)
  /// Any other node a custom style adds.
  case custom(String)

  /// The part a node plays for one shared element.
  public enum ElementPart: String, Hashable, Sendable, CaseIterable {
    /// The element the flight starts from.
    case sourceElement
    /// The element the flight lands on.
    case destinationElement
    /// The flight: the clipping node that moves between them.
    case snapshot
    /// The source's snapshot, inside the flight.
    case sourceSnapshot
    /// The destination's snapshot, inside the flight.
    case destinationSnapshot
  }

  /// The role of `part` for the shared element `identifier`: the primary element's own roles
  /// for nil (``sourceElement``, ``destinationElement``, ``snapshot``, ``sourceSnapshot``,
  /// ``destinationSnapshot``), ``sharedElement(_:_:)`` otherwise.
  public static func element(_ identifier: String?, _ part: ElementPart) -> NodeRole {
    guard let identifier else {
      switch part {
      case .sourceElement: return .sourceElement
      case .destinationElement: return .destinationElement
      case .snapshot: return .snapshot
      case .sourceSnapshot: return .sourceSnapshot
      case .destinationSnapshot: return .destinationSnapshot
      }
    }
    return .sharedElement(identifier, part)
  }

  /// The stable name used in traces: `from`, `to`, `dimming`, …, `snapshot.title` for the
  /// flight of the additional element `title` (the part's name, a dot, the identifier), or the
  /// custom name.
  public var description: String {
    switch self {
    case .from: "from"
    case .to: "to"
    case .dimming: "dimming"
    case .shadow: "shadow"
    case .snapshot: "snapshot"
    case .sourceSnapshot: "sourceSnapshot"
    case .destinationSnapshot: "destinationSnapshot"
    case .sourceElement: "sourceElement"
    case .destinationElement: "destinationElement"
    case .sheetExtension: "sheetExtension"
    case .sharedElement(let identifier, let part): "\(part.rawValue).\(identifier)"
    case .custom(let name): name
    }
  }
}
