import Foundation

// The section index: shown when the data source gives titles and the table has enough rows, kept at the
// trailing edge of the visible bounds, jumping to the section a title names.
extension UITableView {
    func layoutSectionIndex() {
        let titles = dataSourceStorage?.sectionIndexTitles(for: self) ?? []
        let rows = sectionsStorage.reduce(0) { $0 + $1.rows.count }
        guard !titles.isEmpty, rows >= sectionIndexMinimumDisplayRowCount else {
            if sectionIndexView != nil { for cell in visibleRows.values { cell.sectionIndexInset = 0 } }
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        if sectionIndexView == nil {
            for cell in visibleRows.values { cell.sectionIndexInset = TableSectionIndexView.Metrics.width }
        }
        let view = sectionIndexView ?? TableSectionIndexView()
        if sectionIndexView == nil {
            view.onSelect = { [weak self, weak view] i in
                guard let self, let view, view.titles.indices.contains(i) else { return }
                self.jumpToSectionIndexTitle(view.titles[i], at: i)
            }
        }
        sectionIndexView = view
        view.titles = titles
        view.titleColor = sectionIndexColor
        view.restingBackground = sectionIndexBackgroundColor
        view.trackingBackground = sectionIndexTrackingBackgroundColor
        let a = adjustedContentInset
        let w = TableSectionIndexView.Metrics.width
        view.setFrameIfChanged(CGRect(x: bounds.maxX - w - a.right, y: bounds.minY + a.top, width: w,
                                      height: max(0, bounds.height - a.top - a.bottom)))
        if view.superview !== self || subviews.last !== view { addSubview(view) }
    }

    /// Scrolls the section the data source picks for the title to the top.
    func jumpToSectionIndexTitle(_ title: String, at index: Int) {
        guard let ds = dataSourceStorage else { return }
        let section = ds.tableView(self, sectionForSectionIndexTitle: title, at: index)
        guard section >= 0, section < sectionsStorage.count else { return }
        scrollToRowImpl(IndexPath(row: 0, section: section), at: .top, animated: false)
    }
}
