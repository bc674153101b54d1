import FluidLabKit
import Foundation
import Testing

/// The built `fluid-lab` executable, found next to the running test bundle (SwiftPM puts every
/// product of a build in the same directory, whatever the scratch path).
enum FluidLabExecutable {
  nonisolated static let name = "fluid-lab"

  /// Directories that may hold the build's products, nearest first.
  static var candidateDirectories: [URL] {
    var starts: [URL] = []
    starts.append(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL {
      starts.append(executable.deletingLastPathComponent())
    }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      starts.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let program = CommandLine.arguments.first, program.contains("/") {
      starts.append(URL(fileURLWithPath: program).deletingLastPathComponent())
    }
    let selfExecutable = URL(fileURLWithPath: "/proc/self/exe")
    if FileManager.default.fileExists(atPath: selfExecutable.path) {
      starts.append(selfExecutable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    // On macOS the test binary sits in NAME.xctest/Contents/MacOS; look a few levels up.
    var directories: [URL] = []
    for start in starts {
      var directory = start.standardizedFileURL
      for _ in 0..<4 {
        if !directories.contains(directory) { directories.append(directory) }
        directory = directory.deletingLastPathComponent()
      }
    }
    return directories
  }

  /// The executable; records a test issue saying where it was looked for, and returns nil, if
  /// it is missing.
  static func require() -> URL? {
    switch locate() {
    case .success(let url):
      return url
    case .failure(let error):
      Issue.record("\(error)")
      return nil
    }
  }

  /// The executable, or an explanation of where it was looked for.
  static func locate() -> Result<URL, LocateError> {
    let directories = candidateDirectories
    for directory in directories {
      let candidate = directory.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return .success(candidate)
      }
    }
    return .failure(LocateError(searched: directories.map(\.path)))
  }

  struct LocateError: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
      "the '\(FluidLabExecutable.name)' executable was not found next to the test bundle; "
        + "build it with the tests (swift build --build-tests). Searched: "
        + searched.joined(separator: ", ")
    }
  }

  /// Runs the executable, in `directory` if given, and collects its exit status and output.
  static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> (
    status: Int32, standardOutput: String, standardError: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // The outputs are a few hundred bytes, far below a pipe's buffer, so reading after the
    // process ends cannot block it.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}

/// The real `fluid-lab` binary behaves like `FluidLab.run`: streams and exit status included.
@MainActor
@Suite("Lab: fluid-lab executable")
struct FluidLabExecutableLabTests {
  @Test("The executable prints the curve and exits 0, and rejects a bad spec with exit 2")
  func executableReportsStatusAndStreams() throws {
    guard let executable = FluidLabExecutable.require() else { return }

    let valid = try FluidLabExecutable.run(
      executable, ["curve", "spring:duration=0.5,bounce=0.3", "--times", "0,0.1"])
    #expect(valid.status == 0, "stderr: \(valid.standardError)")
    #expect(valid.standardError.isEmpty)
    #expect(valid.standardOutput.hasSuffix("\n"))
    let output = try parseCurveOutput(valid.standardOutput)
    #expect(output.curve == "spring:duration=0.5,bounce=0.3")
    #expect(output.samples.map(\.t) == [0, 0.1])
    // Reference value 12 (CONTRIBUTING.md, "Reference values").
    #expect(isClose(output.samples.last?.value ?? .nan, 0.423302123075, absolute: 1e-10))

    let invalid = try FluidLabExecutable.run(
      executable, ["curve", "spring:mass=-1,stiffness=100,damping=10", "--times", "0"])
    #expect(invalid.status == 2)
    #expect(invalid.standardOutput.isEmpty)
    #expect(invalid.standardError.hasPrefix("fluid-lab: "))
    #expect(invalid.standardError.contains("mass"))
    #expect(invalid.standardError.hasSuffix("\n"))
    #expect(invalid.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test("The executable runs a scenario on its main thread and prints the trace")
  func executableRunsAScenario() throws {
    guard let executable = FluidLabExecutable.require() else { return }
    let path = try writeScenarioFile(scenarioDocument(style: "fade", until: 0.5).text)
    let run = try FluidLabExecutable.run(executable, ["run", path])
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.standardError.isEmpty)
    let trace = LabTrace(json: try JSONValue.parse(run.standardOutput))
    #expect(trace.result?["completed"]?.bool == true)
    #expect(run.standardOutput == FluidLab.run(["run", path]).standardOutput)

    let reportDirectory = try makeLabTemporaryDirectory().appendingPathComponent("report")
    let reported = try FluidLabExecutable.run(
      executable, ["run", path, "--report", reportDirectory.path])
    #expect(reported.status == 0, "stderr: \(reported.standardError)")
    #expect(reported.standardOutput == run.standardOutput)
    let report = reportDirectory.appendingPathComponent("index.html")
    #expect(FileManager.default.fileExists(atPath: report.path))

    let invalid = try FluidLabExecutable.run(executable, ["run", path, "--report"])
    #expect(invalid.status == 2)
    #expect(invalid.standardOutput.isEmpty)
    #expect(invalid.standardError.contains("--report"))

    let styles = try FluidLabExecutable.run(executable, ["styles"])
    #expect(styles.status == 0 && styles.standardOutput.contains("slide"))
  }

  @Test("The executable with no arguments runs the gallery into ./fluid-lab-report and exits 0")
  func executableRunsTheGallery() throws {
    guard let executable = FluidLabExecutable.require() else { return }
    let directory = try makeLabTemporaryDirectory()
    let gallery = try FluidLabExecutable.run(executable, [], in: directory)
    #expect(gallery.status == 0, "stderr: \(gallery.standardError)")
    #expect(gallery.standardError.isEmpty)
    let report = directory.appendingPathComponent("fluid-lab-report/index.html")
    #expect(FileManager.default.fileExists(atPath: report.path))
    let lastLine = gallery.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    #expect(lastLine.hasPrefix("report: ") && lastLine.hasSuffix("fluid-lab-report/index.html"))
    #expect(
      GallerySummary(gallery.standardOutput).rows.count
        == Gallery.scenarioCount + Gallery.sheetScenarioNames.count
        + Gallery.zoomScenarioNames.count + Gallery.navigationScenarioNames.count
        + Gallery.resizeScenarioNames.count + Gallery.swiftUIScenarioNames.count)
  }
}
