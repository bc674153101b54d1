import FluidTransitions
import Testing

/// The side menu of the presentation-controller article: 75 % of the width (floored) or 300 pt,
/// from the leading edge, over a 0.55 dimming, in 0.2 s.
@Suite("Styles: drawer")
struct DrawerStyleTests {
  static func scene(
    _ operation: TransitionOperation,
    width: Double = 390,
    direction: UserInterfaceLayoutDirection = .leftToRight
  ) -> TransitionScene {
    TransitionScene(
      container: Size(width: width, height: 844), operation: operation,
      layoutDirection: direction)
  }

  @Test("Defaults: drawer, present and dismiss, 75 % up to 300 pt, 0.55 dimming, 0.2 s")
  func defaults() {
    let style = DrawerStyle()
    #expect(style.name == "drawer")
    #expect(style.supportedOperations == [.present, .dismiss])
    #expect(style.duration == 0.2)
    #expect(style.curve == .easeInOut)
    #expect(style.widthFraction == 0.75)
    #expect(style.maximumWidth == 300)
    #expect(style.dimmingAlpha == 0.55)
    #expect(style.fadesUnderReduceMotion)
    let plan = style.plan(for: Self.scene(.present))
    #expect(plan.duration == 0.2 && plan.curve == .easeInOut)
  }

  @Test(
    "The presented frame: floor(75 %) or 300 pt wide, full height, flush with the leading edge",
    arguments: [
      (390.0, UserInterfaceLayoutDirection.leftToRight, Rect(x: 0, y: 0, width: 292, height: 844)),
      (390, .rightToLeft, Rect(x: 98, y: 0, width: 292, height: 844)),
      (1024, .leftToRight, Rect(x: 0, y: 0, width: 300, height: 844)),
      (1024, .rightToLeft, Rect(x: 724, y: 0, width: 300, height: 844)),
      (320, .leftToRight, Rect(x: 0, y: 0, width: 240, height: 844)),
    ])
  func presentedFrame(width: Double, direction: UserInterfaceLayoutDirection, expected: Rect) {
    let style = DrawerStyle()
    let bounds = Rect(x: 0, y: 0, width: width, height: 844)
    #expect(style.presentedFrame(in: bounds, layoutDirection: direction) == expected)
    let present = style.plan(for: Self.scene(.present, width: width, direction: direction))
    let dismiss = style.plan(for: Self.scene(.dismiss, width: width, direction: direction))
    #expect(present.state(of: .to, at: 1)?.frame == expected)
    #expect(present.state(of: .to, at: 1)?.transform == .identity)
    #expect(dismiss.state(of: .from, at: 0)?.frame == expected)
    #expect(dismiss.state(of: .from, at: 0)?.transform == .identity)
    // Just outside the leading edge at the other end, by a translation of its own width.
    let sign = direction.trailingSign
    for state in [present.state(of: .to, at: 0), dismiss.state(of: .from, at: 1)] {
      #expect(state?.frame == expected, "transforms, not frames, carry the motion")
      #expect(state?.transform == AffineTransform(translationX: -sign * expected.width, y: 0))
      if direction == .leftToRight {
        #expect(state.map { $0.frame.maxX + $0.transform.tx } == 0)
      } else {
        #expect(state.map { $0.frame.minX + $0.transform.tx } == width)
      }
    }
  }

  @Test(
    "The edge: leading by default, trailing on the other side; the layout direction decides",
    arguments: [
      (DrawerStyle.Edge.leading, UserInterfaceLayoutDirection.leftToRight, 0.0, -292.0, 1.0),
      (.leading, .rightToLeft, 98, 292, -1),
      (.trailing, .leftToRight, 98, 292, -1),
      (.trailing, .rightToLeft, 0, -292, 1),
    ])
  func edge(
    edge: DrawerStyle.Edge, direction: UserInterfaceLayoutDirection, minX: Double,
    offscreenX: Double,
    presentingSign: Double
  ) {
    #expect(DrawerStyle().edge == .leading)
    let style = DrawerStyle(edge: edge)
    let expected = Rect(x: minX, y: 0, width: 292, height: 844)
    #expect(
      style.presentedFrame(
        in: Rect(x: 0, y: 0, width: 390, height: 844), layoutDirection: direction)
        == expected)
    let present = style.plan(for: Self.scene(.present, direction: direction))
    let dismiss = style.plan(for: Self.scene(.dismiss, direction: direction))
    #expect(present.state(of: .to, at: 1)?.frame == expected)
    #expect(present.state(of: .to, at: 1)?.transform == .identity)
    for state in [present.state(of: .to, at: 0), dismiss.state(of: .from, at: 1)] {
      #expect(state?.transform == AffineTransform(translationX: offscreenX, y: 0))
      // Just outside the container, on the drawer's side.
      let onScreen = state.map {
        ($0.frame.minX + $0.transform.tx, $0.frame.maxX + $0.transform.tx)
      }
      #expect(onScreen.map { $0.1 <= 0 || $0.0 >= 390 } == true)
    }
    // A finger presents moving away from the drawer's side (positive x is to the right) and
    // dismisses moving toward it.
    let presenting = style.interactionMapping(
      for: .pan, in: Self.scene(.present, direction: direction))
    let dismissing = style.interactionMapping(
      for: .pan, in: Self.scene(.dismiss, direction: direction))
    #expect(presenting.axis == .horizontal && dismissing.axis == .horizontal)
    #expect(presenting.direction == presentingSign)
    #expect(dismissing.direction == -presentingSign)
    #expect(presenting.distance == 292 && dismissing.distance == 292)
  }

  @Test(
    "Width fraction and maximum width combine as min(floor(fraction × width), maximum)",
    arguments: [
      (0.5, 300.0, 390.0, 195.0), (0.75, .infinity, 1024, 768), (1, 300, 1024, 300),
      (0.333, 1000, 1000, 333), (0.75, 0, 390, 0), (0.3, 300, 100.5, 30),
    ])
  func widthRule(fraction: Double, maximum: Double, containerWidth: Double, expected: Double) {
    let style = DrawerStyle(widthFraction: fraction, maximumWidth: maximum)
    let bounds = Rect(x: 0, y: 0, width: containerWidth, height: 500)
    for direction in UserInterfaceLayoutDirection.allCases {
      let frame = style.presentedFrame(in: bounds, layoutDirection: direction)
      #expect(frame.width == expected)
      #expect(frame.minX == (direction == .leftToRight ? 0 : containerWidth - expected))
      #expect(frame.minY == 0 && frame.height == 500)
    }
  }

  @Test("The presented frame works in offset and negative-size bounds")
  func presentedFrameInOtherBounds() {
    let style = DrawerStyle()
    let bounds = Rect(x: 10, y: 20, width: 400, height: 600)
    #expect(
      style.presentedFrame(in: bounds, layoutDirection: .leftToRight)
        == Rect(x: 10, y: 20, width: 300, height: 600))
    #expect(
      style.presentedFrame(in: bounds, layoutDirection: .rightToLeft)
        == Rect(x: 110, y: 20, width: 300, height: 600))
    #expect(
      style.presentedFrame(
        in: Rect(x: 410, y: 620, width: -400, height: -600), layoutDirection: .leftToRight)
        == Rect(x: 10, y: 20, width: 300, height: 600))
  }

  @Test(
    "The dimming covers the container, fades linearly, and it goes when the presentation closes")
  func dimming() {
    for direction in UserInterfaceLayoutDirection.allCases {
      let present = DrawerStyle().plan(for: Self.scene(.present, direction: direction))
      let dismiss = DrawerStyle().plan(for: Self.scene(.dismiss, direction: direction))
      let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
      #expect(present.state(of: .dimming, at: 0)?.alpha == 0)
      #expect(isClose(present.state(of: .dimming, at: 0.5)?.alpha ?? .nan, 0.275))
      #expect(present.state(of: .dimming, at: 1)?.alpha == 0.55)
      #expect(dismiss.state(of: .dimming, at: 0)?.alpha == 0.55)
      #expect(isClose(dismiss.state(of: .dimming, at: 0.5)?.alpha ?? .nan, 0.275))
      #expect(dismiss.state(of: .dimming, at: 1)?.alpha == 0)
      for progress in StyleFixtures.sweep {
        #expect(isClose(present.state(of: .dimming, at: progress)?.alpha ?? .nan, 0.55 * progress))
        #expect(present.state(of: .dimming, at: progress)?.frame == bounds)
        #expect(present.state(of: .dimming, at: progress)?.transform == .identity)
      }
      #expect(present.setup.contains(.makeNode(.dimming, color: .black, .above(.from))))
      #expect(present.setup.contains(.insert(.to, .above(.dimming))))
      #expect(dismiss.setup.contains(.makeNode(.dimming, color: .black, .below(.from))))
      // The dimming belongs to the presentation: it goes exactly when the presentation ends up
      // closed (a cancelled present, a completed dismiss) and stays while it is open.
      #expect(!present.completionCleanup.contains(.remove(.dimming)))
      #expect(present.cancellationCleanup.contains(.remove(.dimming)))
      #expect(dismiss.completionCleanup.contains(.remove(.dimming)))
      #expect(!dismiss.cancellationCleanup.contains(.remove(.dimming)))
      for plan in [present, dismiss] {
        #expect(plan.cancellationCleanup.contains(.remove(.to)))
      }
    }
  }

  @Test(
    "Bad configuration is clamped as documented",
    arguments: [
      (Double.nan, 0.75, 300.0, 0.55, 0.0), (.infinity, 1, .infinity, 1, 3600),
      (-.infinity, 0, 0, 0, 0), (-1, 0, 0, 0, 0), (2, 1, 2, 1, 2),
      (0.5, 0.5, 0.5, 0.5, 0.5),
    ])
  func clampsBadInput(
    value: Double, fraction: Double, maximum: Double, dimming: Double, duration: Double
  ) {
    let style = DrawerStyle(
      duration: value, widthFraction: value, maximumWidth: value, dimmingAlpha: value)
    #expect(style.widthFraction == fraction)
    #expect(style.maximumWidth == maximum)
    #expect(style.dimmingAlpha == dimming)
    #expect(style.duration == duration)
    let plan = style.plan(for: Self.scene(.present))
    let width = min((fraction * 390).rounded(.down), maximum)
    #expect(plan.state(of: .to, at: 1)?.frame == Rect(x: 0, y: 0, width: width, height: 844))
    #expect(plan.state(of: .dimming, at: 1)?.alpha == dimming)
  }
}
