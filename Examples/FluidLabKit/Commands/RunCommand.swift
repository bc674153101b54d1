import Foundation

/// `fluid-lab run SCENARIO.json [--trace OUT.json] [--report DIR]`: validates a scenario
/// completely, runs it and prints (or writes) its trace, and optionally its HTML report.
enum RunCommand {
  static let help = """
    usage: fluid-lab run SCENARIO.json [--trace OUT.json] [--report DIR] [--check]

    Runs one scenario with the real transition core on a manual frame clock and prints its trace
    as JSON: {"scenario", "frames", "events", "contextCalls", "result", "breaches", "diagnostics"}.
    With --trace the trace is written to OUT.json and nothing is printed. With --report the
    scenario's HTML report (player, filmstrip, progress and velocity plot, release decisions) is
    written to DIR/index.html, DIR created if needed, as the gallery writes it ('fluid-lab
    --help'); its player embeds exactly the trace printed here.
    With --check the run's invariants are checked as 'fluid-lab fuzz' checks them (it ends, once,
    at progress exactly 1 or 0; no contract breach; no NaN; no jump; releases at the finger's
    velocity and where the projection sends them): a broken one is printed on one line on
    stderr, after the trace, and the exit status is 1. It replays a fuzz failure file.

    The scenario is a JSON object:
      style, operation, until, events   required ('fluid-lab styles' lists styles and operations)
      interaction                       pan, edgePan, panDown, zoomDrag, (zoom only) pinch or
                                        (pop and stacks only) contentPop; by default the
                                        operation's natural gesture for the style
                                        ('fluid-lab styles')
      container                         {"width": 390, "height": 844} by default, in points
      layoutDirection                   leftToRight (default) or rightToLeft
      reduceMotion                      false by default
      frameRate                         120 by default, in [10, 240] frames per second
      duration                          seconds; the style's default otherwise
      droppedFrames                     frame indices whose callback never comes; [] by default
      sourceElement, destinationElement {"x", "y", "width", "height"}; zoom defaults to a grid
                                        cell and a full-width image, null means gone
      options                           the style's options ('fluid-lab styles'); {} by default
      until                             seconds of simulated time to run, in (0, 600]
      events                            [{"t": seconds, "type": TYPE, "x": points, "y": points}]
      driver                            fluid (default: the library's driver) or percentDriven
                                        (the classic UIPercentDrivenInteractiveTransition, a
                                        baseline: the finger scrubs the time fraction; at
                                        release it finishes or rewinds along its original
                                        curve at completion speed 1; no re-grab; its
                                        releases' springInitialVelocity is the curve's own
                                        velocity there, in the same units)
      releasePolicy                     {"threshold": 0.5, "decelerationRate": 0.998,
                                        "spring": "spring:dampingRatio=1,response=0.3"}, each
                                        optional: the projection's threshold in [0.01, 0.99],
                                        its rate per millisecond, and the settling spring as
                                        'fluid-lab curve' writes springs (no initialVelocity)
    event types: start, startInteractive (exactly one, before any other event), touchDown,
    touchMove, touchUp (each with x and y), touchCancel, cancel, finish; t never decreases and
    never exceeds until.

    A sheet with detents ("style": "sheet" only) runs the presented sheet, not just one
    transition: its transitions, and between them a SheetDetentDriver on the same nodes.
      detents                           ["medium", "large", {"fraction": F}, {"points": P}], each
                                        object with an optional "identifier" (unique; by
                                        default the library's: fraction(0.25), points(300.0));
                                        F in [0, 1] of the largest height, P >= 0 pt
      selectedDetent                    an identifier: where the sheet rests first (smallest)
      largestUndimmedDetent             an identifier, or null (default: every detent dimmed)
      dismissible                       true (default): a throw below the smallest detent
                                        dismisses; false: it rubber-bands there
    With detents the style option heightFraction does not apply, driver is fluid, and the
    releasePolicy's spring and decelerationRate also move the sheet between its detents.
    "operation": "present": start or startInteractive presents the sheet (a transition, to its
    selected detent); touches during it drive it; once it completes they drive the sheet.
    "operation": "dismiss": the sheet starts presented at its selected detent (back to front:
    the presenter to, dimming at the layout's alpha, the sheet from); touches drive the sheet,
    and may come before any start, which is optional; a release that chooses dismissal hands
    off to the dismissal (startInteractive(atProgress:), then finish(progressPerSecond:)); start
    or startInteractive dismisses at once (a tap on the dimming); cancel and finish act on a
    running dismissal. A cancelled dismissal hands the sheet back (dismissalDidCancel()); a
    later one starts another transition. Calls the core has no room for are made all the same
    and noted as diagnostics with source "lab".
    event type keyboard (sheets with detents): {"t", "type": "keyboard", "frame": {"x", "y",
    "width", "height"} or null when it hides, "duration": seconds in [0, 10] (0.25 by
    default), "curve": UIView.AnimationCurve's raw value, an integer (7 by default, the
    keyboard's; KeyboardChange.curve(forAnimationCurveRawValue:) maps it)}, delivered to the
    presented sheet, or a diagnostic when there is none.

    The trace of a sheet with detents also has, in every frame, "sheet": {"value": points above
    the container's bottom (or the keyboard's top; frozen at a hand-off), "velocity": points per
    second upward, "detent": the selected detent, "phase": resting, interacting, settling or
    dismissing, "keyboardHeight": points} (null while no sheet is presented), and the events
    detentGrab {value}, detentRelease {value, velocity, projected, target: a detent or
    "dismiss", cancelled, leavingVelocity: the sheet's velocity right after it},
    detentSettled {detent, value}, detentSelected {detent}, keyboard {height, duration} and
    dismissalHandOff {progress, velocity, presentedProgress, presentedVelocity, sheetBefore,
    sheetAfter: the sheet on screen, {x, y, width, height}} and dismissalStart {interactive,
    sheetBefore, sheetAfter} (a start that dismisses at once). Frames keep the transition's
    progress and phase (0 and idle before a dismissal starts); result is the last
    transition's (both null when none ran). --check also checks the sheet: while the detent
    driver owns it, its frame is the layout's for its value and keyboard height and the
    dimming's alpha the layout's (to 1e-9); each rest is at its detent's value; each release
    records the projection and goes to the nearest candidate, and leaves at its velocity (to
    1e-6); a hand-off or a dismissal's start moves nothing on screen inside the container (to
    1e-6 pt) and the dismissal leaves at the hand-off's velocity; a transition moves the sheet
    alone; at the end the sheet is at rest or dismissed.

    A zoom ("style": "zoom" only) also takes, every rect in container coordinates:
      elements                          [{"identifier": ID, "source": rect or null,
                                        "destination": rect or null, "zIndex": Z}]: further
                                        shared elements, each flying in a flight of its own
                                        (snapshot.ID, sourceSnapshot.ID, destinationSnapshot.ID);
                                        identifiers unique and non-empty; zIndex 0 by default
      alignmentRect                     a rect or null: the destination's part to land on
      cornerRadius                      in any element rect: the radius measured on its node
    and the options crossFadeStart, crossFadeEnd (where along the flight, from the source, the
    contents cross-fade), usesMeasuredCornerRadii (0 or 1) and dimmingAlpha.
    event types sourceMove {"element"?, "x", "y", "width", "height"} (the source is now there)
    and sourceRemove {"element"?} (the source is gone for good), fed to the stage's source
    providers; with "interaction": "pinch", pinchBegin and pinchMove {"x", "y": the centroid,
    "scale" >= 0}, pinchEnd and pinchCancel (x, y and scale optional): two fingers, handing
    over to and from a one-finger drag. A pinch runs the library's driver only.
    A zoom's trace carries its nested nodes: the flight (snapshot, "clips": true) and, in it,
    sourceSnapshot and destinationSnapshot with "parent": "snapshot" (their frames in the
    flight's coordinates); the elements carry "parent": "from" or "to". A pinch's release
    also records "scaleVelocity" (scale per second). --check also checks each flight: it ends
    exactly on its landing rect or on its source as last moved (its fallback once removed),
    its contents are aspect-filled into it with one of them opaque and the other transparent
    outside the cross-fade, it does not jump where its source disappears, and a pinch leaves
    at the velocity its scale velocity maps to.

    A content swipe ("interaction": "contentPop", a pop or a stack) is the back swipe from
    anywhere in the content, which the content under the finger may keep:
      content                           [{"frame": rect or null, "horizontalOffset": points or
                                        null, "minimumHorizontalOffset", "maximumHorizontalOffset",
                                        "scrollsVertically", "isZoomed", "wasDecelerating",
                                        "keepsHorizontalDrags"}], innermost first (ContentPop-
                                        Handoff.ScrollViewState's fields; frame null: the whole
                                        container); [] by default
    Its startInteractive waits for the swipe: each touch sequence lands (it may begin only
    outside the leading edge's 24 pt), and once the finger has moved 10 pt ContentPopHandoff
    decides over the scroll views whose frame holds the landing point: a pop starts the
    transition there, interactively, driven by the drag from its landing; otherwise the
    content keeps the drag and the transition does not start (a later sequence may start it).
    Each decision is traced as an event dragOwner {"owner": "pop" or "content", "reason" (for
    content), "scrollViews": the indices under the finger, "translation": {"x", "y"}}. A run
    whose every drag the content kept has no transition (result null) and passes --check.

    A stack scenario ("stack": ["A", "B"], root first, distinct names; styles fade, slide and
    scale; no operation, no start; driver fluid) runs a navigation stack through
    NavigationStackState, the rule the UIKit layer's interruptible stack asks, with the
    requests push {"to": NAME}, pop, popToRoot and setViewControllers {"stack": [NAME, ...]}
    among its touches, cancel and finish. Each transition the rule starts runs the real driver
    with the style (a push or a pop, as UIKit animates it); its reverse and resume are the
    driver's cancel() and finish() from where it is, with its velocity; a start after a
    transition ended waits for the next frame. A finger landing while a transition runs grabs
    it; landing while nothing runs on a stack of two or more, it is the interaction's pop
    gesture (edgePan by default, pan, contentPop), and a pop it begins is reported to the rule
    as begun interactively. A push of a view controller already in the stack, a pop of the
    root, and requests while a finger holds the transition are traced (diagnostics, source
    lab) and change what the rule says they change (nothing, nothing, and they wait).
    Its trace's frames name every view controller's node after it (in the container only while
    shown) beside the style's own nodes, with "transition": the index of the transition they
    show (null before the first); and the trace adds "transitions": [{"from", "to": stacks,
    "operation", "startedBy": request or gesture, "t", "frames": {"first", "last"} or null,
    "events", "contextCalls", "result", "breaches"}] and "stacks": [{"t", "event": the event's
    type, or begin, end, release, setWithoutTransition, initial; "to" or "requestedStack" for
    requests, "action": none, start, reverse or resume when the rule answered, "stack",
    "intended", "inFlight": {"from", "to", "headingToDestination", "interactive"} or null,
    "ended": the transition's index at an end}]. result is the last transition's. --check
    checks every transition as a one-transition run, that one runs at a time, that at every
    end the frontmost view controller shown is the top of the stack (the destination's top
    when completed, the origin's when cancelled) filling the container at rest, that a drag
    given to the pop began one and a drag the content kept began none, and that the stack ends
    at rest on its intended stack.

    Invalid input prints one line naming the field (events[3].t) and exits 2.
    --report DIR also writes an HTML report of the run (DIR/index.html).
    """

  /// Runs the command. On the main actor, where the transition core lives.
  @MainActor
  static func run(_ arguments: [String]) -> LabResult {
    if arguments.contains("--help") || arguments.contains("-h") {
      return LabResult(status: 0, standardOutput: help + "\n")
    }
    do {
      let (scenarioPath, tracePath, reportDirectory, check) = try parse(arguments)
      let scenario = try readScenario(at: scenarioPath)
      let trace = ScenarioRunner(scenario).run()
      if let reportDirectory {
        try writeReport(trace, scenarioPath: scenarioPath, to: reportDirectory)
      }
      let text = trace.json.text + "\n"
      var result = LabResult(status: 0, standardOutput: text)
      if let tracePath {
        try write(text, to: tracePath)
        result.standardOutput = ""
      }
      let problems = check ? trace.problems() : []
      if !problems.isEmpty {
        let error = LabError(
          "run: \(scenarioPath): \(problems.count) invariant\(problems.count == 1 ? "" : "s")"
            + " broken: " + problems.joined(separator: "; "))
        result.status = 1
        result.standardError = "fluid-lab: \(error.message)\n"
      }
      return result
    } catch {
      return .failure(error)
    }
  }

  static func parse(_ arguments: [String]) throws(LabError) -> (
    scenario: String, trace: String?, report: String?, check: Bool
  ) {
    var options = OptionReader(arguments, command: "run")
    var scenarioPath: String?
    var tracePath: String?
    var reportDirectory: String?
    var check = false
    while let argument = options.next() {
      if argument == "--check" {
        check = true
        continue
      }
      if let value = try options.value(
        of: "--trace", for: argument, naming: "the path of the trace file to write")
      {
        guard tracePath == nil else { throw LabError("run: --trace is given twice") }
        tracePath = value
      } else if let value = try options.value(
        of: "--report", for: argument, naming: "the directory to write the report in")
      {
        guard reportDirectory == nil else { throw LabError("run: --report is given twice") }
        reportDirectory = value
      } else if argument.hasPrefix("-") && argument != "-" {
        throw LabError("run: unknown option '\(argument)' (see 'fluid-lab run --help')")
      } else {
        guard scenarioPath == nil else {
          throw LabError("run: unexpected argument '\(argument)' (one SCENARIO.json only)")
        }
        scenarioPath = argument
      }
    }
    guard let scenarioPath, !scenarioPath.isEmpty else {
      throw LabError("run: missing SCENARIO.json (see 'fluid-lab run --help')")
    }
    return (scenarioPath, tracePath, reportDirectory, check)
  }

  /// Writes the one-section report of `trace`, named after the scenario file.
  private static func writeReport(
    _ trace: ScenarioTrace, scenarioPath: String, to directory: String
  ) throws(LabError) {
    let fileName = URL(fileURLWithPath: scenarioPath).lastPathComponent
    let baseName = URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent
    let entry = ReportEntry(
      idParts: [baseName], name: fileName, title: fileName, summary: nil, trace: trace,
      problems: trace.problems())
    let document = LabReport.document(
      title: "fluid-lab run \(fileName)",
      introduction:
        "The scenario \(scenarioPath), run headless with the real transition core on a manual"
        + " frame clock.",
      entries: [entry])
    _ = try LabReport.write(document, toDirectory: directory, command: "run")
  }

  /// Reads, parses and validates the scenario file; every error names the file.
  private static func readScenario(at path: String) throws(LabError) -> Scenario {
    try scenario(fromText: try ScenarioFile.read(path, command: "run"), path: path)
  }

  /// Parses and validates the text of the scenario file at `path` (which is only named in the
  /// error): what `run` does once it has read the file, and what `fuzz` does with each document.
  static func scenario(fromText text: String, path: String) throws(LabError) -> Scenario {
    do {
      return try Scenario(json: try JSONValue.parse(text))
    } catch {
      throw LabError("run: \(path): \(error.message)")
    }
  }

  private static func write(_ text: String, to path: String) throws(LabError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw LabError("run: cannot write the trace to '\(path)': \(error.localizedDescription)")
    }
  }
}
