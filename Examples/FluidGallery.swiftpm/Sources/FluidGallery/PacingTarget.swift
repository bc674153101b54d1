#if canImport(UIKit)
  import FluidTransitions
  import UIKit

  /// What a scripted run drives on the stage: one transition of one style, through the
  /// library's public entry points, from a stage at rest back to a stage at rest.
  @MainActor
  protocol PacingTarget: AnyObject {
    /// The transition in progress according to the delegate that serves the run.
    var currentTransition: FluidTransition? { get }
    /// The view the transition runs in, once the run can start; nil until then (a modal's
    /// presentation has not completed yet).
    var containerView: UIView? { get }
    /// Starts the transition for a finger, as the style's gesture does.
    func beginInteractive() -> FluidTransition?
    /// Starts the transition by itself, as a tap does.
    func beginAnimated()
    /// Puts the stage back at rest, without a fluid delegate.
    func tearDown()
  }

  /// A pop of the stage's detail, pushed without animation.
  @MainActor
  final class PacingPopTarget: PacingTarget {
    private let navigation: UINavigationController
    private let delegate: FluidNavigationDelegate

    init(
      _ style: PacingStyle, options: FluidTransition.Options, clock: any FrameClock,
      navigation: UINavigationController
    ) {
      self.navigation = navigation
      navigation.pushViewController(PacingStageDetailViewController(), animated: false)
      delegate = navigation.fluid.enable(
        style.style, interaction: style.interaction, options: options)
      delegate.clock = clock
      if style == .zoom {
        delegate.elementsProvider = { operation, from, to in
          PacingHarness.zoomElements(operation: operation, from: from, to: to)
        }
      }
    }

    var currentTransition: FluidTransition? { delegate.currentTransition }
    var containerView: UIView? { navigation.view }
    func beginInteractive() -> FluidTransition? { delegate.beginInteractivePop() }
    func beginAnimated() { navigation.popViewController(animated: true) }

    func tearDown() {
      navigation.fluid.disable()
      if navigation.viewControllers.count > 1 {
        navigation.popToRootViewController(animated: false)
      }
    }
  }

  /// A dismissal of a detail the stage's root presents without animation (a custom
  /// presentation still runs the style's transition, which ends at once).
  @MainActor
  final class PacingDismissalTarget: PacingTarget {
    private let presented = PacingStageDetailViewController()
    private var delegate: FluidTransitioningDelegate?
    private var isPresented = false

    init(
      _ style: PacingStyle, options: FluidTransition.Options, clock: any FrameClock,
      presenter: UIViewController?
    ) {
      // The run's clock paces the dismissal only: it delivers no frame before the run begins.
      delegate = presenter?.present(
        presented, fluid: style.style, options: options, animated: false
      ) { [weak self] in
        self?.delegate?.clock = clock
        self?.isPresented = true
      }
    }

    var currentTransition: FluidTransition? { delegate?.currentTransition }

    var containerView: UIView? {
      isPresented ? presented.presentationController?.containerView : nil
    }

    func beginInteractive() -> FluidTransition? {
      delegate?.beginInteractiveDismissal(of: presented)
    }

    func beginAnimated() { presented.dismiss(animated: true, completion: nil) }

    /// Dismisses without animation what a cancelled dismissal left presented.
    func tearDown() {
      guard presented.presentingViewController != nil else { return }
      presented.dismiss(animated: false, completion: nil)
    }
  }

  /// A switch from the stage's first tab to its second, shown for the run.
  @MainActor
  final class PacingSwitchTarget: PacingTarget {
    private let tabs: UITabBarController
    private let delegate: FluidTabBarDelegate

    init(
      _ style: PacingStyle, options: FluidTransition.Options, clock: any FrameClock,
      tabs: UITabBarController
    ) {
      self.tabs = tabs
      tabs.view.isHidden = false
      delegate = tabs.fluid.enable(style.style, interactive: true, options: options)
      delegate.clock = clock
    }

    var currentTransition: FluidTransition? { delegate.currentTransition }
    var containerView: UIView? { tabs.view }
    func beginInteractive() -> FluidTransition? { delegate.beginInteractiveSwitch(forward: true) }
    func beginAnimated() { tabs.selectedIndex = 1 }

    /// Without the fluid delegate, the selection goes back at once.
    func tearDown() {
      tabs.fluid.disable()
      tabs.selectedIndex = 0
      tabs.view.isHidden = true
    }
  }
#endif
