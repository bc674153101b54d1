import FluidPacing
import FluidTransitions
import Testing

@Suite("Pacing: the velocity jump at a release")
struct ReleaseHandoffTests {
  @Test("The finger's points per second become progress per second through the mapping")
  func fingerVelocityIsMapped() {
    // A pop dragged toward the trailing edge over a 390 pt width: 780 pt/s is 2 per second.
    let pop = InteractionMapping.horizontal(
      towardTrailing: true, distance: 390, layoutDirection: .leftToRight)
    let release = ReleaseHandoff(
      finger: Vector(dx: 780, dy: -300), mapping: pop, presentedVelocity: 1.5)
    #expect(release.fingerVelocity == 2)
    #expect(release.velocityJump == 0.5)
    // Right to left the trailing edge is on the left: the same finger undoes the pop.
    let mirrored = InteractionMapping.horizontal(
      towardTrailing: true, distance: 390, layoutDirection: .rightToLeft)
    #expect(
      ReleaseHandoff(finger: Vector(dx: 780, dy: 0), mapping: mirrored, presentedVelocity: 0)
        .fingerVelocity == -2)
    // A pull down over 844 pt reads only the vertical component.
    let dismiss = InteractionMapping.vertical(downward: true, distance: 844)
    #expect(
      ReleaseHandoff(finger: Vector(dx: 999, dy: 422), mapping: dismiss, presentedVelocity: 0)
        .fingerVelocity == 0.5)
  }

  @Test("The jump is the larger of the presented and the handed-over velocity's differences")
  func jumpIsTheLargerDifference() {
    let release = ReleaseHandoff(
      fingerVelocity: 2, presentedVelocity: 1.75, handedOverVelocity: 3)
    #expect(release.velocityJump == 1)
    let seamless = ReleaseHandoff(fingerVelocity: -4, presentedVelocity: -4, handedOverVelocity: -4)
    #expect(seamless.velocityJump == 0)
    #expect(
      ReleaseHandoff.maximumJump([
        release, seamless, ReleaseHandoff(fingerVelocity: 0, presentedVelocity: -2.5),
      ]) == 2.5)
    #expect(ReleaseHandoff.maximumJump([]) == nil)
  }

  @Test("A non-finite velocity has no jump, and is left out of the maximum")
  func nonFiniteVelocities() {
    let bad = [
      ReleaseHandoff(fingerVelocity: .nan, presentedVelocity: 1),
      ReleaseHandoff(fingerVelocity: 1, presentedVelocity: .infinity),
      ReleaseHandoff(fingerVelocity: 1, presentedVelocity: 1, handedOverVelocity: .nan),
      ReleaseHandoff(fingerVelocity: .greatestFiniteMagnitude, presentedVelocity: -1e308),
    ]
    for release in bad { #expect(release.velocityJump == nil) }
    #expect(ReleaseHandoff.maximumJump(bad) == nil)
    #expect(
      ReleaseHandoff.maximumJump(bad + [ReleaseHandoff(fingerVelocity: 1, presentedVelocity: 0)])
        == 1)
  }
}
