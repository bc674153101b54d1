import UIKit

// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
// Apple: `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`
// "A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
// hierarchy." "Use the teardown process to remove your view cleanly from your SwiftUI." The
// simulated host calls `makeCoordinator()` then `makeUIView(context:)` once, adds the view to
// the hosting controller's view (SwiftUI shows it in the hosting controller's hierarchy),
// calls `updateUIView(_:context:)` for every change of the app's state after that, and
// `dismantleUIView(_:coordinator:)` when the representable leaves the view tree, before its
// view is removed. It lays nothing out: a test places the view where SwiftUI's layout would.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
  // Apple: `associatedtype UIViewType : UIView`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  associatedtype UIViewType: UIView

  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
  // Apple: `associatedtype Coordinator = Void`
  // (page not retrieved: URL by Apple's scheme; UIViewControllerRepresentable's reads the
  // same.)
  associatedtype Coordinator = Void

  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  // Apple: `@MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType`
  // "The system calls this method only once, when it creates your view for the first time.
  // For all subsequent updates, the system calls the updateUIView(_:context:) method."
  @MainActor @preconcurrency
  func makeUIView(context: Self.Context) -> Self.UIViewType

  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  // Apple: `@MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; the makeUIView page
  // names it.) Called on every update of the app's state, at the time the switch
  // `representableUpdates` says, as for a view controller representable.
  @MainActor @preconcurrency
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
  // Apple: `@MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; the view controller
  // twin's page reads "Cleans up the presented view controller (and coordinator) in
  // anticipation of their removal.")
  @MainActor @preconcurrency
  static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)

  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
  // Apple: `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`
  // "SwiftUI calls this method before calling the makeUIView(context:) method."
  @MainActor @preconcurrency
  func makeCoordinator() -> Self.Coordinator

  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
  // Apple: `typealias Context = UIViewRepresentableContext<Self>`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable {
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
  // Apple: a default implementation that does nothing (the requirement is optional to
  // implement; page's wording on the default not retrieved).
  @MainActor @preconcurrency
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
  // Apple: `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`, the default
  // implementation for a `Void` coordinator ("If your view doesn't interact with other parts
  // of your app, providing a coordinator is unnecessary").
  @MainActor @preconcurrency
  public func makeCoordinator() -> Coordinator { () }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
// Apple: `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable`
// "Contextual information about the state of the system that you use to create and update
// your UIKit view." "Don't create this structure yourself": only the simulated host makes
// one (its initialiser is internal).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable>
where Representable: UIViewRepresentable {
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
  // Apple: `@MainActor @preconcurrency let coordinator: Representable.Coordinator`
  // "The view's associated coordinator."
  public let coordinator: Representable.Coordinator

  // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction
  // Apple: `@MainActor @preconcurrency var transaction: Transaction { get }`
  // (page not retrieved: URL by Apple's scheme; the view controller twin's reads the same.)
  // The transaction of the change that caused this update.
  public var transaction: Transaction { shimTransaction }

  private let shimTransaction: Transaction

  init(coordinator: Representable.Coordinator, transaction: Transaction) {
    self.coordinator = coordinator
    shimTransaction = transaction
  }
}
