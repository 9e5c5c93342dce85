import Foundation
import CCairo

/// One stored path operation. Points are final (any transform already applied).
package enum CGPathOp: Equatable, Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close
}

/// An immutable graphics path: a mathematical description of shapes or lines.
///
/// Like Apple's, a `CGPath` never changes once made; `CGMutablePath` is the mutable
/// subclass, and `copy()` / `mutableCopy()` give independent copies.
open class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    package internal(set) var ops: [CGPathOp]
    /// The start of the current subpath (where closeSubpath returns), nil before the first move.
    var subpathStart: CGPoint?
    /// The current point, nil when the path is empty.
    var current: CGPoint?

    init(ops: [CGPathOp] = [], subpathStart: CGPoint? = nil, current: CGPoint? = nil) {
        self.ops = ops
        self.subpathStart = subpathStart
        self.current = current
    }

    /// Creates a path that is a rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(ops: m.ops, subpathStart: m.subpathStart, current: m.current)
    }

    /// Creates a path that is an ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(ops: m.ops, subpathStart: m.subpathStart, current: m.current)
    }

    /// Creates a path that is a rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(ops: m.ops, subpathStart: m.subpathStart, current: m.current)
    }

    /// An immutable copy of the path.
    public func copy() -> CGPath? {
        CGPath(ops: ops, subpathStart: subpathStart, current: current)
    }

    /// An immutable copy of the path with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(ops: ops.map { $0.applying(t) }, subpathStart: subpathStart?.applying(t), current: current?.applying(t))
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(ops: ops, subpathStart: subpathStart, current: current)
    }

    /// A mutable copy of the path with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(ops: ops.map { $0.applying(t) }, subpathStart: subpathStart?.applying(t), current: current?.applying(t))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { ops.isEmpty }

    /// The current point (the end of the last element); `.zero` for an empty path.
    public var currentPoint: CGPoint { current ?? .zero }

    /// The smallest rectangle containing every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var b = BoundsAccumulator()
        for op in ops {
            switch op {
            case .move(let p), .line(let p): b.add(p)
            case .quad(let c, let p): b.add(c); b.add(p)
            case .cubic(let c1, let c2, let p): b.add(c1); b.add(c2); b.add(p)
            case .close: break
            }
        }
        return b.rect
    }

    /// The smallest rectangle containing the path's shape, control points excluded;
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var b = BoundsAccumulator()
        var last = CGPoint.zero
        for op in ops {
            switch op {
            case .move(let p), .line(let p):
                b.add(p); last = p
            case .quad(let c, let p):
                // Elevate to a cubic: the extrema are the same.
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                b.addCubic(last, c1, c2, p); last = p
            case .cubic(let c1, let c2, let p):
                b.addCubic(last, c1, c2, p); last = p
            case .close:
                break
            }
        }
        return b.rect
    }

    /// If the path is exactly one axis-aligned rectangle, stores it in `rect` and returns true.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var pts: [CGPoint] = []
        for (i, op) in ops.enumerated() {
            switch op {
            case .move(let p) where i == 0: pts.append(p)
            case .line(let p) where i > 0: pts.append(p)
            case .close where i == ops.count - 1: break
            default: return false
            }
        }
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return false }
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            if a.x != b.x && a.y != b.y { return false }
        }
        // Edges must alternate between horizontal and vertical.
        let firstHorizontal = pts[0].y == pts[1].y
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            let horizontal = a.y == b.y
            if horizontal != (firstHorizontal == (i % 2 == 0)) { return false }
        }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let r = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        rect?.pointee = r
        return true
    }

    /// Whether `point` lies inside the path, mapped by `transform`, under `rule`.
    /// Open subpaths count as closed; points on a left or bottom edge are inside, on a right or top edge outside.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        // Apple applies `transform` to the path; testing the inverse-mapped point is equivalent.
        let p = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0
        for (a, b) in flattenedSegments() {
            if a.y <= p.y {
                if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
            } else if b.y <= p.y && cross(a, b, p) < 0 {
                winding -= 1
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The path as closed polygons of line segments (curves flattened finely enough for hit-testing).
    package func flattenedSegments() -> [(CGPoint, CGPoint)] {
        var segs: [(CGPoint, CGPoint)] = []
        var start: CGPoint?
        var last = CGPoint.zero
        func closeIfOpen() {
            if let s = start, s != last { segs.append((last, s)) }
        }
        for op in ops {
            switch op {
            case .move(let p):
                closeIfOpen(); start = p; last = p
            case .line(let p):
                if start == nil { start = last }
                segs.append((last, p)); last = p
            case .quad(let c, let p):
                if start == nil { start = last }
                let n = CGPath.segmentCount(last, c, p, p)
                var prev = last
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let q = CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                    y: u * u * last.y + 2 * u * t * c.y + t * t * p.y)
                    segs.append((prev, q)); prev = q
                }
                last = p
            case .cubic(let c1, let c2, let p):
                if start == nil { start = last }
                let n = CGPath.segmentCount(last, c1, c2, p)
                var prev = last
                for i in 1...n {
                    let q = cubicPoint(last, c1, c2, p, CGFloat(i) / CGFloat(n))
                    segs.append((prev, q)); prev = q
                }
                last = p
            case .close:
                closeIfOpen()
                if let s = start { last = s }
                start = nil
            }
        }
        closeIfOpen()
        return segs
    }

    static func segmentCount(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> Int {
        let len = hypot(p1.x - p0.x, p1.y - p0.y) + hypot(p2.x - p1.x, p2.y - p1.y) + hypot(p3.x - p2.x, p3.y - p2.y)
        return max(4, min(256, Int(len / 2)))
    }

    /// Calls `block` with each element of the path, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: .zero, count: 3)
        for op in ops {
            var element = CGPathElement(type: .closeSubpath, points: buffer)
            switch op {
            case .move(let p): element.type = .moveToPoint; buffer[0] = p
            case .line(let p): element.type = .addLineToPoint; buffer[0] = p
            case .quad(let c, let p): element.type = .addQuadCurveToPoint; buffer[0] = c; buffer[1] = p
            case .cubic(let c1, let c2, let p): element.type = .addCurveToPoint; buffer[0] = c1; buffer[1] = c2; buffer[2] = p
            case .close: element.type = .closeSubpath
            }
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// Calls `function` with `info` and each element of the path, in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.ops == rhs.ops }
    public func hash(into hasher: inout Hasher) { hasher.combine(ops) }

    public var description: String {
        var parts: [String] = []
        for op in ops {
            switch op {
            case .move(let p): parts.append("moveto (\(p.x), \(p.y))")
            case .line(let p): parts.append("lineto (\(p.x), \(p.y))")
            case .quad(let c, let p): parts.append("quadto (\(c.x), \(c.y)) (\(p.x), \(p.y))")
            case .cubic(let a, let b, let p): parts.append("curveto (\(a.x), \(a.y)) (\(b.x), \(b.y)) (\(p.x), \(p.y))")
            case .close: parts.append("closepath")
            }
        }
        return "CGPath(\(parts.joined(separator: "; ")))"
    }
}

extension CGPath {
    /// Appends path elements to a Cairo context's current path (user space), quadratic curves raised to cubics.
    package static func appendToCairo(_ ops: ArraySlice<CGPathOp>, _ cr: OpaquePointer) {
        var last = CGPoint.zero
        for op in ops {
            switch op {
            case .move(let p): cairo_move_to(cr, p.x, p.y); last = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); last = p
            case .quad(let c, let p):
                cairo_curve_to(cr, last.x + 2 / 3 * (c.x - last.x), last.y + 2 / 3 * (c.y - last.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                last = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); last = p
            case .close:
                cairo_close_path(cr)
                if cairo_has_current_point(cr) != 0 {
                    var x = 0.0, y = 0.0
                    cairo_get_current_point(cr, &x, &y)
                    last = CGPoint(x: x, y: y)
                }
            }
        }
    }

    /// Appends the whole path to a Cairo context's current path.
    package func appendToCairo(_ cr: OpaquePointer) { CGPath.appendToCairo(ops[...], cr) }
}

func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

extension CGPathOp {
    func applying(_ t: CGAffineTransform) -> CGPathOp {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let a, let b, let p): return .cubic(a.applying(t), b.applying(t), p.applying(t))
        case .close: return .close
        }
    }
}

/// Grows a rectangle point by point; `CGRect.null` until the first point.
struct BoundsAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    /// Adds the curve's end point and its extrema in x and y (roots of the derivative).
    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p3)
        for axis in 0..<2 {
            let v0 = axis == 0 ? p0.x : p0.y, v1 = axis == 0 ? p1.x : p1.y
            let v2 = axis == 0 ? p2.x : p2.y, v3 = axis == 0 ? p3.x : p3.y
            // B'(t)/3 = a t² + b t + c
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots.append(-c / b) }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let s = disc.squareRoot()
                    roots.append((-b + s) / (2 * a))
                    roots.append((-b - s) / (2 * a))
                }
            }
            for t in roots where t > 0 && t < 1 {
                add(cubicPoint(p0, p1, p2, p3, t))
            }
        }
    }

    var rect: CGRect {
        if minX > maxX { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
