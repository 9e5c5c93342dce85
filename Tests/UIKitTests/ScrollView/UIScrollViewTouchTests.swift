import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// End to end through the headless driver: touches reach the scroll view's pan recognizer, which drags the
/// content; content touches wait 0.15 s ⚠ and yield to a drag as Apple's rules say (SPEC-NEXT §2.2, §2.7).
@Suite(.serialized) @MainActor struct UIScrollViewTouchTests {
    final class CancellingScrollView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    final class RefusingScrollView: UIScrollView {
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
    }

    /// A plain view that logs its touches.
    final class Pad: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    @MainActor final class Fixture {
        let stage = ViewsStage(width: 300, height: 300)
        let scroll: UIScrollView
        let log = ScrollLog()
        let button = UIButton(type: .system)
        var taps = 0
        let clock = ManualTime()

        init(_ scroll: UIScrollView = UIScrollView()) {
            self.scroll = scroll
            scroll.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            scroll.contentSize = CGSize(width: 300, height: 1000)
            scroll.delegate = log
            button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
            button.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
            scroll.addSubview(button)
            stage.window.addSubview(scroll)
            UIHeadless.runLoopTurn()
        }

        func frame() { UIHeadless.advance(by: 1.0 / 60) }

        func close() {
            scroll.stopMotion()
            stage.close()
            clock.end()
        }
    }

    @Test func aDragScrollsTheContentFromWhereThePanBegan() {
        let f = Fixture()
        defer { f.close() }
        UIHeadless.touchDown(at: CGPoint(x: 200, y: 250), in: f.stage.window)
        #expect(f.scroll.isTracking && !f.scroll.isDragging)
        f.frame()
        UIHeadless.touchMove(to: CGPoint(x: 200, y: 240)) // 10 pt: the pan begins here
        #expect(f.scroll.isDragging && f.scroll.contentOffset == .zero)
        f.frame()
        UIHeadless.touchMove(to: CGPoint(x: 200, y: 190))
        #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 50))
        UIHeadless.advance(by: 0.2) // hold still: no velocity left
        UIHeadless.touchUp()
        #expect(!f.scroll.isDragging && !f.scroll.isTracking && !f.scroll.isDecelerating)
        #expect(f.log.entries == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func aFlingReportsItsVelocityAndDecelerates() {
        let f = Fixture()
        defer { f.close() }
        UIHeadless.touchDown(at: CGPoint(x: 200, y: 250), in: f.stage.window)
        for i in 1...6 { // 10 pt a frame up: 600 pt/s
            f.frame()
            UIHeadless.touchMove(to: CGPoint(x: 200, y: 250 - 10 * CGFloat(i)))
        }
        UIHeadless.touchUp()
        // 50 pt dragged since the pan began (at the first move); the content moves down at 0.6 pt/ms.
        #expect(close(f.log.endVelocity!.y, 0.6, 1e-6))
        #expect(close(f.log.proposedTarget!.y, 50 + 0.6 * 499, 1e-6))
        #expect(f.scroll.isDecelerating)
        UIHeadless.advance(by: 8)
        #expect(f.scroll.contentOffset.y == 349) // 349.4 snapped to whole pixels
        #expect(f.log.entries.last == "didEndDecelerating")
    }

    @Test func theMovementThatBeginsThePanDecidesTheDirectionalLock() {
        let f = Fixture()
        defer { f.close() }
        f.scroll.contentSize = CGSize(width: 900, height: 1000)
        f.scroll.isDirectionalLockEnabled = true
        UIHeadless.touchDown(at: CGPoint(x: 200, y: 250), in: f.stage.window)
        f.frame()
        UIHeadless.touchMove(to: CGPoint(x: 198, y: 238)) // 12 pt, 9.5° from vertical: the pan begins, locked vertically
        f.frame()
        UIHeadless.touchMove(to: CGPoint(x: 168, y: 208)) // then 30 sideways and 30 up: only the 30 up counts
        #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 30))
        UIHeadless.advance(by: 0.2)
        UIHeadless.touchUp()
    }

    @Test func aButtonHighlightsOnlyAfterTheDelay() {
        let f = Fixture()
        defer { f.close() }
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 70), in: f.stage.window)
        #expect(!f.button.isHighlighted)
        UIHeadless.advance(by: 0.1)
        #expect(!f.button.isHighlighted)
        UIHeadless.advance(by: 0.06) // past 0.15 s
        #expect(f.button.isHighlighted)
        UIHeadless.touchUp()
        #expect(f.taps == 1)
    }

    @Test func aQuickTapStillReachesTheButton() {
        let f = Fixture()
        defer { f.close() }
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 70), in: f.stage.window)
        UIHeadless.advance(by: 0.05)
        UIHeadless.touchUp() // before the delay: began, then ended at once
        #expect(f.taps == 1 && !f.button.isHighlighted)
    }

    @Test func aDragBeforeTheDelayNeverReachesTheButton() {
        let f = Fixture()
        defer { f.close() }
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 70), in: f.stage.window)
        f.frame()
        UIHeadless.touchMove(to: CGPoint(x: 100, y: 50)) // the pan begins first
        UIHeadless.touchMove(to: CGPoint(x: 100, y: 30))
        UIHeadless.advance(by: 0.3)
        #expect(!f.button.isHighlighted)
        #expect(f.scroll.contentOffset.y == 20)
        UIHeadless.touchUp()
        #expect(f.taps == 0)
    }

    @Test func aHighlightedButtonKeepsItsTouchInAPlainScrollView() {
        // Apple's default: touchesShouldCancel(in:) is false for a UIControl, so once the button has the touch
        // the scroll view does not take it back.
        let f = Fixture()
        defer { f.close() }
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 70), in: f.stage.window)
        UIHeadless.advance(by: 0.2)
        #expect(f.button.isHighlighted)
        UIHeadless.touchMove(to: CGPoint(x: 100, y: 50))
        UIHeadless.touchMove(to: CGPoint(x: 100, y: 30))
        #expect(f.scroll.contentOffset == .zero && !f.scroll.isDragging)
        #expect(f.button.isHighlighted)
    }

    @Test func aHighlightedButtonIsCancelledByADragWhenTheScrollViewMayCancel() {
        let f = Fixture(CancellingScrollView())
        defer { f.close() }
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 70), in: f.stage.window)
        UIHeadless.advance(by: 0.2)
        #expect(f.button.isHighlighted)
        UIHeadless.touchMove(to: CGPoint(x: 100, y: 50)) // 20 pt: the pan begins and cancels the button's touch
        #expect(!f.button.isHighlighted && f.scroll.isDragging)
        UIHeadless.touchMove(to: CGPoint(x: 100, y: 30))
        #expect(f.scroll.contentOffset.y == 20)
        UIHeadless.advance(by: 0.2)
        UIHeadless.touchUp()
        #expect(f.taps == 0)
    }

    @Test func whenTouchesShouldBeginSaysNoTheContentNeverGetsTheTouch() {
        let f = Fixture(RefusingScrollView())
        defer { f.close() }
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 70), in: f.stage.window)
        UIHeadless.advance(by: 0.2)
        #expect(!f.button.isHighlighted)
        UIHeadless.touchUp()
        #expect(f.taps == 0)
    }

    @Test func aPlainViewThatHasTheTouchIsCancelledByADrag() {
        let f = Fixture()
        defer { f.close() }
        let pad = Pad(frame: CGRect(x: 0, y: 150, width: 300, height: 100))
        f.scroll.addSubview(pad)
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 200), in: f.stage.window)
        UIHeadless.advance(by: 0.2) // the delay is over: the pad has the touch
        #expect(pad.log == ["began"])
        UIHeadless.touchMove(to: CGPoint(x: 100, y: 180)) // the pan begins: touchesShouldCancel(in: pad) is true
        #expect(pad.log == ["began", "cancelled"] && f.scroll.isDragging)
        UIHeadless.advance(by: 0.2)
        UIHeadless.touchUp()
    }

    @Test func withoutCanCancelContentTouchesTheContentKeepsItsTouch() {
        let f = Fixture()
        defer { f.close() }
        f.scroll.canCancelContentTouches = false
        let pad = Pad(frame: CGRect(x: 0, y: 150, width: 300, height: 100))
        f.scroll.addSubview(pad)
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 200), in: f.stage.window)
        UIHeadless.advance(by: 0.2)
        UIHeadless.touchMove(to: CGPoint(x: 100, y: 180))
        UIHeadless.touchMove(to: CGPoint(x: 100, y: 160))
        #expect(pad.log == ["began", "moved", "moved"] && f.scroll.contentOffset == .zero)
        UIHeadless.touchUp()
        #expect(pad.log.last == "ended")
    }

    @Test func withoutDelaysTheButtonHighlightsAtOnce() {
        let f = Fixture()
        defer { f.close() }
        f.scroll.delaysContentTouches = false
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 70), in: f.stage.window)
        #expect(f.button.isHighlighted)
        UIHeadless.touchUp()
        #expect(f.taps == 1)
    }

    @Test func touchingADeceleratingScrollViewStopsIt() {
        let f = Fixture()
        defer { f.close() }
        f.scroll.contentOffset = CGPoint(x: 0, y: 100)
        f.scroll.beginDrag()
        f.scroll.endDrag(velocity: CGPoint(x: 0, y: -1000))
        UIHeadless.advance(by: 0.1)
        #expect(f.scroll.isDecelerating)
        UIHeadless.touchDown(at: CGPoint(x: 250, y: 250), in: f.stage.window)
        #expect(!f.scroll.isDecelerating && f.scroll.isTracking)
        let y = f.scroll.contentOffset.y
        UIHeadless.advance(by: 0.5)
        #expect(f.scroll.contentOffset.y == y)
        UIHeadless.touchUp()
    }

    @Test func aTapThatStopsTheContentNeverReachesIt() {
        let f = Fixture()
        defer { f.close() }
        f.scroll.contentOffset = CGPoint(x: 0, y: 0)
        f.scroll.setContentOffset(CGPoint(x: 0, y: 5), animated: true) // moving, the button still under (100, 70)
        UIHeadless.advance(by: 1.0 / 60)
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 70), in: f.stage.window)
        UIHeadless.advance(by: 0.05)
        UIHeadless.touchUp()
        UIHeadless.advance(by: 0.3)
        #expect(f.taps == 0 && !f.button.isHighlighted)
        // The next tap, with the content at rest, is the button's.
        UIHeadless.advance(by: 1)
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 70), in: f.stage.window)
        UIHeadless.touchUp()
        #expect(f.taps == 1)
    }

    @Test func theStatusBarTapScrollsTheOnlyScrollsToTopScrollView() {
        let f = Fixture()
        defer { f.close() }
        f.scroll.contentOffset = CGPoint(x: 0, y: 400)
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.stage.window.addSubview(other)
        #expect(!UIHeadless.scrollToTop(in: f.stage.window)) // two candidates: nothing happens
        other.scrollsToTop = false
        #expect(UIHeadless.scrollToTop(in: f.stage.window))
        UIHeadless.advance(by: 0.5)
        #expect(f.scroll.contentOffset.y == 0)
        #expect(f.log.entries.suffix(2) == ["didScroll", "didScrollToTop"])
    }

    @Test func thePanIsTheScrollViewsAndThePinchComesWithZooming() {
        let s = UIScrollView()
        #expect(s.panGestureRecognizer.view === s)
        #expect(s.gestureRecognizers?.contains { $0 === s.panGestureRecognizer } == true)
        #expect(s.pinchGestureRecognizer == nil)
        s.maximumZoomScale = 3
        #expect(s.pinchGestureRecognizer?.view === s)
        s.maximumZoomScale = 1
        #expect(s.pinchGestureRecognizer == nil)
    }

    @Test func twoFingersPinchTheZoomingViewAroundTheirCentroid() {
        let stage = ViewsStage(width: 300, height: 300)
        let clock = ManualTime()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let log = ScrollLog()
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        photo.isUserInteractionEnabled = false // as a UIImageView: the touches are the scroll view's
        scroll.addSubview(photo)
        scroll.contentSize = photo.bounds.size
        scroll.delegate = log
        log.zoomView = photo
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        stage.window.addSubview(scroll)
        defer { scroll.stopMotion(); stage.close(); clock.end() }
        UIHeadless.runLoopTurn()
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 150), finger: 0, in: stage.window)
        UIHeadless.touchDown(at: CGPoint(x: 200, y: 150), finger: 1, in: stage.window)
        UIHeadless.advance(by: 1.0 / 60)
        UIHeadless.touchMove(to: CGPoint(x: 205, y: 150), finger: 1) // 105 apart
        UIHeadless.touchMove(to: CGPoint(x: 95, y: 150), finger: 0)  // 110: 10 pt changed, the pinch begins
        #expect(scroll.isZooming)
        // Five points a move, one finger at a time, outwards (the centroid never strays 10 pt: no pan).
        for i in 1...11 {
            UIHeadless.advance(by: 1.0 / 60)
            if i % 2 == 1 { UIHeadless.touchMove(to: CGPoint(x: 205 + 5 * CGFloat(i / 2 + 1), y: 150), finger: 1) }
            else { UIHeadless.touchMove(to: CGPoint(x: 95 - 5 * CGFloat(i / 2), y: 150), finger: 0) }
        }
        // Fingers 70…235: 165 apart against 110 at began → scale 1.5. The content point under the centroid
        // at began, (150, 150), is under the centroid now, (152.5, 150): offset 150·1.5 − (152.5, 150).
        #expect(close(scroll.zoomScale, 1.5, 1e-9))
        #expect(near(photo.frame, CGRect(x: 0, y: 0, width: 450, height: 450), 1e-9))
        #expect(near(scroll.contentOffset, CGPoint(x: 72.5, y: 75), 1e-9))
        UIHeadless.touchUp(finger: 0)
        UIHeadless.touchUp(finger: 1)
        #expect(!scroll.isZooming && !scroll.isDragging)
        #expect(log.entries.first == "willBeginZooming" && log.entries.last == "didEndZooming(1.5)")
    }

    @Test func onDragADragDismissesTheKeyboard() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let (s, _) = makeScrollView()
        let window = UIWindow(frame: s.frame)
        defer { window.isHidden = true }
        window.addSubview(s)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        s.addSubview(field)
        #expect(field.becomeFirstResponder())
        s.beginDrag()
        s.endDrag(velocity: .zero)
        #expect(field.isFirstResponder) // .none by default
        s.keyboardDismissMode = .onDrag
        s.beginDrag()
        #expect(!field.isFirstResponder)
        s.endDrag(velocity: .zero)
    }
}
