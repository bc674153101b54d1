import Testing

@testable import FluidTransitions

/// A sheet's size from its content and its container: the fitted detent, and the width in
/// regular width, with their bad inputs.
@Suite("Sheet: the fitted detent and the width in regular width")
struct SheetSizingTests {
  static let phone = Size(width: 390, height: 844)
  static let tablet = Size(width: 1024, height: 1366)

  static func context(_ contentHeight: Double?, maximum: Double = 844)
    -> SheetDetent
    .ResolutionContext
  {
    SheetDetent.ResolutionContext(
      maximumDetentValue: maximum, containerSize: phone, contentHeight: contentHeight)
  }

  @Test(
    "The fitted detent is the content's height, capped at the full height; unmeasured, inactive",
    arguments: [
      (300.0 as Double?, 300.0 as Double?), (844, 844), (5_000, 844), (nil, nil), (0, nil),
      (-20, nil), (.nan, nil), (.infinity, nil), (-.infinity, nil),
    ])
  func fittedResolution(content: Double?, expected: Double?) {
    #expect(SheetDetent.fitted.resolvedValue(in: Self.context(content)) == expected)
    #expect(SheetDetent.fitted.identifier == .fitted)
  }

  @Test("A context stores a content height that is not a positive finite number as nil")
  func contextSanitisesContentHeight() {
    for bad in [0, -1, Double.nan, .infinity, -.infinity] {
      #expect(Self.context(bad).contentHeight == nil, "\(bad)")
    }
    #expect(Self.context(12.5).contentHeight == 12.5)
  }

  @Test("A layout with a fitted detent: the content's height joins the detents in order")
  func fittedInLayout() {
    let style = SheetStyle(detents: [.large, .fitted, .medium])
    let layout = style.layout(
      in: Rect(origin: .zero, size: Self.phone), presentedContentSize: Size(width: 0, height: 250))
    #expect(layout.detents.map(\.identifier) == [.fitted, .medium, .large])
    #expect(layout.detents.map(\.value) == [250, 422, 844])
    // Unmeasured: the fitted detent is left out, the others stay.
    let unmeasured = style.layout(in: Rect(origin: .zero, size: Self.phone))
    #expect(unmeasured.detents.map(\.identifier) == [.medium, .large])
    // A fitted sheet alone, unmeasured, rests at the full height.
    let alone = SheetStyle(detents: [.fitted]).layout(in: Rect(origin: .zero, size: Self.phone))
    #expect(alone.detents.map(\.value) == [844])
  }

  @Test(
    "The width in regular width: capped and centred; full in compact width or when asked",
    arguments: [
      (SheetStyle.RegularWidthSizing.maximumWidth(540), true, nil as Double?, 540.0),
      (.maximumWidth(540), false, nil, 1024),
      (.maximumWidth(2_000), true, nil, 1024),
      (.fullWidth, true, nil, 1024),
      (.preferredContentWidth, true, 600, 600),
      (.preferredContentWidth, true, nil, 1024),
      (.preferredContentWidth, true, 0, 1024),
      (.preferredContentWidth, true, 3_000, 1024),
    ])
  func width(
    sizing: SheetStyle.RegularWidthSizing, regular: Bool, preferred: Double?, expected: Double
  ) {
    let style = SheetStyle(detents: [.large], regularWidthSizing: sizing)
    let layout = style.layout(
      in: Rect(origin: .zero, size: Self.tablet), isWidthRegular: regular,
      presentedContentSize: preferred.map { Size(width: $0, height: 0) })
    let frame = layout.frame(forValue: 1366)
    #expect(frame.width == expected)
    #expect(frame.midX == 512, "centred: \(frame)")
    #expect(style.keepsPresenter(in: layout) == (expected < 1024))
  }

  @Test("Hostile widths: a maximum or preferred width that is not a positive finite number is none")
  func hostileWidths() {
    for bad in [0, -1, Double.nan, .infinity, -.infinity, -.greatestFiniteMagnitude] {
      for sizing in [SheetStyle.RegularWidthSizing.maximumWidth(bad), .preferredContentWidth] {
        let style = SheetStyle(regularWidthSizing: sizing)
        let width = style.sheetWidth(
          inContainerWidth: 1024, isWidthRegular: true, preferredContentWidth: bad)
        #expect(width == 1024, "\(sizing) with \(bad): \(width)")
      }
    }
    // A hostile container width: never negative, never NaN.
    for bad in [Double.nan, -.infinity, .infinity, -5] {
      let width = SheetStyle().sheetWidth(
        inContainerWidth: bad, isWidthRegular: true, preferredContentWidth: nil)
      #expect(width == 0, "container \(bad): \(width)")
    }
    // The layout's own width, passed directly: clamped to the container.
    for (bad, expected) in [(Double.nan, 390.0), (.infinity, 390), (-.infinity, 0), (-3, 0)] {
      let layout = SheetLayout(detents: [.large], containerSize: Self.phone, sheetWidth: bad)
      #expect(layout.sheetWidth == expected, "\(bad)")
      #expect(layout.frame(forValue: 844).minX == (390 - expected) / 2)
    }
  }

  @Test("A scene's regular width and content size reach the sheet's plan")
  func sceneReachesThePlan() {
    let style = SheetStyle(detents: [.fitted, .large])
    let scene = TransitionScene(
      container: Self.tablet, operation: .present, isWidthRegular: true,
      presentedContentSize: Size(width: 0, height: 400))
    let plan = style.plan(for: scene)
    #expect(plan.state(of: .to, at: 1)?.frame == Rect(x: 242, y: 966, width: 540, height: 400))
  }

  @Test("A fitted detent is capped at the largest of the sheet's other detents")
  func cappedByTheLargestOtherDetent() {
    let bounds = Rect(origin: .zero, size: Self.phone)
    let tall = Size(width: 0, height: 600)
    let withMedium = SheetStyle(detents: [.fitted, .medium])
      .layout(in: bounds, presentedContentSize: tall)
    #expect(withMedium.detents.map(\.identifier) == [.medium])
    #expect(withMedium.detents.map(\.value) == [422])
    let short = SheetStyle(detents: [.fitted, .fraction(0.3, identifier: "low")])
      .layout(in: bounds, presentedContentSize: Size(width: 0, height: 100))
    #expect(short.detents.map(\.value) == [100, 844 * 0.3])
    let capped = SheetStyle(detents: [.points(500, identifier: "p"), .fitted, .medium])
      .layout(in: bounds, presentedContentSize: tall)
    #expect(capped.detents.map(\.identifier) == [.medium, "p"])
  }

  @Test("Compact in height (a large iPhone in landscape) the sheet spans the container")
  func compactHeightIsFullWidth() {
    let layout = SheetStyle(detents: [.large]).layout(
      in: Rect(x: 0, y: 0, width: 932, height: 430), isHeightCompact: true, isWidthRegular: true)
    #expect(layout.sheetWidth == 932)
  }
}
