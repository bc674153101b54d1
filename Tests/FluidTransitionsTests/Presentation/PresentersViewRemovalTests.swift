import FluidTransitions
import Testing

/// Whether a presentation lets UIKit remove the presenting view, as a table: every built-in
/// style, styles whose frame covers only one orientation or one layout direction, and
/// containers with no area.
@Suite("Presentation: removing the presenter's view")
struct PresentersViewRemovalTests {
  static let phone = Rect(x: 0, y: 0, width: 390, height: 844)

  /// A style whose presented frame is `frame(bounds, direction)`.
  struct FramedStyle: TransitionStyle {
    var name: String
    var frame: @Sendable (Rect, UserInterfaceLayoutDirection) -> Rect

    func plan(for scene: TransitionScene) -> TransitionPlan {
      FadeStyle().plan(for: scene)
    }

    func presentedFrame(in bounds: Rect, layoutDirection: UserInterfaceLayoutDirection) -> Rect {
      frame(bounds, layoutDirection)
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var style: any TransitionStyle
    var bounds: Rect = PresentersViewRemovalTests.phone
    var removes: Bool
    var testDescription: String { "\(style.name) in \(bounds.size)" }
  }

  static let cases: [Case] = [
    Case(style: FadeStyle(), removes: true),
    Case(style: ScaleStyle(), removes: true),
    Case(style: ZoomStyle(), removes: true),
    Case(style: SlideStyle(), removes: true),
    Case(style: SheetStyle(), removes: false),
    Case(style: SheetStyle(detents: [.medium]), removes: false),
    Case(style: SheetStyle(detents: [.large]), removes: false),
    Case(style: DrawerStyle(), removes: false),
    Case(style: DrawerStyle(widthFraction: 1, maximumWidth: .infinity), removes: false),
    Case(
      style: FramedStyle(name: "at most 500 wide") { bounds, _ in
        Rect(x: 0, y: 0, width: min(bounds.width, 500), height: bounds.height)
      }, removes: false),
    Case(
      style: FramedStyle(name: "inset on the right in right-to-left") { bounds, direction in
        direction == .leftToRight ? bounds : bounds.insetBy(dx: 10, dy: 0)
      }, removes: false),
    Case(
      style: FramedStyle(name: "larger than the container") { bounds, _ in
        bounds.insetBy(dx: -20, dy: -20)
      }, removes: true),
    Case(
      style: FramedStyle(name: "not a number") { _, _ in
        Rect(x: .nan, y: .nan, width: .nan, height: .nan)
      }, removes: false),
    Case(style: FadeStyle(), bounds: Rect(x: 0, y: 0, width: 390, height: -844), removes: true),
    Case(style: FadeStyle(), bounds: .zero, removes: false),
    Case(style: FadeStyle(), bounds: Rect(x: 0, y: 0, width: .nan, height: 844), removes: false),
  ]

  @Test(
    "The presenter's view may go only under a view that covers it either way up", arguments: cases)
  func removal(_ testCase: Case) {
    #expect(
      PresentersViewRemoval.removesPresentersView(for: testCase.style, in: testCase.bounds)
        == testCase.removes)
  }
}

extension PresentersViewRemovalTests {
  @Test(
    "A presenter shown inside a view of its own presentation (a sheet's container) always stays",
    arguments: cases)
  func wrappedPresenter(_ testCase: Case) {
    #expect(
      !PresentersViewRemoval.removesPresentersView(
        for: testCase.style, in: testCase.bounds, presenterIsWrapped: true))
  }
}
