import FluidTransitions

extension ScenarioTrace {
  /// What a run whose container changed size (`resize` events) must show, one line each:
  ///
  /// - **No jump.** At the first frame after each resize during the transition, no node of the trace has moved,
  ///   grown or shrunk by more than three times the most it did in a frame over the four
  ///   frames before or after, plus 2 points, except a view that filled the old container and
  ///   fills the new one (laid out with it, as UIKit's autoresizing does); a resize between two
  ///   frames in which a finger also moved is not checked (the finger moved the nodes too) (a re-plan keeps each node's position and velocity; the exact
  ///   continuity is the library's own test, `ReplanTests`, and this guards the whole run).
  /// - **Lands on the new layout.** When the driver re-planned (the library's), a completed
  ///   transition leaves the arriving view (`to`) exactly on its frame at rest in the last
  ///   layout, and a cancelled one the leaving view (`from`) on its own, within 1e-6 of the
  ///   frame's size (the percent-driven baseline cannot re-plan, and is not held to it).
  var resizeProblems: [String] {
    var problems: [String] = []
    var container = scenario.container
    for resize in resizes {
      // Once the transition has ended, laying out what is left is the app's business.
      if result.map({ $0.time > resize.time }) ?? true {
        problems += jumpProblems(at: resize, from: container)
      }
      container = resize.size
    }
    if let last = resizes.last, last.isReplanned, let result, let frame = frames.last {
      let role = result.completed ? "to" : "from"
      let expected = result.completed ? last.arrivingFrame : last.leavingFrame
      if let node = frame.nodes.first(where: { $0.role == role && $0.parent == nil }),
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

  /// The nodes that jumped at `resize`: compared between the last frame before it and the
  /// first after it, against the four frames on either side.
  private func jumpProblems(at resize: Resize, from container: Size) -> [String] {
    guard let after = frames.firstIndex(where: { $0.time > resize.time }), after >= 1 else {
      return []
    }
    let before = after - 1
    // A finger that moved since the frame before the last one before the resize moved the
    // nodes itself (an event shows a frame after it is applied): the resize cannot be told
    // apart from it there.
    let interval = frames[Swift.max(before - 1, 0)].time...frames[after].time
    let fingerMoved = scenario.events.contains { event in
      interval.contains(event.time)
        && (event.kind == .touchMove || event.kind == .touchDown || event.kind == .touchUp
          || event.kind.isPinch)
    }
    guard !fingerMoved else { return [] }
    var problems: [String] = []
    for node in frames[after].nodes where node.inContainer {
      func shown(_ index: Int) -> Rect? {
        guard frames.indices.contains(index),
          let sample = frames[index].nodes.first(where: {
            $0.role == node.role && $0.parent == node.parent && $0.inContainer
          })
        else { return nil }
        return sample.state.onScreenFrame
      }
      guard let here = shown(after), let there = shown(before) else { continue }
      // A view that fills the container and that the plan does not move is laid out with it,
      // as UIKit's autoresizing lays it out during a rotation.
      let filled = Rect(origin: .zero, size: container)
      if node.parent == nil, there == filled, here == Rect(origin: .zero, size: resize.size) {
        continue
      }
      let step = Self.largestDifference(here, there)
      // A finger's moves arrive every other frame at 120 Hz: the steps of four frames on
      // either side say how fast the node moves around the resize.
      let neighbours = (1...4).flatMap { offset in
        [
          shown(before - offset + 1).flatMap { a in
            shown(before - offset).map { Self.largestDifference(a, $0) }
          },
          shown(after + offset).flatMap { b in
            shown(after + offset - 1).map { Self.largestDifference(b, $0) }
          },
        ]
      }.compactMap { $0 }
      let allowed = 3 * (neighbours.max() ?? 0) + 2
      if step > allowed {
        problems.append(
          "\(node.role) jumped by \(JSONValue.format(step)) pt at the resize at t ="
            + " \(JSONValue.format(resize.time)) s (its motion around it allows"
            + " \(JSONValue.format(allowed)) pt)")
      }
    }
    return problems
  }

  /// The largest difference between two rectangles' edges and sizes, in points.
  private static func largestDifference(_ a: Rect, _ b: Rect) -> Double {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].map(abs).max()
      ?? 0
  }

  private static func describe(_ rect: Rect) -> String {
    "(\(JSONValue.format(rect.minX)), \(JSONValue.format(rect.minY)),"
      + " \(JSONValue.format(rect.width)) × \(JSONValue.format(rect.height)))"
  }
}
