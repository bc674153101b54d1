#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The UIKit view behind a SwiftUI zoom source: an empty view SwiftUI lays out behind the
  /// source (its `background`), so its frame is the source's wherever the source moves (a grid
  /// that scrolls moves it with its content). It takes no touches and is no accessibility
  /// element.
  package final class FluidTransitionSourceView: UIView {
    /// The key it is registered under.
    package internal(set) var key: FluidTransitionSourceKey

    init(key: FluidTransitionSourceKey) {
      self.key = key
      super.init(frame: .zero)
      isUserInteractionEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidTransitionSourceView is made in code")
    }
  }
#endif
