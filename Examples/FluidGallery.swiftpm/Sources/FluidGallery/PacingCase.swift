#if canImport(UIKit)
  import FluidPacing
  import FluidTransitions

  /// A built-in style the Pacing tab measures, with the transition its scripted finger
  /// drives, the interaction that maps the finger and its non-interactive duration (which the
  /// finger's timing follows).
  ///
  /// The navigation styles are pushed without animation, then popped; the sheet and the drawer
  /// are presented without animation, then dismissed; the tab switches from the stage's first
  /// tab to its second.
  enum PacingStyle: CaseIterable, Sendable {
    case slide
    case scale
    case fade
    case zoom
    case sheet
    case drawer
    case tab

    /// A fresh style with its defaults.
    var style: any TransitionStyle {
      switch self {
      case .slide: SlideStyle()
      case .scale: ScaleStyle()
      case .fade: FadeStyle()
      case .zoom: ZoomStyle()
      case .sheet: SheetStyle()
      case .drawer: DrawerStyle()
      case .tab: TabStyle()
      }
    }

    /// The transition the finger drives.
    var operation: TransitionOperation {
      switch self {
      case .slide, .scale, .fade, .zoom: .pop
      case .sheet, .drawer: .dismiss
      case .tab: .tabForward
      }
    }

    /// The interaction that drives it in the gallery: the zoom's drag for the zoom, the edge
    /// swipe for the other pops, the style's own dismissal gesture for a modal (the sheet's
    /// drag down, which its detents hand to the dismissal), the pan for the tab.
    var interaction: Interaction {
      switch self {
      case .slide, .scale, .fade: .edgePan
      case .zoom: .zoomDrag
      case .sheet, .drawer: style.dismissInteraction
      case .tab: .pan
      }
    }

    /// The style's non-interactive duration, in seconds.
    var duration: Double {
      switch self {
      case .slide: SlideStyle().duration
      case .scale: ScaleStyle().duration
      case .fade: FadeStyle().duration
      case .zoom: ZoomStyle().duration
      case .sheet: SheetStyle().duration
      case .drawer: DrawerStyle().duration
      case .tab: TabStyle().duration
      }
    }
  }

  /// One run of the Pacing tab: a style's transition driven on an engine by a finger script.
  struct PacingCase: Sendable {
    /// The scripts the tab runs by default: the lab's interactive ones (a finish, a grab
    /// mid-animation that reverses, a flick, and re-grabs while the transition settles).
    static let defaultScripts: [FingerScript] = [
      .interactiveFinish, .grabAndReverse, .flick, .regrabDuringSettle,
    ]

    /// Both engines, the property animator first.
    static let engines: [TransitionEngine] = [.propertyAnimator, .displayLink]

    let style: PacingStyle
    let engine: TransitionEngine
    let script: FingerScript

    /// Every style × engine × script of `scripts`, style by style.
    static func all(scripts: [FingerScript]) -> [PacingCase] {
      PacingStyle.allCases.flatMap { style in
        engines.flatMap { engine in
          scripts.map { PacingCase(style: style, engine: engine, script: $0) }
        }
      }
    }

    /// The engine's name in the report, as `fluid-bench` spells it.
    var engineName: String {
      switch engine {
      case .propertyAnimator: "propertyAnimator"
      case .displayLink: "displayLink"
      }
    }

    /// "slide · displayLink · flick".
    var title: String {
      "\(style.style.name) · \(engineName) · \(script.rawValue)"
    }
  }
#endif
