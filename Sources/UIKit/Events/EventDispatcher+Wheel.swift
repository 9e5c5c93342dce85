import Foundation

// The wheel and the trackpad's scroll events (SPEC-NEXT §2.10): they go to the scroll view under the pointer —
// the hit-test view's nearest scroll-view ancestor that can scroll on the wheel's axis.
extension EventDispatcher {
    func handle(_ input: ScrollWheelInput) {
        let probe = UIEvent(type: .scroll)
        for w in UIApplication.shared.visibleWindows.reversed() where w.screen === input.screen {
            let p = w.layer.convert(input.location, from: input.screen.rootLayer)
            guard let hit = w.hitTest(p, with: probe) else { continue }
            var v: UIView? = hit
            while let cur = v {
                if let s = cur as? UIScrollView, s.canWheelScroll(input.delta) {
                    s.wheelScroll(by: input.delta)
                    return
                }
                v = cur.superview
            }
            return // the frontmost window under the pointer takes it, scrolling or not
        }
    }
}
