import Testing
@testable import UIKit
import UIKitTestSupport

/// Records the events a control sends, in order.
@MainActor
final class EventLog {
    var names: [String] = []
    static let all: [(String, UIControl.Event)] = [
        ("down", .touchDown), ("repeat", .touchDownRepeat), ("dragInside", .touchDragInside),
        ("dragOutside", .touchDragOutside), ("enter", .touchDragEnter), ("exit", .touchDragExit),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
        ("primary", .primaryActionTriggered), ("value", .valueChanged),
    ]
    init(_ control: UIControl) {
        for (name, event) in EventLog.all {
            control.addTarget(self, action: { [unowned self] _ in self.names.append(name) }, for: event)
        }
    }
}

@Suite(.serialized) @MainActor struct UIControlTests {
    @Test func rawValuesAreApples() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF000000)
        let events: [(UIControl.Event, UInt)] = [
            (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
            (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
            (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192), (.menuActionTriggered, 16384),
            (.editingDidBegin, 65536), (.editingChanged, 131072), (.editingDidEnd, 262144),
            (.editingDidEndOnExit, 524288), (.allTouchEvents, 0x0FFF), (.allEditingEvents, 0x000F0000),
            (.applicationReserved, 0x0F000000), (.systemReserved, 0xF0000000), (.allEvents, 0xFFFFFFFF),
        ]
        for (e, raw) in events { #expect(e.rawValue == raw) }
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
        #expect(UIControl.ContentHorizontalAlignment.fill.rawValue == 3)
        #expect(UIControl.ContentVerticalAlignment.bottom.rawValue == 2)
        #expect(UIControl.ContentVerticalAlignment.fill.rawValue == 3)
    }

    @Test func stateFollowsFlags() {
        let c = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.state == .normal)
        #expect(c.isEnabled && !c.isSelected && !c.isHighlighted)
        c.isSelected = true
        c.isHighlighted = true
        #expect(c.state == [.selected, .highlighted])
        c.isEnabled = false
        #expect(c.state == [.selected, .highlighted, .disabled])
        #expect(c.state.rawValue == 7)
        c.contentHorizontalAlignment = .leading
        #expect(c.effectiveContentHorizontalAlignment == .left)
        c.contentHorizontalAlignment = .trailing
        #expect(c.effectiveContentHorizontalAlignment == .right)
    }

    /// Down inside, a small drag, out past the 70 pt margin, back in, up inside.
    @Test func scriptedTouchSequenceProducesApplesEvents() {
        let stage = ViewsStage()
        defer { stage.close() }
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        stage.window.addSubview(control)
        let log = EventLog(control)

        UIHeadless.touchDown(at: CGPoint(x: 120, y: 120), in: stage.window)
        #expect(log.names == ["down"])
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)

        UIHeadless.touchMove(to: CGPoint(x: 130, y: 125))
        #expect(log.names.last == "dragInside")
        // Still inside: 60 pt right of the right edge (150) is within the 70 pt margin.
        UIHeadless.touchMove(to: CGPoint(x: 210, y: 125))
        #expect(log.names.last == "dragInside")
        #expect(control.isHighlighted)
        // 71 pt beyond the right edge: outside.
        UIHeadless.touchMove(to: CGPoint(x: 221, y: 125))
        #expect(Array(log.names.suffix(2)) == ["exit", "dragOutside"])
        #expect(!control.isHighlighted && !control.isTouchInside)
        UIHeadless.touchMove(to: CGPoint(x: 260, y: 125))
        #expect(log.names.last == "dragOutside")
        UIHeadless.touchMove(to: CGPoint(x: 140, y: 140))
        #expect(Array(log.names.suffix(2)) == ["enter", "dragInside"])
        #expect(control.isHighlighted)
        UIHeadless.touchUp(at: CGPoint(x: 140, y: 140))
        #expect(log.names == ["down", "dragInside", "dragInside", "exit", "dragOutside", "dragOutside",
                              "enter", "dragInside", "upInside"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func upOutsideAndCancel() {
        let stage = ViewsStage()
        defer { stage.close() }
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        stage.window.addSubview(control)
        let log = EventLog(control)
        UIHeadless.touchDown(at: CGPoint(x: 110, y: 110), in: stage.window)
        UIHeadless.touchUp(at: CGPoint(x: 110, y: 10))   // 90 pt above the top: outside the margin
        #expect(log.names == ["down", "upOutside"])

        log.names = []
        UIHeadless.touchDown(at: CGPoint(x: 110, y: 110), in: stage.window)
        UIHeadless.cancelTouches()
        #expect(log.names == ["down", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func upJustOutsideTheBoundsStillCountsAsInside() {
        let stage = ViewsStage()
        defer { stage.close() }
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        stage.window.addSubview(control)
        let log = EventLog(control)
        UIHeadless.touchDown(at: CGPoint(x: 110, y: 110), in: stage.window)
        UIHeadless.touchUp(at: CGPoint(x: 110, y: 40))   // 60 pt above: inside the 70 pt margin
        #expect(log.names == ["down", "upInside"])
    }

    @Test func doubleTapSendsTouchDownRepeat() {
        let stage = ViewsStage()
        defer { stage.close() }
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        stage.window.addSubview(control)
        let log = EventLog(control)
        UIHeadless.touchDown(at: CGPoint(x: 120, y: 120), in: stage.window)
        UIHeadless.touchUp()
        UIHeadless.touchDown(at: CGPoint(x: 121, y: 121), in: stage.window)
        UIHeadless.touchUp()
        #expect(log.names == ["down", "upInside", "down", "repeat", "upInside"])
    }

    @Test func disabledControlGetsNoEvents() {
        let stage = ViewsStage()
        defer { stage.close() }
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        control.isEnabled = false
        stage.window.addSubview(control)
        let log = EventLog(control)
        UIHeadless.tap(at: CGPoint(x: 120, y: 120), in: stage.window)
        UIHeadless.drag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 280, y: 280), in: stage.window)
        #expect(log.names.isEmpty)
        #expect(!control.isHighlighted)
    }

    @Test func actionsAddRemoveAndReplace() {
        let c = UIControl()
        var calls: [String] = []
        let a = UIAction(title: "A", identifier: UIAction.Identifier("a")) { action in
            calls.append("a:\(action.title):\((action.sender as AnyObject?) === c)")
        }
        c.addAction(a, for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(calls == ["a:A:true"])
        #expect(c.allControlEvents == .touchUpInside)
        // Same identifier: replaces.
        let a2 = UIAction(title: "A2", identifier: UIAction.Identifier("a")) { _ in calls.append("a2") }
        c.addAction(a2, for: .touchUpInside)
        calls = []
        c.sendActions(for: .touchUpInside)
        #expect(calls == ["a2"])
        c.removeAction(identifiedBy: UIAction.Identifier("a"), for: .touchUpInside)
        calls = []
        c.sendActions(for: .touchUpInside)
        #expect(calls.isEmpty)
        #expect(c.allControlEvents.isEmpty)

        let b = UIAction { _ in calls.append("b") }
        c.addAction(b, for: [.valueChanged, .touchDown])
        c.removeAction(b, for: .touchDown)
        c.sendActions(for: .touchDown)
        #expect(calls.isEmpty)
        c.sendActions(for: .valueChanged)
        #expect(calls == ["b"])
    }

    @Test func targetActionClosures() {
        final class Target {}
        let c = UIControl()
        let t = Target()
        var calls: [String] = []
        c.addTarget(t, action: { sender in calls.append("t:\((sender as AnyObject) === c)") }, for: .valueChanged,
                    actionName: "changed:")
        c.addTarget(nil, action: { _ in calls.append("nil") }, for: [.valueChanged, .touchDown])
        c.sendActions(for: .valueChanged)
        #expect(calls == ["t:true", "nil"])
        #expect(c.actions(forTarget: t, forControlEvent: .valueChanged) == ["changed:"])
        #expect(c.actions(forTarget: t, forControlEvent: .touchDown) == nil)
        #expect(c.allTargets.count == 2)
        c.removeTarget(t, for: .valueChanged)
        calls = []
        c.sendActions(for: .valueChanged)
        #expect(calls == ["nil"])
        c.removeTarget(nil, for: .allEvents)
        #expect(c.allControlEvents.isEmpty)
    }

    @Test func actionHandlerRunsOnTap() {
        let stage = ViewsStage()
        defer { stage.close() }
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        stage.window.addSubview(control)
        var taps = 0
        control.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        UIHeadless.tap(at: CGPoint(x: 30, y: 30), in: stage.window)
        #expect(taps == 1)
    }

    @Test func trackingOverridesAreCalled() {
        final class Tracker: UIControl {
            var calls: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { calls.append("begin"); return true }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { calls.append("continue"); return true }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
            override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
        }
        let stage = ViewsStage()
        defer { stage.close() }
        let t = Tracker(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        stage.window.addSubview(t)
        UIHeadless.touchDown(at: CGPoint(x: 20, y: 20), in: stage.window)
        UIHeadless.touchMove(to: CGPoint(x: 25, y: 20))
        UIHeadless.touchUp()
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 20), in: stage.window) // not on the control
        UIHeadless.touchUp()
        UIHeadless.touchDown(at: CGPoint(x: 20, y: 20), in: stage.window)
        UIHeadless.cancelTouches()
        #expect(t.calls == ["begin", "continue", "end", "begin", "cancel"])
    }

    @Test func refusingToTrackStopsTheEventsAfterTouchDown() {
        final class Refuser: UIControl {
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
        }
        final class Catcher: UIView {
            var ended = 0
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
        }
        let stage = ViewsStage()
        defer { stage.close() }
        let catcher = Catcher(frame: stage.window.bounds)
        stage.window.addSubview(catcher)
        let c = Refuser(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        catcher.addSubview(c)
        let log = EventLog(c)
        UIHeadless.touchDown(at: CGPoint(x: 20, y: 20), in: stage.window)
        #expect(!c.isTracking && !c.isHighlighted)
        UIHeadless.touchMove(to: CGPoint(x: 25, y: 25))
        UIHeadless.touchUp()
        #expect(log.names == ["down"])
        #expect(catcher.ended == 0)     // the control took the touch; its end is not passed on
    }

    @Test func disablingWhileTrackingEndsIt() {
        let stage = ViewsStage()
        defer { stage.close() }
        let c = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        stage.window.addSubview(c)
        let log = EventLog(c)
        UIHeadless.touchDown(at: CGPoint(x: 20, y: 20), in: stage.window)
        c.isEnabled = false
        #expect(!c.isTracking && !c.isHighlighted)
        #expect(c.state == .disabled)
        UIHeadless.touchUp()
        #expect(log.names == ["down"])
    }

    @Test func primaryActionInitializerAndPerform() {
        var count = 0
        let c = UIControl(frame: .zero, primaryAction: UIAction { _ in count += 1 })
        #expect(c.allControlEvents == .primaryActionTriggered)
        c.performPrimaryAction()
        #expect(count == 1)
        c.sendActions(for: .touchUpInside)      // a plain control's tap is not its primary action
        #expect(count == 1)
    }
}
