#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A destination's transition style as its content asks for it with
  /// `fluidTransition(_:)`, travelling up to its page through a preference, with the zoom's
  /// source when it names one. Two are equal when their styles print the same (same type, same
  /// settings) and they name the same source: a change of settings reaches the page, an equal
  /// style made again does not.
  struct FluidDestinationStyle: Equatable {
    let style: any TransitionStyle
    var source: FluidTransitionSourceKey?

    static func == (lhs: Self, rhs: Self) -> Bool {
      String(reflecting: lhs.style) == String(reflecting: rhs.style) && lhs.source == rhs.source
    }
  }

  /// The style a page's content asks for; the first one in the content wins.
  struct FluidDestinationStyleKey: PreferenceKey {
    static var defaultValue: FluidDestinationStyle? { nil }

    static func reduce(value: inout FluidDestinationStyle?, nextValue: () -> FluidDestinationStyle?)
    {
      value = value ?? nextValue()
    }
  }
#endif
