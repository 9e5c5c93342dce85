import Foundation
import CoreGraphics

/// The standard transform matrix used throughout Core Animation.
///
/// Points are row vectors multiplied on the left: `p' = p × M`, so the translation lives in
/// `m41`, `m42`, `m43` and `t1` concatenated with `t2` applies `t1` first.
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Row 1: where the x axis goes (m14 is its perspective term).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: where the y axis goes (m24 is its perspective term).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: where the z axis goes (m34 = −1/d gives perspective from eye distance d).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (m41, m42, m43) and the homogeneous scale m44.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform with every entry zero, as Apple's zero-initialised struct.
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }

    /// Creates a transform from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform.
    // Linux: a static spelling beside the global CATransform3DIdentity.
    public static let identity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                               m21: 0, m22: 1, m23: 0, m24: 0,
                                               m31: 0, m32: 0, m33: 1, m34: 0,
                                               m41: 0, m42: 0, m43: 0, m44: 1)

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    public var description: String {
        "CATransform3D(\(rows.map { $0.map { "\($0)" }.joined(separator: " ") }.joined(separator: "; ")))"
    }

    /// `self × other`: applies `self` first, then `other`. Written out entry by entry: it runs for every
    /// layer of every hit-test and coordinate conversion, where building row arrays dominated the cost.
    func multiplied(by b: CATransform3D) -> CATransform3D {
        CATransform3D(
            m11: m11 * b.m11 + m12 * b.m21 + m13 * b.m31 + m14 * b.m41,
            m12: m11 * b.m12 + m12 * b.m22 + m13 * b.m32 + m14 * b.m42,
            m13: m11 * b.m13 + m12 * b.m23 + m13 * b.m33 + m14 * b.m43,
            m14: m11 * b.m14 + m12 * b.m24 + m13 * b.m34 + m14 * b.m44,
            m21: m21 * b.m11 + m22 * b.m21 + m23 * b.m31 + m24 * b.m41,
            m22: m21 * b.m12 + m22 * b.m22 + m23 * b.m32 + m24 * b.m42,
            m23: m21 * b.m13 + m22 * b.m23 + m23 * b.m33 + m24 * b.m43,
            m24: m21 * b.m14 + m22 * b.m24 + m23 * b.m34 + m24 * b.m44,
            m31: m31 * b.m11 + m32 * b.m21 + m33 * b.m31 + m34 * b.m41,
            m32: m31 * b.m12 + m32 * b.m22 + m33 * b.m32 + m34 * b.m42,
            m33: m31 * b.m13 + m32 * b.m23 + m33 * b.m33 + m34 * b.m43,
            m34: m31 * b.m14 + m32 * b.m24 + m33 * b.m34 + m34 * b.m44,
            m41: m41 * b.m11 + m42 * b.m21 + m43 * b.m31 + m44 * b.m41,
            m42: m41 * b.m12 + m42 * b.m22 + m43 * b.m32 + m44 * b.m42,
            m43: m41 * b.m13 + m42 * b.m23 + m43 * b.m33 + m44 * b.m43,
            m44: m41 * b.m14 + m42 * b.m24 + m43 * b.m34 + m44 * b.m44)
    }

    /// Maps a 3-D point (w = 1) through the matrix, dividing by w.
    package func apply(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        let nx = x * m11 + y * m21 + z * m31 + m41
        let ny = x * m12 + y * m22 + z * m32 + m42
        let nz = x * m13 + y * m23 + z * m33 + m43
        let w = x * m14 + y * m24 + z * m34 + m44
        return (nx, ny, nz, w)
    }

    /// Maps a 2-D point (z = 0) through the matrix with perspective division.
    package func apply(to p: CGPoint) -> CGPoint {
        let r = apply(x: p.x, y: p.y)
        if r.w != 0 && r.w != 1 { return CGPoint(x: r.x / r.w, y: r.y / r.w) }
        return CGPoint(x: r.x, y: r.y)
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D.identity

/// Returns whether the transform is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// Returns whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A transform that rotates by `angle` radians about the vector `(x, y, z)`;
/// the identity when the vector has zero length.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    if len == 0 { return .identity }
    let ux = x / len, uy = y / len, uz = z / len
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(
        m11: c + ux * ux * t, m12: ux * uy * t + uz * s, m13: ux * uz * t - uy * s, m14: 0,
        m21: ux * uy * t - uz * s, m22: c + uy * uy * t, m23: uy * uz * t + ux * s, m24: 0,
        m31: ux * uz * t + uy * s, m32: uy * uz * t - ux * s, m33: c + uz * uz * t, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Translates `t` by `(tx, ty, tz)`: the translation is applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// Scales `t` by `(sx, sy, sz)`: the scale is applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
}

/// Rotates `t` by `angle` about `(x, y, z)`: the rotation is applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// Concatenates `b` to `a`: the result applies `a` first, then `b` (`a × b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.multiplied(by: b)
}

/// Inverts the transform; returns the original transform when it has no inverse.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting.
    var a = t.rows
    var inv: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    for col in 0..<4 {
        var pivot = col
        for r in col..<4 where abs(a[r][col]) > abs(a[pivot][col]) { pivot = r }
        if abs(a[pivot][col]) < 1e-12 { return t }
        a.swapAt(col, pivot); inv.swapAt(col, pivot)
        let p = a[col][col]
        for j in 0..<4 { a[col][j] /= p; inv[col][j] /= p }
        for r in 0..<4 where r != col {
            let f = a[r][col]
            if f == 0 { continue }
            for j in 0..<4 { a[r][j] -= f * a[col][j]; inv[r][j] -= f * inv[col][j] }
        }
    }
    return CATransform3D(rows: inv)
}

/// A 3-D transform with the same effect as the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0,
                  m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Returns whether the transform can be represented exactly by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 &&
        t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine transform held by the 2-D entries of `t` (other entries are ignored).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

// MARK: - Key-path fields ("transform.rotation.z", "transform.scale", …)

/// A transform split into scale, Euler rotation (applied x, then y, then z) and translation,
/// keeping the perspective column. Used for the `transform.*` key paths and for interpolation.
struct DecomposedTransform: Equatable {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
    var rotation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    var perspective: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)

    static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.scale == b.scale && a.rotation == b.rotation && a.translation == b.translation && a.perspective == b.perspective
    }

    init() {}

    init(_ t: CATransform3D) {
        var r1 = (t.m11, t.m12, t.m13), r2 = (t.m21, t.m22, t.m23), r3 = (t.m31, t.m32, t.m33)
        func len(_ v: (CGFloat, CGFloat, CGFloat)) -> CGFloat { (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() }
        var sx = len(r1), sy = len(r2), sz = len(r3)
        let det = t.m11 * (t.m22 * t.m33 - t.m23 * t.m32) - t.m12 * (t.m21 * t.m33 - t.m23 * t.m31)
            + t.m13 * (t.m21 * t.m32 - t.m22 * t.m31)
        if det < 0 { sx = -sx }
        if sx != 0 { r1 = (r1.0 / sx, r1.1 / sx, r1.2 / sx) }
        if sy != 0 { r2 = (r2.0 / sy, r2.1 / sy, r2.2 / sy) }
        if sz != 0 { r3 = (r3.0 / sz, r3.1 / sz, r3.2 / sz) }
        scale = (sx, sy, sz)
        // R = Rx · Ry · Rz (row vectors): row 1 = (cb cc, cb sc, −sb), m23 = sa cb, m33 = ca cb.
        let ry = asin(max(-1, min(1, -r1.2)))
        let rx: CGFloat, rz: CGFloat
        if abs(cos(ry)) > 1e-9 {
            rx = atan2(r2.2, r3.2)
            rz = atan2(r1.1, r1.0)
        } else {
            rx = 0
            rz = atan2(-r2.0, r2.1)
        }
        rotation = (rx, ry, rz)
        translation = (t.m41, t.m42, t.m43)
        perspective = (t.m14, t.m24, t.m34, t.m44)
    }

    var transform: CATransform3D {
        var r = CATransform3DMakeRotation(rotation.x, 1, 0, 0)
        if rotation.y != 0 { r = r.multiplied(by: CATransform3DMakeRotation(rotation.y, 0, 1, 0)) }
        if rotation.z != 0 { r = r.multiplied(by: CATransform3DMakeRotation(rotation.z, 0, 0, 1)) }
        var m = CATransform3DMakeScale(scale.x, scale.y, scale.z).multiplied(by: r)
        m.m41 = translation.x; m.m42 = translation.y; m.m43 = translation.z
        m.m14 = perspective.0; m.m24 = perspective.1; m.m34 = perspective.2; m.m44 = perspective.3
        return m
    }
}

extension CATransform3D {
    /// The value of a `transform.` sub-key path ("rotation.z", "scale", "translation.x" …), or nil.
    func field(_ path: String) -> Any? {
        let d = DecomposedTransform(self)
        switch path {
        case "rotation.x": return d.rotation.x
        case "rotation.y": return d.rotation.y
        case "rotation.z", "rotation": return d.rotation.z
        case "scale.x": return d.scale.x
        case "scale.y": return d.scale.y
        case "scale.z": return d.scale.z
        case "scale": return (d.scale.x + d.scale.y + d.scale.z) / 3
        case "translation.x": return d.translation.x
        case "translation.y": return d.translation.y
        case "translation.z": return d.translation.z
        case "translation": return CGSize(width: d.translation.x, height: d.translation.y)
        default: return nil
        }
    }

    /// The transform with one `transform.` sub-key path replaced; nil for unknown paths.
    func settingField(_ path: String, _ value: Any?) -> CATransform3D? {
        var d = DecomposedTransform(self)
        if path == "translation" {
            guard let s = value as? CGSize else { return nil }
            d.translation.x = s.width; d.translation.y = s.height
            return d.transform
        }
        guard let v = anyToCGFloat(value) else { return nil }
        switch path {
        case "rotation.x": d.rotation.x = v
        case "rotation.y": d.rotation.y = v
        case "rotation.z", "rotation": d.rotation.z = v
        case "scale.x": d.scale.x = v
        case "scale.y": d.scale.y = v
        case "scale.z": d.scale.z = v
        case "scale": d.scale = (v, v, v)
        case "translation.x": d.translation.x = v
        case "translation.y": d.translation.y = v
        case "translation.z": d.translation.z = v
        default: return nil
        }
        return d.transform
    }
}

/// Converts any numeric value (CGFloat, Double, Float, Int, NSNumber, Bool) to CGFloat.
func anyToCGFloat(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as Bool: return v ? 1 : 0
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
}
