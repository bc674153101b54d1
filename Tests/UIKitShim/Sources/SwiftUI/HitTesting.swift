import UIKit

extension View {
  // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  // Apple: `nonisolated func allowsHitTesting(_ enabled: Bool) -> some View`
  // "Configures whether this view participates in hit test operations." The simulated host
  // keeps the value: a tap (`ShimViewGraph.shimTap(_:in:)`) is never taken by a representable
  // under `allowsHitTesting(false)`, whatever the switch `representableParticipation` says.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    ShimHitTesting(content: self, enabled: enabled)
  }
}

/// Shim-only: the view `allowsHitTesting(_:)` returns.
struct ShimHitTesting<Content: View>: View, ShimPrimitiveView, ShimInspectable {
  typealias Body = Never
  nonisolated(unsafe) let content: Content
  let enabled: Bool

  nonisolated init(content: Content, enabled: Bool) {
    self.content = content
    self.enabled = enabled
  }

  var shimChildren: [any View] { [content] }

  var shimInspection: ShimInspection { .hitTesting(enabled) }
}
