#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// Keeps a ``FluidNavigationStack``'s path and its navigation controller's stack in step
  /// (``NavigationPathSync`` decides; ``NavigationStackState`` runs the stack): the path goes to
  /// the interruptible stack as a new list of pages, and the stack, once at rest somewhere
  /// else, comes back as a path.
  @MainActor
  final class FluidNavigationCoordinator<Element: Hashable, Root: View, Destination: View> {
    private struct Page {
      let element: Element
      let controller: UIHostingController<FluidPageRoot<Destination>>
    }

    private var path: Binding<[Element]>
    private var destination: (Element) -> Destination
    private weak var navigationController: UINavigationController?
    private var rootController: UIHostingController<Root>?
    /// The pages of the last path, bottom to top, then those a transition may still show.
    private var pages: [Page] = []
    /// Whether SwiftUI is updating the container: the path is not written then.
    private var isUpdating = false
    /// The path the last update applied. SwiftUI updates the container for any change of the
    /// app's state (a `FluidTransitionReader` changes it every frame of a transition); an
    /// update that carries the same path while a transition UIKit started runs (the back
    /// button's pop) must not undo it: the path is written back once it is at rest.
    private var appliedPath: [Element] = []
    /// The styles (and zoom sources) pages' contents ask for (`fluidTransition(_:)`), by page.
    private var styles: [ObjectIdentifier: FluidDestinationStyle] = [:]
    /// The pages whose content SwiftUI has not reported as made yet: their style may still come.
    private var unreportedPages: Set<ObjectIdentifier> = []
    /// An animated request held until the page it pushes has reported its content (so that the
    /// push uses the style the page asks for): sent on the main queue's next turn after the
    /// report, outside SwiftUI's update (a report arrives in a preference action, during
    /// SwiftUI's update, where a push would lay out the navigation controller and could write
    /// the path), or after ``heldRequestTimeout`` frames of the stack's clock if a report never
    /// comes.
    private var heldRequest: (stack: [UIViewController], animated: Bool)?
    private var heldRequestCountdown: FrameCountdown?
    /// How many frames a request waits at most for its page's report. SwiftUI's next update
    /// and the display link's callback both come at the next vsync, in an order Apple does not
    /// give: a report made in that update goes on the main queue's next turn, and the timeout
    /// leaves it that frame and more.
    private let heldRequestTimeout = 3

    init(path: Binding<[Element]>, destination: @escaping (Element) -> Destination) {
      self.path = path
      self.destination = destination
    }

    func makeNavigationController(
      root: Root, style: any TransitionStyle, interaction: Interaction?,
      options: FluidTransition.Options
    ) -> UINavigationController {
      let rootController = UIHostingController(rootView: root)
      self.rootController = rootController
      let navigationController = UINavigationController(rootViewController: rootController)
      self.navigationController = navigationController
      let delegate = navigationController.fluid.enable(
        style, interaction: interaction, options: options)
      delegate.stack?.stateDidChange = { [weak self] in self?.stackDidChange() }
      delegate.styleProvider = { [weak self] operation, from, to in
        self?.style(for: operation, from: from, to: to)
      }
      delegate.elementsProvider = { [weak self] operation, from, to in
        self?.elements(for: operation, from: from, to: to)
      }
      // The first path is shown as it is, without a transition, as a restored path would be.
      appliedPath = path.wrappedValue
      pages = path.wrappedValue.map(makePage)
      if !pages.isEmpty {
        navigationController.setViewControllers(
          [rootController] + pages.map(\.controller), animated: false)
      }
      return navigationController
    }

    /// SwiftUI's update: the latest binding and content, and the path applied (without
    /// animation when `animated` is false and nothing is on screen).
    func update(
      path: Binding<[Element]>, root: Root, destination: @escaping (Element) -> Destination,
      animated: Bool
    ) {
      self.path = path
      self.destination = destination
      rootController?.rootView = root
      isUpdating = true
      apply(path.wrappedValue, animated: animated)
      isUpdating = false
    }

    /// Asks the interruptible stack for the pages of `path` (existing pages follow their
    /// elements), unless it is heading there already, as `setViewControllers` would.
    private func apply(_ path: [Element], animated: Bool) {
      guard let navigationController, let rootController else { return }
      let matches = NavigationPathSync.pages(for: path, among: pages.map(\.element))
      var kept = Set<Int>()
      var shown: [Page] = []
      var isTopNew = false
      for (element, match) in zip(path, matches) {
        if let match {
          kept.insert(match)
          pages[match].controller.rootView = pageRoot(element, of: pages[match].controller)
          shown.append(pages[match])
          isTopNew = false
        } else {
          shown.append(makePage(element))
          isTopNew = true
        }
      }
      if animated, isTopNew, let top = shown.last { layOutOffWindow(top.controller) }
      let others = pages.indices.filter { !kept.contains($0) }.map { pages[$0] }
      pages = shown + others
      let stack: [UIViewController] = [rootController] + shown.map(\.controller)
      let isPathChange = path != appliedPath
      appliedPath = path
      let state = navigationController.fluid.delegate?.stack?.state
      if stack.map(ObjectIdentifier.init) != state?.intendedStack {
        if isPathChange || state?.transition == nil { request(stack, animated: animated) }
      } else {
        cancelHeldRequest()
      }
      releaseUnusedPages()
    }

    /// Asks the interruptible stack for `stack`, or, while the page an animated request pushes
    /// has not reported its content (SwiftUI may deliver preference changes after the update
    /// that made them), holds the request until it has, for ``heldRequestTimeout`` frames at
    /// most.
    ///
    /// A request that replaces a held one with another page on top gives that page a countdown
    /// of its own (the frames the replaced page waited are no part of the new page's); the
    /// same top asked for again (SwiftUI updates the container for any change of the app's
    /// state) keeps the countdown, so that updates every frame cannot hold a push for ever.
    private func request(_ stack: [UIViewController], animated: Bool) {
      guard animated, waitsForReport(stack) else {
        cancelHeldRequest()
        navigationController?.fluid.delegate?.stack?.request(.setStack(stack), animated: animated)
        return
      }
      let heldTop = heldRequest?.stack.last
      heldRequest = (stack, animated)
      if heldTop !== stack.last {
        heldRequestCountdown?.cancel()
        heldRequestCountdown = nil
      }
      guard heldRequestCountdown == nil else { return }
      let clock = navigationController?.fluid.delegate?.clock ?? DisplayLinkClock()
      heldRequestCountdown = FrameCountdown(frames: heldRequestTimeout, on: clock) {
        [weak self] in
        self?.releaseHeldRequest()
      }
    }

    /// Sends the held request once its page has reported.
    private func releaseReportedRequest() {
      guard let held = heldRequest, !waitsForReport(held.stack) else { return }
      releaseHeldRequest()
    }

    /// Sends the held request (reported, or out of time: its page has had its chance).
    private func releaseHeldRequest() {
      guard let held = heldRequest else { return }
      cancelHeldRequest()
      navigationController?.fluid.delegate?.stack?.request(
        .setStack(held.stack), animated: held.animated)
    }

    /// Whether the top of `stack`, the page a push to it shows and takes its style from, has
    /// not reported its content yet. Lower pages are not waited for: their push style is never
    /// used, they are not laid out until UIKit shows them, and their pop style has been
    /// reported by the time they are on top. Nor is a top already in the navigation stack: the
    /// request pops to it, with the style of the page it takes away (a page below the top of
    /// a path set without animation may never have been laid out, so never reports).
    private func waitsForReport(_ stack: [UIViewController]) -> Bool {
      guard let top = stack.last,
        navigationController?.viewControllers.contains(where: { $0 === top }) != true
      else { return false }
      return unreportedPages.contains(ObjectIdentifier(top))
    }

    private func cancelHeldRequest() {
      heldRequest = nil
      heldRequestCountdown?.cancel()
      heldRequestCountdown = nil
    }

    /// A page for `element`, its view loaded (reading UIKit's `view` loads it; SwiftUI may make
    /// its content as it loads).
    private func makePage(_ element: Element) -> Page {
      let controller = UIHostingController(
        rootView: FluidPageRoot(
          content: destination(element), styleDidChange: { _ in }, contentWasMade: {}))
      unreportedPages.insert(ObjectIdentifier(controller))
      controller.rootView = pageRoot(element, of: controller)
      _ = controller.view
      return Page(element: element, controller: controller)
    }

    /// Lays out the page an animated push is about to show, off the window at the size it will
    /// have: SwiftUI may render a hosting view, and deliver its preferences, only once it is
    /// laid out, and the push's style must be known before UIKit asks for its transition.
    ///
    /// Only that page: a layout evaluates the page's content (and may run its `onAppear` early,
    /// Apple documents nothing here), which pages of a restored path or of a non-animated
    /// request need not pay for (their push style is never used, and their pop style has been
    /// reported by the time they are on top).
    private func layOutOffWindow(_ controller: UIViewController) {
      let view = controller.view
      if let bounds = navigationController?.view.bounds { view?.frame = bounds }
      view?.layoutIfNeeded()
    }

    private func pageRoot(
      _ element: Element, of controller: UIHostingController<FluidPageRoot<Destination>>
    ) -> FluidPageRoot<Destination> {
      FluidPageRoot(
        content: destination(element),
        styleDidChange: { [weak self, weak controller] style in
          guard let self, let controller else { return }
          self.styles[ObjectIdentifier(controller)] = style
        },
        contentWasMade: { [weak self, weak controller] in
          guard let self, let controller else { return }
          // A preference action runs during SwiftUI's update, where a held push must not
          // start: it goes on the main queue's next turn, once the update has returned.
          self.unreportedPages.remove(ObjectIdentifier(controller))
          guard self.heldRequest != nil else { return }
          MainQueueWork.runOnNextTurn { [weak self] in self?.releaseReportedRequest() }
        })
    }

    /// A push's or pop's style: the one its page's content asks for (the page pushed, or the
    /// page popped), or nil for the stack's.
    private func style(
      for operation: TransitionOperation, from: UIViewController, to: UIViewController
    ) -> (any TransitionStyle)? {
      styles[ObjectIdentifier(operation == .pop ? from : to)]?.style
    }

    /// A push's or pop's zoom source, when its page's content names one: looked up by key each
    /// time the transition asks (see ``FluidTransitionSources``); the destination is the page.
    private func elements(
      for operation: TransitionOperation, from: UIViewController, to: UIViewController
    ) -> ZoomElements? {
      guard let key = styles[ObjectIdentifier(operation == .pop ? from : to)]?.source else {
        return nil
      }
      return ZoomElements(
        source: { FluidTransitionSources.shared.view(for: key) }, destination: { nil })
    }

    /// The interruptible stack took a step: once at rest somewhere the path does not say (a
    /// person popped), the path is written back.
    ///
    /// A step taken while a request is held is not written: the held request is the path as
    /// the app last set it, asked for before that step came to rest, and every way a hold ends
    /// heads the stack to the path (the request sent once its page reports or its time is up,
    /// which reverses a pop as ``NavigationStackState`` does for a push asked for mid-pop; a
    /// newer path asked for at once; or the stack already heading to the path), so nothing is
    /// left to write back.
    private func stackDidChange() {
      guard !isUpdating, heldRequest == nil, let rootController,
        let state = navigationController?.fluid.delegate?.stack?.state
      else { return }
      var elements: [ObjectIdentifier: Element] = [:]
      for page in pages { elements[ObjectIdentifier(page.controller)] = page.element }
      releaseUnusedPages()
      if let settled = NavigationPathSync.pathToWriteBack(
        state: state, root: ObjectIdentifier(rootController), elements: elements,
        path: path.wrappedValue)
      {
        path.wrappedValue = settled
      }
    }

    /// Lets go of the pages no longer in the path once no transition can show them.
    private func releaseUnusedPages() {
      guard let navigationController,
        let state = navigationController.fluid.delegate?.stack?.state, state.transition == nil
      else { return }
      let onScreen = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
      let inPath = path.wrappedValue.count
      pages = pages.enumerated().filter { index, page in
        index < inPath || onScreen.contains(ObjectIdentifier(page.controller))
      }.map(\.element)
      let kept = Set(pages.map { ObjectIdentifier($0.controller) })
      styles = styles.filter { kept.contains($0.key) }
      unreportedPages = unreportedPages.filter { kept.contains($0) }
    }

    /// The container leaves the view tree: the fluid delegate is removed and every page let go.
    func dismantle() {
      if let navigationController {
        navigationController.fluid.delegate?.stack?.stateDidChange = nil
        navigationController.fluid.disable()
      }
      cancelHeldRequest()
      pages = []
      styles = [:]
      unreportedPages = []
      rootController = nil
    }
  }
#endif
