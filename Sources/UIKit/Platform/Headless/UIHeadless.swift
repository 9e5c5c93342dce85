import Foundation

/// Drives the app without a display: screens of any size, a stepped clock, synthesised touches and keys
/// entering through `UIApplication.sendEvent` exactly as real ones, and windows or screens rendered to images.
/// For UI tests on Linux.
// Linux: Apple has no such API; it is what the headless back end offers (docs/DIFFERENCES.md).
@MainActor
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

    private static var activeTouches: [Int: UITouch] = [:]
    private static var lastTap: (time: CFTimeInterval, point: CGPoint, count: Int)?

    /// Puts finger `finger` down at `point` (window coordinates; the key or topmost window when nil).
    public static func touchDown(at point: CGPoint, finger: Int = 0, in window: UIWindow? = nil) {
        guard let w = window ?? targetWindow(at: point) else { return }
        let t = UITouch()
        t.window = w
        t.windowLocation = point
        t.previousWindowLocation = point
        t.phase = .began
        t.timestamp = CACurrentMediaTime()
        t.view = w.hitTest(point, with: nil)
        if let last = lastTap, t.timestamp - last.time < 0.35, hypot(last.point.x - point.x, last.point.y - point.y) < 20 {
            t.tapCount = last.count + 1
        }
        activeTouches[finger] = t
        deliver(changed: [finger])
    }

    /// Moves finger `finger` to `point`.
    public static func touchMove(to point: CGPoint, finger: Int = 0) {
        guard let t = activeTouches[finger] else { return }
        t.previousWindowLocation = t.windowLocation
        t.windowLocation = point
        t.phase = .moved
        t.timestamp = CACurrentMediaTime()
        deliver(changed: [finger])
    }

    /// Lifts finger `finger` (at `point` when given).
    public static func touchUp(at point: CGPoint? = nil, finger: Int = 0) {
        guard let t = activeTouches[finger] else { return }
        if let point {
            t.previousWindowLocation = t.windowLocation
            t.windowLocation = point
        }
        t.phase = .ended
        t.timestamp = CACurrentMediaTime()
        deliver(changed: [finger])
        activeTouches[finger] = nil
        lastTap = (t.timestamp, t.windowLocation, t.tapCount)
    }

    /// Cancels every active touch (as when the system interrupts).
    public static func cancelTouches() {
        for (_, t) in activeTouches { t.phase = .cancelled }
        deliver(changed: Array(activeTouches.keys))
        activeTouches = [:]
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

    private static func targetWindow(at point: CGPoint) -> UIWindow? {
        let app = UIApplication.shared
        if let key = app.keyWindowStorage { return key }
        return app.visibleWindows.last
    }

    /// Sends one touches event holding every active touch (changed ones in their phase, others stationary).
    private static func deliver(changed: [Int]) {
        let event = UIEvent(type: .touches)
        event.timestamp = CACurrentMediaTime()
        for (finger, t) in activeTouches {
            if !changed.contains(finger) { t.phase = .stationary }
            event.touchStorage.append(t)
        }
        UIApplication.shared.sendEvent(event)
    }

    // MARK: Keys

    /// Presses and releases a key: pressesBegan then pressesEnded reach the first responder (or key window).
    public static func pressKey(_ keyCode: UIKeyboardHIDUsage, characters: String, modifiers: UIKeyModifierFlags = []) {
        let key = UIKey()
        key.keyCode = keyCode
        key.characters = characters
        key.charactersIgnoringModifiers = characters
        key.modifierFlags = modifiers
        for phase in [UIPress.Phase.began, .ended] {
            let press = UIPress()
            press.key = key
            press.phase = phase
            press.timestamp = CACurrentMediaTime()
            press.window = UIApplication.shared.keyWindowStorage
            let event = UIPressesEvent()
            event.timestamp = press.timestamp
            event.pressStorage = [press]
            UIApplication.shared.sendEvent(event)
        }
    }
}
