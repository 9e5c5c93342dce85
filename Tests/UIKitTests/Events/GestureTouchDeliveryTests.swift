import Testing
@testable import UIKit

/// What the view under the touch gets while recognizers decide (SPEC-NEXT §1.4): cancelsTouchesInView,
/// delaysTouchesBegan, delaysTouchesEnded, and the UIControl rule that keeps a tap on a button the button's.
@Suite(.serialized) @MainActor struct GestureTouchDeliveryTests {
    @Test func aRecognizedGestureCancelsTheViewsTouchesBeforeItsAction() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let pan = UIPanGestureRecognizer()
            v.addGestureRecognizer(pan)
            stage.watch(pan, as: "pan")
            stage.down(100, 100)
            stage.move(105, 100)   // under the pan's 10 pt: the view follows
            stage.move(112, 100)   // the pan begins: the view's touch is cancelled, then the action
            #expect(stage.log.entries == ["v began", "v moved", "v cancelled", "pan began"])
            stage.move(120, 100)
            stage.up()
            // Later phases never reach the view.
            #expect(stage.log.entries == ["v began", "v moved", "v cancelled", "pan began", "pan changed", "pan ended"])
        }
    }

    @Test func withoutCancellingTheViewGetsEveryPhase() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = false
            v.addGestureRecognizer(pan)
            stage.watch(pan, as: "pan")
            stage.down(100, 100)
            stage.move(105, 100)
            stage.move(112, 100)
            stage.move(120, 100)
            stage.up()
            #expect(stage.log.entries == ["v began", "v moved", "pan began", "v moved", "pan changed", "v moved", "pan ended", "v ended"])
        }
    }

    @Test func delaysTouchesEndedHoldsTheEndWhileTheRecognizerDecides() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            v.addGestureRecognizer(double)
            stage.tap(100, 100)
            // The double tap is still possible: the view's touchesEnded waits…
            #expect(stage.log.entries == ["v began"])
            stage.wait(0.34)
            #expect(stage.log.entries == ["v began"])
            // …until the double tap fails, 0.35 s after the touch-up.
            stage.wait(0.02)
            #expect(stage.log.entries == ["v began", "v ended"])
        }
    }

    @Test func aWithheldEndBecomesACancellationWhenTheGestureIsRecognized() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            v.addGestureRecognizer(double)
            stage.watch(double, as: "double")
            stage.tap(100, 100)
            stage.wait(0.1)
            stage.tap(100, 100)
            #expect(stage.log.entries == ["v began", "v began", "v cancelled", "v cancelled", "double ended"])
        }
    }

    @Test func withoutDelayingTheEndTheViewGetsItAtOnce() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            double.delaysTouchesEnded = false
            v.addGestureRecognizer(double)
            stage.tap(100, 100)
            #expect(stage.log.entries == ["v began", "v ended"])
        }
    }

    @Test func delaysTouchesBeganWithholdsTheTouchUntilTheRecognizerFails() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let press = UILongPressGestureRecognizer()
            press.delaysTouchesBegan = true
            v.addGestureRecognizer(press)
            stage.watch(press, as: "press")
            stage.down(100, 100)
            stage.move(105, 100)
            #expect(stage.log.entries.isEmpty)
            // Moving more than 10 pt fails the press: the view gets the touch now, where it is.
            stage.move(115, 100)
            #expect(stage.log.entries == ["v began"])
            #expect(press.state == .failed)
            stage.move(120, 100)
            stage.up()
            #expect(stage.log.entries == ["v began", "v moved", "v ended"])
        }
    }

    @Test func delaysTouchesBeganDiscardsTheTouchWhenTheGestureIsRecognized() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let press = UILongPressGestureRecognizer()
            press.delaysTouchesBegan = true
            v.addGestureRecognizer(press)
            stage.watch(press, as: "press")
            stage.down(100, 100)
            stage.wait(0.5)
            stage.move(103, 100)
            stage.up()
            #expect(stage.log.entries == ["press began", "press changed", "press ended"])
        }
    }

    /// A container with a tap recognizer and a button in it.
    private static func buttonInContainer(_ stage: GestureStage) -> (UIView, UIButton, UITapGestureRecognizer) {
        let container = stage.view("container", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        container.addSubview(button)
        button.addAction(UIAction { _ in stage.log.add("button touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in stage.log.add("button touchCancel") }, for: .touchCancel)
        let tap = UITapGestureRecognizer()
        container.addGestureRecognizer(tap)
        stage.watch(tap, as: "tap")
        return (container, button, tap)
    }

    @Test func aTapOnAButtonIsTheButtonsNotItsAncestorsTapRecognizers() {
        GestureStage.run { stage in
            _ = Self.buttonInContainer(stage)
            stage.tap(150, 125)
            #expect(stage.log.entries == ["button touchUpInside"])
            stage.wait(1)
            // Beside the button the container's tap recognizes.
            stage.tap(50, 50)
            #expect(stage.log.entries == ["button touchUpInside", "container began", "container cancelled", "tap ended"])
        }
    }

    @Test func aRecognizerOnTheButtonItselfWinsOverItsAction() {
        GestureStage.run { stage in
            let (_, button, _) = Self.buttonInContainer(stage)
            let own = UITapGestureRecognizer()
            button.addGestureRecognizer(own)
            stage.watch(own, as: "own")
            stage.tap(150, 125)
            #expect(stage.log.entries == ["button touchCancel", "own ended"])
        }
    }

    @Test func aDisabledButtonLeavesTheTapToItsAncestor() {
        GestureStage.run { stage in
            let (_, button, _) = Self.buttonInContainer(stage)
            button.isEnabled = false
            stage.tap(150, 125)
            // The disabled button passes its touch up the responder chain to the container.
            #expect(stage.log.entries == ["container began", "container cancelled", "tap ended"])
        }
    }
}
