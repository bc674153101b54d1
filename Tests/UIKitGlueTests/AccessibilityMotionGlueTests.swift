import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// Reduce Motion and Prefer Cross-Fade Transitions: a transition reads both as it starts and
/// cross-fades when either is on; a change in Settings applies from the next transition, and a
/// transition already running keeps its plan.
@MainActor
@Suite("UIKit glue: Reduce Motion and Prefer Cross-Fade Transitions")
struct AccessibilityMotionGlueTests {
  typealias Scene = GlueScenarioTests.NavigationScene

  enum Motion: Equatable { case slide, fade }

  /// Pushes `second` (or pops back) and says, a tenth of a second in, whether the two screens
  /// slide (a left edge on its way) or fade where they rest.
  static func motion(of scene: Scene, pushing: Bool) -> Motion? {
    if pushing { scene.navigation.fluid.push(scene.second) } else { scene.navigation.fluid.pop() }
    ShimRunLoop.advance(by: 0.1)
    let shown = [scene.first.view!, scene.second.view!].map(\.layer.shimOnScreen)
    let moving = shown.contains { abs($0.frame.minX) > 1 }
    let fading = shown.contains { $0.opacity > 0.01 && $0.opacity < 0.99 }
    ShimRunLoop.advance(by: 2)
    switch (moving, fading) {
    case (true, false): return .slide
    case (false, true): return .fade
    default: return nil
    }
  }

  /// Settings back to off after each test.
  static func reset() {
    UIAccessibility.shimReduceMotion = false
    UIAccessibility.shimPrefersCrossFade = false
  }

  @Test(
    "Either setting cross-fades a slide, under every way UIKit may report the cross-fade",
    arguments: ShimBehaviour.CrossFadeReporting.allCases)
  func eitherSettingFades(reporting: ShimBehaviour.CrossFadeReporting) throws {
    var behaviour = ShimBehaviour()
    behaviour.crossFadeReporting = reporting
    ShimBehaviour.with(behaviour) {
      defer { Self.reset() }
      let scene = Scene(.slide)
      #expect(Self.motion(of: scene, pushing: true) == .slide)
      // Prefer Cross-Fade Transitions alone: UIKit reports it only with Reduce Motion under
      // `withReduceMotion`, so the transitions fade only where UIKit says so.
      UIAccessibility.shimPrefersCrossFade = true
      #expect(
        Self.motion(of: scene, pushing: false) == (reporting == .alone ? .fade : .slide),
        "\(reporting)")
      UIAccessibility.shimReduceMotion = true
      #expect(Self.motion(of: scene, pushing: true) == .fade, "\(reporting): both on")
      UIAccessibility.shimPrefersCrossFade = false
      #expect(Self.motion(of: scene, pushing: false) == .fade, "\(reporting): Reduce Motion")
    }
  }

  @Test("A change in Settings applies from the next transition; the running one keeps its plan")
  func changeAtRunTime() throws {
    var behaviour = ShimBehaviour()
    behaviour.crossFadeReporting = .alone
    ShimBehaviour.with(behaviour) {
      defer { Self.reset() }
      let scene = Scene(.slide)
      scene.navigation.fluid.push(scene.second)
      ShimRunLoop.advance(by: 0.05)
      UIAccessibility.shimPrefersCrossFade = true
      ShimRunLoop.advance(by: 0.05)
      let shown = scene.second.view.layer.shimOnScreen
      #expect(abs(shown.frame.minX) > 1, "still sliding: \(shown.frame.minX)")
      #expect(shown.opacity > 0.99)
      ShimRunLoop.advance(by: 2)
      #expect(Self.motion(of: scene, pushing: false) == .fade, "the next one fades")
      UIAccessibility.shimPrefersCrossFade = false
      #expect(Self.motion(of: scene, pushing: true) == .slide, "and slides again once it is off")
    }
  }
}
