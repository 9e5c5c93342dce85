import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// UITableView's data reading, visible rows, reuse and geometry, with values worked out by hand
/// (SPEC-NEXT §3.1–3.3).
@Suite(.serialized) @MainActor struct UITableViewTests {
    @Test func rawValuesAndDefaultsAreApples() {
        #expect(UITableView.automaticDimension == -1)
        #expect(UITableView.Style.plain.rawValue == 0 && UITableView.Style.grouped.rawValue == 1 && UITableView.Style.insetGrouped.rawValue == 2)
        #expect([UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic].map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 100])
        #expect([UITableView.ScrollPosition.none, .top, .middle, .bottom].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITableViewCell.AccessoryType.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UITableViewCell.CellStyle.default, .value1, .value2, .subtitle].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITableViewCell.SelectionStyle.none, .blue, .gray, .default].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITableViewCell.EditingStyle.none, .delete, .insert].map(\.rawValue) == [0, 1, 2])
        #expect([UITableViewCell.SeparatorStyle.none, .singleLine, .singleLineEtched].map(\.rawValue) == [0, 1, 2])
        let t = UITableView(frame: .zero, style: .plain)
        #expect(t.rowHeight == -1 && t.estimatedRowHeight == -1 && t.sectionHeaderHeight == -1 && t.sectionFooterHeight == -1)
        #expect(t.estimatedSectionHeaderHeight == -1 && t.estimatedSectionFooterHeight == -1)
        #expect(t.separatorStyle == .singleLine && t.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(t.allowsSelection && !t.allowsMultipleSelection && !t.allowsSelectionDuringEditing)
        #expect(t.style == .plain && UITableView(frame: .zero).style == .plain)
        let cell = UITableViewCell(style: .default, reuseIdentifier: "x")
        #expect(cell.indentationWidth == 10 && cell.indentationLevel == 0 && cell.selectionStyle == .default)
        #expect(cell.detailTextLabel == nil && cell.textLabel != nil && cell.reuseIdentifier == "x")
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UIContextualAction.Style.normal.rawValue == 0 && UIContextualAction.Style.destructive.rawValue == 1)
        #expect(UISwipeActionsConfiguration(actions: []).performsFirstActionWithFullSwipe)
    }

    @Test func dataIsReadAtTheNextLayoutInApplesOrder() {
        let log = TableLog(counts: [1000])
        let t = makeTable(log)
        #expect(log.entries.isEmpty) // reloadData only marks the table
        t.layoutIfNeeded()
        // 200 pt of 50 pt rows: rows 0–3, each asked for then displayed.
        #expect(log.entries == ["sections", "rows(0)",
                                "cell(0.0)", "willDisplay(0.0)", "cell(0.1)", "willDisplay(0.1)",
                                "cell(0.2)", "willDisplay(0.2)", "cell(0.3)", "willDisplay(0.3)"])
        #expect(t.contentSize == CGSize(width: 320, height: 50_000))
        #expect(t.numberOfSections == 1 && t.numberOfRows(inSection: 0) == 1000)
        log.entries = []
        t.reloadData()
        #expect(log.entries.isEmpty)
        t.layoutIfNeeded()
        #expect(log.entries.prefix(6) == ["didEndDisplaying(0.0)", "didEndDisplaying(0.1)", "didEndDisplaying(0.2)",
                                          "didEndDisplaying(0.3)", "sections", "rows(0)"])
    }

    @Test func onlyTheRowsInTheBoundsHaveCells() {
        let log = TableLog(counts: [1000])
        let t = makeTable(log)
        t.layoutIfNeeded()
        #expect(t.indexPathsForVisibleRows == (0...3).map { IndexPath(row: $0, section: 0) })
        // 75–275: rows 1 (50–100) to 5 (250–300).
        t.contentOffset = CGPoint(x: 0, y: 75)
        t.layoutIfNeeded()
        #expect(t.indexPathsForVisibleRows == (1...5).map { IndexPath(row: $0, section: 0) })
        #expect(t.visibleCells.count == 5)
        #expect(t.visibleCells.map { $0.frame.minY } == [50, 100, 150, 200, 250])
        // Far down: 49 800–50 000 shows the last four rows.
        t.contentOffset = CGPoint(x: 0, y: 49_800)
        t.layoutIfNeeded()
        #expect(t.indexPathsForVisibleRows == (996...999).map { IndexPath(row: $0, section: 0) })
        #expect(t.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == 4)
    }

    @Test func theCellScrolledOutIsTheOneHandedBackAfterPrepareForReuse() {
        let log = TableLog(counts: [1000])
        let t = makeTable(log)
        t.layoutIfNeeded()
        let first = t.cellForRow(at: IndexPath(row: 0, section: 0)) as! CountingCell
        #expect(first.prepared == 0)
        log.entries = []
        t.contentOffset = CGPoint(x: 0, y: 60) // 60–260: row 0 leaves, rows 4 and 5 come
        t.layoutIfNeeded()
        #expect(log.entries == ["didEndDisplaying(0.0)", "cell(0.4)", "willDisplay(0.4)", "cell(0.5)", "willDisplay(0.5)"])
        #expect(t.cellForRow(at: IndexPath(row: 4, section: 0)) === first)
        #expect(first.prepared == 1)
        #expect((t.cellForRow(at: IndexPath(row: 5, section: 0)) as! CountingCell).prepared == 0)
        #expect(first.textLabel?.text == "0.4")
        #expect(t.indexPath(for: first) == IndexPath(row: 4, section: 0))
    }

    @Test func theOptionalDequeueReturnsNilForAnUnknownIdentifier() {
        let t = UITableView(frame: .zero, style: .plain)
        #expect(t.dequeueReusableCell(withIdentifier: "nothing") == nil)
        t.register(CountingCell.self, forCellReuseIdentifier: "c")
        let c = t.dequeueReusableCell(withIdentifier: "c")
        #expect(c is CountingCell && c?.reuseIdentifier == "c")
    }

    @Test func dequeueingAnUnregisteredIdentifierTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let t = UITableView(frame: .zero, style: .plain)
                // "unable to dequeue a cell with identifier x - must register a nib or a class for the identifier …"
                _ = t.dequeueReusableCell(withIdentifier: "x", for: IndexPath(row: 0, section: 0))
            }
        }
    }

    @Test func sectionAndRowRectsAddUpHeaderRowsAndFooter() {
        let log = TableLog(counts: [3, 3])
        let t = makeTable(log, style: .grouped, height: 300, rowHeight: 40)
        t.sectionHeaderHeight = 30
        t.sectionFooterHeight = 20
        t.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        t.layoutIfNeeded()
        // Section 0: 100 + header 30 + 3 × 40 + footer 20 = 170 tall; section 1 from 270.
        #expect(t.rect(forSection: 0) == CGRect(x: 0, y: 100, width: 320, height: 170))
        #expect(t.rect(forSection: 1) == CGRect(x: 0, y: 270, width: 320, height: 170))
        #expect(t.rectForHeader(inSection: 1) == CGRect(x: 0, y: 270, width: 320, height: 30))
        #expect(t.rectForFooter(inSection: 0) == CGRect(x: 0, y: 250, width: 320, height: 20))
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 380, width: 320, height: 40))
        #expect(t.rectForRow(at: IndexPath(row: 3, section: 1)) == .zero)
        #expect(t.contentSize.height == 440)
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 385)) == IndexPath(row: 2, section: 1))
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 275)) == nil) // a header
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 50)) == nil)  // the table header view
        // 250–310: the footer of section 0, the header of 1 and row 1.0 (300–340).
        #expect(t.indexPathsForRows(in: CGRect(x: 0, y: 250, width: 320, height: 60)) == [IndexPath(row: 0, section: 1)])
        #expect(t.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    }

    @Test func plainHeadersWithTitlesFloatAtTheTopOfTheirSection() {
        final class Titled: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "S\(section)" }
        }
        let ds = Titled()
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        t.rowHeight = 50
        t.dataSource = ds
        t.layoutIfNeeded()
        // A titled plain header is 28 pt ⚠; section 0 spans 0–528, section 1 from 528.
        #expect(t.rectForHeader(inSection: 1) == CGRect(x: 0, y: 528, width: 320, height: 28))
        t.contentOffset = CGPoint(x: 0, y: 100)
        t.layoutIfNeeded()
        #expect(t.headerView(forSection: 0)?.frame.minY == 100) // pinned to the top of the bounds
        #expect(t.headerView(forSection: 0)?.textLabel?.text == "S0")
        // 480: section 0's header is pushed up by section 1 (its bottom at the section's end, 528).
        t.contentOffset = CGPoint(x: 0, y: 510)
        t.layoutIfNeeded()
        #expect(t.headerView(forSection: 0)?.frame.minY == 500)
        #expect(t.headerView(forSection: 1)?.frame.minY == 528)
    }

    @Test func estimatedRowsAreMeasuredAsTheyShowAndTheRowsOnScreenStayStill() {
        let h = HeightLog(rows: 100, height: 100)
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        t.estimatedRowHeight = 50
        t.dataSource = h
        t.delegate = h
        t.layoutIfNeeded()
        // Rows 0 and 1 measured at 100; 98 rows estimated at 50.
        #expect(h.asked == [0, 1])
        #expect(t.contentSize.height == 5100)
        // 1000 is row 18's estimated top (200 + 16 × 50): 18 and 19 are measured, nothing moves.
        t.contentOffset = CGPoint(x: 0, y: 1000)
        t.layoutIfNeeded()
        #expect(h.asked == [0, 1, 18, 19])
        #expect(t.contentSize.height == 5200)
        #expect(t.indexPathsForVisibleRows == [IndexPath(row: 18, section: 0), IndexPath(row: 19, section: 0)])
        // Up 10 pt: row 17 (950–1000 estimated) shows from above and grows by 50; the offset follows so row 18
        // stays 10 pt below the top of the screen.
        t.contentOffset = CGPoint(x: 0, y: 990)
        t.layoutIfNeeded()
        #expect(h.asked == [0, 1, 18, 19, 17])
        #expect(t.contentOffset.y == 1040)
        #expect(t.rectForRow(at: IndexPath(row: 18, section: 0)).minY - t.contentOffset.y == 10)
        #expect(t.rectForRow(at: IndexPath(row: 17, section: 0)) == CGRect(x: 0, y: 950, width: 320, height: 100))
        #expect(t.contentSize.height == 5250)
    }

    @Test func selfSizingCellsTakeTheirConstraintsHeight() {
        final class Tall: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                if cell.contentView.subviews.isEmpty {
                    let box = UIView()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    cell.contentView.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                        box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
                        box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                        box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                        box.heightAnchor.constraint(equalToConstant: CGFloat(40 + indexPath.row % 2 * 20)),
                    ])
                } else {
                    cell.contentView.subviews[0].constraints.first { $0.firstAttribute == .height }?.constant = CGFloat(40 + indexPath.row % 2 * 20)
                }
                return cell
            }
        }
        let ds = Tall()
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        t.dataSource = ds
        t.layoutIfNeeded()
        // Even rows 10 + 40 + 10 + 1 separator = 61, odd rows 81: 0–61, 61–142, 142–203.
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 61, width: 320, height: 81))
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 142, width: 320, height: 61))
        #expect(t.indexPathsForVisibleRows?.count == 3)
        // 17 rows still estimated at 44.
        #expect(abs(t.contentSize.height - CGFloat(203 + 17 * 44)) < 1e-9, "\(t.contentSize.height - 951)")
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let log = TableLog(counts: [1000])
        let t = makeTable(log)
        t.layoutIfNeeded()
        t.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(t.contentOffset.y == 500)
        t.scrollToRow(at: IndexPath(row: 10, section: 0), at: .bottom, animated: false)
        #expect(t.contentOffset.y == 350)
        t.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: false)
        #expect(t.contentOffset.y == 425)
        t.scrollToRow(at: IndexPath(row: 11, section: 0), at: .none, animated: false) // 550–600 shown already
        #expect(t.contentOffset.y == 425)
        t.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false) // clamped to the end
        #expect(t.contentOffset.y == 49_800)
    }
}
