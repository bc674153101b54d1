import Foundation

/// `fluid-lab poster SCENARIO.json [--out FILE.svg] [--title TEXT]`: one animated SVG of a
/// scenario playing in a loop with its finger, for a README.
enum PosterCommand {
  static let help = """
    usage: fluid-lab poster SCENARIO.json [--out FILE.svg] [--title TEXT]

    Runs the scenario and writes one animated SVG of it playing in a loop: the container with
    every node at every recorded frame (each frame held until the next one's target time,
    nothing interpolated), the finger as a dot with a short trail, a ring at each grab and
    release, the phases on a timeline with a moving playhead, the phase's name and a progress
    bar. The animation is SMIL with no script, so the file plays where SVG is shown as an image
    (a README on GitHub). The same scenario always gives the same bytes.

    --out FILE.svg   where to write it (the standard output by default)
    --title TEXT     the poster's heading ('STYLE · OPERATION' by default)

    The README's posters are regenerated with, for example:
      swift run fluid-lab poster docs/slide-pop-flick.json --out docs/slide-pop-flick.svg \\
        --title "slide pop, flicked"

    Invalid input prints one line naming the field and exits 2.
    """

  /// Runs the command. On the main actor, where the transition core lives.
  @MainActor
  static func run(_ arguments: [String]) -> LabResult {
    if arguments.contains("--help") || arguments.contains("-h") {
      return LabResult(status: 0, standardOutput: help + "\n")
    }
    do throws(LabError) {
      var reader = OptionReader(arguments, command: "poster")
      var path: String?
      var out: String?
      var title: String?
      while let argument = reader.next() {
        if let value = try reader.value(of: "--out", for: argument, naming: "the file to write") {
          guard out == nil else { throw LabError("poster: --out is given twice") }
          out = value
        } else if let value = try reader.value(
          of: "--title", for: argument, naming: "the poster's heading")
        {
          guard title == nil else { throw LabError("poster: --title is given twice") }
          title = value
        } else if argument.hasPrefix("-") && argument != "-" {
          throw LabError("poster: unknown option '\(argument)' (see 'fluid-lab poster --help')")
        } else {
          guard path == nil else {
            throw LabError("poster: unexpected argument '\(argument)' (one SCENARIO.json only)")
          }
          path = argument
        }
      }
      guard let path, !path.isEmpty else {
        throw LabError("poster: missing SCENARIO.json (see 'fluid-lab poster --help')")
      }
      let text = try ScenarioFile.read(path, command: "poster")
      let scenario: Scenario
      do {
        scenario = try Scenario(json: try JSONValue.parse(text))
      } catch {
        throw LabError("poster: \(path): \(error.message)")
      }
      let trace = ScenarioRunner(scenario).run()
      let svg = Poster.svg(
        trace,
        title: title ?? "\(scenario.style.rawValue) · \(scenario.operation.rawValue)")
      guard let out else { return LabResult(status: 0, standardOutput: svg) }
      do {
        try Data(svg.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
      } catch {
        throw LabError("poster: cannot write '\(out)': \(error.localizedDescription)")
      }
      let playback = Poster.playback(of: trace)
      let loop = LabReport.trimmed(playback.loop, 3)
      return LabResult(
        status: 0,
        standardOutput:
          "poster: wrote \(out) (\(playback.frames) frames looping every \(loop) s, "
          + "\(svg.utf8.count) bytes)\n")
    } catch {
      return .failure(error)
    }
  }
}
