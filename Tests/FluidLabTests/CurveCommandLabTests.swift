import FluidLabKit
import FluidTransitions
import Foundation
import Testing

/// One spec of each form the lab's reference lists, some with their parameters reordered.
struct CurveSpecForm: Sendable, CustomTestStringConvertible {
  let spec: String
  let isCubic: Bool
  /// The initial velocity the spec asks for (springs), in distances per second.
  let initialVelocity: Double

  var testDescription: String { spec }

  var times: [Double] { isCubic ? [0, 0.1, 0.25, 0.5, 0.9, 1] : [0, 0.05, 0.1, 0.5, 1.5, 4] }

  var timesText: String { times.map { "\($0)" }.joined(separator: ",") }

  static func cubic(_ spec: String) -> CurveSpecForm {
    CurveSpecForm(spec: spec, isCubic: true, initialVelocity: 0)
  }

  static func spring(_ spec: String, initialVelocity: Double = 0) -> CurveSpecForm {
    CurveSpecForm(spec: spec, isCubic: false, initialVelocity: initialVelocity)
  }

  nonisolated static let all: [CurveSpecForm] = [
    .cubic("linear"), .cubic("ease"), .cubic("easeIn"), .cubic("easeOut"), .cubic("easeInOut"),
    .cubic("cubic:0.3,-0.2,0.7,1.2"), .cubic("cubic:0,0,1,1"),
    .spring("spring:dampingRatio=0.8,response=0.4"),
    .spring("spring:response=0.4,dampingRatio=0.8,initialVelocity=2", initialVelocity: 2),
    .spring("spring:initialVelocity=-1.5,dampingRatio=1,response=0.3", initialVelocity: -1.5),
    .spring("spring:mass=1,stiffness=100,damping=10"),
    .spring("spring:damping=12,initialVelocity=3,stiffness=300,mass=2", initialVelocity: 3),
    .spring("spring:duration=0.5,bounce=0.3"),
    .spring("spring:bounce=-0.5,duration=0.5,initialVelocity=4", initialVelocity: 4),
    .spring("uikit-spring:dampingRatio=0.8,duration=0.5"),
    .spring("uikit-spring:initialVelocity=3,duration=0.5,dampingRatio=0.8", initialVelocity: 3),
    .spring("uikit-spring:duration=1,dampingRatio=1"),
  ]
}

/// The output document of `fluid-lab curve` and the spec forms it accepts (the lab's reference,
/// "Curve specs").
@MainActor
@Suite("Lab: curve output shape")
struct CurveOutputLabTests {
  @Test(
    "Output is exactly the documented object, one sample per requested time, in order",
    arguments: CurveSpecForm.all)
  func outputHasTheDocumentedShape(form: CurveSpecForm) throws {
    let result = FluidLab.run(["curve", form.spec, "--times", form.timesText])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasSuffix("\n"))
    let output = try parseCurveOutput(result.standardOutput)
    #expect(output.curve == form.spec)
    #expect(output.samples.map(\.t) == form.times)
    for sample in output.samples {
      #expect(sample.value.isFinite && sample.velocity.isFinite, "\(sample)")
    }
    // JSONValue keeps the order given; the document lists its keys in the documented order.
    let text = result.standardOutput
    let positions = ["\"curve\"", "\"settlingDuration\"", "\"samples\""].map {
      text.range(of: $0)?.lowerBound
    }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
  }

  @Test("Every curve starts at progress 0 with its initial velocity", arguments: CurveSpecForm.all)
  func everyFormStartsAtZero(form: CurveSpecForm) throws {
    let output = try runCurve(form.spec, times: "0")
    let start = try #require(output.samples.first)
    #expect(start.value == 0)
    if !form.isCubic {
      #expect(isClose(start.velocity, form.initialVelocity, absolute: 1e-12), "\(start)")
    }
  }

  @Test(
    "Cubic curves reach 1 at t = 1 and have a null settling duration",
    arguments: CurveSpecForm.all.filter(\.isCubic))
  func cubicCurvesEndAtOne(form: CurveSpecForm) throws {
    let output = try runCurve(form.spec, times: "0.5,1")
    #expect(output.settlingDuration == nil)
    #expect(output.samples.last?.value == 1)
  }

  @Test(
    "Damped springs converge to 1 and report a positive settling duration",
    arguments: CurveSpecForm.all.filter { !$0.isCubic })
  func springsConvergeToOne(form: CurveSpecForm) throws {
    let output = try runCurve(form.spec, times: "60")
    let end = try #require(output.samples.first)
    #expect(isClose(end.value, 1, absolute: 1e-9), "\(end)")
    #expect(isClose(end.velocity, 0, absolute: 1e-9), "\(end)")
    let settling = try #require(output.settlingDuration)
    #expect(settling > 0 && settling < 60)
  }

  @Test("--times may come before the SPEC")
  func timesMayPrecedeTheSpec() throws {
    let result = FluidLab.run(["curve", "--times", "0.25,0.5", "easeInOut"])
    #expect(result.status == 0, "\(result.standardError)")
    let output = try parseCurveOutput(result.standardOutput)
    #expect(output.curve == "easeInOut")
    #expect(output.samples.map(\.t) == [0.25, 0.5])
    #expect(isClose(output.samples.last?.value ?? .nan, 0.5, absolute: 1e-12))
  }
}

/// Sampled values against the reference values computed independently of the code
/// (CONTRIBUTING.md, "Reference values").
@MainActor
@Suite("Lab: curve values against the reference values")
struct CurveVectorLabTests {
  nonisolated static let cubicTimes = [0.1, 0.25, 0.5, 0.75, 0.9]

  /// Reference value 13: y(x) at x = 0.1 / 0.25 / 0.5 / 0.75 / 0.9.
  nonisolated static let cubicVectors: [(String, [Double])] = [
    (
      "ease",
      [
        0.094796305716043, 0.408510591355396, 0.802403387584857, 0.960458978348974,
        0.994316477484556,
      ]
    ),
    (
      "easeIn",
      [
        0.017026609651563, 0.093464650718825, 0.315356812572539, 0.621861869174890,
        0.839427845762467,
      ]
    ),
    (
      "easeOut",
      [
        0.160572154237533, 0.378138130825110, 0.684643187427461, 0.906535349281175,
        0.982973390348437,
      ]
    ),
    (
      "easeInOut",
      [0.019722453548311, 0.129161931047320, 0.5, 0.870838068952680, 0.980277546451689]
    ),
    // The same curves written as explicit control points: Core Animation's default curve
    // (https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/default)
    // and ease-in-out.
    (
      "cubic:0.25,0.1,0.25,1",
      [
        0.094796305716043, 0.408510591355396, 0.802403387584857, 0.960458978348974,
        0.994316477484556,
      ]
    ),
    (
      "cubic:0.42,0,0.58,1",
      [0.019722453548311, 0.129161931047320, 0.5, 0.870838068952680, 0.980277546451689]
    ),
  ]

  @Test(
    "Named and explicit cubic curves match reference value 13 to 1e-12",
    arguments: cubicVectors.map(\.0))
  func cubicValuesMatchReferences(spec: String) throws {
    let expected = try #require(Self.cubicVectors.first { $0.0 == spec }?.1)
    let output = try runCurve(spec, times: "0.1,0.25,0.5,0.75,0.9")
    #expect(output.samples.map(\.t) == Self.cubicTimes)
    for (sample, value) in zip(output.samples, expected) {
      #expect(isClose(sample.value, value, absolute: 1e-12), "\(spec) at \(sample.t)")
    }
  }

  @Test("linear is the identity with slope 1")
  func linearIsTheIdentity() throws {
    let output = try runCurve("linear", times: "0,0.1,0.37,0.5,0.999,1")
    for sample in output.samples {
      #expect(isClose(sample.value, sample.t, absolute: 1e-12), "\(sample)")
      #expect(isClose(sample.velocity, 1, absolute: 1e-12), "\(sample)")
    }
  }

  @Test("Cubic velocities are the slopes dy/dx of reference value 14 (duration 1 s)")
  func cubicVelocitiesMatchReferences() throws {
    let easeInOut = try runCurve("easeInOut", times: "0.1,0.25,0.5").samples.map(\.velocity)
    #expect(easeInOut.count == 3)
    for (velocity, expected) in zip(easeInOut, [0.402244218816, 1.059261841175, 1.724137931034]) {
      #expect(isClose(velocity, expected, absolute: 1e-11), "\(velocity) vs \(expected)")
    }
    // Exactly 1/0.58 at the midpoint: by symmetry t = 0.5 there, where dy/dt = 1.5 and
    // dx/dt = 0.87.
    #expect(isClose(easeInOut.last ?? .nan, 1 / 0.58, absolute: 1e-12))
    let easeIn = try runCurve("easeIn", times: "0.5").samples.first?.velocity
    #expect(isClose(easeIn ?? .nan, 1.073978779815, absolute: 1e-11))
    let ease = try runCurve("ease", times: "0,0.5").samples.map(\.velocity)
    #expect(ease.count == 2)
    #expect(isClose(ease.first ?? .nan, 0.4, absolute: 1e-12))
    #expect(isClose(ease.last ?? .nan, 0.994142452426, absolute: 1e-11))
  }

  @Test("spring:duration=0.5,bounce=0.3 matches SwiftUI's bouncy values (reference value 12)")
  func bouncySpringMatchesReferences() throws {
    let output = try runCurve("spring:duration=0.5,bounce=0.3", times: "0.05,0.1,0.25,0.5")
    let expected = [0.145715013536, 0.423302123075, 0.984087490971, 1.014498421616]
    #expect(output.samples.count == expected.count)
    for (sample, value) in zip(output.samples, expected) {
      #expect(isClose(sample.value, value, absolute: 1e-10), "\(sample)")
    }
    let velocity = output.samples.count > 1 ? output.samples[1].velocity : .nan
    #expect(isClose(velocity, 5.7075583376, absolute: 1e-10), "\(velocity)")
  }

  @Test("initialVelocity is in distances per second (reference value 12, target 100 scaled to 1)")
  func initialVelocityIsInDistancesPerSecond() throws {
    let output = try runCurve("spring:duration=0.5,bounce=0,initialVelocity=5", times: "0,0.1")
    #expect(output.samples.count == 2)
    let start = try #require(output.samples.first)
    #expect(start.value == 0 && isClose(start.velocity, 5, absolute: 1e-12), "\(start)")
    let sample = try #require(output.samples.last)
    #expect(isClose(sample.value, 0.500044328138, absolute: 1e-11), "\(sample)")
    #expect(isClose(sample.velocity, 4.129166978110, absolute: 1e-11), "\(sample)")
  }

  /// Reference values 1, 3, 4 and 5 give displacements x from a unit start at rest: progress is
  /// 1 − x
  /// and progress velocity is −v.
  @Test(
    "Springs in each parameterisation match the oscillator's reference values 1, 3, 4, 5",
    arguments: [
      // Critical, ω0 = 10 (item 1).
      ("spring:mass=1,stiffness=100,damping=20", 0.1, 0.735758882342885, -3.67879441171442),
      ("spring:stiffness=100,damping=20,mass=1", 0.5, 0.0404276819945128, -0.336897349954273),
      (
        "spring:dampingRatio=1,response=\(2 * Double.pi / 10)", 0.1, 0.735758882342885,
        -3.67879441171442
      ),
      (
        "spring:bounce=0,duration=\(2 * Double.pi / 10)", 0.5, 0.0404276819945128,
        -0.336897349954273
      ),
      // ζ = 0.5, ω0 = 10 (item 3); mass 2 with k and c scaled is the same motion.
      ("spring:mass=1,stiffness=100,damping=10", 0.1, 0.659700153391702, -5.33507195114693),
      ("spring:mass=2,stiffness=200,damping=20", 0.25, -0.0233595799066924, -2.74109898705702),
      (
        "spring:response=\(2 * Double.pi / 10),dampingRatio=0.5", 0.1, 0.659700153391702,
        -5.33507195114693
      ),
      (
        "spring:duration=\(2 * Double.pi / 10),bounce=0.5", 0.25, -0.0233595799066924,
        -2.74109898705702
      ),
      // ζ = 2, ω0 = 10 (item 4): overdamped, also as bounce −0.5.
      (
        "spring:dampingRatio=2,response=\(2 * Double.pi / 10)", 0.1, 0.82226342390181,
        -2.13909130260279
      ),
      (
        "spring:duration=\(2 * Double.pi / 10),bounce=-0.5", 0.1, 0.82226342390181,
        -2.13909130260279
      ),
      ("spring:mass=1,stiffness=100,damping=40", 0.1, 0.82226342390181, -2.13909130260279),
      // ζ = 0, ω0 = 2π (item 5): undamped.
      ("spring:dampingRatio=0,response=1", 0.125, 0.707106781186548, -4.44288293815837),
      (
        "spring:mass=1,stiffness=\(4 * Double.pi * Double.pi),damping=0", 0.125,
        0.707106781186548, -4.44288293815837
      ),
    ])
  func springsMatchOscillatorVectors(
    spec: String, time: Double, displacement: Double, velocity: Double
  ) throws {
    let output = try runCurve(spec, times: "\(time)")
    let sample = try #require(output.samples.first)
    #expect(sample.t == time)
    #expect(isClose(sample.value, 1 - displacement, absolute: 1e-12), "\(sample)")
    #expect(isClose(sample.velocity, -velocity, absolute: 1e-11), "\(sample)")
  }

  @Test("An undamped spring never settles: settlingDuration is null")
  func undampedSpringHasNullSettlingDuration() throws {
    let output = try runCurve("spring:dampingRatio=0,response=1", times: "0")
    #expect(output.settlingDuration == nil)
  }

  /// Reference value 8: Core Animation's rule. The initial-velocity rows are the rule's
  /// envelope formula ln((1 + |(ζω0 − v)/ωd|)/ε)/(ζω0) evaluated at 30 digits.
  @Test(
    "settlingDuration follows Core Animation's rule (reference value 8)",
    arguments: [
      ("spring:mass=1,stiffness=100,damping=5", 2.854975, 1e-6),
      ("spring:mass=1,stiffness=100,damping=10", 1.472700, 1e-6),
      ("spring:damping=15,mass=1,stiffness=100", 1.022094, 1e-6),
      ("spring:duration=0.5,bounce=0.3", 0.8630, 5e-5),
      ("spring:mass=1,stiffness=100,damping=10,initialVelocity=2", 1.4410394380042305, 1e-9),
      ("spring:mass=1,stiffness=100,damping=10,initialVelocity=20", 1.5825615635449036, 1e-9),
      ("spring:initialVelocity=-3,mass=1,stiffness=100,damping=10", 1.5124074214412869, 1e-9),
    ])
  func settlingDurationMatchesReferences(spec: String, expected: Double, tolerance: Double) throws {
    let output = try runCurve(spec, times: "0")
    let settling = try #require(output.settlingDuration, "\(spec) has no settling duration")
    #expect(isClose(settling, expected, absolute: tolerance), "\(spec): \(settling)")
  }

  @Test(
    "Critical springs settle on Core Animation's 0.1 s grid (reference value 8)",
    arguments: [
      ("spring:mass=1,stiffness=100,damping=20", 1.0),
      ("spring:dampingRatio=1,response=\(2 * Double.pi / 10)", 1.0),
      ("spring:duration=0.5,bounce=0", 0.8),
    ])
  func criticalSettlingUsesTheGrid(spec: String, expected: Double) throws {
    let output = try runCurve(spec, times: "0")
    #expect(output.settlingDuration == expected, "\(spec)")
  }

  @Test(
    "uikit-spring:dampingRatio=1,duration=0.5 settles to 0.1 % exactly at 0.5 s (reference value 10)"
  )
  func uikitCriticalSpringSettlesAtItsDuration() throws {
    // 0.5509083741195555 is p(0.1) for the exact root ω0 = 18.466826952903 (reference value 10:
    // 18.466827).
    let output = try runCurve("uikit-spring:dampingRatio=1,duration=0.5", times: "0.1,0.5")
    #expect(output.samples.count == 2)
    let early = try #require(output.samples.first)
    let end = try #require(output.samples.last)
    #expect(isClose(early.value, 0.5509083741195555, absolute: 1e-12), "\(early)")
    #expect(isClose(end.value, 0.999, absolute: 1e-12), "\(end)")
  }

  /// Reference value 10's frequencies, refined to the exact roots of UIKit's settling condition
  /// (within 0.1 % at the duration) at 40 digits (each agrees with the six decimals of the
  /// reference value), then sampled in closed form.
  @Test(
    "uikit-spring solves UIKit's settling condition (reference value 10)",
    arguments: [
      // ζ = 1, v = 2: ω0 = 18.236013; the critical condition puts p(D) at 0.999 exactly.
      ("uikit-spring:dampingRatio=1,duration=0.5,initialVelocity=2", 0.1, 0.57643715450471005),
      ("uikit-spring:initialVelocity=2,duration=0.5,dampingRatio=1", 0.5, 0.999),
      // ζ = 0.8, v = 0: ω0 = 17.988593.
      ("uikit-spring:dampingRatio=0.8,duration=0.5", 0.1, 0.60931814809122378),
      ("uikit-spring:duration=0.5,dampingRatio=0.8", 0.25, 1.0090768058615481),
      // ζ = 0.5, D = 1: ω0 = 12.716898.
      ("uikit-spring:dampingRatio=0.5,duration=1", 0.1, 0.48782310042731218),
      ("uikit-spring:dampingRatio=0.5,duration=1", 0.25, 1.1442225765956293),
      // ζ = 0.8, v = 3: ω0 = 17.381016, not a spurious root near 3.74.
      ("uikit-spring:dampingRatio=0.8,duration=0.5,initialVelocity=3", 0.1, 0.64970824892245270),
      ("uikit-spring:dampingRatio=0.8,duration=0.5,initialVelocity=3", 0.25, 1.0101412766237031),
    ])
  func uikitSpringMatchesReferenceFrequencies(spec: String, time: Double, expected: Double) throws {
    let output = try runCurve(spec, times: "\(time)")
    let sample = try #require(output.samples.first)
    #expect(isClose(sample.value, expected, absolute: 1e-11), "\(spec): \(sample)")
  }
}
