import FluidTransitions

/// What a stack scenario adds (`"stack": ["A", "B"]`): a navigation stack of named view
/// controllers, and requests among its events (`push`, `pop`, `popToRoot`,
/// `setViewControllers`) that ``NavigationStackState`` turns into pushes and pops, run one at
/// a time by ``StackScenarioRunner``.
enum LabStack {
  /// The scenario's field.
  static let fieldName = "stack"
  /// The styles a stack runs: those that push and pop without shared elements (a zoom's
  /// elements belong to particular screens).
  static var styles: [LabStyle] {
    LabStyle.allCases.filter {
      $0.operations.contains(.push) && $0.operations.contains(.pop) && !$0.usesSharedElements
    }
  }
  /// The interactions that pop a stack: the edge swipe (the default), the pan and the content
  /// swipe.
  static let interactions: [LabInteraction] = [.edgePan, .pan, .contentPop]
  /// The names a view controller may not take: the trace's nodes of a transition's own (its
  /// dimming, its shadow, …) share the frames' `nodes` with the view controllers.
  static let reservedNames: [String] =
    [
      NodeRole.from, .to, .dimming, .shadow, .snapshot, .sourceSnapshot, .destinationSnapshot,
      .sourceElement, .destinationElement, .sheetExtension,
    ].map(\.description) + ["container"]

  /// A view controller's name at `path`: a non-empty string that is not reserved.
  static func name(_ value: JSONValue, path: JSONPath) throws(LabError) -> String {
    guard let name = value.string else {
      throw LabError("\(path): must be a view controller's name, got \(value.kindDescription)")
    }
    if name.isEmpty { throw LabError("\(path): a view controller's name is not empty") }
    if reservedNames.contains(name) {
      throw LabError(
        "\(path): \(JSONValue.string(name).text) names one of a transition's own nodes (the"
          + " names " + reservedNames.joined(separator: ", ") + " are taken)")
    }
    return name
  }

  /// A stack at `path`: a non-empty array of distinct names, the root first.
  static func names(_ value: JSONValue, path: JSONPath) throws(LabError) -> [String] {
    guard let elements = value.array else {
      throw LabError(
        "\(path): must be an array of view controllers' names, root first, got"
          + " \(value.kindDescription)")
    }
    if elements.isEmpty {
      throw LabError("\(path): must name at least one view controller (the root)")
    }
    var names: [String] = []
    for (index, element) in elements.enumerated() {
      let name = try name(element, path: path.appending(index))
      if let first = names.firstIndex(of: name) {
        throw LabError(
          "\(path.appending(index)): \(JSONValue.string(name).text) is already at"
            + " \(path.appending(first)) (a view controller is in a stack once)")
      }
      names.append(name)
    }
    return names
  }

  /// The operation of a transition from the stack `from` to `to`, as UIKit animates it: a push
  /// when `to` adds its top to `from`, a pop when it takes `from`'s top away, and otherwise
  /// (`setViewControllers`, `popToRoot`) a pop when the new top was in the stack, a push when
  /// it was not.
  static func operation(from: [String], to: [String]) -> TransitionOperation {
    if to.count == from.count + 1, Array(to.dropLast()) == from { return .push }
    if to.count + 1 == from.count, Array(from.dropLast()) == to { return .pop }
    guard let top = to.last else { return .pop }
    return from.contains(top) ? .pop : .push
  }
}
