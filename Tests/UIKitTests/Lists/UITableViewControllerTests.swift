import Foundation
import Testing
import UIKitTestSupport
@testable import UIKit

/// UITableViewController: its table is its view, subclasses override the data source and delegate methods
/// as with Apple's SDK, and the selection clears when the view is about to appear.
@Suite(.serialized) @MainActor struct UITableViewControllerTests {
    final class Numbers: UITableViewController {
        var selected: [Int] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "n")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }

    @Test func theTableIsTheViewAndUsesTheOverrides() {
        let c = Numbers(style: .grouped)
        #expect(c.clearsSelectionOnViewWillAppear)
        let table = c.tableView!
        #expect(c.view === table && table.style == .grouped)
        #expect(table.dataSource === c && table.delegate === c)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        table.estimatedRowHeight = 0
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 5)
        // Grouped, no titles: 18 pt headers and footers ⚠; rows 60 (the override).
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 18 + 300 + 18 + 18, width: 320, height: 60))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "2")
    }

    @Test func theSelectionClearsWhenTheViewWillAppear() {
        let c = Numbers(style: .plain)
        c.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        c.tableView.layoutIfNeeded()
        c.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        c.viewWillAppear(false)
        #expect(c.tableView.indexPathForSelectedRow == nil)
        c.clearsSelectionOnViewWillAppear = false
        c.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        c.viewWillAppear(false)
        #expect(c.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
}
