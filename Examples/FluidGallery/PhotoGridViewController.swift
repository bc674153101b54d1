#if canImport(UIKit)
  import FluidTransitions
  import UIKit

  /// The Photos tab's root: a grid of coloured squares standing in for photos. Tapping one
  /// pushes its ``PhotoDetailViewController`` with ``ZoomStyle``: the square flies to the
  /// detail's image. Dragging the detail down pops it Photos-style, the image following the
  /// finger and landing back on its cell, which is looked up again when the pop starts.
  final class PhotoGridViewController: UIViewController {
    /// The grid's cells, in photo order.
    private(set) var cells: [UIButton] = []

    private let scrollView: UIScrollView
    private let intro: UILabel

    /// The space between cells, in points.
    private static let gap: CGFloat = 2

    init() {
      scrollView = GalleryUI.scrollView()
      intro = GalleryUI.label(
        "Tap a photo: it zooms into its detail. Drag the detail down anywhere to go back; the "
          + "photo follows your finger and lands on its cell. Touch a zoom in flight to catch "
          + "it, then throw it either way.")
      super.init(nibName: nil, bundle: nil)
      title = "Photos"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    /// The Photos tab: a navigation controller whose pushes and pops zoom between a cell and
    /// the detail image, with a drag down to pop (``Interaction/zoomDrag``).
    static func makeTab(options: FluidTransition.Options) -> UINavigationController {
      let navigation = UINavigationController(rootViewController: PhotoGridViewController())
      navigation.title = "Photos"
      let delegate = navigation.fluid.enable(.zoom, interaction: .zoomDrag, options: options)
      delegate.elementsProvider = { operation, from, to in
        PhotoGridViewController.zoomElements(for: operation, from: from, to: to)
      }
      return navigation
    }

    /// The shared elements of a push to, or a pop from, a photo's detail: the grid cell of the
    /// photo the detail shows (looked up each time a transition starts, nil when it is
    /// scrolled out of view, which makes the zoom fall back to a scale and fade) and the
    /// detail's image. Nil for any other pair of screens.
    static func zoomElements(
      for operation: TransitionOperation, from: UIViewController, to: UIViewController
    ) -> ZoomElements? {
      let (gridSide, detailSide) = operation == .push ? (from, to) : (to, from)
      guard let grid = gridSide as? PhotoGridViewController,
        let detail = detailSide as? PhotoDetailViewController
      else { return nil }
      return ZoomElements(
        source: { [weak grid, weak detail] in
          guard let grid, let detail else { return nil }
          return grid.visibleCell(at: detail.index)
        },
        destination: { [weak detail] in detail?.laidOutImageView() })
    }

    /// The cell of photo `index` if its centre is inside the visible part of the grid (below
    /// the navigation bar, above the tab bar), nil otherwise.
    func visibleCell(at index: Int) -> UIView? {
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
        cell.backgroundColor = PhotoLibrary.color(at: index)
        cell.layer.cornerRadius = 8
        cell.clipsToBounds = true
        scrollView.addSubview(cell)
        cells.append(cell)
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
        let column = rightToLeft ? columns - 1 - index % columns : index % columns
        cell.frame = CGRect(
          x: insets.left + CGFloat(column) * (side + gap),
          y: top + CGFloat(index / columns) * (side + gap), width: side, height: side)
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

  /// A photo, large: a full-width square "image" in its colour. Pushed and popped with the
  /// zoom; a drag down anywhere pops. Next shows the following photo, so that the pop has to
  /// find another cell, possibly one scrolled out of view.
  final class PhotoDetailViewController: UIViewController {
    /// The photo shown.
    private(set) var index: Int
    /// The large "image": the zoom's destination element.
    let imageView: UIView

    private let scrollView: UIScrollView
    private let caption: UILabel
    private var rows: [ColumnItem] = []

    /// A detail of photo `index`.
    init(index: Int) {
      self.index = index
      imageView = UIView()
      scrollView = GalleryUI.scrollView()
      caption = GalleryUI.label("")
      super.init(nibName: nil, bundle: nil)
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

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(scrollView)
      scrollView.addSubview(imageView)
      let next = GalleryUI.button("Next photo") { [weak self] in
        guard let self else { return }
        self.showPhoto(at: (self.index + 1) % PhotoLibrary.count)
      }
      rows = [ColumnItem(caption), ColumnItem(next, height: GalleryUI.rowHeight)]
      for row in rows { scrollView.addSubview(row.view) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      let insets = scrollView.safeAreaInsets
      let side = view.bounds.width - insets.left - insets.right
      imageView.frame = CGRect(x: insets.left, y: 0, width: side, height: side)
      GalleryUI.layOutColumn(rows, in: scrollView, top: side + GalleryUI.spacing)
    }

    private func showPhoto(at newIndex: Int) {
      index = newIndex
      title = PhotoLibrary.name(at: index)
      imageView.backgroundColor = PhotoLibrary.color(at: index)
      caption.text =
        "\(PhotoLibrary.name(at: index)) of \(PhotoLibrary.count). Drag down anywhere to go "
        + "back: the photo follows your finger, shrinks, and lands on its cell; let go early or "
        + "push it back up to stay. Next shows another photo. If its cell is scrolled out of "
        + "view in the grid, going back shrinks and fades the photo instead."
      viewIfLoaded?.setNeedsLayout()
    }
  }
#endif
