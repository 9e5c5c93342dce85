import Foundation

/// A continuous recognizer for dragging: it begins once the fingers' centroid has moved far enough from
/// where they went down with a number of fingers in range, changes at each move, and ends when the
/// fingers lift. `translation(in:)` and `velocity(in:)` describe the drag.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private enum Metrics {
        /// How far the centroid must move from touch-down before the pan begins (⚠ obs: 10 pt).
        static let hysteresis: CGFloat = 10
        /// The recent span of samples velocity(in:) is measured over (⚠ obs: about 100 ms).
        static let velocitySampleWindow: TimeInterval = 0.1
        /// A pan driven by scroll events ends this long after the last one (⚠ chosen: a wheel has no "fingers
        /// up"; the scroll view's wheel burst gap, SPEC-NEXT §2.10).
        static let scrollEnd: CFTimeInterval = 0.15
    }

    /// The fewest fingers that may pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that may pan. Default Int.max.
    open var maximumNumberOfTouches = Int.max
    /// The scroll events (wheel, trackpad) the pan accepts (iOS 13.4). Default none.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The window point translation is measured from, and the centroid now (window coordinates).
    private var reference: CGPoint = .zero
    private var current: CGPoint = .zero
    /// Where the fingers went down (window coordinates), for the hysteresis.
    private var touchDown: CGPoint?
    /// Recent (time, centroid) samples for the velocity.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// A pan driven by scroll events: where the pointer is (in `lastWindow`), and the timer that ends it.
    private var scrollLocation: CGPoint?
    private var scrollEnd: CAMediaClockTimer?

    // MARK: The drag

    /// How far the fingers have moved since they went down (or since `setTranslation`), in `view`'s
    /// coordinates (the window's when nil). Not zero when the pan begins: it includes the hysteresis.
    open func translation(in view: UIView?) -> CGPoint {
        convertVectorFromWindow(CGPoint(x: current.x - reference.x, y: current.y - reference.y), to: view)
    }

    /// Makes the translation, in `view`'s coordinates, `translation` from now on (its velocity starts again).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let v = convertVectorToWindow(translation, from: view)
        reference = CGPoint(x: current.x - v.x, y: current.y - v.y)
        if let last = samples.last { samples = [last] }
    }

    /// How fast the fingers move, in points per second in `view`'s coordinates, over the recent samples.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let newest = samples.last,
              let oldest = samples.first(where: { newest.time - $0.time <= Metrics.velocitySampleWindow + 1e-9 }) else { return .zero }
        let dt = newest.time - oldest.time
        guard dt > 0 else { return .zero }
        let v = CGPoint(x: (newest.point.x - oldest.point.x) / dt, y: (newest.point.y - oldest.point.y) / dt)
        return convertVectorFromWindow(v, to: view)
    }

    /// The centroid of the fingers; for a pan driven by scroll events, the pointer.
    open override func location(in view: UIView?) -> CGPoint {
        guard numberOfTouches == 0, let p = scrollLocation else { return super.location(in: view) }
        return convertFromWindow(p, to: view)
    }

    /// One scroll event (a wheel's notches or a trackpad's scroll, `delta` in content-offset points as
    /// ScrollInput gives it) of a type the mask allows: begins the pan at once (no hysteresis) or changes it;
    /// the translation moves as fingers dragging the content that way would (against the delta), and the pan
    /// ends when the events stop. Returns whether the pan took the event.
    func scrollPan(by delta: CGVector, at point: CGPoint, in window: UIWindow, event: UIEvent) -> Bool {
        guard numberOfTouches == 0 else { return false }
        currentEvent = event
        switch state {
        case .possible:
            scrollLocation = point
            lastWindow = window
            reference = point
            current = point
            samples = [(event.timestamp, point)]
            current = CGPoint(x: current.x - delta.dx, y: current.y - delta.dy)
            addSample(time: event.timestamp)
            state = .began
            guard state == .began else {   // refused by the delegate or a view
                scrollLocation = nil
                return false
            }
        case .began, .changed:
            guard scrollLocation != nil else { return false }
            scrollLocation = point
            current = CGPoint(x: current.x - delta.dx, y: current.y - delta.dy)
            addSample(time: event.timestamp)
            state = .changed
        default:
            return false
        }
        scrollEnd?.invalidate()
        scrollEnd = CAMediaClock.shared.schedule(after: Metrics.scrollEnd) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.scrollLocation != nil, self.state == .began || self.state == .changed else { return }
                // The pan has come to rest: no velocity at its end.
                self.samples = [(CACurrentMediaTime(), self.current)]
                self.state = .ended
            }
        }
        return true
    }

    /// Whether the pan may begin with this translation (window coordinates); false fails it. Subclasses
    /// (the screen-edge pan) narrow it.
    func mayBegin(translation: CGPoint) -> Bool { true }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let count = trackedTouches.count
        if count > maximumNumberOfTouches {
            finishContinuousGesture(cancelled: true)
            return
        }
        let c = Self.centroid(of: trackedTouches)
        let time = touches.map(\.timestamp).max() ?? CACurrentMediaTime()
        if touchDown == nil {
            touchDown = c
            reference = c
            current = c
        } else {
            rebase(to: c)
        }
        samples = [(time, c)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        current = Self.centroid(of: trackedTouches)
        addSample(time: touches.map(\.timestamp).max() ?? CACurrentMediaTime())
        switch state {
        case .possible:
            let count = trackedTouches.count
            guard let start = touchDown, count >= minimumNumberOfTouches, count <= maximumNumberOfTouches,
                  hypot(current.x - start.x, current.y - start.y) >= Metrics.hysteresis else { return }
            state = mayBegin(translation: CGPoint(x: current.x - start.x, y: current.y - start.y)) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        current = Self.centroid(of: trackedTouches)
        addSample(time: touches.map(\.timestamp).max() ?? CACurrentMediaTime())
        let remaining = trackedTouches.filter { !touches.contains($0) }
        switch state {
        case .possible:
            if remaining.isEmpty { state = .failed } else { rebase(to: Self.centroid(of: remaining)) }
        case .began, .changed:
            if remaining.count < minimumNumberOfTouches {
                state = .ended
            } else {
                rebase(to: Self.centroid(of: remaining))
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        reference = .zero
        current = .zero
        touchDown = nil
        samples = []
        scrollLocation = nil
        scrollEnd?.invalidate()
        scrollEnd = nil
    }

    /// A finger joined or left: the centroid jumps, which is no movement of the drag.
    private func rebase(to c: CGPoint) {
        let dx = c.x - current.x, dy = c.y - current.y
        reference = CGPoint(x: reference.x + dx, y: reference.y + dy)
        if let d = touchDown { touchDown = CGPoint(x: d.x + dx, y: d.y + dy) }
        current = c
        samples = samples.map { ($0.time, CGPoint(x: $0.point.x + dx, y: $0.point.y + dy)) }
    }

    private func addSample(time: TimeInterval) {
        samples.append((time, current))
        let newest = time
        if let i = samples.firstIndex(where: { newest - $0.time <= Metrics.velocitySampleWindow + 1e-9 }), i > 0 {
            samples.removeFirst(i)
        }
    }
}
