import FluidTransitions
import Testing
import UIKit

/// The keyboard and a sheet on the simulated UIKit, where UIKit posts one notification per
/// screen (its object the screen, since iOS 16.1) with the keyboard's frame in the screen's
/// coordinate space: only a keyboard for the sheet's screen, for a text field inside the
/// sheet, lifts it; the frame is converted from the screen's coordinates, which differ from the
/// window's when the window does not fill the screen (Split View, Slide Over, Stage Manager).
@MainActor
@Suite("UIKit glue: the keyboard under a sheet, per screen and window")
struct SheetKeyboardGlueTests {
  /// A medium sheet with a text field near its top.
  @MainActor
  final class Scene {
    let modal = GlueModalScene(
      SheetStyle(detents: [.medium]), presenting: GlueScreen(title: "Sheet"))
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 350, height: 40))

    init() {
      modal.second.view.addSubview(field)
    }

    var frame: CGRect { modal.second.glueShownView.frame }

    /// The sheet's frame at medium over a keyboard `keyboard` points tall.
    func medium(keyboard: CGFloat = 0) -> CGRect {
      CGRect(x: 0, y: 844 - keyboard - 422, width: 390, height: 422)
    }
  }

  /// A keyboard 300 points tall docked at the bottom of the 390 × 844 screen.
  static let keyboard = CGRect(x: 0, y: 544, width: 390, height: 300)

  @Test("A keyboard on another screen leaves the sheet where it is; one on its own lifts it")
  func otherScreen() {
    let scene = Scene()
    scene.field.shimIsFirstResponder = true
    defer { scene.field.shimIsFirstResponder = false }
    let external = UIScreen(shimBounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    external.shimPostKeyboardWillChange(endFrame: Self.keyboard)
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.frame == scene.medium(), "another screen's keyboard")
    scene.modal.window.screen.shimPostKeyboardWillChange(endFrame: Self.keyboard)
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.frame == scene.medium(keyboard: 300), "its own screen's keyboard")
    external.shimPostKeyboardWillChange(
      endFrame: Self.keyboard.offsetBy(dx: 0, dy: 300), hides: true)
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.frame == scene.medium(keyboard: 300), "another screen's keyboard hiding")
  }

  @Test(
    "A keyboard for a field in another window, or for no field in the sheet, does not lift it; one for the sheet's field does, and comes down after it"
  )
  func focusElsewhere() {
    let scene = Scene()
    let screen = scene.modal.window.screen
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let otherField = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
    other.addSubview(otherField)
    other.makeKeyAndVisible()
    otherField.shimIsFirstResponder = true
    screen.shimPostKeyboardWillChange(endFrame: Self.keyboard)
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.frame == scene.medium(), "the other window's keyboard")
    otherField.shimIsFirstResponder = false
    screen.shimPostKeyboardWillChange(endFrame: Self.keyboard)
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.frame == scene.medium(), "no field has the focus")
    scene.field.shimIsFirstResponder = true
    screen.shimPostKeyboardWillChange(endFrame: Self.keyboard)
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.frame == scene.medium(keyboard: 300), "the sheet's field")
    // The field gives up the focus before the keyboard hides: the sheet still comes down.
    scene.field.shimIsFirstResponder = false
    screen.shimPostKeyboardWillChange(
      endFrame: Self.keyboard.offsetBy(dx: 0, dy: 300), hides: true)
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.frame == scene.medium(), "down with the keyboard")
  }

  @Test(
    "In a window that does not fill its screen, the keyboard's frame is read in the screen's coordinates",
    arguments: [CGPoint(x: 0, y: 0), CGPoint(x: 634, y: 0), CGPoint(x: 100, y: 200)])
  func windowNotFillingItsScreen(origin: CGPoint) {
    let scene = Scene()
    scene.field.shimIsFirstResponder = true
    defer { scene.field.shimIsFirstResponder = false }
    // An iPad in portrait; the window 390 × 844 at `origin` on it (Slide Over on the right,
    // Stage Manager lower down).
    let iPad = UIScreen(shimBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
    scene.modal.window.screen = iPad
    scene.modal.window.shimOriginOnScreen = origin
    let keyboard = CGRect(x: 0, y: 1366 - 400, width: 1024, height: 400)
    iPad.shimPostKeyboardWillChange(endFrame: keyboard)
    ShimRunLoop.advance(by: 0.5)
    // The keyboard's top edge, 966 points down the screen, is 966 − origin.y down the window.
    let covered = max(0, 844 - (966 - origin.y))
    #expect(scene.frame == scene.medium(keyboard: covered), "at \(origin): covered \(covered)")
  }

  @Test("A view controller in the sheet that is first responder (a chat composer) lifts it")
  func controllerIsFirstResponder() {
    for nested in [false, true] {
      // Its controller becomes first responder to show a composer as its `inputAccessoryView`
      // on the keyboard; no field inside it has the focus.
      let chat = GlueScreen(title: "Chat")
      let presented: UIViewController
      if nested {
        let container = GlueScreen(title: "Container")
        container.addChild(chat)
        container.view.addSubview(chat.view)
        presented = container
      } else {
        presented = chat
      }
      let modal = GlueModalScene(SheetStyle(detents: [.medium]), presenting: presented)
      chat.shimIsFirstResponder = true
      modal.window.screen.shimPostKeyboardWillChange(endFrame: Self.keyboard)
      ShimRunLoop.advance(by: 0.5)
      #expect(
        modal.second.glueShownView.frame
          == CGRect(x: 0, y: 844 - 300 - 422, width: 390, height: 422),
        "nested \(nested): the focus is in the sheet, with no field of its own to keep in view")
      chat.shimIsFirstResponder = false
    }
  }

  @Test("The sheet's screen is its window's scene's")
  func sceneScreen() {
    let scene = Scene()
    scene.field.shimIsFirstResponder = true
    defer { scene.field.shimIsFirstResponder = false }
    let external = UIScreen(shimBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    scene.modal.window.windowScene = UIWindowScene(shimScreen: external)
    UIScreen.shimMain.shimPostKeyboardWillChange(endFrame: Self.keyboard)
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.frame == scene.medium(), "the primary screen's keyboard")
    external.shimPostKeyboardWillChange(endFrame: Self.keyboard)
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.frame == scene.medium(keyboard: 300), "the scene's screen's keyboard")
  }
}
