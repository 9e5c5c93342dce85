import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIStepperTests {
    @Test func defaultsAndFixedSize() {
        let s = UIStepper(frame: CGRect(x: 3, y: 4, width: 300, height: 300))
        #expect(s.frame == CGRect(x: 3, y: 4, width: 94, height: 32))
        #expect(s.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 100 && s.stepValue == 1)
        #expect(s.isContinuous && s.autorepeat && !s.wraps)
    }

    /// As iOS does (dec): the other end follows a bound moved past it, and the value is clamped.
    @Test func rangesAndClamping() {
        let s = UIStepper()
        s.value = 150
        #expect(s.value == 100)
        s.value = -3
        #expect(s.value == 0)
        s.value = 50
        s.minimumValue = 60
        #expect(s.value == 60)
        s.maximumValue = 55
        #expect(s.minimumValue == 55 && s.value == 55)
        s.minimumValue = 200
        #expect(s.maximumValue == 200 && s.value == 200)
    }

    @Test func nonPositiveStepTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let s = UIStepper()
                s.stepValue = 0 // NSInvalidArgumentException "stepValue must be greater than 0"
            }
        }
    }

    @Test func tapsStepAndSendValueChanged() {
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        stage.window.addSubview(s)
        let log = EventLog(s)
        UIHeadless.tap(at: point(70, 16, in: s), in: stage.window)
        #expect(s.value == 1)
        #expect(log.names == ["down", "value", "primary", "upInside"])
        stage.forgetTaps()
        UIHeadless.tap(at: point(20, 16, in: s), in: stage.window)
        #expect(s.value == 0)
        // At the minimum the minus half does nothing and sends nothing.
        stage.forgetTaps()
        log.names = []
        UIHeadless.tap(at: point(20, 16, in: s), in: stage.window)
        #expect(s.value == 0)
        #expect(log.names == ["down", "upInside"])
        // In code: nothing.
        s.value = 10
        #expect(log.names == ["down", "upInside"])
    }

    @Test func stepsClampAndWrap() {
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        s.stepValue = 30
        s.value = 90
        stage.window.addSubview(s)
        UIHeadless.tap(at: point(70, 16, in: s), in: stage.window)
        #expect(s.value == 100)
        s.wraps = true
        stage.forgetTaps()
        UIHeadless.tap(at: point(70, 16, in: s), in: stage.window)
        #expect(s.value == 0)
        stage.forgetTaps()
        UIHeadless.tap(at: point(20, 16, in: s), in: stage.window)
        #expect(s.value == 100)
    }

    /// Holding: the first repeat 0.5 s after the touch, four more 0.5 s apart, then every 0.1 s.
    @Test func autorepeatOnTheMediaClock() {
        let time = ManualTime()
        defer { time.end() }
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        stage.window.addSubview(s)
        let log = EventLog(s)
        UIHeadless.touchDown(at: point(70, 16, in: s), in: stage.window)
        time.at(0.49)
        #expect(s.value == 0)
        time.at(0.51)
        #expect(s.value == 1)
        time.at(2.51)
        #expect(s.value == 5)                       // 0.5, 1.0, 1.5, 2.0, 2.5
        time.at(2.75)
        #expect(s.value == 7)                       // 2.6, 2.7
        UIHeadless.touchUp()
        #expect(s.value == 7)                       // no extra step on release after repeats
        #expect(log.names.filter { $0 == "value" }.count == 7)
        time.at(5)
        #expect(s.value == 7)
    }

    @Test func notContinuousSendsOnceAtTheEnd() {
        let time = ManualTime()
        defer { time.end() }
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        s.isContinuous = false
        stage.window.addSubview(s)
        let log = EventLog(s)
        UIHeadless.touchDown(at: point(70, 16, in: s), in: stage.window)
        time.at(1.01)
        #expect(s.value == 2)
        #expect(!log.names.contains("value"))
        UIHeadless.touchUp()
        #expect(log.names.filter { $0 == "value" }.count == 1)
    }

    @Test func noAutorepeat() {
        let time = ManualTime()
        defer { time.end() }
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        s.autorepeat = false
        stage.window.addSubview(s)
        UIHeadless.touchDown(at: point(70, 16, in: s), in: stage.window)
        time.at(2)
        #expect(s.value == 0)
        UIHeadless.touchUp()
        #expect(s.value == 1)
    }

    @Test func imagesAndDrawing() {
        let stage = ViewsStage(width: 140, height: 60)
        defer { stage.close() }
        let s = UIStepper(frame: CGRect(x: 20, y: 14, width: 0, height: 0))
        s.value = 5
        stage.window.addSubview(s)
        let px = stage.pixels()
        saveControlsPNG(stage, "stepper")
        // Background tertiarySystemFill over white (238, 238, 239); the glyphs in label black.
        #expect(near(px[25, 18], [238, 238, 239, 255], 3))
        #expect(near(px[20 + 23, 14 + 16], [0, 0, 0, 255], 3))      // minus
        #expect(near(px[20 + 70, 14 + 10], [0, 0, 0, 255], 3))      // plus's upright
        let image = solidImage(.red, 10, 10)
        s.setIncrementImage(image, for: .normal)
        s.setDecrementImage(image, for: .normal)
        s.setDividerImage(image, forLeftSegmentState: .normal, rightSegmentState: .normal)
        s.setBackgroundImage(image, for: .normal)
        #expect(s.incrementImage(for: .normal) === image && s.decrementImage(for: .normal) === image)
        #expect(s.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) === image)
        #expect(s.backgroundImage(for: .normal) === image && s.backgroundImage(for: .highlighted) == nil)
    }
}
