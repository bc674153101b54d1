import UIKit

// https://developer.apple.com/documentation/swiftui/button
// Apple: `nonisolated struct Button<Label> where Label : View`
// "A control that initiates an action." The simulated host shows the label and keeps the
// action, which a test performs as a tap would (`ShimViewGraph.shimTap(_:in:)`).
public struct Button<Label: View>: View, ShimPrimitiveView, ShimInspectable {
  public typealias Body = Never
  nonisolated(unsafe) let shimLabel: Label
  let shimAction: @MainActor () -> Void

  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  // Apple: `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`
  // (Xcode 27's page; the iOS 26 SDK's builder is `@ViewBuilder`.) "Creates a button that
  // displays a custom label."
  @preconcurrency
  nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    shimAction = action
    shimLabel = label()
  }

  var shimChildren: [any View] { [shimLabel] }

  var shimInspection: ShimInspection { .button(shimAction) }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  // Apple: `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
  // "Creates a button that generates its label from a string." "This initializer creates a
  // `Text` view on your behalf".
  @preconcurrency
  nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(title) }
  }
}
