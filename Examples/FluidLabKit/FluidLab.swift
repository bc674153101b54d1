/// The entry point of `fluid-lab`, separate from the executable so tests can run every command
/// in-process.
public enum FluidLab {
  static let help = """
    usage: fluid-lab COMMAND [ARGUMENTS]

    The FluidTransitions headless lab.

    commands:
      run SCENARIO.json [--trace OUT.json]   run a scenario and print its trace as JSON
      styles                                 list the styles and interactions scenarios accept
      curve SPEC --times T1,T2,...           sample a timing curve as JSON

    'fluid-lab COMMAND --help' describes a command.
    """

  /// Runs the lab with the command-line arguments that follow the program name. On the main
  /// actor, where the transition core lives (the executable's top-level code runs there).
  @MainActor
  public static func run(_ arguments: [String]) -> LabResult {
    guard let command = arguments.first else {
      return .failure(LabError("missing command (see 'fluid-lab --help')"))
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
    default:
      return .failure(LabError("unknown command '\(command)' (see 'fluid-lab --help')"))
    }
  }
}
