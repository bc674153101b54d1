import FluidGallery
import FluidTransitions
import Testing
import UIKit

/// The gallery in a window of the simulated UIKit: every tab loads and lays out, each container
/// has its fluid delegate with the documented style and interaction, and tapping a photo, a row
/// or a modal button runs the fluid transition the gallery promises, to its end.
@MainActor
@Suite("Gallery")
struct GalleryTests {
  /// The gallery's tab bar controller and its four navigation controllers, every root view
  /// loaded and laid out.
  @MainActor
  struct Gallery {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tabs: UITabBarController
    let photos: UINavigationController
    let settings: UINavigationController
    let modals: UINavigationController
    let pacing: UINavigationController

    init() throws {
      ShimConsole.reset()
      tabs = try #require(FluidGallery.makeRootViewController() as? UITabBarController)
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      let tabControllers = tabs.viewControllers ?? []
      try #require(tabControllers.count == 5)
      photos = try #require(tabControllers[0] as? UINavigationController)
      settings = try #require(tabControllers[1] as? UINavigationController)
      modals = try #require(tabControllers[2] as? UINavigationController)
      pacing = try #require(tabControllers[3] as? UINavigationController)
      for navigation in [photos, settings, modals, pacing] {
        let root = try #require(navigation.topViewController)
        root.view.layoutIfNeeded()
      }
      // The end of this turn of the run loop: Core Animation renders the screen before a
      // finger can touch it (a zoom snapshots the cell as it is on screen).
      ShimRunLoop.runDeferredWork()
    }
  }

  /// Every view of `view`'s tree of type `T`, depth first, back to front.
  static func views<T: UIView>(of type: T.Type, in view: UIView) -> [T] {
    view.subviews.flatMap { subview in
      ((subview as? T).map { [$0] } ?? []) + views(of: type, in: subview)
    }
  }

  /// The button titled `title` in `view`'s tree.
  static func button(_ title: String, in view: UIView) -> UIButton? {
    views(of: UIButton.self, in: view).first { $0.currentTitle == title }
  }

  @Test("The root is a tab bar controller switching tabs with the tab style and a pan")
  func tabs() throws {
    let gallery = try Gallery()
    let delegate = try #require(gallery.tabs.fluid.delegate)
    #expect(gallery.tabs.delegate === delegate)
    #expect(delegate.style is TabStyle)
    #expect(gallery.tabs.view.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } == true)
    #expect(
      [gallery.photos.title, gallery.settings.title, gallery.modals.title, gallery.pacing.title]
        == ["Photos", "Settings", "Modals", "Pacing"])
    gallery.tabs.shimTapTab(at: 2)
    #expect(delegate.currentTransition?.operation == .tabForward)
    ShimRunLoop.advance(by: 2)
    #expect(gallery.tabs.selectedViewController === gallery.modals)
    #expect(gallery.tabs.shimTransitionView.subviews == [gallery.modals.view])
    #expect(ShimConsole.transitions.map(\.completions) == [[true]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("Every screen loads, lays out in the scroll view and has a title and text")
  func screensLoad() throws {
    let gallery = try Gallery()
    for navigation in [gallery.photos, gallery.settings, gallery.modals] {
      let root = try #require(navigation.topViewController)
      #expect(root.title?.isEmpty == false)
      let scrollView = try #require(Self.views(of: UIScrollView.self, in: root.view).first)
      #expect(scrollView.frame == root.view.bounds)
      #expect(scrollView.contentSize.height > 0)
      let labels = Self.views(of: UILabel.self, in: root.view)
      #expect(labels.contains { ($0.text?.count ?? 0) > 40 && $0.frame.height > 0 })
    }
  }

  @Test("Tapping a photo pushes its detail, zooming from the cell's crop to the whole photo")
  func photoPushZooms() throws {
    let gallery = try Gallery()
    let navigation = gallery.photos
    let delegate = try #require(navigation.fluid.delegate)
    #expect(delegate.style is ZoomStyle)
    #expect(delegate.interaction == .pinch, "a drag down or a pinch pops")
    #expect(navigation.view.gestureRecognizers?.contains { $0 is UIPinchGestureRecognizer } == true)
    #expect(delegate.elementsProvider != nil)
    let grid = try #require(navigation.topViewController)
    let cells = Self.views(of: UIButton.self, in: grid.view)
    try #require(cells.count == 30)
    let cell = cells[4]
    #expect(cell.frame.width > 100 && cell.frame.width == cell.frame.height)
    let photo = try #require(cell.subviews.first)
    let number = try #require(cell.subviews.last as? UILabel)
    #expect(photo.frame == cell.bounds && photo.layer.cornerRadius == 8 && number.text == "5")

    cell.sendActions(for: .primaryActionTriggered)
    try #require(navigation.viewControllers.count == 2)
    let detail = try #require(navigation.topViewController)
    #expect(detail.title == "Photo 5")
    let transition = try #require(delegate.currentTransition)
    #expect(transition.operation == .push)
    #expect(transition.style is ZoomStyle)
    let elements = try #require(transition.elements)
    #expect(elements.source() === photo, "the cell's photo flies, not its number")
    let image = try #require(elements.destination())
    #expect(image.isDescendant(of: detail.view))
    #expect(
      image.frame.width == detail.view.bounds.width && image.frame.height == image.frame.width)
    // The whole photo inside the square image view: wider than tall, centred, the alignment
    // rect the crop lines up with.
    let whole = try #require(image.subviews.first)
    #expect(whole.backgroundColor == photo.backgroundColor)
    let context = ZoomElements.AlignmentRectContext(sourceView: photo, zoomedViewController: detail)
    let aligned = try #require(elements.alignmentRectProvider?(context))
    #expect(aligned == whole.convert(whole.bounds, to: detail.view))
    #expect(
      aligned.width == image.frame.width && aligned.height == (image.frame.width / 1.5).rounded())
    // The number flies to the detail's title, above the photo.
    let caption = try #require(elements.additionalElements.first)
    #expect(elements.additionalElements.count == 1 && caption.identifier == "caption")
    #expect(caption.zIndex == 1 && caption.source() === number)
    #expect((caption.destination() as? UILabel)?.text == "Photo 5")
    // Two flights on screen: the photo's and, above it, the number's.
    let flights = navigation.shimTransitionView.subviews.filter { view in
      view.clipsToBounds && !view.subviews.isEmpty
        && view.subviews.allSatisfy { $0.shimSnapshotOf != nil }
    }
    #expect(flights.count == 2)
    #expect(flights.last?.subviews.contains { $0.shimSnapshotOf === number } == true)
    ShimRunLoop.advance(by: 2)
    #expect(delegate.currentTransition == nil)
    #expect(navigation.shimTransitionView.subviews == [detail.view])
    #expect(ShimConsole.transitions.map(\.completions) == [[true]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A photo's detail hides the tab bar: its picture leaves with the grid on the push")
  func photoDetailHidesTheTabBar() throws {
    let gallery = try Gallery()
    let navigation = gallery.photos
    let bar = gallery.tabs.tabBar
    let grid = try #require(navigation.topViewController)
    let shown = bar.frame
    #expect(shown.maxY <= 844 && shown.height > 0, "the tab bar shows under the grid")
    // A picture of the bar (a snapshot of the window at its place) inside the grid's view.
    let picture = {
      Self.views(of: UIView.self, in: grid.view).first {
        $0.shimSnapshotOf === gallery.window && $0.shimSnapshotRect == shown
      }
    }
    let cells = Self.views(of: UIButton.self, in: grid.view)
    try #require(cells.count == 30)
    cells[4].sendActions(for: .primaryActionTriggered)
    var carriedOut = 0
    for _ in 0..<240 where navigation.shimIsTransitioning {
      ShimRunLoop.advance(by: 1.0 / 120)
      if picture() != nil { carriedOut += 1 }
    }
    #expect(carriedOut > 0, "the bar's picture leaves with the grid")
    #expect(bar.frame.minY >= 844, "hidden under the detail")
    navigation.popViewController(animated: true)
    for _ in 0..<240 where navigation.shimIsTransitioning { ShimRunLoop.advance(by: 1.0 / 120) }
    #expect(navigation.topViewController === grid && bar.frame == shown, "shown on the grid")
    #expect(picture() == nil, "no picture is left")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("The pop looks the cell up again: the current photo's cell, or nil once scrolled away")
  func photoPopFindsTheCellOrFallsBack() throws {
    let gallery = try Gallery()
    let navigation = gallery.photos
    let delegate = try #require(navigation.fluid.delegate)
    let grid = try #require(navigation.topViewController)
    let cells = Self.views(of: UIButton.self, in: grid.view)
    try #require(cells.count == 30)
    cells[1].sendActions(for: .primaryActionTriggered)
    ShimRunLoop.advance(by: 2)
    let detail = try #require(navigation.topViewController)
    detail.view.layoutIfNeeded()

    // Next photo: the pop now looks for photo 3's cell.
    try #require(Self.button("Next photo", in: detail.view)).sendActions(
      for: .primaryActionTriggered)
    #expect(detail.title == "Photo 3")
    let elements = try #require(delegate.elementsProvider?(.pop, detail, grid))
    let photo = try #require(cells[2].subviews.first)
    #expect(elements.source() === photo)
    #expect(elements.destination()?.subviews.first?.backgroundColor == photo.backgroundColor)
    // Photo 3 is a portrait one: pillarboxed in the square image view.
    let context = ZoomElements.AlignmentRectContext(sourceView: photo, zoomedViewController: detail)
    let aligned = try #require(elements.alignmentRectProvider?(context))
    #expect(aligned.height > aligned.width)

    // Scrolled out of view: no cell, the zoom falls back to its scale and fade.
    let scrollView = try #require(Self.views(of: UIScrollView.self, in: grid.view).first)
    scrollView.contentOffset = CGPoint(x: 0, y: cells[2].frame.maxY + 10)
    #expect(elements.source() == nil)
    #expect(elements.additionalElements.first?.source() == nil, "nor its number")
    scrollView.contentOffset = .zero
    #expect(elements.source() === photo)

    // The back button: the zoom lands on photo 3's cell.
    navigation.popViewController(animated: true)
    let pop = try #require(delegate.currentTransition)
    #expect(pop.operation == .pop)
    #expect(pop.elements?.source() === photo)
    ShimRunLoop.advance(by: 2)
    #expect(navigation.topViewController === grid)
    #expect(navigation.shimTransitionView.subviews == [grid.view])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A pinch on a photo's detail pops it back onto its cell")
  func photoPinchPops() throws {
    let gallery = try Gallery()
    let navigation = gallery.photos
    let grid = try #require(navigation.topViewController)
    let cells = Self.views(of: UIButton.self, in: grid.view)
    try #require(cells.count == 30)
    cells[7].sendActions(for: .primaryActionTriggered)
    ShimRunLoop.advance(by: 2)
    let pinch = try #require(
      navigation.view.gestureRecognizers?.compactMap { $0 as? UIPinchGestureRecognizer }.first)
    pinch.shimLocation = CGPoint(x: 195, y: 300)
    pinch.shimScale = 0.97
    pinch.shimVelocity = -2
    pinch.shimSetState(.began)
    #expect(pinch.state == .began)
    for step in 1...15 {
      ShimRunLoop.advance(by: 1.0 / 120)
      pinch.shimScale = 0.97 - 0.02 * CGFloat(step)
      pinch.shimVelocity = -2.4
      pinch.shimLocation = CGPoint(x: 195, y: 300 + 3 * CGFloat(step))
      pinch.shimSetState(.changed)
    }
    pinch.shimLiftFingers()
    ShimRunLoop.advance(by: 2)
    #expect(navigation.topViewController === grid)
    #expect(navigation.shimTransitionView.subviews == [grid.view])
    #expect(ShimConsole.transitions.map(\.completions) == [[true], [true]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("Settings rows push with the slide (even rows) or the scale (odd rows)")
  func settingsStyles() throws {
    let gallery = try Gallery()
    let navigation = gallery.settings
    let delegate = try #require(navigation.fluid.delegate)
    #expect(delegate.style is SlideStyle)
    #expect(delegate.interaction == .contentPop, "the back swipe from the content and the edge")
    #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false, "our edge swipe")
    let list = try #require(navigation.topViewController)
    let rows = Self.views(of: UIButton.self, in: list.view)
    try #require(rows.count >= 2)
    #expect(rows[0].currentTitle == "Wi-Fi (slide)")
    #expect(rows[1].currentTitle == "Bluetooth (scale)")

    for (index, row) in rows.prefix(2).enumerated() {
      row.sendActions(for: .primaryActionTriggered)
      let detail = try #require(navigation.topViewController)
      #expect(detail !== list)
      for operation in [TransitionOperation.push, .pop] {
        if operation == .pop { navigation.popViewController(animated: true) }
        let transition = try #require(delegate.currentTransition, "\(operation)")
        #expect(transition.operation == operation)
        if index == 0 {
          #expect(transition.style is SlideStyle)
        } else {
          #expect(transition.style is ScaleStyle)
        }
        ShimRunLoop.advance(by: 2)
      }
      #expect(navigation.topViewController === list)
      #expect(navigation.shimTransitionView.subviews == [list.view])
    }
    #expect(ShimConsole.transitions.map(\.completions) == Array(repeating: [true], count: 4))
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A detail's carousel keeps the back swipe from the content until it is at its first card")
  func settingsCarousel() throws {
    let gallery = try Gallery()
    let navigation = gallery.settings
    gallery.tabs.selectedViewController = navigation
    ShimRunLoop.advance(by: 1)
    let list = try #require(navigation.topViewController)
    try #require(Self.views(of: UIButton.self, in: list.view).first)
      .sendActions(for: .primaryActionTriggered)
    ShimRunLoop.advance(by: 2)
    let detail = try #require(navigation.topViewController)
    #expect(detail !== list)
    let carousel = try #require(
      Self.views(of: UIScrollView.self, in: detail.view).first {
        $0.contentSize.width > $0.bounds.width
      })
    let pan = try #require(
      navigation.view.gestureRecognizers?.first {
        $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer)
          && !navigation.shimSystemPopGestures.contains($0)
      } as? UIPanGestureRecognizer)
    let middle = carousel.convert(
      CGPoint(x: carousel.bounds.midX, y: carousel.bounds.midY), to: nil)
    carousel.contentOffset = CGPoint(x: 200, y: 0)
    ShimConsole.reset()
    #expect(!ContentPopGlueTests.swipe(pan, in: gallery.window, from: middle), "it scrolls back")
    #expect(navigation.topViewController === detail && ShimConsole.transitions.isEmpty)
    let tabPan = try #require(
      gallery.tabs.view.gestureRecognizers?.first { $0 is UIPanGestureRecognizer }
        as? UIPanGestureRecognizer)
    #expect(
      !ContentPopGlueTests.swipe(tabPan, in: gallery.window, from: CGPoint(x: 200, y: 300)),
      "the tab bar's pan leaves the drag to the back swipe while the tab can pop")
    carousel.contentOffset = .zero
    #expect(ContentPopGlueTests.swipe(pan, in: gallery.window, from: middle), "at the first card")
    ShimRunLoop.advance(by: 3)
    #expect(navigation.topViewController === list)
    #expect(ShimConsole.transitions.map(\.completions) == [[true]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    // At the root, the same drag switches tabs.
    ShimConsole.reset()
    #expect(ContentPopGlueTests.swipe(tabPan, in: gallery.window, from: CGPoint(x: 200, y: 300)))
    ShimRunLoop.advance(by: 3)
    #expect(gallery.tabs.selectedViewController === gallery.photos, "the previous tab")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("The modal buttons present sheets with detents, a full sheet and a drawer")
  func modals() throws {
    let gallery = try Gallery()
    let screen = try #require(gallery.modals.topViewController)
    let cases: [(String, (any TransitionStyle) -> Bool)] = [
      (
        "Medium and large",
        {
          let sheet = $0 as? SheetStyle
          return sheet?.detents.map(\.identifier) == [.medium, .large]
            && sheet?.prefersGrabberVisible == true
        }
      ),
      (
        "Undimmed at medium",
        { ($0 as? SheetStyle)?.largestUndimmedDetentIdentifier == .medium }
      ),
      (
        "Sheet with a text field",
        { ($0 as? SheetStyle)?.detents.map(\.identifier) == [.medium, .large] }
      ),
      ("Full sheet", { ($0 as? SheetStyle)?.detents.map(\.identifier) == [.large] }),
      ("Drawer", { $0 is DrawerStyle }),
    ]
    gallery.tabs.shimTapTab(at: 2)
    ShimRunLoop.advance(by: 2)
    for (title, isExpectedStyle) in cases {
      try #require(Self.button(title, in: screen.view)).sendActions(
        for: .primaryActionTriggered)
      ShimRunLoop.advance(by: 2)
      let presented = try #require(screen.presentedViewController, "\(title)")
      #expect(presented.modalPresentationStyle == .custom)
      let presentation = try #require(
        presented.presentationController as? FluidPresentationController)
      #expect(isExpectedStyle(presentation.style), "\(title)")
      presented.view.layoutIfNeeded()
      if title == "Drawer" {
        try #require(Self.button("Starred", in: presented.view)).sendActions(
          for: .primaryActionTriggered)
      } else {
        try #require(Self.button("Close", in: presented.view)).sendActions(
          for: .primaryActionTriggered)
      }
      ShimRunLoop.advance(by: 2)
      #expect(screen.presentedViewController == nil, "\(title) dismissed itself")
      #expect(gallery.window.subviews == [gallery.tabs.view], "\(title): nothing left on screen")
    }
    #expect(ShimConsole.transitions.allSatisfy { $0.completions == [true] })
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    let labels = Self.views(of: UILabel.self, in: screen.view)
    #expect(labels.contains { $0.text == "Picked Starred in the drawer." })
  }
}
