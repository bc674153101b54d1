import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// A sheet's size from its content and its container: the fitted detent follows the presented
/// controller's preferred content size or its Auto Layout fitting height, capped at the full
/// height; in regular width the sheet is narrower and centred, and re-laid out when the
/// container changes.
@MainActor
@Suite("UIKit glue: fitted sheets and sheets in regular width")
struct SheetSizingGlueTests {
  /// A window of `size` with `traits`, showing `first`, which presents `second` as a sheet of
  /// `style` once `prepare` has run on `second`.
  @MainActor
  final class Scene {
    let window: UIWindow
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    let delegate: FluidTransitioningDelegate

    init(
      _ style: SheetStyle, size: CGSize = CGSize(width: 390, height: 844),
      regularWidth: Bool = false, safeBottom: CGFloat = 0,
      prepare: (GlueScreen) -> Void = { _ in }
    ) {
      ShimConsole.reset()
      window = UIWindow(frame: CGRect(origin: .zero, size: size))
      window.shimTraitCollection = UITraitCollection(
        shimVerticalSizeClass: .regular,
        shimHorizontalSizeClass: regularWidth ? .regular : .compact)
      window.shimSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: safeBottom, right: 0)
      window.makeKeyAndVisible()
      window.rootViewController = first
      prepare(second)
      delegate = first.present(second, fluid: style)
      ShimRunLoop.advance(by: 2)
    }

    var presentation: FluidPresentationController? {
      second.presentationController as? FluidPresentationController
    }

    /// The sheet as it rests, in the container's coordinates.
    var sheetFrame: CGRect {
      let view = second.glueShownView
      return view.convert(view.bounds, to: presentation?.containerView)
    }
  }

  @Test("A fitted sheet is as tall as the preferred content size and follows its changes")
  func fittedFollowsPreferredContentSize() throws {
    let scene = Scene(SheetStyle(detents: [.fitted, .large])) {
      $0.preferredContentSize = CGSize(width: 0, height: 300)
    }
    #expect(scene.sheetFrame == CGRect(x: 0, y: 544, width: 390, height: 300))
    #expect(scene.presentation?.selectedDetentIdentifier == .fitted)
    scene.second.preferredContentSize = CGSize(width: 0, height: 420)
    ShimRunLoop.advance(by: 1.0 / 60)
    let moving = scene.sheetFrame.minY
    #expect(moving < 544 && moving > 424, "springing up, not jumping: \(moving)")
    ShimRunLoop.advance(by: 2)
    #expect(scene.sheetFrame == CGRect(x: 0, y: 424, width: 390, height: 420))
    // Taller than the container: capped at the full height (large's value), where it is the
    // same height as large.
    scene.second.preferredContentSize = CGSize(width: 0, height: 5_000)
    ShimRunLoop.advance(by: 2)
    #expect(scene.sheetFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "Without a notice from UIKit the sheet takes a new preferred size at invalidateDetents()",
    arguments: ShimBehaviour.PreferredContentSizeNotice.allCases)
  func preferredSizeUnderEveryNotice(_ notice: ShimBehaviour.PreferredContentSizeNotice) throws {
    var behaviour = ShimBehaviour()
    behaviour.preferredContentSizeNotice = notice
    try ShimBehaviour.with(behaviour) {
      let scene = Scene(SheetStyle(detents: [.fitted])) {
        $0.preferredContentSize = CGSize(width: 0, height: 300)
      }
      scene.second.preferredContentSize = CGSize(width: 0, height: 360)
      ShimRunLoop.advance(by: 2)
      let followed = scene.sheetFrame.height == 360
      #expect(followed == (notice == .presentationController), "\(notice): \(scene.sheetFrame)")
      try #require(scene.presentation).invalidateDetents()
      ShimRunLoop.advance(by: 2)
      #expect(scene.sheetFrame == CGRect(x: 0, y: 484, width: 390, height: 360), "\(notice)")
    }
  }

  @Test("Without a preferred size the content's Auto Layout height fits, above the home indicator")
  func fittedMeasuresAutoLayout() throws {
    var contentHeight: CGFloat = 250
    var widths: [CGFloat] = []
    let scene = Scene(SheetStyle(detents: [.fitted, .large]), safeBottom: 34) { screen in
      // Content pinned to the view's safe area, as Interface Builder pins it: its fitting
      // height includes the insets the view has as it is measured (none off screen).
      screen.view.shimFittingHeight = { [unowned screen] width in
        widths.append(width)
        let insets = screen.view.safeAreaInsets
        return contentHeight + insets.top + insets.bottom
      }
    }
    #expect(widths.first == 390, "measured at the sheet's width")
    #expect(scene.sheetFrame == CGRect(x: 0, y: 844 - 284, width: 390, height: 284))
    contentHeight = 330
    let presentation = try #require(scene.presentation)
    presentation.containerViewWillLayoutSubviews()
    ShimRunLoop.advance(by: 2)
    #expect(scene.sheetFrame.height == 284, "a layout pass keeps the measurement")
    presentation.invalidateDetents()
    ShimRunLoop.advance(by: 2)
    #expect(scene.sheetFrame == CGRect(x: 0, y: 844 - 364, width: 390, height: 364))
  }

  @Test("Content that cannot be measured leaves the fitted detent inactive: the other detents")
  func unmeasuredContent() throws {
    let onlyFitted = Scene(SheetStyle(detents: [.fitted]))
    #expect(onlyFitted.sheetFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
    let withMedium = Scene(SheetStyle(detents: [.fitted, .medium])) {
      $0.view.shimFittingHeight = { _ in .nan }
    }
    #expect(withMedium.sheetFrame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(withMedium.presentation?.selectedDetentIdentifier == .medium)
  }

  @Test("In regular width the sheet is at most 540 pt wide, centred, and re-laid out on resize")
  func regularWidth() throws {
    let scene = Scene(
      SheetStyle(detents: [.medium, .large]), size: CGSize(width: 1024, height: 1366),
      regularWidth: true)
    #expect(scene.sheetFrame == CGRect(x: 242, y: 683, width: 540, height: 683))
    let presentation = try #require(scene.presentation)
    #expect(!presentation.shouldRemovePresentersView, "the presenter shows beside the sheet")
    let container = try #require(presentation.containerView)
    scene.window.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
    container.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
    presentation.containerViewWillLayoutSubviews()
    ShimRunLoop.advance(by: 2)
    #expect(scene.sheetFrame == CGRect(x: 413, y: 512, width: 540, height: 512))
    // A split view narrower than the cap: the sheet spans it.
    scene.window.frame = CGRect(x: 0, y: 0, width: 507, height: 1024)
    container.frame = CGRect(x: 0, y: 0, width: 507, height: 1024)
    presentation.containerViewWillLayoutSubviews()
    ShimRunLoop.advance(by: 2)
    #expect(scene.sheetFrame == CGRect(x: 0, y: 512, width: 507, height: 512))
  }

  @Test("In regular width: the full width, or the preferred content width, when the style says")
  func regularWidthSizing() throws {
    let full = Scene(
      SheetStyle(detents: [.large], regularWidthSizing: .fullWidth),
      size: CGSize(width: 1024, height: 1366), regularWidth: true)
    #expect(full.sheetFrame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
    let preferred = Scene(
      SheetStyle(detents: [.fitted], regularWidthSizing: .preferredContentWidth),
      size: CGSize(width: 1024, height: 1366), regularWidth: true
    ) { $0.preferredContentSize = CGSize(width: 600, height: 400) }
    #expect(preferred.sheetFrame == CGRect(x: 212, y: 966, width: 600, height: 400))
    // Compact width ignores the sizing: the sheet spans the container.
    let compact = Scene(
      SheetStyle(detents: [.fitted], regularWidthSizing: .preferredContentWidth)
    ) { $0.preferredContentSize = CGSize(width: 300, height: 400) }
    #expect(compact.sheetFrame == CGRect(x: 0, y: 444, width: 390, height: 400))
  }

  @Test("A narrow sheet in regular width: a touch beside it reaches the dimming and dismisses")
  func tapBesideTheSheet() throws {
    let scene = Scene(
      SheetStyle(detents: [.large]), size: CGSize(width: 1024, height: 1366), regularWidth: true)
    let presentation = try #require(scene.presentation)
    let container = try #require(presentation.containerView)
    let hit = container.hitTest(CGPoint(x: 100, y: 700), with: nil)
    #expect(hit === presentation.dimmingView, "\(String(describing: hit))")
  }

  @Test("A safe area that arrives after the measurement still lifts a fitted sheet's content")
  func lateSafeArea() throws {
    let scene = Scene(SheetStyle(detents: [.fitted, .large])) { screen in
      screen.view.shimFittingHeight = { _ in 250 }
    }
    #expect(scene.sheetFrame.height == 250)
    scene.window.shimSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    let presentation = try #require(scene.presentation)
    presentation.containerViewWillLayoutSubviews()
    ShimRunLoop.advance(by: 2)
    #expect(scene.sheetFrame == CGRect(x: 0, y: 844 - 284, width: 390, height: 284))
  }

  @Test("A size published while the sheet presents: it lands where planned, then springs to it")
  func sizeDuringThePresentation() throws {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    window.rootViewController = first
    second.preferredContentSize = CGSize(width: 0, height: 300)
    _ = first.present(second, fluid: SheetStyle(detents: [.fitted, .large]))
    ShimRunLoop.advance(by: 0.1)
    // A hosting controller publishes its content's size on its first layout, mid-presentation.
    second.preferredContentSize = CGSize(width: 0, height: 420)
    var tops: [Double] = []
    for _ in 0..<300 {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      tops.append(Double(second.glueShownView.layer.shimOnScreen.frame.minY))
    }
    let steps = zip(tops, tops.dropFirst()).map { abs($1 - $0) }
    #expect(abs((tops.last ?? 0) - 424) < 1e-9, "\(tops.suffix(2))")
    // The presentation's last frames move a few points each: no frame snaps by the 120 pt.
    #expect(steps.max() ?? .infinity < 60, "largest step: \(steps.max() ?? .nan)")
    let presentation = try #require(second.presentationController as? FluidPresentationController)
    #expect(presentation.frameOfPresentedViewInContainerView.height == 420)
  }
}
