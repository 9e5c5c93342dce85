import Foundation

/// A discrete recognizer for a quick stroke in one of the allowed directions: recognized, possibly with
/// the fingers still down, once they have moved far enough along the direction soon enough after touching
/// down without straying too far across it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe (Apple's raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    private enum Metrics {
        /// Distance along the direction that makes a swipe (⚠ dec, a framework clone of UISwipe: 50 pt).
        static let minimumDistance: CGFloat = 50
        /// Time from touch-down within which it must be covered (⚠ dec: 0.5 s).
        static let maximumDuration: TimeInterval = 0.5
        /// Largest movement across the direction (⚠ dec: 200 pt).
        static let maximumOffAxisMovement: CGFloat = 200
    }

    /// The permitted directions. Default right.
    open var direction: Direction = .right
    /// The number of fingers that must swipe. Default 1.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var timer: CAMediaClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let count = trackedTouches.count
        if count > numberOfTouchesRequired { return giveUp() }
        guard count == numberOfTouchesRequired else { return }
        start = Self.centroid(of: trackedTouches)
        let now = touches.map(\.timestamp).max() ?? CACurrentMediaTime()
        timer?.invalidate()
        timer = CAMediaClock.shared.schedule(at: now + Metrics.maximumDuration) { [weak self] in
            MainActor.assumeIsolated {
                self?.timer = nil
                self?.giveUp()
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, trackedTouches.count == numberOfTouchesRequired else { return }
        let c = Self.centroid(of: trackedTouches)
        let dx = c.x - start.x, dy = c.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        var allStrayed = true
        for (d, along, across) in candidates where direction.contains(d) {
            if abs(across) > Metrics.maximumOffAxisMovement { continue }
            allStrayed = false
            if along >= Metrics.minimumDistance {
                timer?.invalidate()
                timer = nil
                state = .recognized
                return
            }
        }
        if allStrayed { giveUp() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { giveUp() }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { giveUp() }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        start = nil
    }

    private func giveUp() {
        timer?.invalidate()
        timer = nil
        if state == .possible { state = .failed }
    }
}
