import Testing

@testable import FluidTransitions

@MainActor
@Suite("Transition: a container's change of size carries what is flush with its edges")
struct ContainerResizeTests {
  static let portrait = Rect(x: 0, y: 0, width: 390, height: 844)
  static let landscape = Rect(x: 0, y: 0, width: 844, height: 390)

  @Test("The translation: with the edge a frame is flush with, within half a point")
  func translation() {
    let rows: [(label: String, old: Rect, new: Rect, frame: Rect, dx: Double, dy: Double)] = [
      (
        "drawer on the right", Self.portrait, Self.landscape,
        Rect(x: 98, y: 0, width: 292, height: 844), 454, 0
      ),
      (
        "drawer on the left", Self.portrait, Self.landscape,
        Rect(x: 0, y: 0, width: 292, height: 844), 0, 0
      ),
      (
        "back from landscape", Self.landscape, Self.portrait,
        Rect(x: 544, y: 0, width: 300, height: 390), -454, 0
      ),
      ("the container filled", Self.portrait, Self.landscape, Self.portrait, 0, 0),
      (
        "a sheet on the bottom", Self.portrait, Self.landscape,
        Rect(x: 0, y: 422, width: 390, height: 422), 0, -454
      ),
      (
        "touching no edge", Self.portrait, Self.landscape,
        Rect(x: 20, y: 300, width: 110, height: 110), 0, 0
      ),
      (
        "in the bottom-right corner", Self.portrait, Self.landscape,
        Rect(x: 290, y: 744, width: 100, height: 100), 454, -454
      ),
      (
        "half a point short", Self.portrait, Self.landscape,
        Rect(x: 98.5, y: 0, width: 291, height: 844), 454, 0
      ),
      (
        "more than half a point short", Self.portrait, Self.landscape,
        Rect(x: 98, y: 0, width: 291.4, height: 844), 0, 0
      ),
      (
        "a negative width", Self.portrait, Self.landscape,
        Rect(x: 390, y: 0, width: -292, height: 844), 454, 0
      ),
      (
        "a container away from the origin", Rect(x: 10, y: 20, width: 100, height: 100),
        Rect(x: 10, y: 20, width: 200, height: 50), Rect(x: 60, y: 30, width: 50, height: 40), 100,
        0
      ),
      (
        "a change of no size", Self.portrait, Self.portrait,
        Rect(x: 98, y: 0, width: 292, height: 844), 0, 0
      ),
      (
        "a difference too large to represent", Rect(x: 1.7e308, y: 0, width: 1, height: 10),
        Rect(x: -1.7e308, y: 0, width: 1, height: 10),
        Rect(x: 1.7e308, y: 0, width: 0.5, height: 10),
        0, 0
      ),
    ]
    for row in rows {
      let resize = ContainerResize(from: row.old, to: row.new)
      let translation = resize.translation(of: row.frame)
      #expect(translation == Vector(dx: row.dx, dy: row.dy), "\(row.label): \(translation)")
      #expect(
        resize.carried(row.frame) == row.frame.offsetBy(dx: row.dx, dy: row.dy), "\(row.label)")
    }
  }

  static func drawerPlan(
    _ edge: DrawerStyle.Edge, _ operation: TransitionOperation, in bounds: Rect,
    _ direction: UserInterfaceLayoutDirection = .leftToRight
  ) -> TransitionPlan {
    DrawerStyle(edge: edge).plan(
      for: TransitionScene(container: bounds.size, operation: operation, layoutDirection: direction)
    )
  }

  /// How far `state` reaches into a container of `bounds` from its right edge, as shown (the
  /// drawer's frame moved by its translation).
  static func reachFromTheRight(_ state: NodeState?, in bounds: Rect) -> Double? {
    state.map { bounds.maxX - ($0.frame.minX + $0.transform.tx) }
  }

  @Test(
    "A drawer on the right re-planned across a rotation keeps its reach and its velocity, and lands on the new plan",
    arguments: [TransitionOperation.present, .dismiss])
  func drawerOnTheRight(operation: TransitionOperation) throws {
    let resize = ContainerResize(from: Self.portrait, to: Self.landscape)
    let drawer: NodeRole = operation == .present ? .to : .from
    for (edge, direction) in [
      (DrawerStyle.Edge.trailing, UserInterfaceLayoutDirection.leftToRight),
      (.leading, .rightToLeft),
    ] {
      let before = Self.drawerPlan(edge, operation, in: Self.portrait, direction)
      let after = Self.drawerPlan(edge, operation, in: Self.landscape, direction)
      for change in ReplanTests.changes {
        let tag = "\(edge) \(direction) \(operation) at \(change)"
        let course = ReplannedPlan(before).replanned(
          onto: after, atProgress: change, carriedBy: resize)
        let shown = try #require(before.state(of: drawer, at: change))
        let carried = try #require(course.state(of: drawer, at: change))
        // Closed form: the frame moved by the change of width (454 points), nothing else.
        #expect(carried.frame == shown.frame.offsetBy(dx: 454, dy: 0), "\(tag)")
        #expect(carried.transform == shown.transform, "\(tag)")
        let reach = try #require(Self.reachFromTheRight(shown, in: Self.portrait))
        let kept = try #require(Self.reachFromTheRight(carried, in: Self.landscape))
        #expect(abs(kept - reach) < 1e-9, "\(tag): \(reach) → \(kept)")
        for side in [-1.0, 1.0] {
          guard let was = ReplanTests.slope(ReplannedPlan(before), drawer, at: change, side: side),
            let now = ReplanTests.slope(course, drawer, at: change, side: side)
          else { continue }
          let scale = max(1, ReplanTests.largest(was))
          #expect(ReplanTests.largest(now - was) / scale < 1e-3, "\(tag) side \(side)")
        }
        for end in [0.0, 1.0] {
          #expect(course.state(of: drawer, at: end) == after.state(of: drawer, at: end), "\(tag)")
        }
      }
    }
  }

  @Test(
    "What fills the container or rests on its left is re-planned as without the resize: a drawer on the left, a slide, a zoom",
    arguments: [TransitionOperation.present, .dismiss, .push, .pop])
  func unmovedOnTheLeft(operation: TransitionOperation) {
    let resize = ContainerResize(from: Self.portrait, to: Self.landscape)
    var plans: [(String, TransitionPlan, TransitionPlan)] = [
      (
        "drawer on the left", Self.drawerPlan(.leading, operation, in: Self.portrait),
        Self.drawerPlan(.leading, operation, in: Self.landscape)
      )
    ]
    plans += ReplanTests.plans(operation)
    for (label, before, after) in plans {
      for change in ReplanTests.changes {
        let carried = ReplannedPlan(before).replanned(
          onto: after, atProgress: change, carriedBy: resize)
        let plain = ReplannedPlan(before).replanned(onto: after, atProgress: change)
        for role in after.roles {
          for progress in [change, change + 0.05, 0.5, 1] {
            #expect(
              carried.state(of: role, at: progress) == plain.state(of: role, at: progress),
              "\(label) \(operation) \(role), change \(change), at \(progress)")
          }
        }
      }
    }
  }

  @Test("A sheet re-planned across a resize keeps its height above the bottom edge")
  func sheetOnTheBottom() throws {
    let tall = Rect(x: 0, y: 0, width: 834, height: 1194)
    let resize = ContainerResize(from: Self.portrait, to: tall)
    let style = SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .medium)
    let before = style.plan(
      for: TransitionScene(container: Self.portrait.size, operation: .present))
    let after = style.plan(for: TransitionScene(container: tall.size, operation: .present))
    for change in [0.3, 0.7] {
      let course = ReplannedPlan(before).replanned(
        onto: after, atProgress: change, carriedBy: resize)
      let shown = try #require(before.state(of: .to, at: change))
      let carried = try #require(course.state(of: .to, at: change))
      #expect(carried.frame == shown.frame.offsetBy(dx: 0, dy: 350), "at \(change)")
      #expect(carried.transform == shown.transform, "at \(change)")
      #expect(course.state(of: .to, at: 1) == after.state(of: .to, at: 1), "at \(change)")
    }
  }

  /// Only the overlays are carried: their views are laid against the container's edges. A
  /// flight from a grid's last column, flush with the right edge by chance, must keep its place
  /// (review 34b: a zoom's flight was carried by the width's change).
  @Test("Only a drawer's and a sheet's transitions are carried")
  func carriedStyles() {
    #expect(ContainerResize.carries(DrawerStyle()))
    #expect(ContainerResize.carries(SheetStyle()))
    #expect(!ContainerResize.carries(ZoomStyle()))
    #expect(!ContainerResize.carries(SlideStyle()))
    #expect(!ContainerResize.carries(FadeStyle()))
    #expect(!ContainerResize.carries(ScaleStyle()))
  }
}
