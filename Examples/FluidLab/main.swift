// The lab's reference (its commands, the scenario and trace formats, the checks) is the article
// FluidLab.docc/FluidLab.md beside this file.
import FluidLabKit
import Foundation

let result = FluidLab.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.status)
