/// What a run must show, beyond what every run must show.
struct TraceExpectation {
  /// Whether the transition must complete (true) or cancel (false).
  var completes: Bool
  /// How many grabs, and as many releases, the finger makes.
  var grabs: Int
}
