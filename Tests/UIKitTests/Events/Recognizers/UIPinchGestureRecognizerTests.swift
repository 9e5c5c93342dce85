import Testing
@testable import UIKit

/// Pinch: two fingers; scale is their distance over the distance when the gesture began; velocity in
/// scale per second.
@Suite(.serialized) @MainActor struct UIPinchGestureRecognizerTests {
    @Test func scaleIsTheDistanceOverTheDistanceAtBegan() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: stage.window.bounds)
            let pinch = UIPinchGestureRecognizer()
            #expect(pinch.scale == 1 && pinch.velocity == 0)
            v.addGestureRecognizer(pinch)
            stage.watch(pinch, as: "pinch")
            var scales: [CGFloat] = []
            pinch.addTarget(nil, action: { scales.append(($0 as! UIPinchGestureRecognizer).scale) })
            stage.down(100, 200, finger: 0)
            stage.down(200, 200, finger: 1)   // 100 apart
            stage.move(209, 200, finger: 1)   // 109: not yet
            #expect(pinch.state == .possible)
            stage.move(210, 200, finger: 1)   // 110: began, scale 1
            stage.wait(0.05)
            stage.move(320, 200, finger: 1)   // 220: twice the distance at began
            #expect(pinch.scale == 2)
            // From 1 to 2 in 0.05 s: 20 per second.
            #expect(abs(pinch.velocity - 20) < 1e-6)
            pinch.scale = 1                    // rescale from here: 220 is now 1
            stage.move(375, 200, finger: 1)   // 275 / 220
            #expect(pinch.scale == 1.25)
            stage.up(finger: 1)
            #expect(scales == [1, 2, 1.25, 1.25])
            #expect(stage.log.entries.filter { $0.hasPrefix("pinch") } == ["pinch began", "pinch changed", "pinch changed", "pinch ended"])
            stage.up(finger: 0)
            #expect(pinch.scale == 1)   // reset
        }
    }

    @Test func oneFingerNeverPinches() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: stage.window.bounds)
            let pinch = UIPinchGestureRecognizer()
            v.addGestureRecognizer(pinch)
            stage.watch(pinch, as: "pinch")
            stage.down(100, 200)
            stage.move(300, 200)
            stage.up()
            #expect(!stage.log.entries.contains { $0.hasPrefix("pinch") })
        }
    }
}
