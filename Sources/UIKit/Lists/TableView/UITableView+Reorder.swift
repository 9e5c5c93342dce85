import Foundation

/// The row being dragged by its reorder control.
@MainActor
final class TableReorder {
    let source: IndexPath
    var destination: IndexPath
    let cell: UITableViewCell
    let startY: CGFloat
    init(source: IndexPath, cell: UITableViewCell) {
        self.source = source
        self.destination = source
        self.cell = cell
        self.startY = cell.frame.minY
    }
}

/// The pan that drags a row by its reorder control (only while editing, only from the control).
final class TableReorderRecognizer: UIPanGestureRecognizer {
    override func mayBegin(translation: CGPoint) -> Bool {
        guard let table = view as? UITableView, let touch = trackedTouches.first else { return false }
        return table.reorderControlRow(at: touch.location(in: table)) != nil
    }
}

// Reordering: the dragged row follows the finger, the rows between slide to make room, and on release the
// data source hears moveRowAt once, from the source to where the row was dropped.
extension UITableView {
    func setUpReorder() {
        let g = TableReorderRecognizer(handler: { [weak self] g in self?.handleReorder(g as! UIPanGestureRecognizer) })
        g.maximumNumberOfTouches = 1
        addGestureRecognizer(g)
        reorderRecognizer = g
    }

    /// Whether the row shows a reorder control: editing, and the data source can move it.
    func showsReorderControl(forRowAt ip: IndexPath) -> Bool {
        guard editingStorage, let ds = dataSourceStorage else { return false }
        return ds.tableView(self, canMoveRowAt: ip)
    }

    /// The row whose reorder control is under `p` (table coordinates).
    func reorderControlRow(at p: CGPoint) -> IndexPath? {
        guard editingStorage, let ip = indexPathForRow(at: p), let cell = visibleRows[ip],
              let control = cell.reorderControl, control.superview === cell else { return nil }
        return control.bounds.contains(convert(p, to: control)) ? ip : nil
    }

    func handleReorder(_ g: UIPanGestureRecognizer) {
        switch g.state {
        case .began:
            guard let touch = g.trackedTouches.first, let ip = reorderControlRow(at: touch.location(in: self)),
                  let cell = visibleRows[ip] else { return }
            if highlightedRow != nil { tableTouchCancelled() }
            reorderStorage = TableReorder(source: ip, cell: cell)
            bringSubviewToFront(cell)
            updateReorder(g.translation(in: self).y)
        case .changed:
            updateReorder(g.translation(in: self).y)
        case .ended:
            finishReorder()
        default:
            cancelReorder()
        }
    }

    private func updateReorder(_ dy: CGFloat) {
        guard let r = reorderStorage else { return }
        let s = r.source.section
        let count = sectionsStorage[s].rows.count
        let first = rowRect(section: s, row: 0), last = rowRect(section: s, row: count - 1)
        let h = r.cell.frame.height
        let y = min(max(r.startY + dy, first.minY), last.maxY - h)
        r.cell.frame.origin.y = y
        // The slot whose original rect holds the dragged row's centre, within its section.
        let mid = y + h / 2
        var proposed = r.source.row
        for row in 0..<count where rowRect(section: s, row: row).contains(CGPoint(x: 1, y: mid)) { proposed = row }
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: r.source,
                                              toProposedIndexPath: IndexPath(row: proposed, section: s)) ?? IndexPath(row: proposed, section: s)
        if target.section == s, target.row >= 0, target.row < count { r.destination = target }
        layoutReorderedRows()
    }

    /// Puts the rows between the source and the destination where they will be after the move.
    func layoutReorderedRows() {
        guard let r = reorderStorage else { return }
        let s = r.source.section, from = r.source.row, to = r.destination.row
        let h = rowRect(section: s, row: from).height
        for (ip, cell) in visibleRows where ip.section == s && ip != r.source {
            var f = rowRect(section: s, row: ip.row)
            if from < to, ip.row > from, ip.row <= to { f.origin.y -= h }
            if from > to, ip.row >= to, ip.row < from { f.origin.y += h }
            cell.setFrameIfChanged(f)
        }
    }

    private func finishReorder() {
        guard let r = reorderStorage else { return }
        reorderStorage = nil
        if r.destination != r.source {
            dataSourceStorage?.tableView(self, moveRowAt: r.source, to: r.destination)
            UIView.performWithoutAnimation {
                moveRow(at: r.source, to: r.destination)
            }
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    private func cancelReorder() {
        reorderStorage = nil
        setNeedsLayout()
        layoutIfNeeded()
    }
}
