import FluidTransitions
import Foundation
import Testing

@MainActor
@Suite("Scene: headless nodes")
struct SceneNodeTests {
  @Test("Children keep drawing order for above, below, top and bottom insertion")
  func ordering() {
    let root = SceneNode(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let a = SceneNode(name: "a", frame: .zero)
    let b = SceneNode(name: "b", frame: .zero)
    let c = SceneNode(name: "c", frame: .zero)
    let d = SceneNode(name: "d", frame: .zero)
    root.addChild(a)
    root.insertChild(b, below: a)
    root.insertChild(c, above: b)
    root.insertChild(d, below: nil)
    #expect(root.children.map(\.name) == ["d", "b", "c", "a"])
    root.insertChild(d, above: a)
    #expect(root.children.map(\.name) == ["b", "c", "a", "d"], "re-inserting moves the node")
    c.removeFromParent()
    #expect(root.children.map(\.name) == ["b", "a", "d"])
    #expect(c.parent == nil && a.parent === root)
    root.insertChild(root, above: nil)
    #expect(root.parent == nil, "a node cannot contain itself")
  }

  @Test("Conversion applies frames, content offsets and transforms like UIKit")
  func conversion() {
    let root = SceneNode(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let scroll = SceneNode(name: "grid", frame: Rect(x: 0, y: 100, width: 400, height: 600))
    scroll.contentOffset = Point(x: 0, y: 250)
    let cell = SceneNode(name: "cell", frame: Rect(x: 20, y: 300, width: 110, height: 110))
    root.addChild(scroll)
    scroll.addChild(cell)
    let inRoot = cell.convert(Rect(x: 0, y: 0, width: 110, height: 110), to: root)
    #expect(inRoot == Rect(x: 20, y: 150, width: 110, height: 110))
    #expect(cell.convert(Rect(x: 0, y: 0, width: 110, height: 110), to: nil) == inRoot)
    // A scale of 2 about the cell's centre doubles its extent around the same centre.
    cell.transform = AffineTransform(scaleX: 2, y: 2)
    let scaled = cell.convert(Rect(x: 0, y: 0, width: 110, height: 110), to: root)
    #expect(
      isClose(scaled.minX, 20 - 55, absolute: 1e-9) && isClose(scaled.width, 220, absolute: 1e-9))
    // And back down into another node's space.
    let other = SceneNode(name: "other", frame: Rect(x: 50, y: 50, width: 10, height: 10))
    root.addChild(other)
    let back = root.convert(Rect(x: 60, y: 70, width: 5, height: 5), to: other)
    #expect(back == Rect(x: 10, y: 20, width: 5, height: 5))
    // Round trip through a rotated node.
    other.transform = AffineTransform(rotationAngle: 0.7)
    let there = root.convert(Rect(x: 55, y: 55, width: 0, height: 0), to: other)
    let again = other.convert(there, to: root)
    #expect(isClose(again.minX, 55, absolute: 1e-9) && isClose(again.minY, 55, absolute: 1e-9))
  }

  @Test("Setters clamp alpha (NaN 1) and corner radius (NaN 0)")
  func setters() {
    let node = SceneNode(name: "n", frame: .zero)
    node.alpha = 2
    #expect(node.alpha == 1)
    node.alpha = 0.3
    node.alpha = .nan
    #expect(node.alpha == 1)
    node.alpha = -1
    #expect(node.alpha == 0)
    node.cornerRadius = -4
    #expect(node.cornerRadius == 0)
    node.cornerRadius = 5
    node.cornerRadius = .nan
    #expect(node.cornerRadius == 0)
    node.frame = Rect(x: .nan, y: .infinity, width: 3, height: 4)
    #expect(node.frame == Rect(x: 0, y: 0, width: 3, height: 4))
    #expect(NodeState(frame: .zero, alpha: .nan, cornerRadius: -1) == NodeState(frame: .zero))
  }

  @Test("A snapshot copies the look, not the tree, and remembers its source")
  func snapshot() {
    let node = SceneNode(name: "image", frame: Rect(x: 1, y: 2, width: 3, height: 4))
    node.addChild(SceneNode(name: "child", frame: .zero))
    node.alpha = 0.5
    node.isHidden = true
    let snapshot = node.makeSnapshot() as? SceneNode
    #expect(snapshot?.frame == node.frame)
    #expect(snapshot?.alpha == 0.5)
    #expect(snapshot?.isHidden == false)
    #expect(snapshot?.children.isEmpty == true)
    #expect(snapshot?.snapshotSource === node)
  }
}
