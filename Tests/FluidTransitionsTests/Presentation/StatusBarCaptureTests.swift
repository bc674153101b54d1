import Testing

@testable import FluidTransitions

/// `StatusBarCapture`: which presented frames cover the status bar (the whole width at the
/// container's top edge; never a sheet's), and the presented controller's capture setting during and after its
/// presentation, against the table in its documentation.
@Suite("Presentation: who owns the status bar")
struct StatusBarCaptureTests {
  static let container = Rect(x: 0, y: 0, width: 390, height: 844)

  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: Rect
    let covers: Bool
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(name: "full screen (fade, scale, zoom, slide)", frame: container, covers: true),
    Row(
      name: "medium sheet", frame: Rect(x: 0, y: 422, width: 390, height: 422), covers: false),
    Row(
      name: "large sheet below the status bar", frame: Rect(x: 0, y: 57, width: 390, height: 787),
      covers: false),
    Row(
      name: "leading drawer", frame: Rect(x: 0, y: 0, width: 312, height: 844), covers: false),
    Row(
      name: "trailing drawer", frame: Rect(x: 78, y: 0, width: 312, height: 844), covers: false),
    Row(
      name: "drawer from the top", frame: Rect(x: 0, y: 0, width: 390, height: 300), covers: true),
    Row(
      name: "overshooting the container", frame: Rect(x: -10, y: -10, width: 410, height: 864),
      covers: true),
    Row(
      name: "half a point off", frame: Rect(x: 0.4, y: 0.4, width: 389.2, height: 843), covers: true
    ),
    Row(
      name: "a point below the top", frame: Rect(x: 0, y: 1, width: 390, height: 843), covers: false
    ),
    Row(
      name: "wholly above the container", frame: Rect(x: 0, y: -900, width: 390, height: 844),
      covers: false),
    Row(name: "no height", frame: Rect(x: 0, y: 0, width: 390, height: 0), covers: false),
    Row(
      name: "negative size, standardised", frame: Rect(x: 390, y: 844, width: -390, height: -844),
      covers: true),
    Row(
      name: "NaN origin, stored as 0", frame: Rect(x: .nan, y: 0, width: 390, height: 844),
      covers: true),
    Row(
      name: "infinite width, stored as 0", frame: Rect(x: 0, y: 0, width: .infinity, height: 844),
      covers: false),
  ]

  @Test("Frames that cover the status bar", arguments: rows)
  func covers(row: Row) {
    #expect(
      StatusBarCapture.covers(
        style: FadeStyle(), presentedFrame: row.frame, container: Self.container) == row.covers)
  }

  @Test("A sheet never covers the status bar, whatever frame it reports", arguments: rows)
  func sheet(row: Row) {
    #expect(
      !StatusBarCapture.covers(
        style: SheetStyle(), presentedFrame: row.frame, container: Self.container))
  }

  @Test("A container with no area (a non-finite size is stored as 0) is covered by nothing")
  func badContainer() {
    let frame = Self.container
    for container in [
      Rect(x: 0, y: 0, width: 0, height: 844), Rect(x: 0, y: 0, width: 390, height: -.infinity),
    ] {
      #expect(
        !StatusBarCapture.covers(style: FadeStyle(), presentedFrame: frame, container: container))
    }
  }

  @Test(
    "While presenting, nothing captures; afterwards, a committed covering presentation does, else the app's setting",
    arguments: [false, true], [false, true])
  func captures(covers: Bool, capturedByApp: Bool) {
    #expect(StatusBarCapture.capturesWhilePresenting == false)
    #expect(
      StatusBarCapture.captures(
        afterPresentationCompleted: true, covers: covers, capturedByApp: capturedByApp)
        == (covers || capturedByApp))
    #expect(
      StatusBarCapture.captures(
        afterPresentationCompleted: false, covers: covers, capturedByApp: capturedByApp)
        == capturedByApp)
  }
}
