import Foundation

// Prefetching: the rows of the next screenful in the direction of scrolling are announced once; those the
// scroll turns away from before they show are cancelled.
extension UITableView {
    func updatePrefetching() {
        defer { lastPrefetchOffset = bounds.minY }
        guard isPrefetchingEnabled, let p = prefetchDataSource else {
            prefetchedRows.removeAll()
            return
        }
        let h = bounds.height
        guard h > 0 else { return }
        let down = bounds.minY >= (lastPrefetchOffset ?? bounds.minY)
        let ahead = down ? rows(from: bounds.maxY, to: bounds.maxY + h) : rows(from: bounds.minY - h, to: bounds.minY)
        let aheadSet = Set(ahead)
        let cancelled = prefetchedRows.filter { !aheadSet.contains($0) && visibleRows[$0] == nil }.sorted()
        let fresh = ahead.filter { !prefetchedRows.contains($0) && visibleRows[$0] == nil }
        prefetchedRows = aheadSet
        if !cancelled.isEmpty { p.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !fresh.isEmpty { p.tableView(self, prefetchRowsAt: fresh) }
    }
}
