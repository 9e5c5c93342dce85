import Foundation

/// The arithmetic UIView animations need on the values of the animatable layer keys
/// (bounds, position, transform, opacity, backgroundColor, contentsCenter).
///
/// Property changes in animation blocks become *additive* animations that run from an offset
/// to zero on top of the model value (as UIKit does since iOS 8), so a change made while an
/// animation runs blends with it instead of jumping. Rectangles, points and numbers add
/// component-wise; a transform offset is the matrix that, applied before the model transform,
/// gives the old one. Colours cannot go negative, so colour changes animate absolutely.
enum ViewAnimationValues {
    /// The layer keys UIView animates (frame and center reach the layer as bounds and position).
    static let animatableKeys: Set<String> = ["bounds", "position", "transform", "opacity", "backgroundColor", "contentsCenter"]

    /// The parts a key animates separately: rectangles as ".origin" and ".size" (a size offset
    /// is often negative, and a CGRect with a negative size reads back standardised), as UIKit's
    /// "bounds.origin" and "bounds.size" animations; other keys whole.
    static func parts(of key: String) -> [(keyPath: String, get: (Any?) -> Any?)] {
        switch key {
        case "bounds", "contentsCenter":
            return [(key + ".origin", { ($0 as? CGRect)?.origin }), (key + ".size", { ($0 as? CGRect)?.size })]
        default:
            return [(key, { $0 })]
        }
    }

    /// The offset that, added to `base`, gives `value`; nil when the key cannot animate additively.
    static func offset(of value: Any?, from base: Any?) -> Any? {
        switch (value, base) {
        case let (a as CGPoint, b as CGPoint):
            return CGPoint(x: a.x - b.x, y: a.y - b.y)
        case let (a as CGSize, b as CGSize):
            return CGSize(width: a.width - b.width, height: a.height - b.height)
        case let (a as CGRect, b as CGRect):
            return CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                          width: a.width - b.width, height: a.height - b.height)
        case let (a as Float, b as Float):
            return a - b
        case let (a as CGFloat, b as CGFloat):
            return a - b
        case let (a as CATransform3D, b as CATransform3D):
            // v × b = a  ⇒  v = a × b⁻¹ (additive transforms apply the offset before the model).
            let inv = CATransform3DInvert(b)
            guard isIdentity(CATransform3DConcat(inv, b)) else { return nil }
            return CATransform3DConcat(a, inv)
        default:
            return nil
        }
    }

    /// The additive identity for a value of `value`'s type.
    static func zero(like value: Any?) -> Any? {
        switch value {
        case is CGPoint: return CGPoint.zero
        case is CGSize: return CGSize.zero
        case is CGRect: return CGRect.zero
        case is Float: return Float(0)
        case is CGFloat: return CGFloat(0)
        case is CATransform3D: return CATransform3DIdentity
        default: return nil
        }
    }

    /// Whether two values of a key are the same (nil colours equal nil only).
    static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x as CGPoint, y as CGPoint): return x == y
        case let (x as CGSize, y as CGSize): return x == y
        case let (x as CGRect, y as CGRect): return x == y
        case let (x as Float, y as Float): return x == y
        case let (x as CGFloat, y as CGFloat): return x == y
        case let (x as CATransform3D, y as CATransform3D): return x == y
        case let (x as CGColor, y as CGColor): return x.rgba == y.rgba
        default: return false
        }
    }

    /// The two ends of an absolute (colour) animation; a missing colour is the other one made clear,
    /// so a colour fades in or out instead of passing through black.
    static func colorEnds(_ from: Any?, _ to: Any?) -> (CGColor, CGColor)? {
        let f = from as? CGColor, t = to as? CGColor
        switch (f, t) {
        case let (f?, t?): return (f, t)
        case let (f?, nil): return (f, clear(f))
        case let (nil, t?): return (clear(t), t)
        default: return nil
        }
    }

    static func clear(_ c: CGColor) -> CGColor {
        let (r, g, b, _) = c.rgba
        return CGColor(red: r, green: g, blue: b, alpha: 0)
    }

    static func isIdentity(_ m: CATransform3D) -> Bool {
        let diag = [m.m11, m.m22, m.m33, m.m44].map { abs($0 - 1) }
        let off = [m.m12, m.m13, m.m14, m.m21, m.m23, m.m24, m.m31, m.m32, m.m34, m.m41, m.m42, m.m43].map { abs($0) }
        return (diag + off).allSatisfy { $0 < 1e-9 }
    }
}
