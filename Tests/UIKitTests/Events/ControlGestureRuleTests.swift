import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// Apple, "Attaching gesture recognizers to UIKit controls": a one-finger single tap on a UIButton, UISwitch,
/// UIStepper, UISegmentedControl or UIPageControl, a one-finger swipe or pan along a UISlider's thumb and a
/// one-finger pan along a UISwitch's thumb are the control's, not an ancestor's recognizer's.
@Suite(.serialized) @MainActor struct ControlGestureRuleTests {
    /// A 400 × 400 container with a single-tap recognizer that logs "tap".
    private static func container(_ stage: GestureStage) -> UIView {
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        stage.window.addSubview(c)
        let tap = UITapGestureRecognizer()
        c.addGestureRecognizer(tap)
        stage.watch(tap, as: "tap")
        return c
    }

    @Test func aTapOnAStepperIsTheSteppers() {
        GestureStage.run { stage in
            let c = Self.container(stage)
            let s = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
            c.addSubview(s)
            s.addAction(UIAction { _ in stage.log.add("stepper value") }, for: .valueChanged)
            // The plus half is the right one (94 × 32 pt).
            stage.tap(50 + 70, 50 + 16)
            #expect(s.value == 1)
            #expect(stage.log.entries == ["stepper value"])
        }
    }

    @Test func aTapOnASegmentIsTheSegmentedControls() {
        GestureStage.run { stage in
            let c = Self.container(stage)
            let s = UISegmentedControl(items: ["A", "B", "C"])
            s.frame = CGRect(x: 50, y: 30, width: 300, height: 32)
            c.addSubview(s)
            s.addAction(UIAction { _ in stage.log.add("segment \(s.selectedSegmentIndex)") }, for: .valueChanged)
            stage.tap(50 + 150, 30 + 16)
            #expect(stage.log.entries == ["segment 1"])
        }
    }

    @Test func aTapOnAPageControlIsThePageControls() {
        GestureStage.run { stage in
            let c = Self.container(stage)
            let p = UIPageControl(frame: CGRect(x: 50, y: 50, width: 200, height: 26))
            p.numberOfPages = 5
            p.currentPage = 2
            c.addSubview(p)
            p.addAction(UIAction { _ in stage.log.add("page \(p.currentPage)") }, for: .valueChanged)
            stage.tap(50 + 180, 50 + 13)
            #expect(stage.log.entries == ["page 3"])
            // A double tap recognizer is not a single tap: the control's rule does not cover it.
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            c.addGestureRecognizer(double)
            stage.watch(double, as: "double")
            stage.wait(1)
            stage.log.clear()
            stage.tap(50 + 20, 50 + 13)
            stage.tap(50 + 20, 50 + 13)
            #expect(stage.log.entries.contains("double ended"))
        }
    }

    /// A disabled control keeps nothing: the ancestor's tap takes the tap.
    @Test func aDisabledStepperLeavesTheTapToTheAncestor() {
        GestureStage.run { stage in
            let c = Self.container(stage)
            let s = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
            s.isEnabled = false
            c.addSubview(s)
            stage.tap(50 + 70, 50 + 16)
            #expect(s.value == 0)
            #expect(stage.log.entries == ["tap ended"])
        }
    }

    @Test func aPanAlongTheSlidersThumbIsTheSlidersAndAPanAcrossIsNot() {
        GestureStage.run { stage in
            let c = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            stage.window.addSubview(c)
            let pan = UIPanGestureRecognizer()
            c.addGestureRecognizer(pan)
            stage.watch(pan, as: "pan")
            let s = UISlider(frame: CGRect(x: 50, y: 50, width: 200, height: 31))
            c.addSubview(s)
            // The thumb's centre is at x 14 at value 0; 86 pt is half the 172 pt travel.
            stage.down(50 + 14, 50 + 15)
            stage.move(50 + 57, 50 + 15)
            stage.move(50 + 100, 50 + 15)
            stage.up()
            #expect(abs(s.value - 0.5) < 0.001)
            #expect(stage.log.entries.isEmpty)
            // Straight down from the thumb: the pan is the container's.
            stage.wait(1)
            stage.down(50 + 100, 50 + 15)
            stage.move(50 + 100, 50 + 45)
            stage.up()
            #expect(stage.log.entries.first == "pan began")
        }
    }

    @Test func aSwipeAlongTheSlidersThumbIsTheSliders() {
        GestureStage.run { stage in
            let c = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            stage.window.addSubview(c)
            let swipe = UISwipeGestureRecognizer()   // direction .right by default
            c.addGestureRecognizer(swipe)
            stage.watch(swipe, as: "swipe")
            let s = UISlider(frame: CGRect(x: 50, y: 50, width: 200, height: 31))
            c.addSubview(s)
            stage.down(50 + 14, 50 + 15)
            stage.move(50 + 57, 50 + 15)
            stage.move(50 + 100, 50 + 15)
            stage.up()
            #expect(abs(s.value - 0.5) < 0.001)
            #expect(stage.log.entries.isEmpty)
            // The same swipe on the track, away from the thumb (value 0.5: thumb at x 100), is the container's.
            stage.wait(1)
            stage.down(50 + 150, 50 + 15)
            stage.move(50 + 180, 50 + 15)
            stage.move(50 + 215, 50 + 15)
            stage.up()
            #expect(stage.log.entries == ["swipe ended"])
        }
    }

    @Test func aPanAlongTheSwitchIsTheSwitchs() {
        GestureStage.run { stage in
            let c = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            stage.window.addSubview(c)
            let pan = UIPanGestureRecognizer()
            c.addGestureRecognizer(pan)
            stage.watch(pan, as: "pan")
            let s = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
            c.addSubview(s)
            // From the thumb on the left (51 × 31 pt switch) to the right end.
            stage.down(50 + 15, 50 + 15)
            stage.move(50 + 30, 50 + 16)
            stage.move(50 + 48, 50 + 16)
            stage.up()
            #expect(s.isOn)
            #expect(stage.log.entries.isEmpty)
        }
    }
}
