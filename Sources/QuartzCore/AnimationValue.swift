import Foundation
import CoreGraphics

/// An animatable value in a form that can be interpolated, added and measured.
///
/// Transforms: when both ends are affine they interpolate as 2-D decompositions (scale, shear,
/// rotation by the shorter way, translation), so a rotation animates as a rotation; full 3-D
/// transforms interpolate a decomposition with the rotation as a quaternion (slerp).
indirect enum AnimationValue {
    enum NumberKind { case cgFloat, double, float, int, bool }
    case number(Double, NumberKind)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case affine(CGAffineTransform)
    case color(CGFloat, CGFloat, CGFloat, CGFloat)
    case path(CGPath)
    case array([AnimationValue])
    case opaque(Any?)

    init(_ any: Any?) {
        switch any {
        case let v as CGFloat: self = .number(Double(v), .cgFloat)
        case let v as Double: self = .number(v, .double)
        case let v as Float: self = .number(Double(v), .float)
        case let v as Int: self = .number(Double(v), .int)
        case let v as Bool: self = .number(v ? 1 : 0, .bool)
        case let v as NSNumber: self = .number(v.doubleValue, .double)
        case let v as NSValue:
            // NSValue(point:), (size:) and (rect:) as Foundation on Linux makes them.
            let type = String(cString: v.objCType)
            if type.hasPrefix("{CGPoint") { self = .point(v.pointValue) }
            else if type.hasPrefix("{CGSize") { self = .size(v.sizeValue) }
            else if type.hasPrefix("{CGRect") { self = .rect(v.rectValue) }
            else { self = .opaque(v) }
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .affine(v)
        case let v as CGColor:
            let c = v.rgba
            self = .color(c.0, c.1, c.2, c.3)
        case let v as CGPath: self = .path(v)
        case let v as [Any]: self = .array(v.map { AnimationValue($0) })
        default: self = .opaque(any)
        }
    }

    var any: Any? {
        switch self {
        case .number(let v, let kind):
            switch kind {
            case .cgFloat: return CGFloat(v)
            case .double: return v
            case .float: return Float(v)
            case .int: return CGFloat(v)
            case .bool: return v >= 0.5
            }
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .affine(let t): return CATransform3DMakeAffineTransform(t)
        case .color(let r, let g, let b, let a):
            return CGColor(red: r, green: g, blue: b, alpha: a)
        case .path(let p): return p
        case .array(let a): return a.map { $0.any as Any }
        case .opaque(let v): return v
        }
    }

    var isOpaque: Bool { if case .opaque = self { return true }; return false }

    /// Brings the two ends to a common representation (affine → 3-D, nil colour → clear).
    static func unify(_ a: AnimationValue, _ b: AnimationValue) -> (AnimationValue, AnimationValue) {
        switch (a, b) {
        case (.affine(let x), .transform): return (.transform(CATransform3DMakeAffineTransform(x)), b)
        case (.transform, .affine(let y)): return (a, .transform(CATransform3DMakeAffineTransform(y)))
        case (.affine(let x), .affine(let y)):
            return (.transform(CATransform3DMakeAffineTransform(x)), .transform(CATransform3DMakeAffineTransform(y)))
        case (.opaque(.none), .color(let r, let g, let bl, _)): return (.color(r, g, bl, 0), b)
        case (.color(let r, let g, let bl, _), .opaque(.none)): return (a, .color(r, g, bl, 0))
        default: return (a, b)
        }
    }

    /// Linear interpolation; `t` may leave 0…1 (springs overshoot). Non-interpolable values
    /// switch halfway.
    static func lerp(_ a0: AnimationValue, _ b0: AnimationValue, _ t: Double) -> AnimationValue {
        let (a, b) = unify(a0, b0)
        let tf = CGFloat(t)
        func l(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * tf }
        switch (a, b) {
        case (.number(let x, let k), .number(let y, _)):
            if k == .bool { return t < 0.5 ? a : b }
            return .number(x + (y - x) * t, k)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: l(x.x, y.x), y: l(x.y, y.y)))
        case (.size(let x), .size(let y)): return .size(CGSize(width: l(x.width, y.width), height: l(x.height, y.height)))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: l(x.origin.x, y.origin.x), y: l(x.origin.y, y.origin.y),
                                width: l(x.width, y.width), height: l(x.height, y.height)))
        case (.transform(let x), .transform(let y)): return .transform(interpolateTransform(x, y, t))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            func c(_ v: CGFloat) -> CGFloat { min(1, max(0, v)) }
            return .color(c(l(r1, r2)), c(l(g1, g2)), c(l(b1, b2)), c(l(a1, a2)))
        case (.path(let x), .path(let y)):
            if let p = interpolatePath(x, y, tf) { return .path(p) }
            return t < 0.5 ? a : b
        case (.array(let x), .array(let y)) where x.count == y.count:
            return .array(zip(x, y).map { lerp($0, $1, t) })
        default:
            return t < 0.5 ? a : b
        }
    }

    /// `a + b` (for additive and by-value animations). Transforms concatenate (b applied first).
    static func add(_ a0: AnimationValue, _ b0: AnimationValue) -> AnimationValue {
        let (a, b) = unify(a0, b0)
        switch (a, b) {
        case (.number(let x, let k), .number(let y, _)): return .number(x + y, k)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x + y.x, y: x.y + y.y))
        case (.size(let x), .size(let y)): return .size(CGSize(width: x.width + y.width, height: x.height + y.height))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: x.origin.x + y.origin.x, y: x.origin.y + y.origin.y,
                                width: x.width + y.width, height: x.height + y.height))
        case (.transform(let x), .transform(let y)): return .transform(y.multiplied(by: x))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            return .color(min(1, r1 + r2), min(1, g1 + g2), min(1, b1 + b2), min(1, a1 + a2))
        case (.array(let x), .array(let y)) where x.count == y.count:
            return .array(zip(x, y).map { add($0, $1) })
        default:
            return b
        }
    }

    /// `a − b` (for toValue − byValue). Transforms: `a × b⁻¹`.
    static func subtract(_ a0: AnimationValue, _ b0: AnimationValue) -> AnimationValue {
        let (a, b) = unify(a0, b0)
        switch (a, b) {
        case (.transform(let x), .transform(let y)): return .transform(CATransform3DInvert(y).multiplied(by: x))
        default: return add(a, b.scaled(-1))
        }
    }

    /// The value multiplied by `k` (for cumulative repeats and spline tangents).
    func scaled(_ k: Double) -> AnimationValue {
        let kf = CGFloat(k)
        switch self {
        case .number(let x, let kind): return .number(x * k, kind)
        case .point(let p): return .point(CGPoint(x: p.x * kf, y: p.y * kf))
        case .size(let s): return .size(CGSize(width: s.width * kf, height: s.height * kf))
        case .rect(let r): return .rect(CGRect(x: r.origin.x * kf, y: r.origin.y * kf, width: r.width * kf, height: r.height * kf))
        case .color(let r, let g, let b, let a): return .color(r * kf, g * kf, b * kf, a * kf)
        case .transform(let t):
            // Scale the decomposition: k copies of the transform, approximately.
            var d = DecomposedTransform(t)
            d.rotation = (d.rotation.x * kf, d.rotation.y * kf, d.rotation.z * kf)
            d.translation = (d.translation.x * kf, d.translation.y * kf, d.translation.z * kf)
            d.scale = (pow(d.scale.x, kf), pow(d.scale.y, kf), pow(d.scale.z, kf))
            return .transform(d.transform)
        case .array(let a): return .array(a.map { $0.scaled(k) })
        default: return self
        }
    }

    /// A distance between two values, for paced keyframes (nil when not measurable).
    static func distance(_ a0: AnimationValue, _ b0: AnimationValue) -> Double? {
        let (a, b) = unify(a0, b0)
        switch (a, b) {
        case (.number(let x, _), .number(let y, _)): return abs(y - x)
        case (.point(let x), .point(let y)): return Double(hypot(y.x - x.x, y.y - x.y))
        case (.size(let x), .size(let y)): return Double(hypot(y.width - x.width, y.height - x.height))
        case (.rect(let x), .rect(let y)):
            let d = [x.origin.x - y.origin.x, x.origin.y - y.origin.y, x.width - y.width, x.height - y.height]
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            let d = [r1 - r2, g1 - g2, b1 - b2, a1 - a2]
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        default: return nil
        }
    }
}

/// Interpolates two transforms: 2-D decomposition when both are affine, else the 3-D
/// decomposition (scale, shear, rotation as a quaternion slerped the shorter way,
/// translation, perspective column interpolated linearly).
func interpolateTransform(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
    let tf = CGFloat(t)
    func l(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * tf }
    if CATransform3DIsAffine(a) && CATransform3DIsAffine(b) {
        let da = Affine2DDecomposition(CATransform3DGetAffineTransform(a))
        var db = Affine2DDecomposition(CATransform3DGetAffineTransform(b))
        // Rotate the shorter way round.
        if db.angle - da.angle > .pi { db.angle -= 2 * .pi } else if da.angle - db.angle > .pi { db.angle += 2 * .pi }
        let r = Affine2DDecomposition(sx: l(da.sx, db.sx), sy: l(da.sy, db.sy), shear: l(da.shear, db.shear),
                                      angle: l(da.angle, db.angle), tx: l(da.tx, db.tx), ty: l(da.ty, db.ty))
        return CATransform3DMakeAffineTransform(r.affine)
    }
    guard let da = Decomposed3D(a), let db = Decomposed3D(b) else { return t < 0.5 ? a : b }
    var r = da
    for i in 0..<3 {
        r.scale[i] = l(da.scale[i], db.scale[i])
        r.shear[i] = l(da.shear[i], db.shear[i])
        r.translation[i] = l(da.translation[i], db.translation[i])
    }
    for i in 0..<4 { r.perspective[i] = l(da.perspective[i], db.perspective[i]) }
    r.quaternion = slerp(da.quaternion, db.quaternion, Double(t))
    return r.transform
}

/// A 3-D transform as scale, shear (xy, xz, yz), rotation quaternion (x, y, z, w),
/// translation and perspective column: rows = Scale·Shear·R, then translation.
struct Decomposed3D {
    var scale: [CGFloat] = [1, 1, 1]
    var shear: [CGFloat] = [0, 0, 0]
    var quaternion: [Double] = [0, 0, 0, 1]
    var translation: [CGFloat] = [0, 0, 0]
    var perspective: [CGFloat] = [0, 0, 0, 1]

    init?(_ m: CATransform3D) {
        func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func len(_ a: [CGFloat]) -> CGFloat { dot(a, a).squareRoot() }
        var r0: [CGFloat] = [m.m11, m.m12, m.m13], r1: [CGFloat] = [m.m21, m.m22, m.m23], r2: [CGFloat] = [m.m31, m.m32, m.m33]
        var sx = len(r0)
        guard sx > 1e-12 else { return nil }
        r0 = r0.map { $0 / sx }
        var kxy = dot(r0, r1)
        r1 = zip(r1, r0).map { $0 - kxy * $1 }
        var sy = len(r1)
        guard sy > 1e-12 else { return nil }
        r1 = r1.map { $0 / sy }
        kxy /= sy
        var kxz = dot(r0, r2)
        r2 = zip(r2, r0).map { $0 - kxz * $1 }
        var kyz = dot(r1, r2)
        r2 = zip(r2, r1).map { $0 - kyz * $1 }
        var sz = len(r2)
        guard sz > 1e-12 else { return nil }
        r2 = r2.map { $0 / sz }
        kxz /= sz
        kyz /= sz
        // A reflection: flip everything so the rotation is proper.
        let cross = [r1[1] * r2[2] - r1[2] * r2[1], r1[2] * r2[0] - r1[0] * r2[2], r1[0] * r2[1] - r1[1] * r2[0]]
        if dot(r0, cross) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            r0 = r0.map { -$0 }; r1 = r1.map { -$0 }; r2 = r2.map { -$0 }
        }
        scale = [sx, sy, sz]
        shear = [kxy, kxz, kyz]
        translation = [m.m41, m.m42, m.m43]
        perspective = [m.m14, m.m24, m.m34, m.m44]
        // Rotation rows R (row vectors) to a quaternion (Shepperd's method).
        let R = [r0, r1, r2].map { $0.map(Double.init) }
        let trace = R[0][0] + R[1][1] + R[2][2]
        var q: [Double]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = [(R[1][2] - R[2][1]) / s, (R[2][0] - R[0][2]) / s, (R[0][1] - R[1][0]) / s, s / 4]
        } else if R[0][0] > R[1][1] && R[0][0] > R[2][2] {
            let s = (1 + R[0][0] - R[1][1] - R[2][2]).squareRoot() * 2
            q = [s / 4, (R[0][1] + R[1][0]) / s, (R[2][0] + R[0][2]) / s, (R[1][2] - R[2][1]) / s]
        } else if R[1][1] > R[2][2] {
            let s = (1 + R[1][1] - R[0][0] - R[2][2]).squareRoot() * 2
            q = [(R[0][1] + R[1][0]) / s, s / 4, (R[1][2] + R[2][1]) / s, (R[2][0] - R[0][2]) / s]
        } else {
            let s = (1 + R[2][2] - R[0][0] - R[1][1]).squareRoot() * 2
            q = [(R[2][0] + R[0][2]) / s, (R[1][2] + R[2][1]) / s, s / 4, (R[0][1] - R[1][0]) / s]
        }
        quaternion = q
    }

    var transform: CATransform3D {
        let x = quaternion[0], y = quaternion[1], z = quaternion[2], w = quaternion[3]
        let R: [[CGFloat]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ].map { $0.map { CGFloat($0) } }
        let row0 = R[0].map { $0 * scale[0] }
        let row1 = (0..<3).map { (R[1][$0] + shear[0] * R[0][$0]) * scale[1] }
        let row2 = (0..<3).map { (R[2][$0] + shear[1] * R[0][$0] + shear[2] * R[1][$0]) * scale[2] }
        return CATransform3D(m11: row0[0], m12: row0[1], m13: row0[2], m14: perspective[0],
                             m21: row1[0], m22: row1[1], m23: row1[2], m24: perspective[1],
                             m31: row2[0], m32: row2[1], m33: row2[2], m34: perspective[2],
                             m41: translation[0], m42: translation[1], m43: translation[2], m44: perspective[3])
    }
}

/// Spherical interpolation of unit quaternions, the shorter way round.
func slerp(_ a: [Double], _ b0: [Double], _ t: Double) -> [Double] {
    var b = b0
    var d = zip(a, b).map { $0 * $1 }.reduce(0, +)
    if d < 0 { b = b.map { -$0 }; d = -d }
    var r: [Double]
    if d > 0.9995 {
        r = zip(a, b).map { $0 + ($1 - $0) * t }
    } else {
        let theta = acos(min(1, d))
        let s = sin(theta)
        let wa = sin((1 - t) * theta) / s, wb = sin(t * theta) / s
        r = zip(a, b).map { $0 * wa + $1 * wb }
    }
    let n = r.map { $0 * $0 }.reduce(0, +).squareRoot()
    return r.map { $0 / n }
}

/// A 2-D affine transform as scale, shear, rotation and translation:
/// `[a b; c d] = [sx 0; sy·shear sy] × R(angle)`.
struct Affine2DDecomposition {
    var sx: CGFloat, sy: CGFloat, shear: CGFloat, angle: CGFloat, tx: CGFloat, ty: CGFloat

    init(sx: CGFloat, sy: CGFloat, shear: CGFloat, angle: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.sx = sx; self.sy = sy; self.shear = shear; self.angle = angle; self.tx = tx; self.ty = ty
    }

    init(_ m: CGAffineTransform) {
        var r0 = (m.a, m.b), r1 = (m.c, m.d)
        var sx = (r0.0 * r0.0 + r0.1 * r0.1).squareRoot()
        if sx != 0 { r0 = (r0.0 / sx, r0.1 / sx) }
        var shear = r0.0 * r1.0 + r0.1 * r1.1
        r1 = (r1.0 - shear * r0.0, r1.1 - shear * r0.1)
        let sy = (r1.0 * r1.0 + r1.1 * r1.1).squareRoot()
        if sy != 0 { shear /= sy }
        if m.a * m.d - m.b * m.c < 0 {
            sx = -sx
            r0 = (-r0.0, -r0.1)
        }
        self.init(sx: sx, sy: sy, shear: shear, angle: atan2(r0.1, r0.0), tx: m.tx, ty: m.ty)
    }

    var affine: CGAffineTransform {
        let c = cos(angle), s = sin(angle)
        // [sx 0; sy·k sy] × [c s; −s c]
        return CGAffineTransform(a: sx * c, b: sx * s, c: sy * shear * c - sy * s, d: sy * shear * s + sy * c, tx: tx, ty: ty)
    }
}

/// Interpolates two paths with the same structure (element kinds) point by point.
func interpolatePath(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
    let oa = a.ops, ob = b.ops
    guard oa.count == ob.count else { return nil }
    func l(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
    let m = CGMutablePath()
    for (x, y) in zip(oa, ob) {
        switch (x, y) {
        case (.move(let p), .move(let q)): m.move(to: l(p, q))
        case (.line(let p), .line(let q)): m.addLine(to: l(p, q))
        case (.quad(let c, let p), .quad(let c2, let q)): m.addQuadCurve(to: l(p, q), control: l(c, c2))
        case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
            m.addCurve(to: l(p, q), control1: l(c1, d1), control2: l(c2, d2))
        case (.close, .close): m.closeSubpath()
        default: return nil
        }
    }
    return m
}

/// UIKit hook: the value that, applied additively on top of `new`, shows `old` — the start of
/// the additive animation UIKit adds when a property changes while it animates (it runs to
/// the additive zero). Numbers, points, sizes, rects and colours subtract; transforms give
/// `old × new⁻¹`. Nil for values that cannot be added.
package func CAAdditiveOffset(from old: Any?, to new: Any?) -> Any? {
    let (a, b) = AnimationValue.unify(AnimationValue(old), AnimationValue(new))
    switch (a, b) {
    case (.transform(let x), .transform(let y)):
        return x.multiplied(by: CATransform3DInvert(y))
    case (.opaque, _), (_, .opaque), (.path, _), (_, .path):
        return nil
    default:
        return AnimationValue.add(a, b.scaled(-1)).any
    }
}

/// UIKit hook: the additive identity of `value`'s type (0, .zero, identity, clear).
package func CAAdditiveZero(like value: Any?) -> Any? {
    zeroLike(AnimationValue(value)).any
}
