import Foundation

/// A continuous recognizer for two fingers moving apart or together: it begins once their distance has
/// changed enough, changes as they move, and ends when one lifts. `scale` is their distance relative to
/// the distance when the gesture began.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private enum Metrics {
        /// How much the fingers' distance must change before the pinch begins (⚠ chosen: Apple publishes
        /// no value; the pan's 10 pt).
        static let hysteresis: CGFloat = 10
    }

    /// The fingers' distance relative to their distance when the gesture began (1 then). Setting it
    /// rescales from now on.
    open var scale: CGFloat {
        get { scaleStorage }
        set {
            scaleStorage = newValue
            if let d = currentDistance, newValue != 0 { referenceDistance = d / newValue }
            tracking.restart(at: CACurrentMediaTime(), value: newValue)
        }
    }

    /// How fast the scale changes, in scale factor per second.
    open var velocity: CGFloat { state == .began || state == .changed || state == .ended ? tracking.velocity : 0 }

    private var scaleStorage: CGFloat = 1
    private var initialDistance: CGFloat?
    private var referenceDistance: CGFloat = 1
    private var currentDistance: CGFloat?
    private var tracking = TwoFingerTracking()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerTracking.ignoreExtraTouches(of: self, event: event)
        guard state == .possible, initialDistance == nil, let v = TwoFingerTracking.vector(of: self) else { return }
        initialDistance = hypot(v.x, v.y)
        currentDistance = initialDistance
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let v = TwoFingerTracking.vector(of: self) else { return }
        let d = hypot(v.x, v.y)
        currentDistance = d
        let time = touches.map(\.timestamp).max() ?? CACurrentMediaTime()
        switch state {
        case .possible:
            guard let start = initialDistance, abs(d - start) >= Metrics.hysteresis, d > 0 else { return }
            referenceDistance = d
            scaleStorage = 1
            tracking.restart(at: time, value: 1)
            state = .began
        case .began, .changed:
            scaleStorage = referenceDistance > 0 ? d / referenceDistance : 1
            tracking.add(time: time, value: scaleStorage)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        scaleStorage = 1
        initialDistance = nil
        currentDistance = nil
        referenceDistance = 1
        tracking.clear()
    }
}
