import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Background configurations and the cell configuration cycle (iOS 14): the list styles' colours by state,
/// colour resolution, what a state change calls and in which order, and what a configured cell draws.
@Suite(.serialized) @MainActor struct UIBackgroundConfigurationTests {
    func rgb(_ c: UIColor) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    @Test func listStylesStartWithApplesColours() {
        // Apple: plain lists on systemBackground, grouped cells on secondarySystemGroupedBackground,
        // grouped headers and footers and clear() transparent.
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        let c = UIBackgroundConfiguration.clear()
        #expect(c.cornerRadius == 0 && c.strokeWidth == 0 && c.backgroundInsets == .zero)
        #expect(c.edgesAddingLayoutMarginsToBackgroundInsets == [] && c.customView == nil && c.image == nil)
        #expect(c.visualEffect == nil && c.backgroundColorTransformer == nil)
    }

    @Test func selectedAndHighlightedCellsTurnGrey() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.updated(for: state).backgroundColor == .systemBackground)
        state.isSelected = true
        #expect(plain.updated(for: state).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor == .systemGray4)
        state.isSelected = false
        state.isHighlighted = true
        #expect(plain.updated(for: state).backgroundColor == .systemGray4)
        // Back to normal: the style's own colour again.
        let grey = plain.updated(for: state)
        state.isHighlighted = false
        #expect(grey.updated(for: state).backgroundColor == .systemBackground)
        // A sidebar's selection is the tint colour (nil resolves to the tint).
        state.isSelected = true
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: state)
        #expect(sidebar.backgroundColor == nil)
        #expect(sidebar.resolvedBackgroundColor(for: .systemRed) == .systemRed)
    }

    @Test func aColourTheAppSetSurvivesStateUpdates() {
        var bg = UIBackgroundConfiguration.listPlainCell()
        bg.backgroundColor = .systemYellow
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        #expect(bg.updated(for: state).backgroundColor == .systemYellow)
    }

    @Test func coloursResolveThroughTheTintAndTheTransformer() {
        var bg = UIBackgroundConfiguration.clear()
        bg.backgroundColor = nil
        #expect(bg.resolvedBackgroundColor(for: .systemGreen) == .systemGreen)
        bg.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        bg.backgroundColorTransformer = .grayscale
        // Rec. 709 luminance of pure red: 0.2126 → 54/255.
        #expect(rgb(bg.resolvedBackgroundColor(for: .systemBlue)) == [54, 54, 54, 255])
        bg.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(rgb(bg.resolvedBackgroundColor(for: .systemBlue)) == [255, 0, 0, 128])
        // The stroke: nil is the tint too.
        #expect(bg.resolvedStrokeColor(for: .systemOrange) == .systemOrange)
        bg.strokeColor = .systemPink
        #expect(bg.resolvedStrokeColor(for: .systemOrange) == .systemPink)
    }

    @Test func statesCarryCustomKeys() {
        let key = UIConfigurationStateCustomKey("com.example.unread")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state[key] == nil)
        state[key] = true
        #expect(state[key] == AnyHashable(true))
        #expect(key.rawValue == "com.example.unread")
        #expect(UICellConfigurationDragState.lifting.rawValue == 1 && UICellConfigurationDropState.targeted.rawValue == 2)
        var view = UIViewConfigurationState(traitCollection: UITraitCollection())
        view[key] = 3
        #expect(view[key] == AnyHashable(3) && !view.isSelected && !view.isHighlighted)
    }

    final class LoggingCell: UITableViewCell {
        var log: [String] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            log.append("update(selected: \(state.isSelected), highlighted: \(state.isHighlighted), editing: \(state.isEditing))")
        }
    }

    @Test func stateChangesUpdateOnceAtTheNextLayoutThenCallTheHandler() {
        let cell = LoggingCell(style: .default, reuseIdentifier: nil)
        cell.configurationUpdateHandler = { c, state in
            (c as! LoggingCell).log.append("handler(selected: \(state.isSelected))")
        }
        cell.layoutIfNeeded()
        #expect(cell.log == ["update(selected: false, highlighted: false, editing: false)", "handler(selected: false)"])
        cell.log = []
        cell.setHighlighted(true, animated: false)
        cell.setSelected(true, animated: false)
        cell.setEditing(true, animated: false)
        // Nothing until the layout pass; then one update for the three changes.
        #expect(cell.log.isEmpty)
        cell.layoutIfNeeded()
        #expect(cell.log == ["update(selected: true, highlighted: true, editing: true)", "handler(selected: true)"])
        cell.log = []
        cell.layoutIfNeeded()
        #expect(cell.log.isEmpty)
        #expect(cell.configurationState.isSelected && cell.configurationState.isEditing)
    }

    @Test func theCellReplacesItsBackgroundConfigurationWithTheUpdatedOne() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundConfiguration = .listPlainCell()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        // Without automatic updates the configuration stays as set.
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    }

    @Test func backgroundViewsAndConfigurationsExcludeEachOther() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        item.backgroundConfiguration = .listPlainCell()
        item.selectedBackgroundView = UIView()
        #expect(item.backgroundConfiguration == nil)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.backgroundView = UIView()
        header.backgroundConfiguration = .listPlainHeaderFooter()
        #expect(header.backgroundView == nil)
    }

    @Test func collectionCellsUpdateForHighlightAndSelection() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var states: [String] = []
        cell.backgroundConfiguration = .listGroupedCell()
        cell.configurationUpdateHandler = { _, s in states.append("\(s.isHighlighted)/\(s.isSelected)") }
        cell.layoutIfNeeded()
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.isHighlighted = false
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(states == ["false/false", "true/false", "false/true"])
        #expect(cell.defaultBackgroundConfiguration().backgroundColor == .clear)
    }

    @Test func selectedSidebarContentTurnsWhiteAndBack() {
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let selected = content.updated(for: state)
        #expect(selected.textProperties.color == .white && selected.imageProperties.tintColor == .white)
        state.isSelected = false
        let back = selected.updated(for: state)
        #expect(back.textProperties.color == .label && back.imageProperties.tintColor == nil)
        // Plain list cells keep their colours when selected (iOS 14+).
        state.isSelected = true
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color == .label)
    }

    @Test func headerFooterViewsGiveTheirStylesContent() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = header.defaultContentConfiguration()
        // Plain table headers: body semibold in label colour (iOS 15+).
        #expect(content.textProperties.font == .systemFont(ofSize: 17, weight: .semibold))
        content.text = "Header"
        header.contentConfiguration = content
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        header.layoutIfNeeded()
        #expect(header.contentView.subviews.contains { $0 is UIListContentView })
        var seen = 0
        header.configurationUpdateHandler = { _, _ in seen += 1 }
        header.layoutIfNeeded()
        #expect(seen == 1)
    }

    @Test func theBackgroundSitsInsideItsInsetsAndTheChosenMargins() {
        var bg = UIBackgroundConfiguration.listPlainCell()
        bg.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        bg.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        bg.cornerRadius = 12
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        cell.backgroundConfiguration = bg
        cell.layoutIfNeeded()
        let view = cell.subviews.compactMap { $0 as? ListBackgroundView }.first
        // leading 4 + 16, top 2, width 200 − 20 − 24, height 50 − 2 − 6.
        #expect(view?.fill.frame == CGRect(x: 20, y: 2, width: 156, height: 42))
        #expect(view?.fill.layer.cornerRadius == 12)
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var bg = UIBackgroundConfiguration.listPlainCell()
            if indexPath.row == 2 { bg.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
            cell.backgroundConfiguration = bg
            return cell
        }
    }

    @Test func aSelectedConfiguredRowDrawsSystemGray4() {
        let stage = ViewsStage(width: 200, height: 200)
        defer { stage.close() }
        let ds = Rows()
        let table = UITableView(frame: stage.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = ds
        stage.window.addSubview(table)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        UIHeadless.runLoopTurn()
        let p = Pixels(UIHeadless.renderImage(of: stage.screen)!)
        // Row 0 at y 0–44: systemBackground white; row 1 at 44–88 selected: systemGray4 (209, 209, 214);
        // row 2 at 88–132: the app's red.
        #expect(Array(p[100, 20].prefix(3)) == [255, 255, 255])
        #expect(Array(p[100, 66].prefix(3)) == [209, 209, 214])
        #expect(Array(p[100, 110].prefix(3)) == [255, 0, 0])
    }
}
