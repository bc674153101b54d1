import FluidTransitions

/// Seeded values that break arithmetic, for the assignment fuzz: NaN of both signs and the
/// infinities, plus the finite extremes that overflow as soon as they are added or multiplied,
/// and ordinary values to mix them with.
struct HostileValues {
  var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// NaN, −NaN, +infinity or −infinity.
  mutating func nonFinite() -> Double {
    [Double.nan, -.nan, .infinity, -.infinity].randomElement(using: &random) ?? .nan
  }

  /// A non-finite value most of the time, otherwise a finite extreme.
  mutating func number() -> Double {
    chance(0.75)
      ? nonFinite()
      : [1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude].randomElement(
        using: &random) ?? 1e308
  }

  /// Half the time ``number()``, otherwise an ordinary value from `ordinary`.
  mutating func sometimes(_ ordinary: ClosedRange<Double>) -> Double {
    chance(0.5) ? number() : Double.random(in: ordinary, using: &random)
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  mutating func integer(in range: Range<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  mutating func element<Element>(of elements: [Element]) -> Element {
    elements[integer(in: 0..<elements.count)]
  }

  /// A rectangle with some hostile components.
  mutating func rect() -> Rect {
    Rect(
      x: sometimes(-50...400), y: sometimes(-50...800), width: sometimes(0...400),
      height: sometimes(0...800))
  }

  /// A transform with some hostile components (mostly the identity, as the initialiser stores
  /// a partly non-finite transform).
  mutating func transform() -> AffineTransform {
    AffineTransform(
      a: sometimes(0.5...2), b: sometimes(-0.5...0.5), c: sometimes(-0.5...0.5),
      d: sometimes(0.5...2), tx: sometimes(-400...400), ty: sometimes(-400...400))
  }

  mutating func nodeState() -> NodeState {
    NodeState(
      frame: rect(), alpha: sometimes(0...1), transform: transform(),
      cornerRadius: sometimes(0...40), isHidden: chance(0.2))
  }

  mutating func spring() -> SpringParameters {
    switch integer(in: 0..<3) {
    case 0: SpringParameters(mass: number(), stiffness: number(), damping: number())
    case 1: SpringParameters(dampingRatio: number(), response: number())
    default: SpringParameters(duration: number(), bounce: number())
    }
  }

  /// A timing curve built from hostile parameters.
  mutating func curve() -> TimingCurve {
    switch integer(in: 0..<4) {
    case 0: .spring(spring(), initialVelocity: number())
    case 1: .fittedSpring(dampingRatio: number(), initialVelocity: number())
    case 2: .cubic(CubicBezier(x1: number(), y1: number(), x2: number(), y2: number()))
    default: .linear
    }
  }
}
