import FluidTransitions
import Testing

/// The conventions of ``TransitionStyle`` for the scale, sheet, drawer and tab styles, for every
/// supported operation in both layout directions: exact rest layouts at both ends, monotonic
/// motion, exact right-to-left mirroring, the fade under Reduce Motion and for unsupported
/// operations, and no NaN from any input.
@Suite("Styles: conventions of scale, sheet, drawer and tab")
struct StyleConventionTests {
  @Test(
    "The view before rests exactly at progress 0, the view after exactly at progress 1",
    arguments: StyleFixtures.cases)
  func restsExactlyAtBothEnds(_ testCase: StyleFixtures.Case) {
    let inset = TransitionScene.Layout(
      initial: Rect(x: 0, y: 44, width: 390, height: 800),
      final: Rect(x: 0, y: 44, width: 390, height: 800))
    let scenes = [
      testCase.scene(),
      testCase.scene(from: inset, to: inset),
      testCase.scene(container: Size(width: 1024, height: 768)),
    ]
    for scene in scenes {
      let plan = testCase.style.plan(for: scene)
      let rest = StyleFixtures.restFrames(of: testCase.style, in: scene)
      let before = plan.state(of: .from, at: 0)
      let after = plan.state(of: .to, at: 1)
      #expect(before?.frame == rest.before, "\(testCase.testDescription) \(scene.container)")
      #expect(before?.transform == .identity && before?.alpha == 1)
      #expect(before?.isHidden == false)
      #expect(after?.frame == rest.after, "\(testCase.testDescription) \(scene.container)")
      #expect(after?.transform == .identity && after?.alpha == 1)
      #expect(after?.isHidden == false)
    }
  }

  @Test("The moving node moves strictly monotonically", arguments: StyleFixtures.cases)
  func movesMonotonically(_ testCase: StyleFixtures.Case) {
    let plan = testCase.style.plan(for: testCase.scene())
    let role = StyleFixtures.movingRole(of: testCase.style, testCase.operation)
    let values = StyleFixtures.sweep.map { progress in
      plan.state(of: role, at: progress).map { StyleFixtures.motion(of: testCase.style, in: $0) }
        ?? .nan
    }
    let steps = zip(values.dropFirst(), values).map { $0 - $1 }
    #expect(values.allSatisfy { $0.isFinite })
    #expect(steps.allSatisfy { $0 > 0 } || steps.allSatisfy { $0 < 0 }, "\(values)")
  }

  @Test(
    "Right-to-left is the exact mirror of left-to-right",
    arguments: StyleFixtures.styles.flatMap { style in
      style.supportedOperations.map { (style, $0) }
    })
  func mirrorsForRightToLeft(_ style: any TransitionStyle, _ operation: TransitionOperation) {
    for container in [StyleFixtures.phone, Size(width: 1024, height: 768)] {
      let ltr = style.plan(for: TransitionScene(container: container, operation: operation))
      let rtl = style.plan(
        for: TransitionScene(
          container: container, operation: operation, layoutDirection: .rightToLeft))
      #expect(ltr.roles == rtl.roles)
      for role in ltr.roles {
        for progress in StyleFixtures.sweep + [-0.1, 1.1] {
          let left = ltr.state(of: role, at: progress)
          let right = rtl.state(of: role, at: progress)
          #expect(
            right == left.map { StyleFixtures.mirrored($0, width: container.width) },
            "\(style.name) \(operation) \(role) at \(progress)")
        }
      }
      let mirroredCleanups = [ltr.completionCleanup, ltr.cancellationCleanup].map { steps in
        steps.map { step -> CleanupStep in
          guard case .set(let role, let state) = step else { return step }
          return .set(role, StyleFixtures.mirrored(state, width: container.width))
        }
      }
      #expect(mirroredCleanups == [rtl.completionCleanup, rtl.cancellationCleanup])
    }
  }

  @Test(
    "Reduce Motion yields exactly the fade, with the style's duration and curve (a sheet's dismissal leaves the sheet where it is)"
  )
  func reduceMotionFades() {
    let configured: [any TransitionStyle] = [
      ScaleStyle(duration: 0.7, curve: .linear, initialScale: 0.5),
      SheetStyle(duration: 0.45, curve: .easeOut, detents: [.medium]),
      DrawerStyle(duration: 0.25, curve: .ease, widthFraction: 0.5),
      TabStyle(duration: 0.5, curve: .easeIn),
    ]
    for style in StyleFixtures.styles + configured {
      for operation in TransitionOperation.allCases {
        for direction in UserInterfaceLayoutDirection.allCases {
          let scene = TransitionScene(
            container: StyleFixtures.phone, operation: operation, layoutDirection: direction,
            reduceMotion: true)
          let plan = style.plan(for: scene)
          var fade = StyleFixtures.fadePlan(of: style, for: scene)
          if style is SheetStyle, operation == .dismiss {
            // The sheet's detent driver may hand it over translated to where it is on screen:
            // the cross-dissolve does not set it back on its frame.
            #expect(fade.setup.contains(.set(.from, NodeState(frame: scene.from.initial))))
            fade.setup.removeAll { $0 == .set(.from, NodeState(frame: scene.from.initial)) }
          }
          #expect(plan.tracks == fade.tracks, "\(style.name) \(operation) \(direction)")
          #expect(plan.setup == fade.setup)
          #expect(plan == fade)
          #expect(plan.duration == StyleFixtures.timing(of: style).duration)
          #expect(plan.curve == StyleFixtures.timing(of: style).curve)
        }
      }
    }
  }

  @Test("With fadesUnderReduceMotion off, Reduce Motion keeps the motion")
  func reduceMotionOptOut() {
    let styles: [any TransitionStyle] = [
      ScaleStyle(fadesUnderReduceMotion: false), SheetStyle(fadesUnderReduceMotion: false),
      DrawerStyle(fadesUnderReduceMotion: false), TabStyle(fadesUnderReduceMotion: false),
    ]
    for style in styles {
      for operation in style.supportedOperations {
        var scene = TransitionScene(container: StyleFixtures.phone, operation: operation)
        let moving = style.plan(for: scene)
        scene.reduceMotion = true
        #expect(style.plan(for: scene) == moving, "\(style.name) \(operation)")
        #expect(style.plan(for: scene) != StyleFixtures.fadePlan(of: style, for: scene))
      }
    }
  }

  @Test("Names, supported operations, and the fade for every other operation")
  func unsupportedOperationsFade() {
    let expected: [(String, [TransitionOperation])] = [
      ("scale", [.push, .pop]), ("sheet", [.present, .dismiss]),
      ("drawer", [.present, .dismiss]), ("tab", [.tabForward, .tabBackward]),
    ]
    for (style, (name, operations)) in zip(StyleFixtures.styles, expected) {
      #expect(style.name == name)
      #expect(style.supportedOperations == operations)
      for operation in TransitionOperation.allCases where !operations.contains(operation) {
        for direction in UserInterfaceLayoutDirection.allCases {
          let scene = TransitionScene(
            container: StyleFixtures.phone, operation: operation, layoutDirection: direction)
          let plan = style.plan(for: scene)
          #expect(plan.tracks == StyleFixtures.fadePlan(of: style, for: scene).tracks)
          #expect(plan.setup == StyleFixtures.fadePlan(of: style, for: scene).setup)
          #expect(plan == StyleFixtures.fadePlan(of: style, for: scene), "\(name) \(operation)")
        }
      }
    }
  }

  @Test("Every cleanup restores the transforms, and a cancel removes the to-view last-restored")
  func cleanupsRestoreAndRemove() {
    for testCase in StyleFixtures.cases {
      let plan = testCase.style.plan(for: testCase.scene())
      let animated = Set(plan.tracks.map(\.role))
      for cleanup in [plan.completionCleanup, plan.cancellationCleanup] {
        // The dimming and the nodes a plan makes for the flight (a sheet's extension) are
        // removed, not restored.
        for role in animated where role != .dimming && !cleanup.contains(.remove(role)) {
          let restored = cleanup.contains { step in
            if case .set(role, let state) = step { return state.transform == .identity }
            return false
          }
          #expect(restored, "\(testCase.testDescription): \(role) restored")
        }
      }
      let cancel = plan.cancellationCleanup
      let removal = cancel.firstIndex(of: .remove(.to))
      let restore = cancel.firstIndex { step in
        if case .set(.to, let state) = step {
          return state.transform == .identity && state.alpha == 1 && state.cornerRadius == 0
        }
        return false
      }
      #expect(removal != nil, "\(testCase.testDescription): the to-view is removed on cancel")
      #expect(restore.map { $0 < (removal ?? -1) } == true, "restored before it is removed")
      #expect(!plan.completionCleanup.contains(.remove(.to)))
    }
  }

  @Test("A completion ends by removing the view left, except a partial presentation's presenter")
  func completionRemovesTheDepartingView() {
    for testCase in StyleFixtures.cases {
      for reduceMotion in [false, true] {
        // As UIKit reports it: a presented view ends at its presentation controller's frame.
        let plain = testCase.scene(reduceMotion: reduceMotion)
        let presented = StyleFixtures.restFrames(of: testCase.style, in: plain).after
        let scene =
          plain.operation == .present
          ? testCase.scene(
            to: TransitionScene.Layout(initial: .zero, final: presented),
            reduceMotion: reduceMotion)
          : plain
        let plan = testCase.style.plan(for: scene)
        let keepsPresenter = scene.operation == .present && presented != scene.bounds
        let description = "\(testCase.testDescription), reduce motion \(reduceMotion)"
        #expect(scene.removesFromViewOnCompletion == !keepsPresenter, "\(description)")
        if keepsPresenter {
          #expect(!plan.completionCleanup.contains(.remove(.from)), "\(description)")
        } else {
          #expect(plan.completionCleanup.last == .remove(.from), "\(description): removed last")
          #expect(!plan.cancellationCleanup.contains(.remove(.from)), "\(description)")
        }
      }
    }
  }

  @Test("No input, however bad, puts NaN or infinity into a plan")
  func badInputNeverMakesNaN() {
    let bad: [Double] = [.nan, .infinity, -.infinity, -1, 2, -0.0, 1e300, -1e300]
    var styles: [any TransitionStyle] = []
    for value in bad {
      styles.append(ScaleStyle(duration: value, initialScale: value))
      styles.append(
        SheetStyle(
          duration: value, detents: [.fraction(value)], dimmingAlpha: value, cornerRadius: value,
          topInset: value))
      styles.append(SheetStyle(detents: [.points(value), .medium]))
      styles.append(
        DrawerStyle(
          duration: value, widthFraction: value, maximumWidth: value, dimmingAlpha: value))
      styles.append(TabStyle(duration: value))
    }
    let containers = [
      StyleFixtures.phone, Size(width: 0, height: 0), Size(width: .nan, height: .infinity),
      Size(width: 1e300, height: 1e300),
    ]
    for style in styles {
      for container in containers {
        for operation in TransitionOperation.allCases {
          for direction in UserInterfaceLayoutDirection.allCases {
            let plan = style.plan(
              for: TransitionScene(
                container: container, operation: operation, layoutDirection: direction))
            #expect(plan.duration.isFinite && plan.duration >= 0)
            let states = StyleFixtures.allStates(of: plan)
            #expect(
              states.allSatisfy(StyleFixtures.isFinite),
              "\(style) \(container) \(operation) \(direction)")
            #expect(states.allSatisfy { (0...1).contains($0.alpha) && $0.cornerRadius >= 0 })
          }
        }
      }
    }
  }
}
