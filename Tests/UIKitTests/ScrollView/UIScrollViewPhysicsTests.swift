import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Dragging, rubber band, deceleration, bounce and paging, driven through the calls the pan recognizer makes,
/// against the formulas of SPEC-NEXT §2.2–2.4 worked out by hand.
@Suite(.serialized) @MainActor struct UIScrollViewPhysicsTests {
    @Test func dragFollowsTheFingerInRange() {
        let (s, _) = makeScrollView()
        s.contentOffset = CGPoint(x: 0, y: 200)
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: 30, y: -50)) // content 320 wide: horizontal does not scroll
        #expect(s.contentOffset == CGPoint(x: 0, y: 250))
        #expect(s.isDragging && s.isTracking)
    }

    @Test func rubberBandAtAGivenOvershoot() {
        let (s, _) = makeScrollView() // bounds 320 × 480, content 320 × 1000: y in 0…520
        s.beginDrag()
        // Finger 100 pt past the top edge, d = 480: 100·480·0.55/(480 + 55) = 26400/535 = 49.3458 pt shown.
        s.updateDrag(translation: CGPoint(x: 0, y: 100))
        #expect(close(s.contentOffset.y, -26400.0 / 535))
        // Past the bottom: from 0, finger −620 → raw 620, 100 past 520 → 520 + 49.3458.
        s.updateDrag(translation: CGPoint(x: 0, y: -620))
        #expect(close(s.contentOffset.y, 520 + 26400.0 / 535))
        // Horizontally on a 320-wide axis (alwaysBounceHorizontal): 100·320·0.55/(320 + 55) = 46.9333.
        s.alwaysBounceHorizontal = true
        s.endDrag(velocity: .zero)
        s.stopMotion()
        s.contentOffset = .zero
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: 100, y: 0))
        #expect(close(s.contentOffset.x, -17600.0 / 375))
    }

    @Test func withoutBouncesTheDragStopsAtTheEdge() {
        let (s, _) = makeScrollView()
        s.bounces = false
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: 0, y: 100))
        #expect(s.contentOffset.y == 0)
        s.updateDrag(translation: CGPoint(x: 0, y: -700))
        #expect(s.contentOffset.y == 520)
    }

    @Test func directionalLockKeepsANearlyVerticalDragVertical() {
        let (s, _) = makeScrollView(content: CGSize(width: 1000, height: 1000))
        s.isDirectionalLockEnabled = true
        s.contentOffset = CGPoint(x: 100, y: 100)
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: -10, y: -40)) // 76° from the x axis: within 30° of vertical
        s.updateDrag(translation: CGPoint(x: -60, y: -80))
        #expect(s.contentOffset == CGPoint(x: 100, y: 180))
        s.endDrag(velocity: .zero)
        s.isDirectionalLockEnabled = false
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: -10, y: -40))
        #expect(s.contentOffset == CGPoint(x: 110, y: 220))
    }

    @Test func releaseReportsVelocityInPointsPerMillisecondAndTheProjectedRest() {
        let (s, log) = makeScrollView(content: CGSize(width: 320, height: 5000))
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.contentOffset = CGPoint(x: 0, y: 100)
        s.beginDrag()
        s.endDrag(velocity: CGPoint(x: 0, y: -1000)) // finger up at 1000 pt/s: content down at 1 pt/ms
        #expect(log.endVelocity == CGPoint(x: 0, y: 1))
        // rest = x0 + v·d/(1 − d) = 100 + 0.998/0.002 = 100 + 499 = 599.
        #expect(close(log.proposedTarget!.y, 599))
        // With .fast: 100 + 0.99/0.01 = 199.
        s.stopMotion()
        s.decelerationRate = .fast
        s.contentOffset = CGPoint(x: 0, y: 100)
        s.beginDrag()
        s.endDrag(velocity: CGPoint(x: 0, y: -1000))
        #expect(close(log.proposedTarget!.y, 199))
    }

    @Test func decelerationPositionAfterNFrames() {
        let (s, _) = makeScrollView(content: CGSize(width: 320, height: 5000))
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.contentOffset = CGPoint(x: 0, y: 100)
        s.beginDrag()
        s.endDrag(velocity: CGPoint(x: 0, y: -1000))
        #expect(s.isDecelerating)
        // 30 frames at 60 Hz = 500 ms: x = 100 + 1·0.998·(1 − 0.998^500)/0.002 = 100 + 499·(1 − 0.367511) = 415.612.
        UIHeadless.advance(by: 30.0 / 60)
        #expect(close(s.contentOffset.y, 415.6119, 1e-3))
        // One frame on: t = 516.67 ms.
        UIHeadless.advance(by: 1.0 / 60)
        #expect(close(s.contentOffset.y, 100 + 499 * (1 - pow(0.998, 500 + 1000.0 / 60)), 1e-3))
        // It comes to rest on the projected point (599), snapped to whole pixels, and stops.
        UIHeadless.advance(by: 6)
        #expect(s.contentOffset.y == 599 && !s.isDecelerating)
    }

    @Test func releasedPastTheEdgeTheSpringBringsItBack() {
        let (s, log) = makeScrollView()
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: 0, y: 100)) // shown −49.3458
        s.endDrag(velocity: .zero)
        #expect(log.proposedTarget == .zero) // the edge
        #expect(log.entries.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
        // Critically damped, ω = 10, from rest: x(t) = x0·(1 + 10t)·e^(−10t); at 0.1 s: x0·2/e = −36.306.
        UIHeadless.advance(by: 6.0 / 60)
        #expect(close(s.contentOffset.y, -26400.0 / 535 * 2 * exp(-1.0), 1e-3))
        UIHeadless.advance(by: 3)
        #expect(s.contentOffset.y == 0 && !s.isDecelerating)
        #expect(log.entries.last == "didEndDecelerating")
    }

    @Test func decelerationCrossingTheEdgeBouncesOnTheSpring() {
        let (s, _) = makeScrollView() // y in 0…520
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.contentOffset = CGPoint(x: 0, y: 400)
        s.beginDrag()
        s.endDrag(velocity: CGPoint(x: 0, y: -1000)) // rest would be 899, past 520
        // The decay reaches 520 at t with 120 = 499·(1 − 0.998^t): t = ln(1 − 120/499)/ln 0.998 = 137.56 ms, at
        // v = 499·0.998^t·0.002 = 0.76 pt/ms; then the spring from the edge: x(s) = v0·s·e^(−10s), v0 = 758 pt/s.
        let tc = log(1 - 120.0 / 499) / log(0.998)
        let v0 = 499 * pow(0.998, tc) * 0.002 * 1000
        UIHeadless.advance(by: 15.0 / 60) // 250 ms
        let sSpring = (250 - tc) / 1000
        #expect(close(s.contentOffset.y, 520 + v0 * sSpring * exp(-10 * sSpring), 1e-3))
        UIHeadless.advance(by: 3)
        #expect(s.contentOffset.y == 520)
    }

    @Test func withoutBouncesDecelerationStopsAtTheEdge() {
        let (s, log) = makeScrollView()
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.bounces = false
        s.contentOffset = CGPoint(x: 0, y: 400)
        s.beginDrag()
        s.endDrag(velocity: CGPoint(x: 0, y: -1000))
        #expect(log.proposedTarget == CGPoint(x: 0, y: 520)) // the projection, clamped into range
        UIHeadless.advance(by: 9.0 / 60) // 150 ms > 137.56 ms
        #expect(s.contentOffset.y == 520 && !s.isDecelerating)
    }

    @Test func aSlowReleaseInRangeDoesNotDecelerate() {
        let (s, log) = makeScrollView()
        s.contentOffset = CGPoint(x: 0, y: 100)
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: 0, y: -10))
        s.endDrag(velocity: CGPoint(x: 0, y: -20)) // 20 pt/s < 25 pt/s
        #expect(log.proposedTarget == CGPoint(x: 0, y: 110))
        #expect(log.entries.last == "didEndDragging(false)")
        #expect(!s.isDecelerating && !s.isDragging && !s.isTracking)
    }

    @Test func theDelegateMayMoveTheTarget() {
        let (s, log) = makeScrollView(content: CGSize(width: 320, height: 5000))
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        log.replaceTarget = CGPoint(x: 0, y: 300)
        s.contentOffset = CGPoint(x: 0, y: 100)
        s.beginDrag()
        s.endDrag(velocity: CGPoint(x: 0, y: -1000))
        // The decay's curve scaled to end at 300: x(t) = 100 + 200·(1 − 0.998^t); at 500 ms 226.498.
        UIHeadless.advance(by: 30.0 / 60)
        #expect(close(s.contentOffset.y, 100 + 200 * (1 - pow(0.998, 500)), 1e-3))
        UIHeadless.advance(by: 6)
        #expect(s.contentOffset.y == 300)
    }

    @Test func touchingADeceleratingScrollViewStopsItAtOnce() {
        let (s, log) = makeScrollView(content: CGSize(width: 320, height: 5000))
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.contentOffset = CGPoint(x: 0, y: 100)
        s.beginDrag()
        s.endDrag(velocity: CGPoint(x: 0, y: -1000))
        UIHeadless.advance(by: 10.0 / 60)
        let y = s.contentOffset.y
        s.beginTracking()
        #expect(!s.isDecelerating && s.isTracking)
        UIHeadless.advance(by: 1)
        #expect(s.contentOffset.y == y)
        #expect(!log.entries.contains("didEndDecelerating"))
    }

    @Test func pagingTargets() {
        let (s, log) = makeScrollView(content: CGSize(width: 1600, height: 480)) // five 320-pt pages
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.isPagingEnabled = true
        func release(from start: CGFloat, drag: CGFloat, velocity: CGFloat) -> CGFloat {
            s.stopMotion()
            s.contentOffset = CGPoint(x: start, y: 0)
            s.beginDrag()
            s.updateDrag(translation: CGPoint(x: -drag, y: 0))
            s.endDrag(velocity: CGPoint(x: -velocity * 1000, y: 0))
            return log.proposedTarget!.x
        }
        #expect(release(from: 320, drag: 100, velocity: 0) == 320)      // 420/320 = 1.31 → page 1
        #expect(release(from: 320, drag: 180, velocity: 0) == 640)      // 500/320 = 1.56 → page 2
        #expect(release(from: 320, drag: 100, velocity: 0.6) == 640)    // a flick forward: the next page
        #expect(release(from: 320, drag: 100, velocity: -0.6) == 320)   // a flick back: floor(1.31) = page 1
        #expect(release(from: 320, drag: 10, velocity: 0.4) == 320)     // 0.4 ≤ 0.5 pt/ms: the nearest page
        #expect(release(from: 320, drag: 500, velocity: 3) == 640)      // never more than one page per flick
        #expect(release(from: 1280, drag: 100, velocity: 2) == 1280)    // the last page: clamped
    }

    @Test func pagingRidesTheSpringToThePage() {
        let (s, _) = makeScrollView(content: CGSize(width: 1600, height: 480))
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.isPagingEnabled = true
        s.contentOffset = CGPoint(x: 320, y: 0)
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: -100, y: 0))
        s.endDrag(velocity: CGPoint(x: -600, y: 0)) // 0.6 pt/ms forward → page 2 (640)
        // x0 = 420 − 640 = −220, v0 = 600 pt/s: x(0.1) = (−220 + (600 − 2200)·0.1)·e^(−1) = −139.794 → 500.206.
        UIHeadless.advance(by: 6.0 / 60)
        #expect(close(s.contentOffset.x, 640 + (-220 + (600 - 2200) * 0.1) * exp(-1.0), 1e-3))
        UIHeadless.advance(by: 3)
        #expect(s.contentOffset.x == 640)
    }

    @Test func delegateCallOrderOfADragAndFling() {
        let (s, log) = makeScrollView(content: CGSize(width: 320, height: 5000))
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.beginTracking()
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: 0, y: -20))
        s.updateDrag(translation: CGPoint(x: 0, y: -40))
        s.endDrag(velocity: CGPoint(x: 0, y: -800))
        UIHeadless.advance(by: 8)
        #expect(log.entries == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // rest = 40 + 0.8·499 = 439.2, snapped to whole pixels (scale 1) at the end.
        #expect(s.contentOffset.y == 439)
    }

    @Test func scrollingDisabledIgnoresDrags() {
        let (s, log) = makeScrollView()
        s.isScrollEnabled = false
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: 0, y: -50))
        #expect(s.contentOffset == .zero && !s.isDragging && log.entries.isEmpty)
    }
}
