#if canImport(UIKit)
  /// A weak reference.
  final class WeakBox<Object: AnyObject> {
    weak var value: Object?

    init(_ value: Object) {
      self.value = value
    }
  }

  /// Keeps the library's delegates alive for as long as the controllers they serve: UIKit holds
  /// `UINavigationController.delegate`, `UITabBarController.delegate` and
  /// `UIViewController.transitioningDelegate` weakly, and a delegate nobody retains silently
  /// disappears (the classic "my custom transition stopped working" bug). Entries go when their
  /// owner is deallocated.
  @MainActor
  enum FluidRegistry {
    private static var entries: [(owner: WeakBox<AnyObject>, key: String, object: AnyObject)] = []

    /// Retains `object` for `owner` under `key`, replacing any previous one.
    static func retain(_ object: AnyObject, for owner: AnyObject, key: String) {
      purge()
      entries.removeAll { $0.owner.value === owner && $0.key == key }
      entries.append((WeakBox(owner), key, object))
    }

    /// The object retained for `owner` under `key`.
    static func object(for owner: AnyObject, key: String) -> AnyObject? {
      purge()
      return entries.first { $0.owner.value === owner && $0.key == key }?.object
    }

    /// Stops retaining the object for `owner` under `key`.
    static func release(for owner: AnyObject, key: String) {
      entries.removeAll { $0.owner.value === owner && $0.key == key }
      purge()
    }

    private static func purge() {
      entries.removeAll { $0.owner.value == nil }
    }
  }
#endif
