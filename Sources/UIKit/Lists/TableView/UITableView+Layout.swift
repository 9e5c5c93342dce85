import Foundation

// The layout pass: read the data if marked, measure rows coming into view (keeping the rows on screen still),
// then show exactly the rows, headers and footers in the bounds.
extension UITableView {
    func layoutTable() {
        guard !isLayingOutRows else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        ensureData()
        if contentSize.width != bounds.width { layoutSectionTops(from: 0) }
        backgroundView?.setFrameIfChanged(bounds)
        var fresh: [IndexPath: UITableViewCell] = [:]
        measureRowsInView(&fresh)
        updateVisibleRows(&fresh)
        for (_, cell) in fresh { enqueue(cell) }
        layoutSwipe()
        if let r = reorderStorage {
            if isValid(r.source), visibleRows[r.source] === r.cell { layoutReorderedRows() } else { reorderStorage = nil }
        }
        updateHeadersAndFooters()
        layoutSectionIndex()
        updatePrefetching()
        if let v = tableHeaderView { v.setFrameIfChanged(CGRect(x: 0, y: 0, width: bounds.width, height: v.frame.height)) }
        if let v = tableFooterView {
            let y = sectionsStorage.last?.bottom ?? (tableHeaderView?.frame.height ?? 0)
            v.setFrameIfChanged(CGRect(x: 0, y: y, width: bounds.width, height: v.frame.height))
        }
    }

    /// Gives estimated rows in the bounds their real heights, top to bottom. A row that starts above the top
    /// edge moves the content offset by its change, so the rows below it stay where they are on screen.
    func measureRowsInView(_ fresh: inout [IndexPath: UITableViewCell]) {
        guard sectionsStorage.contains(where: { $0.measuresRows }), var (s, r) = firstRow(atOrBelow: bounds.minY) else { return }
        while s < sectionsStorage.count {
            if r >= sectionsStorage[s].rows.count { s += 1; r = 0; continue }
            let top = sectionsStorage[s].rowsTop + sectionsStorage[s].rows.offset(ofRow: r)
            if top >= bounds.maxY { break }
            if sectionsStorage[s].measuresRows, !sectionsStorage[s].rows.isMeasured(r) {
                let ip = IndexPath(row: r, section: s)
                let old = sectionsStorage[s].rows.height(ofRow: r)
                let h = measuredHeight(ip, fresh: &fresh)
                sectionsStorage[s].rows.setHeight(h, ofRow: r)
                if h != old {
                    layoutSectionTops(from: s + 1)
                    if top < bounds.minY { shiftContent(by: h - old) }
                    contentSize = CGSize(width: bounds.width, height: contentSizeHeight)
                }
            }
            r += 1
        }
    }

    var contentSizeHeight: CGFloat {
        (sectionsStorage.last?.bottom ?? (tableHeaderView?.frame.height ?? 0)) + (tableFooterView?.frame.height ?? 0)
    }

    /// A row's real height: the delegate's when it gives one, else the cell's own (self-sizing).
    func measuredHeight(_ ip: IndexPath, fresh: inout [IndexPath: UITableViewCell]) -> CGFloat {
        if delegateCaps.heightForRow == true, let d = tableDelegate {
            let h = d.tableView(self, heightForRowAt: ip)
            if h != UITableView.automaticDimension { return max(0, h) }
        }
        guard rowHeight == UITableView.automaticDimension || delegateCaps.heightForRow == true else { return max(0, rowHeight) }
        let cell: UITableViewCell
        if let c = visibleRows[ip] ?? fresh[ip] {
            cell = c
        } else {
            cell = makeCell(ip)
            fresh[ip] = cell
        }
        let separator = separatorStyle == .none ? 0 : hairline
        return cell.fittingHeight(width: max(0, bounds.width - 2 * rowInset), separator: separator)
    }

    /// Moves the content (and a drag or deceleration in progress) by `dy` without the user seeing a jump.
    func shiftContent(by dy: CGFloat) {
        guard dy != 0 else { return }
        drag?.startRaw.y += dy
        drag?.startOffset.y += dy
        if var m = motion {
            switch m.y {
            case .decay(let from, let to, let start, let edges): m.y = .decay(from: from + dy, to: to + dy, start: start, edges: edges)
            case .ease(let from, let to, let start, let duration): m.y = .ease(from: from + dy, to: to + dy, start: start, duration: duration)
            case .spring, .idle: break
            }
            motion = m
        }
        var b = bounds
        b.origin.y += dy
        bounds = b
    }

    /// Asks the data source for the row's cell (it must give one).
    func makeCell(_ ip: IndexPath) -> UITableViewCell {
        guard let ds = dataSourceStorage else {
            preconditionFailure("UITableView dataSource is not set")
        }
        return ds.tableView(self, cellForRowAt: ip)
    }

    /// Ends the display of the rows that left the bounds (queueing their cells), then shows the rows that
    /// entered, in order: cellForRowAt, then willDisplay.
    func updateVisibleRows(_ fresh: inout [IndexPath: UITableViewCell]) {
        let wanted = rows(from: bounds.minY, to: bounds.maxY)
        let wantedSet = Set(wanted)
        for ip in visibleRows.keys.sorted() where !wantedSet.contains(ip) {
            let cell = visibleRows.removeValue(forKey: ip)!
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
        }
        for ip in wanted {
            if let cell = visibleRows[ip] {
                placeCell(cell, at: ip)
                continue
            }
            let cell = fresh.removeValue(forKey: ip) ?? makeCell(ip)
            visibleRows[ip] = cell
            cell.isHidden = false
            cell.setSelected(selectedRows.contains(ip), animated: false)
            cell.editingStyle = editingStorage ? editingStyle(forRowAt: ip) : .none
            cell.tableShowsReorderControl = showsReorderControl(forRowAt: ip)
            cell.setEditing(editingStorage, animated: false)
            if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
            placeCell(cell, at: ip)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
        }
    }

    func placeCell(_ cell: UITableViewCell, at ip: IndexPath) {
        let s = ip.section, r = ip.row
        let frame = rowRect(section: s, row: r)
        if cell.frame != frame, reorderStorage?.cell !== cell { cell.frame = frame }
        let last = r == sectionsStorage[s].rows.count - 1
        cell.showsSeparator = separatorStyle != .none && !(last && style != .plain)
        cell.tableSeparatorColor = separatorColor
        cell.sectionIndexInset = sectionIndexView == nil ? 0 : TableSectionIndexView.Metrics.width
        if !cell.userBackgroundColor {
            let bg: UIColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
            cell.setDefaultBackground(bg)
        }
        if style == .insetGrouped {
            let first = r == 0
            var corners: CACornerMask = []
            if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : Metrics.insetGroupedCornerRadius
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
        cell.layoutIfNeeded()
    }

    /// Headers and footers of the sections in view; plain headers float at the top of their section.
    func updateHeadersAndFooters() {
        var wantedHeaders: [Int: CGRect] = [:], wantedFooters: [Int: CGRect] = [:]
        if let first = section(at: bounds.minY) {
            var s = first
            while s < sectionsStorage.count, sectionsStorage[s].top < bounds.maxY {
                let sec = sectionsStorage[s]
                if sec.header > 0 {
                    var y = sec.top
                    if style == .plain {
                        let pinned = bounds.minY + adjustedContentInset.top
                        y = min(max(sec.top, pinned), sec.bottom - sec.footer - sec.header)
                        y = max(y, sec.top)
                    }
                    let r = CGRect(x: 0, y: y, width: bounds.width, height: sec.header)
                    if r.maxY > bounds.minY { wantedHeaders[s] = r }
                }
                if sec.footer > 0 {
                    let r = CGRect(x: 0, y: sec.bottom - sec.footer, width: bounds.width, height: sec.footer)
                    if r.maxY > bounds.minY, r.minY < bounds.maxY { wantedFooters[s] = r }
                }
                s += 1
            }
        }
        for (s, v) in visibleHeaders where wantedHeaders[s] == nil {
            visibleHeaders[s] = nil
            enqueueHeaderFooter(v)
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s)
        }
        for (s, v) in visibleFooters where wantedFooters[s] == nil {
            visibleFooters[s] = nil
            enqueueHeaderFooter(v)
            tableDelegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s)
        }
        for s in wantedHeaders.keys.sorted() {
            let frame = wantedHeaders[s]!
            if let v = visibleHeaders[s] {
                v.setFrameIfChanged(frame)
                if subviews.last !== v { bringSubviewToFront(v) }
                continue
            }
            guard let v = headerFooterView(s, footer: false) else { continue }
            visibleHeaders[s] = v
            showHeaderFooter(v, frame: frame)
            tableDelegate?.tableView(self, willDisplayHeaderView: v, forSection: s)
        }
        for s in wantedFooters.keys.sorted() {
            let frame = wantedFooters[s]!
            if let v = visibleFooters[s] { v.setFrameIfChanged(frame); continue }
            guard let v = headerFooterView(s, footer: true) else { continue }
            visibleFooters[s] = v
            showHeaderFooter(v, frame: frame)
            tableDelegate?.tableView(self, willDisplayFooterView: v, forSection: s)
        }
    }

    private func showHeaderFooter(_ v: UIView, frame: CGRect) {
        v.isHidden = false
        v.frame = frame
        if v.superview !== self { addSubview(v) } else { bringSubviewToFront(v) }
        v.layoutIfNeeded()
    }

    /// The delegate's view, or a standard view showing the section's title.
    func headerFooterView(_ s: Int, footer: Bool) -> UIView? {
        if let v = footer ? pendingFooterViews.removeValue(forKey: s) : pendingHeaderViews.removeValue(forKey: s) { return v }
        if let v = footer ? tableDelegate?.tableView(self, viewForFooterInSection: s) : tableDelegate?.tableView(self, viewForHeaderInSection: s) {
            return v
        }
        guard let title = footer ? sectionsStorage[s].footerTitle : sectionsStorage[s].headerTitle else { return nil }
        guard let v = dequeueHeaderFooterImpl(Self.titleViewIdentifier) else { return nil }
        v.tableStyle = style
        v.isFooter = footer
        if style == .plain { v.backgroundColor = .secondarySystemBackground }
        v.setTitle(title)
        return v
    }

    static let titleViewIdentifier = "UITableViewHeaderFooterViewTitle"

    /// Before a reload: every row, header and footer on screen ends its display.
    func endDisplayingEverything() {
        for ip in visibleRows.keys.sorted() {
            let cell = visibleRows.removeValue(forKey: ip)!
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
        }
        for s in visibleHeaders.keys.sorted() {
            let v = visibleHeaders.removeValue(forKey: s)!
            enqueueHeaderFooter(v)
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s)
        }
        for s in visibleFooters.keys.sorted() {
            let v = visibleFooters.removeValue(forKey: s)!
            enqueueHeaderFooter(v)
            tableDelegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s)
        }
        pendingHeaderViews.removeAll()
        pendingFooterViews.removeAll()
    }
}
