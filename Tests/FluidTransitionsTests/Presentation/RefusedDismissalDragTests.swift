import FluidTransitions
import Testing

/// A refused dismissal drag: the view's rubber-banded offset toward the dismissal only, and
/// which releases would have dismissed, against the rubber band's and the release policy's
/// closed forms.
@Suite("Presentation: a refused dismissal drag")
struct RefusedDismissalDragTests {
  static let down = RefusedDismissalDrag(mapping: .vertical(downward: true, distance: 844))
  static let towardLeading = RefusedDismissalDrag(
    mapping: .horizontal(towardTrailing: false, distance: 300, layoutDirection: .leftToRight))

  /// b(x) = x·c·d / (d + c·x), c = 0.55.
  static func band(_ x: Double, _ d: Double) -> Double { x * 0.55 * d / (d + 0.55 * x) }

  @Test(
    "The view follows toward the dismissal with a rubber band, and not at all away from it",
    arguments: [
      (0.0, 300.0, 0.0, 0.0), (40.0, 300.0, 0.0, 0.0), (0.0, -300.0, 0.0, 0.0),
      (0.0, .nan, 0.0, 0.0), (0.0, .infinity, 0.0, 0.0),
    ])
  func verticalOffset(dx: Double, dy: Double, expectedDx: Double, limit: Double) {
    let offset = Self.down.offset(forTranslation: Vector(dx: dx, dy: dy))
    #expect(offset.dx == expectedDx)
    if dy == 300 {
      #expect(abs(offset.dy - Self.band(300, 844)) < 1e-9, "\(offset.dy)")
    } else {
      #expect(offset.dy == limit, "\(offset.dy)")
    }
  }

  @Test("Horizontally, toward the leading edge in left-to-right, and mirrored in right-to-left")
  func horizontalOffset() {
    let left = Self.towardLeading.offset(forTranslation: Vector(dx: -120, dy: 50))
    #expect(abs(left.dx + Self.band(120, 300)) < 1e-9 && left.dy == 0)
    #expect(Self.towardLeading.offset(forTranslation: Vector(dx: 120, dy: 0)) == .zero)
    let mirrored = RefusedDismissalDrag(
      mapping: .horizontal(towardTrailing: false, distance: 300, layoutDirection: .rightToLeft))
    let right = mirrored.offset(forTranslation: Vector(dx: 120, dy: 0))
    #expect(abs(right.dx - Self.band(120, 300)) < 1e-9)
  }

  @Test("A zero distance does not stretch")
  func zeroDistance() {
    let drag = RefusedDismissalDrag(mapping: .vertical(downward: true, distance: 0))
    #expect(drag.offset(forTranslation: Vector(dx: 0, dy: 500)) == .zero)
  }

  /// The default policy projects progress + v/1000 · 0.998/0.002 and finishes at 0.5.
  @Test(
    "A release is an attempt when the unresisted finger would have dismissed",
    arguments: [
      (60.0, 0.0, false),  // a gentle pull: 0.07
      (500.0, 0.0, true),  // 0.59 of the way
      (60.0, 1500.0, true),  // a throw: 0.07 + 1.77 · 0.499
      (300.0, -800.0, false),  // pulled and pushed back
      (.nan, 0.0, false),
    ])
  func attempt(distance: Double, velocity: Double, isAttempt: Bool) {
    #expect(
      Self.down.isAttempt(
        translation: Vector(dx: 0, dy: distance), velocity: Vector(dx: 0, dy: velocity),
        policy: ReleasePolicy()) == isAttempt)
  }
}
