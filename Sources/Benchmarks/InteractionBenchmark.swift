import Foundation
import UIKit

/// `interaction touch_dispatch_us=… hit_test_us=… ratio=…`: one finger, down on the innermost of 10 nested
/// views that carry 20 gesture recognizers (each view a pan needing two fingers and a long press that never
/// fires, so all 20 stay possible and get every move), moves 1 pt at a time at 120 Hz on the manual media
/// clock. touch_dispatch_us is the median time of one move through the whole pipeline (dispatcher,
/// UIApplication/UIWindow.sendEvent, the 20 recognizers, arbitration, the view and its responder chain);
/// hit_test_us the median time of hit-testing the same point through the same views, in the same run.
/// Goal: ratio at most 3.
enum InteractionBenchmark {
    static func run() {
        MainActor.assumeIsolated { measureTouchDispatch() }
    }

    @MainActor
    static func measureTouchDispatch() {
        CAMediaClock.shared.useManualTime(startingAt: 1000)
        let screen = UIHeadless.connectScreen(size: CGSize(width: 400, height: 400), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        var parent: UIView = window
        for level in 0..<10 {
            let inset = CGFloat(level == 0 ? 0 : 10)
            let v = UIView(frame: parent.bounds.insetBy(dx: inset, dy: inset))
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 2
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = 1_000_000
            press.allowableMovement = 1_000_000
            v.addGestureRecognizer(pan)
            v.addGestureRecognizer(press)
            parent.addSubview(v)
            parent = v
        }
        let innermost = parent
        let point = CGPoint(x: 200, y: 200)
        precondition(window.hitTest(point, with: nil) === innermost)

        let runs = Int(ProcessInfo.processInfo.environment["INTERACTION_RUNS"] ?? "") ?? 2000
        var dispatch: [Double] = []
        var hitTest: [Double] = []
        // Touch sequences of 200 moves each (a long drag), so that touch-down and lift stay out of the figure.
        var x: CGFloat = 200
        while dispatch.count < runs {
            UIHeadless.touchDown(at: point, in: window)
            for i in 0..<200 {
                CAMediaClock.shared.advance(by: 1.0 / 120)
                x += i % 2 == 0 ? 1 : -1
                let target = CGPoint(x: x, y: 200)
                dispatch.append(Timing.seconds { UIHeadless.touchMove(to: target) } * 1e6)
            }
            UIHeadless.touchUp()
            CAMediaClock.shared.advance(by: 1)
        }
        // Hit-testing alone: batches of 100 hit-tests of the same point through the same views.
        var sink = 0
        for _ in 0..<(runs / 10) {
            let s = Timing.seconds {
                for _ in 0..<100 where window.hitTest(point, with: nil) === innermost { sink += 1 }
            }
            hitTest.append(s * 1e6 / 100)
        }
        precondition(sink > 0)
        let d = Timing.median(dispatch), h = Timing.median(hitTest)
        print("interaction touch_dispatch_us=\(Timing.format(d)) hit_test_us=\(Timing.format(h)) ratio=\(Timing.format(d / h))")
    }
}
