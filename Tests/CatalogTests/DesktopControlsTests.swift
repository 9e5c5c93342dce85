import Foundation
import Testing
import UIKit
import TestSupport

/// The Catalog's Controls page in a real SDL window on a private Xvfb display: xdotool clicks a switch and a
/// segment and drags a slider's thumb, and screenshots show each control changed (checked by pixels).
@Suite(.serialized) struct DesktopControlsTests {
    @Test(.timeLimit(.minutes(1)))
    func clickingAndDraggingControlsInTheDesktopWindow() throws {
        let session = try DesktopCatalogSession()
        defer { session.close() }
        try #require(session.goToPage(titled: "Controls"), "no Controls page reached; output: \(session.output.text)")
        let (window, display, origin) = (session.window, session.display, session.origin)
        func xdo(_ args: [String]) { session.xdo(args) }

        // Points in the window: the canvas's coordinates (ControlsPage.swift) below the header.
        let top = DesktopCatalogSession.canvasTop
        let switchPoint = (x: 84 + 10, y: top + 36 + 15)         // the off switch's thumb, at its left
        let segmentPoint = (x: 20 + 265, y: top + 240 + 6)         // inside "Year"'s segment, above its title
        let trackPoint = (x: 250, y: top + 120 + 15)               // the slider's track, right of its thumb at 0.4
        var before = try DesktopHarness.Screenshot.take(display: display, name: "controls-before")
        _ = DesktopHarness.waitUntil(seconds: 5) {
            if Self.isGray(before[origin.x + segmentPoint.x, origin.y + segmentPoint.y]) { return true }
            if let shot = try? DesktopHarness.Screenshot.take(display: display, name: "controls-before") { before = shot }
            return false
        }
        #expect(Self.isWhite(before[origin.x + switchPoint.x, origin.y + switchPoint.y]), "the off switch's thumb")
        #expect(Self.isGray(before[origin.x + segmentPoint.x, origin.y + segmentPoint.y]), "an unselected segment")
        #expect(Self.isGray(before[origin.x + trackPoint.x, origin.y + trackPoint.y]), "the slider's maximum track")

        // Click the switch and the segment; drag the slider's thumb (centre 20 + 14 + 0.4 · 312 = 158.8) right.
        xdo(["mousemove", "--window", window, "\(84 + 25)", "\(top + 36 + 15)", "click", "1"])
        xdo(["mousemove", "--window", window, "\(20 + 318)", "\(top + 256)", "click", "1"])
        xdo(["mousemove", "--window", window, "159", "\(top + 135)", "mousedown", "1"])
        for x in stride(from: 170, through: 300, by: 10) { xdo(["mousemove", "--window", window, "\(x)", "\(top + 135)"]) }
        xdo(["mouseup", "1"])

        var after = try DesktopHarness.Screenshot.take(display: display, name: "controls-after")
        func changed(_ shot: DesktopHarness.Screenshot) -> Bool {
            Self.isGreen(shot[origin.x + switchPoint.x, origin.y + switchPoint.y])
                && Self.isWhite(shot[origin.x + segmentPoint.x, origin.y + segmentPoint.y])
                && Self.isBlue(shot[origin.x + trackPoint.x, origin.y + trackPoint.y])
        }
        _ = DesktopHarness.waitUntil(seconds: 5) {
            if changed(after) { return true }
            if let shot = try? DesktopHarness.Screenshot.take(display: display, name: "controls-after") { after = shot }
            return false
        }
        #expect(Self.isGreen(after[origin.x + switchPoint.x, origin.y + switchPoint.y]), "the switch turned on")
        #expect(Self.isWhite(after[origin.x + segmentPoint.x, origin.y + segmentPoint.y]), "the pill moved to Year")
        #expect(Self.isBlue(after[origin.x + trackPoint.x, origin.y + trackPoint.y]), "the slider's minimum track reached past x 250")
    }

    // MARK: Helpers

    static func isWhite(_ p: [Int]) -> Bool { p.count == 3 && p.allSatisfy { $0 > 245 } }
    /// tertiarySystemFill or systemFill over white: a light gray.
    static func isGray(_ p: [Int]) -> Bool { p.count == 3 && p.allSatisfy { (215...243).contains($0) } }
    /// systemGreen (52, 199, 89).
    static func isGreen(_ p: [Int]) -> Bool { p.count == 3 && p[0] < 90 && p[1] > 170 && p[2] < 130 }
    /// systemBlue (0, 122, 255).
    static func isBlue(_ p: [Int]) -> Bool { p.count == 3 && p[0] < 40 && abs(p[1] - 122) < 30 && p[2] > 220 }
}
