import Foundation

// Reading the data source: counts at once, heights as the rules of SPEC-NEXT §3.3 say, lazily at layout.
extension UITableView {
    /// ⚠ Heights iOS uses when the table's own are automatic (SPEC-NEXT §3.3; IB defaults, obs).
    enum Metrics {
        /// ⚠ The estimate of automatic rows and the height of rows that say nothing (Chameleon 43 + 1).
        static let defaultRowHeight: CGFloat = 44
        /// ⚠ A plain header or footer with a title (IB default 28).
        static let plainTitledHeader: CGFloat = 28
        /// ⚠ A grouped header or footer without a title (IB default 18).
        static let groupedUntitled: CGFloat = 18
        /// ⚠ insetGrouped sections are inset by the layout margins (16 on an iPhone) and rounded by 10.
        static let insetGroupedSide: CGFloat = 16
        static let insetGroupedCornerRadius: CGFloat = 10
    }

    func reloadDataImpl() {
        needsReloadStorage = true
        setNeedsLayout()
    }

    /// Heights changed (rowHeight and friends): re-read the data at the next layout, as iOS does.
    func reloadGeometry() {
        guard loadedOnce else { return }
        reloadDataImpl()
    }

    func ensureData() {
        if needsReloadStorage { readData() }
    }

    func numberOfRowsImpl(inSection section: Int) -> Int {
        ensureData()
        guard section >= 0, section < sectionsStorage.count else { return 0 }
        return sectionsStorage[section].rows.count
    }

    /// The rows' width (insetGrouped sections are inset).
    var rowInset: CGFloat { style == .insetGrouped ? Metrics.insetGroupedSide : 0 }

    var hairline: CGFloat { 1 / max(1, window?.screen.scale ?? 1) }

    /// Reads counts and heights; every row and view on screen ends its display first.
    func readData() {
        needsReloadStorage = false
        loadedOnce = true
        endDisplayingEverything()
        guard let ds = dataSourceStorage else {
            sectionsStorage = []
            layoutSectionTops(from: 0)
            return
        }
        let sectionCount = max(0, ds.numberOfSections(in: self))
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for s in 0..<sectionCount { counts.append(max(0, ds.tableView(self, numberOfRowsInSection: s))) }
        var sections: [TableSection] = []
        sections.reserveCapacity(sectionCount)
        for s in 0..<sectionCount { sections.append(makeSection(s, rows: counts[s])) }
        sectionsStorage = sections
        layoutSectionTops(from: 0)
    }

    /// One section's heights: its header and footer, and how its rows are sized.
    func makeSection(_ s: Int, rows count: Int) -> TableSection {
        let ds = dataSourceStorage
        var section = TableSection(rows: ListRowHeights(count: count, base: Metrics.defaultRowHeight))
        section.headerTitle = ds?.tableView(self, titleForHeaderInSection: s)
        section.footerTitle = ds?.tableView(self, titleForFooterInSection: s)
        section.header = headerFooterHeight(s, footer: false, title: section.headerTitle)
        section.footer = headerFooterHeight(s, footer: true, title: section.footerTitle)
        let estimatesOn = estimatedRowHeight != 0
        let estimate = estimatedRowHeight == UITableView.automaticDimension ? Metrics.defaultRowHeight : estimatedRowHeight
        let delegateHeights = count > 0 && delegateHasRowHeights(probe: IndexPath(row: 0, section: s))
        if delegateHeights || rowHeight == UITableView.automaticDimension {
            if estimatesOn {
                section.rows = ListRowHeights(count: count, base: estimate)
                section.measuresRows = true
                if let d = tableDelegate, delegateCaps.estimatedHeightForRow != false {
                    applyDelegateEstimates(d, section: s, into: &section.rows)
                }
                if let probed = probedRowHeight, probed.0.section == s, probed.1 != UITableView.automaticDimension {
                    section.rows.setHeight(max(0, probed.1), ofRow: 0)
                }
            } else if delegateHeights, let d = tableDelegate {
                // Estimates off: every row's height now (Apple asks the delegate for all of them).
                let base = rowHeight == UITableView.automaticDimension ? Metrics.defaultRowHeight : rowHeight
                section.rows = ListRowHeights(count: count, base: base)
                for r in 0..<count {
                    let h = d.tableView(self, heightForRowAt: IndexPath(row: r, section: s))
                    if h != UITableView.automaticDimension { section.rows.setHeight(max(0, h), ofRow: r) }
                }
            } else {
                section.rows = ListRowHeights(count: count, base: Metrics.defaultRowHeight)
            }
        } else {
            section.rows = ListRowHeights(count: count, base: max(0, rowHeight))
        }
        probedRowHeight = nil
        return section
    }

    /// Whether the delegate implements `heightForRowAt`, asking it once for `probe` (the first row it would
    /// ask for anyway) when not known yet.
    func delegateHasRowHeights(probe: IndexPath) -> Bool {
        guard let d = tableDelegate else { return false }
        if let known = delegateCaps.heightForRow { return known }
        missedOptionalMethod = false
        let h = d.tableView(self, heightForRowAt: probe)
        let implemented = !missedOptionalMethod
        missedOptionalMethod = false
        delegateCaps.heightForRow = implemented
        if implemented { probedRowHeight = (probe, h) }
        return implemented
    }

    func applyDelegateEstimates(_ d: UITableViewDelegate, section s: Int, into rows: inout ListRowHeights) {
        for r in 0..<rows.count {
            missedOptionalMethod = false
            let e = d.tableView(self, estimatedHeightForRowAt: IndexPath(row: r, section: s))
            if missedOptionalMethod {
                missedOptionalMethod = false
                delegateCaps.estimatedHeightForRow = false
                return
            }
            delegateCaps.estimatedHeightForRow = true
            if e > 0, e != rows.base { rows.setHeight(e, ofRow: r, measured: false) }
        }
    }

    /// A header's or footer's height: the delegate's, else the table's, else fitted to its title or view
    /// (SPEC-NEXT §3.3).
    func headerFooterHeight(_ s: Int, footer: Bool, title: String?) -> CGFloat {
        if let d = tableDelegate {
            missedOptionalMethod = false
            let h = footer ? d.tableView(self, heightForFooterInSection: s) : d.tableView(self, heightForHeaderInSection: s)
            let implemented = !missedOptionalMethod
            missedOptionalMethod = false
            if implemented, h != UITableView.automaticDimension { return max(0, h) }
        }
        let fixed = footer ? sectionFooterHeight : sectionHeaderHeight
        if fixed != UITableView.automaticDimension {
            // A plain table shows no header or footer for a section that has neither title nor view, whatever
            // the fixed height (Xcode gives every plain table a 28-pt section height).
            if style == .plain, title == nil, delegateHeaderFooterView(s, footer: footer) == nil { return 0 }
            return max(0, fixed)
        }
        if let title {
            if style == .plain { return Metrics.plainTitledHeader }
            return UITableViewHeaderFooterView.titleHeight(title, width: bounds.width, style: style, footer: footer)
        }
        if let view = delegateHeaderFooterView(s, footer: footer) {
            let usesConstraints = view.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
            let fitted = usesConstraints
                ? view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel).height
                : view.frame.height
            if fitted > 0 { return fitted }
            return style == .plain ? Metrics.plainTitledHeader : Metrics.groupedUntitled
        }
        return style == .plain ? 0 : Metrics.groupedUntitled
    }

    /// The delegate's header or footer view of section `s`, asked once and kept for the section's layout.
    private func delegateHeaderFooterView(_ s: Int, footer: Bool) -> UIView? {
        if let kept = footer ? pendingFooterViews[s] : pendingHeaderViews[s] { return kept }
        guard let view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: s)
                                : tableDelegate?.tableView(self, viewForHeaderInSection: s) else { return nil }
        if footer { pendingFooterViews[s] = view } else { pendingHeaderViews[s] = view }
        return view
    }

    /// Sets the tops of sections from `first` on and the content size.
    func layoutSectionTops(from first: Int) {
        var y: CGFloat
        if first > 0, first <= sectionsStorage.count {
            y = sectionsStorage[first - 1].bottom
        } else {
            y = tableHeaderView?.frame.height ?? 0
        }
        if first < sectionsStorage.count {
            for s in max(0, first)..<sectionsStorage.count {
                sectionsStorage[s].top = y
                y += sectionsStorage[s].height
            }
        }
        y += tableFooterView?.frame.height ?? 0
        contentSize = CGSize(width: bounds.width, height: y)
    }
}
