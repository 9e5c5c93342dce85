import Foundation

/// A discrete recognizer for one or more taps of one or more fingers: recognized when the last finger of
/// the last tap lifts.
///
/// It fails when more fingers touch than required, when the fingers' centroid moves too far from where
/// the tap began (or a later tap begins too far from the first), when a tap lasts too long, or when the
/// next tap does not begin soon enough after the previous one lifted.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    private enum Metrics {
        /// Farthest the centroid may move from where the tap began (⚠ dec: allowableMovement 45 pt).
        static let allowableMovement: CGFloat = 45
        /// Longest a tap may last, first finger down to last finger up (⚠ dec: 0.75 s).
        static let maximumTapDuration: TimeInterval = 0.75
        /// Longest pause between a tap's lift and the next tap (⚠ dec: maximumIntervalBetweenSuccessiveTaps
        /// 0.35 s) — also how long a single tap that requires a double tap to fail waits.
        static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    }

    /// The number of taps that make the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// The number of fingers that must tap. Default 1.
    open var numberOfTouchesRequired = 1
    /// The pointer buttons that must be pressed for the tap (iOS 13.4). Default primary.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var tapsCompleted = 0
    private var pressesDown = 0
    private var fingersDown = 0
    private var fingersThisTap = 0
    /// Where this tap's fingers were, all down (window coordinates), and where the first tap's were.
    private var tapStart: CGPoint?
    private var firstTapStart: CGPoint?
    /// Where the fingers of the tap lifted (window coordinates): the tap's location once it is over.
    private var liftedLocations: [CGPoint] = []
    private var timer: CAMediaClockTimer?
    private var finished = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible else { return }
        if !event.buttonMask.isEmpty, !event.buttonMask.contains(buttonMaskRequired) { return giveUp() }
        if fingersDown == 0 {
            // A tap begins: it must lift soon enough.
            timer?.invalidate()
            fingersThisTap = 0
            liftedLocations = []
            let now = touches.map(\.timestamp).max() ?? CACurrentMediaTime()
            timer = timeout(at: now + Metrics.maximumTapDuration)
        }
        fingersDown += touches.count
        fingersThisTap += touches.count
        if fingersThisTap > numberOfTouchesRequired { return giveUp() }
        if fingersThisTap == numberOfTouchesRequired {
            let c = Self.centroid(of: trackedTouches)
            tapStart = c
            if let first = firstTapStart {
                if hypot(c.x - first.x, c.y - first.y) > Metrics.allowableMovement { return giveUp() }
            } else {
                firstTapStart = c
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible, let start = tapStart else { return }
        let c = Self.centroid(of: trackedTouches)
        if hypot(c.x - start.x, c.y - start.y) > Metrics.allowableMovement { giveUp() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible else { return }
        liftedLocations.append(contentsOf: touches.map(\.windowLocation))
        fingersDown -= touches.count
        guard fingersDown <= 0 else { return }
        fingersDown = 0
        timer?.invalidate()
        timer = nil
        guard fingersThisTap == numberOfTouchesRequired else { return giveUp() }
        tapsCompleted += 1
        tapStart = nil
        if tapsCompleted >= numberOfTapsRequired {
            finished = true
            state = .recognized
        } else {
            // The next tap must begin soon enough.
            let now = touches.map(\.timestamp).max() ?? CACurrentMediaTime()
            timer = timeout(at: now + Metrics.maximumIntervalBetweenTaps)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        giveUp()
    }

    // A press of an allowed type (`allowedPressTypes`; `.select` by default) is a tap, with the same timing:
    // down no longer than the longest tap, the next one soon enough after.

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard !finished, state == .possible else { return }
        if pressesDown == 0 {
            timer?.invalidate()
            timer = timeout(at: (presses.map(\.timestamp).max() ?? CACurrentMediaTime()) + Metrics.maximumTapDuration)
        }
        pressesDown += presses.count
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard !finished, state == .possible else { return }
        pressesDown -= presses.count
        guard pressesDown <= 0 else { return }
        pressesDown = 0
        timer?.invalidate()
        timer = nil
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            finished = true
            state = .recognized
        } else {
            timer = timeout(at: (presses.map(\.timestamp).max() ?? CACurrentMediaTime()) + Metrics.maximumIntervalBetweenTaps)
        }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        giveUp()
    }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        tapsCompleted = 0
        pressesDown = 0
        fingersDown = 0
        fingersThisTap = 0
        tapStart = nil
        firstTapStart = nil
        liftedLocations = []
        finished = false
    }

    /// Where the tap is: the centroid of its fingers, where they lifted once the tap is over.
    open override func location(in view: UIView?) -> CGPoint {
        guard trackedTouches.isEmpty, !liftedLocations.isEmpty else { return super.location(in: view) }
        return convertFromWindow(centroid(liftedLocations), to: view)
    }

    /// The tap's fingers: those down, or those of the tap just made.
    open override var numberOfTouches: Int {
        trackedTouches.isEmpty ? liftedLocations.count : trackedTouches.count
    }

    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.isEmpty, !liftedLocations.isEmpty else { return super.location(ofTouch: touchIndex, in: view) }
        return touchLocation(at: touchIndex, count: liftedLocations.count, in: view) { i, v in
            convertFromWindow(liftedLocations[i], to: v)
        }
    }

    private func centroid(_ points: [CGPoint]) -> CGPoint {
        let n = CGFloat(max(1, points.count))
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    private func giveUp() {
        timer?.invalidate()
        timer = nil
        if state == .possible { state = .failed }
    }

    /// A timer on the media clock that fails the tap at `deadline` unless it is over by then.
    private func timeout(at deadline: CFTimeInterval) -> CAMediaClockTimer {
        CAMediaClock.shared.schedule(at: deadline) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.finished else { return }
                self.timer = nil
                self.giveUp()
            }
        }
    }
}
