import Testing
@testable import UIKit

/// Issue 18, defect 5: a view that asks for layout again from its own `layoutSubviews` is laid out again at
/// the next turn of the run loop, as on iOS (where it is a layout feedback loop that costs one layout per
/// frame), not dozens of times within one pass.
@Suite @MainActor struct LayoutReentrancyTests {
    final class Restless: UIView {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            setNeedsLayout()
        }
    }

    @Test func settingNeedsLayoutInLayoutSubviewsWaitsForTheNextTurn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let v = Restless(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(v)
        UIHeadless.runLoopTurn()
        // A headless turn commits twice (the run loop's blocks, then the frame), so a view in a feedback loop
        // is laid out once or twice a turn — never again within the pass that marked it (32 times before).
        for _ in 0..<3 {
            let before = v.passes
            UIHeadless.runLoopTurn()
            #expect((1...2).contains(v.passes - before))
        }
        // layoutIfNeeded from outside still lays it out at once.
        let before = v.passes
        v.layoutIfNeeded()
        #expect(v.passes - before == 1)
    }
}
