import Foundation
import Testing

/// UIKit calls an `@objc optional` protocol method only if the object's method has exactly the
/// documented selector and types; a near miss compiles (the requirement is optional) and is
/// never called. The shim cannot declare optional requirements, so this test reads the UIKit
/// layer's source instead: every method or property of the layer named like an optional
/// requirement of a protocol it adopts must match that requirement's declaration on Apple's
/// page, label for label and type for type.
@Suite("UIKit layer: optional requirements have the documented signatures")
struct OptionalRequirementTests {
  /// Apple's declarations of the optional requirements of the protocols the layer adopts
  /// (`UINavigationControllerDelegate`, `UITabBarControllerDelegate`,
  /// `UIViewControllerTransitioningDelegate`, `UIViewControllerAnimatedTransitioning`,
  /// `UIViewControllerInteractiveTransitioning`, `UIGestureRecognizerDelegate`), normalised by
  /// ``Signature``. Each comes from the page whose address precedes it.
  static let documented: [String] = [
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    "optional func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)",
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    "optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)",
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    "optional func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?",
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
    "optional func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?",
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    "optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool",
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    "optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)",
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)
    "optional func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?",
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:)
    "optional func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?",
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)
    "optional func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool",
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselecttab:previoustab:)
    "optional func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)",
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    "optional func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?",
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    "optional func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?",
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:)
    "optional func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?",
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:)
    "optional func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?",
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
    "optional func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?",
    // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)
    "optional func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating",
    // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
    "optional func animationEnded(_ transitionCompleted: Bool)",
    // https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart
    "optional var wantsInteractiveStart: Bool { get }",
    // https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/completionspeed
    "optional var completionSpeed: CGFloat { get }",
    // https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/completioncurve
    "optional var completionCurve: UIView.AnimationCurve { get }",
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    "optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool",
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    "optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool",
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-16fuh
    "optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool",
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrequirefailureof:)
    "optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool",
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
    "optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool",
  ]

  /// The optional requirements the layer implements today (a new one must be added here and
  /// to ``documented``, so that its signature is checked).
  static let implemented: Set<String> = [
    "navigationController(_:willShow:animated:)",
    "navigationController(_:didShow:animated:)",
    "navigationController(_:animationControllerFor:from:to:)",
    "navigationController(_:interactionControllerFor:)",
    "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
    "tabBarController(_:animationControllerForTransitionFrom:to:)",
    "tabBarController(_:interactionControllerFor:)",
    "tabBarController(_:shouldSelectTab:)", "tabBarController(_:didSelectTab:previousTab:)",
    "animationController(forPresented:presenting:source:)",
    "animationController(forDismissed:)", "interactionControllerForPresentation(using:)",
    "interactionControllerForDismissal(using:)",
    "presentationController(forPresented:presenting:source:)",
    "interruptibleAnimator(using:)", "animationEnded(_:)", "wantsInteractiveStart",
    "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
    "gestureRecognizer(_:shouldReceive:)", "gestureRecognizer(_:shouldRequireFailureOf:)",
    "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
  ]

  /// A declaration reduced to what decides whether the Objective-C runtime matches it: its
  /// name, argument labels, parameter types and result type (parameter names, attributes,
  /// modifiers and spacing dropped).
  struct Signature: Hashable, CustomStringConvertible {
    var name: String
    var labels: [String]
    var types: [String]
    var result: String
    var isProperty: Bool

    /// `name(label:label:)`, or the property's name.
    var selector: String {
      isProperty ? name : "\(name)(\(labels.map { "\($0):" }.joined()))"
    }

    var description: String {
      isProperty
        ? "var \(name): \(result)" : "\(selector) (\(types.joined(separator: ", "))) -> \(result)"
    }

    /// Parses one `func` or `var` declaration (everything up to its body).
    init?(_ declaration: String) {
      let text = declaration.replacingOccurrences(of: "\n", with: " ")
      if let range = text.range(of: "var ") {
        let rest = text[range.upperBound...]
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        name = rest[..<colon].trimmingCharacters(in: .whitespaces)
        var type = String(rest[rest.index(after: colon)...])
        if let brace = type.firstIndex(of: "{") { type = String(type[..<brace]) }
        result = Self.normalised(type)
        labels = []
        types = []
        isProperty = true
        return
      }
      guard let range = text.range(of: "func "),
        let open = text[range.upperBound...].firstIndex(of: "(")
      else { return nil }
      name = text[range.upperBound..<open].trimmingCharacters(in: .whitespaces)
      var depth = 0
      var close = open
      for index in text[open...].indices {
        if text[index] == "(" { depth += 1 }
        if text[index] == ")" {
          depth -= 1
          if depth == 0 {
            close = index
            break
          }
        }
      }
      let parameters = Self.splitTopLevel(String(text[text.index(after: open)..<close]))
      labels = []
      types = []
      for parameter in parameters where !parameter.trimmingCharacters(in: .whitespaces).isEmpty {
        guard let colon = parameter.firstIndex(of: ":") else { return nil }
        let names = parameter[..<colon].split(separator: " ").map(String.init)
        labels.append(names.first ?? "_")
        var type = String(parameter[parameter.index(after: colon)...])
        if let equals = type.firstIndex(of: "=") { type = String(type[..<equals]) }
        types.append(Self.normalised(type))
      }
      let tail = text[text.index(after: close)...]
      if let arrow = tail.range(of: "->") {
        var type = String(tail[arrow.upperBound...])
        if let brace = type.firstIndex(of: "{") { type = String(type[..<brace]) }
        result = Self.normalised(type)
      } else {
        result = "Void"
      }
      isProperty = false
    }

    /// The type without spaces and without redundant outer parentheses.
    static func normalised(_ type: String) -> String {
      type.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "@escaping", with: "")
    }

    static func splitTopLevel(_ text: String) -> [String] {
      var parts: [String] = []
      var current = ""
      var depth = 0
      for character in text {
        if "([<".contains(character) { depth += 1 }
        if ")]>".contains(character) { depth -= 1 }
        if character == ",", depth == 0 {
          parts.append(current)
          current = ""
        } else {
          current.append(character)
        }
      }
      parts.append(current)
      return parts
    }
  }

  /// The UIKit layer's Swift files.
  static func layerSources() throws -> [(file: String, text: String)] {
    // The glue tests are compiled from Tests/UIKitShim/Links/UIKitGlueTests, beside the
    // library's link.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("FluidTransitions/UIKit")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try files.map { name in
      (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }

  /// Every `func` and `var` declaration of `source` (comments dropped), up to its body.
  static func declarations(in source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      let text = String(line)
      guard let comment = text.range(of: "//") else { return text }
      return String(text[..<comment.lowerBound])
    }
    var result: [String] = []
    var current: String?
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let starts = trimmed.range(of: #"(^|\s)(func|var) "#, options: .regularExpression) != nil
      if current == nil, starts { current = "" }
      guard let text = current.map({ $0 + " " + trimmed }) else { continue }
      // A declaration ends at its body, or, for a stored property, at the end of its line.
      let isStoredProperty = starts && trimmed.contains("var ") && !trimmed.hasSuffix("(")
      if trimmed.contains("{") || isStoredProperty {
        result.append(text)
        current = nil
      } else {
        current = text
      }
    }
    return result
  }

  @Test("The documented signatures parse, and their selectors are distinct")
  func documentedSignaturesParse() throws {
    let parsed = Self.documented.compactMap(Signature.init)
    #expect(parsed.count == Self.documented.count)
    #expect(Set(parsed.map(\.selector)).count == parsed.count)
    #expect(Self.implemented.isSubset(of: Set(parsed.map(\.selector))))
  }

  @Test("Every optional requirement the layer implements has Apple's selector and types")
  func implementedRequirementsMatch() throws {
    let documented = Self.documented.compactMap(Signature.init)
    let names = Set(documented.map { "\($0.isProperty) \($0.name)" })
    var found: Set<String> = []
    for (file, text) in try Self.layerSources() {
      for declaration in Self.declarations(in: text) {
        guard let signature = Signature(declaration),
          names.contains("\(signature.isProperty) \(signature.name)")
        else { continue }
        let match = documented.first { $0.selector == signature.selector }
        #expect(
          match != nil,
          "\(file): \(signature.selector) is not a documented selector: UIKit would never call it")
        if let match {
          #expect(
            match == signature,
            "\(file): \(signature) differs from Apple's \(match)")
          found.insert(signature.selector)
        }
      }
    }
    #expect(found == Self.implemented, "implemented: \(found.sorted())")
  }

  @Test("A near miss is caught: a wrong label, a wrong type, a missing optional")
  func nearMissesAreCaught() throws {
    let apple = try #require(Signature(Self.documented[0]))
    let wrongLabel = try #require(
      Signature(
        "func navigationController(_ navigationController: UINavigationController, willShowViewController viewController: UIViewController, animated: Bool) {"
      ))
    #expect(wrongLabel.selector != apple.selector)
    let wrongType = try #require(
      Signature(
        "public func navigationController(_ n: UINavigationController, willShow v: UIViewController?, animated: Bool) {"
      ))
    #expect(wrongType.selector == apple.selector && wrongType != apple)
    let presentation = try #require(
      Self.documented.first { $0.contains("presentationController(forPresented") }.flatMap(
        Signature.init))
    let notOptional = try #require(
      Signature(
        "func presentationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIPresentationController? {"
      ))
    #expect(notOptional != presentation, "presenting is optional in Apple's declaration")
  }
}
