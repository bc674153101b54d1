import FluidTransitions
import Testing

/// The rules that keep a sheet's selected detent and its binding in step: a new selection moves
/// the sheet or is corrected, waits while the sheet cannot move, and a person's choice is
/// written back once, without overwriting a selection the app made meanwhile.
@Suite("Sheets: a selected detent and its binding")
struct DetentSelectionSyncTests {
  /// Medium and large in a 390 × 844 container.
  static let layout = SheetLayout(
    detents: [.medium, .large], containerSize: Size(width: 390, height: 844))

  @Test("A new selection moves the sheet; the same one again does nothing")
  func select() {
    var sync = DetentSelectionSync(applied: .medium)
    #expect(sync.update(selection: .large, sheet: .medium, layout: Self.layout) == .select(.large))
    #expect(sync.applied == .large)
    #expect(sync.update(selection: .large, sheet: .large, layout: Self.layout) == .none)
    #expect(
      sync.update(selection: .large, sheet: .medium, layout: Self.layout) == .none,
      "a detent a person chose since is left alone")
  }

  @Test("A selection naming no active detent leaves the sheet and is corrected")
  func unknown() {
    var sync = DetentSelectionSync(applied: .medium)
    #expect(sync.update(selection: "tall", sheet: .medium, layout: Self.layout) == .write(.medium))
    #expect(sync.applied == .medium)
    let compact = SheetLayout(
      detents: [.medium, .large], containerSize: Size(width: 844, height: 390),
      isHeightCompact: true)
    var inCompact = DetentSelectionSync(applied: .large)
    #expect(
      inCompact.update(selection: .medium, sheet: .large, layout: compact) == .write(.large),
      "medium is inactive in compact height")
  }

  @Test("A selection made while the sheet cannot move waits for it")
  func waits() {
    var sync = DetentSelectionSync(applied: .medium)
    #expect(sync.update(selection: .large, sheet: nil, layout: Self.layout) == .none)
    #expect(sync.applied == .medium)
    // The finger let go on medium: the app's selection applies.
    #expect(
      sync.sheetCanMove(selection: .large, sheet: .medium, layout: Self.layout) == .select(.large))
    // The finger let go on large while the app asked for large: nothing more.
    var same = DetentSelectionSync(applied: .medium)
    _ = same.update(selection: .large, sheet: nil, layout: Self.layout)
    #expect(same.sheetDidSelect(.large, selection: .large) == .none)
    #expect(same.sheetCanMove(selection: .large, sheet: .large, layout: Self.layout) == .none)
  }

  @Test("A person's choice is written once, never over a selection the app made meanwhile")
  func personChooses() {
    var sync = DetentSelectionSync(applied: .medium)
    #expect(sync.sheetDidSelect(.large, selection: .medium) == .write(.large))
    #expect(sync.applied == .large)
    #expect(sync.sheetCanMove(selection: .large, sheet: .large, layout: Self.layout) == .none)
    // The app chose medium while the finger held the sheet, which the release sent to large.
    var held = DetentSelectionSync(applied: .large)
    _ = held.update(selection: .medium, sheet: nil, layout: Self.layout)
    #expect(held.sheetDidSelect(.large, selection: .medium) == .none, "the app's choice stands")
    #expect(
      held.sheetCanMove(selection: .medium, sheet: .large, layout: Self.layout) == .select(.medium))
  }

  @Test("A sheet landing elsewhere than the selection says (at the smallest) writes its detent")
  func landsElsewhere() {
    var sync = DetentSelectionSync(applied: "tall")
    #expect(
      sync.sheetCanMove(selection: "tall", sheet: .medium, layout: Self.layout) == .write(.medium))
    #expect(sync.applied == .medium)
  }
}
