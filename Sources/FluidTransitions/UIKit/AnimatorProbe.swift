#if canImport(UIKit)
  import UIKit

  /// The invisible view whose animation a UIKit animator is given as a block of its own: 1 pt,
  /// centred on the container's origin, behind everything, transparent, untouchable and hidden
  /// from VoiceOver. Its centre tells where the animator is (``PropertyAnimatorAdapter``), and
  /// its block keeps a paused animator from being empty (the `.displayLink` engine's animator,
  /// which UIKit's alongside animations ride).
  @MainActor
  enum AnimatorProbe {
    /// A probe put in `container`, its centre at the origin.
    static func installed(in container: UIView) -> UIView {
      let probe = UIView(frame: CGRect(x: -0.5, y: -0.5, width: 1, height: 1))
      probe.alpha = 0
      probe.isUserInteractionEnabled = false
      probe.accessibilityElementsHidden = true
      container.insertSubview(probe, at: 0)
      return probe
    }
  }
#endif
