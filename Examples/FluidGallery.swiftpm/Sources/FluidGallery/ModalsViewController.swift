#if canImport(UIKit)
  import FluidTransitions
  import UIKit

  /// The Modals tab's root: buttons presenting sheets with detents, a full sheet and a side
  /// drawer with `present(_:fluid:)`. The sheets move between their detents under a finger and
  /// dismiss with a throw below the smallest one; the drawer closes with a swipe toward the
  /// leading edge; tapping a dimmed area dismisses either.
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
        "Drag a sheet between its detents: a flick carries it to the next one, a slow drag "
          + "lands on the nearest. Throw it down past its smallest detent to dismiss it. Swipe "
          + "the drawer toward the leading edge to close it. Tapping a dimmed area dismisses "
          + "either. Touch any presentation, dismissal or detent change mid-flight to catch it.")
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
      let buttons = [
        GalleryUI.button("Medium and large") { [weak self] in self?.presentDetentSheet() },
        GalleryUI.button("Undimmed at medium") { [weak self] in self?.presentUndimmedSheet() },
        GalleryUI.button("Sheet with a text field") { [weak self] in self?.presentFormSheet() },
        GalleryUI.button("Full sheet") { [weak self] in self?.presentFullSheet() },
        GalleryUI.button("Drawer") { [weak self] in self?.presentDrawer() },
      ]
      rows =
        [ColumnItem(intro)] + buttons.map { .row($0) }
        + [ColumnItem(status)]
      for row in rows { scrollView.addSubview(row.view) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      GalleryUI.layOutColumn(rows, in: scrollView, top: GalleryUI.margin)
    }

    private func presentDetentSheet() {
      let sheet = SheetViewController(
        heading: "Medium and large",
        text: "It opened at medium, half the screen. Flick it up to large, or drag it slowly and "
          + "let go: it lands on the detent nearest to where the throw would carry it. Throw it "
          + "down past medium to dismiss it. This text scrolls at large; scrolled to its top, "
          + "a pull down moves the sheet instead.")
      let style = SheetStyle(detents: [.medium, .large], prefersGrabberVisible: true)
      present(sheet, fluid: style, options: options)
    }

    private func presentUndimmedSheet() {
      let sheet = SheetViewController(
        heading: "Undimmed at medium",
        text: "At medium nothing behind the sheet is dimmed (UIKit's "
          + "largestUndimmedDetentIdentifier); drag it up to large and the dimming follows the "
          + "sheet in.")
      let style = SheetStyle(
        detents: [.medium, .large], largestUndimmedDetentIdentifier: .medium,
        prefersGrabberVisible: true)
      present(sheet, fluid: style, options: options)
    }

    private func presentFormSheet() {
      let sheet = SheetViewController(
        heading: "Sheet with a text field",
        text: "Tap the field: the sheet rides up on the keyboard with the keyboard's own "
          + "duration and curve, and falls back when it hides. A drag while the keyboard is up "
          + "never lands on a detent that would hide the field.",
        hasTextField: true)
      present(sheet, fluid: SheetStyle(detents: [.medium, .large]), options: options)
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

  /// The content of a sheet: a heading, an explanation, optionally a text field, and a Close
  /// button.
  final class SheetViewController: UIViewController {
    private let scrollView: UIScrollView
    private let heading: UILabel
    private let text: UILabel
    private let textField: UITextField?
    private var rows: [ColumnItem] = []

    /// A sheet titled `heading` explaining `text`, with a text field when `hasTextField`.
    init(heading: String, text: String, hasTextField: Bool = false) {
      scrollView = GalleryUI.scrollView()
      self.heading = GalleryUI.label(heading, secondary: false)
      self.text = GalleryUI.label(text)
      textField = hasTextField ? UITextField() : nil
      textField?.placeholder = "Type here"
      textField?.backgroundColor = .secondarySystemBackground
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
      rows = [ColumnItem(heading), ColumnItem(text)]
      if let textField { rows.append(.row(textField)) }
      rows.append(.row(close))
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
        rows.append(.row(button))
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
