// Frame stage 8 present (docs/ARCHITECTURE.md). Before: 7, composite — Application/FrameLoop.renderAllScreens → QuartzCore Render/CACompositor.render.
// After: the next event in — Platform/SDL/SDLBackend.handle, SDLPointerTranslator; Platform/Headless/UIHeadless.
import Foundation
import XCUIAutomationWire

/// A back end: where screens come from, how the main loop runs, where frames go.
@MainActor
protocol PlatformBackend: AnyObject {
    /// Prepares screens and input before the app launches.
    func start()
    /// Runs the main loop forever.
    func run() -> Never
    /// Shows the rendered frame of a screen (the compositor holds its pixels; `damage` in pixels).
    func present(_ screen: UIScreen, compositor: CACompositor, damage: [CGRect])
    /// Text input goes on or off, or its caret moved (SPEC-NEXT §4.6): the desktop's input method follows.
    func textInputChanged(_ state: TextInputState)
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
        // A UI test's app runs headless whatever the display (AutomationServer).
        if !(environment[automationSocketEnvironmentKey] ?? "").isEmpty { return false }
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
