import Foundation
@testable import UIKit

/// A data source and delegate that log every call they implement, over rows counted per section.
@MainActor
final class TableLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var entries: [String] = []
    var logsDisplay = true
    /// Heights the delegate gives (nil: the method is not used, see HeightLog).
    var identifier = "cell"

    init(counts: [Int]) { self.counts = counts }

    func name(_ ip: IndexPath) -> String { "\(ip.section).\(ip.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { entries.append("sections"); return counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.append("rows(\(section))")
        return counts[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        entries.append("cell(\(name(indexPath)))")
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = name(indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if logsDisplay { entries.append("willDisplay(\(name(indexPath)))") }
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if logsDisplay { entries.append("didEndDisplaying(\(name(indexPath)))") }
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        entries.append("shouldHighlight(\(name(indexPath)))"); return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { entries.append("didHighlight(\(name(indexPath)))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { entries.append("didUnhighlight(\(name(indexPath)))") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        entries.append("willSelect(\(name(indexPath)))"); return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { entries.append("didSelect(\(name(indexPath)))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        entries.append("willDeselect(\(name(indexPath)))"); return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { entries.append("didDeselect(\(name(indexPath)))") }
}

/// A delegate giving every row the same height, logging which rows it is asked about.
@MainActor
final class HeightLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var height: CGFloat
    var asked: [Int] = []
    init(rows: Int, height: CGFloat) { self.rows = rows; self.height = height }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        asked.append(indexPath.row)
        return height
    }
}

/// A cell that counts prepareForReuse.
final class CountingCell: UITableViewCell {
    var prepared = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

@MainActor
func makeTable(_ log: TableLog, style: UITableView.Style = .plain, width: CGFloat = 320, height: CGFloat = 200,
               rowHeight: CGFloat = 50) -> UITableView {
    let t = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    t.register(CountingCell.self, forCellReuseIdentifier: "cell")
    t.rowHeight = rowHeight
    t.dataSource = log
    t.delegate = log
    return t
}
