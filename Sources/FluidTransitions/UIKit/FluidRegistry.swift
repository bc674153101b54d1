#if canImport(UIKit)
  import UIKit

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
  /// disappears (the classic "my custom transition stopped working" bug).
  ///
  /// Each owner carries its entries as an associated object, retained
  /// (`OBJC_ASSOCIATION_RETAIN_NONATOMIC`) and released by the Objective-C runtime when the
  /// owner is deallocated: an entry, and everything its object holds (a navigation stack's view
  /// controllers), dies with its owner. The objects must not retain their owner, or neither
  /// would ever go (the library's delegates hold their controllers weakly).
  @MainActor
  enum FluidRegistry {
    /// One owner's objects, by key.
    private final class Entries {
      var objects: [String: AnyObject] = [:]
    }

    /// The associated object's key: the address of a byte allocated once and never freed, so
    /// it stays the same, and no other key shares it, for the life of the process.
    private static let entriesKey = UnsafeRawPointer(
      UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// Retains `object` for `owner` under `key`, replacing any previous one.
    static func retain(_ object: AnyObject, for owner: NSObject, key: String) {
      entries(of: owner, creating: true)?.objects[key] = object
    }

    /// The object retained for `owner` under `key`.
    static func object(for owner: NSObject, key: String) -> AnyObject? {
      entries(of: owner, creating: false)?.objects[key]
    }

    /// Stops retaining the object for `owner` under `key`.
    static func release(for owner: NSObject, key: String) {
      entries(of: owner, creating: false)?.objects[key] = nil
    }

    private static func entries(of owner: NSObject, creating: Bool) -> Entries? {
      if let entries = objc_getAssociatedObject(owner, entriesKey) as? Entries { return entries }
      guard creating else { return nil }
      let entries = Entries()
      objc_setAssociatedObject(owner, entriesKey, entries, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return entries
    }
  }
#endif
