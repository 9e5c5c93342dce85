import Foundation
import Testing
import TestSupport

/// Runs a real UIKit app (`Benchmarks desktop-app`) on the SDL back end under a private Xvfb, clicks its
/// button with xdotool and checks the screen's pixels before and after. Runs only where Xvfb, xdotool and
/// ImageMagick's `import` exist (scripts/install-deps); there it fails loudly if the app does not come up.
@Suite struct DesktopEndToEndTests {
    static let xvfb = DesktopHarness.which("Xvfb")
    static let toolsPresent = xvfb != nil && DesktopHarness.which("xdotool") != nil && DesktopHarness.which("import") != nil

    @Test(.enabled(if: toolsPresent, "needs Xvfb, xdotool and ImageMagick"), .timeLimit(.minutes(1)))
    func clickingTheButtonNavigatesToTheGreenPage() throws {
        let app = try DesktopHarness.benchmarksBinary()
        let server = try #require(DesktopHarness.Xvfb.start(Self.xvfb!), "Xvfb did not start")
        defer { server.stop() }
        let title = "OpenUIKit e2e \(getpid())"
        let (process, out, errors) = try DesktopHarness.launchSDLApp(app, arguments: ["desktop-app"], display: server.display,
                                                                     windowSize: "400x300", title: title, captureErrors: true)
        defer { DesktopHarness.stop(process) }
        let appErrors = { String(decoding: errors?.fileHandleForReading.availableData ?? Data(), as: UTF8.self) }

        // The app launches with a 400×300-point screen at scale 1 and presents a frame.
        try #require(out.wait(for: "first-frame", timeout: 20),
                     "the desktop app presented no frame: stdout \(out.text) stderr \(process.isRunning ? "" : appErrors())")
        #expect(out.text.contains("launched 400x300@1"))
        let search = DesktopHarness.run(["timeout", "-s", "KILL", "10", "xdotool", "search", "--sync", "--name", title], display: server.display)
        let windowID = try #require(search.output.split(separator: "\n").first.map(String.init), "no X window titled \(title)")
        let fields = DesktopHarness.windowGeometry(windowID, display: server.display)
        let (x, y) = (try #require(fields["X"]), try #require(fields["Y"]))
        #expect(fields["WIDTH"] == 400 && fields["HEIGHT"] == 300)

        // Page one: blue, with the orange button (240×120 points) in the middle.
        let before = try DesktopHarness.Screenshot.take(display: server.display, name: "before")
        #expect(before.isColor(x: x + 10, y: y + 10, r: 0, g: 0, b: 255), "page one is blue: \(before[x + 10, y + 10])")
        #expect(before.isColor(x: x + 200, y: y + 150, r: 255, g: 128, b: 0), "the button is orange: \(before[x + 200, y + 150])")
        #expect(before.isColor(x: x - 5, y: y - 5, r: 0, g: 0, b: 0))   // outside the window: the X root

        // Resizing the SDL window changes the screen's mode; the window follows and the button, with flexible
        // margins, stays centred: 500×400 puts its centre at (250, 200).
        _ = DesktopHarness.run(["xdotool", "windowsize", windowID, "500", "400"], display: server.display)
        // Until the app has laid out at the new size, SDL shows the old frame stretched over the window, which
        // also fills it with blue: wait for all three pixels of the new layout, not only the corner.
        var resized = try DesktopHarness.Screenshot.take(display: server.display, name: "resized")
        func laidOut(_ s: DesktopHarness.Screenshot) -> Bool {
            s.isColor(x: x + 490, y: y + 390, r: 0, g: 0, b: 255) && s.isColor(x: x + 250 + 115, y: y + 200 + 55, r: 255, g: 128, b: 0)
                && s.isColor(x: x + 250 - 125, y: y + 200, r: 0, g: 0, b: 255)
        }
        for _ in 0..<50 where !laidOut(resized) {
            Thread.sleep(forTimeInterval: 0.1)
            resized = try DesktopHarness.Screenshot.take(display: server.display, name: "resized")
        }
        #expect(resized.isColor(x: x + 490, y: y + 390, r: 0, g: 0, b: 255), "the page fills the resized window")
        #expect(resized.isColor(x: x + 250 + 115, y: y + 200 + 55, r: 255, g: 128, b: 0), "the button moved to the centre")
        #expect(resized.isColor(x: x + 250 - 125, y: y + 200, r: 0, g: 0, b: 255))

        // A real click on the button: mouse down and up travel SDL → UITouch → touchesEnded.
        _ = DesktopHarness.run(["xdotool", "mousemove", "--window", windowID, "250", "200", "click", "1"], display: server.display)
        try #require(out.wait(for: "navigated", timeout: 10), "the tap did not navigate: \(out.text)")
        #expect(out.text.contains("tap count=1"))

        // Page two: green everywhere, the button gone (the frame follows the tap's run-loop turn).
        var after = try DesktopHarness.Screenshot.take(display: server.display, name: "after")
        for _ in 0..<20 where !after.isColor(x: x + 250, y: y + 200, r: 0, g: 255, b: 0) {
            Thread.sleep(forTimeInterval: 0.1)
            after = try DesktopHarness.Screenshot.take(display: server.display, name: "after")
        }
        #expect(after.isColor(x: x + 10, y: y + 10, r: 0, g: 255, b: 0), "page two is green: \(after[x + 10, y + 10])")
        #expect(after.isColor(x: x + 250, y: y + 200, r: 0, g: 255, b: 0), "the button is gone: \(after[x + 250, y + 200])")
        #expect(after.isColor(x: x + 499, y: y + 399, r: 0, g: 255, b: 0))

        // A key press reaches the responder chain as a UIPress with the HID usage and its text.
        _ = DesktopHarness.run(["xdotool", "key", "--window", windowID, "a"], display: server.display)
        #expect(out.wait(for: "key 4 a", timeout: 10), "no key press arrived: \(out.text)")

        // SIGTERM ends the app through applicationWillTerminate (SDL turns it into SDL_QUIT).
        let signals = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8))?
            .split(separator: "\n").filter { $0.hasPrefix("Sig") }.joined(separator: " ") ?? ""
        process.terminate()
        #expect(out.wait(for: "terminating", timeout: 5), "SIGTERM did not end the app: \(signals)")
    }
}

extension DesktopHarness {
    /// The Benchmarks executable beside this test binary (same configuration), built when missing.
    static func benchmarksBinary() throws -> String {
        let binDir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let exe = binDir.appendingPathComponent("Benchmarks").path
        if FileManager.default.isExecutableFile(atPath: exe) { return exe }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let config = binDir.lastPathComponent == "release" ? "release" : "debug"
        let build = run(["swift", "build", "-c", config, "--product", "Benchmarks"], directory: root)
        guard FileManager.default.isExecutableFile(atPath: exe) else {
            throw Failure(description: "Benchmarks (the desktop test app) is missing and `swift build --product Benchmarks` failed (status \(build.status)): \(build.output.suffix(2000))")
        }
        return exe
    }
}
