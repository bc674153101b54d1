extension TransitionScene {
  /// The scene after its layout changed mid-transition: the container now `size` (a rotation, a
  /// window resize), and the elements laid out anew (a safe area that arrived late, a grid
  /// re-laid out for the new width), in container coordinates: `sourceElement` and
  /// `destinationElement` for the primary element (nil keeps each) and `elementDestinations`
  /// by identifier (missing identifiers keep theirs).
  ///
  /// A from or to frame that filled the old container fills the new one; any other frame (a
  /// sheet's, a drawer's) is the style's to place and stays. An alignment rect keeps its place
  /// within its destination: it moves and scales with it (a destination of zero width or height
  /// only moves it). The further elements' sources stay: a live flight measures them on its own.
  package func relaidOut(
    container size: Size, sourceElement: Rect? = nil, destinationElement: Rect? = nil,
    elementDestinations: [String: Rect] = [:]
  ) -> TransitionScene {
    var scene = self
    let oldBounds = bounds
    scene.container = size
    let newBounds = scene.bounds
    func refit(_ rect: Rect) -> Rect { rect == oldBounds ? newBounds : rect }
    scene.from = Layout(initial: refit(from.initial), final: refit(from.final))
    scene.to = Layout(initial: refit(to.initial), final: refit(to.final))
    if let sourceElement { scene.sourceElement = sourceElement }
    if let destinationElement {
      scene.alignmentRect = alignmentRect.map {
        Self.rect($0, keptWithin: self.destinationElement, movedTo: destinationElement)
      }
      scene.destinationElement = destinationElement
    }
    for index in scene.elements.indices {
      let element = scene.elements[index]
      guard let destination = elementDestinations[element.identifier] else { continue }
      scene.elements[index].alignmentRect = element.alignmentRect.map {
        Self.rect($0, keptWithin: element.destination, movedTo: destination)
      }
      scene.elements[index].destination = destination
    }
    return scene
  }

  /// `rect`, placed within `old`, at the same place within `new`.
  private static func rect(_ rect: Rect, keptWithin old: Rect?, movedTo new: Rect) -> Rect {
    guard let old else { return rect }
    let scaleX = old.width != 0 ? new.width / old.width : 1
    let scaleY = old.height != 0 ? new.height / old.height : 1
    return Rect(
      x: new.minX + (rect.minX - old.minX) * scaleX, y: new.minY + (rect.minY - old.minY) * scaleY,
      width: rect.width * scaleX, height: rect.height * scaleY)
  }
}
