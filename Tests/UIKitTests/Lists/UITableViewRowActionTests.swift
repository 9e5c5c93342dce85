import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// A data source and delegate giving iOS 8 row actions and no swipe configuration.
@MainActor
final class RowActionLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var handled: [String] = []
    var actions: [UITableViewRowAction]?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { actions }
}

/// `UITableViewRowAction` and `tableView(_:editActionsForRowAt:)` shown by the table's swipe.
@Suite(.serialized) @MainActor struct UITableViewRowActionTests {
    @Test func stylesAndDefaults() {
        #expect(UITableViewRowAction.Style.default.rawValue == 0)
        #expect(UITableViewRowAction.Style.destructive.rawValue == 0)
        #expect(UITableViewRowAction.Style.normal.rawValue == 1)
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }
        #expect(delete.style == .default)
        #expect(delete.backgroundColor == .systemRed)
        #expect(delete.backgroundEffect == nil)
        let more = UITableViewRowAction(style: .normal, title: "More") { _, _ in }
        #expect(more.backgroundColor == .systemGray)
        more.backgroundColor = .systemBlue
        let copy = more.copy() as? UITableViewRowAction
        #expect(copy?.title == "More" && copy?.style == .normal && copy?.backgroundColor == .systemBlue)
        more.backgroundColor = nil   // null_resettable: back to the style's colour
        #expect(more.backgroundColor == .systemGray)
    }

    @Test func aSwipeShowsTheRowActionsAndATapRunsOneWithTheIndexPath() {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        let log = RowActionLog()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 50
        table.dataSource = log
        table.delegate = log
        stage.window.addSubview(table)
        UIHeadless.runLoopTurn()
        defer {
            table.stopMotion()
            stage.close()
            clock.end()
        }

        let more = UITableViewRowAction(style: .normal, title: "More") { action, ip in
            log.handled.append("\(action.title ?? "") \(ip.section).\(ip.row)")
        }
        more.backgroundColor = .systemBlue
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { action, ip in
            log.handled.append("\(action.title ?? "") \(ip.section).\(ip.row)")
        }
        log.actions = [delete, more]
        // 250 pt left: past 60 % of the width, but row actions have no full swipe: the row stays open.
        UIHeadless.drag(from: CGPoint(x: 310, y: 125), to: CGPoint(x: 60, y: 125), steps: 10, in: stage.window)
        UIHeadless.runLoopTurn()
        #expect(log.handled.isEmpty)
        let view = table.swipeStorage?.view
        #expect(view?.actions.map(\.title) == ["Delete", "More"])
        #expect(view?.actions.map(\.style) == [.destructive, .normal])
        #expect(view?.buttons.last?.backgroundColor == .systemBlue)
        // The first action is the outermost, at the trailing edge.
        UIHeadless.touchDown(at: CGPoint(x: 315, y: 125), in: stage.window)
        UIHeadless.touchUp()
        UIHeadless.runLoopTurn()
        stage.forgetTaps()
        #expect(log.handled == ["Delete 0.2"])
        #expect(table.swipeStorage == nil)

        log.actions = []
        UIHeadless.drag(from: CGPoint(x: 310, y: 175), to: CGPoint(x: 60, y: 175), steps: 10, in: stage.window)
        UIHeadless.runLoopTurn()
        #expect(table.swipeStorage == nil)   // an empty list: no swipe
    }
}
