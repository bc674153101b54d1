import UIKit

// https://developer.apple.com/documentation/swiftui/uihostingcontroller
// Apple: `@MainActor @preconcurrency class UIHostingController<Content> where Content : View`
// "A UIKit view controller that manages a SwiftUI view hierarchy." A UIViewController
// subclass (open, as apps subclass it). The simulated host builds its view tree when its view
// loads and updates it with every change of the app's state (`ShimViewGraph`); the view
// controllers of the representables inside have their views added to its view, filling it.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  private var shimTree: ShimViewTree?

  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  // Apple: `@MainActor @preconcurrency init(rootView: Content)`
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  // Apple: `init?(coder: NSCoder)` (UIViewController's requirement; UIHostingController's own
  // page declares `@MainActor @preconcurrency required dynamic init?(coder aDecoder: NSCoder)`,
  // not retrieved, declaration unconfirmed). Not modelled.
  public required init?(coder: NSCoder) {
    fatalError("SwiftUI shim: UIHostingController.init(coder:) is not modelled")
  }

  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
  // Apple: `@MainActor @preconcurrency var rootView: Content { get set }`
  // "The root view of the SwiftUI view hierarchy managed by this view controller." A new root
  // view is a change of this controller's tree alone, updated as `representableUpdates` says.
  public var rootView: Content {
    didSet { if let shimTree { ShimViewGraph.setNeedsUpdate(shimTree) } }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  // Apple: `func viewDidLoad()`
  // The tree is built as the view loads (SwiftUI builds it for a view it is to show).
  open override func viewDidLoad() {
    super.viewDidLoad()
    let tree = ShimViewTree(host: self)
    shimTree = tree
    ShimViewGraph.register(tree) { [weak self] in self?.rootView }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
  // Apple: `func viewWillLayoutSubviews()`
  // "Called to notify the view controller that its view is about to layout its subviews." The
  // simulated host evaluates a tree it has not evaluated yet here under the switch
  // `hostingContentUpdate`'s `whenTheViewIsLaidOut`.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if let shimTree { ShimViewGraph.hostingViewWillLayOut(shimTree) }
  }
}
