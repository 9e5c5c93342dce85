import Foundation
import Testing
import UIKit
import TestSupport

/// The Catalog's Navigation page (its own navigation controller, inside the Catalog's) in a real SDL window on a private Xvfb display: xdotool clicks the embedded
/// navigation controller's push button, then its back button, and screenshots show the pushed level's back
/// button and toolbar coming and going (checked by counting systemBlue pixels where they are drawn).
@Suite(.serialized) struct DesktopNavigationTests {
    @Test(.timeLimit(.minutes(1)))
    func pushingAndPoppingInTheDesktopWindow() throws {
        let session = try DesktopCatalogSession()
        defer { session.close() }
        try #require(session.goToPage(titled: "Navigation"), "no Navigation page reached; output: \(session.output.text)")

        // NavigationPage.swift: the navigation controller's 320 × 440 view at (40, 50) in the canvas; its bar is
        // 44 pt, so the level's content (placed from the safe area's top) starts 44 pt down.
        let nav = (x: 40, y: DesktopCatalogSession.canvasTop + 50)
        let barLeft = (x0: nav.x + 4, y0: nav.y + 4, x1: nav.x + 120, y1: nav.y + 40)      // where a back button goes
        let toolbar = (x0: nav.x + 4, y0: nav.y + 440 - 40, x1: nav.x + 316, y1: nav.y + 440 - 4)
        func blue(_ shot: DesktopHarness.Screenshot, _ r: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Int {
            var n = 0
            for y in r.y0..<r.y1 { for x in r.x0..<r.x1 where Self.isBlue(session.pixel(shot, x: x, y: y)) { n += 1 } }
            return n
        }

        // The root level: no back button, no toolbar.
        let root = try session.screenshot("navigation-root") { blue($0, barLeft) == 0 && blue($0, toolbar) == 0 }
        #expect(blue(root, barLeft) == 0, "no back button on the root level")
        #expect(blue(root, toolbar) == 0, "no toolbar on the root level")

        // Push: the button's frame (16, 66, 200, 32) below the bar.
        session.click(x: nav.x + 16 + 100, y: nav.y + 44 + 66 + 16)
        let pushed = try session.screenshot("navigation-pushed") { blue($0, barLeft) > 20 && blue($0, toolbar) > 20 }
        #expect(blue(pushed, barLeft) > 20, "the pushed level's back button (‹ Mailboxes)")
        #expect(blue(pushed, toolbar) > 20, "the pushed level's toolbar items")

        // Pop with the back button's chevron.
        session.click(x: nav.x + 20, y: nav.y + 22)
        let popped = try session.screenshot("navigation-popped") { blue($0, barLeft) == 0 && blue($0, toolbar) == 0 }
        #expect(blue(popped, barLeft) == 0, "back on the root level: no back button")
        #expect(blue(popped, toolbar) == 0, "back on the root level: the toolbar hidden")
    }

    /// systemBlue (0, 122, 255), or its anti-aliased edges over a light background.
    static func isBlue(_ p: [Int]) -> Bool { p.count == 3 && p[2] > 200 && p[0] < 150 && p[2] - p[0] > 90 }
}
