// https://developer.apple.com/documentation/swiftui/modifiedcontent
// Apple: `@frozen struct ModifiedContent<Content, Modifier>`
// "A value with a modifier applied to it." Apple's page: "If `content` is a `View` and
// `modifier` is a `ViewModifier`, the result is a `View`". The shim declares no
// `ViewModifier`: it is a `View` for the one modifier the shim declares,
// `AccessibilityAttachmentModifier` (code that compiles against that compiles against Apple's
// wider conformance).
@frozen
public struct ModifiedContent<Content, Modifier> {
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  // Apple: `var content: Content`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) "The content that the
  // modifier transforms into a new view or new view modifier."
  nonisolated(unsafe) public var content: Content
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  // Apple: `var modifier: Modifier`
  // "The view modifier."
  nonisolated(unsafe) public var modifier: Modifier

  // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  // Apple: `nonisolated init(content: Content, modifier: Modifier)`
  // "A structure that defines the content and modifier needed to produce a new view or view
  // modifier."
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, ShimPrimitiveView, ShimInspectable
where Content: View, Modifier == AccessibilityAttachmentModifier {
  public typealias Body = Never

  var shimChildren: [any View] { [content] }

  var shimInspection: ShimInspection { .accessibilityHidden(modifier.shimIsHidden) }
}
