#if canImport(UIKit)
  import UIKit

  /// One view of a column that ``GalleryUI/layOutColumn(_:in:top:)`` stacks: a fixed height, a
  /// row's height (``GalleryUI/rowHeight``, measured as the column is laid out, so it follows
  /// the person's text size), or the view's own fitting height (labels).
  @MainActor
  struct ColumnItem {
    /// The view.
    let view: UIView
    /// Its height in points, or nil to ask `sizeThatFits(_:)`.
    let height: CGFloat?
    /// Whether its height is a row's.
    let isRow: Bool

    /// A view with its fitting height.
    init(_ view: UIView, height: CGFloat? = nil) {
      self.view = view
      self.height = height
      isRow = false
    }

    private init(row view: UIView) {
      self.view = view
      height = nil
      isRow = true
    }

    /// A button or a list row, as tall as ``GalleryUI/rowHeight`` at each layout.
    static func row(_ view: UIView) -> ColumnItem {
      ColumnItem(row: view)
    }
  }

  /// The building blocks the gallery's screens share: wrapping text, row buttons and a column
  /// laid out with manual frames in a scroll view (no Auto Layout, no collection or table
  /// views, no images).
  @MainActor
  enum GalleryUI {
    /// The space between content and the edges of the safe area, in points.
    static let margin: CGFloat = 16
    /// The space between stacked views, in points.
    static let spacing: CGFloat = 12
    /// The height of a button or a list row, in points: 50, or more where the person's text
    /// size needs it (Dynamic Type), so a title never overflows its row.
    static var rowHeight: CGFloat {
      max(50, (UIFont.preferredFont(forTextStyle: .body).lineHeight + 28).rounded(.up))
    }

    /// A label that wraps onto as many lines as its text needs: secondary text by default,
    /// primary text for headings; at the person's text size (Dynamic Type), following it as it
    /// changes.
    static func label(_ text: String, secondary: Bool = true) -> UILabel {
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: secondary ? .body : .headline)
      label.adjustsFontForContentSizeCategory = true
      label.textColor = secondary ? .secondaryLabel : .label
      return label
    }

    /// A rounded row button that runs `handler` when tapped, its title at the person's text
    /// size. Closure-based (`UIAction`, iOS 14): no selectors, so the same code compiles
    /// against the Linux interface shim.
    static func button(_ title: String, handler: @escaping @MainActor () -> Void) -> UIButton {
      let button = UIButton(primaryAction: UIAction(title: title) { _ in handler() })
      button.titleLabel?.font = .preferredFont(forTextStyle: .body)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      button.backgroundColor = .secondarySystemBackground
      button.layer.cornerRadius = 10
      return button
    }

    /// A vertical scroll view for a screen's content. Its frame is the screen's bounds: UIKit
    /// insets the content below the navigation bar and above the tab bar by itself
    /// (`contentInsetAdjustmentBehavior` is `.automatic`).
    static func scrollView() -> UIScrollView {
      let scrollView = UIScrollView()
      scrollView.backgroundColor = .systemBackground
      return scrollView
    }

    /// Stacks `items` top to bottom in `scrollView` from `top`, as wide as the scroll view
    /// inside its horizontal safe area and the margins, and sets the scroll view's content
    /// size. Returns the bottom of the content.
    @discardableResult
    static func layOutColumn(_ items: [ColumnItem], in scrollView: UIScrollView, top: CGFloat)
      -> CGFloat
    {
      let insets = scrollView.safeAreaInsets
      let width = max(scrollView.bounds.width - insets.left - insets.right - 2 * margin, 0)
      var y = top
      for item in items {
        let fitting = CGSize(width: width, height: .greatestFiniteMagnitude)
        let fittingHeight = { item.view.sizeThatFits(fitting).height.rounded(.up) }
        let height = item.isRow ? rowHeight : item.height ?? fittingHeight()
        item.view.frame = CGRect(x: insets.left + margin, y: y, width: width, height: height)
        y += height + spacing
      }
      let bottom = (items.isEmpty ? y : y - spacing) + margin
      scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: bottom)
      return bottom
    }
  }

  /// The stand-in for a photo library: coloured squares instead of images.
  @MainActor
  enum PhotoLibrary {
    /// How many photos there are.
    static let count = 30

    /// The photo's name, counting from 1.
    static func name(at index: Int) -> String {
      "Photo \(index + 1)"
    }

    /// The photo's width over its height: most are landscape (3:2), every third one portrait
    /// (3:4), so the square grid cells show a crop of each and the zoom has aspects to handle.
    static func aspectRatio(at index: Int) -> CGFloat {
      index % 3 == 2 ? 3.0 / 4.0 : 3.0 / 2.0
    }

    /// The photo's colour: hues a golden angle apart, so neighbours never look alike.
    static func color(at index: Int) -> UIColor {
      let hue = (Double(index) * 0.618_034).truncatingRemainder(dividingBy: 1) * 6
      let saturation = 0.55
      let brightness = 0.9
      let fraction = hue - hue.rounded(.down)
      let low = brightness * (1 - saturation)
      let falling = brightness * (1 - saturation * fraction)
      let rising = brightness * (1 - saturation * (1 - fraction))
      let rgb: (Double, Double, Double)
      switch Int(hue) {
      case 0: rgb = (brightness, rising, low)
      case 1: rgb = (falling, brightness, low)
      case 2: rgb = (low, brightness, rising)
      case 3: rgb = (low, falling, brightness)
      case 4: rgb = (rising, low, brightness)
      default: rgb = (brightness, low, falling)
      }
      return UIColor(red: CGFloat(rgb.0), green: CGFloat(rgb.1), blue: CGFloat(rgb.2), alpha: 1)
    }
  }
#endif
