import FluidTransitions

/// A style a scenario may name, with what the lab accepts for it: the one place that lists the
/// styles, for validation, for running and for `fluid-lab styles`.
enum LabStyle: String, CaseIterable, Sendable {
  case fade
  case slide
  case scale
  case sheet
  case zoom
  case drawer
  case tab

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
    /// Whether the option is a choice written as a number: 0 (false) or 1 (true) only.
    var isFlag = false
  }

  /// The library style with its defaults.
  var defaultStyle: any TransitionStyle {
    makeStyle(duration: defaultDuration, options: [:])
  }

  /// The operations the style supports, in ``TransitionOperation``'s order: the library's.
  var operations: [TransitionOperation] {
    let supported = defaultStyle.supportedOperations
    return TransitionOperation.allCases.filter { supported.contains($0) }
  }

  /// The library's default duration for a non-interactive run, in seconds.
  var defaultDuration: Double {
    switch self {
    case .fade: FadeStyle().duration
    case .slide: SlideStyle().duration
    case .scale: ScaleStyle().duration
    case .sheet: SheetStyle().duration
    case .zoom: ZoomStyle().duration
    case .drawer: DrawerStyle().duration
    case .tab: TabStyle().duration
    }
  }

  /// The options the style accepts.
  var options: [Option] {
    switch self {
    case .fade, .tab:
      return []
    case .slide:
      let style = SlideStyle()
      return [
        Option(
          name: "parallax", range: 0...1, defaultValue: style.parallax,
          summary: "how far the view underneath moves, as a fraction of the width"),
        Option(
          name: "dimmingAlpha", range: 0...1, defaultValue: style.dimmingAlpha,
          summary: "the darkest alpha of the dimming over the view underneath"),
        Option(
          name: "shadowOpacity", range: 0...1, defaultValue: style.shadowOpacity,
          summary: "the alpha of the shadow strip along the moving view's leading edge"),
        Option(
          name: "shadowWidth", range: 0...100, defaultValue: style.shadowWidth,
          summary: "the width of the shadow strip, in points"),
      ]
    case .scale:
      return [
        Option(
          name: "initialScale", range: 0.01...1, defaultValue: ScaleStyle().initialScale,
          summary: "the scale the pushed view grows from (and the popped view shrinks to)")
      ]
    case .sheet:
      let style = SheetStyle()
      return [
        Option(
          name: "heightFraction", range: 0...1, defaultValue: 1,
          summary: "the sheet's height as a fraction of the container's (without detents)"),
        Option(
          name: "dimmingAlpha", range: 0...1, defaultValue: style.dimmingAlpha,
          summary: "the alpha of the dimming behind the sheet"),
        Option(
          name: "cornerRadius", range: 0...100, defaultValue: style.cornerRadius,
          summary: "the sheet's corner radius, in points"),
      ]
    case .zoom:
      let style = ZoomStyle()
      return [
        Option(
          name: "sourceCornerRadius", range: 0...100, defaultValue: style.sourceCornerRadius,
          summary: "the grid cell's corner radius, in points"),
        Option(
          name: "destinationCornerRadius", range: 0...100,
          defaultValue: style.destinationCornerRadius,
          summary: "the detail image's corner radius, in points"),
        Option(
          name: "fallbackScale", range: 0...1, defaultValue: style.fallbackScale,
          summary: "the scale toward the centre used when the source element is gone (null)"),
        Option(
          name: "crossFadeStart", range: 0...1, defaultValue: style.crossFade.start,
          summary: "where along the flight, from the source (0) to the destination (1), the"
            + " contents start to cross-fade: the destination's snapshot fades in over the first"
            + " half of the stretch, the source's fades out over the second"),
        Option(
          name: "crossFadeEnd", range: 0...1, defaultValue: style.crossFade.end,
          summary: "where the cross-fade ends (a stretch given backwards is used in order)"),
        Option(
          name: "usesMeasuredCornerRadii", range: 0...1,
          defaultValue: style.usesMeasuredCornerRadii ? 1 : 0,
          summary: "1: the radii measured on the elements (their rects' cornerRadius) win over"
            + " sourceCornerRadius and destinationCornerRadius; 0: the style's always win",
          isFlag: true),
        Option(
          name: "dimmingAlpha", range: 0...1, defaultValue: ZoomStyle.defaultDimmingColor.alpha,
          summary: "the alpha of the black dimming behind the detail view with the detail fully"
            + " shown (0: no dimming node)"),
      ]
    case .drawer:
      let style = DrawerStyle()
      return [
        Option(
          name: "widthFraction", range: 0...1, defaultValue: style.widthFraction,
          summary: "the drawer's width as a fraction of the container's"),
        Option(
          name: "maximumWidth", range: 0...10_000, defaultValue: style.maximumWidth,
          summary: "the drawer's largest width, in points"),
        Option(
          name: "dimmingAlpha", range: 0...1, defaultValue: style.dimmingAlpha,
          summary: "the alpha of the dimming over the rest of the container"),
      ]
    }
  }

  /// Whether the style flies a shared element, and so takes `sourceElement` and
  /// `destinationElement` defaults.
  var usesSharedElements: Bool { self == .zoom }

  /// The shared elements a zoom scenario gets when it names none: a grid cell and a
  /// full-width square image.
  static func defaultElements(in container: Size) -> (source: Rect, destination: Rect) {
    let side = (container.width * 0.28).rounded(.down)
    let source = Rect(
      x: (container.width * 0.05).rounded(.down), y: (container.height * 0.3).rounded(.down),
      width: side, height: side)
    let destination = Rect(
      x: 0, y: (container.height * 0.12).rounded(.down), width: container.width,
      height: container.width)
    return (source, destination)
  }

  /// The scene the style plans for, with the presented view at the style's presented frame
  /// (a sheet's height, a drawer's width), as a UIKit presentation controller would report it.
  func adjusted(_ scene: TransitionScene, style: any TransitionStyle) -> TransitionScene {
    let presented = style.presentedFrame(in: scene.bounds, layoutDirection: scene.layoutDirection)
    var scene = scene
    switch scene.operation {
    case .present: scene.to = TransitionScene.Layout(initial: presented, final: presented)
    case .dismiss: scene.from = TransitionScene.Layout(initial: presented, final: presented)
    default: break
    }
    return scene
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
    switch self {
    case .zoom where !operation.isForward: .zoomDrag
    case .drawer: .pan
    default: LabInteraction.natural(for: operation)
    }
  }

  /// The library style configured with `duration` (seconds) and `options` (every option of
  /// ``options``, by name).
  func makeStyle(duration: Double, options values: [String: Double]) -> any TransitionStyle {
    switch self {
    case .fade:
      return FadeStyle(duration: duration)
    case .slide:
      let defaults = SlideStyle()
      return SlideStyle(
        duration: duration, parallax: values["parallax"] ?? defaults.parallax,
        dimmingAlpha: values["dimmingAlpha"] ?? defaults.dimmingAlpha,
        shadowOpacity: values["shadowOpacity"] ?? defaults.shadowOpacity,
        shadowWidth: values["shadowWidth"] ?? defaults.shadowWidth)
    case .scale:
      return ScaleStyle(
        duration: duration, initialScale: values["initialScale"] ?? ScaleStyle().initialScale)
    case .sheet:
      let defaults = SheetStyle()
      return SheetStyle(
        duration: duration, detents: [.fraction(values["heightFraction"] ?? 1)],
        dimmingAlpha: values["dimmingAlpha"] ?? defaults.dimmingAlpha,
        cornerRadius: values["cornerRadius"] ?? defaults.cornerRadius)
    case .zoom:
      let defaults = ZoomStyle()
      return ZoomStyle(
        duration: duration,
        sourceCornerRadius: values["sourceCornerRadius"] ?? defaults.sourceCornerRadius,
        destinationCornerRadius: values["destinationCornerRadius"]
          ?? defaults.destinationCornerRadius,
        fallbackScale: values["fallbackScale"] ?? defaults.fallbackScale,
        crossFade: TrackWindow(
          start: values["crossFadeStart"] ?? defaults.crossFade.start,
          end: values["crossFadeEnd"] ?? defaults.crossFade.end),
        usesMeasuredCornerRadii: values["usesMeasuredCornerRadii"].map { $0 != 0 }
          ?? defaults.usesMeasuredCornerRadii,
        dimmingColor: values["dimmingAlpha"].map {
          ZoomStyle.defaultDimmingColor.withAlpha($0)
        })
    case .drawer:
      let defaults = DrawerStyle()
      return DrawerStyle(
        duration: duration, widthFraction: values["widthFraction"] ?? defaults.widthFraction,
        maximumWidth: values["maximumWidth"] ?? defaults.maximumWidth,
        dimmingAlpha: values["dimmingAlpha"] ?? defaults.dimmingAlpha)
    case .tab:
      return TabStyle(duration: duration)
    }
  }
}
