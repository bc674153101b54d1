import FluidTransitions
import SwiftUI
import Testing

@testable import FluidTransitions

/// A zoom transition and the key that names its source are `Sendable` values: a Swift 6 app
/// (this package's test target builds in the Swift 6 language mode, warnings as errors) can
/// keep them in nonisolated `static let`s, which it can only for `Sendable` types.
enum SwiftUISendableTransitions {
  static let photos = Namespace().wrappedValue
  static let detail = FluidNavigationTransition.zoom(sourceID: "photo-4", in: photos)
  static let source = FluidTransitionSourceKey(id: 4, in: photos)
}

@MainActor
@Suite("SwiftUI glue: Sendable zoom values")
struct SwiftUISendableGlueTests {
  /// Reads the `static let`s from another isolation domain, as only a `Sendable` value can be.
  nonisolated static func keysFromElsewhere() async -> [FluidTransitionSourceKey?] {
    [SwiftUISendableTransitions.detail.source, SwiftUISendableTransitions.source]
  }

  @Test("The static transition and key compare by namespace and identifier")
  func staticValues() async {
    let keys = await Self.keysFromElsewhere()
    let photos = SwiftUISendableTransitions.photos
    #expect(keys[0] == FluidTransitionSourceKey(id: "photo-4", in: photos))
    #expect(keys[1] == FluidTransitionSourceKey(id: 4, in: photos))
    // An Int 4 and a String "4" are two identifiers, as AnyHashable compares them.
    #expect(
      FluidTransitionSourceKey(id: 4, in: photos) != FluidTransitionSourceKey(id: "4", in: photos))
    #expect(
      FluidTransitionSourceKey(id: 4, in: photos)
        != FluidTransitionSourceKey(id: 4, in: Namespace().wrappedValue))
    #expect(Set([keys[1], FluidTransitionSourceKey(id: 4, in: photos)]).count == 1)
  }

  @Test("A boxed identifier that is not Sendable names the same source as the value unboxed")
  func boxedIdentifier() {
    let photos = SwiftUISendableTransitions.photos
    let boxed = FluidTransitionSourceKey(nonSendableID: 4, in: photos)
    #expect(boxed == FluidTransitionSourceKey(id: 4, in: photos))
    #expect(Set([boxed, FluidTransitionSourceKey(id: 4, in: photos)]).count == 1)
    #expect(boxed != FluidTransitionSourceKey(nonSendableID: "4", in: photos))
    let plain = FluidTransitionSourceKey(nonSendableID: SwiftUIPlainPhotoID(4), in: photos)
    #expect(plain == FluidTransitionSourceKey(nonSendableID: SwiftUIPlainPhotoID(4), in: photos))
    #expect(plain != boxed)
  }
}
