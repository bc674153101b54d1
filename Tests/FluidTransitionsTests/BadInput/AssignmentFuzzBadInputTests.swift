import FluidTransitions
import Testing

/// Hostile values assigned to every public settable property that holds a number, on the values
/// a transition uses (styles, scene, plan, node states, release policy, interaction mapping,
/// configuration, touch samples, velocities, frames, the clock, the nodes, the animator), and a
/// whole transition run through the real driver after each batch: no NaN or infinity reaches a
/// node, the context's contract holds, and the transition completes exactly once.
///
/// The list of properties is checked against the library's sources and against each value
/// type's stored properties, so a public settable property added without a decision about its
/// bad input fails a test here.
@MainActor
@Suite("Bad input: hostile assignments to every settable property, then a transition")
struct AssignmentFuzzBadInputTests {
  /// Public settable properties the fuzz does not assign, and why: each holds no number (a
  /// flag, a name, a closure, a reference, an enumeration without numbers), so it has no
  /// non-finite value, or it belongs to the UIKit layer, which is compiled only against UIKit
  /// (here, the interface shim) and tested by `UIKitGlueTests`.
  static let notFuzzed: [String: String] = {
    let noNumber = [
      "SlideStyle.fadesUnderReduceMotion", "SheetStyle.fadesUnderReduceMotion",
      "ScaleStyle.fadesUnderReduceMotion", "TabStyle.fadesUnderReduceMotion",
      "ZoomStyle.fadesUnderReduceMotion", "DrawerStyle.fadesUnderReduceMotion", "DrawerStyle.edge",
      "FluidAnimator.diagnosticHandler", "FluidAnimator.scrubsLinearly",
      "FluidAnimator.pausesOnCompletion", "FluidAnimator.isReversed",
      "FluidAnimator.isInterruptible", "ReleasePolicy.Decision.target",
      "VelocityTracker.estimator", "BackSwipeSetting.delegate", "BackSwipeSetting.isEnabled",
      "NodeState.isHidden", "SceneNode.name", "SceneNode.isHidden",
      "SheetGrabberAccessibility.label", "SheetGrabberAccessibility.hint",
      "SheetGrabberAccessibility.detentNames",
      "InteractionMapping.axis", "PlanTrack.role", "RecordingTransitionContext.Call.name",
      "RecordingTransitionContext.onBreach", "RecordingTransitionContext.animator",
      "TransitionDriver.Configuration.followingRole", "TransitionDriver.onEvent",
      "TransitionDriver.onDiagnostic", "ReleaseRecord.target", "ReleaseRecord.isForced",
      "TransitionScene.operation", "TransitionScene.layoutDirection",
      "TransitionScene.reduceMotion", "TransitionScene.isHeightCompact",
      "TransitionScene.isWidthRegular",
      "SheetStyle.selectedDetentIdentifier", "SheetStyle.largestUndimmedDetentIdentifier",
      "SheetStyle.prefersGrabberVisible", "SheetStyle.prefersScrollingExpandsWhenScrolledToEdge",
      "SheetDetentDriver.onEvent", "SheetDetentDriver.onDiagnostic",
      "SheetDetentDriver.dismissalPermission",
      "SheetDetentDriver.Configuration.isDismissible",
      "SheetDetentDriver.Configuration.prefersScrollingExpandsWhenScrolledToEdge",
      "FlightPath.element", "FlightPath.startsAtSource", "SceneNode.clipsToBounds",
      "TransitionNode.clipsToBounds", "ZoomStyle.usesMeasuredCornerRadii",
      "ZoomStyle.interactiveDismissShouldBegin", "InteractionContext.willBegin",
      "TransitionScene.SharedElement.identifier",
    ]
    // The detent driver moves a presented sheet, outside any transition this fuzz runs; its
    // numbers are sanitised where they are used, and its own bad-input tests assign them, at
    // rest, mid-drag, mid-settle and mid-keyboard (checked there against this list).
    let sheetDriver = [
      "SheetDetentDriver.configuration", "SheetDetentDriver.firstResponderMaxY",
      "SheetDetentDriver.Configuration.spring", "SheetDetentDriver.Configuration.deceleration",
      "SheetDetentDriver.Configuration.rubberBand",
      "SheetDetentDriver.Configuration.firstResponderMargin",
    ]
    let uikitLayer = [
      "DisplayLinkClock.preferredFrameRateRange", "FluidNavigationDelegate.style",
      "FluidNavigationDelegate.styleProvider", "FluidNavigationDelegate.elementsProvider",
      "FluidNavigationDelegate.options", "FluidTabBarDelegate.style",
      "FluidTabBarDelegate.options", "FluidTransition.Options.engine",
      "FluidTransition.Options.interaction", "FluidTransition.Options.releasePolicy",
      "FluidTransition.Options.rubberBand", "FluidTransition.wantsInteractiveStart",
      "FluidTransition.options", "FluidTransition.elements", "FluidTransition.clock",
      "FluidTransition.onEnd", "FluidTransitioningDelegate.style",
      "FluidTransitioningDelegate.dismissInteraction", "FluidTransitioningDelegate.options",
      "FluidTransitioningDelegate.elements", "PropertyAnimatorAdapter.diagnosticHandler",
      "PropertyAnimatorAdapter.isReversed", "PropertyAnimatorAdapter.fractionComplete",
      "PropertyAnimatorAdapter.scrubsLinearly", "PropertyAnimatorAdapter.pausesOnCompletion",
      "PropertyAnimatorAdapter.isInterruptible", "TransitionGesture.completesBackward",
      "TransitionGesture.begin", "TransitionGesture.canBegin", "ViewNode.frame",
      "ViewNode.alpha", "ViewNode.transform", "ViewNode.cornerRadius", "ViewNode.isHidden",
      "ZoomElements.source", "ZoomElements.destination",
      "FluidTransition.interactiveStartProgress", "FluidTransition.onEvent",
      "FluidPresentationController.onSelectedDetentChange", "ViewNode.clipsToBounds",
      "FluidPresentationController.grabberAccessibility",
      "ZoomElements.alignmentRectProvider", "ZoomElements.dimmingColor",
      "ZoomElements.interactiveDismissShouldBegin", "ZoomElements.additionalElements",
      "ZoomElements.SharedElement.identifier", "ZoomElements.SharedElement.source",
      "ZoomElements.SharedElement.destination", "ZoomElements.SharedElement.zIndex",
      "TransitionGesture.shouldBeginInteraction", "TransitionGesture.contextView",
      "FluidNavigationDelegate.clock", "FluidTabBarDelegate.clock",
      "FluidTransitioningDelegate.clock", "TransitionGesture.completesEitherWay",
      "TransitionGesture.now",
    ]
    return Dictionary(
      uniqueKeysWithValues: noNumber.map { ($0, "holds no number") }
        + uikitLayer.map { ($0, "UIKit layer: UIKitGlueTests") }
        + sheetDriver.map {
          (
            $0,
            "detent driver, outside these transitions: Sheet/SheetDetentDriverBadInputTests.swift"
          )
        })
  }()

  /// Every built-in style with each operation it supports.
  static let cases: [(kind: HostileAssignmentRun.StyleKind, operation: TransitionOperation)] = [
    (.slide, .push), (.slide, .pop), (.scale, .push), (.scale, .pop), (.sheet, .present),
    (.sheet, .dismiss), (.zoom, .push), (.zoom, .dismiss), (.drawer, .present),
    (.drawer, .dismiss), (.tab, .tabForward), (.tab, .tabBackward), (.fade, .push),
    (.fade, .dismiss),
  ]

  /// What one seeded run did, and the first thing that went wrong.
  struct Outcome {
    var failure: String?
    var releases = 0
    var assignmentCounts: [String: Int] = [:]
  }

  /// Runs one seeded transition under hostile assignments.
  static func runTransition(
    _ kind: HostileAssignmentRun.StyleKind, _ operation: TransitionOperation, seed: UInt64
  ) -> Outcome {
    var hostile = HostileValues(seed: seed)
    let run = HostileAssignmentRun(kind: kind, operation: operation)
    // Sometimes a few values are hostile, sometimes every one of them.
    let probability = hostile.element(of: [0.1, 0.4, 1])
    run.assign(at: .beforePlanning, probability: probability, &hostile)
    run.makePlan()
    run.assign(at: .afterPlanning, probability: probability, &hostile)
    run.start(interactive: hostile.chance(0.5))
    for step in 0..<40 {
      switch hostile.integer(in: 0..<13) {
      case 0: run.touchBegan(&hostile)
      case 1, 2: run.touchMoved(&hostile)
      case 3: run.touchEnded(&hostile)
      case 4, 5: run.assignOne(at: .whileRunning, &hostile)
      case 6:
        if hostile.chance(0.5) { run.driver?.cancel() } else { run.driver?.finish() }
      case 7: run.pinchBegan(&hostile)
      case 8: run.pinchChanged(&hostile)
      case 9: run.pinchEnded(&hostile)
      default: run.frames(hostile.integer(in: 0..<6))
      }
      run.check("step \(step)")
    }
    run.finish()
    run.assign(at: .afterTheRun, probability: 1, &hostile)
    var outcome = Outcome(releases: run.releases.count, assignmentCounts: run.assignmentCounts)
    if let problem = run.firstProblem {
      outcome.failure = "seed \(seed): \(problem)"
    } else if run.completions.count != 1 {
      outcome.failure = "seed \(seed): completions \(run.completions)"
    } else if let breach = run.context?.breaches.first {
      outcome.failure = "seed \(seed): \(breach)"
    } else if run.context?.isComplete != true {
      outcome.failure = "seed \(seed): never completed"
    }
    return outcome
  }

  @Test("Hostile assignments to every numeric property never put NaN or infinity into a node")
  func hostileAssignmentsNeverReachANode() {
    var counts: [String: Int] = [:]
    for (index, testCase) in Self.cases.enumerated() {
      var failures: [String] = []
      var releases = 0
      for seed in 0..<UInt64(16) {
        let outcome = Self.runTransition(
          testCase.kind, testCase.operation, seed: UInt64(index) << 32 | seed)
        failures += outcome.failure.map { [$0] } ?? []
        releases += outcome.releases
        counts.merge(outcome.assignmentCounts, uniquingKeysWith: +)
      }
      let name = "\(testCase.kind) \(testCase.operation)"
      #expect(failures.isEmpty, "\(name): \(failures.count) failed; \(failures.first ?? "")")
      // The runs reach the release records the last assignments are made to.
      #expect(releases >= 10, "\(name): \(releases) releases")
    }
    // Every listed property was really assigned, many times over.
    let rarest = HostileAssignmentRun.fuzzedNames.min {
      counts[$0, default: 0] < counts[$1, default: 0]
    }
    #expect(
      HostileAssignmentRun.fuzzedNames.allSatisfy { counts[$0, default: 0] >= 20 },
      "\(rarest ?? ""): assigned \(counts[rarest ?? "", default: 0]) times")
  }

  @Test("A finite Bézier y near the largest Double (found by this fuzz) gives finite progress")
  func hugeBezierControlPointsGiveFiniteProgress() {
    let curve = TimingCurve.cubic(CubicBezier(x1: 0, y1: .greatestFiniteMagnitude, x2: 1, y2: 1))
    #expect(curve.progress(at: 0.5, duration: 1).isFinite)
    #expect(curve.velocity(at: 0.5, duration: 1).isFinite)
  }

  @Test("Every public settable property in the sources is fuzzed or exempt with a reason")
  func everySettablePropertyIsAccountedFor() throws {
    let declared = Set(
      try SettablePropertyScanner.properties(under: SettablePropertyScanner.librarySources))
    let fuzzed = Set(HostileAssignmentRun.assignments.keys)
    let exempt = Set(Self.notFuzzed.keys)
    #expect(fuzzed.isDisjoint(with: exempt), "\(fuzzed.intersection(exempt).sorted())")
    #expect(
      declared.subtracting(fuzzed).subtracting(exempt).isEmpty,
      "new public settable properties need a bad-input rule, a test and a place in this fuzz: \(declared.subtracting(fuzzed).subtracting(exempt).sorted())"
    )
    #expect(
      fuzzed.union(exempt).subtracting(declared).isEmpty,
      "listed but not declared: \(fuzzed.union(exempt).subtracting(declared).sorted())")
    // The reading of the sources finds the properties at all (a broken reader finds none).
    #expect(declared.count >= 150)
  }

  /// A value of every value type with public settable properties, by the name the list uses.
  static func valuesOfEveryType() -> [(name: String, value: Any)] {
    let harness = DriverHarness()
    harness.start(interactive: true)
    harness.drag(from: 20, to: 240, beginning: 0.05, duration: 0.1)
    harness.touchEnded(at: 0.2)
    return [
      ("Point", Point.zero), ("Size", Size.zero), ("Vector", Vector.zero), ("Rect", Rect.zero),
      ("AffineTransform", AffineTransform.identity),
      ("AffineTransform.Decomposition", AffineTransform.identity.decomposed),
      ("RGBAColor", RGBAColor.black), ("TouchSample", TouchSample(x: 0, y: 0, timestamp: 0)),
      ("ReleasePolicy", ReleasePolicy()),
      ("ReleasePolicy.Decision", ReleasePolicy().decide(progress: 0.5, velocity: 0)),
      ("Frame", Frame(timestamp: 0, targetTimestamp: 1)), ("NodeState", NodeState(frame: .zero)),
      ("InteractionMapping", InteractionMapping(axis: .vertical, distance: 1, direction: 1)),
      ("PlanTrack", PlanTrack(.from, .alpha(from: 0, to: 1))),
      ("FlightPath", FlightPath(source: .zero, landing: .zero, startsAtSource: true)),
      ("InteractionContext", InteractionContext(location: .zero, velocity: .zero, willBegin: true)),
      (
        "TransitionScene.SharedElement",
        TransitionScene.SharedElement(identifier: "x", source: nil, destination: nil)
      ),
      ("TransitionPlan", harness.plan), ("TransitionScene", harness.scene),
      ("PinchSample", PinchSample(centroid: .zero, scale: 1, timestamp: 0)),
      ("PinchMapping", PinchMapping()),
      ("TransitionScene.Layout", harness.scene.from),
      (
        "TransitionDriver.Configuration",
        TransitionDriver.Configuration(interaction: harness.mapping)
      ),
      ("ReleaseRecord", harness.releases.first as Any),
      ("RecordingTransitionContext.Call", harness.context?.calls.first as Any),
      ("SlideStyle", SlideStyle()), ("FadeStyle", FadeStyle()), ("SheetStyle", SheetStyle()),
      ("ScaleStyle", ScaleStyle()), ("TabStyle", TabStyle()), ("ZoomStyle", ZoomStyle()),
      ("DrawerStyle", DrawerStyle()),
      ("SheetDetentDriver.Configuration", SheetDetentDriver.Configuration()),
    ]
  }

  @Test("Each value type's stored properties are exactly the ones the list names")
  func listMatchesEveryValueTypesStoredProperties() {
    let listed = Set(HostileAssignmentRun.assignments.keys).union(Self.notFuzzed.keys)
    for (name, value) in Self.valuesOfEveryType() {
      let mirror = Mirror(reflecting: value)
      let subject: Any? =
        mirror.displayStyle == .optional ? mirror.children.first?.value : Optional(value)
      guard let subject else {
        Issue.record("no \(name) to reflect")
        continue
      }
      let stored = Set(Mirror(reflecting: subject).children.compactMap(\.label))
      let members = Set(
        listed.filter { $0.hasPrefix(name + ".") }.map { String($0.dropFirst(name.count + 1)) }
          .filter { !$0.contains(".") })
      #expect(stored == members, "\(name): stored \(stored.sorted()), listed \(members.sorted())")
    }
  }

  @Test("The source reader finds stored, observed and settable computed properties only")
  func sourceReaderRecognisesEveryForm() {
    let source = """
      /// A doc comment with { braces } and `public var notReal: Int`.
      public struct Outer: Hashable,
        Sendable
      {
        public var stored: Double
        public var observed: Double {
          didSet { observed = 0 }
        }
        public var withDefault: (Int) -> Double = { _ in 0 }
        public var wrapped:
          ((Int, Int) -> Double)?
        public var computed: Double { 1 }
        public var settable: Double {
          get { stored }
          set { stored = newValue }
        }
        public var readOnlyBlock: [Int] {
          var seen: [Int] = []
          for step in steps { if case .set(let x) = step { seen.append(x) } }
          return seen
        }
        public private(set) var restricted: Double = 0
        public let constant: Double
        var internalStored: Double
        @inlinable public var attributed: Double { get { 0 } set {} }
        public weak var reference: AnyObject?
        public struct Inner {
          public var deep = "{"
        }
      }
      extension Outer {
        public var extended: Double { "set {" == "" ? 0 : 1 }
        public static var global = 0
      }
      """
    #expect(
      SettablePropertyScanner.properties(in: source) == [
        "Outer.stored", "Outer.observed", "Outer.withDefault", "Outer.wrapped", "Outer.settable",
        "Outer.attributed", "Outer.reference", "Outer.Inner.deep", "Outer.global",
      ])
  }
}
