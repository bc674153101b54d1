import Testing

@testable import FluidTransitions

/// `SystemPopRecognition`: whether a pop UIKit asks for is a system back swipe's, against the
/// table in its documentation.
@Suite("Navigation: the system back swipe's pops")
struct SystemPopRecognitionTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let approvedAt: Double?
    let underWay: Bool
    let askedAt: Double
    let isTheSwipes: Bool
    var testDescription: String {
      "approved \(approvedAt.map { "\($0)" } ?? "no"), under way \(underWay), asked \(askedAt)"
    }
  }

  static let rows: [Row] = [
    Row(approvedAt: nil, underWay: false, askedAt: 10, isTheSwipes: false),
    Row(approvedAt: nil, underWay: true, askedAt: 10, isTheSwipes: true),
    Row(approvedAt: 10, underWay: false, askedAt: 10, isTheSwipes: true),
    Row(approvedAt: 10, underWay: false, askedAt: 10.1, isTheSwipes: true),
    Row(approvedAt: 10, underWay: false, askedAt: 10.100_001, isTheSwipes: false),
    Row(approvedAt: 10, underWay: false, askedAt: 9.999, isTheSwipes: false),
    Row(approvedAt: 10, underWay: false, askedAt: .nan, isTheSwipes: false),
    Row(approvedAt: 10, underWay: false, askedAt: .infinity, isTheSwipes: false),
    Row(approvedAt: 10, underWay: true, askedAt: 99, isTheSwipes: true),
  ]

  @Test("The table", arguments: rows)
  func table(row: Row) {
    var recognition = SystemPopRecognition()
    if let approvedAt = row.approvedAt { recognition.swipeMayBegin(true, at: approvedAt) }
    let isTheSwipes = recognition.popIsTheSwipes(
      recognizerUnderWay: row.underWay, at: row.askedAt)
    #expect(isTheSwipes == row.isTheSwipes)
    #expect(recognition.approvedAt == nil, "an answer uses the approval up")
  }

  @Test("A refusal, or an approval at a time that is not finite, approves nothing")
  func refusals() {
    var recognition = SystemPopRecognition()
    recognition.swipeMayBegin(true, at: 10)
    recognition.swipeMayBegin(false, at: 10.01)
    let afterRefusal = recognition.popIsTheSwipes(recognizerUnderWay: false, at: 10.02)
    #expect(!afterRefusal)
    recognition.swipeMayBegin(true, at: .nan)
    #expect(recognition.approvedAt == nil)
    let afterNaN = recognition.popIsTheSwipes(recognizerUnderWay: false, at: 10.03)
    #expect(!afterNaN)
  }
}
