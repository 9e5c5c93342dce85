import Foundation

/// An affine transformation matrix for use in drawing 2D graphics.
///
/// Points are row vectors: `[x' y' 1] = [x y 1] × [a b 0; c d 0; tx ty 1]`,
/// so `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`, as in Apple's CoreGraphics.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates the identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from the six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates a transform from the six matrix entries, unlabelled.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (counterclockwise in a y-up space,
    /// clockwise on screen in UIKit's y-down space).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = CGAffineTransform.sinCos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Returns a transform that first translates by `(tx, ty)`, then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that first scales by `(sx, sy)`, then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that first rotates by `angle` radians, then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns `self × t2`: the transform that applies `self` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        let t1 = self
        return CGAffineTransform(
            a: t1.a * t2.a + t1.b * t2.c,
            b: t1.a * t2.b + t1.b * t2.d,
            c: t1.c * t2.a + t1.d * t2.c,
            d: t1.c * t2.b + t1.d * t2.d,
            tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx,
            ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty)
    }

    /// The inverse transform; a transform that cannot be inverted is returned unchanged, as Apple does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        if det == 0 || !det.isFinite { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det)
    }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }

    /// sin and cos that give exact 0 and ±1 at multiples of π/2, so quarter turns stay exact.
    static func sinCos(_ angle: CGFloat) -> (CGFloat, CGFloat) {
        let quarter = angle / (.pi / 2)
        if quarter.rounded() == quarter, abs(quarter) < 1e15 {
            switch ((Int(quarter) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}

/// Apple's C-style transform functions.
public func CGAffineTransformMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: tx, y: ty) }
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy) }
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle) }
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform { t1.concatenating(t2) }
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool { t1 == t2 }
public let CGAffineTransformIdentity = CGAffineTransform.identity

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t` as a vector (translation ignored); components may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners of the standardized rect.
    /// The null rect is returned unchanged.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY).applying(t),
            CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t),
            CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        var minX = corners[0].x, maxX = corners[0].x, minY = corners[0].y, maxY = corners[0].y
        for p in corners.dropFirst() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

public func CGPointApplyAffineTransform(_ p: CGPoint, _ t: CGAffineTransform) -> CGPoint { p.applying(t) }
public func CGSizeApplyAffineTransform(_ s: CGSize, _ t: CGAffineTransform) -> CGSize { s.applying(t) }
public func CGRectApplyAffineTransform(_ r: CGRect, _ t: CGAffineTransform) -> CGRect { r.applying(t) }
