import Foundation
import Testing
import UIKit
import TestSupport

/// The Catalog in a real SDL window on a private Xvfb display: xdotool clicks Next, the click reaches the
/// button's UIAction (which prints the page it showed), and a screenshot of the window shows page 2
/// (checked by pixels: Back, disabled on page 1, is drawn enabled).
@Suite(.serialized) struct DesktopCatalogTests {
    @Test(.timeLimit(.minutes(1)))
    func clickingNextInTheDesktopWindowNavigates() throws {
        let xvfb = try #require(DesktopHarness.which("Xvfb"), "Xvfb is missing: scripts/install-deps installs it")
        let xdotool = try #require(DesktopHarness.which("xdotool"), "xdotool is missing: scripts/install-deps installs it")
        try #require(DesktopHarness.which("import") != nil, "ImageMagick's import is missing: scripts/install-deps installs it")
        let catalog = DesktopCatalogSession.catalogPath
        try #require(FileManager.default.isExecutableFile(atPath: catalog), "build the Catalog first (swift build --build-tests builds it): \(catalog)")

        // A private display.
        let server = try #require(DesktopHarness.Xvfb.start(xvfb), "Xvfb did not start")
        defer { server.stop() }
        let display = server.display

        // The Catalog, in a window.
        let (app, output, _) = try DesktopHarness.launchSDLApp(catalog, display: display, windowSize: "800x600")
        defer { DesktopHarness.stop(app) }
        try #require(output.wait(forText: "first-frame", timeout: 20), "the Catalog presented no frame; output: \(output.text)")

        let search = DesktopHarness.run([xdotool, "search", "--onlyvisible", "--name", "Catalog"], display: display)
        let window = try #require(search.status == 0 ? search.output.split(separator: "\n").first.map(String.init) : nil,
                                  "no Catalog window on \(display)")
        let geometry = DesktopHarness.windowGeometry(window, display: display)
        let origin = (x: geometry["X"] ?? 0, y: geometry["Y"] ?? 0)

        // Page 1: Back (sampled left of its title, at 18, 31 in the window) is disabled, Next (706, 31) enabled.
        let before = try DesktopHarness.Screenshot.take(display: display, name: "catalog-before")
        let backBefore = before[origin.x + 18, origin.y + 31]
        #expect(Self.isEnabledBlue(before[origin.x + 706, origin.y + 31]), "Next should be drawn enabled")
        #expect(!Self.isEnabledBlue(backBefore), "Back should be drawn disabled on page 1, got \(backBefore)")

        _ = DesktopHarness.run([xdotool, "mousemove", "--window", window, "742", "31", "click", "1"], display: display)
        try #require(output.wait(forText: "Catalog: Next → page 2/23", timeout: 10),
                     "the click did not reach the Next button's action; output: \(output.text)")
        // Frames are presented asynchronously: look again for up to five seconds.
        var after = try DesktopHarness.Screenshot.take(display: display, name: "catalog-after")
        _ = DesktopHarness.waitUntil(seconds: 5) {
            if Self.isEnabledBlue(after[origin.x + 18, origin.y + 31]) { return true }
            if let shot = try? DesktopHarness.Screenshot.take(display: display, name: "catalog-after") { after = shot }
            return false
        }
        let backAfter = after[origin.x + 18, origin.y + 31]
        #expect(Self.isEnabledBlue(backAfter), "Back should be drawn enabled on page 2, got \(backAfter)")
        // The header's "2 / 12" and title changed: the title row differs from page 1's.
        var changed = 0
        for x in stride(from: 200, to: 600, by: 2) where before[origin.x + x, origin.y + 20] != after[origin.x + x, origin.y + 20] {
            changed += 1
        }
        #expect(changed > 10, "the title row did not change")
    }

    // MARK: Helpers

    /// The filled system button colour (0, 122, 255) within a tolerance.
    static func isEnabledBlue(_ p: [Int]) -> Bool { p.count == 3 && p[0] < 40 && abs(p[1] - 122) < 30 && p[2] > 220 }
}
