import Foundation

/// A continuous recognizer for a press held in place: it begins once the fingers have stayed down for
/// `minimumPressDuration` without moving more than `allowableMovement` (a timer on the media clock fires
/// with the fingers still), changes as they move afterwards (without limit) and ends when they lift.
/// Lifting or moving too far before then fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    private enum Metrics {
        /// Longest pause between the lift of a required preliminary tap and the next touch-down, as for
        /// taps (⚠ dec: maximumIntervalBetweenSuccessiveTaps 0.35 s).
        static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    }

    /// The number of taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// The number of fingers that must press. Default 1.
    open var numberOfTouchesRequired = 1
    /// How long the fingers must stay down, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move, in points, before the gesture fails. Default 10.
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var pressesDown = 0
    private var fingersDown = 0
    private var fingersThisRound = 0
    private var start: CGPoint?
    private var timer: CAMediaClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if fingersDown == 0 {
            timer?.invalidate()
            timer = nil
            fingersThisRound = 0
        }
        fingersDown += touches.count
        fingersThisRound += touches.count
        if fingersThisRound > numberOfTouchesRequired { return giveUp() }
        guard fingersThisRound == numberOfTouchesRequired else { return }
        start = Self.centroid(of: trackedTouches)
        if tapsCompleted == numberOfTapsRequired {
            // The press: the timer fires with the fingers still down, at the press's full duration.
            let now = touches.map(\.timestamp).max() ?? CACurrentMediaTime()
            timer = CAMediaClock.shared.schedule(at: now + minimumPressDuration) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.timer = nil
                    if self.state == .possible { self.state = .began }
                }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let c = Self.centroid(of: trackedTouches)
            if hypot(c.x - start.x, c.y - start.y) > allowableMovement { giveUp() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            fingersDown -= touches.count
            // A preliminary tap, complete: wait for the next touch-down.
            if tapsCompleted < numberOfTapsRequired, fingersDown <= 0, fingersThisRound == numberOfTouchesRequired {
                fingersDown = 0
                tapsCompleted += 1
                let now = touches.map(\.timestamp).max() ?? CACurrentMediaTime()
                timer?.invalidate()
                timer = CAMediaClock.shared.schedule(at: now + Metrics.maximumIntervalBetweenTaps) { [weak self] in
                    MainActor.assumeIsolated { self?.giveUp() }
                }
            } else {
                giveUp()
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else { giveUp() }
    }

    // A press of an allowed type (`allowedPressTypes`; `.select` by default) held for minimumPressDuration is a
    // long press too: it begins then and ends when the button comes up; coming up sooner fails it.

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard state == .possible, numberOfTapsRequired == 0 else { return giveUp() }
        if pressesDown == 0 {
            timer?.invalidate()
            let now = presses.map(\.timestamp).max() ?? CACurrentMediaTime()
            timer = CAMediaClock.shared.schedule(at: now + minimumPressDuration) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.timer = nil
                    if self.state == .possible { self.state = .began }
                }
            }
        }
        pressesDown += presses.count
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        pressesDown = max(0, pressesDown - presses.count)
        guard pressesDown == 0 else { return }
        if state == .began || state == .changed { state = .ended } else { giveUp() }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        if state == .began || state == .changed { state = .cancelled } else { giveUp() }
    }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        tapsCompleted = 0
        pressesDown = 0
        fingersDown = 0
        fingersThisRound = 0
        start = nil
    }

    private func giveUp() {
        timer?.invalidate()
        timer = nil
        if state == .possible { state = .failed }
    }
}
