import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// A SwiftUI file that imports the library names SwiftUI's types without qualifying them: the
/// library declares no type SwiftUI also declares. When it did (`Color`, `Axis`,
/// `LayoutDirection`, `Spring`, `TransitionPhase`), Swift called each of these uses ambiguous,
/// and this file did not compile.
@MainActor
@Suite("SwiftUI glue: the library's names leave SwiftUI's alone")
struct SwiftUINamesGlueTests {
  @Test("SwiftUI's Axis, Color, LayoutDirection, Spring and TransitionPhase, unqualified")
  func swiftUINamesResolveToSwiftUI() {
    let axes: Axis.Set = [.horizontal, .vertical]
    let axis: Axis = .horizontal
    let color: Color = .red
    let direction: LayoutDirection = .rightToLeft
    let spring = Spring(duration: 0.4, bounce: 0.2)
    let phase: TransitionPhase = .identity
    #expect(axes.contains(.vertical) && axis == .horizontal)
    #expect(color == Color.red && direction != .leftToRight)
    #expect(spring != Spring() && phase != .willAppear)
    // The library's own names for its types, beside them.
    let mapping = InteractionMapping(axis: ScreenAxis.vertical, distance: 100, direction: 1)
    #expect(mapping.axis == .vertical)
    #expect(UserInterfaceLayoutDirection.rightToLeft.trailingSign == -1)
    #expect(RGBAColor.white.alpha == 1)
    #expect(SpringParameters.snappy.dampingRatio < 1)
    #expect(TransitionDriver.Phase.settling.description == "settling")
  }
}
