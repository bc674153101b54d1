import FluidTransitions
import Testing
import UIKit

/// The zoom snapshots the arriving screen's element with `afterScreenUpdates: true` (Apple: a
/// snapshot of a view not rendered yet "has no visible content", and that screen has never been
/// on screen when the transition starts). That forces Core Animation to commit the window in the
/// middle of the transition's setup, and the display can show that commit: these tests check
/// that it shows exactly what the frame before the transition showed, so the forced commit
/// cannot flash anything.
@MainActor
@Suite("UIKit glue: the zoom's commits forced by its snapshots")
struct ZoomSnapshotCommitTests {
  nonisolated static let engines: [TransitionEngine] = [.propertyAnimator, .displayLink]

  /// A colour as composited on screen, straight (not premultiplied) components.
  struct Pixel: Equatable, CustomStringConvertible {
    var red = 0.0
    var green = 0.0
    var blue = 0.0
    var alpha = 0.0

    /// `color` at `opacity` laid over this pixel.
    mutating func lay(_ color: UIColor?, opacity: Double) {
      guard let color else { return }
      let components = color.shimComponents
      let cover = Double(components.alpha) * opacity
      guard cover > 0 else { return }
      let under = alpha * (1 - cover)
      let total = cover + under
      red = (Double(components.red) * cover + red * under) / total
      green = (Double(components.green) * cover + green * under) / total
      blue = (Double(components.blue) * cover + blue * under) / total
      alpha = total
    }

    /// Equal within rounding.
    static func == (lhs: Pixel, rhs: Pixel) -> Bool {
      [lhs.red - rhs.red, lhs.green - rhs.green, lhs.blue - rhs.blue, lhs.alpha - rhs.alpha]
        .allSatisfy { abs($0) < 1e-9 }
    }

    var description: String { String(format: "(%.3f %.3f %.3f %.3f)", red, green, blue, alpha) }
  }

  /// The window as committed, sampled every 10 points (39 columns, from 5 points in): each
  /// view's background colour at its model opacity, back to front, inside the bounds of every
  /// ancestor that clips; a snapshot shows the view it was taken of (that view's content,
  /// scaled to the snapshot's bounds), unless it is blank. Rotations, corner rounding and text
  /// are left out: the comparisons below are between two moments with the same elements in the
  /// same places.
  static func look(of window: UIWindow) -> [Pixel] {
    var canvas = Canvas(size: window.bounds.size)
    paint(window, mapping: .identity, clip: window.bounds, opacity: 1, on: &canvas)
    return canvas.pixels
  }

  /// Sample points every 10 points, and what is painted at each.
  struct Canvas {
    static let spacing = 10.0
    let columns: Int
    let rows: Int
    var pixels: [Pixel]

    init(size: CGSize) {
      columns = Int((Double(size.width) / Self.spacing).rounded(.down))
      rows = Int((Double(size.height) / Self.spacing).rounded(.down))
      pixels = Array(repeating: Pixel(), count: columns * rows)
    }

    /// Lays `color` at `opacity` over the samples inside `rect` (window coordinates).
    mutating func fill(_ rect: CGRect, with color: UIColor?, opacity: Double) {
      guard color != nil, !rect.isNull, !rect.isEmpty else { return }
      let first = max(0, Int((Double(rect.minX) / Self.spacing - 0.5).rounded(.up)))
      let last = min(columns - 1, Int((Double(rect.maxX) / Self.spacing - 0.5).rounded(.up)) - 1)
      let top = max(0, Int((Double(rect.minY) / Self.spacing - 0.5).rounded(.up)))
      let bottom = min(rows - 1, Int((Double(rect.maxY) / Self.spacing - 0.5).rounded(.up)) - 1)
      guard first <= last, top <= bottom else { return }
      for row in top...bottom {
        for column in first...last { pixels[row * columns + column].lay(color, opacity: opacity) }
      }
    }
  }

  /// Where a view's own coordinates land in the window: scaled, then offset.
  struct Mapping {
    var scale = CGSize(width: 1, height: 1)
    var offset = CGPoint.zero

    static let identity = Mapping()

    func apply(_ rect: CGRect) -> CGRect {
      CGRect(
        x: rect.minX * scale.width + offset.x, y: rect.minY * scale.height + offset.y,
        width: rect.width * scale.width, height: rect.height * scale.height)
    }

    /// The mapping of a space that lands on `frame` of this one when its rectangle `bounds`
    /// does.
    func placing(_ bounds: CGRect, on frame: CGRect) -> Mapping {
      guard bounds.width > 0, bounds.height > 0 else { return self }
      let inner = CGSize(width: frame.width / bounds.width, height: frame.height / bounds.height)
      let origin = apply(frame).origin
      return Mapping(
        scale: CGSize(width: scale.width * inner.width, height: scale.height * inner.height),
        offset: CGPoint(
          x: origin.x - bounds.minX * scale.width * inner.width,
          y: origin.y - bounds.minY * scale.height * inner.height))
    }
  }

  /// Paints `view` and its subviews. The view a snapshot shows is painted whatever its own
  /// `isHidden` and `alpha` say: the snapshot has its own.
  private static func paint(
    _ view: UIView, mapping: Mapping, clip: CGRect, opacity: Double, on canvas: inout Canvas,
    asSnapshotContent: Bool = false
  ) {
    guard asSnapshotContent || !view.isHidden else { return }
    let opacity = asSnapshotContent ? opacity : opacity * Double(view.alpha)
    guard opacity > 0 else { return }
    let area = mapping.apply(view.bounds)
    let clip = view.clipsToBounds || view.shimSnapshotOf != nil ? clip.intersection(area) : clip
    guard !clip.isNull, !clip.isEmpty else { return }
    if let source = view.shimSnapshotOf {
      guard !view.shimSnapshotIsBlank else { return }
      paint(
        source, mapping: mapping.placing(source.bounds, on: view.bounds), clip: clip,
        opacity: opacity, on: &canvas, asSnapshotContent: true)
      return
    }
    canvas.fill(area.intersection(clip), with: view.backgroundColor, opacity: opacity)
    for subview in view.subviews {
      paint(
        subview, mapping: mapping.placing(subview.bounds, on: subview.frame), clip: clip,
        opacity: opacity, on: &canvas)
    }
  }

  /// Runs `transition` and returns the window's look at every commit a snapshot forced during
  /// it, with the look of the frame before it.
  static func forcedCommits(in world: ZoomWorld, during transition: () -> Void) -> (
    before: [Pixel], commits: [[Pixel]]
  ) {
    ShimRunLoop.advance(by: 1.0 / 120)
    let before = look(of: world.window)
    #expect(before.contains { $0 != before[0] }, "the samples see the screen's content")
    var commits: [[Pixel]] = []
    ShimForcedCommits.observer = { commits.append(look(of: $0)) }
    defer { ShimForcedCommits.observer = nil }
    transition()
    return (before, commits)
  }

  /// The first sample where `look` differs from `reference`, for the failure message.
  static func firstDifference(_ look: [Pixel], from reference: [Pixel]) -> String {
    guard let index = look.indices.first(where: { look[$0] != reference[$0] }) else {
      return "none"
    }
    let columns = 39
    return "at (\(5 + 10 * (index % columns)), \(5 + 10 * (index / columns))): "
      + "\(look[index]) instead of \(reference[index])"
  }

  @Test(
    "A push's forced commit shows the frame before it: the detail transparent, the flight empty",
    arguments: engines)
  func pushCommitShowsTheFrameBefore(engine: TransitionEngine) throws {
    let world = ZoomWorld(engine: engine)
    let (before, commits) = Self.forcedCommits(in: world) {
      world.navigation?.pushViewController(world.detail, animated: true)
    }
    #expect(commits.count == 1, "one arriving element, one forced commit")
    for commit in commits {
      let unchanged = commit == before
      #expect(unchanged, "\(Self.firstDifference(commit, from: before))")
    }
    let flight = try #require(world.flight(of: world.grid.cell(at: world.index)))
    #expect(flight.subviews.allSatisfy { !$0.shimSnapshotIsBlank }, "nothing blank in flight")
    ShimRunLoop.advance(by: 1)
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "A pop's forced commit shows the frame before it: the grid behind the opaque detail",
    arguments: engines)
  func popCommitShowsTheFrameBefore(engine: TransitionEngine) {
    let world = ZoomWorld(engine: engine)
    world.showDetail()
    let (before, commits) = Self.forcedCommits(in: world) {
      world.navigation?.popViewController(animated: true)
    }
    #expect(commits.count == 1, "one arriving element, one forced commit")
    for commit in commits {
      let unchanged = commit == before
      #expect(unchanged, "\(Self.firstDifference(commit, from: before))")
    }
    ShimRunLoop.advance(by: 1)
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("With a further element, every forced commit shows the frame before", arguments: engines)
  func severalElements(engine: TransitionEngine) {
    let world = ZoomWorld(engine: engine)
    let index = world.index
    world.additionalElements = [
      ZoomElements.SharedElement(
        identifier: "caption", source: { [weak world] in world?.grid.captions[index] },
        destination: { [weak world] in world?.detail.caption }, zIndex: 1)
    ]
    world.grid.captions[index].backgroundColor = .black
    let push = Self.forcedCommits(in: world) {
      world.navigation?.pushViewController(world.detail, animated: true)
    }
    ShimRunLoop.advance(by: 1)
    let pop = Self.forcedCommits(in: world) {
      world.navigation?.popViewController(animated: true)
    }
    ShimRunLoop.advance(by: 1)
    for (label, run) in [("push", push), ("pop", pop)] {
      #expect(run.commits.count == 2, "\(label): two arriving elements, two forced commits")
      for commit in run.commits {
        let unchanged = commit == run.before
        #expect(unchanged, "\(label) \(Self.firstDifference(commit, from: run.before))")
      }
    }
    #expect(ShimConsole.transitions.filter(\.isCustom).map(\.completions) == [[true], [true]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
