// Frame stages 1, event in (handle(_:) → Events/EventDispatcher, stage 2, next) and 8, present (present(_:compositor:damage:),
// after stage 7, composite: Application/FrameLoop.renderAllScreens → QuartzCore Render/CACompositor) (docs/ARCHITECTURE.md).
import Foundation
import CSDL2

/// The desktop back end: one SDL window for each screen with visible windows, input from SDL turned into
/// UITouch / UIPress events, frames uploaded to a streaming texture damage rectangle by damage rectangle.
///
/// Present path: a streaming ARGB8888 texture per SDL window (the native-endian ARGB words of
/// CACompositor.withPixels), SDL_UpdateTexture for each damaged rectangle only, then SDL_RenderCopy +
/// SDL_RenderPresent (vsync when the renderer offers it). Chosen over the window surface
/// (SDL_UpdateWindowSurfaceRects) because the renderer works in drawable pixels, so HiDPI windows get
/// the screen's full resolution, and it paces frames to the display; the upload, which is the costly part,
/// stays limited to the damage.
@MainActor
final class SDLBackend: PlatformBackend {
    /// The SDL window showing one screen.
    final class Surface {
        let screen: UIScreen
        let window: OpaquePointer
        let renderer: OpaquePointer
        let windowID: UInt32
        var texture: OpaquePointer?
        var textureWidth = 0, textureHeight = 0
        var shown = false
        var minimized = false

        init(screen: UIScreen, window: OpaquePointer, renderer: OpaquePointer) {
            self.screen = screen
            self.window = window
            self.renderer = renderer
            windowID = SDL_GetWindowID(window)
        }

        /// The window's size in SDL window units.
        var windowSize: CGSize {
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowSize(window, &w, &h)
            return CGSize(width: Int(w), height: Int(h))
        }

        /// Drawable pixels per window unit.
        var scale: CGFloat {
            var ow: Int32 = 0, oh: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &ow, &oh)
            SDL_GetWindowSize(window, &w, &h)
            return SDLGeometry.scale(drawableWidth: Int(ow), windowWidth: Int(w))
        }

        /// Shows the texture again (after an expose) without compositing.
        func representTexture() {
            guard let texture else { return }
            SDL_RenderCopy(renderer, texture, nil, nil)
            SDL_RenderPresent(renderer)
        }

        func destroy() {
            if let texture { SDL_DestroyTexture(texture) }
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
        }
    }

    private var started = false
    private var surfaces: [ObjectIdentifier: Surface] = [:]
    /// The screen of each SDL display, by display index (0 is the main screen).
    private var displayScreens: [UIScreen] = []
    private let title = ProcessInfo.processInfo.environment["OPENUIKIT_WINDOW_TITLE"] ?? ProcessInfo.processInfo.processName

    // Frames.
    private var animating = false
    private var presentedDuringFrame = false
    private var lastFrameTime: CFTimeInterval = 0
    private var frameInterval: CFTimeInterval = 1.0 / 60
    private var reportFirstFrame = ProcessInfo.processInfo.environment["OPENUIKIT_REPORT_FIRST_FRAME"] != nil
    /// Diagnostics: one stdout line per presented frame (renderer, damage rectangles uploaded).
    private let reportFrames = ProcessInfo.processInfo.environment["OPENUIKIT_REPORT_FRAMES"] != nil
    private var framesPresented = 0

    // Waking.
    private var waker: SDLMainQueueWaker?
    private var wakePending = false

    // Input: translated here, dispatched by EventDispatcher.
    private var pointers = SDLPointerTranslator()
    private var pendingKeyDown: SDL_KeyboardEvent?

    // MARK: Start

    /// Initialises SDL's video subsystem; false when there is no display to talk to.
    static func initializeVideo() -> Bool {
        if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return true }
        // Leave desktop compositors on; deliver the click that focuses a window (touches need it).
        _ = SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        _ = SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // The input method draws its own candidate window, placed at SDL_SetTextInputRect; compositions
        // longer than SDL_TEXTEDITING's 32 bytes arrive whole as SDL_TEXTEDITING_EXT.
        _ = SDL_SetHint(SDL_HINT_IME_SHOW_UI, "1")
        _ = SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        // SDL turns SIGINT and SIGTERM into SDL_QUIT (→ applicationWillTerminate). A parent that blocks them
        // (test runners do) passes its mask on through exec; take them back so the app can be asked to quit.
        var quitSignals = sigset_t()
        sigemptyset(&quitSignals)
        sigaddset(&quitSignals, SIGINT)
        sigaddset(&quitSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
        return SDL_Init(SDL_INIT_VIDEO) == 0
    }

    func start() {
        guard SDLBackend.initializeVideo() else {
            FileHandle.standardError.write(Data("OpenUIKit: SDL video failed (\(String(cString: SDL_GetError()))); running headless\n".utf8))
            let headless = HeadlessBackend()
            Platform.current = headless
            headless.start()
            return
        }
        started = true
        var mode = SDL_DisplayMode()
        if SDL_GetCurrentDisplayMode(0, &mode) == 0, mode.refresh_rate > 0 {
            CADisplayLink.maximumFramesPerSecond = Int(mode.refresh_rate)
            frameInterval = 1.0 / Double(mode.refresh_rate)
        }

        // The main screen is the main SDL window: its size in points from the environment or a desktop
        // default, its scale from SDL (drawable pixels per window unit). Settled before UIScreen.main exists.
        var usable = SDL_Rect()
        let display = SDL_GetDisplayUsableBounds(0, &usable) == 0
            ? CGSize(width: Int(usable.w), height: Int(usable.h)) : nil
        let size = SDLGeometry.parseWindowSize(ProcessInfo.processInfo.environment["OPENUIKIT_WINDOW_SIZE"])
            ?? SDLGeometry.defaultWindowSize(displayUsable: display)
        guard let (window, renderer) = makeWindow(size: size, display: 0, fullscreen: false) else {
            FileHandle.standardError.write(Data("OpenUIKit: SDL window failed (\(String(cString: SDL_GetError())))\n".utf8))
            exit(1)
        }
        var ow: Int32 = 0, oh: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &ow, &oh)
        let scale = SDLGeometry.scale(drawableWidth: Int(ow), windowWidth: Int(size.width))
        let main: UIScreen
        if UIScreen.connected.isEmpty {
            Platform.defaultScreenSize = size
            Platform.defaultScreenScale = scale
            main = UIScreen.main
        } else {
            main = UIScreen.main
            apply(size: size, scale: scale, to: main)
        }
        let surface = Surface(screen: main, window: window, renderer: renderer)
        surfaces[ObjectIdentifier(main)] = surface
        displayScreens = [main]

        // Each further display is an external screen.
        let count = Int(SDL_GetNumVideoDisplays())
        if count > 1 { for i in 1..<count { connectDisplay(i) } }

        // SDL starts with text input on; it stays off until a responder that takes text is first responder.
        SDL_StopTextInput()
        textInputOn = false
        waker = SDLMainQueueWaker.start()
        DesktopAppearance.startFollowingDesktopStyle()
    }

    /// A hidden, resizable, HiDPI-aware SDL window of `size` window units on `display`, with its renderer.
    private func makeWindow(size: CGSize, display: Int, fullscreen: Bool) -> (OpaquePointer, OpaquePointer)? {
        var flags = SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : SDL_WINDOW_RESIZABLE.rawValue
        // SDL_WINDOWPOS_CENTERED_DISPLAY(display)
        let pos = Int32(bitPattern: 0x2FFF_0000 | UInt32(display))
        let name = display == 0 ? title : "\(title) — display \(display + 1)"
        guard let window = SDL_CreateWindow(name, pos, pos, Int32(size.width.rounded()), Int32(size.height.rounded()), flags) else {
            return nil
        }
        let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard let renderer else {
            SDL_DestroyWindow(window)
            return nil
        }
        return (window, renderer)
    }

    /// Sets a screen's size (points) and scale through a mode change, so its windows follow.
    private func apply(size: CGSize, scale: CGFloat, to screen: UIScreen) {
        guard screen.bounds.size != size || screen.scale != scale else { return }
        screen.scale = scale
        let (pw, ph) = SDLGeometry.pixelSize(points: size, scale: scale)
        let mode = UIScreenMode(size: CGSize(width: pw, height: ph))
        screen.availableModes = [mode]
        screen.preferredMode = mode
        screen.currentMode = mode
        if screen === UIScreen.main {
            UIView.defaultContentScale = scale
            UIGraphicsDefaultScale = scale
        }
        FrameLoop.scheduleFrame()
    }

    private func connectDisplay(_ index: Int) {
        var r = SDL_Rect()
        guard SDL_GetDisplayBounds(Int32(index), &r) == 0, r.w > 0, r.h > 0 else { return }
        let screen = UIScreen(size: CGSize(width: Int(r.w), height: Int(r.h)), scale: 1)
        displayScreens.insert(screen, at: min(index, displayScreens.count))
        UIScreen.connect(screen)
    }

    private func disconnectDisplay(_ index: Int) {
        guard index > 0, index < displayScreens.count else { return }
        let screen = displayScreens.remove(at: index)
        if let s = surfaces.removeValue(forKey: ObjectIdentifier(screen)) { s.destroy() }
        UIScreen.disconnect(screen)
    }

    /// The SDL window of a screen, made on first need (external screens: full screen on their display).
    private func surface(for screen: UIScreen) -> Surface? {
        if let s = surfaces[ObjectIdentifier(screen)] { return s }
        let display = displayScreens.firstIndex { $0 === screen } ?? 0
        guard let (window, renderer) = makeWindow(size: screen.bounds.size, display: display, fullscreen: display > 0) else {
            return nil
        }
        let s = Surface(screen: screen, window: window, renderer: renderer)
        surfaces[ObjectIdentifier(screen)] = s
        return s
    }

    private func surface(windowID: UInt32) -> Surface? {
        surfaces.values.first { $0.windowID == windowID }
    }

    // MARK: Present

    func present(_ screen: UIScreen, compositor: CACompositor, damage: [CGRect]) {
        // Only screens that show a window get an SDL window (an external display stays untouched otherwise).
        guard started, UIApplication.shared.visibleWindows.contains(where: { $0.screen === screen }),
              let s = surface(for: screen) else { return }
        var rects = SDLGeometry.textureUpdateRects(damage: damage, width: compositor.pixelWidth, height: compositor.pixelHeight)
        if s.texture == nil || s.textureWidth != compositor.pixelWidth || s.textureHeight != compositor.pixelHeight {
            if let t = s.texture { SDL_DestroyTexture(t) }
            s.texture = SDL_CreateTexture(s.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                          Int32(compositor.pixelWidth), Int32(compositor.pixelHeight))
            guard let t = s.texture else { return }
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
            s.textureWidth = compositor.pixelWidth
            s.textureHeight = compositor.pixelHeight
            rects = [SDLGeometry.PixelRect(x: 0, y: 0, width: s.textureWidth, height: s.textureHeight)]
        }
        guard let texture = s.texture else { return }
        compositor.withPixels { data, stride in
            for r in rects {
                var sr = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
                SDL_UpdateTexture(texture, &sr, data + r.y * stride + r.x * 4, Int32(stride))
            }
        }
        if !s.shown {
            SDL_ShowWindow(s.window)
            s.shown = true
        }
        SDL_RenderCopy(s.renderer, texture, nil, nil)
        SDL_RenderPresent(s.renderer)
        presentedDuringFrame = true
        animating = true
        lastFrameTime = CACurrentMediaTime()
        framesPresented += 1
        if reportFrames {
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(s.renderer, &info)
            let name = info.name.map { String(cString: $0) } ?? "?"
            let pixels = rects.reduce(0) { $0 + $1.area }
            FileHandle.standardOutput.write(Data("frame \(framesPresented) renderer=\(name) rects=\(rects.count) pixels=\(pixels)\n".utf8))
        }
        if reportFirstFrame {
            reportFirstFrame = false
            FileHandle.standardOutput.write(Data("first-frame\n".utf8))
        }
    }

    /// Hides the SDL windows of screens that no longer show any window.
    private func updateWindowVisibility() {
        let visible = UIApplication.shared.visibleWindows
        for s in surfaces.values where s.shown && !visible.contains(where: { $0.screen === s.screen }) {
            SDL_HideWindow(s.window)
            s.shown = false
            // Re-shown windows start from a complete frame.
            FrameLoop.compositor(for: s.screen).invalidateAll()
        }
    }

    // MARK: Main loop

    func run() -> Never {
        guard started else { HeadlessBackend().run() }
        var event = SDL_Event()
        while true {
            let nextTimer = turnRunLoop()
            if wakePending {
                wakePending = false
                waker?.mainLoopTurned()
            }
            updateWindowVisibility()
            if SDL_WaitEventTimeout(&event, timeout(nextTimer: nextTimer)) != 0 {
                handle(event)
                while SDL_PollEvent(&event) != 0 { handle(event) }
                flushPendingKeyDown()
            }
            // While frames change (animations), composite at the display's rate until one shows no change.
            if animating, CACurrentMediaTime() >= lastFrameTime + frameInterval * 0.9 {
                presentedDuringFrame = false
                FrameLoop.renderAllScreens()
                if !presentedDuringFrame { animating = false }
            }
        }
    }

    /// One turn of the main run loop: due timers, run-loop blocks, the main dispatch queue, then the end of
    /// the turn (layout, display, commit, frame). Returns when the next run-loop timer fires.
    private func turnRunLoop() -> Date? {
        var next: Date?
        // Twice: the first pass may schedule timers (animations start at commit) the second one reports.
        for _ in 0..<2 {
            next = RunLoop.main.limitDate(forMode: .default)
            MainLoop.endTurn()
        }
        return next
    }

    /// Milliseconds to wait for the next SDL event: until the next timer or animation frame; without those,
    /// long (the waker interrupts the wait when the main queue gets work; without it, 50 ms polling).
    private func timeout(nextTimer: Date?) -> Int32 {
        var seconds: Double = waker == nil ? 0.05 : 60
        if let nextTimer { seconds = min(seconds, nextTimer.timeIntervalSinceNow) }
        // UIKit's own timers (long press, double-tap timeout …) wait on the media clock, which keeps a run-loop
        // timer for its earliest deadline; named here too so the wait can never oversleep one.
        if let deadline = CAMediaClock.shared.nextDeadline { seconds = min(seconds, deadline - CACurrentMediaTime()) }
        if animating { seconds = min(seconds, lastFrameTime + frameInterval - CACurrentMediaTime()) }
        return Int32(max(0, (seconds * 1000).rounded(.up)))
    }

    // MARK: Events

    private func handle(_ e: SDL_Event) {
        let type = e.type
        if type != SDL_TEXTINPUT.rawValue { flushPendingKeyDown() }
        switch type {
        case SDL_QUIT.rawValue:
            quit()
        case SDL_WINDOWEVENT.rawValue:
            handleWindowEvent(e.window)
        case SDL_DISPLAYEVENT.rawValue:
            if UInt32(e.display.event) == SDL_DISPLAYEVENT_CONNECTED.rawValue { connectDisplay(Int(e.display.display)) }
            if UInt32(e.display.event) == SDL_DISPLAYEVENT_DISCONNECTED.rawValue { disconnectDisplay(Int(e.display.display)) }
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = e.button
            guard let s = surface(windowID: b.windowID),
                  let input = pointers.mouseButton(down: type == SDL_MOUSEBUTTONDOWN.rawValue, button: Int(b.button),
                                                   synthesisedFromTouch: b.which == UInt32.max, x: Double(b.x), y: Double(b.y),
                                                   windowSize: s.windowSize, screen: s.screen, timestamp: CACurrentMediaTime())
            else { return }
            EventDispatcher.shared.handle(input)
        case SDL_MOUSEMOTION.rawValue:
            let m = e.motion
            guard let s = surface(windowID: m.windowID),
                  let input = pointers.mouseMotion(synthesisedFromTouch: m.which == UInt32.max, x: Double(m.x), y: Double(m.y),
                                                   windowSize: s.windowSize, screen: s.screen, timestamp: CACurrentMediaTime())
            else { return }
            EventDispatcher.shared.handle(input)
        case SDL_MOUSEWHEEL.rawValue:
            let w = e.wheel
            guard w.which != UInt32.max, let s = surface(windowID: w.windowID) else { return }
            let mods = SDL_GetModState().rawValue
            let shift = mods & UInt32(KMOD_SHIFT.rawValue) != 0
            let control = mods & UInt32(KMOD_CTRL.rawValue) != 0
            EventDispatcher.shared.handle(pointers.wheel(preciseX: Double(w.preciseX), preciseY: Double(w.preciseY),
                                                         flipped: w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue, shift: shift,
                                                         control: control,
                                                         mouseX: Double(w.mouseX), mouseY: Double(w.mouseY),
                                                         windowSize: s.windowSize, screen: s.screen, timestamp: CACurrentMediaTime()))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = e.tfinger
            guard let s = surface(windowID: f.windowID) ?? surfaces[ObjectIdentifier(UIScreen.main)] else { return }
            let action: SDLPointerTranslator.FingerAction = type == SDL_FINGERDOWN.rawValue ? .down
                : type == SDL_FINGERMOTION.rawValue ? .motion : .up
            EventDispatcher.shared.handle(pointers.finger(action, touchID: f.touchId, fingerID: f.fingerId, x: Double(f.x), y: Double(f.y),
                                                          screen: s.screen, timestamp: CACurrentMediaTime()))
        case SDL_KEYDOWN.rawValue:
            if e.key.repeat == 0 { pendingKeyDown = e.key }
        case SDL_TEXTINPUT.rawValue:
            let bytes = withUnsafeBytes(of: e.text.text) { Array($0.bindMemory(to: CChar.self)) }
            let text = SDLInputMapping.string(fromUTF8CString: bytes)
            if let k = pendingKeyDown {
                pendingKeyDown = nil
                keyDown(k, text: text)
            } else {
                EventDispatcher.shared.commitText(text)      // an input method's commit: no key of its own
            }
        case SDL_TEXTEDITING.rawValue:
            let bytes = withUnsafeBytes(of: e.edit.text) { Array($0.bindMemory(to: CChar.self)) }
            let c = SDLInputMapping.composition(utf8: SDLInputMapping.string(fromUTF8CString: bytes),
                                                start: Int(e.edit.start), length: Int(e.edit.length))
            EventDispatcher.shared.compose(c.text, selectedRange: c.selectedRange)
        case SDL_TEXTEDITING_EXT.rawValue:
            guard let raw = e.editExt.text else { return }
            let c = SDLInputMapping.composition(utf8: String(cString: raw), start: Int(e.editExt.start), length: Int(e.editExt.length))
            SDL_free(raw)
            EventDispatcher.shared.compose(c.text, selectedRange: c.selectedRange)
        case SDL_CLIPBOARDUPDATE.rawValue:
            UIPasteboard.desktopClipboardChanged()
        case SDL_KEYUP.rawValue:
            keyUp(e.key)
        default:
            if let waker, type == waker.eventType { wakePending = true }
        }
    }

    private func handleWindowEvent(_ w: SDL_WindowEvent) {
        guard let s = surface(windowID: w.windowID) else { return }
        let isMain = s.screen === UIScreen.main
        let app = UIApplication.shared
        switch UInt32(w.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            apply(size: CGSize(width: Int(w.data1), height: Int(w.data2)), scale: s.scale, to: s.screen)
        case SDL_WINDOWEVENT_EXPOSED.rawValue:
            s.representTexture()
        case SDL_WINDOWEVENT_MINIMIZED.rawValue:
            s.minimized = true
            if isMain, app.applicationState != .background { app.enterBackground() }
        case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue:
            if s.minimized {
                s.minimized = false
                if isMain, app.applicationState == .background { app.enterForeground() }
            }
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            pointers.focusLost()
            EventDispatcher.shared.cancelAllPointers(at: CACurrentMediaTime())
            EventDispatcher.shared.cancelAllPresses(at: CACurrentMediaTime())
        case SDL_WINDOWEVENT_LEAVE.rawValue:
            EventDispatcher.shared.handle(pointers.mouseLeft(screen: s.screen, timestamp: CACurrentMediaTime()))
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            if isMain { quit() }
        default:
            break
        }
    }

    /// The app ends: applicationWillTerminate, then the process exits.
    private func quit() -> Never {
        UIApplication.shared.terminate()
        for s in surfaces.values { s.destroy() }
        SDL_Quit()
        exit(0)
    }

    // MARK: Keys and text input

    private var textInputOn = true

    /// Text input on only while a text-input responder is first responder; the input method's candidate
    /// window at its caret (SDL window units are the screen's points, see SDLGeometry).
    func textInputChanged(_ state: TextInputState) {
        guard started else { return }
        if state.isActive != textInputOn {
            textInputOn = state.isActive
            if state.isActive { SDL_StartTextInput() } else { SDL_StopTextInput() }
        }
        guard state.isActive, let caret = state.caretRect, let screen = state.screen,
              let s = surfaces[ObjectIdentifier(screen)] else { return }
        let r = SDLGeometry.windowRect(screenRect: caret, windowSize: s.windowSize, screenSize: screen.bounds.size)
        var rect = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
        SDL_SetTextInputRect(&rect)
    }

    /// A key down waits for the text SDL sends right after it (SDL_TEXTINPUT); without text it goes alone.
    private func flushPendingKeyDown() {
        guard let k = pendingKeyDown else { return }
        pendingKeyDown = nil
        keyDown(k, text: nil)
    }

    private func keyDown(_ k: SDL_KeyboardEvent, text: String?) {
        EventDispatcher.shared.handle(SDLInputMapping.keyInput(down: true, scancode: Int(k.keysym.scancode.rawValue),
                                                               sdlKeycode: Int(k.keysym.sym), sdlMod: Int(k.keysym.mod),
                                                               text: text, timestamp: CACurrentMediaTime()))
    }

    private func keyUp(_ k: SDL_KeyboardEvent) {
        EventDispatcher.shared.handle(SDLInputMapping.keyInput(down: false, scancode: Int(k.keysym.scancode.rawValue),
                                                               sdlKeycode: Int(k.keysym.sym), sdlMod: Int(k.keysym.mod),
                                                               text: nil, timestamp: CACurrentMediaTime()))
    }
}
