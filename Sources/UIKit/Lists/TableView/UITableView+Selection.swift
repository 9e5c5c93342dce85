import Foundation

// Selection: programmatic (no delegate calls) and by tap (SPEC-NEXT §3.6 order). Touches reach the table
// through the responder chain from the cell, after the scroll view's content-touch delay.
extension UITableView {
    func selectRowImpl(_ ip: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        ensureData()
        guard let ip else {
            for old in selectedRows { visibleRows[old]?.setSelected(false, animated: animated) }
            selectedRows.removeAll()
            return
        }
        guard isValid(ip) else { return }
        if !currentAllowsMultipleSelection {
            for old in selectedRows where old != ip { visibleRows[old]?.setSelected(false, animated: animated) }
            selectedRows.removeAll { $0 != ip }
        }
        if !selectedRows.contains(ip) { selectedRows.append(ip) }
        visibleRows[ip]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    func deselectRowImpl(_ ip: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == ip }
        visibleRows[ip]?.setSelected(false, animated: animated)
    }

    func isValid(_ ip: IndexPath) -> Bool {
        ip.count == 2 && ip.section >= 0 && ip.section < sectionsStorage.count && ip.row >= 0 && ip.row < sectionsStorage[ip.section].rows.count
    }

    var currentAllowsSelection: Bool { editingStorage ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection }
    var currentAllowsMultipleSelection: Bool { editingStorage ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// A finger came down on a row: highlight it if the delegate agrees.
    func tableTouchBegan(at point: CGPoint) {
        guard currentAllowsSelection, let ip = indexPathForRow(at: point), let cell = visibleRows[ip] else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return }
        highlightedRow = ip
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: ip)
    }

    /// The finger lifted on the highlighted row: unhighlight, then select in Apple's order.
    func tableTouchEnded(at point: CGPoint) {
        guard let ip = highlightedRow else { return }
        highlightedRow = nil
        visibleRows[ip]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: ip)
        guard indexPathForRow(at: point) == ip else { return }
        userSelect(ip)
    }

    func tableTouchCancelled() {
        guard let ip = highlightedRow else { return }
        highlightedRow = nil
        visibleRows[ip]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: ip)
    }

    /// A selection the user made: will/did(De)Select and the notification.
    func userSelect(_ tapped: IndexPath) {
        let d = tableDelegate
        if currentAllowsMultipleSelection, selectedRows.contains(tapped) {
            guard let target = d.map({ $0.tableView(self, willDeselectRowAt: tapped) }) ?? tapped else { return }
            deselectRowImpl(target, animated: false)
            d?.tableView(self, didDeselectRowAt: target)
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
            return
        }
        guard let target = d.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped, isValid(target) else { return }
        if !currentAllowsMultipleSelection {
            for old in selectedRows.sorted() where old != target {
                guard let o = d.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old else { continue }
                deselectRowImpl(o, animated: false)
                d?.tableView(self, didDeselectRowAt: o)
            }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        visibleRows[target]?.setSelected(true, animated: false)
        if let cell = visibleRows[target], let segue = cell.selectionSegue { segue(cell) }
        d?.tableView(self, didSelectRowAt: target)
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }
}
