import CFreeType
import Foundation

// Stroked and dashed copies of paths. Stroking is FreeType's outline stroker (FT_Stroker), which offsets lines
// and curves and adds PostScript joins and caps — the rules Core Graphics follows; dashing splits the path by
// arc length here (curves are cut exactly with de Casteljau's construction at arc-length positions).

extension CGPath {
    /// A path that, filled with the nonzero winding rule, covers what stroking this path with the given
    /// line width, cap, join and miter limit covers; `transform` is applied to the result.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let result = CGMutablePath()
        guard lineWidth > 0, !ops.isEmpty else { return result }
        let contours = FreeTypeStroker.stroke(ops, width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        for contour in contours {
            guard let first = contour.first, case .move(let start) = first else { continue }
            result.move(to: start, transform: transform)
            for op in contour.dropFirst() {
                switch op {
                case .line(let p): result.addLine(to: p, transform: transform)
                case .quad(let c, let p): result.addQuadCurve(to: p, control: c, transform: transform)
                case .cubic(let c1, let c2, let p): result.addCurve(to: p, control1: c1, control2: c2, transform: transform)
                case .move, .close: break
                }
            }
            result.closeSubpath()
        }
        return result
    }

    /// The dashes of this path: the parts the dash pattern `lengths` (painted, unpainted, painted …, repeated;
    /// an odd count repeats twice to pair up) leaves painted, each an open subpath, starting `phase` points
    /// into the pattern at the start of every subpath; `transform` is applied to the result.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let result = CGMutablePath()
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, total > 0, pattern.allSatisfy({ $0 >= 0 }) else {
            result.addPath(self, transform: transform)
            return result
        }
        var dasher = PathDasher(pattern: pattern, total: total, phase: phase)
        for op in dasher.dash(ops) {
            switch op {
            case .move(let p): result.move(to: p, transform: transform)
            case .line(let p): result.addLine(to: p, transform: transform)
            case .quad(let c, let p): result.addQuadCurve(to: p, control: c, transform: transform)
            case .cubic(let c1, let c2, let p): result.addCurve(to: p, control1: c1, control2: c2, transform: transform)
            case .close: result.closeSubpath()
            }
        }
        return result
    }
}

/// Strokes path operations with FreeType's FT_Stroker. FreeType works in 26.6 fixed point; coordinates are
/// scaled by a further factor so that strokes keep 1/1024-point precision.
enum FreeTypeStroker {
    static let scale: CGFloat = 64 * 16
    nonisolated(unsafe) static var library: FT_Library?
    static let lock = NSLock()

    static func vector(_ p: CGPoint) -> FT_Vector {
        FT_Vector(x: FT_Pos((p.x * scale).rounded()), y: FT_Pos((p.y * scale).rounded()))
    }

    static func point(_ v: FT_Vector) -> CGPoint { CGPoint(x: CGFloat(v.x) / scale, y: CGFloat(v.y) / scale) }

    /// The stroke's outline as closed contours, each a move followed by lines and curves.
    static func stroke(_ ops: [CGPathOp], width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) -> [[CGPathOp]] {
        lock.lock()
        defer { lock.unlock() }
        if library == nil {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0 else { return [] }
            library = lib
        }
        var stroker: FT_Stroker?
        guard FT_Stroker_New(library, &stroker) == 0, let stroker else { return [] }
        defer { FT_Stroker_Done(stroker) }
        let ftCap: FT_Stroker_LineCap = switch cap {
        case .butt: FT_STROKER_LINECAP_BUTT
        case .round: FT_STROKER_LINECAP_ROUND
        case .square: FT_STROKER_LINECAP_SQUARE
        }
        // MITER_FIXED is PostScript's (and Core Graphics') miter: a bevel when the miter would pass the limit.
        let ftJoin: FT_Stroker_LineJoin = switch join {
        case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
        case .round: FT_STROKER_LINEJOIN_ROUND
        case .bevel: FT_STROKER_LINEJOIN_BEVEL
        }
        FT_Stroker_Set(stroker, FT_Fixed((width / 2 * scale).rounded()), ftCap, ftJoin,
                       FT_Fixed((max(miterLimit, 1) * 65536).rounded()))

        var open = false          // a subpath has begun in the stroker
        var start = CGPoint.zero  // its first point
        var last = CGPoint.zero   // the current point
        var pending: CGPoint?     // a move not yet followed by a segment
        func begin(_ closed: Bool) {
            guard let p = pending else { return }
            var v = vector(p)
            FT_Stroker_BeginSubPath(stroker, &v, closed ? 0 : 1)
            open = true
            pending = nil
        }
        func end() {
            if open { FT_Stroker_EndSubPath(stroker) }
            open = false
        }
        // Whether the subpath starting at ops[index] ends with a close.
        func subpathIsClosed(from index: Int) -> Bool {
            var i = index
            while i < ops.count {
                switch ops[i] {
                case .close: return true
                case .move: return false
                default: i += 1
                }
            }
            return false
        }
        var closedSubpath = false
        for (i, op) in ops.enumerated() {
            switch op {
            case .move(let p):
                end()
                pending = p; start = p; last = p
                closedSubpath = subpathIsClosed(from: i + 1)
            case .line(let p):
                if pending == nil && !open { pending = last; start = last; closedSubpath = subpathIsClosed(from: i) }
                guard p != last else { continue }
                begin(closedSubpath)
                var v = vector(p)
                FT_Stroker_LineTo(stroker, &v)
                last = p
            case .quad(let c, let p):
                if pending == nil && !open { pending = last; start = last; closedSubpath = subpathIsClosed(from: i) }
                guard p != last || c != last else { continue }
                begin(closedSubpath)
                var vc = vector(c), v = vector(p)
                FT_Stroker_ConicTo(stroker, &vc, &v)
                last = p
            case .cubic(let c1, let c2, let p):
                if pending == nil && !open { pending = last; start = last; closedSubpath = subpathIsClosed(from: i) }
                guard p != last || c1 != last || c2 != last else { continue }
                begin(closedSubpath)
                var v1 = vector(c1), v2 = vector(c2), v = vector(p)
                FT_Stroker_CubicTo(stroker, &v1, &v2, &v)
                last = p
            case .close:
                end()
                pending = nil
                last = start
            }
        }
        end()

        var numPoints: FT_UInt = 0, numContours: FT_UInt = 0
        guard FT_Stroker_GetCounts(stroker, &numPoints, &numContours) == 0, numPoints > 0 else { return [] }
        var outline = FT_Outline()
        guard FT_Outline_New(library, numPoints, FT_Int(numContours), &outline) == 0 else { return [] }
        defer { FT_Outline_Done(library, &outline) }
        outline.n_points = 0
        outline.n_contours = 0
        FT_Stroker_Export(stroker, &outline)
        return decompose(&outline)
    }

    /// The outline's contours as path operations (FreeType's decomposition resolves its implicit on-curve points).
    static func decompose(_ outline: inout FT_Outline) -> [[CGPathOp]] {
        final class Sink { var contours: [[CGPathOp]] = [] }
        let sink = Sink()
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
            sink.contours.append([.move(FreeTypeStroker.point(to!.pointee))])
            return 0
        }
        funcs.line_to = { to, user in
            let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
            sink.contours[sink.contours.count - 1].append(.line(FreeTypeStroker.point(to!.pointee)))
            return 0
        }
        funcs.conic_to = { control, to, user in
            let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
            sink.contours[sink.contours.count - 1].append(.quad(FreeTypeStroker.point(control!.pointee), FreeTypeStroker.point(to!.pointee)))
            return 0
        }
        funcs.cubic_to = { c1, c2, to, user in
            let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
            sink.contours[sink.contours.count - 1].append(.cubic(FreeTypeStroker.point(c1!.pointee), FreeTypeStroker.point(c2!.pointee),
                                                                 FreeTypeStroker.point(to!.pointee)))
            return 0
        }
        funcs.shift = 0
        funcs.delta = 0
        _ = withExtendedLifetime(sink) {
            FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
        }
        return sink.contours
    }
}
