import Testing
@testable import UIKit

/// Rotation: two fingers; the angle turned since the gesture began, clockwise positive on the screen;
/// velocity in radians per second.
@Suite(.serialized) @MainActor struct UIRotationGestureRecognizerTests {
    /// The point at `degrees` (clockwise, y down) on the circle of radius 100 about (200, 200).
    private static func at(_ degrees: CGFloat) -> (CGFloat, CGFloat) {
        let a = degrees * .pi / 180
        return (200 + 100 * cos(a), 200 + 100 * sin(a))
    }

    @Test func rotationIsTheAngleTurnedSinceItBegan() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: stage.window.bounds)
            let rotation = UIRotationGestureRecognizer()
            #expect(rotation.rotation == 0 && rotation.velocity == 0)
            v.addGestureRecognizer(rotation)
            stage.watch(rotation, as: "rotation")
            stage.down(200, 200, finger: 0)
            stage.down(300, 200, finger: 1)
            var p = Self.at(4)
            stage.move(p.0, p.1, finger: 1)     // 4°: not yet
            #expect(rotation.state == .possible)
            p = Self.at(10)
            stage.move(p.0, p.1, finger: 1)     // began: rotation counts from here
            #expect(rotation.state == .began)
            #expect(rotation.rotation == 0)
            stage.wait(0.05)
            p = Self.at(55)
            stage.move(p.0, p.1, finger: 1)     // a further 45° clockwise
            #expect(abs(rotation.rotation - .pi / 4) < 1e-9)
            #expect(abs(rotation.velocity - (.pi / 4) / 0.05) < 1e-6)
            p = Self.at(-35)
            stage.move(p.0, p.1, finger: 1)     // back 90°, anticlockwise
            #expect(abs(rotation.rotation + .pi / 4) < 1e-9)
            stage.up(finger: 1)
            #expect(stage.log.entries.filter { $0.hasPrefix("rotation") } == ["rotation began", "rotation changed", "rotation changed", "rotation ended"])
            stage.up(finger: 0)
        }
    }

    @Test func turningPastHalfATurnKeepsCounting() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: stage.window.bounds)
            let rotation = UIRotationGestureRecognizer()
            v.addGestureRecognizer(rotation)
            stage.down(200, 200, finger: 0)
            stage.down(300, 200, finger: 1)
            for degrees in stride(from: CGFloat(10), through: 250, by: 20) {
                let p = Self.at(degrees)
                stage.move(p.0, p.1, finger: 1)
            }
            // Began at 10°, now at 250°: 240° turned, across the ±180° seam of atan2.
            #expect(abs(rotation.rotation - 240 * .pi / 180) < 1e-9)
            stage.up(finger: 1)
            stage.up(finger: 0)
        }
    }
}
