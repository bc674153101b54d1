/// What one invocation of the lab produced: its exit status and the text for each stream.
public struct LabResult: Equatable, Sendable {
  /// 0 on success, 1 when the gallery found a scenario that failed a check, 2 for invalid
  /// input.
  public var status: Int32
  /// Text for standard output.
  public var standardOutput: String
  /// Text for standard error.
  public var standardError: String

  /// Creates a result.
  public init(status: Int32, standardOutput: String = "", standardError: String = "") {
    self.status = status
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// A failed invocation reporting `error` on one line.
  static func failure(_ error: LabError) -> LabResult {
    LabResult(status: 2, standardError: "fluid-lab: \(error.message)\n")
  }
}
