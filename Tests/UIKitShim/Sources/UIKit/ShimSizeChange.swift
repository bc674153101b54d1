/// Shim-only: what UIKit does to a window's views when the window changes size while a
/// transition runs (a rotation, a window resize): the window takes its new frame, and the views
/// given (the transition's container, which UIKit sizes with the window) take it too, at once
/// or in an animation of the rotation's duration, as `ShimBehaviour.sizeChangeAnimation` says.
/// Their subviews follow their autoresizing masks, inside that animation.
@MainActor
public enum ShimSizeChange {
  /// The rotation's duration, in seconds (unconfirmed: Apple gives none).
  public static let duration: TimeInterval = 0.3

  /// Resizes `window` to `frame`, and `views` with it, then runs `layout` (the layout pass UIKit
  /// runs for the new size, e.g. a presentation controller's `containerViewWillLayoutSubviews()`)
  /// inside the same animation.
  public static func resize(
    _ window: UIWindow, to frame: CGRect, along views: [UIView],
    layout: @escaping @MainActor () -> Void = {}
  ) {
    window.frame = frame
    let resize = {
      for view in views { view.frame = frame }
      layout()
    }
    switch ShimBehaviour.read.sizeChangeAnimation {
    case .immediate:
      resize()
    case .animated:
      let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
      animator.addAnimations(resize)
      animator.startAnimation()
    }
  }
}
