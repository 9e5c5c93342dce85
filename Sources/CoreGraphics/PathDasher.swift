import Foundation

/// Splits path operations into dashes by arc length: lines are cut exactly, curves at the parameters where
/// their arc length (measured along a fine polyline) reaches each dash's ends, by de Casteljau subdivision,
/// so dashes of curves stay curves. The pattern restarts, at the phase, with every subpath.
struct PathDasher {
    let pattern: [CGFloat]
    let total: CGFloat
    let phase: CGFloat

    private var index = 0
    private var remaining: CGFloat = 0
    private var on = true
    private var dashOpen = false
    private var out: [CGPathOp] = []

    init(pattern: [CGFloat], total: CGFloat, phase: CGFloat) {
        self.pattern = pattern
        self.total = total
        self.phase = phase
    }

    private mutating func restart() {
        var p = phase.truncatingRemainder(dividingBy: total)
        if p < 0 { p += total }
        index = 0
        // Terminates: p < total, and a whole cycle would take away total.
        while p > 0 && p >= pattern[index] {
            p -= pattern[index]
            index = (index + 1) % pattern.count
        }
        remaining = pattern[index] - p
        on = index % 2 == 0
        dashOpen = false
    }

    private mutating func advance() {
        index = (index + 1) % pattern.count
        remaining = pattern[index]
        on = index % 2 == 0
        if !on { dashOpen = false }
    }

    /// The dashes of `ops`, as open subpaths.
    mutating func dash(_ ops: [CGPathOp]) -> [CGPathOp] {
        out = []
        var start = CGPoint.zero
        var last = CGPoint.zero
        restart()
        for op in ops {
            switch op {
            case .move(let p):
                start = p; last = p
                restart()
            case .line(let p):
                segment(Segment.line(last, p)); last = p
            case .quad(let c, let p):
                segment(Segment.quad(last, c, p)); last = p
            case .cubic(let c1, let c2, let p):
                segment(Segment.cubic(last, c1, c2, p)); last = p
            case .close:
                if last != start { segment(Segment.line(last, start)) }
                last = start
                restart()
            }
        }
        return out
    }

    private mutating func segment(_ s: Segment) {
        let length = s.length
        guard length > 0 else { return }
        var pos: CGFloat = 0
        while true {
            let step = max(0, min(remaining, length - pos))
            if on {
                let piece = s.piece(from: pos, to: pos + step)
                if !dashOpen {
                    out.append(.move(piece.startPoint))
                    dashOpen = true
                    if step == 0 { out.append(.line(piece.startPoint)) }   // a zero-length dash: a dot for caps
                }
                if step > 0 { out.append(piece.op) }
            }
            pos += step
            remaining -= step
            if remaining <= 1e-9 { advance() }
            if pos >= length - 1e-9 { return }
        }
    }
}

/// One segment of a path, with its arc length and exact sub-segments.
enum Segment {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    var startPoint: CGPoint {
        switch self {
        case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): return a
        }
    }

    var op: CGPathOp {
        switch self {
        case .line(_, let b): return .line(b)
        case .quad(_, let c, let b): return .quad(c, b)
        case .cubic(_, let c1, let c2, let b): return .cubic(c1, c2, b)
        }
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let a, let b):
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case .quad(let a, let c, let b):
            return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
        case .cubic(let a, let c1, let c2, let b):
            let k0 = u * u * u, k1 = 3 * u * u * t, k2 = 3 * u * t * t, k3 = t * t * t
            return CGPoint(x: k0 * a.x + k1 * c1.x + k2 * c2.x + k3 * b.x, y: k0 * a.y + k1 * c1.y + k2 * c2.y + k3 * b.y)
        }
    }

    private static let samples = 256

    /// Cumulative arc length at `samples` + 1 evenly spaced parameters.
    private var table: [CGFloat] {
        var result: [CGFloat] = [0]
        var prev = point(at: 0)
        for i in 1...Segment.samples {
            let p = point(at: CGFloat(i) / CGFloat(Segment.samples))
            result.append(result[result.count - 1] + hypot(p.x - prev.x, p.y - prev.y))
            prev = p
        }
        return result
    }

    var length: CGFloat {
        if case .line(let a, let b) = self { return hypot(b.x - a.x, b.y - a.y) }
        return table[Segment.samples]
    }

    /// The parameter at arc length `s`.
    private func parameter(at s: CGFloat, _ table: [CGFloat]) -> CGFloat {
        if case .line = self {
            let l = length
            return l > 0 ? min(max(s / l, 0), 1) : 0
        }
        if s <= 0 { return 0 }
        if s >= table[Segment.samples] { return 1 }
        var lo = 0, hi = Segment.samples
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] < s { lo = mid } else { hi = mid }
        }
        let span = table[hi] - table[lo]
        let f = span > 0 ? (s - table[lo]) / span : 0
        return (CGFloat(lo) + f) / CGFloat(Segment.samples)
    }

    /// The part of the segment between arc lengths `s0` and `s1`.
    func piece(from s0: CGFloat, to s1: CGFloat) -> Segment {
        let t = { () -> [CGFloat] in if case .line = self { return [] } else { return table } }()
        return sub(parameter(at: s0, t), parameter(at: s1, t))
    }

    /// The part of the segment between parameters `t0` and `t1` (de Casteljau).
    func sub(_ t0: CGFloat, _ t1: CGFloat) -> Segment {
        switch self {
        case .line:
            return .line(point(at: t0), point(at: t1))
        case .quad(let a, let c, let b):
            // Split at t1, keep the first part; split that at t0 / t1, keep the second.
            let (a1, c1, b1) = Segment.splitQuad(a, c, b, t1).first
            let r = t1 > 0 ? t0 / t1 : 0
            let (a2, c2, b2) = Segment.splitQuad(a1, c1, b1, r).second
            return .quad(a2, c2, b2)
        case .cubic(let a, let c1, let c2, let b):
            let first = Segment.splitCubic(a, c1, c2, b, t1).first
            let r = t1 > 0 ? t0 / t1 : 0
            let s = Segment.splitCubic(first.0, first.1, first.2, first.3, r).second
            return .cubic(s.0, s.1, s.2, s.3)
        }
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    static func splitQuad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, _ t: CGFloat)
        -> (first: (CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint)) {
        let ac = lerp(a, c, t), cb = lerp(c, b, t), m = lerp(ac, cb, t)
        return ((a, ac, m), (m, cb, b))
    }

    static func splitCubic(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, _ t: CGFloat)
        -> (first: (CGPoint, CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint, CGPoint)) {
        let p01 = lerp(a, c1, t), p12 = lerp(c1, c2, t), p23 = lerp(c2, b, t)
        let p012 = lerp(p01, p12, t), p123 = lerp(p12, p23, t), m = lerp(p012, p123, t)
        return ((a, p01, p012, m), (m, p123, p23, b))
    }
}
