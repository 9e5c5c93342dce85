// Frame stage 2 dispatch and hit-test (docs/ARCHITECTURE.md). Before: 1, event in — Platform/SDL/SDLBackend.handle, SDLPointerTranslator; Platform/Headless/UIHeadless.
// After: 3, recognizers and responders — Application/UIApplication.sendEvent → Window/UIWindow.sendEvent → the responder chain.
import Foundation

/// The one input pipeline: back ends report raw pointers, keys and text; this turns them into UIKit's
/// events, the same way for every back end.
///
/// It owns touch identity per (device, finger); the window a touch belongs to (the frontmost visible window
/// of the screen whose hit-test takes the point when the touch begins, by window level — not the key
/// window); hit-testing once, at touch-began, keeping the view for the touch's life; tap counts
/// (`TapCounter`); stationary touches; the `isMultipleTouchEnabled` / `isExclusiveTouch` filter; the gesture
/// recognizers a touch is collected for; the hovering pointer; presses to the key window; text to the first
/// responder.
@MainActor
final class EventDispatcher {
    static let shared = EventDispatcher()

    /// A pointer that is down: the touch it made, nil when no window took it (its taps still count).
    private struct ActivePointer {
        var touch: UITouch?
    }

    private var pointers: [PointerInput.ID: ActivePointer] = [:]
    /// Pointer ids in the order they went down (the order of `UIEvent.allTouches`' storage).
    private var pointerOrder: [PointerInput.ID] = []
    private var tapCounter = TapCounter()
    /// Touches each view is tracking, per window, for the multiple/exclusive touch rules.
    private var tracking: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]
    private var exclusiveView: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// UIKit hands the same touches event to every dispatch of a touch sequence.
    private let touchesEvent = UIEvent(type: .touches)
    /// Keys that are down, by HID usage.
    private var pressed: [Int: UIPress] = [:]
    /// Keys that are down and performed a key command (their presses were never sent).
    private var commandKeys: Set<Int> = []
    /// The modifier keys held now, from the last key report (each event is stamped with them, for
    /// `UIEvent.modifierFlags` and the recognizers' `modifierFlags`).
    private(set) var modifierFlags: UIKeyModifierFlags = []
    /// The hovering pointer's touch (phase regionEntered/Moved/Exited), by pointer.
    private var hoverTouches: [PointerInput.ID: UITouch] = [:]
    private let hoverEvent = UIEvent(type: .hover)
    /// What the back end was last told about text input.
    var textInputState = TextInputState.inactive
    /// The text each press being delivered typed (SDL_TEXTINPUT after its key-down), by press.
    var typedText: [ObjectIdentifier: String] = [:]

    // MARK: Pointers

    /// Takes one pointer report and sends the touches event it makes (nothing when no window is involved).
    func handle(_ input: PointerInput) {
        let id = input.id
        switch input.action {
        case .hover, .hoverExited:
            hover(input)
        case .down:
            guard pointers[id] == nil else { return }
            if !hoverTouches.isEmpty { cancelHover() }   // a second down without an up: ignored
            let tapCount = tapCounter.began(id, at: input.location, time: input.timestamp)
            pointerOrder.append(id)
            let touch = beginTouch(input, tapCount: tapCount)
            pointers[id] = ActivePointer(touch: touch)
            if let touch { deliver(changed: [touch], at: input.timestamp) }
        case .moved:
            guard let p = pointers[id] else { return }
            tapCounter.moved(id, to: input.location)
            guard let touch = p.touch else { return }
            update(touch, to: input.location, on: input.screen, phase: .moved, at: input.timestamp)
            deliver(changed: [touch], at: input.timestamp)
        case .up, .cancelled:
            guard let p = pointers[id] else { return }
            let cancelled = input.action == .cancelled
            tapCounter.ended(id, at: input.location, time: input.timestamp, cancelled: cancelled)
            if let touch = p.touch {
                update(touch, to: input.location, on: input.screen, phase: cancelled ? .cancelled : .ended, at: input.timestamp)
                deliver(changed: [touch], at: input.timestamp)
                stopTracking(touch)
            }
            pointers[id] = nil
            pointerOrder.removeAll { $0 == id }
            forgetTrackingIfIdle()
        }
    }

    /// With no pointer down, no view can be tracking a touch. Entries left over (a touch whose view or window
    /// went away before it ended) are dropped here: they are keyed by object identity, and a later view or
    /// window made at the same address would otherwise refuse every touch as "already tracking".
    private func forgetTrackingIfIdle() {
        if pointers.isEmpty {
            tracking = [:]
            exclusiveView = [:]
        }
    }

    /// Cancels every pointer that is down (a window lost focus, the system interrupted): one event with all
    /// of them cancelled.
    func cancelAllPointers(at timestamp: TimeInterval) {
        var cancelled: [UITouch] = []
        for id in pointerOrder {
            if let t = pointers[id]?.touch {
                t.phase = .cancelled
                t.timestamp = timestamp
                cancelled.append(t)
            }
            tapCounter.ended(id, at: .zero, time: timestamp, cancelled: true)
        }
        if !cancelled.isEmpty { deliver(changed: cancelled, at: timestamp) }
        for t in cancelled { stopTracking(t) }
        pointers = [:]
        pointerOrder = []
        forgetTrackingIfIdle()
    }

    /// Whether any pointer is down.
    var hasActivePointers: Bool { !pointers.isEmpty }

    /// The touch a pointer made, while it is down.
    func touch(for id: PointerInput.ID) -> UITouch? { pointers[id]?.touch }

    /// A new touch in the frontmost window of the screen whose hit-test takes the point; nil when none does.
    private func beginTouch(_ input: PointerInput, tapCount: Int) -> UITouch? {
        touchesEvent.timestamp = input.timestamp
        for w in UIApplication.shared.visibleWindows.reversed() where w.screen === input.screen {
            let p = w.layer.convert(input.location, from: input.screen.rootLayer)
            guard let view = w.hitTest(p, with: touchesEvent) else { continue }
            let t = UITouch()
            t.window = w
            t.view = view
            t.windowLocation = p
            t.previousWindowLocation = p
            t.phase = .began
            t.tapCount = tapCount
            t.timestamp = input.timestamp
            t.type = input.touchType
            if !admit(t, to: view, in: w) { t.view = nil }
            touchesEvent.buttonMask = input.device == PointerInput.mouse ? input.buttonMask : []
            t.gestureRecognizers = collectGestureRecognizers(for: t)
            return t
        }
        return nil
    }

    /// The recognizers a touch is delivered to: the enabled ones of its hit-test view and of every ancestor
    /// up to the window, nearest first (SPEC-NEXT §1.2), collected once when the touch begins. Each is kept
    /// only if it takes the touch's type and the event (`shouldReceive(_:)`, then its delegate's
    /// `gestureRecognizer(_:shouldReceive:)` for the event, then for the touch). Hover recognizers take no
    /// touches.
    private func collectGestureRecognizers(for touch: UITouch) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var v = touch.view
        let type = NSNumber(value: touch.type.rawValue)
        while let current = v {
            for g in current.gestureRecognizerStorage where g.isEnabled && !(g is UIHoverGestureRecognizer) {
                guard g.allowedTouchTypes.contains(type), g.shouldReceive(touchesEvent) else { continue }
                if let d = g.delegate {
                    guard d.gestureRecognizer(g, shouldReceive: touchesEvent), d.gestureRecognizer(g, shouldReceive: touch) else { continue }
                }
                found.append(g)
            }
            v = current.superview
        }
        return found
    }

    // MARK: Hover

    /// A pointer moving with no button down: one hover event with its touch in the window under the point
    /// (regionEntered the first time, regionMoved after), to the window it leaves first (regionExited)
    /// when it changes windows or leaves them all. The view under the pointer is hit-tested each time.
    private func hover(_ input: PointerInput) {
        let id = input.id
        hoverEvent.timestamp = input.timestamp
        var window: UIWindow?
        var view: UIView?
        var point = CGPoint.zero
        if input.action == .hover {
            for w in UIApplication.shared.visibleWindows.reversed() where w.screen === input.screen {
                let p = w.layer.convert(input.location, from: input.screen.rootLayer)
                guard let hit = w.hitTest(p, with: hoverEvent) else { continue }
                window = w
                view = hit
                point = p
                break
            }
        }
        if let t = hoverTouches[id], t.window !== window || window == nil {
            sendHover(t, phase: .regionExited, at: input.timestamp)
            hoverTouches[id] = nil
        }
        guard let window else { return }
        let t: UITouch
        if let existing = hoverTouches[id] {
            t = existing
            t.previousWindowLocation = t.windowLocation
            t.phase = .regionMoved
        } else {
            t = UITouch()
            t.type = .indirectPointer
            t.window = window
            t.previousWindowLocation = point
            t.phase = .regionEntered
            hoverTouches[id] = t
        }
        t.view = view
        t.windowLocation = point
        sendHover(t, phase: t.phase, at: input.timestamp)
    }

    private func sendHover(_ t: UITouch, phase: UITouch.Phase, at timestamp: TimeInterval) {
        t.phase = phase
        t.timestamp = timestamp
        hoverEvent.timestamp = timestamp
        hoverEvent.modifierFlags = modifierFlags
        hoverEvent.touchStorage = [t]
        UIApplication.shared.sendEvent(hoverEvent)
    }

    /// A button or finger went down: hovering stops and hover gestures are cancelled (⚠ SPEC-NEXT §1.6);
    /// the next hover enters again.
    private func cancelHover() {
        hoverTouches = [:]
        GestureEnvironment.shared.cancelHover()
    }

    private func update(_ t: UITouch, to location: CGPoint, on screen: UIScreen, phase: UITouch.Phase, at timestamp: TimeInterval) {
        t.previousWindowLocation = t.windowLocation
        if let w = t.window { t.windowLocation = w.layer.convert(location, from: screen.rootLayer) }
        t.phase = phase
        t.timestamp = timestamp
    }

    /// Sends the touches event with every touch that is down: `changed` in their phases, the others stationary.
    private func deliver(changed: [UITouch], at timestamp: TimeInterval) {
        var all: [UITouch] = []
        for id in pointerOrder {
            guard let t = pointers[id]?.touch else { continue }
            if !changed.contains(where: { $0 === t }) { t.phase = .stationary }
            all.append(t)
        }
        for t in changed where !all.contains(where: { $0 === t }) { all.append(t) }
        touchesEvent.timestamp = timestamp
        touchesEvent.modifierFlags = modifierFlags
        touchesEvent.touchStorage = all
        UIApplication.shared.sendEvent(touchesEvent)
    }

    // MARK: Multiple and exclusive touch

    /// Applies `isMultipleTouchEnabled` (a view gets only its first touch) and `isExclusiveTouch` (while such a
    /// view tracks a touch, no other view of its window gets new ones, and it gets none while others track).
    private func admit(_ touch: UITouch, to view: UIView, in window: UIWindow) -> Bool {
        let w = ObjectIdentifier(window), v = ObjectIdentifier(view)
        let views = tracking[w] ?? [:]
        let busy = (views[v] ?? 0) > 0
        let othersTracking = views.contains { $0.key != v && $0.value > 0 }
        if (busy && !view.isMultipleTouchEnabled)
            || (exclusiveView[w].map { $0 != v } ?? false)
            || (view.isExclusiveTouch && othersTracking) {
            return false
        }
        tracking[w, default: [:]][v, default: 0] += 1
        if view.isExclusiveTouch { exclusiveView[w] = v }
        return true
    }

    private func stopTracking(_ touch: UITouch) {
        guard let window = touch.window, let view = touch.view else { return }
        let w = ObjectIdentifier(window), v = ObjectIdentifier(view)
        guard let n = tracking[w]?[v] else { return }
        if n > 1 {
            tracking[w]?[v] = n - 1
            return
        }
        tracking[w]?[v] = nil
        if tracking[w]?.isEmpty == true { tracking[w] = nil }
        if exclusiveView[w] == v { exclusiveView[w] = nil }
    }

    // MARK: Keys and text

    /// Takes one key report: a UIPress that begins on key-down and ends on key-up (the same press object),
    /// sent in a presses event to the key window. A key-up without its key-down is dropped.
    func handle(_ input: KeyInput) {
        let code = input.keyCode.rawValue
        let press: UIPress
        switch input.action {
        case .down:
            guard pressed[code] == nil else { return }
            modifierFlags = input.modifierFlags
            if performKeyCommand(for: input) || performEditShortcut(for: input) {
                commandKeys.insert(code)
                return
            }
            let key = UIKey()
            key.keyCode = input.keyCode
            key.characters = input.characters
            key.charactersIgnoringModifiers = input.charactersIgnoringModifiers
            key.modifierFlags = input.modifierFlags
            press = UIPress()
            press.key = key
            press.phase = .began
            pressed[code] = press
            if let text = input.text {
                typedText[ObjectIdentifier(press)] = text
                defer { typedText[ObjectIdentifier(press)] = nil }
                send([press], at: input.timestamp)
                return
            }
        case .up:
            if commandKeys.remove(code) != nil { return }    // the key performed a command: no press to end
            guard let p = pressed.removeValue(forKey: code) else { return }
            modifierFlags = pressed.isEmpty ? [] : input.modifierFlags
            press = p
            press.phase = .ended
        }
        send([press], at: input.timestamp)
    }

    /// Finds the first key command along the responder chain, from the first responder (the key window when
    /// none), that the key press matches, and sends its action to the first responder along that chain that
    /// implements it. Returns whether a command took the key.
    private func performKeyCommand(for input: KeyInput) -> Bool {
        let start: UIResponder? = UIResponder.currentFirstResponder
            ?? UIApplication.shared.keyWindowStorage ?? UIApplication.shared.visibleWindows.last
        var responder = start
        while let r = responder {
            if let command = r.keyCommands?.first(where: {
                $0.matches(charactersIgnoringModifiers: input.charactersIgnoringModifiers, modifierFlags: input.modifierFlags)
            }), let action = command.action, !command.attributes.contains(.disabled) {
                var target = start
                while let t = target, !t.responds(to: action) { target = t.next }
                guard let target else { return false }
                _ = action.invoke(on: target, with: command)
                return true
            }
            responder = r.next
        }
        return false
    }

    /// Ends every key that is down with `pressesCancelled` (the window lost focus).
    func cancelAllPresses(at timestamp: TimeInterval) {
        let all = Array(pressed.values)
        pressed = [:]
        commandKeys = []
        guard !all.isEmpty else { return }
        for p in all { p.phase = .cancelled }
        send(all, at: timestamp)
    }

    private func send(_ presses: [UIPress], at timestamp: TimeInterval) {
        let window = UIApplication.shared.keyWindowStorage ?? UIApplication.shared.visibleWindows.last
        let event = UIPressesEvent()
        event.timestamp = timestamp
        event.modifierFlags = modifierFlags
        for p in presses {
            p.timestamp = timestamp
            p.window = window
        }
        event.pressStorage = presses
        UIApplication.shared.sendEvent(event)
    }

    // MARK: Tests

    /// Forgets every pointer, key and tap (between tests; nothing is delivered).
    func reset() {
        pointers = [:]
        pointerOrder = []
        tapCounter.reset()
        tracking = [:]
        exclusiveView = [:]
        pressed = [:]
        commandKeys = []
        modifierFlags = []
        hoverTouches = [:]
        typedText = [:]
        GestureEnvironment.shared.reset()
    }
}
