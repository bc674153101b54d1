/// The entry point of `fluid-lab`, separate from the executable so tests can run every command
/// in-process.
public enum FluidLab {
  static let help = """
    usage: fluid-lab [--report DIR]
           fluid-lab COMMAND [ARGUMENTS]

    The FluidTransitions headless lab. With no command it runs the gallery — every style with
    six gesture scripts, and per style the flick beside the classic percent-driven transition —
    writes fluid-lab-report/index.html (or DIR/index.html) and prints a summary table; it exits
    1 if a scenario breached UIKit's contract or failed a check.

    commands:
      run SCENARIO.json [--trace OUT.json] [--report DIR] [--check]
                                             run a scenario and print its trace as JSON
      compare SCENARIO.json [--with KEY=VALUE ...] [--baseline percentDriven] [--report DIR]
                                             run it twice, as written and with overrides (or
                                             the classic percent-driven baseline), and write
                                             one page that plays both in lockstep; print the
                                             velocity jump at each release for both
      poster SCENARIO.json [--out FILE.svg] [--title TEXT]
                                             write an animated SVG of the run, looping with
                                             its finger (no script: it plays in a README)
      styles                                 list the styles and interactions scenarios accept
      curve SPEC --times T1,T2,...           sample a timing curve as JSON
      fuzz --seed N --count M [--out DIR] [--malformed-fraction F]
                                             run M random scenarios (valid and malformed)
                                             and report every broken invariant; failures
                                             are saved in fluid-lab-fuzz-failures/ for replay

    The report has one section per scenario: a player that replays the recorded frames (play,
    pause and speeds, ← → frame steps with the keyboard, a timeline with the phases and the
    grabs and releases; index.html#ID&t=0.30 opens scenario ID paused at 0.30 s), a filmstrip
    of the nodes, a plot of progress and velocity with the phases shaded and the grab and
    release instants marked, and the release decisions. It is one self-contained HTML file
    that works from file:// and, with scripts off, keeps its filmstrips and plots.

    'fluid-lab COMMAND --help' describes a command.
    """

  /// Runs the lab with the command-line arguments that follow the program name. On the main
  /// actor, where the transition core lives (the executable's top-level code runs there).
  @MainActor
  public static func run(_ arguments: [String]) -> LabResult {
    guard let command = arguments.first, command != "--report", !command.hasPrefix("--report=")
    else {
      return Gallery.command(arguments)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help":
      return LabResult(status: 0, standardOutput: help + "\n")
    case "run":
      return RunCommand.run(rest)
    case "styles":
      return StylesCommand.run(rest)
    case "curve":
      return CurveCommand.run(rest)
    case "fuzz":
      return FuzzCommand.run(rest)
    case "compare":
      return CompareCommand.run(rest)
    case "poster":
      return PosterCommand.run(rest)
    default:
      return .failure(LabError("unknown command '\(command)' (see 'fluid-lab --help')"))
    }
  }
}
