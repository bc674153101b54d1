import Testing

@testable import FluidTransitions

/// `BarHandoff`: a push or pop plays a change of the bars again alongside itself exactly when
/// the arriving screen asked for other bars than the departing screen had; once it ends, the
/// bars are what they are now if it completed (the arriving screen's latest wish), and the
/// departing screen's if it was cancelled, whatever UIKit kept of the arriving screen's request.
@Suite("Navigation: the bars across a push or pop")
struct BarHandoffTests {
  /// Every visibility of the two bars.
  static let visibilities: [BarVisibility] = [false, true].flatMap { navigationBar in
    [false, true].map { BarVisibility(navigationBarHidden: navigationBar, toolbarHidden: $0) }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let departing: BarVisibility
    let arriving: BarVisibility
    let current: BarVisibility

    var testDescription: String {
      "\(Self.name(departing)) → \(Self.name(arriving)), now \(Self.name(current))"
    }

    private static func name(_ visibility: BarVisibility) -> String {
      (visibility.navigationBarHidden ? "no bar" : "bar") + "/"
        + (visibility.toolbarHidden ? "no toolbar" : "toolbar")
    }
  }

  static let rows: [Row] = visibilities.flatMap { departing in
    visibilities.flatMap { arriving in
      visibilities.map { Row(departing: departing, arriving: arriving, current: $0) }
    }
  }

  @Test("The change is played again exactly when the screens want different bars", arguments: rows)
  func replaysChange(_ row: Row) {
    let handoff = BarHandoff(departing: row.departing, arriving: row.arriving)
    #expect(handoff.replaysChange == (row.departing != row.arriving))
  }

  @Test("A completed transition keeps the bars as they are once its change ran", arguments: rows)
  func completedLanding(_ row: Row) {
    let handoff = BarHandoff(departing: row.departing, arriving: row.arriving)
    #expect(handoff.landing(completed: true, current: row.current, replayed: true) == row.current)
  }

  @Test(
    "A completed transition whose change never ran gives the arriving screen its bars",
    arguments: rows)
  func completedLandingWithoutReplay(_ row: Row) {
    let handoff = BarHandoff(departing: row.departing, arriving: row.arriving)
    let expected = row.departing == row.arriving ? row.current : row.arriving
    #expect(handoff.landing(completed: true, current: row.current, replayed: false) == expected)
  }

  @Test("A cancelled transition gives the departing screen its bars back", arguments: rows)
  func cancelledLanding(_ row: Row) {
    let handoff = BarHandoff(departing: row.departing, arriving: row.arriving)
    for replayed in [false, true] {
      #expect(
        handoff.landing(completed: false, current: row.current, replayed: replayed)
          == row.departing)
    }
  }

  @Test("A screen that hides the navigation bar, pushed over one that shows it, and back")
  func commonPattern() {
    let shown = BarVisibility(navigationBarHidden: false, toolbarHidden: true)
    let hidden = BarVisibility(navigationBarHidden: true, toolbarHidden: true)
    let push = BarHandoff(departing: shown, arriving: hidden)
    #expect(push.replaysChange)
    #expect(push.landing(completed: true, current: hidden, replayed: true) == hidden)
    // The animator dropped the change: the bar is still shown, and goes.
    #expect(push.landing(completed: true, current: shown, replayed: false) == hidden)
    // UIKit kept the arriving screen's request after the cancel: the bar comes back.
    #expect(push.landing(completed: false, current: hidden, replayed: true) == shown)
    let pop = BarHandoff(departing: hidden, arriving: shown)
    #expect(pop.landing(completed: false, current: shown, replayed: true) == hidden)
    #expect(!BarHandoff(departing: shown, arriving: shown).replaysChange)
  }
}
