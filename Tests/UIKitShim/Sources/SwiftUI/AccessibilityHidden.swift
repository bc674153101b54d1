// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
// Apple: `nonisolated struct AccessibilityAttachmentModifier`
// "A view modifier that adds accessibility properties to the view". Apple lists it as a
// `ViewModifier`, which the shim does not declare (see `ModifiedContent`). The simulated host
// models one property: whether the view is hidden.
public struct AccessibilityAttachmentModifier {
  /// Shim-only: whether the modified view is hidden from accessibility.
  let shimIsHidden: Bool
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  // Apple: `nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  // (iOS 14.0+.) "Specifies whether to hide this view from system accessibility features." The
  // simulated host leaves the view and everything inside it out of the elements VoiceOver sees
  // (`ShimViewGraph.shimAccessibilityElements(in:)`).
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(shimIsHidden: hidden))
  }
}
