import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Row animations of batch updates, halfway through their 0.3 s on the media clock: each kind moves or
/// fades the inserted and deleted rows its own way (UIView's default ease-in-ease-out is exactly half-way
/// at half the time, by the curve's symmetry), and the rows that stay slide to their new places.
@Suite(.serialized) @MainActor struct UITableViewRowAnimationTests {
    final class Rows: NSObject, UITableViewDataSource {
        var count = 3
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    /// A 320-wide table of three 44 pt rows, with the clock held.
    func makeTable(_ stage: ViewsStage) -> (UITableView, Rows) {
        let t = UITableView(frame: stage.window.bounds, style: .plain)
        t.rowHeight = 44
        t.estimatedRowHeight = 0
        t.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let rows = Rows()
        t.dataSource = rows
        stage.window.addSubview(t)
        t.layoutIfNeeded()
        return (t, rows)
    }

    func shownFrame(_ v: UIView) -> CGRect {
        let l = v.layer.presentation() ?? v.layer
        return CGRect(x: l.position.x - l.bounds.width / 2, y: l.position.y - l.bounds.height / 2, width: l.bounds.width, height: l.bounds.height)
    }

    /// Inserts row 1 with `kind`, then returns the new cell halfway through.
    func insertHalfway(_ kind: UITableView.RowAnimation) -> (UIView, Float, CGRect, CATransform3D) {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        defer { stage.close(); clock.end() }
        let (t, rows) = makeTable(stage)
        rows.count = 4
        t.insertRows(at: [IndexPath(row: 1, section: 0)], with: kind)
        let cell = t.cellForRow(at: IndexPath(row: 1, section: 0))!
        // The animations start when the frame commits them.
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.15)
        UIHeadless.runLoopTurn()
        let l = cell.layer.presentation() ?? cell.layer
        let result = (cell as UIView, l.opacity, shownFrame(cell), l.transform)
        UIHeadless.advance(by: 0.3)
        return result
    }

    @Test func insertedRowsEnterTheirOwnWay() {
        // Final frame of row 1: (0, 44, 320, 44).
        let fade = insertHalfway(.fade)
        #expect(abs(fade.1 - 0.5) < 0.01 && fade.2 == CGRect(x: 0, y: 44, width: 320, height: 44))
        let right = insertHalfway(.right)
        #expect(right.1 == 1 && abs(right.2.minX - 160) < 0.5 && right.2.minY == 44)
        let left = insertHalfway(.left)
        #expect(abs(left.2.minX + 160) < 0.5)
        let top = insertHalfway(.top)
        #expect(top.2.minX == 0 && abs(top.2.minY - 22) < 0.5)
        let bottom = insertHalfway(.bottom)
        #expect(abs(bottom.2.minY - 66) < 0.5)
        // Middle: squeezed about the row's middle, half its height halfway (0.001 → 1).
        let middle = insertHalfway(.middle)
        #expect(abs(middle.3.m22 - 0.5005) < 0.01 && middle.1 == 1)
        // Automatic fades here; none shows the row at once.
        #expect(abs(insertHalfway(.automatic).1 - 0.5) < 0.01)
        let none = insertHalfway(.none)
        #expect(none.1 == 1 && none.2 == CGRect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test func deletedRowsLeaveTheirOwnWayThenGoToTheQueue() {
        for (kind, check) in [(UITableView.RowAnimation.right, { (f: CGRect, o: Float) in abs(f.minX - 160) < 0.5 && o == 1 }),
                              (.fade, { f, o in f.minX == 0 && abs(o - 0.5) < 0.01 }),
                              (.top, { f, _ in abs(f.minY - 22) < 0.5 })] {
            let stage = ViewsStage(width: 320, height: 480)
            let clock = ManualTime()
            let (t, rows) = makeTable(stage)
            let doomed = t.cellForRow(at: IndexPath(row: 1, section: 0))!
            let below = t.cellForRow(at: IndexPath(row: 2, section: 0))!
            rows.count = 2
            t.deleteRows(at: [IndexPath(row: 1, section: 0)], with: kind)
            UIHeadless.runLoopTurn()
            UIHeadless.advance(by: 0.15)
            UIHeadless.runLoopTurn()
            let l = doomed.layer.presentation() ?? doomed.layer
            #expect(check(shownFrame(doomed), l.opacity), "\(kind)")
            // The row below slides up from 88 to 44: at 66 halfway.
            #expect(abs(shownFrame(below).minY - 66) < 0.5)
            #expect(!doomed.isHidden)
            UIHeadless.advance(by: 0.3)
            UIHeadless.runLoopTurn()
            // Done: the deleted cell waits hidden in the queue, as it was before it left.
            #expect(doomed.isHidden && doomed.alpha == 1 && doomed.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
            #expect(t.dequeueReusableCell(withIdentifier: "cell") === doomed)
            withExtendedLifetime(rows) {}
            stage.close(); clock.end()
        }
    }
}
