import Foundation

/// A mutable graphics path.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() { super.init() }

    override init(ops: [CGPathOp], subpathStart: CGPoint?, current: CGPoint?) {
        super.init(ops: ops, subpathStart: subpathStart, current: current)
    }

    /// Begins a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        ops.append(.move(p))
        subpathStart = p
        current = p
    }

    /// Adds a straight line from the current point to `point`. Without a current point,
    /// nothing is added, as Apple's (which logs "no current point").
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard current != nil else { return }
        let p = point.applying(transform)
        ops.append(.line(p))
        current = p
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard current != nil else { return }
        let p = end.applying(transform)
        ops.append(.quad(control.applying(transform), p))
        current = p
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard current != nil else { return }
        let p = end.applying(transform)
        ops.append(.cubic(control1.applying(transform), control2.applying(transform), p))
        current = p
    }

    /// Closes the current subpath with a line back to its start; the start becomes the current point.
    public func closeSubpath() {
        guard current != nil else { return }
        ops.append(.close)
        current = subpathStart
    }

    /// Adds a sequence of connected lines: a move to the first point, then lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a closed rectangular subpath: move to (minX, minY), lines counterclockwise (y-up), close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds one closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds an ellipse inscribed in `rect`: starts at (maxX, midY), four cubic curves, closed.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936 // 4/3·(√2 − 1): a quarter circle as one cubic
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let ox = rx * k, oy = ry * k
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + oy),
                 control2: CGPoint(x: cx + ox, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - ox, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + oy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - oy),
                 control2: CGPoint(x: cx - ox, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + ox, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - oy), transform: transform)
        closeSubpath()
    }

    /// Adds a rounded rectangle; corner sizes are clamped to half the rectangle's sides.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cw = max(0, min(cornerWidth, r.width / 2)), ch = max(0, min(cornerHeight, r.height / 2))
        if cw == 0 || ch == 0 { addRect(r, transform: transform); return }
        let k: CGFloat = 0.5522847498307936
        let ox = cw * k, oy = ch * k
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - cw + ox, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ch - oy), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ch + oy),
                 control2: CGPoint(x: r.maxX - cw + ox, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + cw - ox, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ch + oy), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        addCurve(to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ch - oy),
                 control2: CGPoint(x: r.minX + cw - ox, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds an arc of a circle. Angles are in radians from the positive x-axis; `clockwise`
    /// is in the y-up sense (decreasing angle). A line joins the current point to the arc's start;
    /// without a current point the arc starts a new subpath. A sweep of 2π or more draws a full circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        var delta = endAngle - startAngle
        let twoPi = 2 * CGFloat.pi
        if clockwise {
            if delta <= -twoPi { delta = -twoPi }
            else if delta > 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) - twoPi; if delta == -twoPi { delta = 0 } }
        } else {
            if delta >= twoPi { delta = twoPi }
            else if delta < 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) + twoPi; if delta == twoPi { delta = 0 } }
        }
        appendArc(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive delta: increasing angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`, preceded by a line to the arc's start.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let cur = current else { return }
        // Work in user space: the current point is stored transformed.
        let p0 = transform.isIdentity ? cur : cur.applying(transform.inverted())
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let crossZ = v1.x * v2.y - v1.y * v2.x
        if radius <= 0 || l1 == 0 || l2 == 0 || abs(crossZ) < 1e-12 {
            addLine(to: p1, transform: transform)
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosTheta) // angle at p1 between the two lines
        let dist = radius / tan(theta / 2) // from p1 to each tangent point
        let t1 = CGPoint(x: p1.x + u1.x * dist, y: p1.y + u1.y * dist)
        let t2 = CGPoint(x: p1.x + u2.x * dist, y: p1.y + u2.y * dist)
        let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bis.x, bis.y)
        let cd = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bis.x / bl * cd, y: p1.y + bis.y / bl * cd)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radius: radius, start: a1, sweep: sweep, transform: transform)
    }

    /// Appends another path's elements, each point mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for op in path.ops {
            let o = transform.isIdentity ? op : op.applying(transform)
            switch o {
            case .move(let p): ops.append(o); subpathStart = p; current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if current == nil { subpathStart = p }
                ops.append(o); current = p
            case .close: ops.append(o); current = subpathStart
            }
        }
    }

    /// The arc as cubic Béziers of at most a quarter turn each.
    private func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        func point(_ angle: CGFloat) -> CGPoint {
            let (s, c) = CGAffineTransform.sinCos(angle)
            return CGPoint(x: center.x + radius * c, y: center.y + radius * s)
        }
        let startPoint = point(start)
        if current == nil { move(to: startPoint, transform: transform) }
        else { addLine(to: startPoint, transform: transform) }
        if sweep == 0 || radius == 0 { return }
        let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4) * radius
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let (sa, ca) = CGAffineTransform.sinCos(a), (sb, cb) = CGAffineTransform.sinCos(b)
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * sa, y: p0.y + k * ca)
            let c2 = CGPoint(x: p3.x + k * sb, y: p3.y - k * cb)
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
            a = b
        }
    }
}
