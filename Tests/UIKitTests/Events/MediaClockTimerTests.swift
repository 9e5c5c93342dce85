import Testing
@testable import UIKit

/// UIKit's own timers wait on the media clock, so a stepped clock fires them exactly, without sleeping.
@Suite(.serialized) @MainActor struct MediaClockTimerTests {
    @Test func aHalfSecondTimerFiresOnceAfterHalfASecond() {
        UIHeadless.useManualClock(startingAt: 10)
        var fired: [CFTimeInterval] = []
        CAMediaClock.shared.schedule(after: 0.5) { fired.append(CACurrentMediaTime()) }
        UIHeadless.advance(by: 0.49)
        #expect(fired.isEmpty)
        UIHeadless.advance(by: 0.02)
        #expect(fired.count == 1)
        // It fired at its own deadline, not at the end of the frame that crossed it.
        #expect(abs((fired.first ?? 0) - 10.5) < 1e-9)
        UIHeadless.advance(by: 1)
        #expect(fired.count == 1)
    }

    @Test func timersFireInDeadlineOrderThenInInsertionOrder() {
        UIHeadless.useManualClock(startingAt: 0)
        var order: [String] = []
        CAMediaClock.shared.schedule(at: 0.3) { order.append("c") }
        CAMediaClock.shared.schedule(at: 0.1) { order.append("a1") }
        CAMediaClock.shared.schedule(at: 0.1) { order.append("a2") }
        CAMediaClock.shared.schedule(at: 0.2) {
            order.append("b")
            // Scheduled while firing, due inside the same advance: fires at its deadline, before "c".
            CAMediaClock.shared.schedule(at: 0.25) { order.append("b+") }
        }
        CAMediaClock.shared.advance(by: 1)                    // one step over all of them
        #expect(order == ["a1", "a2", "b", "b+", "c"])
    }

    @Test func anInvalidatedTimerNeverFires() {
        UIHeadless.useManualClock(startingAt: 0)
        var fired = false
        let t = CAMediaClock.shared.schedule(after: 0.1) { fired = true }
        #expect(t.isValid)
        t.invalidate()
        #expect(!t.isValid)
        UIHeadless.advance(by: 0.5)
        #expect(!fired)
        #expect(CAMediaClock.shared.nextDeadline == nil)
    }
}
