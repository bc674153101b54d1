/// A gallery scenario of one style and operation that is checked against its own expectation
/// and its own landings: the zoom's and the size changes' scripts.
protocol CheckedGalleryScript: RawRepresentable where RawValue == String {
  /// The scenario document.
  var scenario: JSONValue { get }
  /// The report's title.
  var title: String { get }
  /// What the scenario does, in a sentence or two.
  var summary: String { get }
  /// How the run must end.
  var expectation: TraceExpectation { get }
  /// The script's own checks of `trace`, beyond the contract's.
  func problems(_ trace: ScenarioTrace) -> [String]
}

extension ZoomGalleryScript: CheckedGalleryScript {}
extension ResizeGalleryScript: CheckedGalleryScript {}
