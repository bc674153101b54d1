import UIKit

// https://developer.apple.com/documentation/swiftui/preferencekey
// Apple: `protocol PreferenceKey`
// "A named value produced by a view. A view with multiple children automatically combines its
// values for a given preference into a single value visible to its ancestors." The simulated
// host combines them after each update of a tree (`ShimPreferences`), children in order.
public protocol PreferenceKey {
  // https://developer.apple.com/documentation/swiftui/preferencekey/value
  // Apple: `associatedtype Value`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  associatedtype Value

  // https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
  // Apple: `static var defaultValue: Self.Value { get }`
  // "Views that have no explicit value for the key produce this default value."
  static var defaultValue: Self.Value { get }

  // https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
  // Apple: `static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)`
  // "This method receives its values in view-tree order."
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
  // Apple: `nonisolated func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K : PreferenceKey`
  // "Sets a value for the given preference." The simulated host gives the modified view
  // `value` for `key`, whatever its content produces for that key.
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  {
    ShimPreferenceWriter<Self, K>(content: self, value: value)
  }

  // https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
  // Apple: `nonisolated func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K : PreferenceKey, K.Value : Equatable`
  // "Adds an action to perform when the specified preference key's value changes." Apple does
  // not say when the action runs nor whether the first value counts as a change: the simulated
  // host runs it when the value differs from the last one this modifier saw, the first value
  // being compared with the key's default (a content that sets a value from the start reports
  // it, as views that measure themselves through a preference rely on), during the update
  // that produced it or after, as the switch `preferenceChangeDelivery` says.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    ShimPreferenceObserver<Self, K>(content: self, action: action)
  }
}

/// Shim-only: the values of preferences a view produces, by key.
struct ShimPreferences {
  private var entries: [ObjectIdentifier: any ShimPreferenceEntry] = [:]

  /// Combines `next` (a later sibling's values) into these, key by key, with each key's
  /// `reduce(value:nextValue:)`.
  mutating func combine(_ next: ShimPreferences) {
    for (key, entry) in next.entries {
      entries[key] = entries[key].map { $0.reduced(with: entry) } ?? entry
    }
  }

  mutating func set<K: PreferenceKey>(_ value: K.Value, for _: K.Type) {
    entries[ObjectIdentifier(K.self)] = ShimPreferenceValue<K>(value: value)
  }

  func value<K: PreferenceKey>(for _: K.Type) -> K.Value {
    (entries[ObjectIdentifier(K.self)] as? ShimPreferenceValue<K>)?.value ?? K.defaultValue
  }
}

protocol ShimPreferenceEntry {
  func reduced(with next: any ShimPreferenceEntry) -> any ShimPreferenceEntry
}

struct ShimPreferenceValue<K: PreferenceKey>: ShimPreferenceEntry {
  let value: K.Value

  func reduced(with next: any ShimPreferenceEntry) -> any ShimPreferenceEntry {
    var value = self.value
    let nextValue = (next as? Self)?.value ?? K.defaultValue
    K.reduce(value: &value, nextValue: { nextValue })
    return Self(value: value)
  }
}

/// Shim-only: a view that changes the preferences its content produces.
@MainActor
protocol ShimPreferenceTransforming {
  func shimTransform(_ preferences: inout ShimPreferences, lastSeen: inout Any?)
}

/// Shim-only: the view `preference(key:value:)` returns.
struct ShimPreferenceWriter<Content: View, K: PreferenceKey>: View, ShimPrimitiveView,
  ShimPreferenceTransforming
{
  typealias Body = Never
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let value: K.Value

  nonisolated init(content: Content, value: K.Value) {
    self.content = content
    self.value = value
  }

  var shimChildren: [any View] { [content] }

  func shimTransform(_ preferences: inout ShimPreferences, lastSeen: inout Any?) {
    preferences.set(value, for: K.self)
  }
}

/// Shim-only: the view `onPreferenceChange(_:perform:)` returns.
struct ShimPreferenceObserver<Content: View, K: PreferenceKey>: View, ShimPrimitiveView,
  ShimPreferenceTransforming
where K.Value: Equatable {
  typealias Body = Never
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let action: (K.Value) -> Void

  nonisolated init(content: Content, action: @escaping (K.Value) -> Void) {
    self.content = content
    self.action = action
  }

  var shimChildren: [any View] { [content] }

  func shimTransform(_ preferences: inout ShimPreferences, lastSeen: inout Any?) {
    let value = preferences.value(for: K.self)
    let last = lastSeen as? K.Value ?? K.defaultValue
    lastSeen = value
    guard value != last else { return }
    switch ShimBehaviour.read.preferenceChangeDelivery {
    case .duringTheUpdate: action(value)
    case .afterTheUpdate:
      let action = self.action
      ShimViewGraph.runAfterTheUpdate { action(value) }
    }
  }
}
