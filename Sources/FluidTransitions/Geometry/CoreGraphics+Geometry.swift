#if canImport(CoreGraphics)
  import CoreGraphics

  extension Point {
    /// The point with the coordinates of `point`.
    public init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }

    /// This point as a `CGPoint`.
    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
  }

  extension Vector {
    /// The vector with the components of `vector`.
    public init(_ vector: CGVector) {
      self.init(dx: Double(vector.dx), dy: Double(vector.dy))
    }

    /// This vector as a `CGVector`.
    public var cgVector: CGVector { CGVector(dx: dx, dy: dy) }
  }

  extension Size {
    /// The size with the dimensions of `size`.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }

    /// This size as a `CGSize`.
    public var cgSize: CGSize { CGSize(width: width, height: height) }
  }

  extension Rect {
    /// The rectangle with the origin and size of `rect`.
    public init(_ rect: CGRect) {
      self.init(origin: Point(rect.origin), size: Size(rect.size))
    }

    /// This rectangle as a `CGRect`.
    public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
  }

  extension AffineTransform {
    /// The transform with the components of `transform`.
    public init(_ transform: CGAffineTransform) {
      self.init(
        a: Double(transform.a),
        b: Double(transform.b),
        c: Double(transform.c),
        d: Double(transform.d),
        tx: Double(transform.tx),
        ty: Double(transform.ty)
      )
    }

    /// This transform as a `CGAffineTransform`.
    public var cgAffineTransform: CGAffineTransform {
      CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
  }

  extension RGBAColor {
    /// The colour of `color` converted to sRGB, or nil when Core Graphics cannot convert it
    /// (for example a pattern colour).
    public init?(_ color: CGColor) {
      guard
        let space = CGColorSpace(name: CGColorSpace.extendedSRGB),
        let converted = color.converted(to: space, intent: .defaultIntent, options: nil),
        let components = converted.components, components.count >= 4
      else { return nil }
      self.init(
        red: Double(components[0]),
        green: Double(components[1]),
        blue: Double(components[2]),
        alpha: Double(components[3])
      )
    }

    /// This colour as a `CGColor` in the sRGB colour space.
    public var cgColor: CGColor {
      CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }
  }
#endif
