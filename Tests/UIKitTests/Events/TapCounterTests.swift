import Testing
@testable import UIKit

/// Tap counting, one rule for every back end: a touch continues the count when it begins within 0.35 s of
/// the previous touch's end, within 45 pt of where the previous touch began, and that touch stayed a tap.
@Suite struct TapCounterTests {
    let a = PointerInput.ID(device: 1, finger: 0)
    let b = PointerInput.ID(device: 1, finger: 1)

    @Test func quickCloseTapsCount() {
        var c = TapCounter()
        let p = CGPoint(x: 100, y: 100)
        #expect(c.began(a, at: p, time: 1.0) == 1)
        c.ended(a, at: p, time: 1.1)
        #expect(c.began(a, at: CGPoint(x: 130, y: 100), time: 1.4) == 2)     // 0.3 s later, 30 pt away
        c.ended(a, at: CGPoint(x: 130, y: 100), time: 1.45)
        #expect(c.began(a, at: CGPoint(x: 170, y: 100), time: 1.5) == 3)     // 40 pt from the previous tap, 70 from the first
        c.ended(a, at: CGPoint(x: 170, y: 100), time: 1.55)
    }

    @Test func aPauseOver350msStartsAgain() {
        var c = TapCounter()
        let p = CGPoint(x: 10, y: 10)
        _ = c.began(a, at: p, time: 0)
        c.ended(a, at: p, time: 0.1)
        #expect(c.began(a, at: p, time: 0.46) == 1)                           // 0.36 s after the end
    }

    @Test func aTouchFarFromThePreviousTapStartsAgain() {
        var c = TapCounter()
        _ = c.began(a, at: CGPoint(x: 0, y: 0), time: 0)
        c.ended(a, at: CGPoint(x: 0, y: 0), time: 0.1)
        #expect(c.began(a, at: CGPoint(x: 27, y: 36), time: 0.2) == 2)        // 45 pt away: still the sequence
        c.ended(a, at: CGPoint(x: 27, y: 36), time: 0.25)
        _ = c.began(a, at: CGPoint(x: 0, y: 0), time: 1)
        c.ended(a, at: CGPoint(x: 0, y: 0), time: 1.1)
        #expect(c.began(a, at: CGPoint(x: 30, y: 40), time: 1.2) == 1)        // 50 pt away: a new sequence
    }

    @Test func aTouchThatWanderedIsNoTap() {
        var c = TapCounter()
        let p = CGPoint(x: 100, y: 100)
        _ = c.began(a, at: p, time: 0)
        c.moved(a, to: CGPoint(x: 200, y: 100))                               // 100 pt away, then back
        c.ended(a, at: p, time: 0.1)
        #expect(c.began(a, at: p, time: 0.2) == 1)
    }

    @Test func cancelledTouchesEndTheSequence() {
        var c = TapCounter()
        let p = CGPoint(x: 5, y: 5)
        _ = c.began(a, at: p, time: 0)
        c.ended(a, at: p, time: 0.1, cancelled: true)
        #expect(c.began(b, at: p, time: 0.2) == 1)
    }
}
