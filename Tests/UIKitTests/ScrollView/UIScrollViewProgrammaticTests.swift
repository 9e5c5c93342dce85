import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// setContentOffset(_:animated:), scrollRectToVisible(_:animated:), scrolling to the top (SPEC-NEXT §2.6).
@Suite(.serialized) @MainActor struct UIScrollViewProgrammaticTests {
    @Test func animatedOffsetEasesOutOverAThirdOfASecond() {
        let (s, log) = makeScrollView()
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(s.contentOffset == .zero) // nothing moves before the first frame
        // Half-way in time (0.15 s): ease-out (0, 0, 0.58, 1) solves x(s) = 0.5 at s = 0.6346, y = 0.684643.
        UIHeadless.advance(by: 9.0 / 60)
        #expect(close(s.contentOffset.y, 300 * 0.684643, 1e-3))
        UIHeadless.advance(by: 9.0 / 60)
        #expect(s.contentOffset.y == 300)
        #expect(log.entries == ["didScroll", "didEndScrollingAnimation"])
        #expect(!log.entries.contains("willBeginDragging"))
    }

    @Test func animatingToWhereItIsDoesNothing() {
        let (s, log) = makeScrollView()
        let clock = ManualTime()
        defer { clock.end() }
        s.setContentOffset(.zero, animated: true)
        UIHeadless.advance(by: 0.5)
        #expect(log.entries.isEmpty)
    }

    @Test func aNewCallInterruptsTheAnimationWithoutItsEndCallback() {
        let (s, log) = makeScrollView()
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        UIHeadless.advance(by: 3.0 / 60)
        s.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        UIHeadless.advance(by: 0.5)
        #expect(s.contentOffset.y == 50)
        #expect(!log.entries.contains("didEndScrollingAnimation"))
    }

    @Test func scrollRectToVisibleMovesTheLeast() {
        let (s, _) = makeScrollView() // 320 × 480, content 320 × 1000
        s.scrollRectToVisible(CGRect(x: 0, y: 600, width: 100, height: 50), animated: false)
        #expect(s.contentOffset.y == 170) // bottom 650 at the bottom edge: 650 − 480
        s.scrollRectToVisible(CGRect(x: 0, y: 300, width: 100, height: 50), animated: false)
        #expect(s.contentOffset.y == 170) // already visible (170…650): no move
        s.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 50), animated: false)
        #expect(s.contentOffset.y == 100) // top at the top edge
        s.scrollRectToVisible(CGRect(x: 0, y: 900, width: 100, height: 600), animated: false)
        #expect(s.contentOffset.y == 520) // taller than the view: its top, clamped to the range
        s.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        s.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(s.contentOffset.y == -40) // under the inset
    }

    @Test func scrollToTopAsksTheDelegateAndReports() {
        let (s, log) = makeScrollView()
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        s.contentOffset = CGPoint(x: 0, y: 300)
        log.entries = []
        log.allowScrollToTop = false
        #expect(!s.performScrollToTop())
        log.allowScrollToTop = true
        #expect(s.performScrollToTop())
        UIHeadless.advance(by: 0.5)
        #expect(s.contentOffset.y == -20)
        #expect(log.entries == ["shouldScrollToTop", "shouldScrollToTop", "didScroll", "didScrollToTop"])
    }
}
