import Foundation
import CoreGraphics

/// An animation through a sequence of values (or along a path), with key times, per-segment
/// timing functions and a calculation mode.
///
/// Cubic mode uses Kochanek–Bartels tangents (tension/continuity/bias, Catmull-Rom when all
/// are zero) with a uniform parameter per segment; cubicPaced uses paced key times with the
/// same spline.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for point-valued properties; when set, `values` is ignored.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions 0…1 of the duration.
    open var keyTimes: [NSNumber]?
    /// Timing functions for each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Tension of the cubic spline at each keyframe.
    open var tensionValues: [NSNumber]?
    /// Continuity of the cubic spline at each keyframe.
    open var continuityValues: [NSNumber]?
    /// Bias of the cubic spline at each keyframe.
    open var biasValues: [NSNumber]?
    /// Whether objects animated along `path` rotate to follow it. Default nil (no rotation).
    open var rotationMode: CAAnimationRotationMode?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CAKeyframeAnimation
        c.values = values
        c.path = path
        c.keyTimes = keyTimes
        c.timingFunctions = timingFunctions
        c.calculationMode = calculationMode
        c.tensionValues = tensionValues
        c.continuityValues = continuityValues
        c.biasValues = biasValues
        c.rotationMode = rotationMode
        return c
    }

    var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }
    var isCubic: Bool { calculationMode == .cubic || calculationMode == .cubicPaced }

    override func endValue(current: AnimationValue) -> AnimationValue? {
        if let path { return .point(PathSampler(path).point(at: 1).point) }
        return values?.last.map { AnimationValue($0) }
    }

    override func interpolatedValue(eased t: Double, sample: TimingSample, current: AnimationValue) -> AnimationValue? {
        if let path {
            return .point(pathSample(path, t).point)
        }
        guard let raw = values, !raw.isEmpty else { return nil }
        let vals = raw.map { AnimationValue($0) }
        let n = vals.count
        if n == 1 { return vals[0] }
        if calculationMode == .discrete {
            let kts = keyTimes.map { $0.map(\.doubleValue) } ?? (0..<n).map { Double($0) / Double(n) }
            var idx = 0
            for (i, k) in kts.enumerated() where k <= t { idx = i }
            return vals[min(idx, n - 1)]
        }
        let kts: [Double]
        if isPaced {
            kts = pacedTimes(vals)
        } else if let k = keyTimes, k.count == n {
            kts = k.map(\.doubleValue)
        } else {
            kts = (0..<n).map { Double($0) / Double(n - 1) }
        }
        if t <= kts[0] { return vals[0] }
        if t >= kts[n - 1] { return vals[n - 1] }
        var i = 0
        while i < n - 2 && t >= kts[i + 1] { i += 1 }
        let span = kts[i + 1] - kts[i]
        if span <= 0 { return vals[i + 1] }
        var s = (t - kts[i]) / span
        if !isPaced, let tfs = timingFunctions, i < tfs.count { s = tfs[i].solve(s) }
        if isCubic { return hermite(vals, i, s) }
        return AnimationValue.lerp(vals[i], vals[i + 1], s)
    }

    /// Key times proportional to the distance between successive values (even when unmeasurable).
    func pacedTimes(_ vals: [AnimationValue]) -> [Double] {
        let n = vals.count
        var d: [Double] = [0]
        for i in 1..<n {
            guard let di = AnimationValue.distance(vals[i - 1], vals[i]) else {
                return (0..<n).map { Double($0) / Double(n - 1) }
            }
            d.append(d[i - 1] + di)
        }
        let total = d[n - 1]
        if total <= 0 { return (0..<n).map { Double($0) / Double(n - 1) } }
        return d.map { $0 / total }
    }

    /// Kochanek–Bartels spline between vals[i] and vals[i+1] at parameter s.
    func hermite(_ v: [AnimationValue], _ i: Int, _ s: Double) -> AnimationValue {
        let n = v.count
        func param(_ arr: [NSNumber]?, _ k: Int) -> Double { arr.flatMap { k < $0.count ? $0[k].doubleValue : nil } ?? 0 }
        func delta(_ a: Int, _ b: Int) -> AnimationValue { AnimationValue.subtract(v[b], v[a]) }
        // Outgoing tangent at k and incoming tangent at k (end points duplicate their neighbour).
        func tangents(_ k: Int) -> (outgoing: AnimationValue, incoming: AnimationValue) {
            let t = param(tensionValues, k), c = param(continuityValues, k), b = param(biasValues, k)
            let prev = k > 0 ? delta(k - 1, k) : delta(k, min(k + 1, n - 1))
            let next = k < n - 1 ? delta(k, k + 1) : delta(max(k - 1, 0), k)
            let out = AnimationValue.add(prev.scaled((1 - t) * (1 + c) * (1 + b) / 2), next.scaled((1 - t) * (1 - c) * (1 - b) / 2))
            let inc = AnimationValue.add(prev.scaled((1 - t) * (1 - c) * (1 + b) / 2), next.scaled((1 - t) * (1 + c) * (1 - b) / 2))
            return (out, inc)
        }
        let t0 = tangents(i).outgoing, t1 = tangents(i + 1).incoming
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        var r = v[i].scaled(h00)
        r = AnimationValue.add(r, t0.scaled(h10))
        r = AnimationValue.add(r, v[i + 1].scaled(h01))
        r = AnimationValue.add(r, t1.scaled(h11))
        return r
    }

    /// The point and tangent angle along `path` at eased progress t.
    func pathSample(_ path: CGPath, _ t: Double) -> (point: CGPoint, angle: CGFloat) {
        let sampler = PathSampler(path)
        if isPaced { return sampler.pointByLength(at: t) }
        let n = sampler.elements.count
        guard n > 0 else { return (.zero, 0) }
        let kts: [Double]
        if let k = keyTimes, k.count == n + 1 { kts = k.map(\.doubleValue) } else { kts = (0...n).map { Double($0) / Double(n) } }
        if t <= kts[0] { return sampler.point(inElement: 0, fraction: 0) }
        if t >= kts[n] { return sampler.point(inElement: n - 1, fraction: 1) }
        var i = 0
        while i < n - 1 && t >= kts[i + 1] { i += 1 }
        let span = kts[i + 1] - kts[i]
        var s = span > 0 ? (t - kts[i]) / span : 1
        if let tfs = timingFunctions, i < tfs.count { s = tfs[i].solve(s) }
        return sampler.point(inElement: i, fraction: s)
    }

    override func apply(to pres: CALayer, at tp: Double, fallbackDuration: Double?) {
        super.apply(to: pres, at: tp, fallbackDuration: fallbackDuration)
        guard let path, let mode = rotationMode,
              let sample = timing(fallbackDuration: fallbackDuration).sample(at: tp) else { return }
        let eased = timingFunction?.solve(sample.fraction) ?? sample.fraction
        var angle = pathSample(path, eased).angle
        if mode == .rotateAutoReverse { angle += .pi }
        pres.setValue(angle, forKeyPath: "transform.rotation.z")
    }
}

/// A path flattened into polylines, one per drawing element (moves start new pieces).
struct PathSampler {
    /// Each element's polyline, starting at the element's start point.
    var elements: [[CGPoint]] = []

    init(_ path: CGPath) {
        var current = CGPoint.zero, start = CGPoint.zero
        let steps = 16
        for op in path.ops {
            switch op {
            case .move(let p):
                current = p; start = p
            case .line(let p):
                elements.append([current, p]); current = p
            case .quad(let c, let p):
                let p0 = current
                elements.append((0...steps).map { k in
                    let u = CGFloat(k) / CGFloat(steps), v = 1 - u
                    return CGPoint(x: v * v * p0.x + 2 * v * u * c.x + u * u * p.x, y: v * v * p0.y + 2 * v * u * c.y + u * u * p.y)
                })
                current = p
            case .cubic(let c1, let c2, let p):
                let p0 = current
                elements.append((0...steps).map { k in
                    let u = CGFloat(k) / CGFloat(steps), v = 1 - u
                    let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
                    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                })
                current = p
            case .close:
                elements.append([current, start]); current = start
            }
        }
    }

    static func length(_ pts: [CGPoint]) -> CGFloat {
        zip(pts, pts.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }.reduce(0, +)
    }

    /// The point at `fraction` of element `i`'s length.
    func point(inElement i: Int, fraction: Double) -> (point: CGPoint, angle: CGFloat) {
        along(elements[i], CGFloat(fraction) * PathSampler.length(elements[i]))
    }

    /// The point at `fraction` of the whole path's length.
    func point(at fraction: Double) -> (point: CGPoint, angle: CGFloat) { pointByLength(at: fraction) }

    func pointByLength(at fraction: Double) -> (point: CGPoint, angle: CGFloat) {
        let all = elements.map { PathSampler.length($0) }
        let total = all.reduce(0, +)
        guard !elements.isEmpty else { return (.zero, 0) }
        var target = CGFloat(max(0, min(1, fraction))) * total
        for (i, l) in all.enumerated() {
            if target <= l || i == all.count - 1 { return along(elements[i], min(target, l)) }
            target -= l
        }
        return (.zero, 0)
    }

    func along(_ pts: [CGPoint], _ distance: CGFloat) -> (point: CGPoint, angle: CGFloat) {
        var left = distance
        for (a, b) in zip(pts, pts.dropFirst()) {
            let l = hypot(b.x - a.x, b.y - a.y)
            let angle = atan2(b.y - a.y, b.x - a.x)
            if left <= l {
                let u = l > 0 ? left / l : 0
                return (CGPoint(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u), angle)
            }
            left -= l
        }
        let last = pts.last ?? .zero
        let angle = pts.count >= 2 ? atan2(last.y - pts[pts.count - 2].y, last.x - pts[pts.count - 2].x) : 0
        return (last, angle)
    }
}

/// The closed-form damped spring.
package struct SpringSolution: Sendable {
    package var mass: Double, stiffness: Double, damping: Double, velocity: Double

    package init(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.velocity = velocity
    }

    var omega0: Double { (stiffness / mass).squareRoot() }
    var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// x(t), with x(0) = 1 and x'(0) = −velocity (positive velocity moves toward the target).
    package func displacement(at t: Double) -> Double {
        if t <= 0 { return 1 }
        let w0 = omega0, z = zeta, v0 = -velocity
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let b = (z * w0 + v0) / wd
            return exp(-z * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        } else if abs(z - 1) < 1e-12 {
            return (1 + (v0 + w0) * t) * exp(-w0 * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1) / (r2 - r1)
            let c1 = 1 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// An upper bound of |x| from t on (the decay envelope).
    func envelope(at t: Double) -> Double {
        let w0 = omega0, z = zeta, v0 = -velocity
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let b = (z * w0 + v0) / wd
            return exp(-z * w0 * t) * (1 + b * b).squareRoot()
        } else if abs(z - 1) < 1e-12 {
            return (1 + abs(v0 + w0) * t) * exp(-w0 * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1) / (r2 - r1)
            return abs(1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The time after which the envelope stays below `epsilon`.
    package func settlingTime(epsilon: Double) -> Double {
        guard stiffness > 0, mass > 0, damping > 0 else { return .infinity }
        var hi = 1.0
        while envelope(at: hi) >= epsilon && hi < 1e4 { hi *= 2 }
        var lo = 0.0
        if envelope(at: 0) < epsilon { return 0 }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if envelope(at: mid) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
