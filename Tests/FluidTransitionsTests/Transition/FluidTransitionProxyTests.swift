import FluidTransitions
import Testing

/// A transition reader's values: finite whatever the transition reports (a non-finite progress
/// keeps the last one, a non-finite velocity is 0), and the presence of an arriving or leaving
/// view from its progress.
@Suite("Transition: what a reader sees")
struct FluidTransitionProxyTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let progress: Double
    let velocity: Double
    let expectedProgress: Double
    let expectedVelocity: Double
    var testDescription: String { name }
  }

  static let previous = FluidTransitionProxy.reading(
    after: .idle, phase: .interacting, operation: .dismiss, progress: 0.3, velocity: 1.5,
    isAppearing: false)

  static let cases: [Case] = [
    Case(
      name: "finite values pass", progress: 0.4, velocity: -2, expectedProgress: 0.4,
      expectedVelocity: -2),
    Case(
      name: "NaN progress keeps the last", progress: .nan, velocity: 1, expectedProgress: 0.3,
      expectedVelocity: 1),
    Case(
      name: "infinite progress keeps the last", progress: .infinity, velocity: 1,
      expectedProgress: 0.3, expectedVelocity: 1),
    Case(
      name: "NaN velocity is 0", progress: 0.5, velocity: .nan, expectedProgress: 0.5,
      expectedVelocity: 0),
    Case(
      name: "infinite velocity is 0", progress: 0.5, velocity: -.infinity, expectedProgress: 0.5,
      expectedVelocity: 0),
    Case(
      name: "a rubber band beyond the end passes", progress: 1.2, velocity: 0,
      expectedProgress: 1.2, expectedVelocity: 0),
  ]

  @Test("Every number a reader sees is finite", arguments: cases)
  func finite(_ testCase: Case) {
    let reading = FluidTransitionProxy.reading(
      after: Self.previous, phase: .settling, operation: .dismiss, progress: testCase.progress,
      velocity: testCase.velocity, isAppearing: false)
    #expect(reading.progress == testCase.expectedProgress)
    #expect(reading.velocity == testCase.expectedVelocity)
    #expect(reading.presence.isFinite && (0...1).contains(reading.presence))
  }

  @Test("The first reading's NaN progress is 0")
  func firstNaN() {
    let reading = FluidTransitionProxy.reading(
      after: .idle, phase: .animating, operation: .present, progress: .nan, velocity: .nan,
      isAppearing: true)
    #expect(reading.progress == 0)
    #expect(reading.velocity == 0)
    #expect(reading.presence == 0)
  }

  @Test("Presence: the progress arriving, its complement leaving, 1 at rest, clamped")
  func presence() {
    func presence(_ progress: Double, appearing: Bool) -> Double {
      FluidTransitionProxy.reading(
        after: .idle, phase: .animating, operation: .push, progress: progress, velocity: 0,
        isAppearing: appearing
      ).presence
    }
    #expect(FluidTransitionProxy.idle.presence == 1)
    #expect(FluidTransitionProxy.idle.phase == .idle)
    #expect(presence(0.25, appearing: true) == 0.25)
    #expect(presence(0.25, appearing: false) == 0.75)
    #expect(presence(1.3, appearing: true) == 1)
    #expect(presence(1.3, appearing: false) == 0)
    #expect(presence(-0.2, appearing: true) == 0)
  }
}
