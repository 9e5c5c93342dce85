import Foundation
import Testing
import TestSupport

/// A real UIKit app on the SDL back end under a private Xvfb: a click into its UITextField makes it first
/// responder (SDL text input goes on) and ASCII typed with xdotool arrives as SDL_KEYDOWN + SDL_TEXTINPUT →
/// the field's text. Runs only where Xvfb and xdotool exist. (No input-method daemon runs under Xvfb, so
/// composition is tested headless through the same dispatcher path: CompositionTests.)
@Suite struct DesktopTypingTests {
    static let xvfb = DesktopHarness.which("Xvfb")
    static let toolsPresent = xvfb != nil && DesktopHarness.which("xdotool") != nil

    @Test(.enabled(if: toolsPresent, "needs Xvfb and xdotool"), .timeLimit(.minutes(1)))
    func clickingIntoATextFieldAndTypingSetsItsText() throws {
        let app = try DesktopHarness.benchmarksBinary()
        let server = try #require(DesktopHarness.Xvfb.start(Self.xvfb!), "Xvfb did not start")
        defer { server.stop() }
        let title = "OpenUIKit typing \(getpid())"
        let (process, out, _) = try DesktopHarness.launchSDLApp(app, arguments: ["desktop-app", "text-field"], display: server.display,
                                                                windowSize: "400x300", title: title)
        defer { DesktopHarness.stop(process) }
        try #require(out.wait(for: "first-frame", timeout: 20), "the desktop app presented no frame: \(out.text)")
        let search = DesktopHarness.run(["timeout", "10", "xdotool", "search", "--sync", "--name", title], display: server.display)
        let windowID = try #require(search.output.split(separator: "\n").first.map(String.init), "no X window titled \(title)")

        // The field spans (20, 20)–(220, 54) points at scale 1.
        _ = DesktopHarness.run(["xdotool", "mousemove", "--window", windowID, "100", "37", "click", "1"], display: server.display)
        try #require(out.wait(for: "editing began", timeout: 10), "the click did not begin editing: \(out.text)")
        _ = DesktopHarness.run(["xdotool", "type", "--window", windowID, "--delay", "30", "Hi 42"], display: server.display)
        #expect(out.wait(for: "text=Hi 42", timeout: 10), "typed text did not arrive: \(out.text)")
    }
}
