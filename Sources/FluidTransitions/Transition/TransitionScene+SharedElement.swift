extension TransitionScene {
  /// An additional shared element, matched between the two views by ``identifier`` (a card's
  /// title, avatar, badge), that flies alongside the primary element
  /// (``TransitionScene/sourceElement`` → ``TransitionScene/destinationElement``), with a
  /// flight of its own.
  ///
  /// Rects are in container coordinates and, as geometry values, always finite; radii are
  /// stored as ``TransitionScene/sourceCornerRadius`` stores them (NaN: unknown, the rest
  /// clamped to [0, `greatestFiniteMagnitude`]); the z index is stored finite (NaN becomes 0,
  /// infinities the largest finite values), whether passed to the initialiser or assigned.
  public struct SharedElement: Hashable, Sendable {
    /// The element's identifier: stable across both views (Apple's advice for zoom sources),
    /// unique among a scene's elements (a repeated identifier is ignored after its first
    /// element), and the suffix of its nodes' trace names (`snapshot.title`).
    public var identifier: String
    /// Where the element is in the view the flight starts from, or nil if it is not there.
    public var source: Rect?
    /// Where the element is in the view the flight lands in, or nil if it is not there.
    public var destination: Rect?
    /// The source's corner radius in points as measured, or nil when unknown.
    public var sourceCornerRadius: Double? {
      didSet { sourceCornerRadius = TransitionScene.storedRadius(sourceCornerRadius) }
    }
    /// The destination's corner radius in points as measured, or nil when unknown.
    public var destinationCornerRadius: Double? {
      didSet { destinationCornerRadius = TransitionScene.storedRadius(destinationCornerRadius) }
    }
    /// The part of the destination the source lines up with, or nil for all of it (see
    /// ``TransitionScene/alignmentRect``).
    public var alignmentRect: Rect?
    /// Where the element's flight is drawn among the flights: higher above lower; the primary
    /// element flies at 0, and ties are drawn in identifier order (the primary first), so the
    /// order never depends on the order elements were listed or measured in.
    public var zIndex: Double {
      didSet { zIndex = Self.storedZIndex(zIndex) }
    }

    /// Creates an element; see each property.
    public init(
      identifier: String,
      source: Rect?,
      destination: Rect?,
      sourceCornerRadius: Double? = nil,
      destinationCornerRadius: Double? = nil,
      alignmentRect: Rect? = nil,
      zIndex: Double = 0
    ) {
      self.identifier = identifier
      self.source = source
      self.destination = destination
      self.sourceCornerRadius = TransitionScene.storedRadius(sourceCornerRadius)
      self.destinationCornerRadius = TransitionScene.storedRadius(destinationCornerRadius)
      self.alignmentRect = alignmentRect
      self.zIndex = Self.storedZIndex(zIndex)
    }

    private static func storedZIndex(_ zIndex: Double) -> Double {
      zIndex.clamped(to: -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, nanReplacement: 0)
    }
  }
}
