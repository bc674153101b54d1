/// The weakly held observers of a clock, built so that delivering a frame allocates nothing and
/// observers may add or remove themselves (or others) from inside a callback.
///
/// A class rather than a struct: observers call back into their clock during delivery, and a
/// struct stored in the clock would be under an exclusive access for the whole loop.
@MainActor
final class FrameObserverList {
  private struct Entry {
    weak var observer: (any FrameObserver)?
    /// The observer's identity, compared before the weak reference is loaded: finding an
    /// observer among a thousand then costs a thousand integer comparisons, not a thousand weak
    /// loads. An identity can be reused by a new object once its observer is gone, so a match
    /// counts only while the weak reference is still set.
    let identity: ObjectIdentifier
  }

  private var entries: [Entry] = []
  private var deliveryDepth = 0
  private var needsCompaction = false

  /// The number of live observers.
  var count: Int { entries.reduce(0) { $0 + ($1.observer == nil ? 0 : 1) } }

  func add(_ observer: any FrameObserver) {
    guard index(of: observer) == nil else { return }
    entries.append(Entry(observer: observer, identity: ObjectIdentifier(observer)))
  }

  func remove(_ observer: any FrameObserver) {
    guard let index = index(of: observer) else { return }
    if deliveryDepth > 0 {
      // Removing now would shift the entries being iterated; clear and compact afterwards.
      entries[index].observer = nil
      needsCompaction = true
    } else {
      entries.remove(at: index)
    }
  }

  private func index(of observer: any FrameObserver) -> Int? {
    let identity = ObjectIdentifier(observer)
    var index = 0
    let count = entries.count
    while index < count {
      if entries[index].identity == identity && entries[index].observer === observer {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Calls every observer present when delivery starts; observers added during the callback
  /// first hear the next frame.
  func deliver(_ frame: Frame, from clock: any FrameClock) {
    deliveryDepth += 1
    let count = entries.count
    var index = 0
    while index < count {
      if let observer = entries[index].observer {
        observer.clock(clock, didProduce: frame)
      } else {
        needsCompaction = true
      }
      index += 1
    }
    deliveryDepth -= 1
    if deliveryDepth == 0 && needsCompaction {
      entries.removeAll { $0.observer == nil }
      needsCompaction = false
    }
  }
}
