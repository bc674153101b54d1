import Testing

@testable import FluidTransitions

@MainActor
@Suite("Transition: which properties a re-plan on UIKit's animator reads from the views")
struct AnimatedComponentsTests {
  static let scene = TransitionScene(
    container: Size(width: 390, height: 844), operation: .push,
    sourceElement: Rect(x: 20, y: 300, width: 110, height: 110),
    destinationElement: Rect(x: 0, y: 100, width: 390, height: 390))

  @Test("A slide's screens: the transform is animated, the frame only set")
  func slide() {
    let plan = SlideStyle().plan(for: Self.scene)
    let to = AnimatedComponents(of: .to, in: plan.tracks)
    #expect(to.contains(.transform))
    #expect(!to.contains(.frame))
    // The views' own frames are read from them; the blocks' properties from the course.
    let course = ReplannedPlan(plan)
    let read = TransitionDriver.componentsOnNode(of: .to, in: course, readsNodes: false)
    #expect(read == AnimatedComponents.all.subtracting(to))
    #expect(read.contains(.frame))
  }

  @Test("A zoom's flight: its frame is animated; its constant alpha and fallback transform are not")
  func zoomFlight() {
    let plan = ZoomStyle().plan(for: Self.scene)
    let flight = AnimatedComponents(of: .snapshot, in: plan.tracks)
    #expect(flight.contains(.frame))
    let fades = plan.tracks.contains {
      guard $0.role == .snapshot, case .flight(_, .alpha) = $0.property else { return false }
      return true
    }
    #expect(fades == false || !flight.contains(.alpha))
    let path = FlightPath(
      source: Rect(x: 0, y: 0, width: 10, height: 10),
      landing: Rect(x: 0, y: 0, width: 20, height: 20), startsAtSource: true)
    let constant = [PlanTrack(.snapshot, .flight(path, .alpha))]
    #expect(AnimatedComponents(of: .snapshot, in: constant) == [])
  }

  @Test("A role no track moves: every property read from its view")
  func unanimatedRole() {
    #expect(AnimatedComponents(of: .to, in: []) == [])
    let plan = TransitionPlan(
      duration: 1, curve: .linear, setup: [.set(.to, NodeState(frame: .zero))],
      tracks: [PlanTrack(.from, .alpha(from: 1, to: 0))],
      completionCleanup: [], cancellationCleanup: [])
    #expect(AnimatedComponents(of: .from, in: plan.tracks) == .alpha)
    let course = ReplannedPlan(plan)
    #expect(TransitionDriver.componentsOnNode(of: .to, in: course, readsNodes: false) == .all)
  }

  @Test("A FluidAnimator's views, and views already re-planned, are read in full")
  func readInFull() {
    let plan = SlideStyle().plan(for: Self.scene)
    let course = ReplannedPlan(plan)
    #expect(TransitionDriver.componentsOnNode(of: .to, in: course, readsNodes: true) == .all)
    let rotated = SlideStyle().plan(
      for: TransitionScene(container: Size(width: 844, height: 390), operation: .push))
    let replanned = course.replanned(onto: rotated, atProgress: 0.4)
    #expect(replanned.isReplanned)
    #expect(TransitionDriver.componentsOnNode(of: .to, in: replanned, readsNodes: false) == .all)
  }
}
