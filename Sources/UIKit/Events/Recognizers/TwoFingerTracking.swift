import Foundation

/// The two fingers of a pinch or rotation: the first two touches a recognizer tracks (later ones are
/// ignored), their distance and angle, and recent samples of a value for its velocity per second.
@MainActor
struct TwoFingerTracking {
    private enum Metrics {
        /// The recent span of samples a velocity is measured over (⚠ obs, as the pan's: about 100 ms).
        static let velocitySampleWindow: TimeInterval = 0.1
    }

    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    /// The vector from the first finger to the second (window coordinates), when two are down.
    static func vector(of g: UIGestureRecognizer) -> CGPoint? {
        guard g.trackedTouches.count >= 2 else { return nil }
        let a = g.trackedTouches[0].windowLocation, b = g.trackedTouches[1].windowLocation
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Touches beyond the first two are ignored.
    static func ignoreExtraTouches(of g: UIGestureRecognizer, event: UIEvent) {
        while g.trackedTouches.count > 2 { g.ignore(g.trackedTouches[2], for: event) }
    }

    mutating func restart(at time: TimeInterval, value: CGFloat) { samples = [(time, value)] }

    mutating func add(time: TimeInterval, value: CGFloat) {
        samples.append((time, value))
        if let i = samples.firstIndex(where: { time - $0.time <= Metrics.velocitySampleWindow + 1e-9 }), i > 0 {
            samples.removeFirst(i)
        }
    }

    /// Change of the value per second over the recent samples.
    var velocity: CGFloat {
        guard let newest = samples.last, let oldest = samples.first, newest.time > oldest.time else { return 0 }
        return (newest.value - oldest.value) / CGFloat(newest.time - oldest.time)
    }

    mutating func clear() { samples = [] }
}
