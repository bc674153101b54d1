import UIKit

// https://developer.apple.com/documentation/swiftui/alignment
// Apple: `@frozen struct Alignment`
// "An alignment in both axes." Only `center`: the simulated host lays nothing out, so an
// alignment only travels with the view that names it.
@frozen
public struct Alignment: Equatable, Sendable {
  private let shimName: String

  // https://developer.apple.com/documentation/swiftui/alignment/center
  // Apple: `static let center: Alignment`
  // "A guide that marks the center of the view."
  public static let center = Alignment(shimName: "center")
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  // Apple: `nonisolated func background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View`
  // (Xcode 27's page; the iOS 26 SDK's builder is `@ViewBuilder`.) "Layers the views that
  // you specify behind this view." The simulated host walks the view, then the background,
  // as two children of one primitive view, and lays nothing out.
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    ShimBackground(content: self, background: content())
  }
}

/// Shim-only: the view `background(alignment:content:)` returns.
struct ShimBackground<Content: View, Background: View>: View, ShimPrimitiveView {
  typealias Body = Never
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let background: Background

  nonisolated init(content: Content, background: Background) {
    self.content = content
    self.background = background
  }

  var shimChildren: [any View] { [content, background] }
}
