import FluidBenchKit
import Foundation

let result = FluidBenchRunner.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardError.write(Data(result.errors.utf8))
FileHandle.standardOutput.write(Data(result.output.utf8))
exit(result.status)
