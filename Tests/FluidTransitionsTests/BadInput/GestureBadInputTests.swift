import FluidTransitions
import Testing

/// The gesture-maths cases the gesture suites leave implicit: an infinite drag per second, a
/// band with no slope and no limit, and a tracker fed nothing but rejected samples.
@Suite("Bad input: gesture maths")
struct GestureBadInputTests {
  @Test("Deceleration(dragPerSecond: +infinity) is exactly .normal, as documented")
  func infiniteDragIsNormal() {
    #expect(Deceleration(dragPerSecond: .infinity) == .normal)
  }

  @Test("A zero coefficient with an infinite dimension does not stretch; its inverse is 0")
  func flatUnboundedBand() {
    let band = RubberBand(coefficient: 0, dimension: .infinity)
    #expect(band.offset(forOvershoot: 1e300) == 0 && band.offset(forOvershoot: .infinity) == 0)
    #expect(band.overshoot(forOffset: 5) == 0)
    #expect(band.banded(3, within: 0...1) == 1 && band.unbanded(3, within: 0...1) == 1)
  }

  @Test("A tracker fed only rejected samples reports zero, at any release time")
  func trackerOfRejectedSamples() {
    var tracker = VelocityTracker()
    for timestamp in [Double.nan, .infinity, -.infinity] {
      let accepted = tracker.addSample(TouchSample(x: 1, y: 1, timestamp: timestamp))
      #expect(!accepted)
    }
    #expect(tracker.count == 0 && tracker.lastSample == nil)
    #expect(tracker.velocity() == .zero)
    for time in [Double.nan, .infinity, -.infinity, 0] {
      #expect(tracker.releaseVelocity(at: time) == .zero)
    }
    tracker.reset()
    #expect(tracker.count == 0)
  }
}
