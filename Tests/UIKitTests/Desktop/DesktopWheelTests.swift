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
        let (process, out, _) = try DesktopHarness.launchSDLApp(app, arguments: ["scroll-app"], display: server.display,
                                                                windowSize: "400x300", title: title)
        defer { DesktopHarness.stop(process) }
        try #require(out.wait(for: "first-frame", timeout: 20), "the scroll app presented no frame: \(out.text)")
        let search = DesktopHarness.run(["timeout", "-s", "KILL", "10", "xdotool", "search", "--sync", "--name", title], display: server.display)
        let windowID = try #require(search.output.split(separator: "\n").first.map(String.init), "no X window titled \(title)")
        let fields = DesktopHarness.windowGeometry(windowID, display: server.display)
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
