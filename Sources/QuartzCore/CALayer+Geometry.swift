import Foundation
import CoreGraphics

/// A 2-D projective map in row-vector form: `[x y 1] × H = [X Y W]`, point = (X/W, Y/W).
/// A layer's 4×4 transform restricted to its own plane (z = 0) is one of these, and since
/// ordinary layers flatten into their superlayer, chains of layers compose as 3×3 maps.
package struct Homography: Equatable, Sendable {
    // Row-major 3×3, stored as nine values rather than an array: hit-testing and coordinate conversion
    // compose one of these per layer, and allocating arrays dominated their cost.
    package var m0, m1, m2, m3, m4, m5, m6, m7, m8: CGFloat

    /// The nine entries, row-major.
    package var m: [CGFloat] { [m0, m1, m2, m3, m4, m5, m6, m7, m8] }

    package static let identity = Homography(m0: 1, m1: 0, m2: 0, m3: 0, m4: 1, m5: 0, m6: 0, m7: 0, m8: 1)

    package init(m0: CGFloat, m1: CGFloat, m2: CGFloat, m3: CGFloat, m4: CGFloat, m5: CGFloat, m6: CGFloat, m7: CGFloat, m8: CGFloat) {
        (self.m0, self.m1, self.m2, self.m3, self.m4, self.m5, self.m6, self.m7, self.m8) = (m0, m1, m2, m3, m4, m5, m6, m7, m8)
    }

    package init(m: [CGFloat]) {
        self.init(m0: m[0], m1: m[1], m2: m[2], m3: m[3], m4: m[4], m5: m[5], m6: m[6], m7: m[7], m8: m[8])
    }

    /// The plane-restricted part of a 4×4 transform (rows/columns 1, 2, 4).
    package init(_ t: CATransform3D) {
        self.init(m0: t.m11, m1: t.m12, m2: t.m14, m3: t.m21, m4: t.m22, m5: t.m24, m6: t.m41, m7: t.m42, m8: t.m44)
    }

    /// Maps a point in a layer's bounds space to its superlayer's space (FACTS: position +
    /// T × (p − bounds.origin − anchorPoint × bounds.size)), optionally followed by the
    /// superlayer's sublayerTransform about the superlayer's anchor point.
    init(layerToSuperlayer st: CALayerState, parent: CALayerState? = nil) {
        let b = st.bounds, a = st.anchorPoint
        var full = CATransform3DMakeTranslation(-(b.minX + a.x * b.width), -(b.minY + a.y * b.height), -st.anchorPointZ)
        full = full.multiplied(by: st.transform)
        full = full.multiplied(by: CATransform3DMakeTranslation(st.position.x, st.position.y, st.zPosition))
        if let p = parent, !CATransform3DIsIdentity(p.sublayerTransform) {
            let ax = p.bounds.minX + p.anchorPoint.x * p.bounds.width
            let ay = p.bounds.minY + p.anchorPoint.y * p.bounds.height
            full = full.multiplied(by: CATransform3DMakeTranslation(-ax, -ay, 0))
                .multiplied(by: p.sublayerTransform)
                .multiplied(by: CATransform3DMakeTranslation(ax, ay, 0))
        }
        self.init(full)
    }

    /// `self` then `b`.
    package func then(_ b: Homography) -> Homography {
        Homography(m0: m0 * b.m0 + m1 * b.m3 + m2 * b.m6, m1: m0 * b.m1 + m1 * b.m4 + m2 * b.m7, m2: m0 * b.m2 + m1 * b.m5 + m2 * b.m8,
                   m3: m3 * b.m0 + m4 * b.m3 + m5 * b.m6, m4: m3 * b.m1 + m4 * b.m4 + m5 * b.m7, m5: m3 * b.m2 + m4 * b.m5 + m5 * b.m8,
                   m6: m6 * b.m0 + m7 * b.m3 + m8 * b.m6, m7: m6 * b.m1 + m7 * b.m4 + m8 * b.m7, m8: m6 * b.m2 + m7 * b.m5 + m8 * b.m8)
    }

    /// The inverse map (the identity when singular).
    package var inverted: Homography {
        let a = m0, b = m1, c = m2, d = m3, e = m4, f = m5, g = m6, h = m7, i = m8
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        if abs(det) < 1e-15 { return .identity }
        let D = -(b * i - c * h), E = a * i - c * g, F = -(a * h - b * g)
        let G = b * f - c * e, H = -(a * f - c * d), I = a * e - b * d
        return Homography(m0: A / det, m1: D / det, m2: G / det, m3: B / det, m4: E / det, m5: H / det, m6: C / det, m7: F / det, m8: I / det)
    }

    package func apply(_ p: CGPoint) -> CGPoint {
        let x = p.x * m0 + p.y * m3 + m6
        let y = p.x * m1 + p.y * m4 + m7
        let w = p.x * m2 + p.y * m5 + m8
        if w == 1 || w == 0 { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    package func apply(_ r: CGRect) -> CGRect {
        if r.isNull { return r }
        let pts = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(apply)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

extension CALayer {
    /// Render hook: maps this layer's bounds space into its superlayer's bounds space, including
    /// the superlayer's sublayerTransform.
    package var toSuperlayer: Homography {
        Homography(layerToSuperlayer: s, parent: geometryParent?.s)
    }

    /// Maps this layer's space to the space above its root layer.
    package var toRootSpace: Homography {
        var h = toSuperlayer
        var l = geometryParent
        while let cur = l {
            h = h.then(cur.toSuperlayer)
            l = cur.geometryParent
        }
        return h
    }

    /// Converts a point from `l`'s coordinate space (the space above the root layer when nil).
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        // One step between a layer and its superlayer (every level of a hit-test): no walk to the root.
        if let l, geometryParent === l { return toSuperlayer.inverted.apply(p) }
        let up = l?.toRootSpace.apply(p) ?? p
        return toRootSpace.inverted.apply(up)
    }

    /// Converts a point to `l`'s coordinate space (the space above the root layer when nil).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        if let l, geometryParent === l { return toSuperlayer.apply(p) }
        let up = toRootSpace.apply(p)
        return l.map { $0.toRootSpace.inverted.apply(up) } ?? up
    }

    /// Converts a rectangle from `l`'s coordinate space (the bounding box when transformed).
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        let h = (l?.toRootSpace ?? .identity).then(toRootSpace.inverted)
        return h.apply(r)
    }

    /// Converts a rectangle to `l`'s coordinate space (the bounding box when transformed).
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        let h = toRootSpace.then(l?.toRootSpace.inverted ?? .identity)
        return h.apply(r)
    }

    /// Whether `p` (in the layer's own coordinates) is inside the bounds.
    func containsImpl(_ p: CGPoint) -> Bool {
        s.bounds.contains(p)
    }

    /// The farthest descendant (or self) containing `p`, given in the superlayer's coordinates;
    /// hidden layers are skipped, sublayers are visited front to back, and a masking layer's
    /// sublayers are only hit inside its bounds.
    func hitTestImpl(_ p: CGPoint) -> CALayer? {
        if s.isHidden { return nil }
        let local = toSuperlayer.inverted.apply(p)
        if s.masksToBounds && !contains(local) { return nil }
        for sub in sublayersFrontToBack {
            if let hit = sub.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Sublayers in drawing order from front to back: higher zPosition first, then later ones.
    package var sublayersFrontToBack: [CALayer] {
        sublayersBackToFront.reversed()
    }

    /// Sublayers in drawing order (back to front): stable by zPosition.
    package var sublayersBackToFront: [CALayer] {
        let subs = isPresentationCopy ? (sublayers ?? []) : _sublayers
        if subs.allSatisfy({ $0.s.zPosition == 0 }) { return subs }
        return subs.enumerated().sorted { l, r in
            l.element.s.zPosition != r.element.s.zPosition ? l.element.s.zPosition < r.element.s.zPosition : l.offset < r.offset
        }.map(\.element)
    }

    /// The visible part of the bounds (the bounds; clipping by ancestors is not computed).
    public var visibleRect: CGRect { s.bounds }

    /// Scrolls the layer's bounds origin to `p`.
    public func scroll(_ p: CGPoint) {
        var b = bounds
        b.origin = p
        bounds = b
    }
}
