#if canImport(UIKit)
  import UIKit

  /// Placeholder so that the FluidGallery target exists; the gallery replaces it.
  public enum GalleryPlaceholder {
    /// The gallery's name.
    public static let name = "FluidGallery"
  }
#endif
