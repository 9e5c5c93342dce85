import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// The desktop's wheel through the headless driver (SPEC-NEXT §2.10, Linux:): the scroll view under the pointer
/// moves 40 pt ⚠ a notch, in range, and a burst of events is one drag for the delegate.
@Suite(.serialized) @MainActor struct UIScrollViewWheelTests {
    @Test func aBurstOfNotchesIsOneDragThatStaysInRange() {
        let stage = ViewsStage(width: 300, height: 300)
        let clock = ManualTime()
        let (s, log) = makeScrollView(width: 300, height: 300, content: CGSize(width: 300, height: 500))
        stage.window.addSubview(s)
        defer { stage.close(); clock.end() }
        UIHeadless.scrollWheel(notchesY: -3, at: CGPoint(x: 150, y: 150), in: stage.window) // three notches down
        #expect(s.contentOffset.y == 120 && s.isDragging)
        UIHeadless.advance(by: 0.1)
        UIHeadless.scrollWheel(notchesY: -3, at: CGPoint(x: 150, y: 150), in: stage.window)
        #expect(s.contentOffset.y == 200) // 240, clamped to 500 − 300
        UIHeadless.advance(by: 0.1)
        #expect(s.isDragging) // 0.1 s < 0.15 s since the last notch
        UIHeadless.advance(by: 0.1)
        #expect(!s.isDragging)
        #expect(log.entries == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(log.proposedTarget == CGPoint(x: 0, y: 200) && log.endVelocity == .zero)
        UIHeadless.scrollWheel(notchesY: 10, at: CGPoint(x: 150, y: 150), in: stage.window)
        #expect(s.contentOffset.y == 0) // up, clamped at the top: no rubber band
    }

    @Test func theNearestScrollViewThatScrollsOnTheAxisTakesIt() {
        let stage = ViewsStage(width: 300, height: 300)
        let clock = ManualTime()
        defer { stage.close(); clock.end() }
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        outer.contentSize = CGSize(width: 300, height: 900)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 100)) // a horizontal carousel
        inner.contentSize = CGSize(width: 900, height: 100)
        outer.addSubview(inner)
        stage.window.addSubview(outer)
        UIHeadless.scrollWheel(notchesY: -1, at: CGPoint(x: 150, y: 50), in: stage.window)
        #expect(outer.contentOffset.y == 40 && inner.contentOffset == .zero)
        UIHeadless.scrollWheel(notchesX: 1, notchesY: 0, at: CGPoint(x: 150, y: 20), in: stage.window) // inner is at y −20…80 now
        #expect(inner.contentOffset.x == 40 && outer.contentOffset.y == 40)
        UIHeadless.advance(by: 0.5)
    }
}
