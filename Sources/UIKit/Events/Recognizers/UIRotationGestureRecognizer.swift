import Foundation

/// A continuous recognizer for two fingers turning about each other: it begins once the line between them
/// has turned enough, changes as they move, and ends when one lifts. `rotation` is the angle turned since
/// the gesture began, in radians, positive clockwise on the screen.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private enum Metrics {
        /// How far the fingers must turn before the rotation begins (⚠ chosen: Apple publishes no value;
        /// 5°, 0.0873 rad).
        static let hysteresis: CGFloat = 5 * .pi / 180
    }

    /// The angle turned since the gesture began (radians, clockwise positive). Setting it rebases.
    open var rotation: CGFloat {
        get { rotationStorage }
        set {
            rotationStorage = newValue
            tracking.restart(at: CACurrentMediaTime(), value: newValue)
        }
    }

    /// How fast the angle changes, in radians per second.
    open var velocity: CGFloat { state == .began || state == .changed || state == .ended ? tracking.velocity : 0 }

    private var rotationStorage: CGFloat = 0
    /// The angle turned since both fingers were down, unwrapped, and the line's last angle.
    private var turned: CGFloat = 0
    private var lastAngle: CGFloat?
    private var tracking = TwoFingerTracking()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerTracking.ignoreExtraTouches(of: self, event: event)
        guard state == .possible, lastAngle == nil, let v = TwoFingerTracking.vector(of: self) else { return }
        lastAngle = atan2(v.y, v.x)
        turned = 0
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let v = TwoFingerTracking.vector(of: self), let last = lastAngle else { return }
        // y points down, so atan2 grows clockwise on the screen.
        let angle = atan2(v.y, v.x)
        var delta = angle - last
        if delta > .pi { delta -= 2 * .pi }
        if delta <= -.pi { delta += 2 * .pi }
        lastAngle = angle
        turned += delta
        let time = touches.map(\.timestamp).max() ?? CACurrentMediaTime()
        switch state {
        case .possible:
            guard abs(turned) >= Metrics.hysteresis else { return }
            rotationStorage = 0
            tracking.restart(at: time, value: 0)
            state = .began
        case .began, .changed:
            rotationStorage += delta
            tracking.add(time: time, value: rotationStorage)
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
        rotationStorage = 0
        turned = 0
        lastAngle = nil
        tracking.clear()
    }
}
