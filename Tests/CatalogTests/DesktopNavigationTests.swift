import Foundation
import Testing
import UIKit
import TestSupport

/// The Catalog's Navigation page in a real SDL window on a private Xvfb display: xdotool clicks the embedded
/// navigation controller's push button, then its back button, and screenshots show the pushed level's back
/// button and toolbar coming and going (checked by counting systemBlue pixels where they are drawn).
@Suite(.serialized) struct DesktopNavigationTests {
    /// The package root, from this file's path (Tests/CatalogTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The page's canvas starts below the 64 pt header.
    static let canvasTop = 64

    @Test(.timeLimit(.minutes(1)))
    func pushingAndPoppingInTheDesktopWindow() throws {
        let xvfb = try #require(DesktopHarness.which("Xvfb"), "Xvfb is missing: scripts/install-deps installs it")
        let xdotool = try #require(DesktopHarness.which("xdotool"), "xdotool is missing: scripts/install-deps installs it")
        try #require(DesktopHarness.which("import") != nil, "ImageMagick's import is missing: scripts/install-deps installs it")
        let catalog = Self.packageRoot.appendingPathComponent(".build/debug/Catalog").path
        try #require(FileManager.default.isExecutableFile(atPath: catalog), "build the Catalog first: \(catalog)")

        let server = try #require(DesktopHarness.Xvfb.start(xvfb), "Xvfb did not start")
        defer { server.stop() }
        let display = server.display
        let (app, output, _) = try DesktopHarness.launchSDLApp(catalog, display: display, windowSize: "800x600")
        defer { DesktopHarness.stop(app) }
        try #require(output.wait(forText: "first-frame", timeout: 20), "the Catalog presented no frame; output: \(output.text)")
        let search = DesktopHarness.run([xdotool, "search", "--onlyvisible", "--name", "Catalog"], display: display)
        let window = try #require(search.status == 0 ? search.output.split(separator: "\n").first.map(String.init) : nil,
                                  "no Catalog window on \(display)")
        let geometry = DesktopHarness.windowGeometry(window, display: display)
        let origin = (x: geometry["X"] ?? 0, y: geometry["Y"] ?? 0)
        func xdo(_ args: [String]) { _ = DesktopHarness.run([xdotool] + args, display: display) }

        // Next until the Navigation page (its place in the list may move as pages are added).
        var reached = false
        for page in 2...40 {
            xdo(["mousemove", "--window", window, "742", "31", "click", "1"])
            guard output.wait(forText: "page \(page)/", timeout: 10) else { break }
            if output.text.contains("— Navigation") { reached = true; break }
        }
        try #require(reached, "no Navigation page reached; output: \(output.text)")

        // NavigationPage.swift: the navigation controller's 320 × 440 view at (40, 50) in the canvas; its bar is
        // 44 pt, so the level's content (placed from the safe area's top) starts 44 pt down.
        let nav = (x: 40, y: Self.canvasTop + 50)
        let barLeft = (x0: nav.x + 4, y0: nav.y + 4, x1: nav.x + 120, y1: nav.y + 40)      // where a back button goes
        let toolbar = (x0: nav.x + 4, y0: nav.y + 440 - 40, x1: nav.x + 316, y1: nav.y + 440 - 4)
        func blue(_ shot: DesktopHarness.Screenshot, _ r: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Int {
            var n = 0
            for y in r.y0..<r.y1 { for x in r.x0..<r.x1 where Self.isBlue(shot[origin.x + x, origin.y + y]) { n += 1 } }
            return n
        }
        func shot(_ name: String, until done: (DesktopHarness.Screenshot) -> Bool) throws -> DesktopHarness.Screenshot {
            var s = try DesktopHarness.Screenshot.take(display: display, name: name)
            _ = DesktopHarness.waitUntil(seconds: 5) {
                if done(s) { return true }
                if let next = try? DesktopHarness.Screenshot.take(display: display, name: name) { s = next }
                return false
            }
            return s
        }

        // The root level: no back button, no toolbar.
        let root = try shot("navigation-root") { blue($0, barLeft) == 0 && blue($0, toolbar) == 0 }
        #expect(blue(root, barLeft) == 0, "no back button on the root level")
        #expect(blue(root, toolbar) == 0, "no toolbar on the root level")

        // Push: the button's frame (16, 66, 200, 32) below the bar.
        xdo(["mousemove", "--window", window, "\(nav.x + 16 + 100)", "\(nav.y + 44 + 66 + 16)", "click", "1"])
        let pushed = try shot("navigation-pushed") { blue($0, barLeft) > 20 && blue($0, toolbar) > 20 }
        #expect(blue(pushed, barLeft) > 20, "the pushed level's back button (‹ Mailboxes)")
        #expect(blue(pushed, toolbar) > 20, "the pushed level's toolbar items")

        // Pop with the back button's chevron.
        xdo(["mousemove", "--window", window, "\(nav.x + 20)", "\(nav.y + 22)", "click", "1"])
        let popped = try shot("navigation-popped") { blue($0, barLeft) == 0 && blue($0, toolbar) == 0 }
        #expect(blue(popped, barLeft) == 0, "back on the root level: no back button")
        #expect(blue(popped, toolbar) == 0, "back on the root level: the toolbar hidden")
    }

    /// systemBlue (0, 122, 255), or its anti-aliased edges over a light background.
    static func isBlue(_ p: [Int]) -> Bool { p.count == 3 && p[2] > 200 && p[0] < 150 && p[2] - p[0] > 90 }
}
