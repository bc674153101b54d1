/// The velocities around one release, in progress per second: what the finger did, how the
/// motion left it, and what the next frame showed.
struct ReleaseVelocity: CustomStringConvertible {
  /// When the finger lifted, in seconds.
  var time: Double
  /// The finger's velocity through the interaction mapping.
  var finger: Double
  /// The velocity the motion starts with at the release instant: the spring's initial velocity
  /// (or the baseline's curve velocity) times the signed remaining distance.
  var leaving: Double
  /// The presented velocity of the first frame after the release; nil when there is none.
  var firstFrame: Double?

  /// How much the velocity changes at lift-off: `leaving − finger`. 0 means the transition
  /// leaves the finger at the finger's speed.
  var jump: Double { leaving - finger }

  /// `t 0.075 s  finger 6.411  leaves 6.411  jump +0.000  first frame 7.611`.
  var description: String {
    "t \(LabReport.fixed(time, 3)) s  finger \(LabReport.fixed(finger, 3))  leaves"
      + " \(LabReport.fixed(leaving, 3))  jump \(Self.signed(jump))  first frame "
      + (firstFrame.map { LabReport.fixed($0, 3) } ?? "-")
  }

  /// `value` with 3 decimals and a sign.
  static func signed(_ value: Double) -> String {
    let text = LabReport.fixed(value, 3)
    return text.hasPrefix("-") || text == "n/a" ? text : "+" + text
  }
}

extension ScenarioTrace {
  /// The velocities around each release, in order.
  var releaseVelocities: [ReleaseVelocity] {
    var velocities: [ReleaseVelocity] = []
    var number = 0
    for event in events {
      guard case .release(let time, let release) = event else { continue }
      number += 1
      let remaining = (release.target == .end ? 1 : 0) - release.progress
      let count = number
      velocities.append(
        ReleaseVelocity(
          time: time, finger: release.velocity,
          leaving: release.springInitialVelocity * remaining,
          firstFrame: frames.first { $0.releaseCount >= count }?.velocity))
    }
    return velocities
  }
}
