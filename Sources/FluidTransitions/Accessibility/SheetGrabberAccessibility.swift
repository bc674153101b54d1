/// What VoiceOver says for a sheet's grabber: its label and, as its value, the name of the
/// detent the sheet rests at. One place for these words, in English by default; set your own
/// (localised) text with `FluidPresentationController.grabberAccessibility` (UIKit).
public struct SheetGrabberAccessibility: Hashable, Sendable {
  /// The grabber's label ("Sheet Grabber" by default).
  public var label: String
  /// The grabber's hint, read after a pause ("Swipe up or down to resize" by default); nil
  /// for none.
  public var hint: String?
  /// The value read for each detent; a detent not named here reads its identifier's name.
  /// By default ``SheetDetent/Identifier/medium`` reads "Half screen" and
  /// ``SheetDetent/Identifier/large`` "Full screen".
  public var detentNames: [SheetDetent.Identifier: String]

  /// Creates the words; each has the English default given in its documentation.
  public init(
    label: String = "Sheet Grabber",
    hint: String? = "Swipe up or down to resize",
    detentNames: [SheetDetent.Identifier: String] = [
      .medium: "Half screen", .large: "Full screen",
    ]
  ) {
    self.label = label
    self.hint = hint
    self.detentNames = detentNames
  }

  /// The value VoiceOver reads for a sheet resting at `detent`: its name, or its identifier's.
  public func value(for detent: SheetDetent.Identifier) -> String {
    detentNames[detent] ?? detent.rawValue
  }
}
