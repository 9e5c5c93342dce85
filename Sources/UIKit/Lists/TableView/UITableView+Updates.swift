import Foundation

// Batch updates: the data source's new counts are checked against the recorded changes (Apple's exception
// text when they do not add up), rows on screen keep their cells under their new index paths, and only new
// rows ask the data source for cells. Never a reloadData.
extension UITableView {
    /// ⚠ Row animations last 0.3 s (SPEC-NEXT §3.7).
    static let rowAnimationDuration: CFTimeInterval = 0.3

    func beginUpdatesImpl() {
        ensureData()
        batchDepth += 1
        if batch == nil { batch = TableBatch() }
    }

    func recordUpdate(_ op: TableBatch.Op, _ animation: RowAnimation) {
        let standalone = batchDepth == 0
        if standalone { beginUpdatesImpl() }
        batch?.ops.append(op)
        batch?.animations.append(animation)
        if standalone { endUpdates(completion: nil) }
    }

    /// Ends one level of updates; the outermost applies them and calls the completions when the animations end.
    public func endUpdates(completion: ((Bool) -> Void)?) {
        guard batchDepth > 0 else { completion?(true); return }
        if let completion { batch?.completions.append(completion) }
        batchDepth -= 1
        guard batchDepth == 0, let b = batch else { return }
        batch = nil
        applyBatch(b)
    }

    func applyBatch(_ b: TableBatch) {
        guard let ds = dataSourceStorage else { return }
        let oldCounts = sectionsStorage.map { $0.rows.count }
        let newSectionCount = max(0, ds.numberOfSections(in: self))
        let insS = b.insertedSections, delS = b.deletedSections, movS = b.movedSections
        if newSectionCount != oldCounts.count + insS.count - delS.count {
            // Apple raises NSInternalInconsistencyException with this reason.
            preconditionFailure("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSectionCount)) must be equal to the number of sections contained in the table view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insS.count) inserted, \(delS.count) deleted).")
        }
        // Old section → new section.
        var sectionMap: [Int: Int] = [:]
        let movedFromS = Dictionary(movS, uniquingKeysWith: { a, _ in a })
        let movedToS = Set(movS.map { $0.1 })
        let fixedS = (0..<oldCounts.count).filter { !delS.contains($0) && movedFromS[$0] == nil }
        var freeSlots = (0..<newSectionCount).filter { !insS.contains($0) && !movedToS.contains($0) }.makeIterator()
        for s in fixedS { if let n = freeSlots.next() { sectionMap[s] = n } }
        for (from, to) in movS { sectionMap[from] = to }
        let newCounts = (0..<newSectionCount).map { max(0, ds.tableView(self, numberOfRowsInSection: $0)) }

        let inserted = b.insertedRows, deleted = Set(b.deletedRows), reloaded = Set(b.reloadedRows), moves = b.movedRows
        var rowMap: [IndexPath: IndexPath] = [:]
        for (old, ns) in sectionMap where !b.reloadedSections.contains(old) {
            let movedOut = moves.filter { $0.0.section == old }
            let movedIn = moves.filter { $0.1.section == ns }
            let ins = inserted.filter { $0.section == ns }
            let del = deleted.filter { $0.section == old }
            let expected = oldCounts[old] + ins.count - del.count + movedIn.count - movedOut.count
            if ns < newCounts.count, newCounts[ns] != expected {
                // Apple raises NSInternalInconsistencyException with this reason.
                preconditionFailure("Invalid update: invalid number of rows in section \(ns). The number of rows contained in an existing section after the update (\(newCounts[ns])) must be equal to the number of rows contained in that section before the update (\(oldCounts[old])), plus or minus the number of rows inserted or deleted from that section (\(ins.count) inserted, \(del.count) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out).")
            }
            let taken = Set(ins.map(\.row) + movedIn.map(\.1.row))
            let movedOutRows = Set(movedOut.map(\.0.row))
            var slot = 0
            for r in 0..<oldCounts[old] where !del.contains(IndexPath(row: r, section: old)) && !movedOutRows.contains(r) {
                while taken.contains(slot) { slot += 1 }
                let from = IndexPath(row: r, section: old)
                if !reloaded.contains(from) { rowMap[from] = IndexPath(row: slot, section: ns) }
                slot += 1
            }
        }
        for (from, to) in moves { rowMap[from] = to }

        // Cells on screen: kept under their new paths, or gone (sliding or fading out first when animated).
        let animated = b.animations.contains { $0 != .none }
        var kept: [IndexPath: UITableViewCell] = [:]
        var keptFrames: [ObjectIdentifier: CGRect] = [:]
        var leaving: [(UITableViewCell, RowAnimation)] = []
        for ip in visibleRows.keys.sorted() {
            let cell = visibleRows[ip]!
            if let to = rowMap[ip] {
                kept[to] = cell
                keptFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                let kind = Self.resolved(b.animation(forOld: ip))
                if kind == .none || !animated { enqueue(cell) } else { leaving.append((cell, kind)) }
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
            }
        }
        visibleRows = kept
        selectedRows = selectedRows.compactMap { rowMap[$0] }
        for (_, v) in visibleHeaders { enqueueHeaderFooter(v) }
        for (_, v) in visibleFooters { enqueueHeaderFooter(v) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        var sections: [TableSection] = []
        for s in 0..<newSectionCount { sections.append(makeSection(s, rows: newCounts[s])) }
        sectionsStorage = sections
        layoutSectionTops(from: 0)
        let before = Set(visibleRows.keys)
        layoutTable()
        if animated {
            let duration = Self.rowAnimationDuration
            for (ip, cell) in visibleRows {
                if !before.contains(ip) {
                    animateIn(cell, Self.resolved(b.animation(forNew: ip)), duration: duration)
                } else if let old = keptFrames[ObjectIdentifier(cell)], old != cell.frame {
                    // Rows that stay slide to their new places.
                    let end = cell.frame
                    cell.frame = old
                    UIView.animate(withDuration: duration) { cell.frame = end }
                }
            }
            for (cell, kind) in leaving { animateOut(cell, kind, duration: duration) }
        }
        let completions = b.completions
        guard !completions.isEmpty else { return }
        _ = CAMediaClock.shared.schedule(after: animated ? Self.rowAnimationDuration : 0) {
            MainActor.assumeIsolated { for c in completions { c(true) } }
        }
    }

    /// The kind `automatic` stands for here (⚠ chosen: a fade).
    static func resolved(_ kind: RowAnimation) -> RowAnimation { kind == .automatic ? .fade : kind }

    /// The state a row enters from, or leaves to, for an animation kind: faded out, a table's width to the
    /// right or left, a row's height above or below, or squeezed to nothing about its middle.
    private func applyOffstage(_ kind: RowAnimation, to cell: UITableViewCell, frame f: CGRect) {
        switch kind {
        case .fade, .automatic: cell.alpha = 0
        case .right: cell.frame = f.offsetBy(dx: bounds.width, dy: 0)
        case .left: cell.frame = f.offsetBy(dx: -bounds.width, dy: 0)
        case .top: cell.frame = f.offsetBy(dx: 0, dy: -f.height)
        case .bottom: cell.frame = f.offsetBy(dx: 0, dy: f.height)
        case .middle: cell.transform = CGAffineTransform(scaleX: 1, y: 0.001)
        case .none: break
        }
    }

    private func animateIn(_ cell: UITableViewCell, _ kind: RowAnimation, duration: CFTimeInterval) {
        guard kind != .none else { return }
        let end = cell.frame
        applyOffstage(kind, to: cell, frame: end)
        UIView.animate(withDuration: duration) {
            cell.alpha = 1
            cell.transform = .identity
            cell.frame = end
        }
    }

    /// A deleted row stays on screen while it leaves, then goes to the reuse queue as it was.
    private func animateOut(_ cell: UITableViewCell, _ kind: RowAnimation, duration: CFTimeInterval) {
        let start = cell.frame
        UIView.animate(withDuration: duration, animations: {
            self.applyOffstage(kind, to: cell, frame: start)
        }, completion: { [weak self] _ in
            cell.alpha = 1
            cell.transform = .identity
            cell.frame = start
            guard let self, !self.visibleRows.values.contains(where: { $0 === cell }) else { return }
            self.enqueue(cell)
        })
    }
}
