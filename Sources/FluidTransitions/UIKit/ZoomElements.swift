#if canImport(UIKit)
  import UIKit

  /// The views a shared-element (``ZoomStyle``) transition flies between, and the options of
  /// iOS 18's zoom (`UIViewController.Transition.ZoomOptions`) as the library's own API, which
  /// works from iOS 15.
  ///
  /// **Providers are asked again and again**, as Apple's are ("it may be called multiple times
  /// during the transition's lifecycle"): each time a transition starts (so a dismissal lands on
  /// the cell wherever the grid has scrolled it), and, while the ``TransitionEngine/displayLink``
  /// engine runs a dismissal, ``source`` before every frame (so a grid that scrolls under the
  /// flight still gets it; see ``TransitionStage/setSourceFrameProvider(_:forElement:)``). Look
  /// the view up by a stable identifier, as Apple advises, rather than capturing a view or an
  /// index path.
  ///
  /// **Which views count.** A view a provider returns counts only while it is in the
  /// transition's container's window (UIKit's containers are in the window; a view out of any
  /// window, or in another window, is not on screen): otherwise it counts as nil. Mid-flight,
  /// the source is gone once it leaves that window, once one of its superviews is hidden (the
  /// element views themselves do not count: the transition hides them while their snapshots
  /// fly, and a caption inside a hidden cell is still there), or once ``source`` returns
  /// another view or nil; the flight then turns into the zoom's fallback from where it is, with
  /// no jump. Its frame is read from its presentation layer when Core Animation animates it
  /// (its superviews' model values place it).
  ///
  /// **No source** (nil when the transition starts): the detail view scales and fades instead.
  /// **No destination**: the flight lands on the detail view's frame.
  public struct ZoomElements {
    /// What ``ZoomElements/alignmentRectProvider`` is given: UIKit's
    /// `ZoomOptions.AlignmentRectContext`.
    public struct AlignmentRectContext {
      /// The zoomed-out view: the source element (a thumbnail).
      public let sourceView: UIView
      /// The zoomed-in view controller: the pushed or presented detail.
      public let zoomedViewController: UIViewController

      /// Creates a context.
      public init(sourceView: UIView, zoomedViewController: UIViewController) {
        self.sourceView = sourceView
        self.zoomedViewController = zoomedViewController
      }
    }

    /// A further element that flies alongside the primary one in a flight of its own (a card's
    /// title, an avatar), matched between the two screens by ``identifier``: the UIKit side of
    /// ``TransitionScene/SharedElement``.
    public struct SharedElement {
      /// Stable across both screens and unique among the elements (a repeated identifier is
      /// ignored after its first element).
      public var identifier: String
      /// The element in the grid-side screen, or nil when it is not there; asked as
      /// ``ZoomElements/source`` is (before every frame of a ``TransitionEngine/displayLink``
      /// dismissal too).
      public var source: @MainActor () -> UIView?
      /// The element in the detail screen, or nil when it is not there.
      public var destination: @MainActor () -> UIView?
      /// Where its flight is drawn among the flights: higher above lower; the primary element
      /// flies at 0 and ties go in identifier order, the primary first. NaN is 0 and the
      /// infinities the largest finite values (``TransitionScene/SharedElement/zIndex``).
      public var zIndex: Double

      /// Creates an element; see each property.
      public init(
        identifier: String,
        source: @escaping @MainActor () -> UIView?,
        destination: @escaping @MainActor () -> UIView?,
        zIndex: Double = 0
      ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.zIndex = zIndex
      }
    }

    /// The small element: a grid cell's image view. Nil when it is gone.
    public var source: @MainActor () -> UIView?
    /// The large element: the detail screen's image view.
    public var destination: @MainActor () -> UIView?
    /// The rectangle, in the zoomed view controller's view, that the source lines up with
    /// (UIKit's `alignmentRectProvider`): the visible photo inside an aspect-fit image view
    /// larger than it. Asked when a transition starts, with a source; nil, a rectangle with a
    /// non-finite component or without area means no preference (the whole ``destination``),
    /// and without a ``destination`` it is not asked.
    public var alignmentRectProvider: (@MainActor (AlignmentRectContext) -> CGRect?)?
    /// The colour of the dimming behind the zoomed view (UIKit's `dimmingColor`); nil uses the
    /// style's (``ZoomStyle/dimmingColor``, by default ``ZoomStyle/defaultDimmingColor``). Its
    /// alpha is the dimming's opacity with the detail fully shown; non-finite components are
    /// stored as ``RGBAColor`` stores them. Applies to a ``ZoomStyle`` only.
    public var dimmingColor: UIColor?
    /// Whether an interactive dismissal may begin (UIKit's `interactiveDismissShouldBegin`),
    /// asked as a dismissal gesture is about to begin, with its ``InteractionContext``
    /// (``InteractionContext/willBegin`` is the library's own decision). Set, it decides instead
    /// of the style (``TransitionStyle/shouldBeginInteractiveDismissal(_:)``, which for a
    /// ``ZoomStyle`` asks ``ZoomStyle/interactiveDismissShouldBegin``); nil leaves it to the
    /// style.
    public var interactiveDismissShouldBegin: (@MainActor (InteractionContext) -> Bool)?
    /// Further elements that fly alongside, each matched by identifier (empty by default).
    public var additionalElements: [SharedElement]

    /// Creates the providers and options; see each property. `ZoomElements(source:destination:)`
    /// gives the primary element alone, with no options.
    public init(
      source: @escaping @MainActor () -> UIView?,
      destination: @escaping @MainActor () -> UIView?,
      alignmentRectProvider: (@MainActor (AlignmentRectContext) -> CGRect?)? = nil,
      dimmingColor: UIColor? = nil,
      interactiveDismissShouldBegin: (@MainActor (InteractionContext) -> Bool)? = nil,
      additionalElements: [SharedElement] = []
    ) {
      self.source = source
      self.destination = destination
      self.alignmentRectProvider = alignmentRectProvider
      self.dimmingColor = dimmingColor
      self.interactiveDismissShouldBegin = interactiveDismissShouldBegin
      self.additionalElements = additionalElements
    }

    /// `style` with ``dimmingColor`` applied: a copy of a ``ZoomStyle`` with its
    /// ``ZoomStyle/dimmingColor`` replaced when ``dimmingColor`` is set; any other style as it
    /// is.
    func applied(to style: any TransitionStyle) -> any TransitionStyle {
      guard var zoom = style as? ZoomStyle, let dimmingColor else { return style }
      zoom.dimmingColor = RGBAColor(dimmingColor.cgColor) ?? zoom.dimmingColor
      return zoom
    }

    /// Whether an interactive dismissal of `style` may begin in `context`: see
    /// ``interactiveDismissShouldBegin``.
    @MainActor
    func shouldBeginInteractiveDismissal(
      _ context: InteractionContext, style: any TransitionStyle
    ) -> Bool {
      interactiveDismissShouldBegin?(context) ?? style.shouldBeginInteractiveDismissal(context)
    }

    /// `view` if it is in `container`'s window (or, with no window, in its tree), nil
    /// otherwise.
    @MainActor
    static func counted(_ view: UIView?, in container: UIView) -> UIView? {
      guard let view, root(of: view) === root(of: container) else { return nil }
      return view
    }

    /// Whether `view` is still where a flight can land on it: in `container`'s window (or tree)
    /// with no hidden superview, except the transition's own element views (`elements`), which
    /// the transition hides while their snapshots fly (a caption inside a hidden cell is still
    /// there).
    @MainActor
    static func isShown(
      _ view: UIView, in container: UIView, elements: Set<ObjectIdentifier>
    ) -> Bool {
      var current = view
      while let parent = current.superview {
        if parent.isHidden, !elements.contains(ObjectIdentifier(parent)) { return false }
        current = parent
      }
      return current === root(of: container)
    }

    /// `view`'s frame in `container`'s coordinates, read from its presentation layer when Core
    /// Animation animates it.
    @MainActor
    static func presentedFrame(of view: UIView, in container: UIView) -> Rect? {
      guard let superview = view.superview else { return nil }
      let layer = view.layer.presentation() ?? view.layer
      return Rect(superview.convert(layer.frame, to: container))
    }

    /// The live measurement of a source that `provider` returned as `view` when the transition
    /// started: its frame in `container` while it is shown (see
    /// ``isShown(_:in:elements:)``) and `provider` still returns it, nil from the moment it is
    /// gone.
    @MainActor
    static func liveFrame(
      of view: UIView, provider: @escaping @MainActor () -> UIView?, in container: UIView,
      elements: Set<ObjectIdentifier>
    ) -> @MainActor () -> Rect? {
      { [weak view, weak container] in
        guard let view, let container, provider() === view,
          isShown(view, in: container, elements: elements)
        else { return nil }
        return presentedFrame(of: view, in: container)
      }
    }

    /// `rect` as a ``Rect`` if every component is finite and it has an area, nil otherwise.
    static func usableAlignmentRect(_ rect: CGRect?) -> Rect? {
      guard let rect else { return nil }
      let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
      guard numbers.allSatisfy(\.isFinite) else { return nil }
      let usable = Rect(rect).standardized
      return usable.width > 0 && usable.height > 0 ? usable : nil
    }

    @MainActor
    private static func root(of view: UIView) -> UIView {
      var current = view
      while let parent = current.superview { current = parent }
      return current
    }
  }
#endif
