import Foundation
import CoreGraphics

/// A hierarchical timing system: each object maps its parent's time into its own local time
/// with `t = (tParent − beginTime) × speed + timeOffset`, then repeats and reverses it.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time space.
    var beginTime: CFTimeInterval { get set }
    /// The basic duration of one iteration, in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent (0 stops it).
    var speed: Float { get set }
    /// An additional offset in local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object repeats; may be fractional, `.infinity` forever.
    var repeatCount: Float { get set }
    /// How long the object repeats, in seconds.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The result of evaluating a timed object at a parent time.
struct TimingSample: Equatable {
    /// Progress through the current iteration, 0…1 (before any timing function).
    var fraction: Double
    /// The completed iteration count (for cumulative animations).
    var iteration: Int
    /// Seconds into the current iteration, in local simple time (for springs).
    var simpleTime: Double
}

/// The pure time model shared by layers and animations.
struct TimingModel {
    var beginTime: Double = 0
    var duration: Double = 0
    var speed: Double = 1
    var timeOffset: Double = 0
    var repeatCount: Double = 0
    var repeatDuration: Double = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    init(_ t: CAMediaTiming, duration overrideDuration: Double? = nil) {
        beginTime = t.beginTime
        duration = overrideDuration ?? t.duration
        speed = Double(t.speed)
        timeOffset = t.timeOffset
        repeatCount = Double(t.repeatCount)
        repeatDuration = t.repeatDuration
        autoreverses = t.autoreverses
        fillMode = t.fillMode
    }

    /// Local (unrepeated) time for parent time `tp`.
    func localTime(_ tp: Double) -> Double { (tp - beginTime) * speed + timeOffset }

    /// One iteration, forwards and (if autoreversing) back.
    var period: Double { duration * (autoreverses ? 2 : 1) }

    /// The active duration in local time: repeatDuration if set, else repeatCount periods,
    /// else one period. Infinite when repeatCount is infinite.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * period }
        return period
    }

    /// Whether, at parent time `tp`, local time has passed the end of the active duration
    /// (never for speed 0 or infinite repeats).
    func isFinished(at tp: Double) -> Bool {
        let ad = activeDuration
        if !ad.isFinite { return false }
        if speed == 0 { return localTime(tp) >= ad && timeOffset >= ad }
        if speed < 0 { return localTime(tp) <= 0 && tp > beginTime }
        return localTime(tp) >= ad
    }

    /// Samples the model at parent time `tp`; nil when the object has no effect there.
    func sample(at tp: Double) -> TimingSample? {
        let t = localTime(tp)
        let ad = activeDuration
        if duration <= 0 {
            // A zero-length iteration jumps straight to its end.
            if t < 0 { return fillMode.fillsBackwards ? TimingSample(fraction: 0, iteration: 0, simpleTime: 0) : nil }
            return fillMode.fillsForwards ? TimingSample(fraction: autoreverses ? 0 : 1, iteration: 0, simpleTime: 0) : nil
        }
        var local = t
        if t < 0 {
            guard fillMode.fillsBackwards else { return nil }
            local = 0
        } else if t >= ad {
            guard fillMode.fillsForwards else { return nil }
            local = ad
        }
        let p = period
        var iteration = Int((local / p).rounded(.down))
        var within = local - Double(iteration) * p
        // The very end of an iteration belongs to that iteration, not the next one's start.
        if t >= ad && within < 1e-12 && local > 0 {
            iteration -= 1
            within = p
        }
        var simple = within
        if autoreverses && within > duration { simple = p - within }
        return TimingSample(fraction: min(1, max(0, simple / duration)), iteration: iteration, simpleTime: simple)
    }
}
