import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// What a table draws: a grouped settings table and a plain list, written to PNG when
/// OPENUIKIT_TABLE_LOOK is set (to compare with iOS 17 by eye), and checked at a few pixels.
@Suite(.serialized) @MainActor struct UITableViewLookTests {
    final class Settings: NSObject, UITableViewDataSource {
        let rows = [["Wi-Fi", "Bluetooth", "Cellular"], ["General", "Display & Brightness"]]
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Network" : nil }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 1 ? "Footer text" : nil }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "v1") ?? UITableViewCell(style: .value1, reuseIdentifier: "v1")
            cell.textLabel?.text = rows[indexPath.section][indexPath.row]
            cell.detailTextLabel?.text = indexPath.section == 0 ? "On" : nil
            cell.accessoryType = indexPath.row == 1 ? .checkmark : (indexPath.row == 2 ? .detailDisclosureButton : .disclosureIndicator)
            return cell
        }
    }

    func shoot(_ style: UITableView.Style, _ name: String) -> Pixels {
        let stage = ViewsStage(width: 390, height: 420)
        defer { stage.close() }
        let ds = Settings()
        let t = UITableView(frame: stage.window.bounds, style: style)
        t.dataSource = ds
        stage.window.addSubview(t)
        UIHeadless.runLoopTurn()
        let image = UIHeadless.renderImage(of: stage.screen)!
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_TABLE_LOOK"] {
            try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("table-\(name).png"))
        }
        return Pixels(image)
    }

    @Test func groupedTablesShowTheirBackgroundsAndRows() {
        let p = shoot(.insetGrouped, "insetGrouped")
        _ = shoot(.grouped, "grouped")
        _ = shoot(.plain, "plain")
        // Outside the inset sections: systemGroupedBackground (242, 242, 247).
        #expect(Array(p[5, 200].prefix(3)) == [242, 242, 247])
        // Inside a cell: secondarySystemGroupedBackground (white).
        #expect(Array(p[300, 80].prefix(3)) == [255, 255, 255])
    }
}
