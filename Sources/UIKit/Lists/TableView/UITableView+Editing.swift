import Foundation

// Editing mode: the cells follow the table; the editing style comes from the delegate.
extension UITableView {
    func setEditingImpl(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        for (ip, cell) in visibleRows {
            cell.editingStyle = editing ? editingStyle(forRowAt: ip) : .none
            cell.tableShowsReorderControl = showsReorderControl(forRowAt: ip)
            cell.setEditing(editing, animated: animated)
        }
        closeSwipe()
        if !editing, !allowsSelection { selectRow(at: nil, animated: false, scrollPosition: .none) }
        setNeedsLayout()
    }

    /// The delegate's editing style for a row, else Apple's default.
    func editingStyle(forRowAt ip: IndexPath) -> UITableViewCell.EditingStyle {
        tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? defaultEditingStyle(forRowAt: ip)
    }

    /// Apple's default: delete when the data source commits edits and can edit the row, else none.
    func defaultEditingStyle(forRowAt ip: IndexPath) -> UITableViewCell.EditingStyle {
        guard let ds = dataSourceStorage, ds.tableView(self, canEditRowAt: ip) else { return .none }
        return dataSourceCommitsEdits ? .delete : .none
    }

    /// Whether the data source implements `commit editingStyle`.
    // Linux: Swift cannot ask whether a protocol method is implemented, so the table calls it once per data
    // source with style .none at row -1 of section -1 (a no-op for code that checks the style, as Apple's
    // samples do) and remembers the answer.
    var dataSourceCommitsEdits: Bool {
        guard let ds = dataSourceStorage else { return false }
        if let known = commitsEditsProbe { return known }
        missedOptionalMethod = false
        ds.tableView(self, commit: .none, forRowAt: IndexPath(row: -1, section: -1))
        defer { missedOptionalMethod = false }
        commitsEditsProbe = !missedOptionalMethod
        return !missedOptionalMethod
    }

    /// Whether the data source implements `moveRowAt`.
    var dataSourceMovesRows: Bool { false }
}
