import UIKit

// https://developer.apple.com/documentation/swiftui/app
// Apple: `@MainActor @preconcurrency protocol App`
// "A type that represents the structure and behavior of an app." Its `main()` launches the
// app on the simulated UIKit (see `main()`).
@MainActor @preconcurrency
public protocol App {
  // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  // Apple: `associatedtype Body : Scene`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  associatedtype Body: Scene

  // https://developer.apple.com/documentation/swiftui/app/body-swift.property
  // Apple: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

  // https://developer.apple.com/documentation/swiftui/app/init()
  // Apple: `@MainActor @preconcurrency init()`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  @MainActor @preconcurrency init()
}

extension App {
  // https://developer.apple.com/documentation/swiftui/app/main()
  // Apple: `@MainActor @preconcurrency static func main()`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) "The protocol
  // provides a default implementation of the main() method that the system calls to launch
  // your app" (the App page). Here it makes the app, opens its scenes' windows
  // (`ShimApp.windows`) and returns: the simulated run loop runs only when a test advances it,
  // so an executable that calls it exits at once.
  @MainActor @preconcurrency
  public static func main() {
    let app = Self()
    ShimApp.open(app.body)
  }
}

// https://developer.apple.com/documentation/swiftui/scene
// Apple: `@MainActor @preconcurrency protocol Scene`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A part of an app's
// interface; the simulated host opens the windows of the primitive ones (`WindowGroup`).
@MainActor @preconcurrency
public protocol Scene {
  // https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
  // Apple: `associatedtype Body : Scene`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  associatedtype Body: Scene

  // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  // Apple: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/scene
// Apple: `extension Never : Scene`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) The body of primitive
// scenes.
extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/scenebuilder
// Apple: `@resultBuilder struct SceneBuilder`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) One scene only.
@resultBuilder
public struct SceneBuilder {
  // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  // Apple: `static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/windowgroup
// Apple: `struct WindowGroup<Content> where Content : View` (a `Scene`)
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) On iPhone, one window
// whose root view controller hosts the content.
public struct WindowGroup<Content: View>: Scene {
  public typealias Body = Never
  nonisolated(unsafe) private let content: Content

  // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  // Apple: `nonisolated init(@ContentBuilder content: () -> Content)` (Xcode 27's page; the
  // iOS 26 SDK's builder is `@ViewBuilder`)
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { fatalError("SwiftUI shim: WindowGroup is a primitive scene") }

  /// Shim-only: the window the group opens on the iPhone, its content hosted at its root.
  func shimOpenWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UIHostingController(rootView: content)
    window.makeKeyAndVisible()
    return window
  }
}

/// Shim-only: the app `App.main()` launched.
@MainActor
public enum ShimApp {
  /// Shim-only: the windows of the launched app's scenes, kept as the scenes keep them.
  public private(set) static var windows: [UIWindow] = []

  static func open<S: Scene>(_ scene: S) {
    if let group = scene as? any ShimWindowOpening {
      windows.append(group.shimOpenWindow())
    } else if S.Body.self != Never.self {
      open(scene.body)
    }
  }

  /// Shim-only: closes the launched app's windows.
  public static func shimClose() {
    for window in windows { window.isHidden = true }
    windows = []
  }
}

@MainActor
protocol ShimWindowOpening {
  func shimOpenWindow() -> UIWindow
}

extension WindowGroup: ShimWindowOpening {}
