import Foundation

/// The report's style sheets and script, kept as package resources (`Report/Resources`) so that
/// formatters, linters and CI's syntax check (`.ci/report-assets`) see them as CSS and
/// JavaScript; the report inlines them, so it stays one self-contained HTML file.
enum ReportResource {
  /// The text of the resource `name` (`player.js`), without the newline that ends the file.
  ///
  /// A resource that cannot be read is a broken build of the lab, not bad input: it stops the
  /// process with the resource's name.
  static func text(_ name: String) -> String {
    let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources")
    guard let url, let data = try? Data(contentsOf: url) else {
      fatalError("fluid-lab: the report's resource \(name) is missing from the lab's bundle")
    }
    let text = String(decoding: data, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
