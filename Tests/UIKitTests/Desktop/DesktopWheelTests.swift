import Foundation
import Testing
import TestSupport

/// Runs `Benchmarks scroll-app` (a scroll view of red, green and blue 300-pt bands) on the SDL back end under a
/// private Xvfb and turns the mouse wheel with xdotool (buttons 4 and 5): the content moves 40 pt a notch and
/// the screen's pixels show it. Runs only where Xvfb, xdotool and ImageMagick's `import` exist.
@Suite struct DesktopWheelTests {
    static let xvfb = DesktopHarness.which("Xvfb")
    static let toolsPresent = xvfb != nil && DesktopHarness.which("xdotool") != nil && DesktopHarness.which("import") != nil

    @Test(.enabled(if: toolsPresent, "needs Xvfb, xdotool and ImageMagick"), .timeLimit(.minutes(1)))
    func theWheelScrollsTheScrollViewUnderThePointer() throws {
        let app = try DesktopHarness.benchmarksBinary()
        let server = try #require(DesktopHarness.Xvfb.start(Self.xvfb!), "Xvfb did not start")
        defer { server.stop() }
        let title = "OpenUIKit wheel \(getpid())"
        let out = DesktopHarness.Lines()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.arguments = ["scroll-app"]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.display
        env["OPENUIKIT_PLATFORM"] = "sdl"
        env["OPENUIKIT_WINDOW_SIZE"] = "400x300"
        env["OPENUIKIT_WINDOW_TITLE"] = title
        env["OPENUIKIT_REPORT_FIRST_FRAME"] = "1"
        process.environment = env
        process.standardOutput = out.pipe
        process.standardError = Pipe()
        try process.run()
        defer { DesktopHarness.stop(process) }
        try #require(out.wait(for: "first-frame", timeout: 20), "the scroll app presented no frame: \(out.text)")
        let search = DesktopHarness.run(["timeout", "10", "xdotool", "search", "--sync", "--name", title], display: server.display)
        let windowID = try #require(search.output.split(separator: "\n").first.map(String.init), "no X window titled \(title)")
        let geometry = DesktopHarness.run(["xdotool", "getwindowgeometry", "--shell", windowID], display: server.display).output
        let fields = Dictionary(uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
            let kv = line.split(separator: "=")
            guard kv.count == 2, let v = Int(kv[1]) else { return nil }
            return (String(kv[0]), v)
        })
        let (x, y) = (try #require(fields["X"]), try #require(fields["Y"]))

        let before = try DesktopHarness.Screenshot.take(display: server.display, name: "wheel-before")
        #expect(before.isColor(x: x + 200, y: y + 10, r: 255, g: 0, b: 0), "the red band is at the top: \(before[x + 200, y + 10])")

        // Eight notches down (button 5): 8 × 40 = 320 pt, so the top of the window shows content y 320: green.
        _ = DesktopHarness.run(["xdotool", "mousemove", "--window", windowID, "200", "150", "click", "--repeat", "8", "--delay", "20", "5"],
                               display: server.display)
        try #require(out.wait(forText: "scrolled y=320", timeout: 10), "the wheel did not scroll 320 pt: \(out.text)")
        var after = try DesktopHarness.Screenshot.take(display: server.display, name: "wheel-after")
        for _ in 0..<20 where !after.isColor(x: x + 200, y: y + 10, r: 0, g: 255, b: 0) {
            Thread.sleep(forTimeInterval: 0.1)
            after = try DesktopHarness.Screenshot.take(display: server.display, name: "wheel-after")
        }
        #expect(after.isColor(x: x + 200, y: y + 10, r: 0, g: 255, b: 0), "green at the top after scrolling: \(after[x + 200, y + 10])")
        // Green runs to content y 600, which is window y 280; below it the blue band begins.
        #expect(after.isColor(x: x + 200, y: y + 290, r: 0, g: 0, b: 255), "blue at the bottom: \(after[x + 200, y + 290])")
        process.terminate()
    }
}
