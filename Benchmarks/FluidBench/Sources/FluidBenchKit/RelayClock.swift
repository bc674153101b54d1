import FluidTransitions

/// The clock the realtime benchmark's transitions run on: it delivers one frame each time
/// ``deliverNextFrame()`` is called, on a 120 Hz timeline of its own (frame k is at k/120 s and
/// targets the next vsync), whatever called it — a frame of the real clock or a tight loop.
///
/// So the transitions play exactly the same script, frame for frame, whether the work runs
/// after a real wake-up or back to back, and the two costs compare the same work. Before each
/// frame it runs ``beforeDelivery`` (the fingers' actions). Observers are held weakly and may
/// come and go during delivery, as with the engine's own clocks.
@MainActor
final class RelayClock: FrameClock {
  private struct Entry {
    weak var observer: (any FrameObserver)?
  }

  /// The seconds between frames of the timeline.
  let frameInterval: Double
  /// The index of the next frame to deliver.
  private(set) var nextFrameIndex = 0
  /// The time of the frame being (or last) delivered, on the relay's timeline.
  private(set) var now: Double = 0
  /// Called for every frame before it is delivered, with its index and time: the fingers'
  /// actions.
  var beforeDelivery: (_ frameIndex: Int, _ time: Double) -> Void = { _, _ in }

  private var entries: [Entry] = []
  private var delivering = false

  init(framesPerSecond: Double = 120) {
    frameInterval = 1 / framesPerSecond
    entries.reserveCapacity(1024)
  }

  func addObserver(_ observer: any FrameObserver) {
    guard !entries.contains(where: { $0.observer === observer }) else { return }
    entries.append(Entry(observer: observer))
  }

  func removeObserver(_ observer: any FrameObserver) {
    guard let index = entries.firstIndex(where: { $0.observer === observer }) else { return }
    if delivering {
      entries[index].observer = nil
    } else {
      entries.remove(at: index)
    }
  }

  /// Runs the fingers' actions of the next frame, then delivers it to every observer.
  func deliverNextFrame() {
    let index = nextFrameIndex
    nextFrameIndex += 1
    now = Double(index) * frameInterval
    beforeDelivery(index, now)
    let frame = Frame(timestamp: now, targetTimestamp: now + frameInterval)
    delivering = true
    let count = entries.count
    var position = 0
    while position < count {
      entries[position].observer?.clock(self, didProduce: frame)
      position += 1
    }
    delivering = false
    entries.removeAll { $0.observer == nil }
  }
}
