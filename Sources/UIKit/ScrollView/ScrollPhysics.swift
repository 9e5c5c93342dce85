import Foundation

/// The constants of iOS scrolling, each with its source (SPEC-NEXT §2). ⚠ marks a measured or
/// reverse-engineered value, not a documented one.
private enum Metrics {
    /// Rubber-band coefficient c in (1 − 1/(x·c/d + 1))·d. ⚠ XNScrollView, FACTS.
    static let rubberBandCoefficient: CGFloat = 0.55
    /// Release speed below which a drag in range does not decelerate: 25 pt/s. ⚠ XNScrollView minimum velocity.
    static let minimumDecelerationSpeed: CGFloat = 25.0 / 1000
    /// Deceleration ends once the content is this close to its rest point, in device pixels. SPEC-NEXT says speed
    /// < 0.01 pt/ms ⚠; at .normal that is still ≈ 5 pt short of the rest point the delegate was told, so we go on
    /// until the rest is within half a device pixel (Apple: the target is "the expected offset when the scrolling
    /// action decelerates to a stop").
    static let restPixelTolerance: CGFloat = 0.5
    /// The bounce spring: mass 1, stiffness 100, damping 20 (critically damped). ⚠ FACTS.
    static let springMass: Double = 1
    static let springStiffness: Double = 100
    static let springDamping: Double = 20
    /// Paging: a release faster than this moves one page in its direction. ⚠ SPEC-NEXT 2.4.
    static let pagingFlickSpeed: CGFloat = 0.5
    /// Directional lock: a first movement within this angle of an axis locks the drag to it. ⚠ SPEC-NEXT 2.2.
    static let directionalLockAngle: CGFloat = 30 * .pi / 180
    /// setContentOffset(_:animated:) and zoom(to:animated:): 0.3 s ease-out. ⚠ SPEC-NEXT 2.6 (Chameleon: 0.33 s).
    static let programmaticDuration: CFTimeInterval = 0.3
    /// One physics step per display frame (60 Hz).
    static let frameInterval: CFTimeInterval = 1.0 / 60
    /// delaysContentTouches: touch-began held for 150 ms. ⚠ obs, SPEC-NEXT 2.7.
    static let contentTouchDelay: CFTimeInterval = 0.15
    /// Indicators: thickness 3 pt (iOS 13+), 3 pt from the edge, minimum length 36 pt, 9 pt while overscrolled,
    /// a 0.75 s hold after a flash and a 0.25 s fade. ⚠ XNScrollView, obs.
    static let indicatorThickness: CGFloat = 3
    static let indicatorInset: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    static let indicatorMinimumOverscrolledLength: CGFloat = 9
    static let indicatorFlashHold: CFTimeInterval = 0.75
    static let indicatorFade: CFTimeInterval = 0.25
    /// UIRefreshControl: 60 pt tall; pulling 2.2 × its height past the top refreshes. ⚠ SPEC-NEXT 2.11.
    static let refreshControlHeight: CGFloat = 60
    static let refreshTriggerFactor: CGFloat = 2.2
    /// The wheel: a burst of events is one drag, ended 150 ms without events. ⚠ SPEC-NEXT 2.10.
    static let wheelBurstGap: CFTimeInterval = 0.15
}

/// The formulas of iOS scrolling, worked per axis on plain numbers, so the scroll view only applies them.
enum ScrollPhysics {
    static var frameInterval: CFTimeInterval { Metrics.frameInterval }
    static var programmaticDuration: CFTimeInterval { Metrics.programmaticDuration }
    static var contentTouchDelay: CFTimeInterval { Metrics.contentTouchDelay }
    static var minimumDecelerationSpeed: CGFloat { Metrics.minimumDecelerationSpeed }
    static var pagingFlickSpeed: CGFloat { Metrics.pagingFlickSpeed }
    static var directionalLockAngle: CGFloat { Metrics.directionalLockAngle }
    static var indicatorThickness: CGFloat { Metrics.indicatorThickness }
    static var indicatorInset: CGFloat { Metrics.indicatorInset }
    static var indicatorMinimumLength: CGFloat { Metrics.indicatorMinimumLength }
    static var indicatorMinimumOverscrolledLength: CGFloat { Metrics.indicatorMinimumOverscrolledLength }
    static var indicatorFlashHold: CFTimeInterval { Metrics.indicatorFlashHold }
    static var indicatorFade: CFTimeInterval { Metrics.indicatorFade }
    static var refreshControlHeight: CGFloat { Metrics.refreshControlHeight }
    static var wheelBurstGap: CFTimeInterval { Metrics.wheelBurstGap }
    static var refreshTriggerDistance: CGFloat { Metrics.refreshControlHeight * Metrics.refreshTriggerFactor }

    // MARK: Rubber band

    /// The displayed overshoot for a finger overshoot `x` ≥ 0 past an edge, on an axis of size `d`:
    /// (1 − 1/(x·c/d + 1))·d = x·d·c/(d + c·x).
    static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard x > 0, d > 0 else { return max(0, x) }
        let c = Metrics.rubberBandCoefficient
        return x * d * c / (d + c * x)
    }

    /// The finger overshoot that displays as `y` (the inverse of `rubberBand`), for picking up a drag while
    /// the content is past an edge.
    static func inverseRubberBand(_ y: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard y > 0, d > 0 else { return max(0, y) }
        let c = Metrics.rubberBandCoefficient
        let limit = d * (1 - 1e-6)
        let yy = min(y, limit)
        return yy * d / (c * (d - yy))
    }

    /// The offset a drag shows on one axis for the undamped offset `raw`, in the range `lo…hi`.
    static func draggedOffset(raw: CGFloat, lo: CGFloat, hi: CGFloat, dimension d: CGFloat, bounces: Bool) -> CGFloat {
        if raw < lo { return bounces ? lo - rubberBand(lo - raw, dimension: d) : lo }
        if raw > hi { return bounces ? hi + rubberBand(raw - hi, dimension: d) : hi }
        return raw
    }

    /// The undamped offset that shows as `shown` (the inverse of `draggedOffset` with bounces).
    static func undampedOffset(shown: CGFloat, lo: CGFloat, hi: CGFloat, dimension d: CGFloat) -> CGFloat {
        if shown < lo { return lo - inverseRubberBand(lo - shown, dimension: d) }
        if shown > hi { return hi + inverseRubberBand(shown - hi, dimension: d) }
        return shown
    }

    // MARK: Deceleration

    /// Where content moving at `v` pt/ms comes to rest when each millisecond v ← v·rate and x ← x + v:
    /// x0 + v·rate/(1 − rate).
    static func projectedRest(from x0: CGFloat, velocity v: CGFloat, rate: CGFloat) -> CGFloat {
        x0 + v * rate / (1 - rate)
    }

    /// The offset `t` ms into a decay from `x0` towards rest point `target`: x0 + (target − x0)·(1 − rate^t).
    /// With the projected rest point this is x0 + v·rate·(1 − rate^t)/(1 − rate), the millisecond recurrence summed.
    static func decayOffset(from x0: CGFloat, to target: CGFloat, rate: CGFloat, milliseconds t: Double) -> CGFloat {
        x0 + (target - x0) * CGFloat(1 - pow(Double(rate), t))
    }

    /// The velocity (pt/ms) `t` ms into that decay: the last millisecond's step, (target − x0)·rate^t·(1 − rate).
    static func decayVelocity(from x0: CGFloat, to target: CGFloat, rate: CGFloat, milliseconds t: Double) -> CGFloat {
        (target - x0) * CGFloat(pow(Double(rate), t)) * (1 - rate)
    }

    /// The milliseconds until a decay from `x0` to `target` crosses `edge` (nil: it never does).
    static func decayTime(from x0: CGFloat, to target: CGFloat, rate: CGFloat, reaching edge: CGFloat) -> Double? {
        let total = target - x0, part = edge - x0
        guard total != 0, part / total > 0, part / total < 1 else { return part == 0 ? 0 : nil }
        return log(Double(1 - part / total)) / log(Double(rate))
    }

    /// Whether a decay `t` ms in is within half a device pixel of its rest.
    static func decayIsAtRest(from x0: CGFloat, to target: CGFloat, rate: CGFloat, milliseconds t: Double, scale: CGFloat) -> Bool {
        abs(target - decayOffset(from: x0, to: target, rate: rate, milliseconds: t)) * scale < Metrics.restPixelTolerance
    }

    // MARK: The bounce spring

    /// Displacement and velocity `t` seconds into the critically damped spring (mass 1, stiffness 100,
    /// damping 20: ω = 10) released at displacement `x0` with velocity `v0` (pt/s):
    /// x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt).
    static func spring(x0: Double, v0: Double, seconds t: Double) -> (x: Double, v: Double) {
        let w = (Metrics.springStiffness / Metrics.springMass).squareRoot()
        // Critically damped when damping == 2·√(k·m); our constants are.
        let b = v0 + w * x0
        let e = exp(-w * t)
        let x = (x0 + b * t) * e
        let v = (b - w * (x0 + b * t)) * e
        return (x, v)
    }

    /// Whether a spring `t` s in is at rest: within half a device pixel of its end and slower than a pixel per frame.
    static func springIsAtRest(x0: Double, v0: Double, seconds t: Double, scale: CGFloat) -> Bool {
        let (x, v) = spring(x0: x0, v0: v0, seconds: t)
        return abs(x) * Double(scale) < Double(Metrics.restPixelTolerance)
            && abs(v) * Metrics.frameInterval * Double(scale) < Double(Metrics.restPixelTolerance)
    }

    /// Rounds to whole device pixels.
    static func snap(_ v: CGFloat, scale: CGFloat) -> CGFloat {
        let s = max(scale, 1)
        return (v * s).rounded() / s
    }
}
