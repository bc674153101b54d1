import FluidTransitions
import Testing

/// The modal sheet: rises from below on the iOS 7 article's spring (damping 0.6 over 0.6 s) to a
/// bottom-aligned presented frame, over a dimming node that fades with progress.
@Suite("Styles: sheet")
struct SheetStyleTests {
  static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

  static func plan(_ operation: TransitionOperation, style: SheetStyle = SheetStyle())
    -> TransitionPlan
  {
    // The sheet is where its presentation controller puts it, as in the UIKit layer and the lab.
    let sheet = style.presentedFrame(in: Rect(origin: .zero, size: StyleFixtures.phone))
    let at = TransitionScene.Layout(initial: sheet, final: sheet)
    return style.plan(
      for: TransitionScene(
        container: StyleFixtures.phone, operation: operation,
        from: operation == .dismiss ? at : nil, to: operation == .present ? at : nil))
  }

  @Test("Defaults: sheet, present and dismiss, large detent, 0.4 dimming, 10 pt corners, spring")
  func defaults() {
    let style = SheetStyle()
    #expect(style.name == "sheet")
    #expect(style.supportedOperations == [.present, .dismiss])
    #expect(style.duration == 0.6)
    #expect(style.curve == .fittedSpring(dampingRatio: 0.6))
    #expect(style.detents.map(\.identifier) == [.large])
    #expect(style.selectedDetentIdentifier == nil && style.largestUndimmedDetentIdentifier == nil)
    #expect(!style.prefersGrabberVisible && style.prefersScrollingExpandsWhenScrolledToEdge)
    #expect(style.topInset == 0)
    #expect(style.dimmingAlpha == 0.4)
    #expect(style.cornerRadius == 10)
    #expect(style.fadesUnderReduceMotion)
    let plan = Self.plan(.present)
    #expect(plan.duration == 0.6 && plan.curve == .fittedSpring(dampingRatio: 0.6))
    #expect(style.presentedFrame(in: Self.bounds) == Self.bounds, "large, no insets: the bounds")
  }

  @Test(
    "The presented frame is full-width, bottom-aligned and as tall as the detent",
    arguments: [
      (SheetDetent.large, Rect(x: 0, y: 0, width: 390, height: 844)),
      (.medium, Rect(x: 0, y: 422, width: 390, height: 422)),
      (.fraction(0.5), Rect(x: 0, y: 422, width: 390, height: 422)),
      (.points(300), Rect(x: 0, y: 544, width: 390, height: 300)),
    ])
  func presentedFrameFollowsHeight(detent: SheetDetent, expected: Rect) {
    let style = SheetStyle(detents: [detent])
    #expect(style.presentedFrame(in: Self.bounds) == expected)
    let present = Self.plan(.present, style: style)
    let dismiss = Self.plan(.dismiss, style: style)
    #expect(present.state(of: .to, at: 1)?.frame == expected)
    #expect(present.state(of: .to, at: 1)?.transform == .identity)
    #expect(dismiss.state(of: .from, at: 0)?.frame == expected)
    #expect(dismiss.state(of: .from, at: 0)?.transform == .identity)
    // Out of sight at the other end: the sheet's top edge is the container's bottom edge.
    for state in [present.state(of: .to, at: 0), dismiss.state(of: .from, at: 1)] {
      #expect(state.map { $0.frame.minY + $0.transform.ty } == 844)
      #expect(state?.frame == expected, "transforms, not frames, carry the motion")
      #expect(state?.transform.tx == 0)
    }
    #expect(present.state(of: .to, at: 0)?.transform.ty == 844 - expected.minY)
  }

  @Test(
    "Detents are clamped to the container; NaN, negative and zero ones leave large",
    arguments: [
      (SheetDetent.fraction(2), 844.0), (.fraction(-0.5), 844), (.fraction(.nan), 844),
      (.fraction(.infinity), 844), (.fraction(-.infinity), 844), (.fraction(0), 844),
      (.fraction(1), 844), (.points(-10), 844), (.points(5000), 844), (.points(.nan), 844),
      (.points(.infinity), 844), (.points(-.infinity), 844), (.points(844), 844),
    ])
  func clampsHeight(detent: SheetDetent, expected: Double) {
    let frame = SheetStyle(detents: [detent]).presentedFrame(in: Self.bounds)
    #expect(frame == Rect(x: 0, y: 844 - expected, width: 390, height: expected))
  }

  @Test("The presented frame works in any bounds, standardising negative sizes")
  func presentedFrameInOtherBounds() {
    let style = SheetStyle(detents: [.points(100)])
    let bounds = Rect(x: 10, y: 20, width: 300, height: 400)
    let expected = Rect(x: 10, y: 320, width: 300, height: 100)
    #expect(style.presentedFrame(in: bounds) == expected)
    #expect(style.presentedFrame(in: Rect(x: 310, y: 420, width: -300, height: -400)) == expected)
    #expect(SheetStyle().presentedFrame(in: bounds) == bounds)
    #expect(SheetStyle(detents: [.points(100)]).presentedFrame(in: .zero) == .zero)
  }

  @Test("The dimming covers the container and fades linearly with progress, in and out")
  func dimmingFades() {
    for alpha in [0.4, 0.7] {
      let style = SheetStyle(dimmingAlpha: alpha)
      let present = Self.plan(.present, style: style)
      let dismiss = Self.plan(.dismiss, style: style)
      #expect(present.state(of: .dimming, at: 0)?.alpha == 0)
      #expect(present.state(of: .dimming, at: 1)?.alpha == alpha)
      #expect(isClose(present.state(of: .dimming, at: 0.5)?.alpha ?? .nan, alpha / 2))
      #expect(dismiss.state(of: .dimming, at: 0)?.alpha == alpha)
      #expect(dismiss.state(of: .dimming, at: 1)?.alpha == 0)
      #expect(isClose(dismiss.state(of: .dimming, at: 0.5)?.alpha ?? .nan, alpha / 2))
      for progress in StyleFixtures.sweep {
        #expect(isClose(present.state(of: .dimming, at: progress)?.alpha ?? .nan, alpha * progress))
        #expect(present.state(of: .dimming, at: progress)?.frame == Self.bounds)
        #expect(dismiss.state(of: .dimming, at: progress)?.frame == Self.bounds)
      }
    }
  }

  @Test(
    "Setup makes a black dimming node between the views, and it goes when the presentation closes")
  func dimmingNode() {
    let present = Self.plan(.present)
    #expect(
      Array(present.setup.prefix(3)) == [
        .set(.from, NodeState(frame: Self.bounds)),
        .makeNode(.dimming, color: .black, .above(.from)),
        .set(.dimming, NodeState(frame: Self.bounds, alpha: 0)),
      ])
    #expect(present.setup.contains(.insert(.to, .above(.dimming))))
    let dismiss = Self.plan(.dismiss)
    #expect(dismiss.setup.contains(.makeNode(.dimming, color: .black, .below(.from))))
    #expect(dismiss.setup.contains(.insert(.to, .below(.from))))
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

  @Test("The corner radius is on the sheet throughout the flight and stays after it")
  func cornerRadius() {
    let sheet = SheetStyle(detents: [.medium], cornerRadius: 16)
    let frame = sheet.presentedFrame(in: Self.bounds)
    let present = Self.plan(.present, style: sheet)
    let dismiss = Self.plan(.dismiss, style: sheet)
    for progress in StyleFixtures.sweep {
      #expect(present.state(of: .to, at: progress)?.cornerRadius == 16)
      #expect(dismiss.state(of: .from, at: progress)?.cornerRadius == 16)
      #expect(present.state(of: .from, at: progress)?.cornerRadius == 0)
    }
    let rounded = NodeState(frame: frame, cornerRadius: 16)
    #expect(present.completionCleanup.contains(.set(.to, rounded)))
    #expect(present.cancellationCleanup.contains(.set(.to, NodeState(frame: frame))))
    #expect(dismiss.completionCleanup.contains(.set(.from, rounded)))
    #expect(dismiss.cancellationCleanup.contains(.set(.from, rounded)))
    for track in present.tracks + dismiss.tracks {
      if case .cornerRadius = track.property { Issue.record("the radius is set, not animated") }
    }
  }

  @Test("Presented at full height, a sheet that can shrink to a smaller detent keeps the presenter")
  func keepsThePresenterUnderAShrinkableSheet() {
    let shrinkable = SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .large)
    let full = SheetStyle(detents: [.large])
    let layout = shrinkable.layout(in: Self.bounds)
    #expect(shrinkable.keepsPresenter(in: layout))
    #expect(!full.keepsPresenter(in: full.layout(in: Self.bounds)))
    #expect(!Self.plan(.present, style: shrinkable).completionCleanup.contains(.remove(.from)))
    #expect(Self.plan(.present, style: full).completionCleanup.contains(.remove(.from)))
  }

  @Test(
    "The top inset is clamped to [0, greatestFiniteMagnitude], NaN 0, whether given or assigned",
    arguments: [
      (Double.nan, 0.0), (-.infinity, 0), (-10, 0), (.infinity, .greatestFiniteMagnitude),
      (44, 44),
    ])
  func clampsTopInset(value: Double, expected: Double) {
    #expect(SheetStyle(topInset: value).topInset == expected)
    var style = SheetStyle()
    style.topInset = value
    #expect(style.topInset == expected)
    let large = SheetStyle(topInset: value).presentedFrame(in: Self.bounds)
    #expect(large.height == max(0, 844 - expected) && large.maxY == 844)
  }

  @Test(
    "Bad configuration is clamped as documented",
    arguments: [
      (Double.nan, 0.4, 10.0, 0.0), (.infinity, 1, .greatestFiniteMagnitude, 3600),
      (-.infinity, 0, 0, 0), (-1, 0, 0, 0), (2, 1, 2, 2), (0.25, 0.25, 0.25, 0.25),
    ])
  func clampsBadInput(value: Double, dimming: Double, radius: Double, duration: Double) {
    let style = SheetStyle(duration: value, dimmingAlpha: value, cornerRadius: value)
    #expect(style.dimmingAlpha == dimming)
    #expect(style.cornerRadius == radius)
    #expect(style.duration == duration)
    let plan = Self.plan(.present, style: style)
    #expect(plan.state(of: .dimming, at: 1)?.alpha == dimming)
    #expect(plan.state(of: .to, at: 0.5)?.cornerRadius == radius)
  }
}
