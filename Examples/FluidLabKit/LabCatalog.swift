import FluidTransitions

/// A style a scenario may name, with what the lab accepts for it: the one place that lists the
/// styles, for validation, for running and for `fluid-lab styles`.
enum LabStyle: String, CaseIterable, Sendable {
  case fade
  case slide

  /// One configurable number of a style.
  struct Option: Sendable {
    /// The key under the scenario's `options`.
    var name: String
    /// The accepted values.
    var range: ClosedRange<Double>
    /// The value used when the scenario omits it.
    var defaultValue: Double
    /// What it does, for `fluid-lab styles`.
    var summary: String
  }

  /// The operations the style supports, in ``TransitionOperation``'s order.
  var operations: [TransitionOperation] {
    switch self {
    case .fade: TransitionOperation.allCases
    case .slide: [.push, .pop, .tabForward, .tabBackward]
    }
  }

  /// The library's default duration for a non-interactive run, in seconds.
  var defaultDuration: Double {
    switch self {
    case .fade: FadeStyle().duration
    case .slide: SlideStyle().duration
    }
  }

  /// The options the style accepts.
  var options: [Option] {
    switch self {
    case .fade:
      []
    case .slide:
      [
        Option(
          name: "parallax", range: 0...1, defaultValue: SlideStyle().parallax,
          summary: "how far the view underneath moves, as a fraction of the width")
      ]
    }
  }

  /// The operation the gallery's plain animated run uses: the first supported operation that
  /// moves forward (push, present, tab forward), or the first supported one.
  var galleryAnimatedOperation: TransitionOperation {
    operations.first(where: \.isForward) ?? operations.first ?? .push
  }

  /// The operation the gallery's gesture scripts use. A finger naturally drives the backward
  /// operation (an edge swipe pops, a pull down dismisses), so it is the animated operation's
  /// counterpart when the style supports it, and the animated operation otherwise.
  var galleryInteractiveOperation: TransitionOperation {
    let counterpart = galleryAnimatedOperation.counterpart
    return operations.contains(counterpart) ? counterpart : galleryAnimatedOperation
  }

  /// The interaction the gallery drives `operation` with: the operation's natural gesture
  /// (``LabInteraction/natural(for:)``) unless the style has its own.
  func galleryInteraction(for operation: TransitionOperation) -> LabInteraction {
    LabInteraction.natural(for: operation)
  }

  /// The library style configured with `duration` (seconds) and `options` (every option of
  /// ``options``, by name).
  func makeStyle(duration: Double, options values: [String: Double]) -> any TransitionStyle {
    switch self {
    case .fade:
      return FadeStyle(duration: duration)
    case .slide:
      let parallax = values["parallax"] ?? SlideStyle().parallax
      return SlideStyle(duration: duration, parallax: parallax)
    }
  }
}

/// How a scenario's touches become progress: the one place that lists the interactions.
enum LabInteraction: String, CaseIterable, Sendable {
  case pan
  case edgePan
  case panDown

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
      "horizontal drag over the container's width; forward operations complete toward the"
        + " leading edge, the others toward the trailing edge"
    case .edgePan:
      "as pan for now (touches are not yet restricted to the screen edge)"
    case .panDown:
      "vertical drag over the container's height; backward operations (dismiss) complete"
        + " downward, forward ones upward"
    }
  }

  /// The mapping for a scene.
  func mapping(for scene: TransitionScene) -> InteractionMapping {
    switch self {
    case .pan, .edgePan:
      // Today pan and edgePan are the same mapping: any horizontal drag, anywhere in the
      // container, over its whole width. A later milestone restricts edgePan to touches that
      // begin in the edge region and gives pan a direction lock (a vertical drag is ignored).
      return .horizontal(
        towardTrailing: !scene.operation.isForward, distance: scene.container.width,
        layoutDirection: scene.layoutDirection)
    case .panDown:
      return .vertical(downward: !scene.operation.isForward, distance: scene.container.height)
    }
  }
}

extension TransitionOperation {
  /// The operation that undoes this one: push and pop, present and dismiss, tab forward and
  /// tab backward.
  var counterpart: TransitionOperation {
    switch self {
    case .push: .pop
    case .pop: .push
    case .present: .dismiss
    case .dismiss: .present
    case .tabForward: .tabBackward
    case .tabBackward: .tabForward
    }
  }
}
