/// A container's change of size mid-transition (a rotation, a window resize), and where it
/// carries what was on screen: a frame flush with an edge of the old container moves with that
/// edge, as a view pinned to it does under UIKit's autoresizing masks or constraints. A drawer
/// against the right edge keeps its reach into the container, a sheet its height above the
/// bottom edge, instead of keeping its place in container coordinates while the edge moves away
/// (for a frame its reach would leap by the change of size).
///
/// Each axis on its own: a frame flush with the left (top) edge goes with that edge, whether or
/// not it also reaches the opposite one (a view filling the container keeps its origin; its
/// size is the re-plan's to converge); one flush with the right (bottom) edge only goes with
/// that edge; one touching neither keeps its place. Flush means within half a point (UIKit
/// rounds frames to pixels).
package struct ContainerResize: Hashable, Sendable {
  /// The container's bounds before the change.
  package let old: Rect
  /// The container's bounds after it.
  package let new: Rect

  /// A change from `old` to `new`; each is standardised (a negative size is flipped).
  package init(from old: Rect, to new: Rect) {
    self.old = old.standardized
    self.new = new.standardized
  }

  /// How far from an edge a frame's side may be and still be flush with it, in points.
  package static let flushTolerance = 0.5

  /// The translation that carries `frame` with the edges it is flush with; zero for a frame
  /// flush with none, and for any component that is not finite.
  package func translation(of frame: Rect) -> Vector {
    let frame = frame.standardized
    func carried(
      min: Double, max: Double, oldMin: Double, oldMax: Double, newMin: Double, newMax: Double
    ) -> Double {
      if abs(min - oldMin) <= Self.flushTolerance { return newMin - oldMin }
      if abs(max - oldMax) <= Self.flushTolerance { return newMax - oldMax }
      return 0
    }
    return Vector(
      dx: carried(
        min: frame.minX, max: frame.maxX, oldMin: old.minX, oldMax: old.maxX, newMin: new.minX,
        newMax: new.maxX),
      dy: carried(
        min: frame.minY, max: frame.maxY, oldMin: old.minY, oldMax: old.maxY, newMin: new.minY,
        newMax: new.maxY))
  }

  /// Whether a transition of `style` is carried across a change of the container's size: the
  /// overlays, a drawer and a sheet, whose views the style lays against the container's edges.
  /// The screens of a push, a pop or a tab switch and a zoom's flights follow their own plan,
  /// and one flush with an edge by chance (a flight from a grid's last column) must not be moved
  /// with it; an app's own style is not carried either.
  package static func carries(_ style: any TransitionStyle) -> Bool {
    style is DrawerStyle || style is SheetStyle
  }

  /// `frame` carried with the edges it is flush with (see ``translation(of:)``).
  package func carried(_ frame: Rect) -> Rect {
    let translation = translation(of: frame)
    return frame.offsetBy(dx: translation.dx, dy: translation.dy)
  }
}
