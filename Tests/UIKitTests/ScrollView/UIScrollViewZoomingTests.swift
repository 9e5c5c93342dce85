import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Zooming (SPEC-NEXT §2.9): a scale transform on the delegate's view, the content size following its frame.
@Suite(.serialized) @MainActor struct UIScrollViewZoomingTests {
    func makeZooming() -> (UIScrollView, ScrollLog, UIView) {
        let (s, log) = makeScrollView(width: 100, height: 100, content: CGSize(width: 200, height: 100))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        s.addSubview(image)
        log.zoomView = image
        s.minimumZoomScale = 0.5
        s.maximumZoomScale = 4
        return (s, log, image)
    }

    @Test func setZoomScaleScalesTheViewAndTheContentSize() {
        let (s, log, image) = makeZooming()
        s.setZoomScale(2, animated: false)
        #expect(s.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(s.contentSize == CGSize(width: 400, height: 200))
        // The visible centre (50, 50) stays put: 50·2 − 50 = 50 on each axis.
        #expect(s.contentOffset == CGPoint(x: 50, y: 50))
        #expect(log.entries.contains("didZoom"))
        s.zoomScale = 10
        #expect(s.zoomScale == 4) // clamped to the maximum
    }

    @Test func zoomToRectFitsIt() {
        let (s, log, _) = makeZooming()
        defer { withExtendedLifetime(log) {} }
        s.zoom(to: CGRect(x: 100, y: 25, width: 50, height: 50), animated: false)
        // scale = min(100/50, 100/50) = 2; centre (125, 50)·2 − 50 = (200, 50).
        #expect(s.zoomScale == 2 && s.contentOffset == CGPoint(x: 200, y: 50))
    }

    @Test func animatedZoomEndsWithTheScrollingAnimationCallback() {
        let (s, log, _) = makeZooming()
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.zoom(to: CGRect(x: 0, y: 0, width: 25, height: 25), animated: true) // scale 4
        UIHeadless.advance(by: 9.0 / 60)
        // Half-way in time the ease-out is at 0.684643: 1 + 3·0.684643 = 3.05393.
        #expect(close(s.zoomScale, 1 + 3 * 0.684643, 1e-3))
        UIHeadless.advance(by: 0.5)
        #expect(s.zoomScale == 4 && log.entries.last == "didEndScrollingAnimation")
    }

    @Test func aPinchPastTheLimitResistsAndSpringsBack() {
        let (s, log, _) = makeZooming()
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        s.beginPinch(at: CGPoint(x: 50, y: 50))
        #expect(s.isZooming)
        s.updatePinch(scale: 2, at: CGPoint(x: 50, y: 50))
        #expect(s.zoomScale == 2)
        // The point under the fingers stays there: (0 + 50)/1 · 2 − 50 = 50.
        #expect(s.contentOffset == CGPoint(x: 50, y: 50))
        // Five times: 1 past the maximum 4, with d = 4: 4 + 1·4·0.55/(4 + 0.55) = 4.483516.
        s.updatePinch(scale: 5, at: CGPoint(x: 50, y: 50))
        #expect(close(s.zoomScale, 4 + 2.2 / 4.55))
        s.endPinch()
        #expect(s.isZoomBouncing)
        UIHeadless.advance(by: 0.5)
        #expect(s.zoomScale == 4 && !s.isZoomBouncing)
        #expect(log.entries.first == "willBeginZooming")
        #expect(log.entries.last == "didEndZooming(4.0)")
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        let (s, log, _) = makeZooming()
        s.bouncesZoom = false
        s.beginPinch(at: CGPoint(x: 50, y: 50))
        s.updatePinch(scale: 5, at: CGPoint(x: 50, y: 50))
        #expect(s.zoomScale == 4)
        s.endPinch()
        #expect(log.entries.last == "didEndZooming(4.0)")
    }

    @Test func withoutAViewForZoomingNothingZooms() {
        let (s, log, _) = makeZooming()
        log.zoomView = nil
        s.beginPinch(at: .zero)
        #expect(!s.isZooming)
    }
}
