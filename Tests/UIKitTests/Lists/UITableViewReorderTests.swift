import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// A data source whose rows can be moved, logging moves and the delegate's target question.
@MainActor
final class MoveLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items = (0..<6).map { "item\($0)" }
    var entries: [String] = []
    var forbidden: Int?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        entries.append("move(\(sourceIndexPath.row)->\(destinationIndexPath.row))")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        if let f = forbidden, proposedDestinationIndexPath.row >= f { return IndexPath(row: f - 1, section: 0) }
        return proposedDestinationIndexPath
    }
}

/// Reordering rows by their reorder controls with headless drags (issue 12).
@Suite(.serialized) @MainActor struct UITableViewReorderTests {
    @MainActor final class Fixture {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        let log = MoveLog()
        let table: UITableView
        init() {
            table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.register(CountingCell.self, forCellReuseIdentifier: "cell")
            table.rowHeight = 50
            table.dataSource = log
            table.delegate = log
            stage.window.addSubview(table)
            table.setEditing(true, animated: false)
            UIHeadless.runLoopTurn()
        }
        func close() {
            table.stopMotion()
            stage.close()
            clock.end()
        }
    }

    @Test func movableRowsShowTheReorderControlAtTheTrailingEdge() {
        let f = Fixture()
        defer { f.close() }
        let cell = f.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        cell.layoutIfNeeded()
        #expect(cell.reorderControl?.superview === cell)
        #expect(cell.reorderControl?.frame == CGRect(x: 276, y: 0, width: 44, height: 50))
        #expect(cell.contentView.frame.maxX == 276)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_TABLE_LOOK"], let image = UIHeadless.renderImage(of: f.stage.screen) {
            try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("table-reorder.png"))
        }
    }

    @Test func draggingTheControlMovesTheRowLiveAndOnceOnRelease() {
        let f = Fixture()
        defer { f.close() }
        let moved = f.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let below = f.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        UIHeadless.touchDown(at: CGPoint(x: 300, y: 75), in: f.stage.window)
        for y in stride(from: 85, through: 175, by: 10) { UIHeadless.touchMove(to: CGPoint(x: 300, y: CGFloat(y))) }
        // The row stays under the finger (the translation counts from touch-down): 100 pt, from 50 to 150,
        // centre 175 in row 3's slot; rows 2 and 3 have slid up by 50.
        #expect(moved.frame.minY == 150)
        #expect(below.frame.minY == 50)
        #expect(f.log.entries == [])
        UIHeadless.touchUp()
        UIHeadless.runLoopTurn()
        #expect(f.log.entries == ["move(1->3)"])
        #expect(f.log.items == ["item0", "item2", "item3", "item1", "item4", "item5"])
        #expect(f.table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "item1")
        #expect(f.table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 150)
        #expect(f.table.contentOffset.y == 0)
    }

    @Test func theDelegateRetargetsTheMove() {
        let f = Fixture()
        defer { f.close() }
        f.log.forbidden = 2
        UIHeadless.drag(from: CGPoint(x: 300, y: 25), to: CGPoint(x: 300, y: 225), steps: 10, in: f.stage.window)
        UIHeadless.runLoopTurn()
        #expect(f.log.entries == ["move(0->1)"])
    }

    @Test func aDropWhereItStartedMovesNothing() {
        let f = Fixture()
        defer { f.close() }
        UIHeadless.drag(from: CGPoint(x: 300, y: 75), to: CGPoint(x: 300, y: 90), steps: 3, in: f.stage.window)
        UIHeadless.runLoopTurn()
        #expect(f.log.entries == [])
    }
}
