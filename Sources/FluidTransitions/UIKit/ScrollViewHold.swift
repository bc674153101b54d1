#if canImport(UIKit)
  import UIKit

  /// A sheet's hold on the scroll view one drag is about (`ScrollViewChain`), while
  /// `SheetDragOwner` gives the finger's movement to the sheet.
  ///
  /// - The scroll view stays where it was when the sheet took the drag (never past its top):
  ///   its own pan keeps tracking the finger, so it can take the drag back mid-way, and the
  ///   hold sets the offset back after each of that pan's movements (as a target of the pan,
  ///   called after the scroll view's own handling) and after each of the sheet's.
  /// - It neither bounces (`bouncesVertically`, `bounces` before iOS 17.4) nor shows its
  ///   vertical indicator.
  /// - When the drag ends with the sheet holding it, the scroll view gets no momentum: a pan
  ///   still under way is cancelled (disabling a recogniser mid-gesture "transitions to a
  ///   cancelled state"; it is enabled again at once) and a deceleration stops where it is
  ///   (`setContentOffset(_:animated: false)`).
  ///
  /// Whatever it changed it gives back as it was as soon as the scroll view has the movement
  /// again, and when the drag ends however it ends (`end()`): the app's own settings stand. A
  /// hold released without `end()` (its owner torn down mid-drag: the presentation controller
  /// released, the window's root view controller replaced) gives them back and stops observing
  /// the pan as it goes, on the main thread.
  @MainActor
  final class ScrollViewHold {
    /// The scroll view held.
    private(set) weak var scrollView: UIScrollView?
    /// Where the scroll view is held.
    private var pinned: CGPoint
    private let leftovers = Leftovers()

    /// Starts holding nothing yet: the offset `scrollView` has now is where a hold keeps it.
    init(_ scrollView: UIScrollView) {
      self.scrollView = scrollView
      pinned = scrollView.contentOffset
      let pan = scrollView.panGestureRecognizer
      leftovers.scrollView = scrollView
      leftovers.pan = pan
      leftovers.target = GestureActions.attach(pan) { [weak self] recognizer in
        self?.scrollViewPanChanged(recognizer)
      }
    }

    deinit {
      leftovers.undoOnMainThread()
    }

    /// Whether the sheet has the latest movement.
    var isHolding: Bool { leftovers.saved != nil }

    /// The latest movement went to `owner`.
    func update(owner: SheetDragOwner) {
      guard let scrollView else { return }
      if owner == .sheet {
        hold(scrollView)
      } else {
        leftovers.giveBack()
        pinned = scrollView.contentOffset
      }
    }

    /// The drag ended (the finger lifted, the system took it, a dismissal took the sheet): no
    /// momentum for the scroll view if the sheet held the drag; everything given back; the
    /// scroll view's pan no longer observed.
    func end() {
      if let scrollView, isHolding {
        let pan = scrollView.panGestureRecognizer
        if pan.isEnabled, pan.state == .began || pan.state == .changed {
          pan.isEnabled = false
          pan.isEnabled = true
        }
        pin(scrollView)
        stopMomentum(of: scrollView)
      }
      leftovers.undo()
    }

    private func hold(_ scrollView: UIScrollView) {
      if leftovers.saved == nil {
        leftovers.saved = (
          Leftovers.bouncesVertically(scrollView), scrollView.showsVerticalScrollIndicator
        )
        Leftovers.setBouncesVertically(scrollView, false)
        scrollView.showsVerticalScrollIndicator = false
      }
      pin(scrollView)
    }

    /// Puts the scroll view where it is held, never past its top.
    private func pin(_ scrollView: UIScrollView) {
      let top = -scrollView.adjustedContentInset.top
      let offset = CGPoint(x: pinned.x, y: pinned.y.isFinite ? max(pinned.y, top) : top)
      if scrollView.contentOffset != offset { scrollView.contentOffset = offset }
    }

    private func stopMomentum(of scrollView: UIScrollView) {
      if scrollView.isDecelerating {
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
      }
    }

    /// The scroll view's own pan, after the scroll view has followed it.
    private func scrollViewPanChanged(_ recognizer: UIGestureRecognizer) {
      guard let scrollView, isHolding else { return }
      switch recognizer.state {
      case .changed:
        pin(scrollView)
      case .ended, .cancelled, .failed:
        pin(scrollView)
        stopMomentum(of: scrollView)
      default:
        break
      }
    }

    /// What a hold changed on the app's scroll view and the target it registered on its pan,
    /// where the hold's `deinit` (which runs outside the main actor) can still reach them.
    /// Touched on the main thread only.
    final class Leftovers: Sendable {
      nonisolated(unsafe) weak var scrollView: UIScrollView?
      nonisolated(unsafe) weak var pan: UIPanGestureRecognizer?
      /// Kept alive until it is removed from the pan, which does not retain its targets.
      nonisolated(unsafe) var target: AnyObject?
      /// What the hold changed, as it was: set while the sheet has the movement.
      nonisolated(unsafe) var saved: (bounces: Bool, showsIndicator: Bool)?

      /// Gives the scroll view its bounce and indicator back.
      @MainActor
      func giveBack() {
        guard let saved else { return }
        self.saved = nil
        guard let scrollView else { return }
        Self.setBouncesVertically(scrollView, saved.bounces)
        scrollView.showsVerticalScrollIndicator = saved.showsIndicator
      }

      /// Gives everything back and stops observing the pan.
      @MainActor
      func undo() {
        giveBack()
        if let target, let pan { pan.removeTarget(target, action: ActionTarget.action) }
        target = nil
      }

      /// ``undo()`` from wherever the last reference went away (`MainQueueWork`), the target
      /// staying alive until then.
      nonisolated func undoOnMainThread() {
        MainQueueWork.run { self.undo() }
      }

      @MainActor
      static func bouncesVertically(_ scrollView: UIScrollView) -> Bool {
        if #available(iOS 17.4, *) { return scrollView.bouncesVertically }
        return scrollView.bounces
      }

      @MainActor
      static func setBouncesVertically(_ scrollView: UIScrollView, _ bounces: Bool) {
        if #available(iOS 17.4, *) {
          scrollView.bouncesVertically = bounces
        } else {
          scrollView.bounces = bounces
        }
      }
    }
  }
#endif
