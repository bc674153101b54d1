import UIKit

// https://developer.apple.com/documentation/swiftui/text
// Apple: `@frozen struct Text` (page not retrieved: URL by Apple's scheme, declaration
// unconfirmed.) A view that displays read-only text. The simulated host draws nothing: it
// keeps the string, which a test reads with `ShimViewGraph.shimTexts(in:)`.
@frozen
public struct Text: View, ShimPrimitiveView, ShimInspectable {
  public typealias Body = Never
  @usableFromInline let shimString: String

  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  // Apple: `init<S>(_ content: S) where S : StringProtocol`
  // "Creates a text view that displays a stored string without localization." The shim has
  // no `LocalizedStringKey`, so a string literal takes this initializer too (SwiftUI takes
  // `init(_:tableName:bundle:comment:)` for a literal and localizes it).
  nonisolated public init<S: StringProtocol>(_ content: S) {
    shimString = String(content)
  }

  var shimChildren: [any View] { [] }

  var shimInspection: ShimInspection { .text(shimString) }
}
