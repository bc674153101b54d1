import FluidGallery
import FluidTransitions
import Testing
import UIKit

/// The gallery at the person's text size (Dynamic Type) and in right-to-left layouts: its text
/// follows the content size category, its rows grow so no title overflows, nothing overlaps, and
/// the photo grid reads as photos to VoiceOver.
@MainActor
@Suite("Gallery: Dynamic Type, right to left, VoiceOver")
struct AccessibilityGalleryGlueTests {
  typealias Gallery = GalleryTests.Gallery

  /// The rows of `root`'s column (its scroll view's direct subviews, top to bottom).
  static func column(of root: UIViewController) -> [UIView] {
    let scrollView = GalleryTests.views(of: UIScrollView.self, in: root.view).first
    return (scrollView?.subviews ?? []).sorted { $0.frame.minY < $1.frame.minY }
  }

  @Test("At the largest text size, text grows, each button's row holds its title, none overlap")
  func largestTextSize() throws {
    defer { UIFont.shimContentSizeCategory = .large }
    let gallery = try Gallery()
    let root = try #require(gallery.modals.topViewController)
    let before = Self.column(of: root).map(\.frame.height)
    UIFont.shimContentSizeCategory = .accessibilityExtraExtraExtraLarge
    root.view.setNeedsLayout()
    root.view.layoutIfNeeded()
    let rows = Self.column(of: root)
    #expect(
      zip(rows.map(\.frame.height), before).allSatisfy { $1 == 0 || $0 > $1 }, "every row grew")
    for label in rows.compactMap({ $0 as? UILabel }) {
      #expect(label.adjustsFontForContentSizeCategory)
      #expect(label.font.pointSize >= 53, "\(label.text ?? "")")
    }
    for button in rows.compactMap({ $0 as? UIButton }) {
      let title = try #require(button.titleLabel)
      #expect(title.adjustsFontForContentSizeCategory)
      #expect(button.frame.height >= title.font.lineHeight + 20, "\(button.currentTitle ?? "")")
    }
    for (upper, lower) in zip(rows, rows.dropFirst()) {
      #expect(upper.frame.maxY <= lower.frame.minY, "no overlap")
    }
  }

  @Test("Right to left, the photo grid starts at the right; each cell reads as its photo")
  func rightToLeftGrid() throws {
    let gallery = try Gallery()
    let grid = try #require(gallery.photos.topViewController)
    let cells = GalleryTests.views(of: UIButton.self, in: grid.view)
    try #require(cells.count == 30)
    #expect(cells[0].frame.minX < cells[1].frame.minX, "left to right")
    #expect(cells[0].accessibilityLabel == "Photo 1")
    #expect(cells[29].accessibilityLabel == "Photo 30")
    grid.view.shimLayoutDirection = .rightToLeft
    grid.view.setNeedsLayout()
    grid.view.layoutIfNeeded()
    #expect(cells[0].frame.minX > cells[1].frame.minX, "right to left")
    #expect(abs(cells[0].frame.maxX - grid.view.bounds.width) < 1)
  }
}
