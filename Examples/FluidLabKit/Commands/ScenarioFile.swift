import Foundation

/// Reading a scenario file from disk, for every command that takes one; errors name the file
/// and the command.
enum ScenarioFile {
  /// The file's text: it must exist, be a file, and be UTF-8.
  static func read(_ path: String, command: String) throws(LabError) -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw LabError("\(command): cannot read '\(path)': it is a directory")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
      throw LabError("\(command): cannot read '\(path)': \(reason)")
    }
    let text = String(decoding: data, as: UTF8.self)
    guard text.utf8.elementsEqual(data) else {
      throw LabError("\(command): \(path): not valid UTF-8 text")
    }
    return text
  }
}
