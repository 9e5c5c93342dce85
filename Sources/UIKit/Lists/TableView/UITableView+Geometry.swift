import Foundation

// Rects and lookups in content coordinates, all O(log rows) through ListRowHeights.
extension UITableView {
    func rowRect(section s: Int, row r: Int) -> CGRect {
        let sec = sectionsStorage[s]
        let inset = rowInset
        return CGRect(x: inset, y: sec.rowsTop + sec.rows.offset(ofRow: r), width: max(0, bounds.width - 2 * inset),
                      height: sec.rows.height(ofRow: r))
    }

    func rectForRowImpl(_ ip: IndexPath) -> CGRect {
        ensureData()
        guard ip.count == 2, ip.section >= 0, ip.section < sectionsStorage.count,
              ip.row >= 0, ip.row < sectionsStorage[ip.section].rows.count else { return .zero }
        return rowRect(section: ip.section, row: ip.row)
    }

    func rectForSectionImpl(_ s: Int) -> CGRect {
        ensureData()
        guard s >= 0, s < sectionsStorage.count else { return .zero }
        let sec = sectionsStorage[s]
        return CGRect(x: 0, y: sec.top, width: bounds.width, height: sec.height)
    }

    func rectForHeaderImpl(_ s: Int) -> CGRect {
        ensureData()
        guard s >= 0, s < sectionsStorage.count else { return .zero }
        return CGRect(x: 0, y: sectionsStorage[s].top, width: bounds.width, height: sectionsStorage[s].header)
    }

    func rectForFooterImpl(_ s: Int) -> CGRect {
        ensureData()
        guard s >= 0, s < sectionsStorage.count else { return .zero }
        let sec = sectionsStorage[s]
        return CGRect(x: 0, y: sec.bottom - sec.footer, width: bounds.width, height: sec.footer)
    }

    /// The section whose span holds `y` (binary search over the section tops).
    func section(at y: CGFloat) -> Int? {
        guard !sectionsStorage.isEmpty else { return nil }
        var lo = 0, hi = sectionsStorage.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionsStorage[mid].top <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    func indexPathForRowImpl(at p: CGPoint) -> IndexPath? {
        ensureData()
        guard p.x >= 0, p.x < bounds.width, let s = section(at: p.y) else { return nil }
        let sec = sectionsStorage[s]
        let y = p.y - sec.rowsTop
        guard sec.rows.count > 0, y >= 0, y < sec.rows.total else { return nil }
        return IndexPath(row: sec.rows.row(at: y), section: s)
    }

    /// The first row at or below `y` (rows whose bottom is past y), as (section, row).
    func firstRow(atOrBelow y: CGFloat) -> (Int, Int)? {
        guard var s = section(at: y) else { return nil }
        while s < sectionsStorage.count {
            let sec = sectionsStorage[s]
            if sec.rows.count > 0, y < sec.rowsTop + sec.rows.total {
                let local = y - sec.rowsTop
                return (s, local <= 0 ? 0 : sec.rows.row(at: local))
            }
            s += 1
        }
        return nil
    }

    /// The rows intersecting the y range, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, var (s, r) = firstRow(atOrBelow: minY) else { return [] }
        var out: [IndexPath] = []
        while s < sectionsStorage.count {
            let sec = sectionsStorage[s]
            if r >= sec.rows.count { s += 1; r = 0; continue }
            let top = sec.rowsTop + sec.rows.offset(ofRow: r)
            if top >= maxY { break }
            if sec.rows.height(ofRow: r) > 0 || top >= minY { out.append(IndexPath(row: r, section: s)) }
            r += 1
        }
        return out
    }

    func indexPathsForRowsImpl(in rect: CGRect) -> [IndexPath]? {
        ensureData()
        let found = rows(from: rect.minY, to: rect.maxY)
        return found.isEmpty ? nil : found
    }

    func indexPathImpl(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.value === cell }?.key
    }

    var visibleRowsSorted: [IndexPath] { visibleRows.keys.sorted() }

    func scrollToRowImpl(_ ip: IndexPath, at position: ScrollPosition, animated: Bool) {
        ensureData()
        guard ip.count == 2, ip.section >= 0, ip.section < sectionsStorage.count else {
            // Apple raises NSRangeException here.
            preconditionFailure("Attempted to scroll the table view to an out-of-bounds row (\(ip.count == 2 ? ip.row : -1)) when there are only \(ip.count == 2 && ip.section < sectionsStorage.count ? sectionsStorage[ip.section].rows.count : 0) rows in section \(ip.count == 2 ? ip.section : 0).")
        }
        var rect = ip.row < sectionsStorage[ip.section].rows.count ? rowRect(section: ip.section, row: ip.row) : rectForHeaderImpl(ip.section)
        // Floating headers cover the top of the rows below them in plain tables.
        if style == .plain { rect.origin.y -= sectionsStorage[ip.section].header; rect.size.height += sectionsStorage[ip.section].header }
        let a = adjustedContentInset
        let visibleHeight = bounds.height - a.top - a.bottom
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - a.top
        case .middle: y = rect.midY - a.top - visibleHeight / 2
        case .bottom: y = rect.maxY - a.top - visibleHeight
        case .none:
            let top = bounds.minY + a.top, bottom = bounds.maxY - a.bottom
            if rect.minY < top { y = rect.minY - a.top } else if rect.maxY > bottom { y = rect.maxY - a.top - visibleHeight } else { return }
        }
        let maxY = max(-a.top, contentSize.height + a.bottom - bounds.height)
        y = min(max(y, -a.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
