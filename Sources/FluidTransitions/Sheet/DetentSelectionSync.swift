/// The rules that keep a presented sheet's selected detent and the identifier an app binds to
/// it (the selection of SwiftUI's `fluidSheet`) in step, both ways.
///
/// - **The app's selection goes to the sheet** only when it changes (compared with
///   ``applied``, the detent last agreed on), so an update that carries the same selection
///   leaves a detent a person chose alone. A selection naming an active detent moves the
///   sheet there with the library's animation. One naming no active detent (a typo, a detent
///   the sheet does not have, or one inactive in this size class) leaves the sheet where it is
///   and is corrected: the binding is given the sheet's detent back. While a finger holds the
///   sheet, or before it rests on a detent of its own (presenting, dismissing), a new
///   selection waits; ``sheetCanMove(selection:sheet:layout:)`` takes it up when the finger lets
///   go or the sheet lands.
/// - **The sheet's detent goes to the app** when a person moves the sheet to another one
///   (``sheetDidSelect(_:selection:)``): the binding is written once, unless it already says so
///   or the app chose another detent while the finger held the sheet (that choice then
///   applies once the finger has let go).
package struct DetentSelectionSync: Hashable, Sendable {
  /// What to do.
  package enum Action: Hashable, Sendable {
    /// Nothing.
    case none
    /// Move the sheet to this detent, animated.
    case select(SheetDetent.Identifier)
    /// Write this detent to the binding (never during an update: after it).
    case write(SheetDetent.Identifier)
  }

  /// The detent the sheet and the binding last agreed on, if any.
  package private(set) var applied: SheetDetent.Identifier?

  /// Creates the rules for a sheet presented at `applied` (the binding's selection at
  /// presentation, or nil without a binding).
  package init(applied: SheetDetent.Identifier? = nil) {
    self.applied = applied
  }

  /// The app's selection in an update. `sheet` is the sheet's selected detent when it may be
  /// moved now (at rest or settling), nil while it may not (held, presenting, dismissing, not
  /// presented).
  package mutating func update(
    selection: SheetDetent.Identifier, sheet: SheetDetent.Identifier?, layout: SheetLayout
  ) -> Action {
    guard selection != applied, let sheet else { return .none }
    guard layout.detent(withIdentifier: selection) != nil else {
      applied = sheet
      return .write(sheet)
    }
    applied = selection
    return selection == sheet ? .none : .select(selection)
  }

  /// The sheet can be moved again (a finger let go, or the sheet landed from its
  /// presentation) and rests on or heads for `sheet`: a selection the app made meanwhile is
  /// applied, or the binding learns the sheet's detent.
  package mutating func sheetCanMove(
    selection: SheetDetent.Identifier, sheet: SheetDetent.Identifier, layout: SheetLayout
  ) -> Action {
    if selection != applied {
      return update(selection: selection, sheet: sheet, layout: layout)
    }
    guard selection != sheet else { return .none }
    applied = sheet
    return .write(sheet)
  }

  /// The sheet's selected detent became `identifier` (a person's release, or a move this
  /// type asked for) while the binding holds `selection`. A selection the app made while the
  /// finger held the sheet is not overwritten: ``sheetCanMove(selection:sheet:layout:)``
  /// applies it once the finger has let go.
  package mutating func sheetDidSelect(
    _ identifier: SheetDetent.Identifier, selection: SheetDetent.Identifier
  ) -> Action {
    let appChangedIt = selection != applied
    applied = identifier
    return appChangedIt || selection == identifier ? .none : .write(identifier)
  }
}
