#if canImport(UIKit)
  import UIKit

  /// A sheet's hold on the scroll view one drag is about (`ScrollViewChain`), while
  /// ``SheetDragOwner`` gives the finger's movement to the sheet.
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
  /// again, and when the drag ends however it ends (`end()`): the app's own settings stand.
  @MainActor
  final class ScrollViewHold {
    /// The scroll view held.
    private(set) weak var scrollView: UIScrollView?
    /// Where the scroll view is held.
    private var pinned: CGPoint
    /// What the hold changed, as it was: set while the sheet has the movement.
    private var saved: (bounces: Bool, showsIndicator: Bool)?
    private var target: AnyObject?
    private weak var observedPan: UIPanGestureRecognizer?

    /// Starts holding nothing yet: the offset `scrollView` has now is where a hold keeps it.
    init(_ scrollView: UIScrollView) {
      self.scrollView = scrollView
      pinned = scrollView.contentOffset
      let pan = scrollView.panGestureRecognizer
      observedPan = pan
      target = GestureActions.attach(pan) { [weak self] recognizer in
        self?.scrollViewPanChanged(recognizer)
      }
    }

    /// Whether the sheet has the latest movement.
    var isHolding: Bool { saved != nil }

    /// The latest movement went to `owner`.
    func update(owner: SheetDragOwner) {
      guard let scrollView else { return }
      if owner == .sheet {
        hold(scrollView)
      } else {
        giveBack(scrollView)
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
        giveBack(scrollView)
      }
      if let target, let observedPan {
        observedPan.removeTarget(target, action: ActionTarget.action)
      }
      target = nil
    }

    private func hold(_ scrollView: UIScrollView) {
      if saved == nil {
        saved = (Self.bouncesVertically(scrollView), scrollView.showsVerticalScrollIndicator)
        Self.setBouncesVertically(scrollView, false)
        scrollView.showsVerticalScrollIndicator = false
      }
      pin(scrollView)
    }

    private func giveBack(_ scrollView: UIScrollView) {
      guard let saved else { return }
      self.saved = nil
      Self.setBouncesVertically(scrollView, saved.bounces)
      scrollView.showsVerticalScrollIndicator = saved.showsIndicator
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

    private static func bouncesVertically(_ scrollView: UIScrollView) -> Bool {
      if #available(iOS 17.4, *) { return scrollView.bouncesVertically }
      return scrollView.bounces
    }

    private static func setBouncesVertically(_ scrollView: UIScrollView, _ bounces: Bool) {
      if #available(iOS 17.4, *) {
        scrollView.bouncesVertically = bounces
      } else {
        scrollView.bounces = bounces
      }
    }
  }
#endif
