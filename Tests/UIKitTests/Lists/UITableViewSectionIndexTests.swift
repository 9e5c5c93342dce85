import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// The section index: shown at the trailing edge when the data source gives titles, tinted, and a touch or
/// a drag on it jumping to the sections `sectionForSectionIndexTitle` names.
@Suite(.serialized) @MainActor struct UITableViewSectionIndexTests {
    final class Contacts: NSObject, UITableViewDataSource {
        let letters = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }
        var asked: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { 26 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(letters[indexPath.section])\(indexPath.row)"
            return cell
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            asked.append("\(title)@\(index)")
            return index
        }
    }

    func makeTable(in stage: ViewsStage) -> (UITableView, Contacts) {
        let t = UITableView(frame: stage.window.bounds, style: .plain)
        t.rowHeight = 44
        t.estimatedRowHeight = 0
        t.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let ds = Contacts()
        t.dataSource = ds
        stage.window.addSubview(t)
        t.layoutIfNeeded()
        return (t, ds)
    }

    @Test func theIndexSitsAtTheTrailingEdgeWithItsTitlesCentred() throws {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let (t, ds) = makeTable(in: stage)
        defer { withExtendedLifetime(ds) {} }
        let index = try #require(t.sectionIndexView)
        #expect(index.frame == CGRect(x: 305, y: 0, width: 15, height: 480))
        // 26 titles 14 pt apart: 364 pt, centred in 480: from y 58.
        #expect(index.titlesTop == 58)
        #expect(index.index(at: 58 + 2 * 14 + 7) == 2)
        // The index stays on screen as the table scrolls.
        t.contentOffset = CGPoint(x: 0, y: 500)
        t.layoutIfNeeded()
        #expect(index.frame == CGRect(x: 305, y: 500, width: 15, height: 480))
    }

    @Test func tooFewRowsShowNoIndex() {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let (t, ds) = makeTable(in: stage)
        defer { withExtendedLifetime(ds) {} }
        // 78 rows < 100.
        t.sectionIndexMinimumDisplayRowCount = 100
        t.layoutIfNeeded()
        #expect(t.sectionIndexView == nil)
    }

    @Test func aTapOnATitleScrollsItsSectionToTheTop() {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let (t, ds) = makeTable(in: stage)
        // "C": 58 + 2 × 14 + 7 = 93.
        UIHeadless.touchDown(at: CGPoint(x: 312, y: 93), in: stage.window)
        UIHeadless.touchUp()
        #expect(ds.asked == ["C@2"])
        // Section 2 starts after 2 × 3 rows of 44 pt.
        #expect(t.contentOffset.y == 264)
    }

    @Test func aDragAlongTheIndexJumpsAndDoesNotScroll() {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        defer { stage.close(); clock.end() }
        let (t, ds) = makeTable(in: stage)
        UIHeadless.touchDown(at: CGPoint(x: 312, y: 65), in: stage.window)
        UIHeadless.advance(by: 0.02)
        UIHeadless.touchMove(to: CGPoint(x: 312, y: 79))
        UIHeadless.advance(by: 0.02)
        UIHeadless.touchMove(to: CGPoint(x: 312, y: 121))
        UIHeadless.advance(by: 0.02)
        UIHeadless.touchUp()
        UIHeadless.advance(by: 1)
        // A (y 65), B (79), E (121): each change jumps once; E's section is at 4 × 132.
        #expect(ds.asked == ["A@0", "B@1", "E@4"])
        #expect(t.contentOffset.y == 528)
    }

    @Test func theIndexShowsItsTrackingBackgroundWhileTouched() throws {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let (t, ds) = makeTable(in: stage)
        defer { withExtendedLifetime(ds) {} }
        t.sectionIndexBackgroundColor = .systemGray6
        t.sectionIndexTrackingBackgroundColor = .systemGray3
        t.layoutIfNeeded()
        let index = try #require(t.sectionIndexView)
        #expect(index.backgroundColor == .systemGray6)
        UIHeadless.touchDown(at: CGPoint(x: 312, y: 93), in: stage.window)
        #expect(index.backgroundColor == .systemGray3)
        UIHeadless.touchUp()
        #expect(index.backgroundColor == .systemGray6)
    }

    @Test func theTitlesAreDrawnInTheIndexColour() {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let (t, ds) = makeTable(in: stage)
        defer { withExtendedLifetime(ds) {} }
        func colouredPixels(_ want: (Int, Int, Int) -> Bool) -> Int {
            UIHeadless.runLoopTurn()
            let p = Pixels(UIHeadless.renderImage(of: stage.screen)!)
            var n = 0
            for y in 58..<422 { for x in 305..<320 { let c = p[x, y]; if want(c[0], c[1], c[2]) { n += 1 } } }
            return n
        }
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_TABLE_LOOK"] {
            UIHeadless.runLoopTurn()
            try? UIImage(cgImage: UIHeadless.renderImage(of: stage.screen)!).pngData()?
                .write(to: URL(fileURLWithPath: dir).appendingPathComponent("table-index.png"))
        }
        // The tint (systemBlue 0, 122, 255) by default.
        #expect(colouredPixels { r, g, b in b > 200 && r < 100 } > 20)
        t.sectionIndexColor = .systemRed
        #expect(colouredPixels { r, g, b in r > 200 && b < 100 && g < 100 } > 20)
        t.sectionIndexBackgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(colouredPixels { r, g, b in g == 255 && r == 0 && b == 0 } > 100)
    }
}
