// Interface shim of Apple's Core Graphics for Linux (see Tests/UIKitShim/Package.swift).
//
// Foundation on Linux already declares CGFloat, CGPoint, CGSize and CGRect (with minX, midX,
// insetBy and the rest), so they are re-exported, not redeclared. What this module adds is the
// part of Core Graphics (and of Core Foundation) that FluidTransitions uses and Linux lacks.
// Shim-only members start with `shim`.
//
// Every declaration cites its Apple documentation page in the comment above it: the page's
// address, then Apple's declaration as the page shows it ("Apple: `…`"), then what the shim
// models. A declaration whose page could not be retrieved says so ("page not retrieved: URL by
// Apple's scheme, declaration unconfirmed"). Apple's pages show the CGFloat fields of the
// imported C structs (CGVector, CGAffineTransform) as Double; Swift converts between CGFloat and
// Double implicitly, so code written against either compiles (CGVector's fields stay CGFloat,
// see there).
// Imported C results are discardable, so methods that Core Graphics imports from C functions
// are `@discardableResult`; the Swift overlay's own methods (a `s:` symbol on the page, such as
// CGAffineTransform.inverted()) are not.

@_exported import Foundation

// MARK: - Core Foundation stand-ins (Linux Foundation does not export them)

// https://developer.apple.com/documentation/corefoundation/cftimeinterval
// Apple: `typealias CFTimeInterval = Double`
public typealias CFTimeInterval = Double

// https://developer.apple.com/documentation/corefoundation/cfstring
// Apple: `class CFString`
// A toll-free bridged Core Foundation type in the SDK ("CFString objects are immutable"). The
// shim models only what CGColorSpace names need: an immutable, Sendable name.
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

// https://developer.apple.com/documentation/corefoundation/cfdictionary
// Apple: `class CFDictionary`
// The library only passes `nil` for it (to CGColor.converted(to:intent:options:)), so the shim
// declares the type and nothing else.
public final class CFDictionary: Sendable {}

// MARK: - CGVector

// https://developer.apple.com/documentation/corefoundation/cgvector
// Apple: `struct CGVector`
// Conforms to Decodable, Encodable, Hashable, Equatable and Sendable (the page's Relationships).
public struct CGVector: Hashable, Sendable, Codable {
  // https://developer.apple.com/documentation/corefoundation/cgvector/dx
  // Apple: `var dx: Double`
  // The C API works in CGFloat (https://developer.apple.com/documentation/coregraphics/cgvectormake(_:_:)
  // shows `func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector`); the page renders the
  // field as Double, as the CGAffineTransform pages do theirs. The shim keeps CGFloat, as Linux
  // Foundation's CGPoint and CGSize do: with Double, a glue test that compares `dx` with a
  // CGFloat through `#expect` fails, because the macro compares operands of different types as
  // AnyHashable and AnyHashable(CGFloat(3)) != AnyHashable(3.0) on Linux.
  public var dx: CGFloat

  // https://developer.apple.com/documentation/corefoundation/cgvector/dy
  // Apple: `var dy: Double`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). CGFloat, as dx.
  public var dy: CGFloat

  // https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-1cr8k
  // Apple: `init(dx: Double, dy: Double)`
  // Swift converts CGFloat arguments to Double implicitly.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }
}

// MARK: - CGAffineTransform

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// Apple: `struct CGAffineTransform`
// Conforms to Sendable, Equatable, Encodable, Hashable and Decodable (the page's
// Relationships).
public struct CGAffineTransform: Hashable, Sendable, Codable {
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a
  // Apple: `var a: Double`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; Double as in
  // init(a:b:c:d:tx:ty:) below, and likewise b, c, d, tx and ty)
  public var a: Double
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b
  // Apple: `var b: Double`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public var b: Double
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c
  // Apple: `var c: Double`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public var c: Double
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d
  // Apple: `var d: Double`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public var d: Double
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx
  // Apple: `var tx: Double`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public var tx: Double
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty
  // Apple: `var ty: Double`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public var ty: Double

  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
  // Apple: `init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)`
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
  // Apple: `static var identity: CGAffineTransform { get }`
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
  // Apple: `init(translationX tx: CGFloat, y ty: CGFloat)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; the C function it
  // stands for, https://developer.apple.com/documentation/coregraphics/cgaffinetransformmaketranslation(_:_:),
  // is `func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform`.)
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: Double(tx), ty: Double(ty))
  }

  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
  // Apple: `init(scaleX sx: CGFloat, y sy: CGFloat)`
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: Double(sx), b: 0, c: 0, d: Double(sy), tx: 0, ty: 0)
  }

  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()
  // Apple: `func inverted() -> CGAffineTransform`
  // A Swift overlay method. A transform that cannot be inverted is returned unchanged, as
  // https://developer.apple.com/documentation/coregraphics/cgaffinetransforminvert(_:) says:
  // "If the affine transform passed in parameter t cannot be inverted, the affine transform is
  // returned unchanged."
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
}

extension CGPoint {
  // https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)-2afxw
  // Apple: `func applying(_ t: CGAffineTransform) -> CGPoint`
  // A Swift overlay method.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    let x = Double(self.x)
    let y = Double(self.y)
    return CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGRect {
  // https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:)
  // Apple: `func applying(_ t: CGAffineTransform) -> CGRect`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). It stands for
  // https://developer.apple.com/documentation/coregraphics/cgrectapplyaffinetransform(_:_:)
  // (`func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect`), which
  // "returns the smallest rectangle that contains the transformed corner points"; the shim
  // does the same. Whether the SDK method is that C function imported (discardable result) or
  // a Swift overlay method (as CGPoint's above) is unconfirmed; the shim keeps it a plain
  // method.
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

// https://developer.apple.com/documentation/coregraphics/cgcolorrenderingintent
// Apple: `enum CGColorRenderingIntent`
// Only the case the library passes is declared.
public enum CGColorRenderingIntent: Int32, Sendable {
  // https://developer.apple.com/documentation/coregraphics/cgcolorrenderingintent/defaultintent
  // Apple: `case defaultIntent`
  // "The default rendering intent for the graphics context." (The raw value 0 is the C
  // constant's, unconfirmed by the page.)
  case defaultIntent = 0
}

// https://developer.apple.com/documentation/coregraphics/cgcolorspace
// Apple: `class CGColorSpace`
// A Core Foundation type in the SDK, so it cannot be subclassed from Swift: final here. The
// shim knows the RGB spaces by name only and treats them all as sRGB-compatible, which is all
// the library's conversions need.
public final class CGColorSpace: Hashable, Sendable {
  // https://developer.apple.com/documentation/coregraphics/cgcolorspace/name
  // Apple: `var name: CFString? { get }`
  // iOS 10.0.
  public let name: CFString?

  // https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)
  // Apple: `init?(name: CFString)`
  // Nil for a name the shim does not know.
  public init?(name: CFString) {
    guard CGColorSpace.shimKnownNames.contains(name) else { return nil }
    self.name = name
  }

  // https://developer.apple.com/documentation/coregraphics/cgcolorspace/srgb
  // Apple: `class let sRGB: CFString`
  // iOS 9.0. Swift classes cannot declare `class let`; `static let` on a final class is the
  // same to callers.
  public static let sRGB = CFString(shimValue: "kCGColorSpaceSRGB")

  // https://developer.apple.com/documentation/coregraphics/cgcolorspace/extendedsrgb
  // Apple: `class let extendedSRGB: CFString`
  // iOS 10.0. `static let`, as sRGB above.
  public static let extendedSRGB = CFString(shimValue: "kCGColorSpaceExtendedSRGB")

  /// Shim-only: the names `init(name:)` accepts.
  public static let shimKnownNames: Set<CFString> = [sRGB, extendedSRGB]

  /// Spaces are equal when their names are.
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}

// https://developer.apple.com/documentation/coregraphics/cgcolor
// Apple: `class CGColor`
// A Core Foundation type in the SDK, so it cannot be subclassed from Swift: final here. The
// shim stores sRGB components.
public final class CGColor: Hashable, Sendable {
  // https://developer.apple.com/documentation/coregraphics/cgcolor/components
  // Apple: `var components: [CGFloat]? { get }`
  // iOS 7.0. "The values of the color components (including alpha)", alpha last.
  public let components: [CGFloat]?

  // https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)
  // Apple: `init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
  // iOS 13.0.
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.components = [red, green, blue, alpha]
  }

  // https://developer.apple.com/documentation/coregraphics/cgcolor/converted(to:intent:options:)
  // Apple: `func converted(to _: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor?`
  // iOS 9.0. The shim's spaces share sRGB components, so conversion copies them.
  @discardableResult
  public func converted(
    to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?
  ) -> CGColor? {
    guard let components, components.count == 4 else { return nil }
    return CGColor(
      srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3])
  }

  /// Colours are equal when their components are.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }
}
