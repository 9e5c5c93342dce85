import Foundation

/// A back end: where screens come from, how the main loop runs, where frames go.
@MainActor
protocol PlatformBackend: AnyObject {
    /// Prepares screens and input before the app launches.
    func start()
    /// Runs the main loop forever.
    func run() -> Never
    /// Shows the rendered frame of a screen (the compositor holds its pixels; `damage` in pixels).
    func present(_ screen: UIScreen, compositor: CACompositor, damage: [CGRect])
}

/// Chooses the back end: SDL when a display exists, headless otherwise; `OPENUIKIT_PLATFORM=sdl|headless`
/// overrides (DESIGN.md decision 8).
@MainActor
enum Platform {
    static var defaultScreenSize = CGSize(width: 375, height: 667)
    static var defaultScreenScale: CGFloat = 2

    static var current: PlatformBackend = chooseBackend()

    /// Whether the environment asks for the SDL back end: `OPENUIKIT_PLATFORM` decides when set to `sdl` or
    /// `headless`; otherwise a display (`DISPLAY` or `WAYLAND_DISPLAY`) decides.
    nonisolated static func wantsSDL(environment: [String: String]) -> Bool {
        switch environment["OPENUIKIT_PLATFORM"]?.lowercased() {
        case "sdl": return true
        case "headless": return false
        default:
            return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        }
    }

    /// SDL when wanted and its video subsystem starts, headless otherwise.
    static func chooseBackend(environment: [String: String] = ProcessInfo.processInfo.environment) -> PlatformBackend {
        if wantsSDL(environment: environment), SDLBackend.initializeVideo() { return SDLBackend() }
        return HeadlessBackend()
    }
}

/// Turns committed layer trees into frames: after each transaction commit the screens are marked dirty,
/// and the next frame composites them (only the damage) and hands them to the platform.
@MainActor
enum FrameLoop {
    private static var installed = false
    private static var compositors: [ObjectIdentifier: CACompositor] = [:]
    private static var frameScheduled = false

    static func install() {
        guard !installed else { return }
        installed = true
        CATransaction.didCommitHooks.append {
            MainActor.assumeIsolated { FrameLoop.scheduleFrame() }
        }
    }

    /// Asks for a frame at the next turn of the main run loop.
    static func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        MainLoop.perform {
            frameScheduled = false
            renderAllScreens()
        }
    }

    static func renderAllScreens() {
        for screen in UIScreen.screens {
            let (compositor, damage) = render(screen)
            if !damage.isEmpty { Platform.current.present(screen, compositor: compositor, damage: damage) }
        }
    }

    /// The compositor of a screen, sized to its pixels (remade when the screen's size changes).
    static func compositor(for screen: UIScreen) -> CACompositor {
        let w = Int((screen.bounds.width * screen.scale).rounded()), h = Int((screen.bounds.height * screen.scale).rounded())
        let id = ObjectIdentifier(screen)
        if let c = compositors[id], c.pixelWidth == w, c.pixelHeight == h, c.scale == screen.scale { return c }
        let c = CACompositor(pixelWidth: max(1, w), pixelHeight: max(1, h), scale: screen.scale)!
        c.clearColor = CGColor(gray: 0, alpha: 1)
        compositors[id] = c
        return c
    }

    /// Composites a screen's windows now; returns the compositor and the damage.
    @discardableResult
    static func render(_ screen: UIScreen) -> (CACompositor, [CGRect]) {
        let c = compositor(for: screen)
        if screen.rootLayer.frame != screen.bounds {
            ViewActions.withoutActions { screen.rootLayer.frame = screen.bounds }
        }
        let damage = c.render(screen.rootLayer, at: CACurrentMediaTime())
        return (c, damage)
    }
}
