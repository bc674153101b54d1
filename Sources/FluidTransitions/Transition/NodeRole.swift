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
  /// A snapshot that flies between two elements.
  case snapshot
  /// The element a shared-element flight starts from.
  case sourceElement
  /// The element a shared-element flight lands on.
  case destinationElement
  /// A plain node in the colour of a sheet, just below its bottom edge and moving with it, so
  /// that a sheet springing above its resting place never shows what lies behind it.
  case sheetExtension
  /// Any other node a custom style adds.
  case custom(String)

  /// The stable name used in traces: `from`, `to`, `dimming`, …, or the custom name.
  public var description: String {
    switch self {
    case .from: "from"
    case .to: "to"
    case .dimming: "dimming"
    case .shadow: "shadow"
    case .snapshot: "snapshot"
    case .sourceElement: "sourceElement"
    case .destinationElement: "destinationElement"
    case .sheetExtension: "sheetExtension"
    case .custom(let name): name
    }
  }
}
