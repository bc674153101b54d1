/// One departure from what a run must show: the line that reports it.
struct TraceFinding {
  var text: String

  /// The line as `run --check` and the gallery print it.
  var line: String { text }
}
