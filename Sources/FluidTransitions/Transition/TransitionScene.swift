/// Everything a style needs to know to build a transition: geometry in the container's
/// coordinates, the operation, and the environment.
///
/// Every number is held by a geometry type (``Size``, ``Rect``), which stores a non-finite
/// component as 0 whether it is passed to an initialiser or assigned, so neither
/// `scene.container.width = .nan` nor `scene.from.initial.origin.x = .infinity` puts a
/// non-finite value into a scene.
public struct TransitionScene: Hashable, Sendable {
  /// Where a view is at the start and at the end of the transition, in container coordinates
  /// (UIKit's `initialFrame(for:)` and `finalFrame(for:)`); ``Rect``s, so never non-finite.
  public struct Layout: Hashable, Sendable {
    /// The frame before the transition.
    public var initial: Rect
    /// The frame after the transition.
    public var final: Rect

    /// Creates a layout.
    public init(initial: Rect, final: Rect) {
      self.initial = initial
      self.final = final
    }
  }

  /// The container's size; its bounds start at the origin.
  public var container: Size
  /// What the transition does.
  public var operation: TransitionOperation
  /// The view being left.
  public var from: Layout
  /// The view being shown.
  public var to: Layout
  /// For shared-element transitions: the element the flight starts from (a grid cell's image),
  /// in container coordinates, or nil if it is gone.
  public var sourceElement: Rect?
  /// For shared-element transitions: where the flight lands (the detail image).
  public var destinationElement: Rect?
  /// The source element's corner radius in points, as measured (``TransitionStage`` reads it
  /// from the element's node), or nil when unknown: a style then uses its own value. An assigned
  /// value is clamped to [0, `greatestFiniteMagnitude`]; NaN stores nil.
  public var sourceCornerRadius: Double? {
    didSet { sourceCornerRadius = Self.storedRadius(sourceCornerRadius) }
  }
  /// The destination element's corner radius in points, as measured, or nil when unknown;
  /// stored as ``sourceCornerRadius`` is.
  public var destinationCornerRadius: Double? {
    didSet { destinationCornerRadius = Self.storedRadius(destinationCornerRadius) }
  }
  /// The part of the destination the source lines up with, in container coordinates (UIKit's
  /// `alignmentRectProvider` of a zoom: an aspect-fit image view's visible photo, say), or nil
  /// to line up with the whole ``destinationElement``. A rect with no area counts as nil.
  public var alignmentRect: Rect?
  /// For shared-element transitions: further elements that fly alongside the primary one
  /// (``sourceElement`` → ``destinationElement``), each matched by identifier; empty by
  /// default. See ``SharedElement``.
  public var elements: [SharedElement]
  /// Where the leading edge is.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// Whether the user asked for reduced motion (`UIAccessibility.isReduceMotionEnabled`).
  public var reduceMotion: Bool
  /// Whether the container is compact in height (an iPhone in landscape: UIKit's vertical size
  /// class `.compact`), where a sheet's ``SheetDetent/medium`` detent is inactive.
  public var isHeightCompact: Bool
  /// Whether the container is regular in width (an iPad, a wide window, a large iPhone in
  /// landscape: UIKit's horizontal size class `.regular`), where a sheet is narrower
  /// (``SheetStyle/regularWidthSizing``).
  public var isWidthRegular: Bool
  /// The size the presented content prefers, in points, or nil when unknown: for a
  /// ``SheetStyle`` presentation the UIKit layer gives the presented view controller's
  /// `preferredContentSize`, its height measured by Auto Layout when the sheet has a
  /// ``SheetDetent/fitted`` detent and the controller gives none (see
  /// ``SheetDetent/ResolutionContext/contentHeight``). A component that is not positive is no
  /// preference; non-finite components are stored as 0, as ``Size`` stores them.
  public var presentedContentSize: Size?

  /// Creates a scene. `from` and `to` default to filling the container before and after;
  /// radii are stored as ``sourceCornerRadius`` says.
  public init(
    container: Size,
    operation: TransitionOperation,
    from: Layout? = nil,
    to: Layout? = nil,
    sourceElement: Rect? = nil,
    destinationElement: Rect? = nil,
    sourceCornerRadius: Double? = nil,
    destinationCornerRadius: Double? = nil,
    alignmentRect: Rect? = nil,
    elements: [SharedElement] = [],
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    reduceMotion: Bool = false,
    isHeightCompact: Bool = false,
    isWidthRegular: Bool = false,
    presentedContentSize: Size? = nil
  ) {
    let bounds = Rect(origin: .zero, size: container)
    self.container = container
    self.operation = operation
    self.from = from ?? Layout(initial: bounds, final: bounds)
    self.to = to ?? Layout(initial: bounds, final: bounds)
    self.sourceElement = sourceElement
    self.destinationElement = destinationElement
    self.sourceCornerRadius = Self.storedRadius(sourceCornerRadius)
    self.destinationCornerRadius = Self.storedRadius(destinationCornerRadius)
    self.alignmentRect = alignmentRect
    self.elements = elements
    self.layoutDirection = layoutDirection
    self.reduceMotion = reduceMotion
    self.isHeightCompact = isHeightCompact
    self.isWidthRegular = isWidthRegular
    self.presentedContentSize = presentedContentSize
  }

  /// The container's bounds.
  public var bounds: Rect { Rect(origin: .zero, size: container) }

  /// A measured corner radius as the scene stores it: NaN is unknown (nil), the rest clamped to
  /// [0, `greatestFiniteMagnitude`] as ``NodeState`` stores radii.
  static func storedRadius(_ radius: Double?) -> Double? {
    guard let radius, !radius.isNaN else { return nil }
    return radius.clamped(to: 0...Double.greatestFiniteMagnitude, nanReplacement: 0)
  }
}
