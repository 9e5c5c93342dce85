import Foundation

/// Counts successive taps for `UITouch.tapCount`, one implementation for every back end.
///
/// A touch continues the count of the previous one when it begins soon after the previous touch lifted,
/// near where the previous touch began, and the previous touch stayed a tap (never wandered off from where
/// it began). Apple does
/// not document these limits; the values are those read from UIKit by others (SPEC-NEXT §1.6, ⚠).
struct TapCounter {
    private enum Metrics {
        /// Longest pause between one touch's end and the next one's start (⚠ dec: maximumIntervalBetweenSuccessiveTaps).
        static let maximumInterval: TimeInterval = 0.35
        /// Farthest a tap may move from where it began, and the next tap begin from there (⚠ dec: allowableMovement).
        static let allowableMovement: CGFloat = 45
    }

    /// A touch that is down: where it began, its count, whether it is still a tap.
    private struct Down {
        var start: CGPoint
        var count: Int
        var stillATap: Bool
    }

    /// The last lifted touch that was a tap: where it began, its count, when it lifted.
    private var last: (start: CGPoint, count: Int, endedAt: TimeInterval)?
    private var down: [PointerInput.ID: Down] = [:]

    private static func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
        hypot(a.x - b.x, a.y - b.y) <= Metrics.allowableMovement
    }

    /// Pointer `id` goes down at `point` (screen points) at `time`; returns its tap count.
    mutating func began(_ id: PointerInput.ID, at point: CGPoint, time: TimeInterval) -> Int {
        let d: Down
        if let last, time - last.endedAt <= Metrics.maximumInterval, Self.near(point, last.start) {
            d = Down(start: point, count: last.count + 1, stillATap: true)
        } else {
            d = Down(start: point, count: 1, stillATap: true)
        }
        down[id] = d
        return d.count
    }

    /// Pointer `id` moves to `point`: moving too far makes it no tap.
    mutating func moved(_ id: PointerInput.ID, to point: CGPoint) {
        guard let d = down[id], d.stillATap, !Self.near(point, d.start) else { return }
        down[id]?.stillATap = false
    }

    /// Pointer `id` lifts at `point` at `time`; a cancelled touch, or one that was no tap, ends the sequence.
    mutating func ended(_ id: PointerInput.ID, at point: CGPoint, time: TimeInterval, cancelled: Bool = false) {
        guard let d = down.removeValue(forKey: id) else { return }
        if cancelled || !d.stillATap || !Self.near(point, d.start) {
            last = nil
        } else {
            last = (d.start, d.count, time)
        }
    }

    /// Forgets every earlier tap.
    mutating func reset() {
        last = nil
        down = [:]
    }
}
