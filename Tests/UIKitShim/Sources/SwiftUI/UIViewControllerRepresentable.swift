import UIKit

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
// Apple: `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never`
// (page not retrieved: the declaration as a third-party SDK listing and the retrieved
// UIViewRepresentable page, which reads the same, show it.) A view that represents a UIKit view controller. The simulated host (`ShimViewGraph`) calls
// its methods as the pages say: `makeCoordinator()` then `makeUIViewController(context:)`
// once, `updateUIViewController(_:context:)` for every change of the app's state after that,
// and `dismantleUIViewController(_:coordinator:)` when the representable leaves the view tree.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
  // Apple: `associatedtype UIViewControllerType : UIViewController`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  associatedtype UIViewControllerType: UIViewController

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
  // Apple: `associatedtype Coordinator = Void`
  associatedtype Coordinator = Void

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  // Apple: `@MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`
  // "The system calls this method only once, when it creates your view controller for the
  // first time."
  @MainActor @preconcurrency
  func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  // Apple: `@MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)`
  // "SwiftUI calls this method for any changes affecting the corresponding UIKit view
  // controller." The simulated host calls it on every update of the app's state (it does not
  // track which state a view reads), at the time the switch `representableUpdates` says.
  @MainActor @preconcurrency
  func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
  // Apple: `@MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)`
  // "Cleans up the presented view controller (and coordinator) in anticipation of their
  // removal." Called as the representable leaves the view tree, before its view is removed.
  @MainActor @preconcurrency
  static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
  // Apple: `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`
  // "SwiftUI calls this method before calling the makeUIViewController(context:) method."
  @MainActor @preconcurrency
  func makeCoordinator() -> Self.Coordinator

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
  // Apple: `typealias Context = UIViewControllerRepresentableContext<Self>`
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
  // Apple: a default implementation that does nothing (the requirement is optional to
  // implement; page's wording on the default not retrieved).
  @MainActor @preconcurrency
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
  // Apple: `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`, the
  // default implementation for a `Void` coordinator ("If you do not use a custom
  // coordinator, the system provides a default instance").
  @MainActor @preconcurrency
  public func makeCoordinator() -> Coordinator { () }
}

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
// Apple: `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable> where Representable : UIViewControllerRepresentable`
// "Don't create this structure yourself": only the simulated host makes one (its initialiser
// is internal).
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
  // Apple: `@MainActor @preconcurrency let coordinator: Representable.Coordinator`
  // (page not retrieved: URL by Apple's scheme; the declaration is the UIViewRepresentableContext
  // page's, which was.)
  public let coordinator: Representable.Coordinator

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/transaction
  // Apple: `@MainActor @preconcurrency var transaction: Transaction { get }`
  // "The current transaction": the one of the change that caused this update.
  public var transaction: Transaction { shimTransaction }

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/environment
  // Apple: `@MainActor @preconcurrency var environment: EnvironmentValues { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Empty here.
  public var environment: EnvironmentValues { EnvironmentValues() }

  private let shimTransaction: Transaction

  init(coordinator: Representable.Coordinator, transaction: Transaction) {
    self.coordinator = coordinator
    shimTransaction = transaction
  }
}
