import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Selection by tap and in code, batch updates with Apple's index rules and exception, and a 100 000-row
/// scroll (SPEC-NEXT §3.6, §3.7).
@Suite(.serialized) @MainActor struct UITableViewInteractionTests {
    @MainActor final class Fixture {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        let log: TableLog
        let table: UITableView

        init(counts: [Int] = [100], rowHeight: CGFloat = 50) {
            log = TableLog(counts: counts)
            table = makeTable(log, height: 400, rowHeight: rowHeight)
            stage.window.addSubview(table)
            UIHeadless.runLoopTurn()
        }

        func tap(_ p: CGPoint) {
            UIHeadless.touchDown(at: p, in: stage.window)
            UIHeadless.touchUp()
            UIHeadless.runLoopTurn()
        }

        func close() {
            table.stopMotion()
            stage.close()
            clock.end()
        }
    }

    @Test func aTapHighlightsThenSelectsInApplesOrder() {
        let f = Fixture()
        defer { f.close() }
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        let token = NotificationCenter.default.addObserver(forName: UITableView.selectionDidChangeNotification, object: f.table, queue: nil) { _ in
            counter.count += 1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        var notes: Int { counter.count }
        f.log.entries = []
        f.tap(CGPoint(x: 100, y: 75)) // row 1
        #expect(f.log.entries == ["shouldHighlight(0.1)", "didHighlight(0.1)", "didUnhighlight(0.1)", "willSelect(0.1)", "didSelect(0.1)"])
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(f.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        f.log.entries = []
        f.stage.forgetTaps()
        f.tap(CGPoint(x: 100, y: 125)) // row 2: row 1 is deselected first
        #expect(f.log.entries == ["shouldHighlight(0.2)", "didHighlight(0.2)", "didUnhighlight(0.2)", "willSelect(0.2)",
                                  "willDeselect(0.1)", "didDeselect(0.1)", "didSelect(0.2)"])
        #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(f.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        #expect(notes == 2)
        // In code: no delegate call, no notification.
        f.log.entries = []
        f.table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        f.table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        f.table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        #expect(f.log.entries.isEmpty && notes == 2)
        #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
    }

    @Test func multipleSelectionTogglesRows() {
        let f = Fixture()
        defer { f.close() }
        f.table.allowsMultipleSelection = true
        f.tap(CGPoint(x: 100, y: 25))
        f.stage.forgetTaps()
        f.tap(CGPoint(x: 100, y: 125))
        #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        f.log.entries = []
        f.stage.forgetTaps()
        f.tap(CGPoint(x: 100, y: 25))
        #expect(f.log.entries.suffix(2) == ["willDeselect(0.0)", "didDeselect(0.0)"])
        #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test func aDragSelectsNothing() {
        let f = Fixture()
        defer { f.close() }
        f.log.entries = []
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 300), in: f.stage.window)
        for i in 1...10 {
            UIHeadless.advance(by: 1.0 / 60)
            UIHeadless.touchMove(to: CGPoint(x: 100, y: 300 - CGFloat(i) * 10))
        }
        UIHeadless.advance(by: 0.2)
        UIHeadless.touchUp()
        #expect(!f.log.entries.contains { $0.hasPrefix("didSelect") })
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.table.contentOffset.y > 0)
    }

    @Test func batchUpdatesKeepCellsUnderTheirNewIndexPaths() {
        let f = Fixture(counts: [10])
        defer { f.close() }
        let old0 = f.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let old2 = f.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let old4 = f.table.cellForRow(at: IndexPath(row: 4, section: 0))!
        f.table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        f.log.entries = []
        var finished: Bool?
        f.table.performBatchUpdates({
            f.log.counts = [9]
            // Inserts name rows after the update, deletes before it, whatever the order of the calls.
            f.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            f.table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        // Survivors 0, 2, 4 … fill the slots the insert leaves: 0 → 1, 2 → 2, 4 → 3.
        #expect(f.table.cellForRow(at: IndexPath(row: 1, section: 0)) === old0)
        #expect(f.table.cellForRow(at: IndexPath(row: 2, section: 0)) === old2)
        #expect(f.table.cellForRow(at: IndexPath(row: 3, section: 0)) === old4)
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(f.table.numberOfRows(inSection: 0) == 9)
        // Rows 0–7 show: the inserted row 0 and row 7 (old row 8) are the only new cells; the deleted rows end.
        #expect(f.log.entries.filter { $0.hasPrefix("cell(") } == ["cell(0.0)", "cell(0.7)"])
        #expect(f.log.entries.filter { $0.hasPrefix("didEnd") } == ["didEndDisplaying(0.1)", "didEndDisplaying(0.3)"])
        #expect(finished == nil) // after the 0.3 s animation
        UIHeadless.advance(by: 0.35)
        #expect(finished == true)
    }

    @Test func anUpdateWhoseCountsDoNotAddUpTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let log = TableLog(counts: [5])
                let t = makeTable(log)
                t.layoutIfNeeded()
                // "Invalid update: invalid number of rows in section 0. The number of rows contained in an
                // existing section after the update (5) must be equal to … (5), plus or minus … (1 inserted, 0 deleted) …"
                t.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            }
        }
    }

    @Test func aHundredThousandRowsScrollWithOnlyTheVisibleCellsAlive() {
        let f = Fixture(counts: [100_000], rowHeight: 44)
        defer { f.close() }
        f.log.logsDisplay = false
        // 400 pt of 44 pt rows (9 × 44 + 4): at most 11 rows touch the bounds, none more (no overscan).
        let limit = 11
        var checked = 0
        func check() {
            let alive = f.table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count
            #expect(alive <= limit)
            #expect(f.table.visibleCells.count == alive)
            checked += 1
        }
        check()
        for _ in 0..<5 { // drags and flings
            UIHeadless.touchDown(at: CGPoint(x: 160, y: 380), in: f.stage.window)
            for i in 1...8 {
                UIHeadless.advance(by: 1.0 / 60)
                UIHeadless.touchMove(to: CGPoint(x: 160, y: 380 - CGFloat(i) * 40))
                check()
            }
            UIHeadless.touchUp()
            for _ in 0..<60 { UIHeadless.advance(by: 1.0 / 60); check() }
        }
        #expect(f.table.contentOffset.y > 2000)
        f.table.stopMotion()
        // Programmatic jumps down to the end.
        var y: CGFloat = 0
        while y < f.table.contentSize.height - 400 {
            y = min(y + 73_331, f.table.contentSize.height - 400)
            f.table.contentOffset = CGPoint(x: 0, y: y)
            UIHeadless.runLoopTurn()
            check()
        }
        #expect(f.table.indexPathsForVisibleRows?.last == IndexPath(row: 99_999, section: 0))
        #expect(f.table.contentSize.height == 4_400_000)
        #expect(checked > 300)
    }
}
