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

  /// The switches each named scenario's default run consulted (see
  /// ``with(_:unlessRepeating:_:)``).
  @MainActor private static var consultedByDefaultRun: [String: Set<String>] = [:]

  /// Shim-only: runs `body` under `behaviour`, unless that run would repeat the run of the same
  /// scenario under the default behaviour step for step, because `behaviour` changes none of
  /// the switches the default run consulted (the argument that lets the behaviour matrix skip
  /// runs, for a test that takes every behaviour as an argument). `scenario` names the body
  /// with every other argument of the test, so one default run serves all of its behaviours.
  /// The first non-default behaviour to come before the default one runs `body` under the
  /// default behaviour first, to learn what it consults; `body` receives the behaviour it runs
  /// under, for its messages.
  @MainActor
  public static func with(
    _ behaviour: ShimBehaviour, unlessRepeating scenario: String,
    _ body: (ShimBehaviour) throws -> Void
  ) rethrows {
    let base = ShimBehaviour()
    if consultedByDefaultRun[scenario] == nil {
      consultedByDefaultRun[scenario] = try switchesConsulted { try with(base) { try body(base) } }
    }
    guard behaviour != base, let consulted = consultedByDefaultRun[scenario] else { return }
    let changed = switches.filter { $0.setting(in: behaviour) != $0.setting(in: base) }
    guard changed.contains(where: { consulted.contains($0.name) }) else { return }
    try with(behaviour) { try body(behaviour) }
  }
}
