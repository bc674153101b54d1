#if canImport(UIKit)
  import UIKit

  /// The two views a shared-element (``ZoomStyle``) transition flies between, asked for each
  /// time a transition starts: a dismissal asks again, so it lands on the cell where the grid
  /// has scrolled it, or falls back to a scale-and-fade when the provider returns nil.
  public struct ZoomElements {
    /// The small element: a grid cell's image view. Nil when it is gone.
    public var source: @MainActor () -> UIView?
    /// The large element: the detail screen's image view.
    public var destination: @MainActor () -> UIView?

    /// Creates the providers.
    public init(
      source: @escaping @MainActor () -> UIView?,
      destination: @escaping @MainActor () -> UIView?
    ) {
      self.source = source
      self.destination = destination
    }
  }
#endif
