import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// A data source and delegate that commit edits and log the editing calls.
@MainActor
final class EditLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = 8
    var entries: [String] = []
    var styles: [Int: UITableViewCell.EditingStyle] = [:]
    var trailing: UISwipeActionsConfiguration?
    var leading: UISwipeActionsConfiguration?
    var deleteTitle: String?
    var deletesRows = false
    func name(_ ip: IndexPath?) -> String { ip.map { "\($0.section).\($0.row)" } ?? "nil" }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = name(indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle != .none else { return } // the Linux probe (DIFFERENCES)
        entries.append("commit(\(editingStyle.rawValue),\(name(indexPath)))")
        if deletesRows, editingStyle == .delete {
            rows -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle ?? "Delete"
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { trailing }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { leading }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { entries.append("willBeginEditing(\(name(indexPath)))") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { entries.append("didEndEditing(\(name(indexPath)))") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { entries.append("didSelect(\(name(indexPath)))") }
}

/// Editing controls, the delete confirmation and swipe actions driven by headless touches (issue 12).
@Suite(.serialized) @MainActor struct UITableViewEditingTests {
    @MainActor final class Fixture {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        let log = EditLog()
        let table: UITableView

        init() {
            table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.register(CountingCell.self, forCellReuseIdentifier: "cell")
            table.rowHeight = 50
            table.dataSource = log
            table.delegate = log
            stage.window.addSubview(table)
            UIHeadless.runLoopTurn()
        }

        func tap(_ p: CGPoint) {
            UIHeadless.touchDown(at: p, in: stage.window)
            UIHeadless.touchUp()
            UIHeadless.runLoopTurn()
            stage.forgetTaps()
        }

        func drag(_ a: CGPoint, _ b: CGPoint) {
            UIHeadless.drag(from: a, to: b, steps: 10, in: stage.window)
            UIHeadless.runLoopTurn()
        }

        func cell(_ row: Int) -> UITableViewCell { table.cellForRow(at: IndexPath(row: row, section: 0))! }

        func close() {
            table.stopMotion()
            stage.close()
            clock.end()
        }
    }

    @Test func editingStyleRawValuesAreApples() {
        #expect(UITableViewCell.EditingStyle.none.rawValue == 0)
        #expect(UITableViewCell.EditingStyle.delete.rawValue == 1)
        #expect(UITableViewCell.EditingStyle.insert.rawValue == 2)
        #expect(UIContextualAction.Style.normal.rawValue == 0)
        #expect(UIContextualAction.Style.destructive.rawValue == 1)
    }

    @Test func editingShowsTheControlAndIndentsTheContent() {
        let f = Fixture()
        defer { f.close() }
        f.table.setEditing(true, animated: false)
        f.table.layoutIfNeeded()
        let cell = f.cell(1)
        #expect(cell.isEditing)
        #expect(cell.editingStyle == .delete)
        cell.layoutIfNeeded()
        // A 22 pt circle 16 pt from the leading edge, centred in the 50 pt row; content 38 pt in.
        #expect(cell.editingControl?.frame == CGRect(x: 16, y: 14, width: 22, height: 22))
        #expect(cell.contentView.frame.minX == 38)
        cell.shouldIndentWhileEditing = false
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0)
        f.table.setEditing(false, animated: false)
        f.table.layoutIfNeeded()
        #expect(!cell.isEditing)
        #expect(cell.editingStyle == .none)
        #expect(cell.editingControl?.superview == nil)
    }

    @Test func theDefaultStyleIsNoneWithoutCommit() {
        let log = TableLog(counts: [3])
        let t = makeTable(log)
        t.setEditing(true, animated: false)
        t.layoutIfNeeded()
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle == UITableViewCell.EditingStyle.none)
        let edit = EditLog()
        let t2 = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        t2.dataSource = edit
        #expect(t2.defaultEditingStyle(forRowAt: IndexPath(row: 0, section: 0)) == .delete)
    }

    @Test func theDeleteControlRevealsTheConfirmationWhichCommits() {
        let f = Fixture()
        defer { f.close() }
        f.log.deleteTitle = "Remove"
        f.table.setEditing(true, animated: false)
        f.table.layoutIfNeeded()
        f.tap(CGPoint(x: 27, y: 75)) // row 1's red control
        #expect(f.log.entries == [])
        #expect(f.cell(1).showingDeleteConfirmation)
        let confirm = f.table.swipeStorage?.view
        #expect(confirm?.actions.first?.title == "Remove")
        #expect(confirm?.frame.maxX == 320)
        #expect(confirm?.frame.minY == 50)
        #expect(f.cell(1).frame.minX == -(confirm?.frame.width ?? 0))
        f.tap(CGPoint(x: 310, y: 75))
        #expect(f.log.entries == ["commit(1,0.1)"])
        #expect(f.table.swipeStorage == nil)
        #expect(f.cell(1).frame.minX == 0)
    }

    @Test func tappingElsewhereClosesTheConfirmationWithoutSelecting() {
        let f = Fixture()
        defer { f.close() }
        f.table.allowsSelectionDuringEditing = true
        f.table.setEditing(true, animated: false)
        f.table.layoutIfNeeded()
        f.tap(CGPoint(x: 27, y: 75))
        #expect(f.table.swipeStorage != nil)
        f.tap(CGPoint(x: 150, y: 175))
        #expect(f.table.swipeStorage == nil)
        #expect(f.log.entries == [])
    }

    @Test func theInsertControlCommitsAtOnce() {
        let f = Fixture()
        defer { f.close() }
        f.log.styles[2] = .insert
        f.table.setEditing(true, animated: false)
        f.table.layoutIfNeeded()
        #expect(f.cell(2).editingStyle == .insert)
        f.tap(CGPoint(x: 27, y: 125))
        #expect(f.log.entries == ["commit(2,0.2)"])
        #expect(f.table.swipeStorage == nil)
    }

    @Test func aLeftSwipeRevealsTheDefaultDeleteAction() {
        let f = Fixture()
        defer { f.close() }
        f.drag(CGPoint(x: 300, y: 75), CGPoint(x: 200, y: 75)) // 100 pt: past half the button, short of 60 %
        // 100 pt in moves of 10: the pan begins at the first, so the row follows 90 pt, past half the button.
        #expect(f.log.entries == ["willBeginEditing(0.1)"])
        let view = f.table.swipeStorage?.view
        #expect(view?.actions.count == 1)
        #expect(view?.actions.first?.style == .destructive)
        #expect(view?.actions.first?.title == "Delete")
        let open = view?.openWidth ?? 0
        #expect(open >= 74)
        #expect(f.cell(1).frame.minX == -open)
        f.tap(CGPoint(x: 315, y: 75))
        #expect(f.log.entries == ["willBeginEditing(0.1)", "commit(1,0.1)", "didEndEditing(0.1)"])
        #expect(f.cell(1).frame.minX == 0)
    }

    @Test func aSwipeDeleteThatDeletesTheRowLeavesTheRowsInPlace() {
        let f = Fixture()
        defer { f.close() }
        f.log.deletesRows = true
        f.drag(CGPoint(x: 300, y: 75), CGPoint(x: 200, y: 75))
        f.tap(CGPoint(x: 315, y: 75))
        f.clock.at(1) // the 0.3 s batch animation ends
        #expect(f.log.entries == ["willBeginEditing(0.1)", "commit(1,0.1)", "didEndEditing(0.1)"])
        #expect(f.table.numberOfRows(inSection: 0) == 7)
        #expect(f.table.swipeStorage == nil)
        // Row 2's cell is now row 1, back at x 0.
        #expect(f.cell(1).textLabel?.text == "0.2")
        #expect(f.cell(1).frame == CGRect(x: 0, y: 50, width: 320, height: 50))
    }

    @Test func aShortSwipeSnapsBack() {
        let f = Fixture()
        defer { f.close() }
        f.drag(CGPoint(x: 300, y: 75), CGPoint(x: 280, y: 75)) // 20 pt, under half the 74 pt button
        #expect(f.log.entries == ["willBeginEditing(0.1)", "didEndEditing(0.1)"])
        #expect(f.table.swipeStorage == nil)
        #expect(f.cell(1).frame.minX == 0)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let f = Fixture()
        defer { f.close() }
        var handled: [String] = []
        let archive = UIContextualAction(style: .normal, title: "Archive") { action, _, done in
            handled.append(action.title ?? "")
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in handled.append("Flag"); done(true) }
        #expect(archive.backgroundColor == .systemGray)
        f.log.trailing = UISwipeActionsConfiguration(actions: [archive, flag])
        #expect(f.log.trailing?.performsFirstActionWithFullSwipe == true)
        // 250 pt in 10 moves of 25: the pan begins at the first (past the 10 pt hysteresis), so the row slides
        // 225 pt, past 60 % of 320 (192).
        f.drag(CGPoint(x: 310, y: 125), CGPoint(x: 60, y: 125))
        #expect(handled == ["Archive"])
        #expect(f.log.entries == ["willBeginEditing(0.2)", "didEndEditing(0.2)"])
        #expect(f.table.swipeStorage == nil)
    }

    @Test func withoutFullSwipeTheRowStaysOpen() {
        let f = Fixture()
        defer { f.close() }
        var handled = 0
        let config = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
            handled += 1; done(false)
        }])
        config.performsFirstActionWithFullSwipe = false
        f.log.trailing = config
        f.drag(CGPoint(x: 310, y: 125), CGPoint(x: 60, y: 125))
        #expect(handled == 0)
        let open = f.table.swipeStorage?.view.openWidth ?? -1
        #expect(f.cell(2).frame.minX == -open)
        // The handler's completion(false) leaves the row open.
        f.tap(CGPoint(x: 315, y: 125))
        #expect(handled == 1)
        #expect(f.table.swipeStorage != nil)
    }

    @Test func aRightSwipeRevealsTheLeadingActions() {
        let f = Fixture()
        defer { f.close() }
        var handled: [String] = []
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, view, done in
            handled.append("Pin in \(type(of: view) == UIView.self)")
            done(true)
        }
        pin.backgroundColor = .systemOrange
        f.log.leading = UISwipeActionsConfiguration(actions: [pin])
        f.drag(CGPoint(x: 20, y: 175), CGPoint(x: 120, y: 175))
        let view = f.table.swipeStorage?.view
        #expect(view?.trailing == false)
        #expect(view?.frame.minX == 0)
        #expect(f.cell(3).frame.minX == view?.openWidth)
        #expect(view?.buttons.first?.backgroundColor == .systemOrange)
        f.tap(CGPoint(x: 10, y: 175))
        #expect(handled == ["Pin in true"])
        #expect(f.log.entries == ["willBeginEditing(0.3)", "didEndEditing(0.3)"])
    }

    @Test func aVerticalDragScrollsAndDoesNotSwipe() {
        let f = Fixture()
        defer { f.close() }
        f.drag(CGPoint(x: 200, y: 300), CGPoint(x: 180, y: 150))
        #expect(f.log.entries == [])
        #expect(f.table.swipeStorage == nil)
        #expect(f.table.contentOffset.y > 0)
    }

    @Test func noSwipeInEditingModeOrWithoutActions() {
        let f = Fixture()
        defer { f.close() }
        f.log.styles[1] = UITableViewCell.EditingStyle.none
        f.drag(CGPoint(x: 300, y: 75), CGPoint(x: 150, y: 75))
        #expect(f.table.swipeStorage == nil)
        f.table.setEditing(true, animated: false)
        f.drag(CGPoint(x: 300, y: 125), CGPoint(x: 150, y: 125))
        #expect(f.table.swipeStorage == nil)
        #expect(!f.log.entries.contains { $0.hasPrefix("willBeginEditing") })
    }

    @Test func theControlsAndButtonsDrawInApplesColours() {
        let f = Fixture()
        defer { f.close() }
        f.log.styles[2] = .insert
        f.table.setEditing(true, animated: false)
        f.table.layoutIfNeeded()
        f.tap(CGPoint(x: 27, y: 75)) // row 1 shows its confirmation
        UIHeadless.runLoopTurn()
        let image = UIHeadless.renderImage(of: f.stage.screen)!
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_TABLE_LOOK"] {
            try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("table-editing.png"))
        }
        let p = Pixels(image)
        // systemRed (255, 59, 48) at the delete control's rim (row 0: centre 27, 25; 8 pt left of centre),
        // systemGreen (52, 199, 89) at the insert control's (row 2: centre 27, 125), and the confirmation's red.
        #expect(Array(p[19, 25].prefix(3)) == [255, 59, 48])
        #expect(Array(p[19, 125].prefix(3)) == [52, 199, 89])
        #expect(Array(p[318, 52].prefix(3)) == [255, 59, 48])
        // The control's white bar at its centre.
        #expect(Array(p[27, 25].prefix(3)) == [255, 255, 255])
    }
}

