import FluidTransitions
import Testing

/// Bad input for `NodeState` and for every `SceneNode` initialiser, setter and method: alpha is
/// clamped with NaN becoming 1, corner radii are clamped to [0, greatestFiniteMagnitude] with
/// NaN becoming 0, geometry goes through the sanitising geometry types, and tree operations with
/// odd arguments change nothing.
@MainActor
@Suite("Bad input: scene nodes and node states")
struct SceneBadInputTests {
  @Test("NodeState(…): alpha clamped (NaN 1), corner radius ≥ 0 and finite (NaN 0)")
  func nodeStateInitialiser() {
    #expect(NodeState(frame: .zero, alpha: .infinity).alpha == 1)
    #expect(NodeState(frame: .zero, alpha: -.infinity).alpha == 0)
    #expect(NodeState(frame: .zero, alpha: -0.5).alpha == 0)
    #expect(NodeState(frame: .zero, alpha: 7).alpha == 1)
    #expect(NodeState(frame: .zero, alpha: .nan).alpha == 1)
    #expect(
      NodeState(frame: .zero, cornerRadius: .infinity).cornerRadius == .greatestFiniteMagnitude)
    #expect(NodeState(frame: .zero, cornerRadius: -.infinity).cornerRadius == 0)
    #expect(NodeState(frame: .zero, cornerRadius: .nan).cornerRadius == 0)
    let state = NodeState(
      frame: Rect(x: .nan, y: 1, width: .infinity, height: -2),
      transform: AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(state.frame == Rect(x: 0, y: 1, width: 0, height: -2))
    #expect(state.transform == .identity)
  }

  @Test("SceneNode(name:frame:color:alpha:) clamps alpha as NodeState does")
  func sceneNodeInitialiser() {
    #expect(SceneNode(name: "", frame: .zero, alpha: .nan).alpha == 1)
    #expect(SceneNode(name: "", frame: .zero, alpha: -.infinity).alpha == 0)
    let node = SceneNode(
      name: "n", frame: Rect(x: .infinity, y: 0, width: 1, height: 1),
      color: RGBAColor(red: .nan, green: 2, blue: 0, alpha: .nan))
    #expect(node.frame == Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(node.color == RGBAColor(red: 0, green: 2, blue: 0, alpha: 0))
  }

  @Test("SceneNode setters: alpha clamps (NaN 1), radius clamps to the finite range (NaN 0)")
  func sceneNodeSetters() {
    let node = SceneNode(name: "n", frame: .zero)
    node.alpha = 0.4
    node.alpha = .infinity
    #expect(node.alpha == 1)
    node.alpha = -.infinity
    #expect(node.alpha == 0)
    node.alpha = .nan
    #expect(node.alpha == 1, "as SceneNode(…, alpha: .nan) stores it, not the previous 0")
    node.cornerRadius = 12
    node.cornerRadius = .nan
    #expect(node.cornerRadius == 0, "as NodeState(…, cornerRadius: .nan) stores it")
    node.cornerRadius = -.infinity
    #expect(node.cornerRadius == 0)
    node.cornerRadius = .infinity
    #expect(node.cornerRadius == .greatestFiniteMagnitude)
    node.transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0)
    #expect(node.transform == .identity)
    node.contentOffset = Point(x: .nan, y: -.infinity)
    #expect(node.contentOffset == .zero)
    node.frame = Rect(x: 1, y: 2, width: -3, height: 0)
    #expect(node.presentedState.frame == Rect(x: 1, y: 2, width: -3, height: 0))
  }

  @Test("convert(_:to:) stays finite through singular, huge and NaN-sanitised geometry")
  func conversionStaysFinite() {
    let root = SceneNode(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let flat = SceneNode(name: "flat", frame: Rect(x: 10, y: 10, width: 50, height: 50))
    let huge = SceneNode(name: "huge", frame: Rect(x: 1e300, y: -1e300, width: 1e300, height: 1))
    root.addChild(flat)
    root.addChild(huge)
    flat.transform = AffineTransform(scaleX: 0, y: 0)
    huge.transform = AffineTransform(scaleX: 1e300, y: 1e300)
    let rects = [
      Rect(x: .nan, y: 5, width: .infinity, height: 5),
      Rect(x: 1e308, y: 1e308, width: 1e308, height: 1),
      Rect(x: -3, y: -3, width: -6, height: 0),
    ]
    for rect in rects {
      let pairs: [(SceneNode, SceneNode?)] = [
        (flat, root), (root, flat), (huge, flat), (flat, huge), (huge, nil),
      ]
      for (node, target) in pairs {
        let converted = node.convert(rect, to: target)
        #expect(
          [converted.origin.x, converted.origin.y, converted.width, converted.height].allSatisfy {
            $0.isFinite
          }, "\(node.name) → \(target?.name ?? "root")")
      }
    }
    // No target means the root's coordinates, the same as converting to the root itself.
    #expect(flat.convert(.zero, to: nil) == flat.convert(.zero, to: root))
  }

  @Test("Tree operations with foreign, self, missing or unrelated nodes change nothing")
  func treeOperationsWithOddArguments() {
    let root = SceneNode(name: "root", frame: .zero)
    let child = SceneNode(name: "child", frame: .zero)
    let stranger = SceneNode(name: "stranger", frame: .zero)
    root.insertChild(child, above: stranger)
    #expect(root.children.map(\.name) == ["child"], "an unrelated sibling means on top")
    root.insertChild(stranger, below: SceneNode(name: "ghost", frame: .zero))
    #expect(root.children.map(\.name) == ["stranger", "child"], "…or at the back")
    child.insertChild(child, below: nil)
    child.addChild(child)
    #expect(child.children.isEmpty && child.parent === root)
    stranger.removeFromParent()
    stranger.removeFromParent()
    #expect(stranger.parent == nil && root.children.map(\.name) == ["child"])
    let snapshot = stranger.makeSnapshot()
    #expect(snapshot?.parentNode == nil)
    let plain = root.makeNode(filledWith: RGBAColor(red: .nan, green: 0, blue: 0, alpha: .infinity))
    #expect((plain as? SceneNode)?.color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(plain.frame == .zero && plain.parentNode == nil)
  }
}
