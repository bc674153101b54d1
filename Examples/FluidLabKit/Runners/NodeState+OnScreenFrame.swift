import FluidTransitions

extension NodeState {
  /// Where a node in this state is on screen, in its parent's coordinates: its frame with its
  /// transform applied about the frame's centre (UIKit's rule), as the bounding box.
  var onScreenFrame: Rect {
    let frame = self.frame
    let t = transform
    let centre = frame.center
    let corners = [
      (frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.minX, frame.maxY),
      (frame.maxX, frame.maxY),
    ].map { x, y in
      let dx = x - centre.x
      let dy = y - centre.y
      return (t.a * dx + t.c * dy + centre.x + t.tx, t.b * dx + t.d * dy + centre.y + t.ty)
    }
    let xs = corners.map(\.0)
    let ys = corners.map(\.1)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(
      x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
