#if canImport(UIKit)
  import FluidTransitions
  import UIKit

  /// The Settings tab's root: a list of rows, each pushing a ``SettingsDetailViewController``.
  /// Even rows push with ``SlideStyle``, odd rows with ``ScaleStyle`` (chosen per transition by
  /// the navigation delegate's `styleProvider`); a swipe from the leading edge pops either.
  final class SettingsViewController: UIViewController {
    /// The rows' names, top to bottom.
    static let rowNames = [
      "Wi-Fi", "Bluetooth", "Notifications", "Sounds", "Focus", "Screen Time", "General",
      "Display", "Wallpaper", "Battery", "Privacy", "Passwords",
    ]

    private let scrollView: UIScrollView
    private let intro: UILabel
    private var rows: [ColumnItem] = []

    init() {
      scrollView = GalleryUI.scrollView()
      intro = GalleryUI.label(
        "Even rows push with the slide, odd rows with the scale. Swipe from the leading edge to "
          + "go back, or tap Back and catch the pop mid-flight: every push and pop can be "
          + "grabbed, scrubbed and thrown either way.")
      super.init(nibName: nil, bundle: nil)
      title = "Settings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    /// The Settings tab: a navigation controller whose transitions take their style from the
    /// detail's row, with the back swipe popping interactively from anywhere in the content
    /// or from the leading edge (the default interaction).
    static func makeTab(options: FluidTransition.Options) -> UINavigationController {
      let navigation = UINavigationController(rootViewController: SettingsViewController())
      navigation.title = "Settings"
      let delegate = navigation.fluid.enable(.slide, options: options)
      delegate.styleProvider = { operation, from, to in
        let detail = (operation == .push ? to : from) as? SettingsDetailViewController
        return detail.map { SettingsViewController.style(forRow: $0.row) }
      }
      return navigation
    }

    /// The style of the push to, and the pop from, row `row`'s detail.
    static func style(forRow row: Int) -> any TransitionStyle {
      if row.isMultiple(of: 2) { return SlideStyle() }
      return ScaleStyle()
    }

    /// The name of that style, as the rows show it.
    static func styleName(forRow row: Int) -> String {
      style(forRow: row).name
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(scrollView)
      rows = [ColumnItem(intro)]
      for (row, name) in Self.rowNames.enumerated() {
        let button = GalleryUI.button("\(name) (\(Self.styleName(forRow: row)))") {
          [weak self] in self?.open(row: row)
        }
        rows.append(.row(button))
      }
      for row in rows { scrollView.addSubview(row.view) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      GalleryUI.layOutColumn(rows, in: scrollView, top: GalleryUI.margin)
    }

    private func open(row: Int) {
      navigationController?.pushViewController(
        SettingsDetailViewController(row: row), animated: true)
    }
  }

  /// One row's detail: a coloured card and a description of the transition that brought it.
  final class SettingsDetailViewController: UIViewController {
    /// The row this detail belongs to: it decides the style of its push and pop.
    let row: Int

    private let scrollView: UIScrollView
    private let card: UIView
    private let text: UILabel
    /// Cards that scroll sideways: the back swipe from the content leaves them the drag until
    /// they are back at the first card.
    private let carousel = UIScrollView()
    private var carouselCards: [UIView] = []
    private var rows: [ColumnItem] = []

    /// The detail of row `row`.
    init(row: Int) {
      self.row = row
      scrollView = GalleryUI.scrollView()
      card = UIView()
      card.backgroundColor = PhotoLibrary.color(at: row)
      card.layer.cornerRadius = 12
      let style = SettingsViewController.styleName(forRow: row)
      text = GalleryUI.label(
        "This screen was pushed with .\(style), and pops with it too. Swipe right from "
          + "anywhere, or from the leading edge, to go back: the pop follows your finger, and a "
          + "flick finishes it. Let go before halfway to stay here. The cards below scroll "
          + "sideways first; back at the first card, the same swipe pops.")
      super.init(nibName: nil, bundle: nil)
      title = SettingsViewController.rowNames[row % SettingsViewController.rowNames.count]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(scrollView)
      let back = GalleryUI.button("Back (then catch it mid-flight)") { [weak self] in
        self?.navigationController?.popViewController(animated: true)
      }
      carouselCards = (1...6).map { offset in
        let card = UIView()
        card.backgroundColor = PhotoLibrary.color(at: row + offset)
        card.layer.cornerRadius = 10
        carousel.addSubview(card)
        return card
      }
      rows = [
        ColumnItem(card, height: 160), ColumnItem(text),
        ColumnItem(carousel, height: Self.carouselCardSize.height),
        .row(back),
      ]
      for row in rows { scrollView.addSubview(row.view) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      GalleryUI.layOutColumn(rows, in: scrollView, top: GalleryUI.margin)
      let size = Self.carouselCardSize
      for (index, card) in carouselCards.enumerated() {
        card.frame = CGRect(
          origin: CGPoint(x: CGFloat(index) * (size.width + GalleryUI.spacing), y: 0), size: size)
      }
      let width =
        CGFloat(carouselCards.count) * (size.width + GalleryUI.spacing) - GalleryUI.spacing
      carousel.contentSize = CGSize(width: width, height: size.height)
    }

    /// The size of one card of the carousel, in points.
    static let carouselCardSize = CGSize(width: 140, height: 110)
  }
#endif
