/// One tab switch on screen and the taps on the tab bar that come while it runs: the rule that
/// keeps a tab bar controller to one switch at a time, as ``NavigationStackState`` keeps a
/// navigation stack, and that decides which tab the tab bar controller's delegate is told was
/// selected (`tabBarController(_:didSelect:)`) when the switch ends.
///
/// A tap during a switch never starts a second one (UIKit would run it over the first, which
/// developers report ending with the wrong tab on screen, or none). Instead, as the
/// interruptible stack treats a back tap during a push:
///
/// - a tap on the tab the switch is leaving sends it back there, from the frame on screen with
///   its velocity (``Action/reverse``); a tap on the tab it is heading for sends it on again if
///   it was heading back (``Action/resume``), and changes nothing if it is already heading
///   there;
/// - a tap on any other tab is refused: nothing happens, and the person taps again once the
///   switch has landed (a third tab would need a second switch, which could only start after
///   this one ends, long after the tap);
/// - while a finger holds the switch, a tap on one of its two tabs waits: when the finger lets
///   go, the release decides where the switch goes, and the tap applies on top of that
///   (``released(headingToDestination:)``), as requests do in the interruptible stack.
///
/// A tap is put to the app's delegate (`tabBarController(_:shouldSelect:)`) only when it would
/// be acted on, so an app that presents a screen instead of selecting a tab never does so for a
/// tap that is refused anyway; when the delegate says no, the tap is refused.
///
/// The delegate hears `tabBarController(_:didSelect:)` only for a selection a person made, and
/// only once it has happened (``tabToAnnounce(completed:)``): for the last tap accepted during
/// the switch, when the switch lands on that tab, and otherwise for the destination of a switch
/// a swipe started, when it completes. A cancelled swipe is never announced; a switch a tap
/// started was announced by UIKit at the tap; one the app's code started is not announced, as
/// Apple documents for programmatic selection.
package struct TabSwitch<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// What started the switch.
  package enum Start: Hashable, Sendable {
    /// A swipe across the tabs (the library's pan, or a finger of the app's own): no one has
    /// told the delegate yet.
    case swipe
    /// A tap on the tab bar (UIKit told the delegate) or the app's code (no one is told).
    case selection
  }

  /// What to do on screen.
  package enum Action: Hashable, Sendable {
    /// Nothing now.
    case none
    /// Send the switch back to the tab it left, from where it is, with its velocity.
    case reverse
    /// Send the switch on to its destination again, from where it is.
    case resume
  }

  /// What becomes of a tap on the tab bar during the switch. Either way UIKit must not select
  /// the tab itself.
  package enum TapResponse: Hashable, Sendable {
    /// Nothing happens: the tab is neither end of the switch, or the app's delegate said no.
    case refused
    /// The switch now heads for the tapped tab; `action` is what to do on screen now (``Action/none``
    /// while a finger holds the switch: the tap applies when it lets go).
    case accepted(Action)
  }

  /// The tab the switch leaves.
  package let origin: Tab
  /// The tab the switch shows if it completes.
  package let destination: Tab
  /// What started it.
  package let start: Start
  /// Whether it is heading for ``destination`` (false: back to ``origin``).
  package private(set) var isHeadingToDestination = true
  /// Whether a finger holds it.
  package private(set) var isHeld: Bool
  /// The tab of the last accepted tap while a finger held the switch, applied when it lets go.
  package private(set) var waitingTap: Tab?
  /// The tab of the last accepted tap, announced if the switch lands on it.
  package private(set) var lastAcceptedTap: Tab?

  /// A switch from `origin` to `destination` that has just started, heading for `destination`;
  /// one a swipe started is held by its finger from the start.
  package init(from origin: Tab, to destination: Tab, startedBy start: Start) {
    self.origin = origin
    self.destination = destination
    self.start = start
    isHeld = start == .swipe
  }

  /// A tap on `tab` in the tab bar. `delegateAllows` asks the app's delegate
  /// (`tabBarController(_:shouldSelect:)`) and is called only for a tap on one of the switch's
  /// two tabs.
  package mutating func tap(on tab: Tab, delegateAllows: () -> Bool) -> TapResponse {
    guard tab == origin || tab == destination, delegateAllows() else { return .refused }
    lastAcceptedTap = tab
    if isHeld {
      waitingTap = tab
      return .accepted(.none)
    }
    return .accepted(head(toDestination: tab == destination))
  }

  /// A finger grabbed the switch: taps wait until it lets go.
  package mutating func grabbed() {
    isHeld = true
  }

  /// The switch was released toward its destination or back to its origin: by the finger that
  /// held it, or by the app or this type's own ``Action`` (which is then already the heading).
  /// After a finger's release, a tap that waited applies on top of it.
  package mutating func released(headingToDestination: Bool) -> Action {
    isHeadingToDestination = headingToDestination
    guard isHeld else { return .none }
    isHeld = false
    guard let tab = waitingTap else { return .none }
    waitingTap = nil
    return head(toDestination: tab == destination)
  }

  /// The tab to announce with `tabBarController(_:didSelect:)` now that the switch has ended
  /// (`completed`: on its destination), or nil. A tap still waiting for a finger that never let
  /// go (the system took the touch) counts only if the switch landed on its tab.
  package func tabToAnnounce(completed: Bool) -> Tab? {
    let landed = completed ? destination : origin
    if lastAcceptedTap == landed { return landed }
    return start == .swipe && completed ? destination : nil
  }

  /// The tab a person left when they selected `tab`, for a delegate told of the selection with
  /// the tab selected before it (iOS 18's `tabBarController(_:didSelectTab:previousTab:)`): the
  /// switch's other tab. A swipe that lands on the destination, or a tap that sends a switch on
  /// to it, left the origin; a tap that sends a switch back to the origin left the destination,
  /// the tab the switch was heading for. A tab that is neither end of the switch left the origin.
  package func tabLeft(selecting tab: Tab) -> Tab {
    tab == origin ? destination : origin
  }

  private mutating func head(toDestination: Bool) -> Action {
    guard toDestination != isHeadingToDestination else { return .none }
    isHeadingToDestination = toDestination
    return toDestination ? .resume : .reverse
  }
}
