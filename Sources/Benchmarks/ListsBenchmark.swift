import Foundation
import UIKit

/// `lists kind=fixed|selfsizing rows=1000|100000 reload_ms=… scroll_frame_ms=… cells_alive=… rss_mb=…`: a
/// full-screen table (390×844) of one section. reload = `reloadData()` plus the next layout (median of 20);
/// scroll frame = median of 300 frames scrolled by 7 pt, each with layout, display, commit and composite as
/// `UIHeadless.runLoopTurn()` runs them; cells alive = visible cells after the last frame; rss = resident
/// memory after the run. Goals: 100 000 rows cost at most 1.2× 1 000 rows, memory grows under 10 MB, and
/// self-sizing frames stay under 4.2 ms (half a 120 Hz frame).
enum ListsBenchmark {
    final class Source: NSObject, UITableViewDataSource {
        let rows: Int
        let selfSizing: Bool
        init(rows: Int, selfSizing: Bool) { self.rows = rows; self.selfSizing = selfSizing }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            if selfSizing {
                if cell.contentView.subviews.isEmpty {
                    let label = UILabel()
                    label.numberOfLines = 0
                    label.translatesAutoresizingMaskIntoConstraints = false
                    cell.contentView.addSubview(label)
                    let g = cell.contentView.layoutMarginsGuide
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: g.topAnchor),
                        label.bottomAnchor.constraint(equalTo: g.bottomAnchor),
                        label.leadingAnchor.constraint(equalTo: g.leadingAnchor),
                        label.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                    ])
                }
                (cell.contentView.subviews[0] as? UILabel)?.text = indexPath.row % 3 == 0
                    ? "Row \(indexPath.row): a longer line of text that wraps onto a second line in the cell"
                    : "Row \(indexPath.row)"
            } else {
                cell.textLabel?.text = "Row \(indexPath.row)"
            }
            return cell
        }
    }

    static func run() {
        setenv("OPENUIKIT_PLATFORM", "headless", 1)
        MainActor.assumeIsolated {
            for kind in ["fixed", "selfsizing"] {
                for rows in [1000, 100_000] { measure(selfSizing: kind == "selfsizing", rows: rows) }
            }
        }
    }

    static func residentMegabytes() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
        let pages = Double(s.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0)
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    @MainActor
    static func measure(selfSizing: Bool, rows: Int) {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 390, height: 844), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        if !selfSizing { table.rowHeight = 44 }
        let source = Source(rows: rows, selfSizing: selfSizing)
        table.dataSource = source
        window.addSubview(table)
        UIHeadless.runLoopTurn()
        UIHeadless.runLoopTurn()
        let reloadMs = Timing.medianMilliseconds(runs: 20) {
            table.reloadData()
            table.layoutIfNeeded()
        }
        UIHeadless.runLoopTurn()
        var samples: [Double] = []
        var y: CGFloat = 0
        for step in 0...300 {
            y += 7
            let s = Timing.seconds {
                table.contentOffset = CGPoint(x: 0, y: y)
                UIHeadless.runLoopTurn()
            }
            if step > 0 { samples.append(s * 1000) }
        }
        let alive = table.visibleCells.count
        print("lists kind=\(selfSizing ? "selfsizing" : "fixed") rows=\(rows) reload_ms=\(Timing.format(reloadMs)) scroll_frame_ms=\(Timing.format(Timing.median(samples))) cells_alive=\(alive) rss_mb=\(Timing.format(residentMegabytes()))")
        table.removeFromSuperview()
        window.isHidden = true
    }
}
