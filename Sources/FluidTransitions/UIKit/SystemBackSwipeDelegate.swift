#if canImport(UIKit)
  import UIKit

  /// The delegate of one of UIKit's back swipes (`interactivePopGestureRecognizer`, iOS 26's
  /// `interactiveContentPopGestureRecognizer`) while a ``FluidNavigationDelegate`` is attached.
  ///
  /// An object of its own, which forwards nothing: the navigation delegate passes an app's
  /// earlier navigation delegate only the navigation delegate's methods, so an app object that
  /// is also the delegate of recognisers of its own never answers for UIKit's back swipes (its
  /// "alongside everything" or its touch rules stay its own recognisers').
  ///
  /// The recogniser's delegate before the library's (``earlier``: UIKit's own, or one the app
  /// set) keeps its say: the swipe begins only when the library's rule and the earlier delegate
  /// both allow it (the earlier one is asked only when the library allows it), and every other
  /// question (the touch, recognising alongside another recogniser, failure requirements) is
  /// the earlier delegate's, with UIKit's defaults when it does not implement the method or is
  /// gone.
  @MainActor
  final class SystemBackSwipeDelegate: NSObject, UIGestureRecognizerDelegate {
    /// The recogniser's delegate before the library's, held weakly as UIKit holds delegates.
    private(set) weak var earlier: (any UIGestureRecognizerDelegate)?
    /// The library's rule: whether the swipe may begin, given a way to ask the earlier delegate.
    private let mayBegin: (UIGestureRecognizer, () -> Bool) -> Bool

    init(
      earlier: (any UIGestureRecognizerDelegate)?,
      mayBegin: @escaping (UIGestureRecognizer, () -> Bool) -> Bool
    ) {
      self.earlier = earlier
      self.mayBegin = mayBegin
      super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      mayBegin(gestureRecognizer) { [weak self] in
        DelegateForwarding.shouldBegin(self?.earlier, gestureRecognizer)
      }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      DelegateForwarding.shouldReceive(earlier, gestureRecognizer, touch)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      DelegateForwarding.shouldRecognizeSimultaneously(
        earlier, gestureRecognizer, with: otherGestureRecognizer)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      DelegateForwarding.shouldRequireFailure(
        earlier, gestureRecognizer, of: otherGestureRecognizer)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      DelegateForwarding.shouldBeRequiredToFail(
        earlier, gestureRecognizer, by: otherGestureRecognizer)
    }
  }
#endif
