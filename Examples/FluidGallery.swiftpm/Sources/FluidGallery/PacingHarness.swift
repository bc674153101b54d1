#if canImport(UIKit)
  import FluidTransitions
  import UIKit

  /// The Pacing tab's stage: a navigation controller whose detail every run pops, with a tile
  /// on the root and a panel on the detail for the zoom to fly between.
  @MainActor
  enum PacingHarness {
    /// A navigation controller showing the stage's root.
    static func makeNavigationController() -> UINavigationController {
      UINavigationController(rootViewController: PacingStageRootViewController())
    }

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

  /// The detail each run pushes without animation and pops with the scripted finger.
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
