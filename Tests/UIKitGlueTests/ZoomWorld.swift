import FluidTransitions
import Testing
import UIKit

/// A photo grid: a scroll view of 30 rounded square cells, each with a caption label and a
/// badge inside it (so they are hidden with the cell while it flies).
@MainActor
final class ZoomGrid: UIViewController {
  let scrollView = UIScrollView(frame: .zero)
  private(set) var cells: [UIView] = []
  private(set) var captions: [UILabel] = []
  private(set) var badges: [UIView] = []

  /// The side of a cell, in points.
  static let side: CGFloat = 128

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Grid"
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(scrollView)
    for index in 0..<30 {
      let cell = UIView(frame: .zero)
      cell.backgroundColor = UIColor(red: CGFloat(index) / 30, green: 0.4, blue: 0.6, alpha: 1)
      cell.layer.cornerRadius = 12
      cell.clipsToBounds = true
      let caption = UILabel(frame: .zero)
      caption.text = "\(index + 1)"
      let badge = UIView(frame: .zero)
      badge.backgroundColor = .black
      cell.addSubview(caption)
      cell.addSubview(badge)
      scrollView.addSubview(cell)
      cells.append(cell)
      captions.append(caption)
      badges.append(badge)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.frame = view.bounds
    let side = Self.side
    for (index, cell) in cells.enumerated() {
      cell.frame = CGRect(
        x: CGFloat(index % 3) * (side + 3), y: 100 + CGFloat(index / 3) * (side + 3),
        width: side, height: side)
      captions[index].frame = CGRect(x: 8, y: side - 28, width: side - 16, height: 20)
      badges[index].frame = CGRect(x: side - 24, y: 8, width: 16, height: 16)
    }
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 100 + 10 * (side + 3))
  }

  /// The cell of photo `index`, if there is one.
  func cell(at index: Int) -> UIView? {
    cells.indices.contains(index) ? cells[index] : nil
  }
}

/// A photo's detail: a square image view under the top inset (dark, with rounded corners),
/// showing a photo three halves as wide as tall, aspect-fitted in it; a caption and a badge
/// under it.
@MainActor
final class ZoomDetail: UIViewController {
  let imageView = UIView(frame: .zero)
  let photoView = UIView(frame: .zero)
  let caption = UILabel(frame: .zero)
  let badge = UIView(frame: .zero)

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Detail"
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    imageView.backgroundColor = .black
    imageView.layer.cornerRadius = 4
    photoView.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1)
    caption.text = "Photo"
    badge.backgroundColor = .black
    imageView.addSubview(photoView)
    view.addSubview(imageView)
    view.addSubview(caption)
    view.addSubview(badge)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    imageView.frame = CGRect(x: 0, y: view.safeAreaInsets.top + 10, width: width, height: width)
    photoView.frame = CGRect(x: 0, y: width / 6, width: width, height: width * 2 / 3)
    caption.frame = CGRect(x: 16, y: imageView.frame.maxY + 12, width: width - 32, height: 24)
    badge.frame = CGRect(x: width - 48, y: imageView.frame.maxY + 12, width: 32, height: 32)
  }

  /// The photo inside the image view, in this screen's view: the zoom's alignment rect.
  var photoRect: CGRect { photoView.convert(photoView.bounds, to: view) }
}

/// A window with the grid in a navigation controller whose pushes and pops zoom (or presenting
/// the detail with a zoom), the library's zoom elements looking the cell up by ``index`` each
/// time they are asked, and the fingers and measurements the zoom glue tests need.
@MainActor
final class ZoomWorld {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let grid = ZoomGrid()
  let detail = ZoomDetail()
  private(set) var navigation: UINavigationController?
  private(set) var delegate: FluidNavigationDelegate?
  private(set) var modalDelegate: FluidTransitioningDelegate?
  let engine: TransitionEngine
  let style: ZoomStyle

  /// The photo the detail shows: the cell the zoom flies from and back to.
  var index = 4
  /// Whether the elements give the photo's rect as the alignment rect.
  var aligns = false
  /// The alignment rect to give instead of the photo's, when set.
  var alignmentRect: CGRect?
  /// The elements' dimming colour.
  var dimmingColor: UIColor?
  /// The elements' dismissal veto.
  var veto: ((InteractionContext) -> Bool)?
  /// The further elements.
  var additionalElements: [ZoomElements.SharedElement] = []
  /// Replaces the source provider's answer, when set.
  var sourceOverride: (() -> UIView?)?
  /// Every alignment rect context the elements were given.
  private(set) var alignmentContexts: [ZoomElements.AlignmentRectContext] = []

  init(
    engine: TransitionEngine = .displayLink, style: ZoomStyle = ZoomStyle(),
    interaction: Interaction? = .pinch, modal: Bool = false
  ) {
    self.engine = engine
    self.style = style
    ShimConsole.reset()
    window.shimSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.makeKeyAndVisible()
    if modal {
      window.rootViewController = grid
    } else {
      let navigation = UINavigationController(rootViewController: grid)
      window.rootViewController = navigation
      let delegate = navigation.fluid.enable(
        style, interaction: interaction, options: FluidTransition.Options(engine: engine))
      delegate.elementsProvider = { [weak self] _, _, _ in self?.elements }
      self.navigation = navigation
      self.delegate = delegate
    }
    ShimRunLoop.runDeferredWork()
  }

  /// The zoom elements as the world is configured now.
  var elements: ZoomElements {
    var elements = ZoomElements(
      source: { [weak self] in
        guard let self else { return nil }
        if let sourceOverride = self.sourceOverride { return sourceOverride() }
        return self.grid.cell(at: self.index)
      },
      destination: { [weak self] in self?.detail.imageView })
    if aligns {
      elements.alignmentRectProvider = { [weak self] context in
        guard let self else { return nil }
        self.alignmentContexts.append(context)
        return self.alignmentRect ?? self.detail.photoRect
      }
    }
    elements.dimmingColor = dimmingColor
    elements.interactiveDismissShouldBegin = veto
    elements.additionalElements = additionalElements
    return elements
  }

  /// The detail on screen without a transition, rendered.
  func showDetail() {
    if let navigation {
      navigation.pushViewController(detail, animated: false)
    } else {
      modalDelegate = grid.present(
        detail, fluid: style, elements: elements, options: FluidTransition.Options(engine: engine),
        animated: false)
    }
    ShimRunLoop.runDeferredWork()
    ShimRunLoop.advance(by: 1.0 / 120)
    ShimConsole.reset()
  }

  /// Presents the detail with the zoom.
  func present() {
    modalDelegate = grid.present(
      detail, fluid: style, elements: elements, options: FluidTransition.Options(engine: engine))
    ShimRunLoop.runDeferredWork()
  }

  /// The transition in progress.
  var transition: FluidTransition? {
    delegate?.currentTransition ?? modalDelegate?.currentTransition
  }

  /// The view transitions run in: the navigation controller's, or the presentation's container.
  var container: UIView? {
    navigation?.shimTransitionView ?? detail.presentationController?.containerView
  }

  /// The zoom's flights in the container, back to front: clipping views holding snapshots.
  var flights: [UIView] {
    (container?.subviews ?? []).filter { view in
      view.clipsToBounds && !view.subviews.isEmpty
        && view.subviews.allSatisfy { $0.shimSnapshotOf != nil }
    }
  }

  /// The flight that carries a snapshot of `view`.
  func flight(of view: UIView?) -> UIView? {
    flights.first { flight in flight.subviews.contains { $0.shimSnapshotOf === view } }
  }

  /// The view the library's gestures are on: the navigation controller's, or the presented
  /// detail's.
  var gestureView: UIView? { navigation?.view ?? detail.viewIfLoaded }

  /// The library's own pan (not the system back swipe).
  var pan: UIPanGestureRecognizer? {
    gestureView?.gestureRecognizers?.first {
      $0 is UIPanGestureRecognizer && !(navigation?.shimSystemPopGestures.contains($0) ?? false)
    } as? UIPanGestureRecognizer
  }

  /// The library's pinch.
  var pinch: UIPinchGestureRecognizer? {
    gestureView?.gestureRecognizers?.compactMap { $0 as? UIPinchGestureRecognizer }.first
  }

  /// What a person sees of `view`: its frame in the window, as the render server shows it.
  static func onScreen(_ view: UIView) -> CGRect {
    let frame = view.layer.shimOnScreen.frame
    return view.superview?.convert(frame, to: nil) ?? frame
  }

  /// `view`'s frame in the window, as laid out.
  static func inWindow(_ view: UIView) -> CGRect {
    view.superview?.convert(view.frame, to: nil) ?? view.frame
  }

  /// The opacity a person sees of `view`.
  static func opacity(_ view: UIView) -> Double {
    Double(view.layer.shimOnScreen.opacity)
  }

  /// The distance between the centres of two rectangles.
  static func distance(_ a: CGRect, _ b: CGRect) -> Double {
    Double(hypot(a.midX - b.midX, a.midY - b.midY))
  }

  /// Whether two rectangles agree within `tolerance` points on every edge.
  static func close(_ a: CGRect, _ b: CGRect, within tolerance: Double = 0.5) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].allSatisfy {
      abs(Double($0)) <= tolerance
    }
  }

  // MARK: Fingers

  /// Puts the pan at `point` (window coordinates) with `translation` and `velocity`, and sends
  /// `state`.
  func drag(
    _ state: UIGestureRecognizer.State, at point: CGPoint, translation: CGPoint,
    velocity: CGPoint = .zero
  ) {
    guard let pan else {
      Issue.record("no pan")
      return
    }
    pan.shimLocation = point
    pan.shimTranslation = translation
    pan.shimVelocity = velocity
    pan.shimSetState(state)
  }

  /// Puts the pinch's centroid at `centroid` with `scale` and `velocity`, and sends `state`.
  func pinch(
    _ state: UIGestureRecognizer.State, centroid: CGPoint, scale: CGFloat, velocity: CGFloat
  ) {
    guard let pinch else {
      Issue.record("no pinch")
      return
    }
    pinch.shimNumberOfTouches = 2
    pinch.shimLocation = centroid
    pinch.shimScale = scale
    pinch.shimVelocity = velocity
    pinch.shimSetState(state)
  }
}
