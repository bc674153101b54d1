#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// ``FluidNavigationStack``'s navigation controller, made once, updated with the path on
  /// every update, and taken apart (its delegate and pages let go) when the stack leaves the
  /// view tree. Glue only: the coordinator applies the path and writes it back.
  struct FluidNavigationContainer<Element: Hashable, Root: View, Destination: View>:
    UIViewControllerRepresentable
  {
    let path: Binding<[Element]>
    let root: Root
    let destination: (Element) -> Destination
    let style: any TransitionStyle
    let interaction: Interaction?
    let options: FluidTransition.Options

    func makeCoordinator() -> FluidNavigationCoordinator<Element, Root, Destination> {
      FluidNavigationCoordinator(path: path, destination: destination)
    }

    func makeUIViewController(context: Context) -> UINavigationController {
      context.coordinator.makeNavigationController(
        root: root, style: style, interaction: interaction, options: options)
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {
      context.coordinator.update(
        path: path, root: root, destination: destination,
        animated: !context.transaction.disablesAnimations)
    }

    static func dismantleUIViewController(
      _ navigationController: UINavigationController,
      coordinator: FluidNavigationCoordinator<Element, Root, Destination>
    ) {
      coordinator.dismantle()
    }
  }
#endif
