import Foundation
import Testing
import TestSupport

/// A real UIKit app on the SDL back end under a private Xvfb: a click into its UITextField makes it first
/// responder (SDL text input goes on), and text typed with xdotool — ASCII, then Chinese — arrives as
/// SDL_KEYDOWN + SDL_TEXTINPUT → the field's text, and is drawn (screenshot pixels). Runs only where Xvfb and
/// xdotool exist. (No input-method daemon runs under Xvfb, so composition with marked text is tested headless
/// through the same dispatcher path: CompositionTests.)
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
        let search = DesktopHarness.run(["timeout", "-s", "KILL", "10", "xdotool", "search", "--sync", "--name", title], display: server.display)
        let windowID = try #require(search.output.split(separator: "\n").first.map(String.init), "no X window titled \(title)")

        // The field spans (20, 20)–(220, 54) points at scale 1.
        let geometry = DesktopHarness.windowGeometry(windowID, display: server.display)
        let origin = (x: geometry["X"] ?? 0, y: geometry["Y"] ?? 0)
        /// Dark (text) pixels of the window's columns x0..<x1 inside the field.
        func darkPixels(_ shot: DesktopHarness.Screenshot, _ x0: Int, _ x1: Int) -> Int {
            var n = 0
            for y in 24..<50 { for x in x0..<x1 where shot[origin.x + x, origin.y + y].allSatisfy({ $0 < 110 }) { n += 1 } }
            return n
        }
        _ = DesktopHarness.run(["xdotool", "mousemove", "--window", windowID, "100", "37", "click", "1"], display: server.display)
        try #require(out.wait(for: "editing began", timeout: 10), "the click did not begin editing: \(out.text)")
        let empty = try DesktopHarness.Screenshot.take(display: server.display, name: "typing-empty")
        #expect(darkPixels(empty, 24, 216) == 0, "an empty field shows no text")
        _ = DesktopHarness.run(["xdotool", "type", "--window", windowID, "--delay", "30", "Hi 42"], display: server.display)
        #expect(out.wait(for: "text=Hi 42", timeout: 10), "typed text did not arrive: \(out.text)")
        // Chinese arrives as SDL_TEXTINPUT too: xdotool gives each character a keysym of its own, and SDL's
        // X11 input context turns the key into UTF-8 text (no input-method daemon runs under Xvfb).
        _ = DesktopHarness.run(["xdotool", "type", "--window", windowID, "--delay", "30", "你好"], display: server.display)
        #expect(out.wait(for: "text=Hi 42你好", timeout: 10), "typed Chinese did not arrive: \(out.text)")
        // The pixels: "Hi 42" in 17-pt text ends about 40 pt into the field (x ≈ 67); the two ideographs,
        // about 17 pt wide each, follow it, so columns 70–105 hold glyph pixels only once they are drawn.
        var shot = try DesktopHarness.Screenshot.take(display: server.display, name: "typing-typed")
        _ = DesktopHarness.waitUntil(seconds: 5) {
            if darkPixels(shot, 70, 105) > 20 { return true }
            if let next = try? DesktopHarness.Screenshot.take(display: server.display, name: "typing-typed") { shot = next }
            return false
        }
        #expect(darkPixels(shot, 24, 67) > 40, "the ASCII text is drawn")
        #expect(darkPixels(shot, 70, 105) > 20, "the Chinese text is drawn after it")
    }
}
