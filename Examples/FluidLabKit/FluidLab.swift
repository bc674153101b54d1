/// The entry point of `fluid-lab`, separate from the executable so tests can run every command
/// in-process.
public enum FluidLab {
  static let help = """
    usage: fluid-lab [--report DIR]
           fluid-lab COMMAND [ARGUMENTS]

    The FluidTransitions headless lab. With no command it runs the gallery — every style with
    six gesture scripts — writes fluid-lab-report/index.html (or DIR/index.html) and prints a
    summary table; it exits 1 if a scenario breached UIKit's contract or failed a check.

    commands:
      run SCENARIO.json [--trace OUT.json] [--report DIR] [--check]
                                             run a scenario and print its trace as JSON
      styles                                 list the styles and interactions scenarios accept
      curve SPEC --times T1,T2,...           sample a timing curve as JSON
      fuzz --seed N --count M [--out DIR] [--malformed-fraction F]
                                             run M random scenarios (valid and malformed)
                                             and report every broken invariant; failures
                                             are saved in fluid-lab-fuzz-failures/ for replay

    The gallery's report has one section per scenario: a filmstrip of the nodes, a plot of
    progress and velocity with the phases shaded and the grab and release instants marked, and
    the release decisions; it is one self-contained HTML file.

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
    default:
      return .failure(LabError("unknown command '\(command)' (see 'fluid-lab --help')"))
    }
  }
}
