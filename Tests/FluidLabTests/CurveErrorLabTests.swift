import FluidLabKit
import Foundation
import Testing

/// An invalid command line and what its error line must mention.
struct LabErrorCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let mentions: [String]

  var testDescription: String { arguments.debugDescription }

  /// `fluid-lab curve SPEC --times TIMES`.
  static func curve(_ spec: String, times: String = "0,0.1", mentioning mentions: String...)
    -> LabErrorCase
  {
    LabErrorCase(arguments: ["curve", spec, "--times", times], mentions: mentions)
  }

  nonisolated static let specCases: [LabErrorCase] = [
    .curve("bogus", mentioning: "bogus"),
    .curve("Linear", mentioning: "Linear"),
    .curve("bogus:x=1", mentioning: "bogus"),
    .curve("cubic:0.1,0.2,0.3", mentioning: "cubic"),
    .curve("cubic:0.1,0.2,0.3,0.4,0.5", mentioning: "cubic"),
    .curve("cubic:1.5,0,0.5,1", mentioning: "X1"),
    .curve("cubic:0.5,0,-0.1,1", mentioning: "X2"),
    .curve("cubic:0.5,abc,0.5,1", mentioning: "Y1"),
    .curve("cubic:0.5,0,0.5,nan", mentioning: "Y2"),
    .curve("spring:dampingRatio=0.5,response=abc", mentioning: "response"),
    .curve("spring:dampingRatio=0.5,response=", mentioning: "response"),
    .curve("spring:dampingRatio=0.5,response=nan", mentioning: "response"),
    .curve("spring:dampingRatio=0.5,response=inf", mentioning: "response"),
    .curve("spring:dampingRatio=0.5,response=-inf", mentioning: "response"),
    .curve("spring:dampingRatio=0.5,response=-0.3", mentioning: "response"),
    .curve("spring:dampingRatio=0.5,response=0", mentioning: "response"),
    .curve("spring:dampingRatio=-0.5,response=0.3", mentioning: "dampingRatio"),
    .curve("spring:mass=-1,stiffness=100,damping=10", mentioning: "mass"),
    .curve("spring:mass=0,stiffness=100,damping=10", mentioning: "mass"),
    .curve("spring:mass=1,stiffness=-100,damping=10", mentioning: "stiffness"),
    .curve("spring:mass=1,stiffness=100,damping=-1", mentioning: "damping"),
    .curve("spring:mass=1,stiffness=100,damping=nan", mentioning: "damping"),
    .curve("spring:duration=-0.5,bounce=0.3", mentioning: "duration"),
    .curve("spring:duration=0.5,bounce=-1", mentioning: "bounce"),
    .curve("spring:duration=0.5,bounce=2", mentioning: "bounce"),
    .curve("spring:duration=0.5,bounce=0.3,initialVelocity=fast", mentioning: "initialVelocity"),
    .curve("spring:duration=0.5,bounce=0.3,initialVelocity=inf", mentioning: "initialVelocity"),
    .curve("uikit-spring:dampingRatio=1.5,duration=0.5", mentioning: "dampingRatio"),
    .curve("uikit-spring:dampingRatio=0,duration=0.5", mentioning: "dampingRatio"),
    .curve("uikit-spring:dampingRatio=1,duration=0", mentioning: "duration"),
    .curve("uikit-spring:dampingRatio=1,duration=20", mentioning: "duration"),
    .curve("uikit-spring:dampingRatio=1,duration=-0.5", mentioning: "duration"),
    .curve("uikit-spring:dampingRatio=1", mentioning: "duration"),
    .curve("uikit-spring:dampingRatio=1,duration=0.5,mass=1", mentioning: "mass"),
    .curve("spring:dampingRatio=0.5,response=0.3,frequency=2", mentioning: "frequency"),
    .curve("spring:dampingRatio=0.5,dampingRatio=0.6,response=0.3", mentioning: "dampingRatio"),
    .curve("spring:dampingRatio=0.5", mentioning: "response"),
    .curve("spring:mass=1,stiffness=100", mentioning: "damping"),
    .curve("spring:dampingRatio=0.5,response=0.3,mass=1", mentioning: "mass"),
    .curve("spring:dampingRatio=0.5,response", mentioning: "response"),
    .curve("spring:", mentioning: "spring"),
  ]

  nonisolated static let commandLineCases: [LabErrorCase] = [
    LabErrorCase(arguments: ["curve", "--times", "0.1"], mentions: ["SPEC"]),
    LabErrorCase(arguments: ["curve", "linear"], mentions: ["--times"]),
    LabErrorCase(arguments: ["curve", "linear", "--times"], mentions: ["--times"]),
    LabErrorCase(arguments: ["curve"], mentions: ["SPEC"]),
    .curve("linear", times: "", mentioning: "--times"),
    .curve("linear", times: "0.2,0.1", mentioning: "--times", "0.1"),
    .curve("spring:duration=0.5,bounce=0", times: "0,2,1", mentioning: "--times", "1"),
    .curve("linear", times: "0.1,abc", mentioning: "--times", "abc"),
    .curve("linear", times: "0.1,,0.2", mentioning: "--times"),
    .curve("linear", times: "nan", mentioning: "--times", "nan"),
    .curve("spring:duration=0.5,bounce=0", times: "inf", mentioning: "--times", "inf"),
    .curve("spring:duration=0.5,bounce=0", times: "0,nan", mentioning: "--times", "nan"),
    .curve("spring:duration=0.5,bounce=0", times: "-0.1,0.2", mentioning: "--times", "-0.1"),
    .curve("linear", times: "-0.1", mentioning: "--times", "-0.1"),
    .curve("easeInOut", times: "0.5,1.5", mentioning: "--times", "1.5"),
    .curve("cubic:0.42,0,0.58,1", times: "1.0001", mentioning: "--times", "1.0001"),
    LabErrorCase(
      arguments: ["curve", "linear", "--times", "0", "--bogus"], mentions: ["--bogus"]),
    LabErrorCase(arguments: ["curve", "--bogus", "linear", "--times", "0"], mentions: ["--bogus"]),
    LabErrorCase(
      arguments: ["curve", "linear", "--times", "0", "--times", "0.5"], mentions: ["--times"]),
    LabErrorCase(arguments: ["curve", "linear", "ease", "--times", "0"], mentions: ["ease"]),
    LabErrorCase(arguments: ["bogus"], mentions: ["bogus"]),
    LabErrorCase(arguments: ["--report"], mentions: ["--report"]),
    LabErrorCase(arguments: ["--report="], mentions: ["--report"]),
    LabErrorCase(arguments: ["--report", "a", "--report", "b"], mentions: ["--report"]),
    LabErrorCase(arguments: ["--report", "a", "--bogus"], mentions: ["--bogus"]),
    LabErrorCase(arguments: ["--report", "a", "bogus"], mentions: ["bogus"]),
  ]
}

/// Invalid input prints one clear line naming the field and exits 2 (the lab's reference,
/// "Commands").
@MainActor
@Suite("Lab: curve errors")
struct CurveErrorLabTests {
  @Test(
    "An invalid spec exits 2 with one stderr line naming the field",
    arguments: LabErrorCase.specCases)
  func invalidSpecIsRejected(errorCase: LabErrorCase) {
    expectUsageError(
      FluidLab.run(errorCase.arguments), mentioning: errorCase.mentions,
      errorCase.testDescription)
  }

  @Test(
    "An invalid command line exits 2 with one stderr line naming the field",
    arguments: LabErrorCase.commandLineCases)
  func invalidCommandLineIsRejected(errorCase: LabErrorCase) {
    expectUsageError(
      FluidLab.run(errorCase.arguments), mentioning: errorCase.mentions,
      errorCase.testDescription)
  }

  @Test(
    "The error stays on one line when the offending input contains a line break",
    arguments: [
      ["curve", "bogus\nspec", "--times", "0"],
      ["curve", "spring:dampingRatio=0.5,response=0.3\nx", "--times", "0"],
      ["curve", "linear", "--times", "0.1\n0.2"],
      ["curve", "linear", "--times", "0", "--bo\rgus"],
      ["bo\ngus"],
    ])
  func errorLineSurvivesLineBreaksInInput(arguments: [String]) {
    expectUsageError(FluidLab.run(arguments), mentioning: [], arguments.debugDescription)
  }

  @Test("Valid edge values are accepted: bounce 1, dampingRatio 0, UIKit's duration bounds")
  func rangeBoundariesAreAccepted() throws {
    for spec in [
      "spring:duration=0.5,bounce=1", "spring:dampingRatio=0,response=0.5",
      "spring:mass=1,stiffness=100,damping=0", "uikit-spring:dampingRatio=1,duration=0.01",
      "uikit-spring:dampingRatio=1,duration=10", "cubic:0,-1,1,2", "cubic:1,0,0,1",
    ] {
      let output = try runCurve(spec, times: "0,0.5,1")
      #expect(output.samples.count == 3, "\(spec)")
    }
  }
}

/// `--help` on each command.
@MainActor
@Suite("Lab: help")
struct HelpLabTests {
  @Test("fluid-lab --help lists the gallery, run, styles, curve and fuzz, and only what exists")
  func topLevelHelpListsOnlyExistingCommands() {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let result = FluidLab.run(arguments)
      #expect(result.status == 0)
      #expect(result.standardError.isEmpty)
      #expect(result.standardOutput.hasSuffix("\n"))
      let text = result.standardOutput
      let words = Set(
        text.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init))
      for command in ["run", "styles", "curve", "fuzz"] {
        #expect(words.contains(command), "help lacks '\(command)': \(text)")
      }
      #expect(text.contains("run SCENARIO.json [--trace OUT.json] [--report DIR]"))
      #expect(text.contains("fuzz --seed N --count M [--out DIR] [--malformed-fraction F]"))
      #expect(text.contains("fluid-lab-fuzz-failures/"))
      #expect(text.contains("usage: fluid-lab [--report DIR]"))
      #expect(text.contains("gallery") && text.contains("fluid-lab-report/index.html"))
    }
  }

  @Test("fluid-lab curve --help lists every spec form and --times")
  func curveHelpListsEverySpecForm() {
    for arguments in [["curve", "--help"], ["curve", "-h"], ["curve", "linear", "--help"]] {
      let result = FluidLab.run(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.standardError.isEmpty)
      #expect(result.standardOutput.hasSuffix("\n"))
      let text = result.standardOutput
      let words = Set(text.split { !$0.isLetter }.map(String.init))
      for name in ["linear", "ease", "easeIn", "easeOut", "easeInOut"] {
        #expect(words.contains(name), "curve help lacks '\(name)'")
      }
      for form in [
        "cubic:X1,Y1,X2,Y2", "spring:dampingRatio=Z,response=R[,initialVelocity=V]",
        "spring:mass=M,stiffness=K,damping=C[,initialVelocity=V]",
        "spring:duration=D,bounce=B[,initialVelocity=V]",
        "uikit-spring:dampingRatio=Z,duration=D[,initialVelocity=V]", "--times",
      ] {
        #expect(text.contains(form), "curve help lacks '\(form)'")
      }
    }
  }
}
