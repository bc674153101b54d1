#if canImport(UIKit)
  import FluidTransitions
  import UIKit

  /// The Photos tab's root: a grid of square crops of coloured "photos", each with its number.
  /// Tapping one pushes its ``PhotoDetailViewController`` with ``ZoomStyle``: the crop flies to
  /// the whole photo, cross-fading into it, while the number flies to the detail's title.
  /// Dragging the detail down, or pinching it, pops it Photos-style, the photo following the
  /// fingers and landing back on its cell, which is looked up again when the pop starts (and,
  /// on the display-link engine, on every frame).
  final class PhotoGridViewController: UIViewController {
    /// The grid's cells (tap targets), in photo order.
    private(set) var cells: [UIButton] = []
    /// The photo inside each cell: the zoom's source.
    private(set) var photos: [PhotoView] = []
    /// The number over each cell's photo: the caption's source.
    private(set) var numbers: [UILabel] = []

    private let scrollView: UIScrollView
    private let intro: UILabel

    /// The space between cells, in points.
    private static let gap: CGFloat = 2

    init() {
      scrollView = GalleryUI.scrollView()
      intro = GalleryUI.label(
        "Tap a photo: its square crop zooms into the whole photo. Drag the detail down anywhere, "
          + "or pinch it, to go back; the photo follows your fingers and lands on its cell. "
          + "Touch a zoom in flight to catch it, then throw it either way.")
      super.init(nibName: nil, bundle: nil)
      title = "Photos"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    /// The Photos tab: a navigation controller whose pushes and pops zoom between a cell and
    /// the detail's photo, popped by a drag down or a pinch (``Interaction/pinch``).
    static func makeTab(options: FluidTransition.Options) -> UINavigationController {
      let navigation = UINavigationController(rootViewController: PhotoGridViewController())
      navigation.title = "Photos"
      let delegate = navigation.fluid.enable(.zoom, interaction: .pinch, options: options)
      delegate.elementsProvider = { operation, from, to in
        PhotoGridViewController.zoomElements(for: operation, from: from, to: to)
      }
      return navigation
    }

    /// The shared elements of a push to, or a pop from, a photo's detail: the photo in the grid
    /// cell of the photo the detail shows (looked up each time it is asked, nil when the cell
    /// is scrolled out of view, which makes the zoom fall back to a scale and fade) and the
    /// detail's image view; the photo inside it as the alignment rect (the image view is
    /// square, the photo is not); and the cell's number flying to the detail's title. Nil for
    /// any other pair of screens.
    static func zoomElements(
      for operation: TransitionOperation, from: UIViewController, to: UIViewController
    ) -> ZoomElements? {
      let (gridSide, detailSide) = operation == .push ? (from, to) : (to, from)
      guard let grid = gridSide as? PhotoGridViewController,
        let detail = detailSide as? PhotoDetailViewController
      else { return nil }
      let caption = ZoomElements.SharedElement(
        identifier: "caption",
        source: { [weak grid, weak detail] in
          guard let grid, let detail, grid.visibleCell(at: detail.index) != nil else { return nil }
          return grid.numbers[detail.index]
        },
        destination: { [weak detail] in detail?.titleLabel },
        zIndex: 1)
      return ZoomElements(
        source: { [weak grid, weak detail] in
          guard let grid, let detail, grid.visibleCell(at: detail.index) != nil else { return nil }
          return grid.photos[detail.index]
        },
        destination: { [weak detail] in detail?.laidOutImageView() },
        alignmentRectProvider: { context in
          (context.zoomedViewController as? PhotoDetailViewController)?.photoFrameInView()
        },
        additionalElements: [caption])
    }

    /// The cell of photo `index` if its centre is inside the visible part of the grid (below
    /// the navigation bar, above the tab bar), nil otherwise.
    func visibleCell(at index: Int) -> UIButton? {
      guard cells.indices.contains(index) else { return nil }
      let cell = cells[index]
      let visible = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
      return visible.contains(CGPoint(x: cell.frame.midX, y: cell.frame.midY)) ? cell : nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(scrollView)
      scrollView.addSubview(intro)
      for index in 0..<PhotoLibrary.count {
        let cell = UIButton(
          type: .custom,
          primaryAction: UIAction { [weak self] _ in self?.openPhoto(at: index) })
        let photo = PhotoView(index: index)
        photo.isUserInteractionEnabled = false
        photo.layer.cornerRadius = 8
        photo.clipsToBounds = true
        // VoiceOver reads the cell as the photo's name; the number on it is decoration.
        cell.accessibilityLabel = PhotoLibrary.name(at: index)
        let number = UILabel()
        number.text = "\(index + 1)"
        number.isAccessibilityElement = false
        number.font = .preferredFont(forTextStyle: .caption1)
        number.adjustsFontForContentSizeCategory = true
        number.textColor = UIColor(white: 1, alpha: 1)
        number.isUserInteractionEnabled = false
        cell.addSubview(photo)
        cell.addSubview(number)
        scrollView.addSubview(cell)
        cells.append(cell)
        photos.append(photo)
        numbers.append(number)
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      let top = GalleryUI.layOutColumn([ColumnItem(intro)], in: scrollView, top: GalleryUI.margin)
      let insets = scrollView.safeAreaInsets
      let width = view.bounds.width - insets.left - insets.right
      let columns = width > 600 ? 5 : 3
      let gap = Self.gap
      let side = ((width - gap * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
      let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      for (index, cell) in cells.enumerated() {
        // Right to left, the grid starts at the right edge, mirrored exactly.
        let leading = CGFloat(index % columns) * (side + gap)
        let trailingStart = view.bounds.width - insets.right - side
        cell.frame = CGRect(
          x: rightToLeft ? trailingStart - leading : insets.left + leading,
          y: top + CGFloat(index / columns) * (side + gap), width: side, height: side)
        photos[index].frame = cell.bounds
        let height = min(numbers[index].font.lineHeight.rounded(.up), max(side - 12, 0))
        numbers[index].frame = CGRect(
          x: 8, y: side - 6 - height, width: max(side - 16, 0), height: height)
      }
      let rows = (cells.count + columns - 1) / columns
      scrollView.contentSize = CGSize(
        width: view.bounds.width, height: top + CGFloat(rows) * (side + gap))
    }

    private func openPhoto(at index: Int) {
      navigationController?.pushViewController(
        PhotoDetailViewController(index: index), animated: true)
    }
  }

  /// A stand-in for a photo: its colour, with a darker "horizon" band across its lower part, so
  /// a crop and the whole photo can be told apart.
  final class PhotoView: UIView {
    private let horizon = UIView()

    /// The photo `index` of the library.
    init(index: Int) {
      super.init(frame: .zero)
      horizon.backgroundColor = UIColor(white: 0, alpha: 0.25)
      horizon.isUserInteractionEnabled = false
      addSubview(horizon)
      show(index)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    /// Shows photo `index`.
    func show(_ index: Int) {
      backgroundColor = PhotoLibrary.color(at: index)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      horizon.frame = CGRect(
        x: 0, y: bounds.height * 0.62, width: bounds.width, height: bounds.height * 0.38)
    }
  }

  /// A photo, large: a full-width square image view showing the whole photo, aspect-fitted (a
  /// landscape photo letterboxed, a portrait one pillarboxed), its title under it. Pushed and
  /// popped with the zoom; a drag down anywhere or a pinch pops. Next shows the following
  /// photo, so that the pop has to find another cell, possibly one scrolled out of view.
  final class PhotoDetailViewController: UIViewController {
    /// The photo shown.
    private(set) var index: Int
    /// The square image view: the zoom's destination element.
    let imageView: UIView
    /// The photo inside ``imageView``, aspect-fitted: the zoom's alignment rect.
    let photoView: PhotoView
    /// The photo's title: where the grid cell's number flies.
    let titleLabel: UILabel

    private let scrollView: UIScrollView
    private let caption: UILabel
    private var rows: [ColumnItem] = []

    /// A detail of photo `index`.
    init(index: Int) {
      self.index = index
      imageView = UIView()
      photoView = PhotoView(index: index)
      titleLabel = GalleryUI.label("", secondary: false)
      scrollView = GalleryUI.scrollView()
      caption = GalleryUI.label("")
      super.init(nibName: nil, bundle: nil)
      // As in Photos: the detail is shown without the tab bar.
      hidesBottomBarWhenPushed = true
      showPhoto(at: index)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    /// The image view, laid out first: a push measures it before UIKit's first layout pass of
    /// this screen.
    func laidOutImageView() -> UIView {
      view.layoutIfNeeded()
      return imageView
    }

    /// The photo's frame in this screen's view: what the zoom aligns the cell's crop with.
    func photoFrameInView() -> CGRect {
      view.layoutIfNeeded()
      return photoView.convert(photoView.bounds, to: view)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(scrollView)
      imageView.backgroundColor = .secondarySystemBackground
      imageView.clipsToBounds = true
      imageView.addSubview(photoView)
      scrollView.addSubview(imageView)
      let next = GalleryUI.button("Next photo") { [weak self] in
        guard let self else { return }
        self.showPhoto(at: (self.index + 1) % PhotoLibrary.count)
      }
      rows = [
        ColumnItem(titleLabel), ColumnItem(caption), .row(next),
      ]
      for row in rows { scrollView.addSubview(row.view) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      let insets = scrollView.safeAreaInsets
      let side = view.bounds.width - insets.left - insets.right
      imageView.frame = CGRect(x: insets.left, y: 0, width: side, height: side)
      // Aspect fit: the whole photo, as large as the square allows.
      let ratio = PhotoLibrary.aspectRatio(at: index)
      let size =
        ratio >= 1
        ? CGSize(width: side, height: (side / ratio).rounded())
        : CGSize(width: (side * ratio).rounded(), height: side)
      photoView.frame = CGRect(
        x: (side - size.width) / 2, y: (side - size.height) / 2, width: size.width,
        height: size.height)
      GalleryUI.layOutColumn(rows, in: scrollView, top: side + GalleryUI.spacing)
    }

    private func showPhoto(at newIndex: Int) {
      index = newIndex
      title = PhotoLibrary.name(at: index)
      titleLabel.text = PhotoLibrary.name(at: index)
      photoView.show(index)
      caption.text =
        "\(PhotoLibrary.name(at: index)) of \(PhotoLibrary.count), shown whole. Drag down "
        + "anywhere, or pinch, to go back: the photo follows your fingers, shrinks into its "
        + "square crop and lands on its cell; let go early or push it back to stay. Next shows "
        + "another photo. If its cell is scrolled out of view in the grid, going back shrinks "
        + "and fades the photo instead."
      viewIfLoaded?.setNeedsLayout()
    }
  }
#endif
