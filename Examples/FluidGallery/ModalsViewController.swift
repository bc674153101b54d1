#if canImport(UIKit)
  import FluidTransitions
  import UIKit

  /// The Modals tab's root: buttons presenting a half-height sheet, a full sheet and a side
  /// drawer with `present(_:fluid:)`. Each dismisses with its natural gesture: the sheets with a
  /// pull down, the drawer with a swipe toward the leading edge; tapping the dimming dismisses
  /// both.
  final class ModalsViewController: UIViewController {
    private let options: FluidTransition.Options
    private let scrollView: UIScrollView
    private let intro: UILabel
    private let status: UILabel
    private var rows: [ColumnItem] = []

    /// The screen, presenting with `options` (engine, release policy, rubber band).
    init(options: FluidTransition.Options) {
      self.options = options
      scrollView = GalleryUI.scrollView()
      intro = GalleryUI.label(
        "Pull a sheet down to dismiss it; let go early and it springs back. Swipe the drawer "
          + "toward the leading edge to close it. Tapping the dimmed area dismisses either. "
          + "Touch any presentation or dismissal mid-flight to catch it.")
      status = GalleryUI.label("Nothing picked in the drawer yet.", secondary: false)
      super.init(nibName: nil, bundle: nil)
      title = "Modals"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    /// The Modals tab: a plain navigation controller (for the title bar); the fluid
    /// transitions are the presentations.
    static func makeTab(options: FluidTransition.Options) -> UINavigationController {
      let navigation = UINavigationController(
        rootViewController: ModalsViewController(options: options))
      navigation.title = "Modals"
      return navigation
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(scrollView)
      let half = GalleryUI.button("Half sheet") { [weak self] in self?.presentHalfSheet() }
      let full = GalleryUI.button("Full sheet") { [weak self] in self?.presentFullSheet() }
      let drawer = GalleryUI.button("Drawer") { [weak self] in self?.presentDrawer() }
      rows = [
        ColumnItem(intro), ColumnItem(half, height: GalleryUI.rowHeight),
        ColumnItem(full, height: GalleryUI.rowHeight),
        ColumnItem(drawer, height: GalleryUI.rowHeight), ColumnItem(status),
      ]
      for row in rows { scrollView.addSubview(row.view) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      GalleryUI.layOutColumn(rows, in: scrollView, top: GalleryUI.margin)
    }

    private func presentHalfSheet() {
      let sheet = SheetViewController(
        heading: "Half sheet",
        text: "Half the screen tall, over the dimmed tab. Pull it down to dismiss, or tap the "
          + "dimmed area above it. Pull it only part way and it springs back.")
      present(sheet, fluid: SheetStyle(detents: [.medium]), options: options)
    }

    private func presentFullSheet() {
      let sheet = SheetViewController(
        heading: "Full sheet",
        text: "It rose on a bouncy spring. Pull it down from anywhere to dismiss it; a flick "
          + "is enough. Catch it while it falls to bring it back up.")
      present(sheet, fluid: .sheet, options: options)
    }

    private func presentDrawer() {
      let drawer = DrawerViewController { [weak self] item in
        self?.status.text = "Picked \(item) in the drawer."
        self?.viewIfLoaded?.setNeedsLayout()
      }
      present(drawer, fluid: .drawer, options: options)
    }
  }

  /// The content of a sheet: a heading, an explanation and a Close button.
  final class SheetViewController: UIViewController {
    private let scrollView: UIScrollView
    private let heading: UILabel
    private let text: UILabel
    private var rows: [ColumnItem] = []

    /// A sheet titled `heading` explaining `text`.
    init(heading: String, text: String) {
      scrollView = GalleryUI.scrollView()
      self.heading = GalleryUI.label(heading, secondary: false)
      self.text = GalleryUI.label(text)
      super.init(nibName: nil, bundle: nil)
      title = heading
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(scrollView)
      let close = GalleryUI.button("Close") { [weak self] in self?.dismiss(animated: true) }
      rows = [
        ColumnItem(heading), ColumnItem(text), ColumnItem(close, height: GalleryUI.rowHeight),
      ]
      for row in rows { scrollView.addSubview(row.view) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      GalleryUI.layOutColumn(rows, in: scrollView, top: GalleryUI.margin)
    }
  }

  /// A side menu: rows that report the pick and dismiss the drawer.
  final class DrawerViewController: UIViewController {
    /// The menu's items, top to bottom.
    static let items = ["Inbox", "Starred", "Sent", "Drafts", "Archive"]

    private let onSelect: @MainActor (String) -> Void
    private let scrollView: UIScrollView
    private let hint: UILabel
    private var rows: [ColumnItem] = []

    /// A drawer that calls `onSelect` with the picked item before it dismisses itself.
    init(onSelect: @escaping @MainActor (String) -> Void) {
      self.onSelect = onSelect
      scrollView = GalleryUI.scrollView()
      hint = GalleryUI.label(
        "Pick an item, swipe toward the leading edge, or tap the dimmed area to close.")
      super.init(nibName: nil, bundle: nil)
      title = "Menu"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(scrollView)
      rows = [ColumnItem(GalleryUI.label("Menu", secondary: false)), ColumnItem(hint)]
      for item in Self.items {
        let button = GalleryUI.button(item) { [weak self] in self?.pick(item) }
        rows.append(ColumnItem(button, height: GalleryUI.rowHeight))
      }
      for row in rows { scrollView.addSubview(row.view) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      GalleryUI.layOutColumn(rows, in: scrollView, top: GalleryUI.margin)
    }

    private func pick(_ item: String) {
      onSelect(item)
      dismiss(animated: true)
    }
  }
#endif
