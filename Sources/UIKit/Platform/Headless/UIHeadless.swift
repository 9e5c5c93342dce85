// Frame stage 1 event in (docs/ARCHITECTURE.md). Before: the previous frame's present — the loop waits for input.
// After: 2, dispatch and hit-test — Events/EventDispatcher.handle.
import Foundation

/// Drives the app without a display: screens of any size, a stepped clock, synthesised touches and keys
/// entering through `UIApplication.sendEvent` exactly as real ones, and windows or screens rendered to images.
/// For UI tests on Linux.
// Linux: Apple has no such API; it is what the headless back end offers (docs/DIFFERENCES.md).
@preconcurrency @MainActor
public enum UIHeadless {
    // MARK: Screens

    /// Sets the main screen's size in points and its scale. Call it before anything else touches
    /// `UIScreen.main`, or to change the main screen later (its windows follow through a mode change).
    public static func setMainScreen(size: CGSize, scale: CGFloat) {
        if UIScreen.connected.isEmpty {
            Platform.defaultScreenSize = size
            Platform.defaultScreenScale = scale
            _ = UIScreen.main
            return
        }
        let main = UIScreen.main
        main.scale = scale
        let mode = UIScreenMode(size: CGSize(width: size.width * scale, height: size.height * scale))
        main.availableModes = [mode]
        main.preferredMode = mode
        main.currentMode = mode
        UIView.defaultContentScale = scale
        UIGraphicsDefaultScale = scale
    }

    /// Resizes a screen to `size` points (as a desktop window resize does): its mode changes, its windows
    /// take the new size, and root view controllers hear viewWillTransition(to:with:).
    public static func resizeScreen(_ screen: UIScreen, to size: CGSize) {
        let mode = UIScreenMode(size: CGSize(width: size.width * screen.scale, height: size.height * screen.scale))
        screen.availableModes = [mode]
        screen.preferredMode = mode
        screen.currentMode = mode
    }

    /// Connects an external screen; posts UIScreen.didConnectNotification.
    @discardableResult
    public static func connectScreen(size: CGSize, scale: CGFloat) -> UIScreen {
        let s = UIScreen(size: size, scale: scale)
        UIScreen.connect(s)
        return s
    }

    /// Gives a screen device-like safe-area insets (a notch, a home indicator), which its windows take as
    /// theirs; a desktop screen has none.
    public static func setSafeAreaInsets(_ insets: UIEdgeInsets, for screen: UIScreen) {
        screen.safeAreaInsetsStorage = insets
    }

    /// Disconnects an external screen; posts UIScreen.didDisconnectNotification.
    public static func disconnectScreen(_ screen: UIScreen) {
        UIScreen.disconnect(screen)
    }

    // MARK: Time and the run loop

    /// Switches the media clock to manual time, so animations move only when `advance(by:)` says.
    public static func useManualClock(startingAt time: CFTimeInterval = 0) {
        CAMediaClock.shared.useManualTime(startingAt: time)
    }

    /// Runs one turn of the main run loop: pending blocks and timers, then the end-of-turn layout, display,
    /// commit and frame.
    public static func runLoopTurn() {
        MainLoop.runLoop.run(until: Date())
        MainLoop.endTurn()
    }

    /// Advances the manual media clock by `seconds` in frames of `frameInterval`, turning the run loop at each.
    public static func advance(by seconds: CFTimeInterval, frameInterval: CFTimeInterval = 1.0 / 60) {
        if !CAMediaClock.shared.isManual { useManualClock(startingAt: CACurrentMediaTime()) }
        var left = seconds
        while left > 1e-12 {
            let step = min(frameInterval, left)
            CAMediaClock.shared.advance(by: step)
            left -= step
            runLoopTurn()
        }
    }

    // MARK: Rendering

    /// The screen as it would be shown now (after settling pending layout, display and commits).
    public static func renderImage(of screen: UIScreen = UIScreen.main) -> CGImage? {
        runLoopTurn()
        let (compositor, _) = FrameLoop.render(screen)
        return compositor.makeImage()
    }

    /// The part of its screen a window covers, as an image (windows above it included, as on screen).
    public static func renderImage(of window: UIWindow) -> CGImage? {
        guard let full = renderImage(of: window.screen) else { return nil }
        let s = window.screen.scale
        let r = window.frame
        return full.cropping(to: CGRect(x: r.minX * s, y: r.minY * s, width: r.width * s, height: r.height * s))
    }

    /// Damage of the last rendered frame of `screen`, in pixels.
    public static func lastDamage(of screen: UIScreen = UIScreen.main) -> [CGRect] {
        FrameLoop.compositor(for: screen).lastDamage
    }

    // MARK: Touches
    //
    // The headless driver only translates: each call is one pointer report to the same dispatcher the SDL
    // back end feeds, which picks the window, hit-tests, counts taps and builds the event.

    /// Screen and screen point of a point given in `window`'s coordinates (when nil: the points of the key
    /// window's screen, or of the main screen without a key window).
    private static func screenPoint(_ point: CGPoint, in window: UIWindow?) -> (UIScreen, CGPoint) {
        guard let window else { return (UIApplication.shared.keyWindowStorage?.screen ?? UIScreen.main, point) }
        let screen = window.screen
        if window.layer.superlayer === screen.rootLayer {
            return (screen, window.layer.convert(point, to: screen.rootLayer))
        }
        return (screen, point.applying(CGAffineTransform(translationX: window.frame.minX, y: window.frame.minY)))
    }

    private static var fingerScreens: [Int: UIScreen] = [:]

    private static func report(_ action: PointerInput.Action, finger: Int, at point: CGPoint, on screen: UIScreen) {
        EventDispatcher.shared.handle(PointerInput(device: PointerInput.synthetic, finger: Int64(finger), action: action,
                                                   location: point, screen: screen, timestamp: CACurrentMediaTime()))
    }

    private static var lastPoints: [Int: CGPoint] = [:]
    /// The window each finger's points are given in (the window passed at touch-down).
    private static var fingerWindows: [Int: UIWindow] = [:]

    /// Puts finger `finger` down at `point`, given in `window`'s coordinates (when nil, in the points of the
    /// key window's screen, or of the main screen).
    /// The touch goes to the frontmost window of that screen whose hit-test takes the point, as on a device.
    public static func touchDown(at point: CGPoint, finger: Int = 0, in window: UIWindow? = nil) {
        let (screen, p) = screenPoint(point, in: window)
        fingerScreens[finger] = screen
        fingerWindows[finger] = window
        lastPoints[finger] = p
        report(.down, finger: finger, at: p, on: screen)
    }

    /// Moves finger `finger` to `point` (in the coordinates its touch-down used).
    public static func touchMove(to point: CGPoint, finger: Int = 0) {
        guard let screen = fingerScreens[finger] else { return }
        let (_, p) = screenPoint(point, in: fingerWindows[finger])
        lastPoints[finger] = p
        report(.moved, finger: finger, at: p, on: screen)
    }

    /// Lifts finger `finger` (at `point` when given, in the coordinates its touch-down used).
    public static func touchUp(at point: CGPoint? = nil, finger: Int = 0) {
        guard let screen = fingerScreens[finger] else { return }
        let p = point.map { screenPoint($0, in: fingerWindows[finger]).1 } ?? lastPoints[finger] ?? .zero
        report(.up, finger: finger, at: p, on: screen)
        fingerScreens[finger] = nil
        fingerWindows[finger] = nil
        lastPoints[finger] = nil
    }

    /// Cancels every active touch (as when the system interrupts).
    public static func cancelTouches() {
        EventDispatcher.shared.cancelAllPointers(at: CACurrentMediaTime())
        fingerScreens = [:]
        fingerWindows = [:]
        lastPoints = [:]
    }

    /// A mouse click at `point` (given as for `touchDown(at:in:)`) with the left button (`.primary`) or the
    /// right one (`.secondary`), through the same path as the desktop back end's mouse: the touch's event
    /// reports the button in `buttonMask`, so only recognizers requiring that button take it.
    // Linux: Apple has no such API; it is the headless form of SDL's mouse buttons (docs/DIFFERENCES.md).
    public static func click(at point: CGPoint, in window: UIWindow? = nil, buttonMask: UIEvent.ButtonMask = .primary) {
        let (screen, p) = screenPoint(point, in: window)
        for action in [PointerInput.Action.down, .up] {
            var input = PointerInput(device: PointerInput.mouse, finger: 0, action: action, location: p, screen: screen,
                                     timestamp: CACurrentMediaTime())
            input.buttonMask = buttonMask
            EventDispatcher.shared.handle(input)
        }
        runLoopTurn()
    }

    /// A tap: finger down and up at `point`, then a run-loop turn.
    public static func tap(at point: CGPoint, in window: UIWindow? = nil) {
        touchDown(at: point, in: window)
        touchUp()
        runLoopTurn()
    }

    /// A drag from `start` to `end` in `steps` moves.
    public static func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, in window: UIWindow? = nil) {
        touchDown(at: start, in: window)
        for i in 1...max(1, steps) {
            let f = CGFloat(i) / CGFloat(max(1, steps))
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        touchUp()
        runLoopTurn()
    }

    // MARK: Hover

    /// Moves the pointer, with no button down, to `point` (in `window`'s coordinates when given, else in
    /// the points of the key window's screen, or of the main screen): a hover, as a mouse moving over the
    /// window. Hover gesture recognizers under the point begin, change, or end as it leaves them.
    // Linux: Apple has no such API (a pointer hovering is what SDL's mouse motion without a button gives).
    public static func hover(to point: CGPoint, in window: UIWindow? = nil) {
        let (screen, p) = screenPoint(point, in: window)
        hoverScreen = screen
        EventDispatcher.shared.handle(PointerInput(device: PointerInput.mouse, finger: 0, action: .hover, location: p,
                                                   screen: screen, timestamp: CACurrentMediaTime()))
    }

    /// The hovering pointer leaves the windows (as the mouse leaving the desktop window).
    // Linux: Apple has no such API.
    public static func endHover() {
        guard let screen = hoverScreen else { return }
        hoverScreen = nil
        EventDispatcher.shared.handle(PointerInput(device: PointerInput.mouse, finger: 0, action: .hoverExited, location: .zero,
                                                   screen: screen, timestamp: CACurrentMediaTime()))
    }

    private static var hoverScreen: UIScreen?

    /// Turns the mouse wheel at `point` (given as for `touchDown(at:in:)`): `notchesY` > 0 turns it away from
    /// the user (the content scrolls up), `notchesX` > 0 to the right. The scroll view under the point takes it,
    /// as the desktop back end's wheel; with `control`, the pinch recognizer under it pinches instead (zooming
    /// in for notches away from the user) and the pinch ends 0.3 s after the last notch.
    // Linux: Apple has no such API; it is the headless form of SDL's wheel events (docs/DIFFERENCES.md).
    @discardableResult
    public static func scrollWheel(notchesX: Double = 0, notchesY: Double, at point: CGPoint, in window: UIWindow? = nil,
                                   control: Bool = false) -> Bool {
        let (screen, p) = screenPoint(point, in: window)
        return EventDispatcher.shared.handle(ScrollInput.wheel(notchesX: notchesX, notchesY: notchesY, shift: false,
                                                               control: control, at: p, on: screen,
                                                               timestamp: CACurrentMediaTime()))
    }

    // MARK: Keys

    /// Presses and releases a key: pressesBegan then pressesEnded reach the first responder (or key window).
    /// A key whose `characters` are text (not one of Apple's UIKeyInput… names or a control character), pressed
    /// without Control or Command, also types that text, as the desktop's text input does; Ctrl+C/X/V/A/Z
    /// are the editing shortcuts.
    public static func pressKey(_ keyCode: UIKeyboardHIDUsage, characters: String, modifiers: UIKeyModifierFlags = []) {
        let types = !characters.hasPrefix("UIKeyInput") && !characters.isEmpty
            && characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            && modifiers.isDisjoint(with: [.control, .command])
        for action in [KeyInput.Action.down, .up] {
            EventDispatcher.shared.handle(KeyInput(action: action, keyCode: keyCode, characters: characters,
                                                   charactersIgnoringModifiers: characters, modifierFlags: modifiers,
                                                   timestamp: CACurrentMediaTime(),
                                                   text: action == .down && types ? characters : nil))
        }
    }

    /// Puts a key down and keeps it down (until `keyUp`): pressesBegan reaches the first responder's recognizers
    /// and the first responder; a modifier key held this way is in the `modifierFlags` of the events that follow
    /// (touches included), as `modifiers` says. Types no text.
    // Linux: Apple has no such API; it is the headless form of SDL's key-down.
    public static func keyDown(_ keyCode: UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = []) {
        EventDispatcher.shared.handle(KeyInput(action: .down, keyCode: keyCode, characters: characters,
                                               charactersIgnoringModifiers: characters, modifierFlags: modifiers,
                                               timestamp: CACurrentMediaTime()))
    }

    /// Lets a key that `keyDown` put down go up; `modifiers` are the modifier keys still held.
    // Linux: Apple has no such API; it is the headless form of SDL's key-up.
    public static func keyUp(_ keyCode: UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = []) {
        EventDispatcher.shared.handle(KeyInput(action: .up, keyCode: keyCode, characters: characters,
                                               charactersIgnoringModifiers: characters, modifierFlags: modifiers,
                                               timestamp: CACurrentMediaTime()))
    }

    /// Text typed or committed by an input method: it reaches the first responder's `insertText(_:)` when
    /// the first responder takes text (UIKeyInput), replacing the composition if there is one.
    public static func typeText(_ text: String) {
        EventDispatcher.shared.commitText(text)
        runLoopTurn()
    }

    /// An input method's composition changes to `markedText` with its cursor (or selected part) at
    /// `selectedRange` (UTF-16, relative to `markedText`): the first responder's `setMarkedText(_:selectedRange:)`
    /// when it adopts UITextInput, as the desktop's SDL_TEXTEDITING. An empty text cancels the composition.
    // Linux: Apple has no such API; it drives the same path as the desktop's input method.
    public static func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        EventDispatcher.shared.compose(markedText, selectedRange: selectedRange)
        runLoopTurn()
    }

    /// The input method commits `text` (the desktop's SDL_TEXTINPUT): it replaces the composition.
    // Linux: Apple has no such API.
    public static func commitComposition(_ text: String) {
        EventDispatcher.shared.commitText(text)
        runLoopTurn()
    }

    /// Whether the desktop's text input would be on (a text-input responder is the key window's first responder).
    // Linux: Apple has no such API.
    public static var isTextInputActive: Bool { EventDispatcher.shared.textInputState.isActive }

    /// Where the desktop's input method would put its candidate window: the caret (or marked text), in
    /// points of the key window's screen; nil when unknown.
    // Linux: Apple has no such API.
    public static var textInputRect: CGRect? { EventDispatcher.shared.textInputState.caretRect }
}
