import FluidPacing
import FluidTransitions
import Testing

@Suite("Pacing: the scripted finger's touch timelines")
struct FingerScriptTests {
  static let phone = Size(width: 390, height: 844)
  static let firstTouch = 0.05 + 1.0 / 240

  /// A slide pop by an edge swipe on a 390 × 844 pt phone, as the gallery runs it.
  static func slidePop(
    _ script: FingerScript, _ direction: UserInterfaceLayoutDirection = .leftToRight
  )
    -> TouchTimeline
  {
    script.timeline(
      style: SlideStyle(), operation: .pop, interaction: .edgePan, container: phone,
      layoutDirection: direction, duration: SlideStyle().duration)
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test(
    "Every script, style and direction: times increase, each grab is down, moves, up",
    arguments: FingerScript.allCases)
  func timelinesAreWellFormed(script: FingerScript) {
    let cases:
      [(any TransitionStyle, TransitionOperation, Interaction, UserInterfaceLayoutDirection)] = [
        (SlideStyle(), .pop, .edgePan, .leftToRight),
        (SlideStyle(), .pop, .edgePan, .rightToLeft),
        (SheetStyle(), .dismiss, .panDown, .leftToRight),
        (DrawerStyle(), .dismiss, .pan, .rightToLeft),
        (ZoomStyle(), .pop, .zoomDrag, .leftToRight),
        (TabStyle(), .tabBackward, .pan, .leftToRight),
      ]
    for (style, operation, interaction, direction) in cases {
      let timeline = script.timeline(
        style: style, operation: operation, interaction: interaction, container: Self.phone,
        layoutDirection: direction, duration: 0.4)
      let touches = timeline.touches
      #expect(zip(touches, touches.dropFirst()).allSatisfy { $0.time < $1.time })
      #expect(touches.filter { $0.phase == .began }.count == script.expectedGrabs)
      #expect(touches.filter { $0.phase == .ended }.count == script.expectedGrabs)
      var down = false
      for touch in touches {
        switch touch.phase {
        case .began: #expect(!down)
        case .moved, .ended: #expect(down)
        }
        down = touch.phase != .ended
      }
      #expect(!down)
      #expect(touches.first.map { $0.phase == .began } ?? true)
      #expect(touches.last.map { $0.phase == .ended } ?? true)
      #expect(timeline.until > (touches.last?.time ?? 0))
      let inside = touches.allSatisfy { touch in
        (0...Self.phone.width).contains(touch.point.x)
          && (0...Self.phone.height).contains(touch.point.y)
      }
      #expect(inside)
      let tapped = script == .animated || script == .grabAndReverse
      #expect(timeline.start == (tapped ? .animated : .interactive))
    }
  }

  @Test("The plain run has no touch and lasts the duration and a quarter second")
  func animatedRun() {
    let timeline = Self.slidePop(.animated)
    #expect(timeline.touches.isEmpty)
    #expect(Self.close(timeline.until, SlideStyle().duration + 0.25))
  }

  @Test("Interactive finish: down 12 pt in from the edge, 60 % over 0.35 s, lifts moving")
  func interactiveFinish() throws {
    let touches = Self.slidePop(.interactiveFinish).touches
    #expect(touches.count == 1 + 42 + 1)
    let down = try #require(touches.first)
    #expect(Self.close(down.time, Self.firstTouch))
    #expect(down.point == Point(x: 12, y: 422))
    let lastMove = touches[touches.count - 2]
    #expect(Self.close(lastMove.time, Self.firstTouch + 0.35))
    #expect(Self.close(lastMove.point.x, 12 + 0.6 * 390))
    let up = try #require(touches.last)
    #expect(Self.close(up.time, lastMove.time + 1.0 / 240))
    #expect(up.point == lastMove.point)
    // Every move is the same step, one sample every 1/120 s.
    let steps = zip(touches.dropFirst(), touches.dropFirst(2)).map { $1.point.x - $0.point.x }
    #expect(steps.dropLast().allSatisfy { Self.close($0, 0.6 * 390 / 42) })
  }

  @Test("Right to left, the edge swipe starts at the right edge and moves left")
  func rightToLeft() throws {
    let touches = Self.slidePop(.interactiveFinish, .rightToLeft).touches
    #expect(touches.first?.point == Point(x: 390 - 12, y: 422))
    let up = try #require(touches.last)
    #expect(Self.close(up.point.x, 378 - 0.6 * 390))
  }

  @Test("Interactive cancel: 25 % in 0.5 s easing out, a 60 ms hold, a lift standing still")
  func interactiveCancel() throws {
    let touches = Self.slidePop(.interactiveCancel).touches
    // Down, 60 moves, 7 still samples within 60 ms, up.
    #expect(touches.count == 1 + 60 + 7 + 1)
    let up = try #require(touches.last)
    #expect(Self.close(up.time, Self.firstTouch + 0.5 + 0.06))
    #expect(Self.close(up.point.x, 12 + 0.25 * 390))
    #expect(touches.suffix(8).allSatisfy { $0.point == up.point })
    // Easing out: the first step is the largest, the last drag step the smallest.
    let first = touches[1].point.x - touches[0].point.x
    let last = touches[60].point.x - touches[59].point.x
    #expect(first > last)
  }

  @Test("Grab and reverse: at 40 % of the duration, from the centre, back 15 % in 80 ms")
  func grabAndReverse() throws {
    let duration = SlideStyle().duration
    let touches = Self.slidePop(.grabAndReverse).touches
    let down = try #require(touches.first)
    #expect(Self.close(down.time, 0.4 * duration))
    #expect(Self.close(down.point.x, 195))
    #expect(down.point.y == 422)
    #expect(touches.count == 1 + 10 + 1)
    #expect(Self.close(try #require(touches.last).point.x, 195 - 0.15 * 390))
  }

  @Test("Flick: whole samples at 2,500 pt/s, at least two")
  func flick() {
    let touches = Self.slidePop(.flick).touches
    // 10 % of 390 pt is 1.9 samples of 20.8 pt: rounded to 2.
    #expect(touches.count == 1 + 2 + 1)
    for (a, b) in zip(touches.prefix(3), touches.dropFirst().prefix(2)) {
      #expect(Self.close((b.point.x - a.point.x) * 120, 2_500))
    }
  }

  @Test("Re-grab during the settle: 80 ms after each lift, where the finger lifted")
  func regrabDuringSettle() throws {
    let touches = Self.slidePop(.regrabDuringSettle).touches
    let downs = touches.indices.filter { touches[$0].phase == .began }
    let ups = touches.indices.filter { touches[$0].phase == .ended }
    #expect(downs.count == 3)
    #expect(ups.count == 3)
    for (up, down) in zip(ups, downs.dropFirst()) {
      #expect(Self.close(touches[down].time, touches[up].time + 0.08))
      #expect(touches[down].point == touches[up].point)
    }
    let positions = ups.map { touches[$0].point.x }
    #expect(Self.close(positions[0], 12 + 0.6 * 390))
    #expect(Self.close(positions[1], 12 + 0.35 * 390))
    #expect(Self.close(positions[2], 12 + 0.6 * 390))
  }

  @Test("A sheet's pull down runs down the middle of the sheet's container")
  func sheetDismissal() throws {
    let touches = FingerScript.interactiveFinish.timeline(
      style: SheetStyle(), operation: .dismiss, interaction: .panDown, container: Self.phone,
      duration: 0.5
    ).touches
    #expect(touches.allSatisfy { $0.point.x == 195 })
    let first = try #require(touches.first)
    let last = try #require(touches.last)
    #expect(last.point.y > first.point.y)
  }

  @Test("Bad durations and an empty container give a defined, finite timeline")
  func badInput() {
    for duration in [-1.0, .nan, .infinity] {
      let timeline = FingerScript.grabAndReverse.timeline(
        style: SlideStyle(), operation: .pop, interaction: .edgePan, container: Self.phone,
        duration: duration)
      #expect(timeline.touches.first?.time == 0)
      #expect(timeline.until.isFinite)
    }
    let empty = FingerScript.flick.timeline(
      style: SlideStyle(), operation: .pop, interaction: .edgePan,
      container: Size(width: 0, height: 0),
      duration: 0.35)
    #expect(empty.touches.count == 4)
    #expect(empty.touches.allSatisfy { $0.point.x.isFinite && $0.point.y.isFinite })
  }
}
