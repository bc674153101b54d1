import FluidTransitions

extension ScenarioTrace {
  /// What a run whose container changed size (`resize` events) must show, one line each:
  ///
  /// - **No jump.** Where the library's driver re-planned a transition between its ends, every
  ///   node of the plan is, on the re-planned course at the progress of the moment, exactly
  ///   where it was on screen, carried with the container edge it is flush with when the size
  ///   changed (`ContainerResize`: a drawer against the right edge, a sheet on the bottom, as a
  ///   view pinned to an edge) (within 1e-6 of the container's size; the node that follows the
  ///   finger with the finger's transform, which is the driver's): the re-plan moves nothing
  ///   by itself, but for what nothing autoresizes: the library's own nodes (a dimming, a
  ///   shadow) take the new layout at once where neither plan moves them, and are held to the
  ///   new plan's values there (`AnimatedComponents.takenAtOnce`). (At either end the views are at rest and take the new layout at once, as
  ///   UIKit's autoresizing lays them out.) (That its velocity
  ///   carries on too is the library's own test, `ReplanTests`.)
  /// - **Lands on the new layout.** When the driver re-planned (the library's), a completed
  ///   transition leaves the arriving view (`to`) exactly on its frame at rest in the last
  ///   layout, and a cancelled one the leaving view (`from`) on its own, within 1e-6 of the
  ///   frame's size (the percent-driven baseline cannot re-plan, and is not held to it).
  var resizeProblems: [String] {
    var problems: [String] = []
    for resize in resizes where resize.isReplanned {
      guard let jump = resize.jump else { continue }
      let tolerance = 1e-6 * Swift.max(1, resize.size.width, resize.size.height)
      if !(jump.distance <= tolerance) {
        problems.append(
          "\(jump.role) moved by \(JSONValue.format(jump.distance)) pt as the driver re-planned"
            + " at the resize at t = \(JSONValue.format(resize.time)) s")
      }
    }
    if let last = resizes.last, last.isReplanned, let result {
      let role = result.completed ? "to" : "from"
      let expected = result.completed ? last.arrivingFrame : last.leavingFrame
      if let node = frames.last?.nodes.first(where: { $0.role == role && $0.parent == nil }),
        node.inContainer
      {
        let shown = node.state.onScreenFrame
        let tolerance = 1e-6 * Swift.max(1, expected.width, expected.height)
        let off = Self.largestDifference(shown, expected)
        if !(off <= tolerance) {
          problems.append(
            "after the resize at t = \(JSONValue.format(last.time)) s, \(role) ends at"
              + " \(Self.describe(shown)), not on the new layout's \(Self.describe(expected))"
              + " (off by \(JSONValue.format(off)) pt)")
        }
      }
    }
    return problems
  }

  /// The largest difference between two rectangles' edges and sizes, in points.
  static func largestDifference(_ a: Rect, _ b: Rect) -> Double {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].map(abs).max()
      ?? 0
  }

  private static func describe(_ rect: Rect) -> String {
    "(\(JSONValue.format(rect.minX)), \(JSONValue.format(rect.minY)),"
      + " \(JSONValue.format(rect.width)) × \(JSONValue.format(rect.height)))"
  }
}
