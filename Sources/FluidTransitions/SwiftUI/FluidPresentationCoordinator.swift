#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// Presents a modifier's content in a `UIHostingController` with the library's transition
  /// (``FluidTransitioningDelegate``, ``FluidPresentationController``), and keeps it and the
  /// bindings in step: ``PresentationSync`` decides for `isPresented`, ``DetentSelectionSync``
  /// for a sheet's selected detent. It follows every transition the delegate makes, so it sees
  /// a person's dismissals, grabs and throws as well as the app's requests.
  ///
  /// The bindings are never written during SwiftUI's update: a write that would fall in one
  /// waits for the next frame.
  @MainActor
  final class FluidPresentationCoordinator<Presented: View> {
    /// The view controller behind the modifier's view, from which the presenter is found.
    weak var anchor: UIViewController?

    private var presentation: FluidPresentation<Presented>?
    private var sync = PresentationSync()
    private var selectionSync = DetentSelectionSync()
    /// The presented controller, from the request to present until the presentation ends.
    private var controller: UIHostingController<FluidPresentedRoot<Presented>>?
    private var delegate: FluidTransitioningDelegate?
    /// The zoom source the delegate's elements look up (nil: none, the style's fallback).
    private var elementsSource: FluidTransitionSourceKey?
    /// The latest transition the delegate made.
    private weak var transition: FluidTransition?
    /// A presentation or dismissal asked of UIKit whose transition is not made yet.
    private var awaited: TransitionOperation?
    /// Whether SwiftUI is updating the modifier's view.
    private var isUpdating = false
    /// The sheet's detent binding is being followed (its detent changes and drags).
    private var followsSheet = false
    private var dragEnd: GestureTargetRegistration?
    /// Writes waiting for the frame after an update, and the countdown that runs them.
    private var deferredWrites: [() -> Void] = []
    private var writeCountdown: FrameCountdown?
    private var sheetCountdown: FrameCountdown?

    /// SwiftUI's update: the latest bindings and content (shown while `isPresented` is true);
    /// a changed `isPresented` or selection acts on the presentation (animated unless
    /// `animated` is false).
    func update(_ presentation: FluidPresentation<Presented>, animated: Bool) {
      self.presentation = presentation
      isUpdating = true
      defer { isUpdating = false }
      // A presentation the app lets go keeps the content it had (an item variant's item is
      // gone by then).
      if presentation.isPresented.wrappedValue {
        controller?.rootView = root(presentation)
        followSource(of: presentation)
      }
      let presenter = self.presenter
      switch sync.update(
        isPresented: presentation.isPresented.wrappedValue, presentation: state,
        canPresent: presenter != nil)
      {
      case .none: break
      case .present: if let presenter { present(presentation, from: presenter, animated: animated) }
      case .dismiss: dismiss(animated: animated)
      case .finishTransition: if awaited == nil { transition?.finish() }
      case .cancelTransition: if awaited == nil { transition?.cancel() }
      }
      followSheet()
      updateSelection(animated: animated)
    }

    /// Where the presentation is, for ``PresentationSync``.
    private var state: PresentationSync.Presentation {
      if let awaited { return .transitioning(presenting: awaited == .present) }
      if let delegate, delegate.isTransitioning, let transition {
        return .transitioning(presenting: transition.operation == .present)
      }
      return controller?.presentingViewController != nil ? .presented : .absent
    }

    /// The view controller that shows the modifier's view, in a window: the first one up the
    /// responder chain from the anchor.
    private var presenter: UIViewController? {
      var responder = anchor?.next
      while let current = responder {
        if let controller = current as? UIViewController {
          return controller.viewIfLoaded?.window != nil ? controller : nil
        }
        responder = current.next
      }
      return nil
    }

    private func root(_ presentation: FluidPresentation<Presented>) -> FluidPresentedRoot<
      Presented
    > {
      FluidPresentedRoot(content: presentation.content()) { [weak self] isDisabled in
        self?.controller?.isModalInPresentation = isDisabled
      }
    }

    private func present(
      _ presentation: FluidPresentation<Presented>, from presenter: UIViewController,
      animated: Bool
    ) {
      let controller = UIHostingController(rootView: root(presentation))
      self.controller = controller
      selectionSync = DetentSelectionSync(applied: presentation.selection?.wrappedValue)
      awaited = .present
      let delegate = presenter.present(
        controller, fluid: presentation.style,
        dismissInteraction: presentation.dismissInteraction,
        elements: presentation.source.map(Self.zoomElements), options: presentation.options,
        animated: animated)
      delegate.transitionWasMade = { [weak self] transition in self?.transitionWasMade(transition) }
      self.delegate = delegate
      elementsSource = presentation.source
      guard controller.presentingViewController == nil, awaited == .present else { return }
      // UIKit ignored the request (the presenter presents something else).
      presentationDidEnd()
    }

    /// A cover's zoom source named anew (another item, or a transition that names another
    /// source or none): the next transition looks that one up, or, with none, takes the style's
    /// fallback rather than the source of the content shown before. Elements are made only when
    /// the source changes, not at each of SwiftUI's updates. The style, the dismissal gesture
    /// and the options stay those of the presentation: its presentation controller was made
    /// with that style.
    private func followSource(of presentation: FluidPresentation<Presented>) {
      guard let delegate, presentation.source != elementsSource else { return }
      elementsSource = presentation.source
      delegate.elements = presentation.source.map(Self.zoomElements)
    }

    /// A zoom's elements: the source looked up by key each time the transition asks (see
    /// ``FluidTransitionSources``); the destination is the presented view.
    private static func zoomElements(_ key: FluidTransitionSourceKey) -> ZoomElements {
      ZoomElements(source: { FluidTransitionSources.shared.view(for: key) }, destination: { nil })
    }

    private func dismiss(animated: Bool) {
      guard let presenting = controller?.presentingViewController else { return }
      awaited = .dismiss
      presenting.dismiss(animated: animated)
    }

    /// The delegate made a transition: followed to its end. One the app asked for that the
    /// app's value no longer wants (changed before UIKit started it) is turned around.
    private func transitionWasMade(_ transition: FluidTransition) {
      let wasAwaited = awaited == transition.operation
      awaited = nil
      self.transition = transition
      transition.addObserver { [weak self, weak transition] event in
        guard case .completed(let completed) = event, let transition else { return }
        self?.transitionDidEnd(transition.operation, completed: completed)
      }
      if wasAwaited, (transition.operation == .present) != sync.requested {
        transition.cancel()
      }
    }

    /// A transition ended: the presentation is at rest, shown or not; the binding learns
    /// what a person did, and `onDismiss` runs after the write when it is gone.
    private func transitionDidEnd(_ operation: TransitionOperation, completed: Bool) {
      guard let presentation else { return }
      let isShown = (operation == .present) == completed
      if isShown {
        followSheet()
        sheetCanMove()
      }
      if let value = sync.presentationDidRest(
        isShown: isShown, isPresented: presentation.isPresented.wrappedValue)
      {
        write { presentation.isPresented.wrappedValue = value }
      }
      guard !isShown else { return }
      release()
      if let onDismiss = presentation.onDismiss { write(onDismiss) }
    }

    /// The presented controller and everything that followed it are let go.
    private func release() {
      controller = nil
      delegate?.transitionWasMade = nil
      delegate = nil
      elementsSource = nil
      dragEnd = nil
      followsSheet = false
      sheetCountdown = nil
    }

    private func presentationDidEnd() {
      awaited = nil
      release()
      sync.presentationDidEnd()
    }

    // MARK: - A sheet's selected detent

    private var sheetController: FluidPresentationController? {
      controller?.presentationController as? FluidPresentationController
    }

    /// Follows the presented sheet's detent changes and the end of each drag, once its detent
    /// interaction is installed (the presentation has completed).
    private func followSheet() {
      guard !followsSheet, presentation?.selection != nil, let sheetController,
        let recognizer = sheetController.sheetInteraction?.recognizer
      else { return }
      followsSheet = true
      sheetController.onSelectedDetentChange = { [weak self] identifier in
        self?.sheetDidSelect(identifier)
      }
      dragEnd = GestureTargetRegistration(recognizer) { [weak self] recognizer in
        guard recognizer.state == .ended || recognizer.state == .cancelled, let self else {
          return
        }
        // The sheet's own handler may run after this one: the next frame sees the release.
        let clock = self.delegate?.clock ?? DisplayLinkClock()
        self.sheetCountdown = FrameCountdown(frames: 1, on: clock) { [weak self] in
          self?.sheetCountdown = nil
          self?.sheetCanMove()
        }
      }
    }

    /// The sheet's detent driver, while the sheet may be moved (at rest or settling).
    private var movableDriver: SheetDetentDriver? {
      guard let driver = sheetController?.sheetInteraction?.driver,
        driver.phase == .resting || driver.phase == .settling
      else { return nil }
      return driver
    }

    private func updateSelection(animated: Bool) {
      guard let selection = presentation?.selection,
        let driver = sheetController?.sheetInteraction?.driver
      else { return }
      let movable = movableDriver
      perform(
        selectionSync.update(
          selection: selection.wrappedValue, sheet: movable?.selectedDetentIdentifier,
          layout: driver.layout),
        animated: animated)
    }

    private func sheetCanMove() {
      guard let selection = presentation?.selection, let driver = movableDriver else { return }
      perform(
        selectionSync.sheetCanMove(
          selection: selection.wrappedValue, sheet: driver.selectedDetentIdentifier,
          layout: driver.layout),
        animated: true)
    }

    private func sheetDidSelect(_ identifier: SheetDetent.Identifier) {
      guard let selection = presentation?.selection else { return }
      perform(
        selectionSync.sheetDidSelect(identifier, selection: selection.wrappedValue),
        animated: true)
    }

    private func perform(_ action: DetentSelectionSync.Action, animated: Bool) {
      switch action {
      case .none: break
      case .select(let identifier): sheetController?.selectDetent(identifier, animated: animated)
      case .write(let identifier):
        guard let selection = presentation?.selection else { return }
        write { selection.wrappedValue = identifier }
      }
    }

    // MARK: - Writes

    /// Runs `work` (a write to a binding, or the app's `onDismiss`) now, or on the next frame
    /// when SwiftUI is updating the modifier's view.
    private func write(_ work: @escaping () -> Void) {
      guard isUpdating else { return work() }
      deferredWrites.append(work)
      guard writeCountdown == nil else { return }
      writeCountdown = FrameCountdown(frames: 1, on: delegate?.clock ?? DisplayLinkClock()) {
        [weak self] in
        guard let self else { return }
        self.writeCountdown = nil
        let writes = self.deferredWrites
        self.deferredWrites = []
        for write in writes { write() }
      }
    }

    /// The modifier's view leaves the tree: the presentation goes away with it (a
    /// transition on screen is sent to the dismissed side, a presentation at rest dismissed),
    /// and nothing is written to the bindings any more.
    func dismantle() {
      presentation = nil
      deferredWrites = []
      writeCountdown?.cancel()
      writeCountdown = nil
      sheetCountdown?.cancel()
      sheetController?.onSelectedDetentChange = nil
      let delegate = self.delegate
      let awaited = self.awaited
      if awaited == nil, delegate?.isTransitioning == true, let transition {
        if transition.operation == .present { transition.cancel() } else { transition.finish() }
      } else if awaited == nil {
        controller?.presentingViewController?.dismiss(animated: true)
      }
      release()
      if awaited == .present {
        // UIKit has not started the presentation yet: it is sent back as it starts.
        delegate?.transitionWasMade = { transition in transition.cancel() }
      }
    }
  }
#endif
