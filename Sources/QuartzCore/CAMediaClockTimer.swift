import Foundation

/// A one-shot callback at a moment of the media clock: how UIKit's own timers (long press, double-tap
/// timeout, deceleration, caret blink, key repeat) wait, so that a stepped clock fires them exactly.
///
/// Made by `CAMediaClock.schedule(at:_:)`. Timers fire in deadline order, and in the order they were made
/// for equal deadlines; inside the callback `CACurrentMediaTime()` is the deadline when the clock is manual.
// Linux: Apple's timers of this kind are private; this is the clock-driven scheduler of DESIGN.md decision 12.
package final class CAMediaClockTimer: @unchecked Sendable {
    /// The media time the timer fires at.
    package let deadline: CFTimeInterval
    /// Insertion order, which breaks ties between equal deadlines.
    let sequence: UInt64
    private(set) var body: (() -> Void)?

    init(deadline: CFTimeInterval, sequence: UInt64, body: @escaping () -> Void) {
        self.deadline = deadline
        self.sequence = sequence
        self.body = body
    }

    /// Whether the timer is still waiting to fire.
    package var isValid: Bool { body != nil }

    /// Stops the timer from firing (a fired or invalidated timer stays invalid).
    package func invalidate() {
        body = nil
        CAMediaClock.shared.timerInvalidated(self)
    }

    /// Runs the callback once.
    func fire() {
        guard let b = body else { return }
        body = nil
        b()
    }

    /// Orders timers by deadline, then by insertion.
    func firesBefore(_ other: CAMediaClockTimer) -> Bool {
        (deadline, sequence) < (other.deadline, other.sequence)
    }
}
