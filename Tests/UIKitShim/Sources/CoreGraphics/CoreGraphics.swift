// Interface shim of Apple's Core Graphics for Linux (see Tests/UIKitShim/Package.swift).
//
// Foundation on Linux already declares CGFloat, CGPoint, CGSize and CGRect (with minX, midX,
// insetBy and the rest), so they are re-exported, not redeclared. What this module adds is the
// part of Core Graphics that FluidTransitions uses and Linux lacks. Every declaration cites the
// Apple documentation page it was checked against; shim-only members start with `shim`.

@_exported import Foundation

// MARK: - Core Foundation stand-ins

// Apple docs: "CFTimeInterval" (Core Foundation; a typealias of Double). Linux Foundation does
// not export it.
public typealias CFTimeInterval = Double

// Apple docs: "CFString" (Core Foundation). Unconfirmed as a Swift class here: in the SDK it is a
// toll-free bridged Core Foundation type; Linux Foundation does not export it. The shim models
// only what CGColorSpace names need: an immutable, Sendable name.
public final class CFString: Hashable, Sendable {
  /// Shim-only: the string the name stands for.
  public let shimValue: String

  /// Shim-only: a name with the given value.
  public init(shimValue: String) {
    self.shimValue = shimValue
  }

  /// Names are equal when their strings are.
  public static func == (lhs: CFString, rhs: CFString) -> Bool {
    lhs.shimValue == rhs.shimValue
  }

  /// Hashes the string.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(shimValue)
  }
}

// Apple docs: "CFDictionary" (Core Foundation). Unconfirmed shape: only passed as `nil` to
// CGColor.converted(to:intent:options:) by the library; Linux Foundation does not export it.
public final class CFDictionary: Sendable {
  /// Shim-only: an empty options dictionary.
  public init() {}
}

// MARK: - CGVector

// Apple docs: "CGVector" (struct; Equatable, Hashable, Sendable, Codable).
public struct CGVector: Hashable, Sendable, Codable {
  // Apple docs: "CGVector.dx"
  public var dx: CGFloat
  // Apple docs: "CGVector.dy"
  public var dy: CGFloat

  // Apple docs: "CGVector.init(dx:dy:)" (the CGFloat overload).
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  // Apple docs: "CGVector.init(dx:dy:)" (the Double overload; unconfirmed, it mirrors
  // CGPoint's in Foundation).
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  // Apple docs: "CGVector.init(dx:dy:)" (the Int overload; unconfirmed, it mirrors CGPoint's in
  // Foundation).
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  // Apple docs: "CGVector.init()"
  public init() {
    self.init(dx: 0, dy: 0)
  }

  // Apple docs: "CGVector.zero"
  public static let zero = CGVector()
}

// MARK: - CGAffineTransform

// Apple docs: "CGAffineTransform" (struct; Equatable, Hashable, Sendable, Codable). The page
// lists the components as Double (older SDKs declared CGFloat; Swift converts between the two
// implicitly, so code written against either compiles against this).
public struct CGAffineTransform: Hashable, Sendable, Codable {
  // Apple docs: "CGAffineTransform.a"
  public var a: Double
  // Apple docs: "CGAffineTransform.b"
  public var b: Double
  // Apple docs: "CGAffineTransform.c"
  public var c: Double
  // Apple docs: "CGAffineTransform.d"
  public var d: Double
  // Apple docs: "CGAffineTransform.tx"
  public var tx: Double
  // Apple docs: "CGAffineTransform.ty"
  public var ty: Double

  // Apple docs: "CGAffineTransform.init(a:b:c:d:tx:ty:)"
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  // Apple docs: "CGAffineTransform.init()" (all components zero, as the imported C struct's
  // zero initializer; this is not the identity).
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  // Apple docs: "CGAffineTransform.identity"
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  // Apple docs: "CGAffineTransform.init(translationX:y:)"
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: Double(tx), ty: Double(ty))
  }

  // Apple docs: "CGAffineTransform.init(scaleX:y:)"
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: Double(sx), b: 0, c: 0, d: Double(sy), tx: 0, ty: 0)
  }

  // Apple docs: "CGAffineTransform.init(rotationAngle:)" (radians; positive angles rotate
  // clockwise in UIKit's flipped coordinates: [cos sin -sin cos 0 0]).
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(Double(angle))
    let sine = sin(Double(angle))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  // Apple docs: "CGAffineTransform.isIdentity"
  public var isIdentity: Bool { self == .identity }

  // Apple docs: "CGAffineTransform.concatenating(_:)" (self first, then t2: self × t2).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty
    )
  }

  // Apple docs: "CGAffineTransform.inverted()" (a singular transform is returned unchanged, as
  // CGAffineTransformInvert documents).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant
    )
  }

  // Apple docs: "CGAffineTransform.translatedBy(x:y:)"
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  // Apple docs: "CGAffineTransform.scaledBy(x:y:)"
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  // Apple docs: "CGAffineTransform.rotated(by:)"
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  // Apple docs: "CGPoint.applying(_:)"
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    let x = Double(self.x)
    let y = Double(self.y)
    return CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  // Apple docs: "CGSize.applying(_:)"
  public func applying(_ t: CGAffineTransform) -> CGSize {
    let width = Double(self.width)
    let height = Double(self.height)
    return CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  // Apple docs: "CGRect.applying(_:)" (the bounding box of the transformed corners).
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}

// MARK: - Colours

// Apple docs: "CGColorRenderingIntent" (enum).
public enum CGColorRenderingIntent: Int32, Sendable {
  // Apple docs: "CGColorRenderingIntent.defaultIntent"
  case defaultIntent = 0
  // Apple docs: "CGColorRenderingIntent.absoluteColorimetric"
  case absoluteColorimetric = 1
  // Apple docs: "CGColorRenderingIntent.relativeColorimetric"
  case relativeColorimetric = 2
  // Apple docs: "CGColorRenderingIntent.perceptual"
  case perceptual = 3
  // Apple docs: "CGColorRenderingIntent.saturation"
  case saturation = 4
}

// Apple docs: "CGColorSpace" (class). The shim knows the RGB spaces by name only and treats
// them all as sRGB-compatible, which is all the library's conversions need.
public final class CGColorSpace: Hashable, Sendable {
  // Apple docs: "CGColorSpace.name" (`var name: CFString?`)
  public let name: CFString?

  // Apple docs: "CGColorSpace.init(name:)" (failable; nil for a name the shim does not know).
  public init?(name: CFString) {
    guard CGColorSpace.shimKnownNames.contains(name) else { return nil }
    self.name = name
  }

  // Apple docs: "CGColorSpace.sRGB"
  public static let sRGB = CFString(shimValue: "kCGColorSpaceSRGB")
  // Apple docs: "CGColorSpace.extendedSRGB"
  public static let extendedSRGB = CFString(shimValue: "kCGColorSpaceExtendedSRGB")
  // Apple docs: "CGColorSpace.linearSRGB" (known by name; the shim does not linearise).
  public static let linearSRGB = CFString(shimValue: "kCGColorSpaceLinearSRGB")

  /// Shim-only: the names `init(name:)` accepts.
  public static let shimKnownNames: Set<CFString> = [sRGB, extendedSRGB, linearSRGB]

  /// Spaces are equal when their names are.
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}

// Apple docs: "CGColor" (class; Equatable, Hashable, Sendable). The shim stores sRGB components.
public final class CGColor: Hashable, Sendable {
  // Apple docs: "CGColor.components" (`var components: [CGFloat]?`, alpha last).
  public let components: [CGFloat]?
  // Apple docs: "CGColor.colorSpace" (`var colorSpace: CGColorSpace?`)
  public let colorSpace: CGColorSpace?

  // Apple docs: "CGColor.init(srgbRed:green:blue:alpha:)"
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.components = [red, green, blue, alpha]
    self.colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
  }

  // Apple docs: "CGColor.init(red:green:blue:alpha:)" (Generic RGB; treated as sRGB here).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }

  // Apple docs: "CGColor.init(gray:alpha:)" (stored as its sRGB equivalent in the shim, so
  // numberOfComponents is 4, not 2 as in the SDK's gray space).
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
  }

  // Apple docs: "CGColor.numberOfComponents"
  public var numberOfComponents: Int { components?.count ?? 0 }

  // Apple docs: "CGColor.alpha"
  public var alpha: CGFloat { components?.last ?? 1 }

  // Apple docs: "CGColor.converted(to:intent:options:)" (the shim's spaces share sRGB
  // components, so conversion copies them).
  public func converted(
    to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?
  ) -> CGColor? {
    guard let components, components.count == 4 else { return nil }
    return CGColor(
      srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3])
  }

  // Apple docs: "CGColor.black" (class var)
  public static let black = CGColor(gray: 0, alpha: 1)
  // Apple docs: "CGColor.white" (class var)
  public static let white = CGColor(gray: 1, alpha: 1)
  // Apple docs: "CGColor.clear" (class var)
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// Colours are equal when their components are.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }
}
