import FluidTransitions
import Testing

/// `SheetStyle` with detents: the grabber, the layout it resolves, the detent it presents at and
/// dismisses from, the dimming it animates, and the extension that keeps an overshooting sheet
/// from showing what is behind its bottom edge.
@MainActor
@Suite("Sheet: style with detents")
struct SheetStyleDetentTests {
  typealias F = SheetFixtures

  static func scene(_ operation: TransitionOperation, from: Rect? = nil) -> TransitionScene {
    TransitionScene(
      container: F.size, operation: operation,
      from: from.map { TransitionScene.Layout(initial: $0, final: $0) })
  }

  /// Where a node in a plan state shows: its frame moved by its transform, which must be a pure
  /// translation for that to hold.
  static func visible(_ state: NodeState?) -> Rect? {
    guard let state else { return nil }
    let t = state.transform
    guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return nil }
    return state.frame.offsetBy(dx: t.tx, dy: t.ty)
  }

  /// The sheet and the extension below it cover, without a gap, the full width from the sheet's
  /// top edge down to the container's bottom, and the extension never shows above the sheet.
  static func expectCovered(sheet: Rect?, extension: Rect?, _ comment: String) {
    guard let sheet, let `extension` else {
      Issue.record("missing a node or a non-translation transform: \(comment)")
      return
    }
    #expect(sheet.minX <= 0 && sheet.maxX >= 390, "\(comment): \(sheet)")
    #expect(`extension`.minX <= 0 && `extension`.maxX >= 390, "\(comment): \(`extension`)")
    #expect(abs(`extension`.minY - sheet.maxY) <= 1e-9, "\(comment): \(sheet), \(`extension`)")
    if sheet.minY < 844 {
      #expect(`extension`.maxY >= 844 - 1e-9, "\(comment): \(`extension`)")
    }
  }

  // MARK: - Properties

  @Test("The grabber is a 36 × 5 pt capsule centred 5 pt below the top, only when preferred")
  func grabber() {
    #expect(SheetStyle().grabberFrame(inSheetOfWidth: 390) == nil)
    let style = SheetStyle(prefersGrabberVisible: true)
    #expect(style.grabberFrame(inSheetOfWidth: 390) == Rect(x: 177, y: 5, width: 36, height: 5))
    #expect(style.grabberFrame(inSheetOfWidth: 844) == Rect(x: 404, y: 5, width: 36, height: 5))
    for width in [Double.nan, .infinity, -.infinity, -10, 0] {
      #expect(style.grabberFrame(inSheetOfWidth: width) == Rect(x: -18, y: 5, width: 36, height: 5))
    }
  }

  @Test("The layout is the style's detents, inset, dimming and undimmed detent in the bounds")
  func layout() {
    let style = SheetStyle(
      detents: [.large, .medium], largestUndimmedDetentIdentifier: .medium, dimmingAlpha: 0.6,
      topInset: 44)
    let layout = style.layout(in: Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(layout.detents.map(\.value) == [400, 800])
    #expect(layout.largestUndimmedDetentIdentifier == .medium && layout.dimmingAlpha == 0.6)
    #expect(layout.topInset == 44 && layout.containerSize == F.size)
    // A negative size is standardised; compact height drops medium.
    let flipped = style.layout(in: Rect(x: 390, y: 844, width: -390, height: -844))
    #expect(flipped == layout)
    let compact = style.layout(in: Rect(x: 0, y: 0, width: 844, height: 390), isHeightCompact: true)
    #expect(compact.detents.map(\.identifier) == [.large])
    let scene = TransitionScene(
      container: Size(width: 844, height: 390), operation: .present, isHeightCompact: true)
    #expect(style.layout(for: scene) == compact)
    // The top inset follows the style's own clamping: infinity is the largest finite inset,
    // which leaves no room.
    #expect(SheetStyle(topInset: .infinity).layout(in: F.bounds).maximumDetentValue == 0)
    #expect(SheetStyle(topInset: .nan).layout(in: F.bounds).maximumDetentValue == 844)
  }

  @Test("The plan presents at the selected detent, or at the smallest for none or an unknown one")
  func presentsAtSelectedDetent() {
    let cases: [(SheetDetent.Identifier?, Rect)] = [
      (.large, F.frame(value: 844)), (.medium, F.frame(value: 422)), (nil, F.frame(value: 422)),
      ("nothing", F.frame(value: 422)),
    ]
    for (selected, frame) in cases {
      let style = SheetStyle(detents: [.large, .medium], selectedDetentIdentifier: selected)
      let plan = style.plan(for: Self.scene(.present))
      #expect(plan.state(of: .to, at: 1)?.frame == frame)
      #expect(style.presentedFrame(in: F.bounds) == frame)
      #expect(plan.state(of: .to, at: 0).flatMap(Self.visible)?.minY == 844)
    }
  }

  @Test("A present ends at the selected detent's dimming: 0 at or below the undimmed one")
  func presentDimmingFollowsUndimmedDetent() {
    let cases: [(SheetDetent.Identifier, SheetDetent.Identifier?, Double)] = [
      (.medium, nil, 0.4), (.large, nil, 0.4), (.medium, .medium, 0), (.large, .medium, 0.4),
      (.large, .large, 0),
    ]
    for (selected, undimmed, alpha) in cases {
      let style = SheetStyle(
        detents: [.medium, .large], selectedDetentIdentifier: selected,
        largestUndimmedDetentIdentifier: undimmed)
      let plan = style.plan(for: Self.scene(.present))
      #expect(
        plan.state(of: .dimming, at: 1)?.alpha == alpha,
        "\(selected) \(String(describing: undimmed))")
      #expect(plan.state(of: .dimming, at: 0)?.alpha == 0)
    }
  }

  @Test("The extension is made below the sheet in the sheet's colour, and removed at the end")
  func extensionNode() {
    for operation in [TransitionOperation.present, .dismiss] {
      let sheetRole: NodeRole = operation == .present ? .to : .from
      let style = SheetStyle(detents: [.medium])
      let plan = style.plan(
        for: Self.scene(operation, from: operation == .dismiss ? F.frame(value: 422) : nil))
      #expect(
        plan.setup.contains(.makeExtension(.sheetExtension, of: sheetRole, .below(sheetRole))))
      // Full width, from the sheet's bottom edge, as tall as the container.
      let resting = plan.state(of: .sheetExtension, at: operation == .present ? 1 : 0)
      #expect(resting?.frame == Rect(x: 0, y: 844, width: 390, height: 844))
      #expect(resting?.transform == .identity)
      #expect(plan.completionCleanup.first == .remove(.sheetExtension))
      #expect(plan.cancellationCleanup.first == .remove(.sheetExtension))
    }
    let container = SceneNode(name: "container", frame: F.bounds)
    let from = SceneNode(name: "from", frame: F.bounds)
    let sheet = SceneNode(
      name: "to", frame: F.bounds, color: RGBAColor(red: 0.2, green: 0.3, blue: 0.4))
    container.addChild(from)
    let stage = TransitionStage(container: container, from: from, to: sheet)
    stage.perform(SheetStyle().plan(for: Self.scene(.present)).setup)
    #expect(container.children.map(\.name) == ["from", "dimming", "sheetExtension", "to"])
    #expect(container.children[2].color == sheet.color)
  }

  @Test(
    "Sheet and extension cover the container below the sheet's top at every progress",
    arguments: [
      SheetStyle(detents: [.medium]), SheetStyle(), SheetStyle(detents: [.points(100)]),
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .large, topInset: 44),
    ])
  func coverageAtEveryProgress(style: SheetStyle) {
    let presented = style.presentedFrame(in: F.bounds)
    let present = style.plan(for: Self.scene(.present))
    let dismiss = style.plan(for: Self.scene(.dismiss, from: presented))
    // Overshoot on both sides: a present's spring above 1, a cancelled dismissal's below 0.
    for step in -20...120 {
      let progress = Double(step) / 100
      Self.expectCovered(
        sheet: Self.visible(present.state(of: .to, at: progress)),
        extension: Self.visible(present.state(of: .sheetExtension, at: progress)),
        "present at \(progress)")
      Self.expectCovered(
        sheet: Self.visible(dismiss.state(of: .from, at: progress)),
        extension: Self.visible(dismiss.state(of: .sheetExtension, at: progress)),
        "dismiss at \(progress)")
    }
  }

  @Test("Through the real driver, the overshooting present never shows a gap below the sheet")
  func coverageThroughTheDriver() {
    let harness = StyleRunHarness(
      StyleFixtures.Case(
        style: SheetStyle(detents: [.medium]), operation: .present, layoutDirection: .leftToRight),
      interactive: false)
    guard
      let sheetExtension = harness.container.children.first(where: { $0.name == "sheetExtension" })
    else {
      Issue.record("no extension")
      return
    }
    let container = harness.container
    var highest = 844.0
    var frames = 0
    while harness.driver.animator != nil && frames < 240 {
      harness.clock.advanceFrame()
      frames += 1
      guard harness.driver.animator != nil else { break }
      let sheet = harness.to.convert(
        Rect(x: 0, y: 0, width: harness.to.frame.width, height: harness.to.frame.height),
        to: container)
      let below = sheetExtension.convert(
        Rect(x: 0, y: 0, width: sheetExtension.frame.width, height: sheetExtension.frame.height),
        to: container)
      highest = min(highest, sheet.minY)
      Self.expectCovered(sheet: sheet, extension: below, "frame \(frames)")
    }
    // The spring did overshoot: damping 0.6 rises about 9 % of 422 pt above the detent.
    #expect(highest < 422 - 30, "highest top edge \(highest)")
    #expect(harness.completions == [true])
    #expect(!container.children.contains { $0.name == "sheetExtension" })
  }

  // MARK: - Dismissal

  @Test("A dismissal starts from the detent at or above the sheet's frame")
  func dismissalStartsFromRestingDetent() {
    let style = SheetStyle(detents: [.medium, .large])
    let cases: [(Rect, Rect)] = [
      // Dragged below medium to 272: from medium.
      (F.frame(value: 272, height: 422), F.frame(value: 422)),
      // At medium, or half a point above it.
      (F.frame(value: 422), F.frame(value: 422)), (F.frame(value: 422.4), F.frame(value: 422)),
      // Between medium and large, or stretched above large: from large.
      (F.frame(value: 604), F.frame(value: 844)), (F.frame(value: 900), F.frame(value: 844)),
    ]
    for (from, resting) in cases {
      let plan = style.plan(for: Self.scene(.dismiss, from: from))
      #expect(plan.state(of: .from, at: 0)?.frame == resting, "from \(from)")
      if from.minY >= resting.minY {
        // Below its resting frame: the hand-off's progress shows it where it is.
        #expect(plan.state(of: .from, at: 0)?.transform == .identity)
      } else {
        // Above it (half a point of rounding, or stretched): it starts where it is.
        #expect(plan.state(of: .from, at: 0).flatMap(Self.visible)?.minY == from.minY)
      }
      #expect(plan.state(of: .from, at: 1).flatMap(Self.visible)?.minY == 844)
    }
  }

  @Test("A sheet dragged below medium is shown where it was at the dismissal's progress")
  func dismissalProgressShowsTheSheetWhereItWas() {
    let style = SheetStyle(detents: [.medium, .large])
    let layout = style.layout(in: F.bounds)
    for value in [0.0, 50, 272, 421] {
      let from = layout.frame(forValue: value)
      let plan = style.plan(for: Self.scene(.dismiss, from: from))
      let progress = layout.dismissal(fromValue: value, velocity: 0).progress
      #expect(isClose(progress, (422 - value) / 422, relative: 1e-15))
      let shown = Self.visible(plan.state(of: .from, at: progress))
      #expect(shown.map { F.isClose($0, from) } == true, "\(value): \(String(describing: shown))")
      #expect(
        isClose(
          plan.state(of: .dimming, at: progress)?.alpha ?? .nan, 0.4 * value / 422,
          relative: 1e-12, absolute: 1e-15))
    }
  }

  @Test(
    "A dismissal's dimming follows the sheet's value through the detents it passes",
    arguments: [
      // Detents, undimmed, dismissed from: the dimming at each progress, by hand.
      ("medium+large, all dimmed, from large", [SheetDetent.medium, .large], nil, 844.0),
      ("medium+large, medium undimmed, from large", [.medium, .large], .medium, 844),
      (
        "quarter+medium+large, quarter undimmed", [F.quarterDetent, .medium, .large], "quarter", 844
      ),
      ("medium+large, all dimmed, from medium", [.medium, .large], nil, 422),
      ("large only", [.large], nil, 844),
    ] as [(String, [SheetDetent], SheetDetent.Identifier?, Double)])
  func dismissalDimmingFollowsValue(
    name: String, detents: [SheetDetent], undimmed: SheetDetent.Identifier?, resting: Double
  ) {
    let style = SheetStyle(detents: detents, largestUndimmedDetentIdentifier: undimmed)
    let plan = style.plan(for: Self.scene(.dismiss, from: F.frame(value: resting)))
    // The value falls linearly from `resting` to 0. The dimming is 0 up to the largest
    // undimmed detent (or 0), rises linearly to 0.4 at the next detent, and stays there.
    let values = detents.compactMap {
      $0.resolvedValue(in: .init(maximumDetentValue: 844, containerSize: F.size))
    }
    let lower =
      undimmed.flatMap { id in detents.first { $0.identifier == id } }.flatMap {
        $0.resolvedValue(in: .init(maximumDetentValue: 844, containerSize: F.size))
      } ?? 0
    let upper = values.filter { $0 > lower }.min() ?? lower
    for step in 0...100 {
      let progress = Double(step) / 100
      let value = resting * (1 - progress)
      let expected =
        value <= lower ? 0 : value >= upper ? 0.4 : 0.4 * (value - lower) / (upper - lower)
      let alpha = plan.state(of: .dimming, at: progress)?.alpha ?? .nan
      #expect(isClose(alpha, expected, relative: 1e-9, absolute: 1e-12), "\(name) at \(progress)")
    }
  }
}
