// The app's side of UI tests run out of process (XCUIAutomation, docs/TESTING.md).
import Foundation
import XCUIAutomationWire

/// Serves a UI test's requests when the app was launched by XCUIApplication: the environment names a
/// Unix-domain socket the test process listens on. The app runs headless on a stepped media clock: time
/// moves for animations and media-clock timers only when the test acts or waits, so a test's timing is the
/// app's, whatever the machine's load. Actions enter as real input through the headless back end's pointer
/// and key reports (UIHeadless), never by calling targets.
@MainActor
final class AutomationServer {
    private enum Metrics {
        /// One frame of the stepped clock: iOS's 60 Hz.
        static let frame: CFTimeInterval = 1.0 / 60
        /// Longest time `idle` lets animations and scrolling run before answering anyway (an endless
        /// animation, e.g. an activity indicator, would never end). XCUITest gives up waiting for quiescence
        /// similarly.
        static let idleLimit: CFTimeInterval = 3
        /// How long the main loop waits for a request before turning the run loop for real-time work.
        static let pollInterval: Double = 0.005
        /// A swipe's travel as a fraction of the element's side, and its duration (a flick).
        static let swipeFraction: CGFloat = 0.5
        static let swipeDuration: CFTimeInterval = 0.1
        /// Apart the two fingers of a two-finger tap, pinch or rotation start (points from the centre).
        static let fingerSpread: CGFloat = 20
        /// Between the two taps of a double tap.
        static let doubleTapInterval: CFTimeInterval = 0.1
        /// Time let pass before each gesture, so that one action's taps never count with the previous
        /// action's as a multiple tap (TapCounter's interval is 0.35 s), as a person's hand lifting between two
        /// steps of a test would.
        static let gestureGap: CFTimeInterval = 0.4
    }

    private let channel: WireChannel

    private init(fd: Int32) { channel = WireChannel(fd: fd) }

    /// The server when the environment asks for one and its socket connects.
    static func fromEnvironment() -> AutomationServer? {
        guard let path = ProcessInfo.processInfo.environment[automationSocketEnvironmentKey], !path.isEmpty else { return nil }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { close(fd); return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8)
            raw[path.utf8.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            FileHandle.standardError.write(Data("OpenUIKit: cannot connect to the automation socket \(path)\n".utf8))
            exit(1)
        }
        return AutomationServer(fd: fd)
    }

    /// Whether this process serves a UI test (it then runs headless).
    nonisolated static var isRequested: Bool {
        !(ProcessInfo.processInfo.environment[automationSocketEnvironmentKey] ?? "").isEmpty
    }

    /// The environment variable giving the app's screen size in points, "WIDTHxHEIGHT" (default 375x667,
    /// an iPhone's); the scale is 2.
    static let screenSizeEnvironmentKey = "OPENUIKIT_SCREEN_SIZE"

    /// Called before the app launches: the clock is stepped from the first frame on, and the screen takes
    /// the size the test asks for.
    static func prepare() {
        CAMediaClock.shared.useManualTime(startingAt: 0)
        let parts = (ProcessInfo.processInfo.environment[screenSizeEnvironmentKey] ?? "").split(separator: "x").compactMap { Double($0) }
        if parts.count == 2, parts[0] > 0, parts[1] > 0 {
            UIHeadless.setMainScreen(size: CGSize(width: parts[0], height: parts[1]), scale: 2)
        }
    }

    /// The main loop while serving: requests in turn, the run loop turned between them for real-time work
    /// (dispatch queues, sockets). The test process closing the channel ends the app.
    func run() -> Never {
        while true {
            if let line = channel.takeLine() {
                let response: WireResponse
                if let request = try? JSONDecoder().decode(WireRequest.self, from: line) {
                    response = handle(request)
                } else {
                    response = WireResponse(error: "malformed request")
                }
                guard channel.send(response) else { exit(0) }
                continue
            }
            guard channel.fill(wait: Metrics.pollInterval) else { exit(0) }
            UIHeadless.runLoopTurn()
        }
    }

    private func handle(_ r: WireRequest) -> WireResponse {
        let p = r.point.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero
        switch r.action {
        case .tap, .doubleTap, .twoFingerTap, .press, .drag, .pinch, .rotate, .adjustSlider, .adjustPicker:
            UIHeadless.advance(by: Metrics.gestureGap, frameInterval: Metrics.frame)
        default: break
        }
        switch r.action {
        case .snapshot:
            waitForIdle()
            return WireResponse(tree: AutomationTree.snapshot(), time: CACurrentMediaTime())
        case .advance:
            UIHeadless.advance(by: max(0, r.duration ?? 0), frameInterval: Metrics.frame)
            return WireResponse(tree: AutomationTree.snapshot(), time: CACurrentMediaTime())
        case .idle:
            waitForIdle()
        case .tap, .doubleTap, .twoFingerTap:
            // `modifiers` carries the number of taps (tap(withNumberOfTaps:numberOfTouches:)), quick enough
            // to count as one multiple tap.
            let taps = r.action == .doubleTap ? 2 : max(1, r.modifiers ?? 1)
            let s = Metrics.fingerSpread
            let fingers = r.action == .twoFingerTap ? [CGPoint(x: p.x - s, y: p.y), CGPoint(x: p.x + s, y: p.y)] : [p]
            for i in 0..<taps {
                if i > 0 { UIHeadless.advance(by: Metrics.doubleTapInterval, frameInterval: Metrics.frame) }
                touch(fingers)
            }
        case .press:
            let end = r.to.map { CGPoint(x: $0.x, y: $0.y) }
            press(at: p, duration: r.duration ?? 0, dragTo: end, dragDuration: r.dragDuration ?? 0.2)
        case .drag:
            // A swipe: no pause before moving.
            let end = r.to.map { CGPoint(x: $0.x, y: $0.y) } ?? p
            press(at: p, duration: 0, dragTo: end, dragDuration: r.duration ?? Metrics.swipeDuration)
        case .pinch:
            pinch(at: p, scale: CGFloat(r.scale ?? 1), velocity: CGFloat(r.velocity ?? 1))
        case .rotate:
            rotate(at: p, by: CGFloat(r.rotation ?? 0), velocity: CGFloat(r.velocity ?? 1))
        case .typeText:
            typeText(r.text ?? "")
        case .typeKey:
            typeKey(r.text ?? "", modifiers: UIKeyModifierFlags(rawValue: r.modifiers ?? 0))
        case .adjustSlider:
            guard let slider = r.reference.flatMap({ AutomationTree.views[$0] }) as? UISlider else {
                return WireResponse(error: "the element is not a slider")
            }
            adjust(slider, to: min(1, max(0, r.position ?? 0)))
        case .adjustPicker:
            guard let picker = r.reference.flatMap({ AutomationTree.views[$0] }) as? UIPickerView else {
                return WireResponse(error: "the element is not a picker wheel")
            }
            if let error = adjust(picker, component: r.modifiers ?? 0, to: r.text ?? "") { return WireResponse(error: error) }
        case .scrollToVisible:
            guard let view = r.reference.flatMap({ AutomationTree.views[$0] }) else {
                return WireResponse(error: "the element is gone")
            }
            scrollToVisible(view)
        case .screenshot:
            guard let image = UIHeadless.renderImage(of: UIScreen.main) else { return WireResponse(error: "nothing to render") }
            var cropped: CGImage? = image
            if let rect = r.rect {
                let s = UIScreen.main.scale
                cropped = image.cropping(to: CGRect(x: rect.x * s, y: rect.y * s, width: rect.width * s, height: rect.height * s).integral)
            }
            return WireResponse(png: cropped?.pngData(), time: CACurrentMediaTime())
        case .appearance:
            UIHeadless.setUserInterfaceStyle(UIUserInterfaceStyle(rawValue: r.orientation ?? 0) ?? .unspecified)
        case .orientation:
            let orientation = UIDeviceOrientation(rawValue: r.orientation ?? 1) ?? .portrait
            let bounds = UIScreen.main.bounds.size
            let long = max(bounds.width, bounds.height), short = min(bounds.width, bounds.height)
            let landscape = orientation == .landscapeLeft || orientation == .landscapeRight
            UIHeadless.resizeScreen(UIScreen.main, to: landscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long))
            waitForIdle()
        }
        waitForIdle()
        return WireResponse(time: CACurrentMediaTime())
    }

    // MARK: Idle

    /// Turns the run loop until layout, display and the main queue have settled, stepping the clock frame by
    /// frame while animations run (at most `Metrics.idleLimit`).
    private func waitForIdle() {
        UIHeadless.runLoopTurn()
        var waited: CFTimeInterval = 0
        while waited < Metrics.idleLimit && animationsRunning() {
            UIHeadless.advance(by: Metrics.frame, frameInterval: Metrics.frame)
            waited += Metrics.frame
        }
        UIHeadless.runLoopTurn()
    }

    /// Whether a layer animation runs, or a scroll view still decelerates or bounces back (its motion is
    /// driven by the clock, not by a layer animation), as XCUITest waits for scrolling to settle.
    private func animationsRunning() -> Bool {
        // An animation that repeats forever (an activity indicator's spin) never ends: it does not keep the
        // app from being idle.
        func endless(_ animation: CAAnimation?) -> Bool {
            guard let a = animation else { return false }
            return a.repeatCount.isInfinite || a.repeatCount >= .greatestFiniteMagnitude || a.repeatDuration.isInfinite
        }
        func running(_ layer: CALayer) -> Bool {
            if layer.hasRunningAnimations,
               (layer.animationKeys() ?? []).contains(where: { !endless(layer.animation(forKey: $0)) }) { return true }
            return (layer.sublayers ?? []).contains(where: running)
        }
        func scrolling(_ view: UIView) -> Bool {
            if let s = view as? UIScrollView, s.isDecelerating || s.isZoomBouncing { return true }
            return view.subviews.contains(where: scrolling)
        }
        return UIApplication.shared.visibleWindows.contains { running($0.layer) || scrolling($0) }
    }

    // MARK: Touches

    /// Fingers down at `points` together, then up.
    private func touch(_ points: [CGPoint]) {
        for (finger, point) in points.enumerated() { UIHeadless.touchDown(at: point, finger: finger) }
        UIHeadless.advance(by: Metrics.frame, frameInterval: Metrics.frame)
        for finger in points.indices { UIHeadless.touchUp(finger: finger) }
        UIHeadless.runLoopTurn()
    }

    /// A finger held at `start` for `duration`, then (when `end` is given) moved there in frames over
    /// `dragDuration`, and lifted.
    private func press(at start: CGPoint, duration: CFTimeInterval, dragTo end: CGPoint?, dragDuration: CFTimeInterval) {
        UIHeadless.touchDown(at: start)
        UIHeadless.advance(by: max(duration, Metrics.frame), frameInterval: Metrics.frame)
        if let end {
            let steps = max(2, Int((dragDuration / Metrics.frame).rounded()))
            for i in 1...steps {
                let f = CGFloat(i) / CGFloat(steps)
                UIHeadless.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
                UIHeadless.advance(by: Metrics.frame, frameInterval: Metrics.frame)
            }
        }
        UIHeadless.touchUp()
        UIHeadless.runLoopTurn()
    }

    /// Two fingers moving in frames from `from(0)` to `from(1)`, `from` giving both fingers at a progress.
    private func twoFingers(steps: Int, _ positions: (CGFloat) -> (CGPoint, CGPoint)) {
        let (a, b) = positions(0)
        UIHeadless.touchDown(at: a, finger: 0)
        UIHeadless.touchDown(at: b, finger: 1)
        UIHeadless.advance(by: Metrics.frame, frameInterval: Metrics.frame)
        for i in 1...max(2, steps) {
            let (a, b) = positions(CGFloat(i) / CGFloat(max(2, steps)))
            UIHeadless.touchMove(to: a, finger: 0)
            UIHeadless.touchMove(to: b, finger: 1)
            UIHeadless.advance(by: Metrics.frame, frameInterval: Metrics.frame)
        }
        UIHeadless.touchUp(finger: 0)
        UIHeadless.touchUp(finger: 1)
        UIHeadless.runLoopTurn()
    }

    /// `velocity` is in scale factor per second, as XCUIElement's.
    private func pinch(at c: CGPoint, scale: CGFloat, velocity: CGFloat) {
        let scale = max(0.05, scale)
        // Far enough apart that the fingers move more than a long press allows within its minimum duration.
        let r0 = Metrics.fingerSpread * (scale < 1 ? 5 : 3)
        let r1 = r0 * scale
        let seconds = max(0.1, Double(abs(scale - 1) / max(0.01, abs(velocity))))
        twoFingers(steps: Int(seconds / Metrics.frame)) { f in
            let r = r0 + (r1 - r0) * f
            return (CGPoint(x: c.x - r, y: c.y), CGPoint(x: c.x + r, y: c.y))
        }
    }

    /// `velocity` is in radians per second, as XCUIElement's.
    private func rotate(at c: CGPoint, by angle: CGFloat, velocity: CGFloat) {
        let r = Metrics.fingerSpread * 2
        let seconds = max(0.1, Double(abs(angle) / max(0.01, abs(velocity))))
        twoFingers(steps: Int(seconds / Metrics.frame)) { f in
            let a = angle * f
            let dx = r * cos(a), dy = r * sin(a)
            return (CGPoint(x: c.x - dx, y: c.y - dy), CGPoint(x: c.x + dx, y: c.y + dy))
        }
    }

    // MARK: Keys

    /// Text as a hardware keyboard types it: each line's text committed, each newline a Return key.
    private func typeText(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() {
            if i > 0 { UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r"); UIHeadless.runLoopTurn() }
            if !line.isEmpty { UIHeadless.typeText(String(line)) }
        }
    }

    /// XCUIKeyboardKey's raw values (Apple's: the characters the key sends, function keys in the private-use
    /// range NSEvent uses) to HID usages and the characters UIKit reports.
    private func typeKey(_ key: String, modifiers: UIKeyModifierFlags) {
        let special: [String: (UIKeyboardHIDUsage, String)] = [
            "\r": (.keyboardReturnOrEnter, "\r"), "\u{8}": (.keyboardDeleteOrBackspace, "\u{8}"),
            "\u{7F}": (.keyboardDeleteOrBackspace, "\u{8}"),
            "\t": (.keyboardTab, "\t"), "\u{1B}": (.keyboardEscape, UIKeyCommand.inputEscape), " ": (.keyboardSpacebar, " "),
            "\u{F700}": (.keyboardUpArrow, UIKeyCommand.inputUpArrow), "\u{F701}": (.keyboardDownArrow, UIKeyCommand.inputDownArrow),
            "\u{F702}": (.keyboardLeftArrow, UIKeyCommand.inputLeftArrow),
            "\u{F703}": (.keyboardRightArrow, UIKeyCommand.inputRightArrow),
            "\u{F728}": (.keyboardDeleteForward, "\u{7F}"), "\u{F729}": (.keyboardHome, UIKeyCommand.inputHome),
            "\u{F72B}": (.keyboardEnd, UIKeyCommand.inputEnd), "\u{F72C}": (.keyboardPageUp, UIKeyCommand.inputPageUp),
            "\u{F72D}": (.keyboardPageDown, UIKeyCommand.inputPageDown),
        ]
        if let (usage, characters) = special[key] {
            UIHeadless.pressKey(usage, characters: characters, modifiers: modifiers)
        } else {
            let scalar = key.lowercased().unicodeScalars.first?.value ?? 0
            var usage = UIKeyboardHIDUsage(rawValue: 0)
            if (0x61...0x7A).contains(scalar) { usage = UIKeyboardHIDUsage(rawValue: 0x04 + Int(scalar - 0x61)) }
            if (0x31...0x39).contains(scalar) { usage = UIKeyboardHIDUsage(rawValue: 0x1E + Int(scalar - 0x31)) }
            if scalar == 0x30 { usage = .keyboard0 }
            UIHeadless.pressKey(usage, characters: key, modifiers: modifiers)
        }
        UIHeadless.runLoopTurn()
    }

    // MARK: Scrolling to visible

    /// Scrolls each scroll view around `view`, innermost first, to show it.
    private func scrollToVisible(_ view: UIView) {
        var ancestor = view.superview
        while let a = ancestor {
            if let scrollView = a as? UIScrollView {
                scrollView.scrollRectToVisible(view.convert(view.bounds, to: scrollView), animated: false)
                UIHeadless.runLoopTurn()
            }
            ancestor = a.superview
        }
    }

    // MARK: Adjustments

    /// Drags the slider's thumb to the normalized position along its track, as a finger would.
    private func adjust(_ slider: UISlider, to position: Double) {
        let track = slider.trackRect(forBounds: slider.bounds)
        let from = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let target = slider.minimumValue + Float(position) * (slider.maximumValue - slider.minimumValue)
        let to = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: target)
        let start = screenPoint(CGPoint(x: from.midX, y: from.midY), in: slider)
        // The thumb's centre travels less than the track; one past the end reaches the extreme values.
        var endX = to.midX
        if position <= 0 { endX = track.minX - 1 } else if position >= 1 { endX = track.maxX + 1 }
        let end = screenPoint(CGPoint(x: endX, y: to.midY), in: slider)
        press(at: start, duration: 0, dragTo: end, dragDuration: 0.2)
    }

    /// Scrolls the picker's wheel (component) with drags until the row titled `title` is selected.
    private func adjust(_ picker: UIPickerView, component: Int, to title: String) -> String? {
        guard component < picker.numberOfComponents else { return "the picker has no wheel \(component)" }
        let rows = picker.numberOfRows(inComponent: component)
        guard let row = (0..<rows).first(where: { pickerTitle(picker, row: $0, component: component) == title }) else {
            return "Unable to find a picker wheel value matching \"\(title)\""
        }
        let rowHeight = picker.rowSize(forComponent: component).height
        for _ in 0..<8 {
            let current = picker.selectedRow(inComponent: component)
            if current == row { return nil }
            let wheel = picker.view(forRow: current, forComponent: component)
            let center = wheel.map { screenPoint(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), in: $0) }
                ?? screenPoint(CGPoint(x: picker.bounds.midX, y: picker.bounds.midY), in: picker)
            // Rows farther than the wheel shows are reached in several drags of at most two rows.
            let delta = CGFloat(max(-2, min(2, row - current))) * max(rowHeight, 1)
            press(at: center, duration: 0, dragTo: CGPoint(x: center.x, y: center.y - delta), dragDuration: 0.5)
            UIHeadless.advance(by: 1.5, frameInterval: Metrics.frame)
        }
        return picker.selectedRow(inComponent: component) == row ? nil : "the picker wheel did not stop at \"\(title)\""
    }

    private func pickerTitle(_ picker: UIPickerView, row: Int, component: Int) -> String? {
        if let title = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component) { return title }
        return picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)?.string
    }

    private func screenPoint(_ p: CGPoint, in view: UIView) -> CGPoint {
        guard let w = view.window else { return p }
        return w.convert(view.convert(p, to: w), to: w.screen.coordinateSpace)
    }
}
