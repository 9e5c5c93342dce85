import Foundation

// Editing mode: the cells follow the table; the editing style comes from the delegate.
extension UITableView {
    func setEditingImpl(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        for (ip, cell) in visibleRows {
            cell.editingStyle = editing ? (tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? defaultEditingStyle(forRowAt: ip)) : .none
            cell.setEditing(editing, animated: animated)
        }
        if !editing, !allowsSelection { selectRow(at: nil, animated: false, scrollPosition: .none) }
        setNeedsLayout()
    }

    /// Apple's default: delete when the data source commits edits and can edit the row, else none.
    func defaultEditingStyle(forRowAt ip: IndexPath) -> UITableViewCell.EditingStyle {
        guard let ds = dataSourceStorage, ds.tableView(self, canEditRowAt: ip) else { return .none }
        return dataSourceCommitsEdits ? .delete : .none
    }

    /// Whether the data source implements `commit editingStyle` (probed with a no-op style).
    var dataSourceCommitsEdits: Bool {
        guard let ds = dataSourceStorage else { return false }
        missedOptionalMethod = false
        ds.tableView(self, commit: .none, forRowAt: IndexPath(row: -1, section: -1))
        defer { missedOptionalMethod = false }
        return !missedOptionalMethod
    }

    /// Whether the data source implements `moveRowAt`.
    var dataSourceMovesRows: Bool { false }
}
