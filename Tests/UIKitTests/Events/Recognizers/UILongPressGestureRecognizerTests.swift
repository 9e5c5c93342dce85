import Testing
@testable import UIKit

/// Long press: began by a timer on the media clock at exactly `minimumPressDuration` with the finger
/// still, changed by later moves, ended by the lift.
@Suite(.serialized) @MainActor struct UILongPressGestureRecognizerTests {
    private static func pressView(_ stage: GestureStage, _ configure: (UILongPressGestureRecognizer) -> Void = { _ in })
        -> UILongPressGestureRecognizer {
        let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let press = UILongPressGestureRecognizer()
        configure(press)
        v.addGestureRecognizer(press)
        stage.watch(press, as: "press")
        return press
    }

    @Test func defaultsAreApples() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }

    @Test func itBeginsAtHalfASecondExactly() {
        GestureStage.run { stage in
            let press = Self.pressView(stage)
            stage.down(100, 100)
            stage.wait(0.49)
            #expect(press.state == .possible)
            #expect(!stage.log.entries.contains("press began"))
            stage.wait(0.02)
            #expect(press.state == .began)
            #expect(stage.log.entries == ["v began", "v cancelled", "press began"])
            stage.move(150, 100)   // any distance now
            stage.up()
            #expect(stage.log.entries.suffix(2) == ["press changed", "press ended"])
            #expect(press.state == .possible)
        }
    }

    @Test func movingTooFarOrLiftingEarlyFails() {
        GestureStage.run { stage in
            let press = Self.pressView(stage)
            stage.down(100, 100)
            stage.move(110, 100)   // 10 pt: allowed
            stage.wait(0.2)
            stage.move(111, 100)   // 11 pt: too far
            #expect(press.state == .failed)
            stage.wait(0.5)
            stage.up()
            stage.down(100, 100)
            stage.wait(0.3)
            stage.up()
            stage.wait(1)
            #expect(!stage.log.entries.contains { $0.hasPrefix("press") })
        }
    }

    @Test func aLongerMinimumDurationWaitsLonger() {
        GestureStage.run { stage in
            let press = Self.pressView(stage) { $0.minimumPressDuration = 1.2 }
            stage.down(100, 100)
            stage.wait(1.19)
            #expect(press.state == .possible)
            stage.wait(0.02)
            #expect(press.state == .began)
            stage.up()
        }
    }

    @Test func aRequiredTapComesFirst() {
        GestureStage.run { stage in
            let press = Self.pressView(stage) { $0.numberOfTapsRequired = 1 }
            stage.down(100, 100)
            stage.wait(0.6)
            #expect(press.state == .possible)   // a press without the tap first: not yet
            stage.up()
            stage.wait(1)
            stage.tap(100, 100)
            stage.wait(0.1)
            stage.down(100, 100)
            stage.wait(0.5)
            #expect(press.state == .began)
            stage.up()
        }
    }
}
