import Foundation

/// The pacing of one stretch of a property animator's time line: progress (0 at the start values, 1 at
/// the end values) as a function of the fraction x (0…1) of the stretch's duration — exactly what the Core
/// Animation animation made by `makeAnimation(keyPath:)` shows over that duration.
enum PropertyAnimatorCurve {
    /// A cubic Bézier timing function.
    case cubic(CAMediaTimingFunction)
    /// A spring released at unit displacement, as Core Animation solves it, over `duration` seconds.
    case spring(SpringSolution, duration: Double)

    /// The curve of `timing` for a stretch of `duration` seconds. `velocity` is the spring's relative
    /// initial velocity for this property (the `dx` or `dy` of the spring parameters).
    @MainActor
    static func make(_ timing: any UITimingCurveProvider, duration: Double, velocity: Double) -> PropertyAnimatorCurve {
        if let spring = springParameters(of: timing) {
            return .spring(solution(spring, duration: duration, velocity: velocity), duration: duration)
        }
        let cubic = timing.cubicTimingParameters ?? UICubicTimingParameters(animationCurve: .easeInOut)
        return .cubic(cubic.mediaTimingFunction)
    }

    /// The spring of `timing`, when its timing is a spring (or a cubic curve modified by one).
    @MainActor
    static func springParameters(of timing: any UITimingCurveProvider) -> UISpringTimingParameters? {
        switch timing.timingCurveType {
        case .spring, .composed: return timing.springTimingParameters
        case .builtin, .cubic: return nil
        }
    }

    /// How long the animator's animations last with `timing`: `animatorDuration`, except for springs
    /// given by their coefficients (and UIKit's default spring), which last until they have settled —
    /// "the duration is computed assuming a small settling oscillation" (UITimingParameters.h).
    @MainActor
    static func naturalDuration(_ timing: any UITimingCurveProvider, animatorDuration: Double, velocity: Double) -> Double {
        guard let spring = springParameters(of: timing), case .physical = spring.spring else { return animatorDuration }
        return physical(spring.spring, velocity: velocity)?.settlingTime(epsilon: 0.001) ?? animatorDuration
    }

    /// The spring solution of `spring` for a stretch of `duration` seconds.
    ///
    /// A damping ratio gets the stiffness that settles within the duration (UIView's spring animations
    /// choose it the same way). A spring given by its coefficients keeps its shape: when the stretch is
    /// shorter or longer than the time the spring takes to settle, time is scaled (stiffness × s²,
    /// damping × s, velocity × s with s = settling time / duration), which is the same spring played
    /// faster or slower.
    @MainActor
    static func solution(_ spring: UISpringTimingParameters, duration: Double, velocity: Double) -> SpringSolution {
        let d = max(duration, 1e-6)
        switch spring.spring {
        case .ratio(let ratio):
            let (k, c) = UIView.springCoefficients(duration: d, dampingRatio: ratio)
            return SpringSolution(mass: 1, stiffness: k, damping: min(c, 2 * k.squareRoot()), velocity: velocity)
        case .physical:
            guard let base = physical(spring.spring, velocity: velocity),
                  let reference = physical(spring.spring, velocity: Double(spring.initialVelocity.dx)) else {
                return SpringSolution(mass: 1, stiffness: 1, damping: 2, velocity: velocity)
            }
            // The animator's duration is the settling time with the horizontal velocity (naturalDuration); a
            // vertical part with another velocity is the same spring, on the same clock.
            let s = reference.settlingTime(epsilon: 0.001) / d
            return SpringSolution(mass: base.mass, stiffness: base.stiffness * s * s, damping: base.damping * s,
                                  velocity: base.velocity * s)
        }
    }

    /// The coefficients of a physical spring as Core Animation solves it: an overdamped spring is treated
    /// as critically damped (CASpringAnimation's allowsOverdamping is false by default).
    private static func physical(_ spring: UISpringTimingParameters.Spring, velocity: Double) -> SpringSolution? {
        guard case .physical(let m, let k, let c) = spring, m > 0, k > 0 else { return nil }
        return SpringSolution(mass: m, stiffness: k, damping: min(max(c, 0), 2 * (k * m).squareRoot()), velocity: velocity)
    }

    /// Progress at the fraction `x` (clamped to 0…1) of the stretch.
    func progress(_ x: Double) -> Double {
        let x = min(1, max(0, x))
        switch self {
        case .cubic(let f): return f.solve(x)
        case .spring(let s, let duration): return 1 - s.displacement(at: x * duration)
        }
    }

    /// The first fraction of the stretch at which the progress reaches `p` (0 when it starts there, 1 when
    /// it never does). Curves start by rising, so before a spring first overshoots this is the inverse.
    func fraction(forProgress p: Double) -> Double {
        if case .cubic(let f) = self {
            let c1 = f.controlPoint(at: 1), c2 = f.controlPoint(at: 2)
            if c1.x == c1.y && c2.x == c2.y { return min(1, max(0, p)) } // linear
        }
        if p <= progress(0) { return 0 }
        let steps = 256
        var previous = 0.0
        for i in 1...steps {
            let x = Double(i) / Double(steps)
            if progress(x) >= p {
                // Bisection in the bracket where the curve crosses p.
                var lo = previous, hi = x
                for _ in 0..<60 {
                    let mid = (lo + hi) / 2
                    if progress(mid) >= p { hi = mid } else { lo = mid }
                }
                return hi
            }
            previous = x
        }
        return 1
    }

    /// A Core Animation animation of `keyPath` that follows this curve over its duration.
    func makeAnimation(keyPath: String) -> CABasicAnimation {
        switch self {
        case .cubic(let f):
            let a = CABasicAnimation(keyPath: keyPath)
            a.timingFunction = f
            return a
        case .spring(let s, _):
            let a = CASpringAnimation(keyPath: keyPath)
            a.mass = CGFloat(s.mass)
            a.stiffness = CGFloat(s.stiffness)
            a.damping = CGFloat(s.damping)
            a.initialVelocity = CGFloat(s.velocity)
            return a
        }
    }
}
