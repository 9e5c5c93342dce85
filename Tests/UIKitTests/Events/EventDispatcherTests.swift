import Testing
@testable import UIKit

/// Logs every touch a view receives: phase, window, view, tap count, window location, and how many touches
/// the event holds (stationary ones included).
@MainActor
private final class TouchLog {
    struct Entry: Equatable, CustomStringConvertible {
        var phase: UITouch.Phase
        var window: String
        var view: String
        var tapCount: Int
        var location: CGPoint
        var eventTouches: Int
        var description: String { "\(phase) \(window)/\(view) taps=\(tapCount) at=(\(location.x),\(location.y)) of=\(eventTouches)" }
    }
    var entries: [Entry] = []
}

@MainActor
private final class NamedWindow: UIWindow {
    var name = ""
}

@MainActor
private final class RecorderView: UIView {
    let name: String
    let log: TouchLog
    init(name: String, frame: CGRect, log: TouchLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { record(t, e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { record(t, e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { record(t, e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { record(t, e) }
    func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
        for t in touches.sorted(by: { $0.location(in: nil).x < $1.location(in: nil).x }) {
            log.entries.append(.init(phase: t.phase, window: (t.window as? NamedWindow)?.name ?? "?",
                                     view: (t.view as? RecorderView)?.name ?? "?", tapCount: t.tapCount,
                                     location: t.location(in: nil), eventTouches: event?.allTouches?.count ?? 0))
        }
    }
}

/// The one input pipeline: the headless driver and the SDL back end only translate, and the dispatcher
/// makes the same touches of the same input.
@Suite(.serialized) @MainActor struct EventDispatcherTests {
    /// A 200×200 screen: window "A" covers it (normal level, key), window "B" covers its top-right quarter
    /// at alert level, so it is in front there.
    private static func stage(_ body: (UIScreen, TouchLog) -> Void) {
        UIHeadless.useManualClock(startingAt: 100)
        EventDispatcher.shared.reset()
        let screen = UIHeadless.connectScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let log = TouchLog()
        let a = NamedWindow(frame: screen.bounds)
        a.screen = screen
        a.name = "A"
        a.addSubview(RecorderView(name: "a", frame: a.bounds, log: log))
        a.makeKeyAndVisible()
        let b = NamedWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        b.screen = screen
        b.name = "B"
        b.windowLevel = .alert
        b.addSubview(RecorderView(name: "b", frame: b.bounds, log: log))
        b.isHidden = false
        body(screen, log)
        a.isHidden = true
        b.isHidden = true
        UIHeadless.disconnectScreen(screen)
        EventDispatcher.shared.reset()
    }

    private static func tick() { CAMediaClock.shared.advance(by: 0.05) }
    private static func pause() { CAMediaClock.shared.advance(by: 1) }

    /// Worked out by hand: one finger down–move–up in A; two fingers, one in B (in front there) and one in A,
    /// each event holding both touches; a double click at (20, 20) counting 1 then 2.
    private static let expected: [TouchLog.Entry] = [
        .init(phase: .began, window: "A", view: "a", tapCount: 1, location: CGPoint(x: 50, y: 150), eventTouches: 1),
        .init(phase: .moved, window: "A", view: "a", tapCount: 1, location: CGPoint(x: 60, y: 150), eventTouches: 1),
        .init(phase: .ended, window: "A", view: "a", tapCount: 1, location: CGPoint(x: 60, y: 150), eventTouches: 1),
        // Window B's coordinates: screen (150, 50) is (50, 50) in B. (Finger positions are eighths of the
        // 200-point screen, exact in SDL's normalised floats.)
        .init(phase: .began, window: "B", view: "b", tapCount: 1, location: CGPoint(x: 50, y: 50), eventTouches: 1),
        .init(phase: .began, window: "A", view: "a", tapCount: 1, location: CGPoint(x: 50, y: 50), eventTouches: 2),
        .init(phase: .moved, window: "B", view: "b", tapCount: 1, location: CGPoint(x: 75, y: 75), eventTouches: 2),
        .init(phase: .ended, window: "A", view: "a", tapCount: 1, location: CGPoint(x: 50, y: 50), eventTouches: 2),
        .init(phase: .ended, window: "B", view: "b", tapCount: 1, location: CGPoint(x: 75, y: 75), eventTouches: 1),
        .init(phase: .began, window: "A", view: "a", tapCount: 1, location: CGPoint(x: 20, y: 20), eventTouches: 1),
        .init(phase: .ended, window: "A", view: "a", tapCount: 1, location: CGPoint(x: 20, y: 20), eventTouches: 1),
        .init(phase: .began, window: "A", view: "a", tapCount: 2, location: CGPoint(x: 20, y: 20), eventTouches: 1),
        .init(phase: .ended, window: "A", view: "a", tapCount: 2, location: CGPoint(x: 20, y: 20), eventTouches: 1),
    ]

    @Test func bothBackEndsMakeTheSameTouches() {
        var headless: [TouchLog.Entry] = []
        Self.stage { screen, log in
            // Headless: points in main-screen coordinates need the screen, so give them in window A's (= the screen's).
            let a = UIApplication.shared.keyWindowStorage
            UIHeadless.touchDown(at: CGPoint(x: 50, y: 150), in: a); Self.tick()
            UIHeadless.touchMove(to: CGPoint(x: 60, y: 150)); Self.tick()
            UIHeadless.touchUp(); Self.pause()
            UIHeadless.touchDown(at: CGPoint(x: 150, y: 50), finger: 0, in: a); Self.tick()
            UIHeadless.touchDown(at: CGPoint(x: 50, y: 50), finger: 1, in: a); Self.tick()
            UIHeadless.touchMove(to: CGPoint(x: 175, y: 75), finger: 0); Self.tick()
            UIHeadless.touchUp(finger: 1); Self.tick()
            UIHeadless.touchUp(finger: 0); Self.pause()
            UIHeadless.touchDown(at: CGPoint(x: 20, y: 20), in: a); Self.tick()
            UIHeadless.touchUp(); Self.tick()
            UIHeadless.touchDown(at: CGPoint(x: 20, y: 20), in: a); Self.tick()
            UIHeadless.touchUp(); Self.pause()
            headless = log.entries
        }
        #expect(headless == Self.expected)

        var sdl: [TouchLog.Entry] = []
        Self.stage { screen, log in
            var t = SDLPointerTranslator()
            let size = CGSize(width: 200, height: 200)
            @MainActor func send(_ input: PointerInput?) {
                if let input { EventDispatcher.shared.handle(input) }
                Self.tick()
            }
            @MainActor func mouse(_ down: Bool, _ x: Double, _ y: Double) -> PointerInput? {
                t.mouseButton(down: down, button: 1, synthesisedFromTouch: false, x: x, y: y, windowSize: size,
                              screen: screen, timestamp: CACurrentMediaTime())
            }
            @MainActor func finger(_ action: SDLPointerTranslator.FingerAction, _ id: Int64, _ x: Double, _ y: Double) -> PointerInput {
                t.finger(action, touchID: 7, fingerID: id, x: x / 200, y: y / 200, screen: screen, timestamp: CACurrentMediaTime())
            }
            send(mouse(true, 50, 150))
            send(t.mouseMotion(synthesisedFromTouch: false, x: 60, y: 150, windowSize: size, screen: screen, timestamp: CACurrentMediaTime()))
            send(mouse(false, 60, 150)); Self.pause()
            send(finger(.down, 0, 150, 50))
            send(finger(.down, 1, 50, 50))
            send(finger(.motion, 0, 175, 75))
            send(finger(.up, 1, 50, 50))
            send(finger(.up, 0, 175, 75)); Self.pause()
            send(mouse(true, 20, 20))
            send(mouse(false, 20, 20))
            send(mouse(true, 20, 20))
            send(mouse(false, 20, 20)); Self.pause()
            sdl = log.entries
        }
        #expect(sdl == headless)
    }

    @Test func aTouchBelongsToTheWindowUnderItNotTheKeyWindow() {
        Self.stage { screen, log in
            // Main-screen points are not this screen's; report straight to the dispatcher, as a back end does.
            EventDispatcher.shared.handle(PointerInput(device: 1, finger: 0, action: .down, location: CGPoint(x: 190, y: 10),
                                                       screen: screen, timestamp: CACurrentMediaTime()))
            #expect(log.entries.last?.window == "B")            // A is key, B is in front there
            #expect((UIApplication.shared.keyWindowStorage as? NamedWindow)?.name == "A")
            EventDispatcher.shared.handle(PointerInput(device: 1, finger: 0, action: .moved, location: CGPoint(x: 10, y: 190),
                                                       screen: screen, timestamp: CACurrentMediaTime()))
            // The touch stays with its window and view for its whole life, wherever it moves.
            #expect(log.entries.last?.window == "B" && log.entries.last?.view == "b")
            #expect(log.entries.last?.location == CGPoint(x: -90, y: 190))
            EventDispatcher.shared.cancelAllPointers(at: CACurrentMediaTime())
            #expect(log.entries.last?.phase == .cancelled)
        }
    }

    @Test func aPointNoWindowTakesMakesNoTouch() {
        Self.stage { screen, log in
            EventDispatcher.shared.handle(PointerInput(device: 1, finger: 0, action: .down, location: CGPoint(x: 500, y: 500),
                                                       screen: screen, timestamp: CACurrentMediaTime()))
            EventDispatcher.shared.handle(PointerInput(device: 1, finger: 0, action: .up, location: CGPoint(x: 500, y: 500),
                                                       screen: screen, timestamp: CACurrentMediaTime()))
            #expect(log.entries.isEmpty)
            #expect(!EventDispatcher.shared.hasActivePointers)
        }
    }

    @Test func touchesAreCollectedForTheRecognizersOfTheirViewAndItsAncestors() {
        Self.stage { screen, log in
            let window = UIApplication.shared.keyWindowStorage!
            let outer = window.subviews[0]
            let inner = RecorderView(name: "inner", frame: CGRect(x: 0, y: 100, width: 50, height: 50), log: log)
            outer.addSubview(inner)
            let g1 = UIGestureRecognizer(), g2 = UIGestureRecognizer(), off = UIGestureRecognizer()
            inner.addGestureRecognizer(g1)
            outer.addGestureRecognizer(g2)
            off.isEnabled = false
            window.addGestureRecognizer(off)
            EventDispatcher.shared.handle(PointerInput(device: 1, finger: 0, action: .down, location: CGPoint(x: 10, y: 110),
                                                       screen: screen, timestamp: CACurrentMediaTime()))
            let touch = EventDispatcher.shared.touch(for: PointerInput.ID(device: 1, finger: 0))
            #expect(touch?.view === inner)
            #expect(touch?.gestureRecognizers?.map(ObjectIdentifier.init) == [ObjectIdentifier(g1), ObjectIdentifier(g2)])
            EventDispatcher.shared.cancelAllPointers(at: CACurrentMediaTime())
        }
    }

    @Test func keysMakeOnePressFromDownToUp() {
        final class KeyView: UIView {
            var log: [(UIPress.Phase, String)] = []
            var presses: [UIPress] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ p: Set<UIPress>, with e: UIPressesEvent?) { note(p) }
            override func pressesEnded(_ p: Set<UIPress>, with e: UIPressesEvent?) { note(p) }
            override func pressesCancelled(_ p: Set<UIPress>, with e: UIPressesEvent?) { note(p) }
            func note(_ p: Set<UIPress>) { for x in p { log.append((x.phase, x.key?.characters ?? "")); presses.append(x) } }
        }
        Self.stage { screen, _ in
            let k = KeyView()
            UIApplication.shared.keyWindowStorage!.addSubview(k)
            #expect(k.becomeFirstResponder())
            let down = SDLInputMapping.keyInput(down: true, scancode: 4, sdlKeycode: 97, sdlMod: 0x0001, text: "A", timestamp: 1)
            let up = SDLInputMapping.keyInput(down: false, scancode: 4, sdlKeycode: 97, sdlMod: 0, text: nil, timestamp: 2)
            EventDispatcher.shared.handle(down)
            EventDispatcher.shared.handle(down)                      // a repeat while down: no second press
            EventDispatcher.shared.handle(up)
            EventDispatcher.shared.handle(up)                        // an up without a down: dropped
            #expect(k.log.map(\.0) == [.began, .ended])
            #expect(k.log.map(\.1) == ["A", "A"])
            #expect(k.presses[0] === k.presses[1])
            #expect(k.presses[0].key?.modifierFlags == .shift)
            EventDispatcher.shared.handle(down)
            EventDispatcher.shared.cancelAllPresses(at: 3)
            #expect(k.log.map(\.0) == [.began, .ended, .began, .cancelled])
            _ = k.resignFirstResponder()
        }
    }

    @Test func typedTextReachesAFirstResponderThatTakesText() {
        final class Field: UIView, UIKeyInput {
            var text = ""
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { !text.isEmpty }
            func insertText(_ t: String) { text += t }
            func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        }
        Self.stage { _, _ in
            let f = Field()
            UIApplication.shared.keyWindowStorage!.addSubview(f)
            UIHeadless.typeText("ab")                                 // not first responder yet: nothing
            #expect(f.text == "")
            #expect(f.becomeFirstResponder())
            UIHeadless.typeText("你好")
            #expect(f.text == "你好")
            _ = f.resignFirstResponder()
        }
    }
}
