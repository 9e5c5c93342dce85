import Foundation
import Testing
import UIKit
import TestSupport

/// The Catalog in a real SDL window on a private Xvfb display: xdotool clicks a row of the Topics list, which
/// pushes its page (the app prints the page it opened); the back button pops it; a drag from the window's left
/// edge pops the next one. Screenshots of the window show each step by its pixels: the back button's blue
/// chevron at the bar's leading edge on a page only, and the tab bar's selected (blue) Topics icon on the list
/// only, since a pushed page hides the tab bar.
@Suite(.serialized) struct DesktopCatalogTests {
    @Test(.timeLimit(.minutes(1)))
    func pushingAndPoppingACatalogPageInTheDesktopWindow() throws {
        let session = try DesktopCatalogSession()
        defer { session.close() }
        // The back button's chevron and title: the bar's leading 120 × 36 pt.
        let backArea = (x0: 4, y0: 4, x1: 124, y1: 40)
        // The Topics tab's icon: in the 800 pt window's regular width the tab bar's two items are centred side
        // by side, each image beside its title; Topics' 25 pt image starts some 118 pt left of the middle, at
        // x ≈ 282, and is centred in the 49 pt bar that starts at y 551.
        let tabIcon = (x0: 276, y0: 558, x1: 312, y1: 590)
        func blue(_ shot: DesktopHarness.Screenshot, _ r: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Int {
            var n = 0
            for y in r.y0..<r.y1 { for x in r.x0..<r.x1 where Self.isBlue(session.pixel(shot, x: x, y: y)) { n += 1 } }
            return n
        }

        let list = try session.screenshot("catalog-list") { blue($0, tabIcon) > 20 }
        #expect(blue(list, backArea) == 0, "no back button on the list")
        #expect(blue(list, tabIcon) > 20, "the selected Topics tab is drawn in the tint colour")

        // The third row (Content modes): 64 pt rows below the first.
        session.click(x: DesktopCatalogSession.firstRowPoint.x, y: DesktopCatalogSession.firstRowPoint.y + 2 * 64)
        try #require(session.output.wait(forText: "Catalog: Open → page 3/23 — Content modes", timeout: 10),
                     "the click did not reach the list's row; output: \(session.output.text)")
        let page = try session.screenshot("catalog-page") { blue($0, backArea) > 20 && blue($0, tabIcon) == 0 }
        #expect(blue(page, backArea) > 20, "the pushed page's back button (‹ Topics)")
        #expect(blue(page, tabIcon) == 0, "the tab bar is hidden under a pushed page")

        // Back, by the button.
        func count(_ text: String) -> Int { session.output.text.components(separatedBy: text).count - 1 }
        let listsBefore = count("Catalog: list Topics")
        session.click(x: 30, y: 22)
        try #require(DesktopHarness.waitUntil(seconds: 10) { count("Catalog: list Topics") > listsBefore },
                     "the back button did not pop to the list; output: \(session.output.text)")
        let back = try session.screenshot("catalog-back") { blue($0, backArea) == 0 && blue($0, tabIcon) > 20 }
        #expect(blue(back, backArea) == 0, "back on the list: no back button")
        #expect(blue(back, tabIcon) > 20, "back on the list: the tab bar again")

        // Open the first topic again, then back by a drag from the window's left edge past half its width.
        let opened = count("Catalog: Open →")
        session.click(x: DesktopCatalogSession.firstRowPoint.x, y: DesktopCatalogSession.firstRowPoint.y)
        try #require(DesktopHarness.waitUntil(seconds: 10) { count("Catalog: Open →") > opened },
                     "the second click did not open a page; output: \(session.output.text)")
        _ = try session.screenshot("catalog-page-again") { blue($0, backArea) > 20 }
        let lists = count("Catalog: list Topics")
        session.xdo(["mousemove", "--window", session.window, "3", "300", "mousedown", "1"])
        for x in stride(from: 40, through: 600, by: 40) { session.xdo(["mousemove", "--window", session.window, "\(x)", "300"]) }
        session.xdo(["mouseup", "1"])
        #expect(DesktopHarness.waitUntil(seconds: 10) { count("Catalog: list Topics") > lists }, "the swipe from the edge did not pop to the list; output: \(session.output.text)")
        let swiped = try session.screenshot("catalog-swiped") { blue($0, backArea) == 0 && blue($0, tabIcon) > 20 }
        #expect(blue(swiped, backArea) == 0 && blue(swiped, tabIcon) > 20, "the list again after the swipe")
    }

    // MARK: Helpers

    /// systemBlue (0, 122, 255), or its anti-aliased edges over a light background.
    static func isBlue(_ p: [Int]) -> Bool { p.count == 3 && p[2] > 200 && p[0] < 150 && p[2] - p[0] > 90 }
}
