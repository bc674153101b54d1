/// One of UIKit's back-swipe recognisers (`interactivePopGestureRecognizer`, iOS 26's
/// `interactiveContentPopGestureRecognizer`) as it was just before the library's navigation
/// delegate set itself as the navigation controller's delegate again (through nil, so that UIKit
/// asks anew which optional methods it implements), and what the delegate gives back afterwards.
///
/// Setting a navigation delegate may change those recognisers: developers report UIKit clearing
/// their delegates, and it may give them its own delegate back or turn them on. None of that is
/// documented, and none of it is wanted: the setting that was there before is given back, with
/// one exception. A recogniser that had no delegate, or had again the one it had before the
/// library attached (`earlier`: UIKit's, or one the app set), gets the library's: only the
/// library's delegate lets the swipe begin when it may, and it consults the earlier one itself.
/// A delegate the app set after the library attached is the app's choice, and stays.
///
/// | delegate before | given back |
/// |---|---|
/// | none | the library's |
/// | `earlier` | the library's |
/// | the library's | the library's |
/// | any other (the app's) | that one |
///
/// `isEnabled` is given back as it was, whoever had set it.
package struct BackSwipeSetting<Delegate: Hashable & Sendable>: Hashable, Sendable {
  /// The recogniser's delegate, by identity; nil for none.
  package var delegate: Delegate?
  /// Whether the recogniser is enabled.
  package var isEnabled: Bool

  /// A recogniser's setting.
  package init(delegate: Delegate?, isEnabled: Bool) {
    self.delegate = delegate
    self.isEnabled = isEnabled
  }

  /// The setting to give back, given the library's delegate and the recogniser's `earlier` one.
  package func restored(library: Delegate, earlier: Delegate?) -> Self {
    guard let delegate, delegate != earlier else {
      return Self(delegate: library, isEnabled: isEnabled)
    }
    return self
  }
}
