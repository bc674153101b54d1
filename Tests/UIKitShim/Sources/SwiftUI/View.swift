// The SwiftUI interface shim: the views, the result builder and the modifier the library's
// SwiftUI layer, its glue tests and the gallery's entry point use, with Apple's declarations.
// The pages the citations name are those of the current documentation, which shows Xcode 27's
// spellings (`@ContentBuilder`, `EmptyContent`, `@export(implementation)`); where the iOS 26
// SDK the package claims spells a declaration otherwise, the comment says so.

import UIKit

// https://developer.apple.com/documentation/swiftui/view
// Apple: `@MainActor @preconcurrency protocol View`
// A piece of interface: either primitive (its `Body` is `Never`: the simulated host looks
// inside it, `ShimPrimitiveView`) or made of other views through `body`, which the simulated
// host evaluates on every update.
@MainActor @preconcurrency
public protocol View {
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  // Apple: `associatedtype Body : View`
  associatedtype Body: View

  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  // Apple: `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
// Apple: `Never` conforms to `View` ("extension Never : View"), the body of primitive views.
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Never called: the
// simulated host never asks a primitive view for its body.
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("SwiftUI shim: Never has no body") }
}

extension View where Body == Never {
  // Primitive views' body: SwiftUI's own views and representables never have one evaluated.
  // (page not retrieved: declaration unconfirmed; SwiftUI stops with a fatal error too.)
  public var body: Never { fatalError("SwiftUI shim: \(Self.self) is a primitive view") }
}

/// Shim-only: a primitive view whose content the simulated host walks (SwiftUI's own views
/// and modifiers; a representable is handled by the host itself).
@MainActor
protocol ShimPrimitiveView {
  /// The views inside, in order.
  var shimChildren: [any View] { get }
}

// https://developer.apple.com/documentation/swiftui/emptyview
// Apple: `@frozen struct EmptyView` (the current page shows it as a type alias of Xcode 27's
// `EmptyContent`; the iOS 26 SDK declares the structure). A view with no content.
@frozen
public struct EmptyView: View, ShimPrimitiveView {
  public typealias Body = Never

  // https://developer.apple.com/documentation/swiftui/emptyview/init()
  // Apple: `@inlinable nonisolated init()`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  @inlinable nonisolated public init() {}

  var shimChildren: [any View] { [] }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
// Apple: `@resultBuilder struct ViewBuilder`
// The builder of view closures; the shim has the three forms the layer, its tests and the
// gallery write: no statement, one view, and an `if` without `else`.
@resultBuilder
public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  // Apple: `static func buildBlock() -> EmptyView`
  // (page not retrieved: URL by Apple's scheme; the current documentation shows Xcode 27's
  // `-> EmptyContent`.)
  public static func buildBlock() -> EmptyView { EmptyView() }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  // Apple: `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  // Apple: `@export(implementation) static func buildIf<Content>(_ content: Content?) -> Content?`
  // (Xcode 27's page; the iOS 26 SDK adds `where Content : View`, which the shim keeps so that
  // the result is a view.)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

// https://developer.apple.com/documentation/swiftui/optional
// Apple: `extension Optional : View where Wrapped : View`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) The content of an `if`
// in a view builder: nothing, or the wrapped view.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: ShimPrimitiveView where Wrapped: View {
  var shimChildren: [any View] { map { [$0] } ?? [] }
}

// https://developer.apple.com/documentation/swiftui/saferegions
// Apple: `@frozen struct SafeAreaRegions : OptionSet`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Only `.all`: the
// simulated host lays nothing out, so the regions only travel.
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/swiftui/safearearegions/all
  // Apple: `static let all: SafeAreaRegions`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  public static let all = SafeAreaRegions(rawValue: 0b11)
}

// https://developer.apple.com/documentation/swiftui/edge
// Apple: `@frozen enum Edge`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Only its `Set`.
@frozen
public enum Edge: Int8, Sendable {
  case top, leading, bottom, trailing

  // https://developer.apple.com/documentation/swiftui/edge/set
  // Apple: `@frozen struct Set`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  @frozen
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/swiftui/edge/set/all
    // Apple: `static let all: Edge.Set`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
    public static let all = Set(rawValue: 0b1111)
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  // Apple: `nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View`
  // "Expands the safe area of a view." The simulated host lays nothing out: the modified
  // view holds its content, which it hosts as it is.
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    ShimSafeAreaExpansion(content: self)
  }
}

/// Shim-only: the view `ignoresSafeArea(_:edges:)` returns.
struct ShimSafeAreaExpansion<Content: View>: View, ShimPrimitiveView {
  typealias Body = Never
  nonisolated(unsafe) let content: Content

  nonisolated init(content: Content) { self.content = content }

  var shimChildren: [any View] { [content] }
}
