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
        /// A Ctrl + wheel pinch ends this long after its last notch (⚠ chosen: a wheel has no "fingers up").
        static let wheelPinchEnd: CFTimeInterval = 0.3
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
    /// A pinch driven by Ctrl + wheel: where the pointer is (in `wheelWindow`), and the timer that ends it.
    private var wheelLocation: CGPoint?
    private weak var wheelWindow: UIWindow?
    private var wheelEnd: CAMediaClockTimer?

    /// The midpoint of the two fingers; for a Ctrl + wheel pinch, the pointer.
    open override func location(in view: UIView?) -> CGPoint {
        guard numberOfTouches == 0, let p = wheelLocation, let w = wheelWindow else { return super.location(in: view) }
        return view.map { w.convert(p, to: $0) } ?? p
    }

    /// Ctrl + wheel: one notch's factor (Linux: Mac Catalyst's trackpad pinch, which reaches the recognizer as
    /// a transform event, not touches). Begins the pinch, or scales it; it ends when the wheel rests.
    func wheelPinch(by factor: CGFloat, at point: CGPoint, in window: UIWindow, timestamp: CFTimeInterval) -> Bool {
        guard numberOfTouches == 0 else { return false }
        switch state {
        case .possible:
            // Begins at scale 1, as a touch pinch does, then takes the notch's factor as a change.
            wheelLocation = point
            wheelWindow = window
            scaleStorage = 1
            tracking.restart(at: timestamp, value: 1)
            state = .began
            guard state == .began else { wheelLocation = nil; return false } // refused by the delegate or a view
            scaleStorage = factor
            tracking.add(time: timestamp, value: factor)
            state = .changed
        case .began, .changed:
            guard wheelLocation != nil else { return false }
            wheelLocation = point
            scaleStorage *= factor
            tracking.add(time: timestamp, value: scaleStorage)
            state = .changed
        default:
            return false
        }
        wheelEnd?.invalidate()
        wheelEnd = CAMediaClock.shared.schedule(after: Metrics.wheelPinchEnd) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.wheelLocation != nil, self.state == .began || self.state == .changed else { return }
                self.state = .ended
            }
        }
        return true
    }

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
        wheelLocation = nil
        wheelWindow = nil
        wheelEnd?.invalidate()
        wheelEnd = nil
    }
}
