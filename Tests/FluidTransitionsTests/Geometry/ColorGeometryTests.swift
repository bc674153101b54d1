import FluidTransitions
import Testing

/// `RGBAColor`: linear sRGB blending, alpha kept in [0, 1], extended-range components kept.
@Suite("Geometry: color")
struct ColorGeometryTests {
  @Test("Every component interpolates linearly (2,000 seeded colours and fractions)")
  func componentsInterpolateLinearly() {
    var generator = SeededGenerator(seed: 0x6E0_0501)
    func color() -> RGBAColor {
      RGBAColor(
        red: Double.random(in: 0...1, using: &generator),
        green: Double.random(in: 0...1, using: &generator),
        blue: Double.random(in: 0...1, using: &generator),
        alpha: Double.random(in: 0...1, using: &generator))
    }
    for _ in 0..<2000 {
      let start = color()
      let end = color()
      let fraction = Double.random(in: 0...1, using: &generator)
      let blended = start.interpolated(to: end, fraction: fraction)
      let pairs = [
        (blended.red, start.red, end.red), (blended.green, start.green, end.green),
        (blended.blue, start.blue, end.blue), (blended.alpha, start.alpha, end.alpha),
      ]
      for (actual, from, to) in pairs {
        let expected = GeometryFixtures.lerp(from, to, fraction)
        #expect(isClose(actual, expected, absolute: 1e-15), "\(start) → \(end) at \(fraction)")
      }
    }
  }

  @Test("Black → white at 0.5 is mid grey with the same opacity")
  func blackToWhiteIsMidGrey() {
    #expect(
      RGBAColor.black.interpolated(to: .white, fraction: 0.5)
        == RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
    #expect(
      RGBAColor.clear.interpolated(to: .black, fraction: 0.25)
        == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.25))
  }

  @Test("Alpha stays clamped to [0, 1] when the fraction overshoots")
  func alphaClampsOnOvershoot() {
    let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    let opaque = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    #expect(transparent.interpolated(to: opaque, fraction: 1.5).alpha == 1)
    #expect(transparent.interpolated(to: opaque, fraction: -0.5).alpha == 0)
    #expect(opaque.interpolated(to: transparent, fraction: 1.5).alpha == 0)
    #expect(opaque.interpolated(to: transparent, fraction: -0.5).alpha == 1)
    let half = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
    #expect(half.interpolated(to: opaque, fraction: 1.5).alpha == 1)
    #expect(half.interpolated(to: transparent, fraction: 1.5).alpha == 0)
    #expect(isClose(half.interpolated(to: opaque, fraction: 0.6).alpha, 0.8, absolute: 1e-15))
  }

  @Test("Colour components extrapolate beyond [0, 1] (extended sRGB is kept)")
  func componentsExtrapolate() {
    let start = RGBAColor(red: 0, green: 1, blue: 0.5, alpha: 1)
    let end = RGBAColor(red: 1, green: 0, blue: 0.5, alpha: 1)
    let overshoot = start.interpolated(to: end, fraction: 1.5)
    #expect(overshoot.red == 1.5 && overshoot.green == -0.5 && overshoot.blue == 0.5)
    let undershoot = start.interpolated(to: end, fraction: -0.5)
    #expect(undershoot.red == -0.5 && undershoot.green == 1.5)
  }

  @Test("Seeded overshoots (f in [−2, 3]) never leave alpha outside [0, 1]")
  func alphaAlwaysInUnitRange() {
    var generator = SeededGenerator(seed: 0x6E0_0502)
    for _ in 0..<2000 {
      let start = RGBAColor(
        red: 0, green: 0, blue: 0, alpha: Double.random(in: 0...1, using: &generator))
      let end = RGBAColor(
        red: 1, green: 1, blue: 1, alpha: Double.random(in: 0...1, using: &generator))
      let fraction = Double.random(in: -2...3, using: &generator)
      let alpha = start.interpolated(to: end, fraction: fraction).alpha
      #expect(alpha >= 0 && alpha <= 1, "\(start) → \(end) at \(fraction)")
      let unclamped = GeometryFixtures.lerp(start.alpha, end.alpha, fraction)
      #expect(isClose(alpha, min(max(unclamped, 0), 1), absolute: 1e-15))
    }
  }

  @Test("Out-of-range components are kept, out-of-range alpha is clamped, default alpha is 1")
  func initialiserRanges() {
    let wide = RGBAColor(red: 1.25, green: -0.25, blue: 2, alpha: 1.5)
    #expect(wide.red == 1.25 && wide.green == -0.25 && wide.blue == 2)
    #expect(wide.alpha == 1)
    #expect(RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: -0.5).alpha == 0)
    #expect(RGBAColor(red: 0.2, green: 0.4, blue: 0.6).alpha == 1)
    #expect(RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3).alpha == 0.3)
  }

  @Test("withAlpha replaces the opacity (clamped) and keeps the colour")
  func withAlphaReplacesOpacity() {
    let color = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(color.withAlpha(0.9) == RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.9))
    #expect(color.withAlpha(7).alpha == 1)
    #expect(color.withAlpha(-7).alpha == 0)
    #expect(color.withAlpha(.nan).alpha == 0)
  }

  @Test("Named colours have their CoreGraphics values")
  func namedColours() {
    #expect(RGBAColor.clear == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(RGBAColor.black.red == 0 && RGBAColor.black.alpha == 1)
    #expect(
      RGBAColor.white.red == 1 && RGBAColor.white.green == 1 && RGBAColor.white.blue == 1
        && RGBAColor.white.alpha == 1)
  }
}
