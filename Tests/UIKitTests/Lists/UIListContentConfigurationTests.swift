import Foundation
import Testing
@testable import UIKit

/// UIListContentConfiguration on table cells (iOS 14): the configuration's view fills the content view, the
/// legacy labels are never made, and self-sizing rows take the configuration's height.
@Suite(.serialized) @MainActor struct UIListContentConfigurationTests {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            var content = indexPath.row == 0 ? cell.defaultContentConfiguration() : UIListContentConfiguration.subtitleCell()
            content.text = "Title \(indexPath.row)"
            if indexPath.row > 0 { content.secondaryText = "Line one\\nLine two\\nLine three".replacingOccurrences(of: "\\n", with: "\n") }
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func theConfigurationsViewShowsTheTextAndSizesTheRow() {
        let ds = Source()
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        t.dataSource = ds
        t.layoutIfNeeded()
        let cell = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.textLabelStorage == nil && cell.detailTextLabelStorage == nil)
        let view = cell.configuredContentView
        #expect(view is UIListContentView && view?.superview === cell.contentView)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Title 0")
        // One body line fits the standard 44 pt row; three more lines of secondary text make it taller.
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)).height > 80)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText && !UIListContentConfiguration.cell().prefersSideBySideTextAndSecondaryText)
        #expect(value.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    }
}
