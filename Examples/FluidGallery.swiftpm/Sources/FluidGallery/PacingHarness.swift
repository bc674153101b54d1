#if canImport(UIKit)
  import FluidTransitions
  import UIKit

  /// The Pacing tab's stage: a navigation controller whose detail every pop run pops (with a
  /// tile on the root and a panel on the detail for the zoom to fly between) and whose root
  /// presents every modal run's detail, and a tab bar controller of two tabs every switch runs
  /// in, shown only while it does.
  @MainActor
  struct PacingStage {
    /// The navigation controller of the pops and presentations.
    let navigation: UINavigationController
    /// The tab bar controller of the switches.
    let tabs: UITabBarController

    /// A stage at rest: the navigation at its root, the first tab selected and hidden.
    init() {
      navigation = UINavigationController(rootViewController: PacingStageRootViewController())
      tabs = UITabBarController()
      let first = PacingStageRootViewController()
      first.title = "First"
      let second = PacingStageDetailViewController()
      second.title = "Second"
      tabs.viewControllers = [first, second]
      tabs.view.isHidden = true
    }

    /// The view controller every modal run presents from: the navigation's root.
    var presenter: UIViewController? { navigation.viewControllers.first }

    /// Whether the stage is back where every run starts: the navigation at its root presenting
    /// nothing, the first tab selected and hidden, no fluid delegate installed.
    var isAtRest: Bool {
      navigation.viewControllers.count == 1 && presenter?.presentedViewController == nil
        && navigation.fluid.delegate == nil && tabs.selectedIndex == 0 && tabs.view.isHidden
        && tabs.fluid.delegate == nil
    }
  }

  /// The stage's shared pieces.
  @MainActor
  enum PacingHarness {
    /// The zoom's shared element: the root's tile and the detail's panel.
    static func zoomElements(
      operation: TransitionOperation, from: UIViewController, to: UIViewController
    ) -> ZoomElements? {
      let root = (operation == .push ? from : to) as? PacingStageRootViewController
      let detail = (operation == .push ? to : from) as? PacingStageDetailViewController
      guard let root, let detail else { return nil }
      return ZoomElements(
        source: { [weak root] in root?.tile }, destination: { [weak detail] in detail?.panel })
    }
  }

  /// The stage's root: a tile the zoom lands on.
  final class PacingStageRootViewController: UIViewController {
    /// The zoom's source.
    let tile = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      tile.backgroundColor = PhotoLibrary.color(at: 0)
      tile.layer.cornerRadius = 8
      view.addSubview(tile)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      tile.frame = CGRect(x: GalleryUI.margin, y: GalleryUI.margin, width: 80, height: 80)
    }
  }

  /// The detail each pop run pushes without animation and pops with the scripted finger, each
  /// modal run presents without animation and dismisses with it; the stage's second tab.
  final class PacingStageDetailViewController: UIViewController {
    /// The zoom's destination.
    let panel = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .secondarySystemBackground
      panel.backgroundColor = PhotoLibrary.color(at: 0)
      view.addSubview(panel)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let width = view.bounds.width
      panel.frame = CGRect(x: 0, y: 0, width: width, height: min(width, view.bounds.height) / 2)
    }
  }
#endif
