// Shim-only: how the simulated UIKit consults the behaviour switches, noting each switch it
// consults. Nothing here is Apple API.

extension ShimBehaviour {
  /// Shim-only: the current behaviour as the simulated UIKit consults it:
  /// `ShimBehaviour.read.safeAreaOnArrival` is `current.safeAreaOnArrival`, noted while
  /// ``switchesConsulted(during:)`` listens.
  ///
  /// A scenario that never consults a switch runs the same under every setting of it (the
  /// simulated UIKit is deterministic), so the behaviour matrix runs a switch's other settings
  /// only where the default run consulted it. Every read in the shim goes through here; a glue
  /// test fails on any that reads ``current`` directly.
  @MainActor public static var read: Reader { Reader() }

  /// Shim-only: reads a switch of ``ShimBehaviour/current``, noting it (see
  /// ``ShimBehaviour/read``).
  @MainActor @dynamicMemberLookup
  public struct Reader {
    public subscript<Setting>(dynamicMember path: KeyPath<ShimBehaviour, Setting>) -> Setting {
      ShimBehaviour.consulted?.insert(path)
      return ShimBehaviour.current[keyPath: path]
    }
  }

  /// The key paths consulted while ``switchesConsulted(during:)`` listens; nil otherwise.
  @MainActor private static var consulted: Set<AnyKeyPath>?

  /// Shim-only: the switches whose settings are handed to QuartzCore when ``current`` is set (QuartzCore
  /// sits below UIKit and cannot consult the behaviour), so any scenario may depend on them.
  public static let appliedWhenSetNames: Set<String> = [
    "presentationLayers", "unhintedDisplayLinkRate",
  ]

  /// Shim-only: runs `body` and returns the names of the switches the simulated UIKit consulted
  /// while it ran, with those it applies whenever the behaviour is set.
  @MainActor
  public static func switchesConsulted(during body: () throws -> Void) rethrows -> Set<String> {
    let outer = consulted
    consulted = []
    defer {
      if let outer, let inner = consulted {
        consulted = outer.union(inner)
      } else {
        consulted = outer
      }
    }
    try body()
    let paths = consulted ?? []
    return Set(switches.filter { paths.contains($0.keyPath) }.map(\.name)).union(
      appliedWhenSetNames)
  }
}
