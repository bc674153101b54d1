import FluidTransitions
import Testing

/// Bad input for the styles the style suites do not clamp-test (slide, zoom, fade), and hostile
/// scenes for all seven: NaN, zero and negative containers, NaN and degenerate shared elements,
/// and presented frames and interaction mappings in degenerate bounds.
@Suite("Bad input: styles")
struct StyleBadInputTests {
  static let bad: [Double] = [.nan, .infinity, -.infinity, -1, 0, 2, 1e300, -1e300]

  static var allStyles: [any TransitionStyle] {
    [SlideStyle(), ScaleStyle(), SheetStyle(), ZoomStyle(), DrawerStyle(), TabStyle(), FadeStyle()]
  }

  @Test(
    "SlideStyle clamps duration, parallax, dimming, shadow opacity and width",
    arguments: [
      (Double.nan, 0.0, 1.0 / 3, 0.1, 0.15, 8.0), (.infinity, 3600, 1, 1, 1, 100),
      (-.infinity, 0, 0, 0, 0, 0), (-1, 0, 0, 0, 0, 0), (0.5, 0.5, 0.5, 0.5, 0.5, 0.5),
      (250, 250, 1, 1, 1, 100),
    ])
  func slideClamps(
    value: Double, duration: Double, parallax: Double, dimming: Double, opacity: Double,
    width: Double
  ) {
    let style = SlideStyle(
      duration: value, parallax: value, dimmingAlpha: value, shadowOpacity: value,
      shadowWidth: value)
    #expect(style.duration == duration)
    #expect(style.parallax == parallax)
    #expect(style.dimmingAlpha == dimming)
    #expect(style.shadowOpacity == opacity)
    #expect(style.shadowWidth == width)
  }

  @Test(
    "ZoomStyle: NaN duration and radii become the defaults, negatives 0, the rest clamps",
    arguments: [
      (Double.nan, 0.45, 8.0, 0.0, 0.5), (.infinity, 3600, 1e6, 1e6, 1),
      (-.infinity, 0, 0, 0, 0), (-1, 0, 0, 0, 0), (0.25, 0.25, 0.25, 0.25, 0.25),
    ])
  func zoomClamps(
    value: Double, duration: Double, source: Double, destination: Double, scale: Double
  ) {
    let style = ZoomStyle(
      duration: value, sourceCornerRadius: value, destinationCornerRadius: value,
      fallbackScale: value)
    #expect(style.duration == duration)
    #expect(style.sourceCornerRadius == source)
    #expect(style.destinationCornerRadius == destination)
    #expect(style.fallbackScale == scale)
  }

  @Test("FadeStyle: NaN and negative durations become 0, huge ones 3600")
  func fadeClamps() {
    for value in [Double.nan, -1, -Double.infinity, 0] {
      #expect(FadeStyle(duration: value).duration == 0)
    }
    #expect(FadeStyle(duration: .infinity).duration == TimingCurve.maximumDuration)
    #expect(FadeStyle(duration: 1e9).duration == TimingCurve.maximumDuration)
  }

  @Test("Slide, zoom and fade with hostile configuration never put NaN or infinity into a plan")
  func hostileConfigurationNeverMakesNaN() {
    var styles: [any TransitionStyle] = []
    for value in Self.bad {
      styles.append(
        SlideStyle(
          duration: value, parallax: value, dimmingAlpha: value, shadowOpacity: value,
          shadowWidth: value))
      styles.append(
        ZoomStyle(
          duration: value, sourceCornerRadius: value, destinationCornerRadius: value,
          fallbackScale: value))
      styles.append(FadeStyle(duration: value))
    }
    for style in styles {
      for operation in TransitionOperation.allCases {
        let scene = TransitionScene(
          container: StyleFixtures.phone, operation: operation,
          sourceElement: Rect(x: 10, y: 10, width: 100, height: 100),
          destinationElement: Rect(x: 0, y: 100, width: 390, height: 390))
        let plan = style.plan(for: scene)
        #expect(plan.duration.isFinite && plan.duration >= 0)
        #expect(
          StyleFixtures.allStates(of: plan).allSatisfy { Self.isSane($0) }, "\(style) \(operation)")
      }
    }
  }

  @Test("Every style in hostile scenes: NaN, zero, negative and huge containers and elements")
  func hostileScenesNeverMakeNaN() {
    let containers = [
      Size(width: .nan, height: .infinity), .zero, Size(width: -390, height: -844),
      Size(width: 1e300, height: 1e300), Size(width: 390, height: 0),
    ]
    let elements: [Rect?] = [
      nil, .zero, Rect(x: .nan, y: .infinity, width: .nan, height: -5),
      Rect(x: -1e300, y: 1e300, width: 1e300, height: 1e300),
      Rect(x: 5, y: 5, width: -20, height: 0),
    ]
    for style in Self.allStyles {
      for container in containers {
        for element in elements {
          for operation in TransitionOperation.allCases {
            for direction in UserInterfaceLayoutDirection.allCases {
              let scene = TransitionScene(
                container: container, operation: operation, sourceElement: element,
                destinationElement: element, layoutDirection: direction)
              let plan = style.plan(for: scene)
              let label = "\(style.name) \(container) \(String(describing: element)) \(operation)"
              #expect(StyleFixtures.allStates(of: plan).allSatisfy { Self.isSane($0) }, "\(label)")
            }
          }
        }
      }
    }
  }

  @Test("presentedFrame(in:) of sheet and drawer in NaN, zero and negative bounds")
  func presentedFramesInDegenerateBounds() {
    let bounds = [
      Rect(x: .nan, y: .nan, width: .nan, height: .nan), .zero,
      Rect(x: 0, y: 0, width: -390, height: -844),
      Rect(x: 1e308, y: 1e308, width: 1e308, height: 1e308),
    ]
    for rect in bounds {
      for detent in [SheetDetent.large, .medium, .fraction(.nan), .points(.infinity)] {
        let frame = SheetStyle(detents: [detent]).presentedFrame(in: rect)
        #expect(frame.width >= 0 && frame.height >= 0, "\(rect) \(detent)")
        #expect(
          [frame.origin.x, frame.origin.y, frame.width, frame.height].allSatisfy { $0.isFinite })
      }
      for direction in UserInterfaceLayoutDirection.allCases {
        let frame = DrawerStyle(maximumWidth: .infinity).presentedFrame(
          in: rect, layoutDirection: direction)
        #expect(frame.width >= 0 && frame.height >= 0, "\(rect) \(direction)")
        #expect(
          [frame.origin.x, frame.origin.y, frame.width, frame.height].allSatisfy { $0.isFinite })
      }
    }
    #expect(
      SheetStyle(detents: [.medium]).presentedFrame(
        in: Rect(x: 0, y: 0, width: -390, height: -844))
        == Rect(x: -390, y: -422, width: 390, height: 422))
  }

  @Test("interactionMapping(for:in:) in a zero-size container moves nothing, for every style")
  func interactionMappingsInDegenerateContainers() {
    for style in Self.allStyles {
      // A NaN or infinite dimension is stored as 0. (A negative container is standardised by
      // the sheet and the drawer, whose distance is then the absolute size.)
      for container in [Size.zero, Size(width: .nan, height: -.infinity)] {
        for interaction in Interaction.allCases {
          for operation in TransitionOperation.allCases {
            let scene = TransitionScene(container: container, operation: operation)
            let mapping = style.interactionMapping(for: interaction, in: scene)
            #expect(mapping.distance == 0, "\(style.name) \(interaction) \(operation)")
            #expect(mapping.progressDelta(forTranslation: Vector(dx: 300, dy: 300)) == 0)
            #expect(mapping.progressVelocity(forVelocity: Vector(dx: 3000, dy: 3000)) == 0)
          }
        }
      }
    }
  }

  /// Every number finite, alpha in [0, 1], corner radius ≥ 0.
  static func isSane(_ state: NodeState) -> Bool {
    StyleFixtures.isFinite(state) && (0...1).contains(state.alpha) && state.cornerRadius >= 0
  }
}
