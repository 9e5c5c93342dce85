import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UISliderTests {
    @Test func defaults() {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1)
        #expect(s.isContinuous)
        #expect(s.minimumTrackTintColor == nil && s.maximumTrackTintColor == nil && s.thumbTintColor == nil)
        #expect(s.minimumValueImage == nil && s.maximumValueImage == nil)
        #expect(s.currentThumbImage == nil && s.thumbImage(for: .normal) == nil)
        #expect(s.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    /// Apple: the value stays within the range; a minimum raised past the maximum takes it along, and
    /// the other way round.
    @Test func clamping() {
        let s = UISlider()
        s.value = 2
        #expect(s.value == 1)
        s.value = -1
        #expect(s.value == 0)
        s.maximumValue = 10
        s.value = 5
        s.minimumValue = 7
        #expect(s.value == 7)
        s.maximumValue = 8
        s.value = 8
        s.maximumValue = 7.5
        #expect(s.value == 7.5)
        s.minimumValue = 20
        #expect(s.maximumValue == 20 && s.value == 20)
        s.maximumValue = 3
        #expect(s.minimumValue == 3 && s.value == 3)
        s.setValue(100, animated: true)
        #expect(s.value == 3)
    }

    @Test func settingInCodeSendsNothing() {
        let s = UISlider()
        let log = EventLog(s)
        s.value = 0.3
        s.setValue(0.6, animated: true)
        s.minimumValue = 0.7
        #expect(log.names.isEmpty)
    }

    @Test func geometry() {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let b = s.bounds
        let track = s.trackRect(forBounds: b)
        #expect(track == CGRect(x: 2, y: 13.5, width: 196, height: 4))
        #expect(s.thumbRect(forBounds: b, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(s.thumbRect(forBounds: b, trackRect: track, value: 1) == CGRect(x: 172, y: 1.5, width: 28, height: 28))
        #expect(s.thumbRect(forBounds: b, trackRect: track, value: 0.5).midX == 100)
        let image = solidImage(.red, 20, 10)
        s.minimumValueImage = image
        s.maximumValueImage = image
        #expect(s.minimumValueImageRect(forBounds: b) == CGRect(x: 0, y: 10.5, width: 20, height: 10))
        #expect(s.maximumValueImageRect(forBounds: b) == CGRect(x: 180, y: 10.5, width: 20, height: 10))
        let t2 = s.trackRect(forBounds: b)
        #expect(t2.minX > 20 && t2.maxX < 180)
    }

    @Test func dragOnTheThumbSendsValueChangedContinuously() {
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UISlider(frame: CGRect(x: 50, y: 50, width: 200, height: 31))
        stage.window.addSubview(s)
        let log = EventLog(s)
        // The thumb's centre is at x 14 at value 0; moving it 86 pt is half the 172 pt travel.
        UIHeadless.touchDown(at: point(14, 15, in: s), in: stage.window)
        #expect(s.isTracking)
        UIHeadless.touchMove(to: point(57, 15, in: s))
        #expect(near(s.value, 0.25))
        UIHeadless.touchMove(to: point(100, 15, in: s))
        #expect(near(s.value, 0.5))
        UIHeadless.touchUp()
        #expect(near(s.value, 0.5))
        #expect(log.names == ["down", "dragInside", "value", "primary", "dragInside", "value", "primary", "upInside"])
        // Far past the end: clamped to the maximum.
        stage.forgetTaps()
        UIHeadless.drag(from: point(100, 15, in: s), to: point(400, 15, in: s), in: stage.window)
        #expect(s.value == 1)
    }

    @Test func notContinuousSendsOnceAtTheEnd() {
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UISlider(frame: CGRect(x: 50, y: 50, width: 200, height: 31))
        s.isContinuous = false
        stage.window.addSubview(s)
        let log = EventLog(s)
        UIHeadless.drag(from: point(14, 15, in: s), to: point(100, 15, in: s), steps: 5, in: stage.window)
        #expect(near(s.value, 0.5))
        #expect(log.names.filter { $0 == "value" }.count == 1)
        #expect(log.names.suffix(3) == ["value", "primary", "upInside"])
    }

    @Test func theTrackDoesNotJump() {
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UISlider(frame: CGRect(x: 50, y: 50, width: 200, height: 31))
        stage.window.addSubview(s)
        let log = EventLog(s)
        UIHeadless.drag(from: point(150, 15, in: s), to: point(180, 15, in: s), in: stage.window)
        #expect(s.value == 0)
        #expect(!log.names.contains("value"))
    }

    @Test func accessibilityAdjusts() {
        let s = UISlider()
        let log = EventLog(s)
        #expect(s.accessibilityTraits.contains(.adjustable))
        s.value = 0.5
        #expect(s.accessibilityValue == "50%")
        s.accessibilityIncrement()
        #expect(near(s.value, 0.6))
        s.accessibilityDecrement()
        s.accessibilityDecrement()
        #expect(near(s.value, 0.4))
        #expect(log.names.filter { $0 == "value" }.count == 3)
    }

    @Test func imagesAndDrawing() {
        let stage = ViewsStage(width: 240, height: 60)
        defer { stage.close() }
        let s = UISlider(frame: CGRect(x: 20, y: 15, width: 200, height: 31))
        s.value = 0.5
        stage.window.addSubview(s)
        let px = stage.pixels()
        saveControlsPNG(stage, "slider")
        // Before the thumb: systemBlue (0, 122, 255); after: systemFill over white; the thumb white.
        #expect(near(px[60, 30], [0, 122, 255, 255], 3))
        #expect(near(px[180, 30], [228, 228, 230, 255], 3))
        #expect(near(px[120, 30], [255, 255, 255, 255], 3))
        let thumb = solidImage(.red, 10, 10)
        s.setThumbImage(thumb, for: .normal)
        #expect(s.currentThumbImage === thumb)
        #expect(s.thumbImage(for: .highlighted) == nil)
        s.setMinimumTrackImage(thumb, for: .normal)
        #expect(s.currentMinimumTrackImage === thumb)
    }
}
