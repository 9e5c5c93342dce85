import Foundation
import CCairo

/// The type of a path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path: its type and a pointer to its points
/// (1 for move and line, 2 for a quad curve, 3 for a cubic curve, 0 for close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A function called for each element by `CGPath.apply(info:function:)`.
// Linux: a Swift function type; Apple's is @convention(c), which needs CGPathElement to be a C struct.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// The rule that decides which points are inside a path.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// How the joints between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

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
