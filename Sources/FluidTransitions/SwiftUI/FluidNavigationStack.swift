#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A navigation stack for SwiftUI whose pushes and pops are fluid transitions: grabbable
  /// mid-flight, reversible, finished or cancelled with a spring at the finger's velocity.
  ///
  /// ```swift
  /// @State private var path: [Photo] = []
  ///
  /// var body: some View {
  ///   FluidNavigationStack(path: $path) {
  ///     Gallery(path: $path)
  ///   } destination: { photo in
  ///     PhotoDetail(photo)
  ///   }
  /// }
  /// ```
  ///
  /// Behind it is a real `UINavigationController` of `UIHostingController`s, driven through
  /// ``FluidNavigationDelegate`` and the interruptible stack (``FluidNavigation``), so every
  /// style, the content back swipe and the edge swipe work as in UIKit. The path and the stack
  /// stay in step:
  ///
  /// - Changing the path asks the stack for the new one, as `setViewControllers` would: an
  ///   element appended is a push, the last one removed a pop, several at once one
  ///   transition to the new top (a pop when the new top was in the stack, a push otherwise).
  ///   A change while a transition runs reverses it when it leads back to where it started
  ///   (appending the element a pop is taking away turns the pop around, from the frame on
  ///   screen); otherwise it runs after it. While a finger holds a transition, changes wait
  ///   for the finger to let go.
  /// - A change made in a transaction whose `disablesAnimations` is true (`withTransaction`)
  ///   changes the stack without a transition when none is on screen (a deep link); one that
  ///   has to wait for the transition on screen animates.
  /// - A pop a person makes (a back swipe) writes the path back once it has committed; a
  ///   swipe thrown back, which ends where it started, leaves the path alone. A binding that
  ///   drops the write (a constant one) keeps its path: the popped page is pushed back.
  /// - Each element is a page of its own, duplicates included (as in SwiftUI's
  ///   `NavigationStack`); a page follows its element when the path reorders, and is released
  ///   once its element has left the path and its view has left the screen.
  /// - `destination` is called again for every page on every update, so pages show the
  ///   app's current state; `root` likewise.
  /// - A destination's `fluidTransition(_:)` style replaces `style` for its page's push and
  ///   pop.
  ///
  /// The path is never written during an update of the views, and the container writes it
  /// only when the stack comes to rest somewhere the path does not say.
  public struct FluidNavigationStack<Element: Hashable, Root: View, Destination: View>: View {
    private let path: Binding<[Element]>
    private let root: Root
    private let destination: (Element) -> Destination
    private let style: any TransitionStyle
    private let interaction: Interaction?
    private let options: FluidTransition.Options

    /// A stack showing `root` under one page per element of `path`, each page's content made
    /// by `destination`.
    ///
    /// - Parameters:
    ///   - path: The elements above the root, bottom to top. The container writes it back when
    ///     a person pops.
    ///   - style: The transition of every push and pop (a slide by default).
    ///   - interaction: The gesture that pops interactively: by default the back swipe from
    ///     anywhere in the content together with the edge swipe (see
    ///     ``FluidNavigationDelegate``); nil for none of the library's (UIKit's own back swipe
    ///     then pops, with UIKit's animation).
    ///   - options: Engine, release policy and rubber band of every transition.
    ///   - root: The content at the bottom of the stack.
    ///   - destination: The content of the page that shows an element.
    public init(
      path: Binding<[Element]>,
      style: any TransitionStyle = SlideStyle(),
      interaction: Interaction? = .contentPop,
      options: FluidTransition.Options = .init(),
      @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (Element) -> Destination
    ) {
      self.path = path
      self.root = root()
      self.destination = destination
      self.style = style
      self.interaction = interaction
      self.options = options
    }

    /// The container: a `UINavigationController` through `UIViewControllerRepresentable`.
    public var body: some View {
      FluidNavigationContainer(
        path: path, root: root, destination: destination, style: style,
        interaction: interaction, options: options)
    }
  }
#endif
