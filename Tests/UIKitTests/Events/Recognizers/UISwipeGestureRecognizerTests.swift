import Testing
@testable import UIKit

/// Swipe: 50 pt along an allowed direction within 0.5 s, at most 200 pt across it (⚠ SPEC-NEXT §1.6),
/// recognized with the finger still down.
@Suite(.serialized) @MainActor struct UISwipeGestureRecognizerTests {
    private static func swipeView(_ stage: GestureStage, _ configure: (UISwipeGestureRecognizer) -> Void = { _ in })
        -> UISwipeGestureRecognizer {
        let v = stage.view("v", frame: stage.window.bounds)
        let swipe = UISwipeGestureRecognizer()
        configure(swipe)
        v.addGestureRecognizer(swipe)
        stage.watch(swipe, as: "swipe")
        return swipe
    }

    @Test func defaultsAndRawValues() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect([UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test func aQuickStrokeRightIsRecognizedWithTheFingerDown() {
        GestureStage.run { stage in
            let swipe = Self.swipeView(stage)
            stage.down(100, 200)
            stage.wait(0.1)
            stage.move(130, 210)
            #expect(swipe.state == .possible)
            stage.wait(0.1)
            stage.move(150, 220)   // 50 pt right, 20 across
            #expect(stage.log.entries == ["v began", "v moved", "v cancelled", "swipe ended"])
            stage.up()
        }
    }

    @Test func theWrongDirectionATooSlowOrATooCrookedStrokeFails() {
        GestureStage.run { stage in
            _ = Self.swipeView(stage)
            stage.down(200, 200)
            stage.move(140, 200)   // left
            stage.up()
            stage.wait(1)
            stage.down(100, 200)
            stage.wait(0.51)
            stage.move(170, 200)   // too late
            stage.up()
            stage.wait(1)
            stage.down(100, 50)
            stage.move(160, 251)   // 201 pt across
            stage.up()
            #expect(!stage.log.entries.contains("swipe ended"))
        }
    }

    @Test func severalDirectionsAndFingers() {
        GestureStage.run { stage in
            _ = Self.swipeView(stage) {
                $0.direction = [.left, .up]
                $0.numberOfTouchesRequired = 2
            }
            stage.down(200, 300, finger: 0)
            stage.move(200, 240, finger: 0)   // one finger: not a two-finger swipe
            stage.up(finger: 0)
            #expect(!stage.log.entries.contains("swipe ended"))
            stage.wait(1)
            stage.down(150, 300, finger: 0)
            stage.down(250, 300, finger: 1)
            stage.move(150, 240, finger: 0)   // centroid up 30
            stage.move(250, 240, finger: 1)   // centroid up 60
            #expect(stage.log.entries.last == "swipe ended")
            stage.up(finger: 0)
            stage.up(finger: 1)
        }
    }
}
