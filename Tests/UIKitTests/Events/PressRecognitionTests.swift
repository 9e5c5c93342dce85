import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// A first responder that logs the presses it receives: "name phase".
@MainActor
private final class PressLoggingView: UIView {
    let name: String
    let log: GestureLog
    init(_ name: String, frame: CGRect, log: GestureLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ p: Set<UIPress>, with e: UIPressesEvent?) { log.add("\(name) began") }
    override func pressesChanged(_ p: Set<UIPress>, with e: UIPressesEvent?) { log.add("\(name) changed") }
    override func pressesEnded(_ p: Set<UIPress>, with e: UIPressesEvent?) { log.add("\(name) ended") }
    override func pressesCancelled(_ p: Set<UIPress>, with e: UIPressesEvent?) { log.add("\(name) cancelled") }
}

/// A recognizer that logs the presses UIKit hands it and never recognizes unless told to.
@MainActor
private final class PressRecorder: UIGestureRecognizer {
    let log: GestureLog
    var ignoresAtBegan = false
    var recognizesAtEnd = false
    init(log: GestureLog) {
        self.log = log
        super.init(target: nil, action: nil)
    }
    override func pressesBegan(_ p: Set<UIPress>, with e: UIPressesEvent) {
        log.add("recorder began")
        if ignoresAtBegan { for press in p { ignore(press, for: e) } }
    }
    override func pressesEnded(_ p: Set<UIPress>, with e: UIPressesEvent) {
        log.add("recorder ended")
        if recognizesAtEnd { state = .recognized }
    }
    override func pressesCancelled(_ p: Set<UIPress>, with e: UIPressesEvent) { log.add("recorder cancelled") }
}

@MainActor
private final class RefusingPresses: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { false }
}

/// Return's press type: 2000 + its HID usage (0x28).
private let returnType = NSNumber(value: 2000 + 0x28)

@Suite(.serialized) @MainActor struct PressRecognitionTests {
    /// A container (400 × 400) holding a first responder that logs its presses.
    private static func field(_ stage: GestureStage) -> (UIView, PressLoggingView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        stage.window.addSubview(container)
        let field = PressLoggingView("field", frame: CGRect(x: 50, y: 50, width: 100, height: 40), log: stage.log)
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        return (container, field)
    }

    private static func pressReturn() {
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
    }

    @Test func defaultsAreApples() {
        #expect(UITapGestureRecognizer().allowedPressTypes == [NSNumber(value: UIPress.PressType.select.rawValue)])
        #expect(UIGestureRecognizer().allowedPressTypes == [NSNumber(value: 4)])
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [])
        #expect(UIScrollTypeMask.discrete.rawValue == 1 && UIScrollTypeMask.continuous.rawValue == 2)
        #expect(UIScrollTypeMask.all.rawValue == 3)
        #expect(UIScrollType.discrete.rawValue == 0 && UIScrollType.continuous.rawValue == 1)
        #expect(UIEvent().modifierFlags == [])
    }

    @Test func pressesReachTheFirstRespondersRecognizersBeforeTheResponder() {
        GestureStage.run { stage in
            let (container, _) = Self.field(stage)
            let recorder = PressRecorder(log: stage.log)
            recorder.allowedPressTypes = [returnType]
            container.addGestureRecognizer(recorder)
            Self.pressReturn()
            #expect(stage.log.entries == ["recorder began", "field began", "recorder ended", "field ended"])
        }
    }

    @Test func aRecognizerThatRecognizesCancelsTheRespondersPressBeforeItsAction() {
        GestureStage.run { stage in
            let (container, _) = Self.field(stage)
            let recorder = PressRecorder(log: stage.log)
            recorder.allowedPressTypes = [returnType]
            recorder.recognizesAtEnd = true
            container.addGestureRecognizer(recorder)
            stage.watch(recorder, as: "action")
            Self.pressReturn()
            #expect(stage.log.entries == ["recorder began", "field began", "recorder ended", "field cancelled", "action ended"])
            // Without cancelsTouchesInView the responder gets its end, after the action.
            stage.log.clear()
            recorder.cancelsTouchesInView = false
            Self.pressReturn()
            #expect(stage.log.entries == ["recorder began", "field began", "recorder ended", "action ended", "field ended"])
        }
    }

    @Test func aTapRecognizerTakesAPressOfAnAllowedType() {
        GestureStage.run { stage in
            let (container, _) = Self.field(stage)
            let tap = UITapGestureRecognizer()
            container.addGestureRecognizer(tap)
            stage.watch(tap, as: "tap")
            // By default a tap takes .select presses only: a keyboard key is not one.
            Self.pressReturn()
            #expect(stage.log.entries == ["field began", "field ended"])
            stage.log.clear()
            tap.allowedPressTypes = [returnType]
            Self.pressReturn()
            #expect(stage.log.entries == ["field began", "field cancelled", "tap ended"])
            // Two presses for a double tap, the second soon enough.
            stage.log.clear()
            tap.numberOfTapsRequired = 2
            Self.pressReturn()
            stage.wait(0.2)
            Self.pressReturn()
            #expect(stage.log.entries == ["field began", "field ended", "field began", "field cancelled", "tap ended"])
        }
    }

    @Test func theDelegateAndIgnoreKeepPressesFromARecognizer() {
        GestureStage.run { stage in
            let (container, _) = Self.field(stage)
            let recorder = PressRecorder(log: stage.log)
            recorder.allowedPressTypes = [returnType]
            container.addGestureRecognizer(recorder)
            let refusing = RefusingPresses()
            recorder.delegate = refusing
            Self.pressReturn()
            #expect(stage.log.entries == ["field began", "field ended"])
            stage.log.clear()
            recorder.delegate = nil
            recorder.ignoresAtBegan = true
            Self.pressReturn()
            #expect(stage.log.entries == ["recorder began", "field began", "field ended"])
        }
    }

    /// Recognizers of views that are not the first responder or its ancestors get no presses.
    @Test func onlyTheFirstRespondersChainGetsPresses() {
        GestureStage.run { stage in
            let (_, _) = Self.field(stage)
            let other = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
            stage.window.addSubview(other)
            let recorder = PressRecorder(log: stage.log)
            recorder.allowedPressTypes = [returnType]
            other.addGestureRecognizer(recorder)
            Self.pressReturn()
            #expect(stage.log.entries == ["field began", "field ended"])
        }
    }

    /// `modifierFlags` are the modifier keys held when the event happened, for touches too.
    @Test func modifierFlagsAreTheKeysHeldAtTheEvent() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            var seen: [UIKeyModifierFlags] = []
            let tap = UITapGestureRecognizer { g in seen.append(g.modifierFlags) }
            v.addGestureRecognizer(tap)
            UIHeadless.keyDown(.keyboardLeftShift, modifiers: .shift)
            stage.tap(50, 50)
            UIHeadless.keyUp(.keyboardLeftShift)
            stage.wait(1)
            stage.tap(50, 50)
            #expect(seen == [.shift, []])
        }
    }
}

/// `UIPanGestureRecognizer.allowedScrollTypesMask`: scroll events (the wheel's notches are discrete, a trackpad's
/// fractional amounts continuous) drive a pan whose mask lists their type; Apple's default mask is empty.
@Suite(.serialized) @MainActor struct PanScrollEventTests {
    @Test func aPanTakesNoScrollEventsByDefault() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let pan = UIPanGestureRecognizer()
            v.addGestureRecognizer(pan)
            stage.watch(pan, as: "pan")
            #expect(!UIHeadless.scrollWheel(notchesY: -1, at: CGPoint(x: 50, y: 50), in: stage.window))
            stage.wait(1)
            #expect(stage.log.entries.isEmpty)
        }
    }

    @Test func wheelNotchesDriveADiscretePan() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .discrete
            v.addGestureRecognizer(pan)
            var translations: [CGPoint] = []
            pan.addTarget(nil, action: { g in
                stage.log.add("pan \(GestureStage.describe(g.state))")
                translations.append((g as! UIPanGestureRecognizer).translation(in: v))
            })
            // A notch towards the user scrolls the content down (40 pt): fingers dragging it up, −40.
            #expect(UIHeadless.scrollWheel(notchesY: -1, at: CGPoint(x: 50, y: 60), in: stage.window))
            #expect(pan.location(in: v) == CGPoint(x: 50, y: 60))
            stage.wait(0.05)
            #expect(UIHeadless.scrollWheel(notchesY: -1, at: CGPoint(x: 50, y: 60), in: stage.window))
            // A fractional (trackpad) amount is continuous: not this pan's.
            #expect(!UIHeadless.scrollWheel(notchesY: -0.5, at: CGPoint(x: 50, y: 60), in: stage.window))
            // It ends 0.15 s after the last event.
            stage.wait(0.1)
            #expect(stage.log.entries == ["pan began", "pan changed"])
            stage.wait(0.1)
            #expect(stage.log.entries == ["pan began", "pan changed", "pan ended"])
            #expect(translations == [CGPoint(x: 0, y: -40), CGPoint(x: 0, y: -80), CGPoint(x: 0, y: -80)])
            #expect(pan.state == .possible)
        }
    }

    @Test func trackpadAmountsDriveAContinuousPan() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .continuous
            v.addGestureRecognizer(pan)
            stage.watch(pan, as: "pan")
            #expect(!UIHeadless.scrollWheel(notchesY: 1, at: CGPoint(x: 50, y: 50), in: stage.window))
            #expect(UIHeadless.scrollWheel(notchesX: 0.25, notchesY: 0, at: CGPoint(x: 50, y: 50), in: stage.window))
            #expect(pan.translation(in: v) == CGPoint(x: -10, y: 0))
            stage.wait(0.2)
            #expect(stage.log.entries == ["pan began", "pan ended"])
        }
    }

    @Test func aDelegateThatSaysNoKeepsThePanFromBeginning() {
        GestureStage.run { stage in
            final class No: NSObject, UIGestureRecognizerDelegate {
                func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
            }
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .all
            let no = No()
            pan.delegate = no
            v.addGestureRecognizer(pan)
            stage.watch(pan, as: "pan")
            #expect(!UIHeadless.scrollWheel(notchesY: -1, at: CGPoint(x: 50, y: 50), in: stage.window))
            stage.wait(1)
            #expect(stage.log.entries.isEmpty)
        }
    }

    /// The scroll view's own pan takes every type (`.all`): its wheel scrolling is that; with an empty mask the
    /// wheel passes it by.
    @Test func theScrollViewsPanMaskFiltersItsWheelScrolling() {
        GestureStage.run { stage in
            let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            sv.contentSize = CGSize(width: 200, height: 1000)
            stage.window.addSubview(sv)
            #expect(sv.panGestureRecognizer.allowedScrollTypesMask == .all)
            #expect(UIHeadless.scrollWheel(notchesY: -1, at: CGPoint(x: 50, y: 50), in: stage.window))
            #expect(sv.contentOffset == CGPoint(x: 0, y: 40))
            stage.wait(1)
            sv.panGestureRecognizer.allowedScrollTypesMask = .continuous
            #expect(!UIHeadless.scrollWheel(notchesY: -1, at: CGPoint(x: 50, y: 50), in: stage.window))
            #expect(sv.contentOffset == CGPoint(x: 0, y: 40))
            #expect(UIHeadless.scrollWheel(notchesY: -0.5, at: CGPoint(x: 50, y: 50), in: stage.window))
            #expect(sv.contentOffset == CGPoint(x: 0, y: 60))
        }
    }
}

/// A long press takes a held press of an allowed type: it begins at minimumPressDuration exactly, with the
/// button still down, and ends when it comes up; coming up sooner fails it.
@Suite(.serialized) @MainActor struct LongPressPressTests {
    @Test func aHeldKeyOfAnAllowedTypeIsALongPress() {
        GestureStage.run { stage in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            stage.window.addSubview(container)
            #expect(container.becomeFirstResponder() == false)   // the window is the press's responder
            let long = UILongPressGestureRecognizer()
            #expect(long.allowedPressTypes == [NSNumber(value: UIPress.PressType.select.rawValue)])
            long.allowedPressTypes = [returnType]
            stage.window.addGestureRecognizer(long)
            stage.watch(long, as: "long")
            UIHeadless.keyDown(.keyboardReturnOrEnter, characters: "\r")
            stage.wait(0.49)
            #expect(stage.log.entries.isEmpty)
            stage.wait(0.02)
            #expect(stage.log.entries == ["long began"])
            UIHeadless.keyUp(.keyboardReturnOrEnter, characters: "\r")
            #expect(stage.log.entries == ["long began", "long ended"])
            // Up before half a second: no long press.
            stage.log.clear()
            UIHeadless.keyDown(.keyboardReturnOrEnter, characters: "\r")
            stage.wait(0.3)
            UIHeadless.keyUp(.keyboardReturnOrEnter, characters: "\r")
            stage.wait(1)
            #expect(stage.log.entries.isEmpty)
            #expect(long.state == .possible)
        }
    }
}
