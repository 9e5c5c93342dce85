import Testing
@testable import UIKit

/// Ctrl + wheel pinches (issue 11: the desktop's input mapped as Mac Catalyst maps a trackpad pinch): the
/// nearest pinch recognizer under the pointer begins, changes by 1.1 per notch, and ends 0.3 s after the last.
@Suite(.serialized) @MainActor struct WheelPinchTests {
    @MainActor final class Target {
        var log: [String] = []
        var scales: [CGFloat] = []
        func pinched(_ g: UIPinchGestureRecognizer) {
            log.append("\(g.state.rawValue)")
            scales.append(g.scale)
        }
    }

    @Test func controlWheelDrivesThePinchUnderThePointer() {
        let stage = GestureStage()
        defer { stage.close() }
        let target = Target()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let pinch = UIPinchGestureRecognizer()
        pinch.addTarget(nil, action: { target.pinched($0 as! UIPinchGestureRecognizer) })
        view.addGestureRecognizer(pinch)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.addSubview(child)
        stage.window.addSubview(view)
        // Over the child: the pinch is its superview's, found walking up.
        #expect(UIHeadless.scrollWheel(notchesY: 1, at: CGPoint(x: 120, y: 130), in: stage.window, control: true))
        #expect(pinch.state == .changed)
        #expect(pinch.location(in: view) == CGPoint(x: 20, y: 30))
        #expect(pinch.numberOfTouches == 0)
        UIHeadless.scrollWheel(notchesY: 1, at: CGPoint(x: 120, y: 130), in: stage.window, control: true)
        UIHeadless.scrollWheel(notchesY: -1, at: CGPoint(x: 120, y: 130), in: stage.window, control: true)
        UIHeadless.scrollWheel(notchesY: 2, at: CGPoint(x: 120, y: 130), in: stage.window, control: true)
        // Began at 1 (as a touch pinch begins), then changed to 1.1, 1.1², 1.1, 1.1³ (raw values 1 and 2).
        #expect(target.log == ["1", "2", "2", "2", "2"])
        let expected: [CGFloat] = [1, 1.1, 1.21, 1.1, 1.331]
        for (s, e) in zip(target.scales, expected) { #expect(abs(s - e) < 1e-9) }
        UIHeadless.advance(by: 0.25)
        #expect(pinch.state == .changed) // still pinching: 0.3 s have not passed
        UIHeadless.advance(by: 0.1)
        #expect(target.log.last == "3") // ended
        #expect(pinch.state == .possible) // and reset
        // Without Ctrl the wheel scrolls: nothing here scrolls, and the pinch hears nothing.
        #expect(!UIHeadless.scrollWheel(notchesY: 1, at: CGPoint(x: 120, y: 130), in: stage.window))
        #expect(target.log.count == 6)
    }

    @Test func controlWheelZoomsAZoomingScrollView() {
        final class Zoomer: NSObject, UIScrollViewDelegate {
            var content: UIView?
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        }
        let stage = GestureStage()
        defer { stage.close() }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.addSubview(photo)
        scroll.contentSize = photo.bounds.size
        let zoomer = Zoomer()
        zoomer.content = photo
        scroll.delegate = zoomer
        scroll.maximumZoomScale = 3
        stage.window.addSubview(scroll)
        UIHeadless.runLoopTurn()
        UIHeadless.scrollWheel(notchesY: 2, at: CGPoint(x: 150, y: 150), in: stage.window, control: true)
        #expect(abs(scroll.zoomScale - 1.21) < 1e-6) // 1.1 per notch
        UIHeadless.advance(by: 0.5)
        #expect(!scroll.isZooming)
        #expect(abs(scroll.zoomScale - 1.21) < 1e-6)
    }
}
