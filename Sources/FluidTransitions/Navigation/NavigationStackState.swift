/// The rule that keeps a navigation stack and the screen in agreement while transitions run and
/// requests keep coming: a pure state machine over (stack, transition in flight, request) that
/// answers with what to do on screen.
///
/// It holds three things: the ``stack`` a navigation controller holds (it changes only when a
/// transition ends), the ``transition`` on screen, if any, and the ``intendedStack``: where the
/// requests so far lead. Each request moves the intended stack (``apply(_:to:)``, UIKit's
/// meaning of each call); the machine then moves the screen toward it, one transition at a time:
///
/// - Nothing on screen: start a transition from the stack to the intended stack (``Action/start(from:to:)``).
/// - A transition heading away from where the requests now lead, back to its origin (a back tap
///   during a push; a push of the very view controller a pop is taking away): reverse it, from
///   the frame on screen with its current velocity (``Action/reverse``); asked for again, head
///   on (``Action/resume``).
/// - Otherwise the transition runs to its end and the next one starts from there
///   (``transitionDidEnd(completed:)``): a push during a pop of another view controller runs
///   after it.
/// - While a finger holds a transition, requests wait: when the finger lets go, the release
///   decides where the transition goes, and the requests that came meanwhile apply on top of
///   that (``transitionDidBecomeInteractive()``, ``transitionDidStopBeingInteractive(headingToDestination:)``).
///
/// So the screen never shows one stack while the controller holds another, no transition
/// starts while another runs (UIKit's unbalanced calls), and no request is lost: once every
/// transition has ended, the stack is the intended one. Transitions the machine did not start
/// (the system back swipe, a direct UIKit call) are reported with
/// ``transitionDidBegin(from:to:isInteractive:)``.
public struct NavigationStackState<Element: Hashable & Sendable>: Hashable, Sendable {
  /// Something asked of the stack: UIKit's navigation calls.
  public enum Request: Hashable, Sendable {
    /// `pushViewController(_:animated:)`.
    case push(Element)
    /// `popViewController(animated:)`.
    case pop
    /// `popToRootViewController(animated:)`.
    case popToRoot
    /// `setViewControllers(_:animated:)`.
    case setStack([Element])
  }

  /// What to do on screen.
  public enum Action: Hashable, Sendable {
    /// Nothing now.
    case none
    /// Start a transition from `from` (the stack) to `to`: a push when `to` adds one element, a
    /// pop when it removes the top, a pop to an element when it is a shorter prefix, otherwise
    /// `setViewControllers`.
    case start(from: [Element], to: [Element])
    /// Send the transition on screen back to its origin, from where it is, with its velocity.
    case reverse
    /// Send the transition on screen on to its destination again, from where it is.
    case resume
  }

  /// A transition on screen.
  public struct Transition: Hashable, Sendable {
    /// The stack before it.
    public let from: [Element]
    /// The stack after it, if it completes.
    public let to: [Element]
    /// Whether it is heading for ``to`` (false: back to ``from``).
    public fileprivate(set) var isHeadingToDestination: Bool
    /// Whether a finger holds it.
    public fileprivate(set) var isInteractive: Bool
    /// Whether the machine has reversed or resumed it.
    public fileprivate(set) var isSteered = false

    /// Whether it adds to the stack (a push), in the operation's sense.
    public var isPush: Bool { to.count > from.count }
  }

  /// The stack the navigation controller holds; it changes only when a transition ends.
  public private(set) var stack: [Element]
  /// The stack the requests so far lead to.
  public private(set) var intendedStack: [Element]
  /// The transition on screen, if any.
  public private(set) var transition: Transition?
  /// Requests that came while a finger held the transition, applied when it lets go.
  public private(set) var waitingRequests: [Request] = []

  /// A stack at rest. An empty stack takes no request until ``Request/setStack(_:)`` gives it
  /// one.
  public init(stack: [Element]) {
    self.stack = stack
    intendedStack = stack
  }

  /// `request` applied to `stack`, as UIKit's calls would apply it: a push of an element that
  /// is already in the stack, a pop or a pop to the root of a stack of one, and a new stack that
  /// is empty or holds an element twice change nothing (UIKit raises or ignores them).
  public static func apply(_ request: Request, to stack: [Element]) -> [Element] {
    switch request {
    case .push(let element):
      return stack.isEmpty || stack.contains(element) ? stack : stack + [element]
    case .pop:
      return stack.count > 1 ? Array(stack.dropLast()) : stack
    case .popToRoot:
      return stack.count > 1 ? [stack[0]] : stack
    case .setStack(let elements):
      return elements.isEmpty || Set(elements).count != elements.count ? stack : elements
    }
  }

  /// Asks for `request`: moves the intended stack and answers what to do on screen now.
  public mutating func request(_ request: Request) -> Action {
    if transition?.isInteractive == true {
      waitingRequests.append(request)
      return .none
    }
    intendedStack = Self.apply(request, to: intendedStack)
    return step()
  }

  /// A finger grabbed the transition on screen: requests wait until it lets go. No effect
  /// without a transition.
  public mutating func transitionDidBecomeInteractive() {
    transition?.isInteractive = true
  }

  /// The finger let go of the transition, which now heads for its destination or back to its
  /// origin: the requests that came meanwhile apply on top of where it goes. No effect (and
  /// `.none`) without a transition a finger holds.
  public mutating func transitionDidStopBeingInteractive(headingToDestination: Bool) -> Action {
    guard var current = transition, current.isInteractive else { return .none }
    current.isInteractive = false
    current.isHeadingToDestination = headingToDestination
    transition = current
    intendedStack = headingToDestination ? current.to : current.from
    applyWaitingRequests()
    return step()
  }

  /// A transition the machine did not start is on screen (the system back swipe, a direct call
  /// on the navigation controller): the stack is `from` (the navigation controller held it),
  /// and from now on the machine waits for the transition to end. An interactive one is held by
  /// a finger; a non-interactive one is taken as asked for, so the intended stack becomes its
  /// destination. A transition already on screen is replaced (UIKit runs one at a time).
  public mutating func transitionDidBegin(from: [Element], to: [Element], isInteractive: Bool) {
    stack = from
    transition = Transition(
      from: from, to: to, isHeadingToDestination: true, isInteractive: isInteractive)
    intendedStack = isInteractive ? from : to
  }

  /// The transition on screen ended, completed or not: the stack takes its outcome, and the
  /// answer starts the next transition toward the intended stack, if any. A transition that
  /// ended while a finger held it (the system took the touch) is the finger's decision: the
  /// waiting requests apply on top of its outcome. One that ended the other way than the
  /// machine steered it (it had already ended when a reversal was asked for) keeps the
  /// intended stack, so the request still happens, as the next transition; one that ended the
  /// other way without being steered was decided elsewhere (a programmatic cancel): its
  /// outcome stands. No effect (and `.none`) without a transition.
  public mutating func transitionDidEnd(completed: Bool) -> Action {
    guard let ended = transition else { return .none }
    transition = nil
    stack = completed ? ended.to : ended.from
    let decidedElsewhere = completed != ended.isHeadingToDestination && !ended.isSteered
    if ended.isInteractive || decidedElsewhere { intendedStack = stack }
    applyWaitingRequests()
    return step()
  }

  private mutating func applyWaitingRequests() {
    for request in waitingRequests {
      intendedStack = Self.apply(request, to: intendedStack)
    }
    waitingRequests.removeAll()
  }

  /// Moves the screen toward the intended stack.
  private mutating func step() -> Action {
    guard var current = transition else {
      guard intendedStack != stack else { return .none }
      transition = Transition(
        from: stack, to: intendedStack, isHeadingToDestination: true, isInteractive: false)
      return .start(from: stack, to: intendedStack)
    }
    guard !current.isInteractive else { return .none }
    if intendedStack == current.from && current.isHeadingToDestination {
      current.isHeadingToDestination = false
      current.isSteered = true
      transition = current
      return .reverse
    }
    if intendedStack == current.to && !current.isHeadingToDestination {
      current.isHeadingToDestination = true
      current.isSteered = true
      transition = current
      return .resume
    }
    return .none
  }
}
