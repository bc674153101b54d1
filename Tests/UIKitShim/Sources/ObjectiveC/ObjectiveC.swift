// Interface shim of Apple's Objective-C runtime module (ObjectiveC) for Linux (see
// Tests/UIKitShim/Package.swift): the root class, its protocol, selectors and associated objects,
// with Apple's names, signatures and isolation, so that code overriding or calling them compiles
// here exactly as it must against Apple's SDK. Shim-only members start with `shim`.
//
// Linux Foundation declares a Swift `NSObject` of its own, without `responds(to:)` or
// `forwardingTarget(for:)`, and not overridable the way Apple's is. The shim's modules re-export
// these declarations with scoped imports (`@_exported import class ObjectiveC.NSObject`), which
// shadow Foundation's for every file that imports UIKit, QuartzCore or CoreGraphics.
//
// Every declaration cites its Apple documentation page in the comment above it: the page's
// address, then Apple's declaration as the page shows it ("Apple: `…`"), then what the shim
// models. None of these declarations is isolated to an actor, as in Apple's SDK: an override in
// a `@MainActor` class is nonisolated, and Swift 6 rejects one that touches main-actor state.

// https://developer.apple.com/documentation/objectivec/selector
// Apple: `struct Selector`
// A method's name in the Objective-C runtime. `#selector` needs the runtime, which Linux lacks:
// code compiled for the shim makes its selectors with `init(shimName:perform:)`, which carries
// the method to call, as the runtime's method table would. Equal when their names are.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// Shim-only: the selector's name (`"fire:"`).
  public let shimName: String
  /// Shim-only: the method the selector names, for the object it is sent to, with the
  /// message's one argument (a gesture recogniser or a display link); nil for a selector made
  /// from a string, which no shim object implements. The shim sends messages on the main
  /// actor, where UIKit sends target-action messages.
  public let shimPerform: (@MainActor (AnyObject, Any?) -> Void)?

  // https://developer.apple.com/documentation/objectivec/selector/init(_:)
  // Apple: `init(_ str: String)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A selector no shim
  // object implements: sending it stops with "unrecognized selector", as the runtime raises.
  public init(_ str: String) {
    shimName = str
    shimPerform = nil
  }

  // https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)
  // Apple: `init(stringLiteral value: String)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) As `init(_:)`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Shim-only: the selector `name` of the method `perform` calls on the object it is sent to;
  /// what `#selector(Type.method(_:))` gives on Apple platforms.
  public init(shimName name: String, perform: @escaping @MainActor (AnyObject, Any?) -> Void) {
    shimName = name
    shimPerform = perform
  }

  /// The name.
  public var description: String { shimName }

  /// Equal names.
  public static func == (lhs: Selector, rhs: Selector) -> Bool {
    lhs.shimName == rhs.shimName
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(shimName)
  }

  /// Shim-only: sends the selector to `target` with `argument`, as the runtime would: the method
  /// runs, or, when the selector carries none, the send stops with "unrecognized selector".
  @MainActor
  public func shimSend(to target: AnyObject, with argument: Any?) {
    guard let shimPerform else {
      fatalError("UIKit shim: unrecognized selector \(shimName) sent to \(type(of: target))")
    }
    shimPerform(target, argument)
  }
}

// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
// Apple: `protocol NSObjectProtocol`
// The members the UIKit layer, the gallery and the glue tests use. Not isolated to an actor.
public protocol NSObjectProtocol: AnyObject {
  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  // Apple: `func isEqual(_ object: Any?) -> Bool`
  func isEqual(_ object: Any?) -> Bool
  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  // Apple: `var hash: Int { get }`
  var hash: Int { get }
  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description
  // Apple: `var description: String { get }`
  var description: String { get }
  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
  // Apple: `func responds(to aSelector: Selector!) -> Bool`
  // "Returns a Boolean value that indicates whether the receiver implements or inherits a
  // method that can respond to a specified message."
  func responds(to aSelector: Selector!) -> Bool
}

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
// Apple: `class NSObject`
// The root class: not isolated to an actor and not Sendable. Equality and hashing go through
// `isEqual(_:)` and `hash`, as Apple's Swift overlay makes them.
open class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// Associated objects (`objc_setAssociatedObject`), released with the object.
  fileprivate var shimAssociatedObjects: [UnsafeRawPointer: ShimAssociation] = [:]

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  // Apple: `init()`
  public init() {}

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  // Apple: `func isEqual(_ object: Any?) -> Bool`
  // Identity, NSObject's default.
  open func isEqual(_ object: Any?) -> Bool {
    guard let object = object as AnyObject? else { return false }
    return object === self
  }

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  // Apple: `var hash: Int { get }`
  // The object's identity, NSObject's default.
  open var hash: Int { ObjectIdentifier(self).hashValue }

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description
  // Apple: `var description: String { get }`
  open var description: String { "<\(type(of: self))>" }

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/debugdescription
  // Apple: `optional var debugDescription: String { get }`
  open var debugDescription: String { description }

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
  // Apple: `func responds(to aSelector: Selector!) -> Bool`
  // Linux has no method table to look a selector up in: NSObject answers false, and a shim
  // class that implements an optional method says so by overriding this (the glue tests' app
  // delegates do). The shim's containers ask it before sending the optional methods that a
  // delegate may leave to message forwarding (see `forwardingTarget(for:)`).
  open func responds(to aSelector: Selector!) -> Bool {
    false
  }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:)
  // Apple: `func forwardingTarget(for aSelector: Selector!) -> Any?`
  // "Returns the object to which unrecognized messages should first be directed." The shim's
  // containers send an optional method that a delegate answered `responds(to:)` for to this
  // object when the delegate does not implement it itself; nil means the message is not
  // recognised, which the runtime raises on (see `ShimMessaging`).
  open func forwardingTarget(for aSelector: Selector!) -> Any? {
    nil
  }

  // MARK: UIAccessibility (UIKit's informal protocols on NSObject)

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  // Apple: `var isAccessibilityElement: Bool { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Stored; false, as for
  // a plain view.
  open var isAccessibilityElement = false

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  // Apple: `var accessibilityLabel: String? { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Stored.
  open var accessibilityLabel: String?

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
  // Apple: `var accessibilityValue: String? { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Stored.
  open var accessibilityValue: String?

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
  // Apple: `var accessibilityHint: String? { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Stored.
  open var accessibilityHint: String?

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
  // Apple: `var accessibilityViewIsModal: Bool { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Stored, false by
  // default; UIKit's description: VoiceOver ignores the elements in the views that are the
  // modal view's siblings (the SwiftUI counterpart, `AccessibilityTraits.isModal`: "sibling
  // accessibility elements that are not modal are ignored"). `UIView.shimIsReachableByVoiceOver`
  // applies it.
  open var accessibilityViewIsModal = false

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
  // Apple: `var accessibilityElementsHidden: Bool { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Stored, false by
  // default; UIKit's description: whether the accessibility elements within this element are
  // hidden from assistive applications. Not applied by the shim's VoiceOver reachability.
  open var accessibilityElementsHidden = false

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
  // Apple: `@MainActor func accessibilityPerformEscape() -> Bool`
  // "Dismisses a modal view and returns the success or failure of the action." "By default,
  // this method returns NO." "Implement this method on an element or containing view that can
  // be revealed modally or in a hierarchy." `UIAccessibility.shimPerformEscape(from:)` plays
  // VoiceOver's gesture.
  @MainActor open func accessibilityPerformEscape() -> Bool {
    false
  }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
  // Apple: `@MainActor func accessibilityIncrement()`
  // (page not retrieved: declared as its sibling `accessibilityDecrement()`, which was: "If
  // your element has the adjustable trait, you must implement this method.") Does nothing.
  @MainActor open func accessibilityIncrement() {}

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
  // Apple: `@MainActor func accessibilityDecrement()`
  // "Tells the accessibility element to decrement the value of its content." Does nothing.
  @MainActor open func accessibilityDecrement() {}

  /// Equal when `isEqual(_:)` says so.
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool {
    lhs.isEqual(rhs)
  }

  /// Hashes `hash`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
// Apple: `enum objc_AssociationPolicy`
// The policies an association is made with ("an unsafe unretained reference" for `ASSIGN`, "a
// strong reference" for the others); the shim retains the value for every policy but `ASSIGN`.
public enum objc_AssociationPolicy: UInt, Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// A value associated with an object: retained, or held weakly for `ASSIGN` (the runtime keeps
/// an unretained pointer, which dangles; the shim's weak reference reads nil instead).
private enum ShimAssociation {
  case retained(Any)
  case unretained(ShimWeak)

  var value: Any? {
    switch self {
    case .retained(let value): value
    case .unretained(let box): box.value
    }
  }
}

private final class ShimWeak {
  weak var value: AnyObject?

  init(_ value: AnyObject) {
    self.value = value
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
// Apple: `func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy)`
// `value`: "The value to associate with the key key for object. Pass nil to clear an existing
// association." The value is released with the object. Only shim `NSObject`s can hold associations here.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard let object = object as? NSObject else {
    fatalError("UIKit shim: associated objects are modelled on NSObject subclasses only")
  }
  guard let value else {
    object.shimAssociatedObjects[key] = nil
    return
  }
  if policy == .OBJC_ASSOCIATION_ASSIGN, let reference = value as AnyObject? {
    object.shimAssociatedObjects[key] = .unretained(ShimWeak(reference))
  } else {
    object.shimAssociatedObjects[key] = .retained(value)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
// Apple: `func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any?`
// "The value associated with the key key for object."
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  (object as? NSObject)?.shimAssociatedObjects[key]?.value
}
