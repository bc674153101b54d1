#if canImport(UIKit)
  import FluidPacing
  import FluidTransitions

  /// A built-in style the Pacing tab measures, with the interaction its pop is driven by and
  /// its non-interactive duration (which the scripted finger's timing follows).
  ///
  /// The navigation styles only: each is pushed without animation, then popped by the
  /// scripted finger. The sheet and the drawer are not measured: their interactive dismissal
  /// starts from a gesture inside the presentation controller, which has no public entry point.
  enum PacingStyle: CaseIterable, Sendable {
    case slide
    case scale
    case fade
    case zoom

    /// A fresh style with its defaults.
    var style: any TransitionStyle {
      switch self {
      case .slide: SlideStyle()
      case .scale: ScaleStyle()
      case .fade: FadeStyle()
      case .zoom: ZoomStyle()
      }
    }

    /// The interaction that pops it in the gallery: the zoom's drag for the zoom, the edge
    /// swipe for the others.
    var interaction: Interaction {
      self == .zoom ? .zoomDrag : .edgePan
    }

    /// The style's non-interactive duration, in seconds.
    var duration: Double {
      switch self {
      case .slide: SlideStyle().duration
      case .scale: ScaleStyle().duration
      case .fade: FadeStyle().duration
      case .zoom: ZoomStyle().duration
      }
    }
  }

  /// One run of the Pacing tab: a style popped on an engine by a finger script.
  struct PacingCase: Sendable {
    /// The scripts the tab runs by default: the lab's interactive ones (a finish, a grab
    /// mid-animation that reverses, a flick, and re-grabs while the pop settles).
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
