import FluidTransitions
import Testing

/// `SheetDetentDriver.dismissalPermission`: asked at most once per drag, and only when the drag
/// heads toward the dismissal (below the smallest detent, grabbed there, or thrown to dismiss),
/// with no jump when the answer is no.
@MainActor
@Suite("Sheet: asking whether a drag may dismiss")
struct SheetDismissalPermissionTests {
  typealias F = SheetFixtures

  /// A medium-or-large sheet whose permission answers `answer`, counting the questions.
  @MainActor
  final class Asker {
    let harness: SheetDriverHarness
    private(set) var questions = 0

    init(answer: Bool, selected: SheetDetent.Identifier? = nil) {
      harness = SheetDriverHarness(selected: selected)
      harness.driver.dismissalPermission = { [unowned self] in
        self.questions += 1
        return answer
      }
    }
  }

  @Test("Drags between the detents, up or down, never ask")
  func betweenDetentsNeverAsks() {
    let asker = Asker(answer: true, selected: .large)
    let harness = asker.harness
    harness.drag(from: 200, to: 500, beginning: 0.1, duration: 0.2)
    harness.up(at: 0.31, velocity: .zero)
    harness.run(until: 2)
    harness.drag(from: 500, to: 300, beginning: 2.1, duration: 0.2)
    harness.up(at: 2.31, velocity: Vector(dx: 0, dy: -800))
    harness.run(until: 4)
    #expect(asker.questions == 0)
    #expect(harness.dismissals.isEmpty && harness.firstProblem == nil)
  }

  @Test("A drag below the smallest detent asks once, before it moves there")
  func belowTheSmallestAsksOnce() {
    let allowed = Asker(answer: true)
    allowed.harness.drag(from: 500, to: 650, beginning: 0.1, duration: 0.1)
    #expect(allowed.questions == 1)
    #expect(allowed.harness.driver.value == 272, "allowed: the sheet follows the finger 1:1")
    let refused = Asker(answer: false)
    refused.harness.drag(from: 500, to: 650, beginning: 0.1, duration: 0.1)
    #expect(refused.questions == 1)
    // Refused before the first movement below: the whole overshoot is rubber-banded, no jump.
    #expect(isClose(refused.harness.driver.value, 422 - F.band(150), relative: 1e-12))
    refused.harness.up(at: 0.205, velocity: Vector(dx: 0, dy: 4_000))
    #expect(refused.harness.dismissals.isEmpty)
    refused.harness.run(until: 3)
    #expect(refused.harness.settled == [.medium] && refused.questions == 1)
  }

  @Test("A throw from between the detents that would dismiss asks at the release")
  func throwAsksAtTheRelease() {
    for answer in [true, false] {
      let asker = Asker(answer: answer, selected: .large)
      let harness = asker.harness
      harness.drag(from: 200, to: 300, beginning: 0.1, duration: 0.05)
      #expect(asker.questions == 0, "\(answer): not yet")
      harness.up(at: 0.16, velocity: Vector(dx: 0, dy: 6_000))
      #expect(asker.questions == 1, "\(answer)")
      #expect(harness.dismissals.isEmpty == !answer, "\(answer)")
      if !answer {
        #expect(Self.target(harness) == "medium", "refused: the smallest detent instead")
      }
    }
  }

  @Test("Each drag asks afresh; a configuration that does not dismiss never asks")
  func eachDragAndTheConfiguration() {
    let asker = Asker(answer: false)
    for start in [0.1, 2.1] {
      asker.harness.drag(from: 500, to: 600, beginning: start, duration: 0.1)
      asker.harness.up(at: start + 0.11, velocity: .zero)
      asker.harness.run(until: start + 1.5)
    }
    #expect(asker.questions == 2)
    var configuration = SheetDetentDriver.Configuration()
    configuration.isDismissible = false
    let fixed = SheetDriverHarness(configuration: configuration)
    var asked = false
    fixed.driver.dismissalPermission = {
      asked = true
      return true
    }
    fixed.drag(from: 500, to: 700, beginning: 0.1, duration: 0.1)
    fixed.up(at: 0.21, velocity: Vector(dx: 0, dy: 5_000))
    #expect(!asked && fixed.dismissals.isEmpty)
  }

  @Test("A sheet grabbed while below its smallest detent asks as it is grabbed")
  func grabbedBelowAsks() {
    let asker = Asker(answer: false)
    let harness = asker.harness
    harness.drag(from: 500, to: 650, beginning: 0.1, duration: 0.1)
    harness.up(at: 0.21, velocity: .zero)
    harness.run(until: 0.23)
    #expect(harness.driver.value < 422, "still springing back below the detent")
    harness.down(y: 600, at: 0.24)
    #expect(asker.questions == 2)
    #expect(harness.firstProblem == nil)
  }

  static func target(_ harness: SheetDriverHarness) -> String? {
    switch harness.releases.last?.target {
    case .dismiss: "dismiss"
    case .detent(let detent): detent.identifier.rawValue
    case nil: nil
    }
  }
}
