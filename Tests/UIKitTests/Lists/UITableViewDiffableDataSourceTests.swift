import Foundation
import Testing
import UIKitTestSupport
@testable import UIKit

/// UITableViewDiffableDataSource: the first snapshot loads the table, later ones play their difference as a
/// batch update that keeps the cells of rows that stay (SPEC-NEXT §3.9).
@Suite(.serialized) @MainActor struct UITableViewDiffableDataSourceTests {
    @Test func applyPlaysTheDifferenceKeepingTheCellsOfRowsThatStay() {
        let clock = ManualTime()
        defer { clock.end() }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        var made: [String] = []
        let ds = UITableViewDiffableDataSource<Int, String>(tableView: table) { tv, ip, item in
            made.append(item)
            let cell = tv.dequeueReusableCell(withIdentifier: "c", for: ip)
            cell.textLabel?.text = item
            return cell
        }
        #expect(table.dataSource === ds)
        var snap = NSDiffableDataSourceSnapshot<Int, String>()
        snap.appendSections([0])
        snap.appendItems(["a", "b", "c", "d"])
        ds.apply(snap, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(made == ["a", "b", "c", "d"])
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let cellD = table.cellForRow(at: IndexPath(row: 3, section: 0))
        made = []
        var next = snap
        next.deleteItems(["a"])
        next.insertItems(["x"], afterItem: "c")
        next.moveItem("d", beforeItem: "b")
        var done = false
        ds.apply(next, animatingDifferences: false) { done = true }
        // d, b, c, x: only x is new; b and d keep their cells.
        #expect(made == ["x"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellD)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["d", "b", "c", "x"])
        #expect(ds.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "x")
        #expect(ds.indexPath(for: "c") == IndexPath(row: 2, section: 0))
        #expect(ds.snapshot().itemIdentifiers == ["d", "b", "c", "x"])
        UIHeadless.advance(by: 0.05)
        #expect(done)
    }
}
