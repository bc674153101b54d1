#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The view a presentation modifier puts behind the modified view: an empty view controller
  /// whose coordinator presents the content from the view controller that shows it, and keeps
  /// the presentation and the bindings in step. Glue only: ``PresentationSync`` and
  /// ``DetentSelectionSync`` decide.
  struct FluidPresenter<Presented: View>: UIViewControllerRepresentable {
    let presentation: FluidPresentation<Presented>

    func makeCoordinator() -> FluidPresentationCoordinator<Presented> {
      FluidPresentationCoordinator()
    }

    func makeUIViewController(context: Context) -> UIViewController {
      let anchor = UIViewController()
      context.coordinator.anchor = anchor
      return anchor
    }

    func updateUIViewController(_ anchor: UIViewController, context: Context) {
      context.coordinator.update(
        presentation, animated: !context.transaction.disablesAnimations)
    }

    static func dismantleUIViewController(
      _ anchor: UIViewController, coordinator: FluidPresentationCoordinator<Presented>
    ) {
      coordinator.dismantle()
    }
  }
#endif
