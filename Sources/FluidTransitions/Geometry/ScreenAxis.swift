/// One of the two screen axes.
public enum ScreenAxis: String, Hashable, Sendable, CaseIterable {
  /// The x axis; positive is rightward.
  case horizontal
  /// The y axis; positive is downward.
  case vertical
}
