#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The zoom sources SwiftUI views name with `fluidTransitionSource(id:in:)`, by namespace and
  /// identifier, held weakly: a source leaves it when its view leaves the view tree.
  /// ``TransitionSourceTable`` decides which view a key names (the latest registration whose
  /// view is in a window with a frame on screen, inside what its nearest scroll view shows).
  @MainActor
  package final class FluidTransitionSources {
    /// The sources of every SwiftUI view: a namespace is unique across the app.
    package static let shared = FluidTransitionSources()

    private final class WeakView {
      weak var view: FluidTransitionSourceView?
      init(_ view: FluidTransitionSourceView) { self.view = view }
    }

    private var table = TransitionSourceTable<FluidTransitionSourceKey, ObjectIdentifier>()
    private var views: [ObjectIdentifier: WeakView] = [:]

    /// The number of sources registered whose views are alive.
    package var count: Int { views.values.filter { $0.view != nil }.count }

    /// Registers `view` under its key (again after its key changed).
    func register(_ view: FluidTransitionSourceView) {
      removeFreedViews()
      let token = ObjectIdentifier(view)
      views[token] = WeakView(view)
      table.register(token, under: view.key)
    }

    /// Removes `view`, whose SwiftUI view has left the view tree.
    func remove(_ view: FluidTransitionSourceView) {
      let token = ObjectIdentifier(view)
      table.remove(token)
      views[token] = nil
    }

    /// The view the zoom flies from for `key` now, or nil when no registered view is in a
    /// window with a frame on screen.
    package func view(for key: FluidTransitionSourceKey) -> UIView? {
      guard let token = table.source(for: key, where: { isUsable(views[$0]?.view) }) else {
        return nil
      }
      return views[token]?.view
    }

    /// Forgets the views freed without leaving the view tree first (a hosting controller let
    /// go with its views), before a new view can take a freed one's identifier.
    private func removeFreedViews() {
      for (token, entry) in views where entry.view == nil {
        table.remove(token)
        views[token] = nil
      }
    }

    /// Whether `view` is in a window, on screen, and inside what its nearest scroll view shows
    /// (a SwiftUI `ScrollView` or `List` in a card clips its content to its bounds).
    private func isUsable(_ view: UIView?) -> Bool {
      guard let view, let window = view.window else { return false }
      let frame = view.convert(view.bounds, to: window)
      let scrollView = sequence(first: view.superview, next: { $0?.superview })
        .lazy.compactMap { $0 as? UIScrollView }.first
      let clip = scrollView.map { Rect($0.convert($0.bounds, to: window)) }
      return TransitionSourceTable<FluidTransitionSourceKey, ObjectIdentifier>.isOnScreen(
        x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
        height: Double(frame.size.height), within: Rect(window.bounds), clippedTo: clip)
    }
  }
#endif
