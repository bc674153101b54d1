/// VoiceOver's escape (the two-finger Z) as the zoom's dismissal veto sees it.
///
/// The escape is a person's dismissal with no finger on the screen: the veto
/// (``ZoomStyle/interactiveDismissShouldBegin``) is asked with the middle of the view being
/// dismissed as the location, no velocity, and ``InteractionContext/willBegin`` true, since
/// nothing in the library's own rules stops an escape.
package enum AccessibilityEscape {
  /// The context the veto is asked with for a dismissed view of `size` (points; a non-finite
  /// or negative dimension counts as 0).
  package static func interactionContext(inViewOf size: Size) -> InteractionContext {
    func half(_ length: Double) -> Double { length.isFinite ? Swift.max(length, 0) / 2 : 0 }
    return InteractionContext(
      location: Point(x: half(size.width), y: half(size.height)), velocity: .zero,
      willBegin: true)
  }
}
