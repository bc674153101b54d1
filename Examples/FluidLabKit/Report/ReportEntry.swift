/// One scenario of a report or a gallery summary: its run, what it shows and the checks it
/// failed.
struct ReportEntry {
  /// The section's id: unique in the document, made of ASCII letters, digits and hyphens.
  var id: String
  /// A short name without spaces for the summary table: the gallery script's name
  /// (`interactiveFinish`), or the scenario file's name.
  var name: String
  /// What the scenario shows, for headings: the gallery script's title (`interactive finish`),
  /// or the scenario file's name.
  var title: String
  /// A sentence on what the finger does; nil when unknown (a scenario file).
  var summary: String?
  /// The run.
  var trace: ScenarioTrace
  /// The checks the run failed (``ScenarioTrace/problems(expecting:)``); empty when sound.
  var problems: [String]
  /// The plot's heading, when not the default one.
  var plotTitle: String?
  /// A SwiftUI scenario's code and bindings, shown beside its player and after its result.
  var swiftUI: SwiftUIGalleryRun?

  /// Creates an entry whose id is made from `idParts`: ASCII letters and digits kept, any
  /// other run of characters turned into one hyphen.
  init(
    idParts: [String], name: String, title: String, summary: String?, trace: ScenarioTrace,
    problems: [String]
  ) {
    id = Self.identifier(idParts)
    self.name = name
    self.title = title
    self.summary = summary
    self.trace = trace
    self.problems = problems
  }

  /// The style's name.
  var style: String { trace.scenario.style.rawValue }
  /// The operation's name; `stack` for a stack scenario, whose transitions push and pop.
  var operation: String { trace.stack == nil ? trace.scenario.operation.rawValue : "stack" }
  /// The interaction's name.
  var interaction: String { trace.scenario.interaction.rawValue }
  /// When the transition ended (a presented sheet: when it all came to rest), in seconds with
  /// 3 decimals, or `-`.
  var endTime: String {
    trace.endTime.map { LabReport.fixed($0, 3) } ?? "-"
  }
  /// The release targets, comma-separated, or `-` without a release: the transition's `end`
  /// and `start`, and a presented sheet's detents and `dismiss`, in order.
  var targets: String {
    let targets = trace.allReleaseTargets
    return targets.isEmpty ? "-" : targets.joined(separator: ",")
  }
  /// `ok`, or `FAIL` when a check failed.
  var checks: String { problems.isEmpty ? "ok" : "FAIL" }

  /// `letters-and-digits` from `parts`; `scenario` when nothing is left.
  static func identifier(_ parts: [String]) -> String {
    var id = ""
    var pendingHyphen = false
    for scalar in parts.joined(separator: "-").unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        if pendingHyphen, !id.isEmpty { id += "-" }
        pendingHyphen = false
        id.unicodeScalars.append(scalar)
      } else {
        pendingHyphen = true
      }
    }
    return id.isEmpty ? "scenario" : id
  }
}

extension [ReportEntry] {
  /// The entries with their ids made unique by a numeric suffix (`-2`, `-3`, …).
  var withUniqueIDs: [ReportEntry] {
    var seen: Set<String> = []
    return map { entry in
      var entry = entry
      var candidate = entry.id
      var suffix = 2
      while seen.contains(candidate) {
        candidate = "\(entry.id)-\(suffix)"
        suffix += 1
      }
      seen.insert(candidate)
      entry.id = candidate
      return entry
    }
  }
}
