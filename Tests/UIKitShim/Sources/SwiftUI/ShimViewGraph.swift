// Shim-only: the simulated SwiftUI host. It keeps the view trees of the hosting controllers
// whose views have loaded, evaluates them again whenever the app's state changes, and drives
// the representables inside through the life cycle Apple documents. Nothing here is Apple API.

import UIKit

/// Shim-only: the simulated SwiftUI host's update cycle.
///
/// A change of the app's state (a write through a `Binding`, or ``shimStateDidChange()`` for
/// state a test holds itself, as `@State` would) schedules an update as the switch
/// `representableUpdates` says, which evaluates every loaded hosting controller's view tree
/// anew (SwiftUI updates only the views whose inputs changed; updating more is allowed by
/// `updateUIViewController(_:context:)`'s contract, which a representable must meet for any
/// update); a new `rootView` schedules an update of its hosting controller's tree alone. A view in the same place with the same type as before is the
/// same view (updated), one of another type replaces it (the old one dismantled), and one
/// gone is dismantled. A write through a binding during an update is logged with SwiftUI's
/// runtime warning and applied as `bindingWriteDuringUpdate` says.
@MainActor
public enum ShimViewGraph {
  private final class Entry {
    weak var tree: ShimViewTree?
    init(_ tree: ShimViewTree) { self.tree = tree }
  }

  private static var entries: [Entry] = []
  private static var isScheduled = false
  private static var needsUpdate = false
  /// Trees whose root view changed, updated in the next pass even without a change of state.
  private static var dirtyTrees: [Entry] = []
  private static var heldWrites: [@MainActor () -> Void] = []
  /// Work to run once the update under way has ended.
  private static var afterUpdate: [@MainActor () -> Void] = []
  private static var pendingTransaction = Transaction()

  /// Shim-only: whether an update is under way.
  public private(set) static var shimIsUpdating = false
  /// Shim-only: how many updates have run.
  public private(set) static var shimUpdateCount = 0

  /// SwiftUI's runtime warning for a state change made while views update.
  public static let shimWriteDuringUpdateWarning =
    "Modifying state during view update, this will cause undefined behavior."

  /// Shim-only: the app's state changed (state a test holds itself, as `@State` would):
  /// schedules an update.
  public static func shimStateDidChange() {
    setNeedsUpdate()
  }

  /// Shim-only: runs `body`, whose state changes update the views with `transaction` (as
  /// `withTransaction(_:_:)` would).
  public static func shimWithTransaction(_ transaction: Transaction, _ body: () -> Void) {
    pendingTransaction = transaction
    body()
  }

  /// Shim-only: the texts `host`'s view tree shows, in order, with the opacity each is drawn
  /// at; none before `host`'s view has loaded.
  public static func shimTexts(in host: UIViewController) -> [ShimTextReading] {
    tree(of: host)?.node?.shimTexts(opacity: 1) ?? []
  }

  /// Shim-only: a tap on the first button of `host`'s view tree whose label shows `title`:
  /// performs its action, as SwiftUI does on a tap. False, doing nothing, when no button
  /// shows it.
  /// Under `representableParticipation = asSwiftUIViews`, a representable inside the button
  /// that takes part in hit testing takes the tap instead (false, the action not performed):
  /// the simulated host has no geometry, so it counts a tap as landing on every view of the
  /// button.
  @discardableResult
  public static func shimTap(_ title: String, in host: UIViewController) -> Bool {
    guard let button = tree(of: host)?.node?.shimButtonNode(titled: title),
      case .button(let action) = button.inspection
    else { return false }
    if ShimBehaviour.read.representableParticipation == .asSwiftUIViews,
      button.shimHasHitTestableRepresentable()
    {
      return false
    }
    action()
    return true
  }

  /// Shim-only: the elements VoiceOver finds in `host`'s view tree, in order: each text's
  /// string, and each representable's UIKit view's type name where the switch
  /// `representableParticipation` makes it one (`asSwiftUIViews`); nothing under
  /// `accessibilityHidden(true)`.
  public static func shimAccessibilityElements(in host: UIViewController) -> [String] {
    tree(of: host)?.node?.shimAccessibilityElements() ?? []
  }

  private static func tree(of host: UIViewController) -> ShimViewTree? {
    entries.lazy.compactMap(\.tree).first { $0.host === host }
  }

  /// A hosting controller's view loaded: its tree is evaluated first as the switch
  /// `hostingContentUpdate` says (and with every update after that).
  static func register(_ tree: ShimViewTree, root: @escaping @MainActor () -> (any View)?) {
    entries.removeAll { $0.tree == nil }
    entries.append(Entry(tree))
    tree.root = root
    switch ShimBehaviour.read.hostingContentUpdate {
    case .whenTheViewLoads:
      tree.isLive = true
      tree.update(transaction: pendingTransaction)
    case .whenTheViewIsLaidOut:
      break
    case .atTheNextUpdate:
      tree.isLive = true
      setNeedsUpdate(tree)
    case .atTheNextFrameBeforeItsDisplayLinks where !shimIsUpdating,
      .atTheNextFrameAfterItsDisplayLinks where !shimIsUpdating:
      // A hosting controller loaded outside SwiftUI's update (an app's window root) is
      // evaluated in the update its load schedules.
      tree.isLive = true
      setNeedsUpdate(tree)
    case .atTheNextFrameBeforeItsDisplayLinks:
      tree.isAwaitingTheNextFrame = true
      ShimRunLoop.afterNextFrame { [weak tree] in tree.map(updateAtTheFrame) }
    case .atTheNextFrameAfterItsDisplayLinks:
      tree.isAwaitingTheNextFrame = true
      // The frame's deferred work runs after its display links.
      ShimRunLoop.afterNextFrame {
        ShimRunLoop.enqueue { [weak tree] in tree.map(updateAtTheFrame) }
      }
    }
  }

  /// The frame `tree` waited for: its first evaluation, in an update of its own unless one is
  /// under way.
  private static func updateAtTheFrame(_ tree: ShimViewTree) {
    tree.isAwaitingTheNextFrame = false
    guard !tree.isLive else { return }
    tree.isLive = true
    guard !shimIsUpdating else { return tree.update(transaction: pendingTransaction) }
    dirtyTrees.append(Entry(tree))
    runUpdates()
  }

  /// `tree`'s hosting view is laid out: a tree not evaluated yet is evaluated now, within an
  /// update of its own unless one is under way.
  static func hostingViewWillLayOut(_ tree: ShimViewTree) {
    guard !tree.isLive, !tree.isAwaitingTheNextFrame else { return }
    tree.isLive = true
    guard !shimIsUpdating else { return tree.update(transaction: pendingTransaction) }
    dirtyTrees.append(Entry(tree))
    runUpdates()
  }

  /// A write through a binding: applied now, or held until the update under way ends.
  static func stateWillChange(_ write: @escaping @MainActor () -> Void) {
    guard shimIsUpdating else {
      write()
      return setNeedsUpdate()
    }
    ShimConsole.log(shimWriteDuringUpdateWarning)
    switch ShimBehaviour.read.bindingWriteDuringUpdate {
    case .appliedAtOnce:
      write()
      needsUpdate = true
    case .appliedAfterTheUpdate:
      heldWrites.append(write)
    }
  }

  /// Runs `work` once the update under way has ended (at once when none is).
  static func runAfterTheUpdate(_ work: @escaping @MainActor () -> Void) {
    guard shimIsUpdating else { return work() }
    afterUpdate.append(work)
  }

  /// `tree`'s root view changed: that tree is updated.
  static func setNeedsUpdate(_ tree: ShimViewTree) {
    dirtyTrees.append(Entry(tree))
    schedule()
  }

  static func setNeedsUpdate() {
    needsUpdate = true
    schedule()
  }

  private static func schedule() {
    guard !shimIsUpdating else { return }
    switch ShimBehaviour.read.representableUpdates {
    case .atTheEndOfTheRunLoopTurn:
      guard !isScheduled else { return }
      isScheduled = true
      ShimRunLoop.enqueue {
        isScheduled = false
        runUpdates()
      }
    case .beforeTheWriteReturns:
      runUpdates()
    }
  }

  /// Updates every tree until no change is left (SwiftUI's update is one pass; a change made
  /// during it is another update).
  private static func runUpdates() {
    guard !shimIsUpdating else { return }
    var passes = 0
    while needsUpdate || !heldWrites.isEmpty || !dirtyTrees.isEmpty {
      passes += 1
      guard passes <= 16 else {
        ShimConsole.log("SwiftUI shim: the views' updates do not settle")
        needsUpdate = false
        heldWrites = []
        dirtyTrees = []
        break
      }
      let all = needsUpdate
      let trees = all ? entries.compactMap(\.tree) : dirtyTrees.compactMap(\.tree)
      needsUpdate = false
      dirtyTrees = []
      shimIsUpdating = true
      shimUpdateCount += 1
      let transaction = pendingTransaction
      entries.removeAll { $0.tree == nil }
      var updated = Set<ObjectIdentifier>()
      for tree in trees where updated.insert(ObjectIdentifier(tree)).inserted {
        tree.update(transaction: transaction)
      }
      shimIsUpdating = false
      let work = afterUpdate
      afterUpdate = []
      for item in work { item() }
      let writes = heldWrites
      heldWrites = []
      for write in writes {
        write()
        needsUpdate = true
      }
    }
    pendingTransaction = Transaction()
  }
}

/// Shim-only: where a view's UIKit views go: the hosting controller's view, or the UIKit view
/// of a container around it (a `ScrollView`'s scroll view).
@MainActor
struct ShimPlace {
  let view: UIView
}

/// Shim-only: a hosting controller's view tree.
@MainActor
final class ShimViewTree {
  private(set) weak var host: UIViewController?
  var root: @MainActor () -> (any View)? = { nil }
  private(set) var node: ShimViewNode?
  /// Whether SwiftUI evaluates the tree (`hostingContentUpdate`): until then updates pass it by.
  var isLive = false
  /// Whether SwiftUI first evaluates the tree at the next frame (`hostingContentUpdate`).
  var isAwaitingTheNextFrame = false

  init(host: UIViewController) {
    self.host = host
  }

  func update(transaction: Transaction) {
    guard isLive, let host, let view = root() else { return }
    node = ShimViewNode.render(
      view, over: node, in: ShimPlace(view: host.view), transaction: transaction)
  }
}

/// Shim-only: one view of a tree, identified by its place and its type.
@MainActor
final class ShimViewNode {
  private let type: ObjectIdentifier
  private var children: [ShimViewNode] = []
  /// The identifiers of the children, when the view identifies them (`ForEach`).
  private var childIDs: [AnyHashable] = []
  /// The UIKit scroll view behind a `ScrollView`, once made.
  private(set) var scrollView: UIScrollView?
  private var representable: (any ShimRepresentableHolding)?
  /// The preferences the view produces, as of its last update.
  private(set) var preferences = ShimPreferences()
  /// The last value a preference modifier saw (`onPreferenceChange(_:perform:)`).
  private var preferenceSeen: Any?
  /// The storage of the view's `State` properties, in declaration order, as its first value
  /// made it.
  private var states: [ShimStateBox] = []
  /// What a test can read of, or do with, the view (a text, a button, an opacity).
  private(set) var inspection: ShimInspection?

  private init(type: ObjectIdentifier) {
    self.type = type
  }

  static func render(
    _ view: any View, over old: ShimViewNode?, in host: ShimPlace,
    transaction: Transaction
  ) -> ShimViewNode {
    renderOpened(view, over: old, in: host, transaction: transaction)
  }

  /// Decides by the view's static type, never by casting the value: a cast unwraps an
  /// `Optional` view and would take `if`'s content for the content itself.
  private static func renderOpened<V: View>(
    _ view: V, over old: ShimViewNode?, in host: ShimPlace, transaction: Transaction
  ) -> ShimViewNode {
    let type = ObjectIdentifier(V.self)
    var node = old
    if let old, old.type != type {
      old.dismantle()
      node = nil
    }
    let current = node ?? ShimViewNode(type: type)
    if let representable = V.self as? any UIViewControllerRepresentable.Type {
      current.render(representable, view, in: host, transaction: transaction)
    } else if let representable = V.self as? any UIViewRepresentable.Type {
      current.renderView(representable, view, in: host, transaction: transaction)
    } else if let scrolling = V.self as? any ShimScrollViewHosting.Type,
      let primitive = V.self as? any ShimPrimitiveView.Type
    {
      current.renderScrollView(
        children(primitive, view), backedBy: scrolling, in: host, transaction: transaction)
    } else if let primitive = V.self as? any ShimPrimitiveView.Type {
      current.render(
        children: children(primitive, view), ids: childIDs(view), in: host,
        transaction: transaction)
    } else {
      current.keepStates(of: view)
      current.render(children: [view.body], in: host, transaction: transaction)
    }
    if let transforming = V.self as? any ShimPreferenceTransforming.Type {
      transform(transforming, view, node: current)
    }
    if V.self is any ShimInspectable.Type {
      current.inspection = (view as! any ShimInspectable).shimInspection
    }
    return current
  }

  /// The texts this view and those inside show, in order, drawn at `opacity` times the
  /// opacities on the way down.
  func shimTexts(opacity: Double) -> [ShimTextReading] {
    var opacity = opacity
    var texts: [ShimTextReading] = []
    switch inspection {
    case .text(let string): texts.append(ShimTextReading(string: string, opacity: opacity))
    case .opacity(let factor): opacity *= factor
    case .button, .hitTesting, .accessibilityHidden, nil: break
    }
    return texts + children.flatMap { $0.shimTexts(opacity: opacity) }
  }

  /// The first button, this view or one inside, whose label shows `title`.
  func shimButtonNode(titled title: String) -> ShimViewNode? {
    if case .button = inspection, shimTexts(opacity: 1).contains(where: { $0.string == title }) {
      return self
    }
    return children.lazy.compactMap { $0.shimButtonNode(titled: title) }.first
  }

  /// Whether a representable takes part in hit testing here or inside (none under
  /// `allowsHitTesting(false)`).
  func shimHasHitTestableRepresentable() -> Bool {
    if case .hitTesting(false) = inspection { return false }
    return representable != nil || children.contains { $0.shimHasHitTestableRepresentable() }
  }

  /// The accessibility elements here and inside, in order.
  func shimAccessibilityElements() -> [String] {
    var elements: [String] = []
    switch inspection {
    case .accessibilityHidden(true): return []
    case .text(let string): elements.append(string)
    default: break
    }
    if let representable, ShimBehaviour.read.representableParticipation == .asSwiftUIViews {
      elements.append(String(describing: Swift.type(of: representable.shimView)))
    }
    return elements + children.flatMap { $0.shimAccessibilityElements() }
  }

  private static func transform<T: ShimPreferenceTransforming, V: View>(
    _: T.Type, _ view: V, node: ShimViewNode
  ) {
    (view as! T).shimTransform(&node.preferences, lastSeen: &node.preferenceSeen)
  }

  private static func children<P: ShimPrimitiveView, V: View>(_: P.Type, _ view: V) -> [any View] {
    (view as! P).shimChildren
  }

  /// The identifiers of `view`'s children when it identifies them (`ForEach`), nil otherwise.
  private static func childIDs<V: View>(_ view: V) -> [AnyHashable]? {
    guard let identified = V.self as? any ShimIdentifiedChildren.Type else { return nil }
    return ids(identified, view)
  }

  private static func ids<I: ShimIdentifiedChildren, V: View>(_: I.Type, _ view: V)
    -> [AnyHashable]
  {
    (view as! I).shimChildIDs
  }

  private func render<R: UIViewControllerRepresentable, V: View>(
    _: R.Type, _ view: V, in host: ShimPlace, transaction: Transaction
  ) {
    render(view as! R, in: host, transaction: transaction)
  }

  private func render<R: UIViewControllerRepresentable>(
    _ view: R, in host: ShimPlace, transaction: Transaction
  ) {
    if let holder = representable as? ShimRepresentableHolder<R> {
      holder.update(view, transaction: transaction)
    } else {
      representable = ShimRepresentableHolder(view, in: host, transaction: transaction)
    }
  }

  private func renderView<R: UIViewRepresentable, V: View>(
    _: R.Type, _ view: V, in host: ShimPlace, transaction: Transaction
  ) {
    renderView(view as! R, in: host, transaction: transaction)
  }

  private func renderView<R: UIViewRepresentable>(
    _ view: R, in host: ShimPlace, transaction: Transaction
  ) {
    if let holder = representable as? ShimViewRepresentableHolder<R> {
      holder.update(view, transaction: transaction)
    } else {
      representable = ShimViewRepresentableHolder(view, in: host, transaction: transaction)
    }
  }

  /// A `ScrollView` or a `List`: its content inside the UIKit scroll view that backs it (as
  /// the switches `swiftUIScrollViewBacking` and `swiftUIListBacking` say), made once, filling
  /// the place it is in.
  private func renderScrollView(
    _ views: [any View], backedBy scrolling: any ShimScrollViewHosting.Type, in place: ShimPlace,
    transaction: Transaction
  ) {
    guard let scrollView = self.scrollView ?? scrolling.shimScrollView(frame: place.view.bounds)
    else {
      return render(children: views, in: place, transaction: transaction)
    }
    if scrollView.superview == nil {
      self.scrollView = scrollView
      place.view.addSubview(scrollView)
    }
    render(children: views, in: ShimPlace(view: scrollView), transaction: transaction)
  }

  /// Links `view`'s states to the storage this view's first value made.
  private func keepStates<V: View>(of view: V) {
    let boxes = Mirror(reflecting: view).children.compactMap {
      ($0.value as? any ShimStateHolding)?.shimStateBox
    }
    guard boxes.count == states.count else {
      states = boxes
      return
    }
    for (box, kept) in zip(boxes, states) where box !== kept { box.kept = kept }
  }

  /// Renders `views` over the children, matched by place, or by identifier when `ids` gives
  /// them (the first of a repeated identifier takes the old view).
  private func render(
    children views: [any View], ids: [AnyHashable]? = nil, in host: ShimPlace,
    transaction: Transaction
  ) {
    var old: [ShimViewNode?] = views.indices.map { $0 < children.count ? children[$0] : nil }
    if let ids {
      var byID: [AnyHashable: ShimViewNode] = [:]
      for (id, child) in zip(childIDs, children) where byID[id] == nil { byID[id] = child }
      old = ids.map { byID.removeValue(forKey: $0) }
    }
    var rendered: [ShimViewNode] = []
    for (view, previous) in zip(views, old) {
      rendered.append(Self.render(view, over: previous, in: host, transaction: transaction))
    }
    let kept = Set(rendered.map(ObjectIdentifier.init))
    for gone in children where !kept.contains(ObjectIdentifier(gone)) { gone.dismantle() }
    children = rendered
    childIDs = ids ?? []
    var combined = ShimPreferences()
    for child in rendered { combined.combine(child.preferences) }
    preferences = combined
  }

  /// The view leaves the tree: its representables are dismantled, innermost last.
  func dismantle() {
    representable?.dismantle()
    representable = nil
    for child in children { child.dismantle() }
    children = []
    scrollView?.removeFromSuperview()
    scrollView = nil
  }
}

@MainActor
protocol ShimRepresentableHolding: AnyObject {
  /// The UIKit view the representable shows.
  var shimView: UIView { get }
  func dismantle()
}

/// Shim-only: a representable's view controller and coordinator, made once.
@MainActor
final class ShimRepresentableHolder<Representable: UIViewControllerRepresentable>:
  ShimRepresentableHolding
{
  private var representable: Representable
  private let coordinator: Representable.Coordinator
  private let viewController: Representable.UIViewControllerType

  init(_ representable: Representable, in host: ShimPlace, transaction: Transaction) {
    self.representable = representable
    coordinator = representable.makeCoordinator()
    viewController = representable.makeUIViewController(
      context: UIViewControllerRepresentableContext(
        coordinator: coordinator, transaction: transaction))
    host.view.addSubview(viewController.view)
    viewController.view.frame = host.view.bounds
  }

  var shimView: UIView { viewController.view }

  func update(_ representable: Representable, transaction: Transaction) {
    self.representable = representable
    representable.updateUIViewController(
      viewController,
      context: UIViewControllerRepresentableContext(
        coordinator: coordinator, transaction: transaction))
  }

  func dismantle() {
    Representable.dismantleUIViewController(viewController, coordinator: coordinator)
    viewController.view.removeFromSuperview()
  }
}

/// Shim-only: a view representable's view and coordinator, made once. The view goes into the
/// hosting controller's view, where SwiftUI shows it; nothing lays it out.
@MainActor
final class ShimViewRepresentableHolder<Representable: UIViewRepresentable>:
  ShimRepresentableHolding
{
  private var representable: Representable
  private let coordinator: Representable.Coordinator
  private let view: Representable.UIViewType

  init(_ representable: Representable, in host: ShimPlace, transaction: Transaction) {
    self.representable = representable
    coordinator = representable.makeCoordinator()
    view = representable.makeUIView(
      context: UIViewRepresentableContext(coordinator: coordinator, transaction: transaction))
    host.view.addSubview(view)
  }

  var shimView: UIView { view }

  func update(_ representable: Representable, transaction: Transaction) {
    self.representable = representable
    representable.updateUIView(
      view,
      context: UIViewRepresentableContext(coordinator: coordinator, transaction: transaction))
  }

  func dismantle() {
    Representable.dismantleUIView(view, coordinator: coordinator)
    view.removeFromSuperview()
  }
}
