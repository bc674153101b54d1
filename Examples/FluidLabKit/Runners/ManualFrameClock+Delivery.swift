import FluidTransitions

extension ManualFrameClock {
  /// Advances one frame at a time through every frame whose callback comes at or before
  /// `time` (the lab's timeline runs events between frames), calling `willAdvance` before each
  /// frame's callback and `delivered` with each frame that was not dropped.
  func advanceFrames(
    through time: Double, willAdvance: () -> Void = {}, delivered: (Frame) -> Void
  ) {
    while callbackTime(ofFrameAt: nextFrameIndex) <= time {
      let index = nextFrameIndex
      let count = deliveredFrameCount
      willAdvance()
      advanceFrame()
      if deliveredFrameCount > count { delivered(frame(at: index)) }
    }
  }
}
