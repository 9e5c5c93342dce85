import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UISwitchTests {
    @Test func defaultsAndFixedSize() {
        #expect(UISwitch.Style.automatic.rawValue == 0)
        #expect(UISwitch.Style.checkbox.rawValue == 1)
        #expect(UISwitch.Style.sliding.rawValue == 2)
        let s = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(s.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        s.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(s.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(s.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(s.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 51, height: 31))
        #expect(!s.isOn)
        #expect(s.onTintColor == nil && s.thumbTintColor == nil)
        #expect(s.preferredStyle == .automatic)
        s.preferredStyle = .checkbox
        #expect(s.style == .sliding)
        #expect(s.title == nil)
    }

    @Test func settingInCodeSendsNothing() {
        let s = UISwitch()
        let log = EventLog(s)
        s.isOn = true
        #expect(s.isOn)
        s.setOn(false, animated: true)
        #expect(!s.isOn)
        #expect(log.names.isEmpty)
    }

    @Test func tapTogglesAndSendsValueChanged() {
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        stage.window.addSubview(s)
        let log = EventLog(s)
        UIHeadless.tap(at: centre(of: s), in: stage.window)
        #expect(s.isOn)
        #expect(log.names == ["down", "value", "primary", "upInside"])
        stage.forgetTaps()
        UIHeadless.tap(at: centre(of: s), in: stage.window)
        #expect(!s.isOn)
    }

    @Test func primaryActionRunsOnToggle() {
        let stage = ViewsStage()
        defer { stage.close() }
        var ran = 0
        let s = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0), primaryAction: UIAction { _ in ran += 1 })
        stage.window.addSubview(s)
        UIHeadless.tap(at: centre(of: s), in: stage.window)
        #expect(ran == 1)
    }

    @Test func thumbDragDecidesByPositionOnRelease() {
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        stage.window.addSubview(s)
        let log = EventLog(s)
        // From the thumb on the left to the right half: on.
        UIHeadless.drag(from: point(14, 15, in: s), to: point(45, 15, in: s), in: stage.window)
        #expect(s.isOn)
        #expect(log.names.filter { $0 == "value" }.count == 1)
        // Drag right again on an on switch: stays on, no value event.
        stage.forgetTaps()
        log.names = []
        UIHeadless.drag(from: point(36, 15, in: s), to: point(48, 15, in: s), in: stage.window)
        #expect(s.isOn)
        #expect(!log.names.contains("value"))
        // Drag to the left half and back right before release: position wins, stays on.
        stage.forgetTaps()
        UIHeadless.touchDown(at: point(36, 15, in: s), in: stage.window)
        UIHeadless.touchMove(to: point(5, 15, in: s))
        UIHeadless.touchMove(to: point(40, 15, in: s))
        UIHeadless.touchUp()
        #expect(s.isOn && !log.names.contains("value"))
        // Drag to the left and release there: off.
        stage.forgetTaps()
        UIHeadless.drag(from: point(36, 15, in: s), to: point(5, 15, in: s), in: stage.window)
        #expect(!s.isOn)
        #expect(log.names.filter { $0 == "value" }.count == 1)
    }

    @Test func disabledSwitchIgnoresTaps() {
        let stage = ViewsStage()
        defer { stage.close() }
        let s = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        s.isEnabled = false
        stage.window.addSubview(s)
        UIHeadless.tap(at: centre(of: s), in: stage.window)
        #expect(!s.isOn)
    }

    @Test func accessibility() {
        let s = UISwitch()
        #expect(s.isAccessibilityElement)
        #expect(s.accessibilityValue == "0")
        s.isOn = true
        #expect(s.accessibilityValue == "1")
        #expect(s.accessibilityTraits.contains(.button))
    }

    @Test func drawnGreenWhenOnGrayWhenOff() {
        let stage = ViewsStage(width: 200, height: 100)
        defer { stage.close() }
        let off = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 100, y: 20, width: 0, height: 0))
        on.isOn = true
        stage.window.addSubview(off)
        stage.window.addSubview(on)
        let px = stage.pixels()
        saveControlsPNG(stage, "switch")
        // On: the track left of the thumb is systemGreen (52, 199, 89); the thumb on the right is white.
        #expect(near(px[106, 35], [52, 199, 89, 255], 3))
        #expect(near(px[136, 35], [255, 255, 255, 255], 3))
        // Off: the track right of the thumb is secondarySystemFill over white (233, 233, 235); thumb white.
        #expect(near(px[65, 35], [233, 233, 235, 255], 3))
        #expect(near(px[35, 35], [255, 255, 255, 255], 3))
    }

    /// Apple's UIControl rule: an ancestor's single tap does not take a tap on a switch.
    @Test func anAncestorsTapDoesNotTakeTheSwitchsTap() {
        let stage = ViewsStage()
        defer { stage.close() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        stage.window.addSubview(container)
        var taps = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let s = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        container.addSubview(s)
        UIHeadless.tap(at: centre(of: s), in: stage.window)
        #expect(s.isOn && taps == 0)
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 200, y: 200), in: stage.window)
        #expect(taps == 1)
    }
}
