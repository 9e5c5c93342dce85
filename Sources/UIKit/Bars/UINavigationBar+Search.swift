import Foundation

/// The search area of a navigation bar: the top item's search controller's search bar in a row of its own under
/// the title row, which slides away (leaving the search bar at the top) while the search is active.
extension UINavigationBar {
    private enum SearchMetrics {
        /// ⚠ iOS 17 (task brief; Settings and Mail screenshots): the search area under the 44 pt row is 52 pt.
        static let areaHeight: CGFloat = 52
    }

    /// The search controller whose search bar the bar shows (the top item's).
    var shownSearchController: UISearchController? { topItem?.searchController }

    /// Whether the title row is hidden because the top item's search is active.
    var hidesTitleRowForSearch: Bool {
        guard let sc = shownSearchController else { return false }
        return sc.isActive && sc.hidesNavigationBarDuringPresentation
    }

    /// The height of the search area (0 without a search controller), with the search bar's prompt and scope bar.
    var searchAreaHeight: CGFloat {
        guard let sc = shownSearchController, sc.isActive || topItem?.searchBarCollapsed != true else { return 0 }
        return SearchMetrics.areaHeight + sc.managedSearchBar().accessoryHeight
    }

    /// The bar's height for a title row of `rowHeight`: the row (unless the search hides it) and the search area.
    func heightWithSearchArea(_ rowHeight: CGFloat) -> CGFloat {
        (hidesTitleRowForSearch ? 0 : rowHeight) + searchAreaHeight
    }

    /// Whether the search area comes and goes with the content's scrolling (the bar then lays out as it scrolls).
    var searchAreaFollowsScrolling: Bool {
        guard let item = topItem, item.searchController != nil else { return false }
        return item.hidesSearchBarWhenScrolling
    }

    /// Collapses the search area once the content has scrolled more than half of it away, and brings it back
    /// when the content is pulled down again (`hidesSearchBarWhenScrolling`); returns whether it changed.
    func updateSearchCollapse(for scrollView: UIScrollView?) -> Bool {
        guard let item = topItem, let sc = item.searchController else { return false }
        var collapse = false
        // Linux: under a large title the search area stays (iOS hides it before the title collapses).
        if item.hidesSearchBarWhenScrolling, !sc.isActive, !showsLargeTitle, let sv = scrollView {
            let full = SearchMetrics.areaHeight + sc.managedSearchBar().accessoryHeight
            // The content's top inset without the search area: the same whether or not the area shows, so the
            // answer does not flip when the area's going moves the inset.
            let base = sv.adjustedContentInset.top - (item.searchBarCollapsed ? 0 : full)
            collapse = base >= 0 && sv.contentOffset.y > -base - full / 2
        }
        guard collapse != item.searchBarCollapsed else { return false }
        item.searchBarCollapsed = collapse
        searchStateDidChange()
        return true
    }

    /// The search started or ended: the bar's height and layout change.
    func searchStateDidChange() {
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Puts the top item's search bar in the search area (and takes away one no longer shown), and hides the
    /// title row's views while the search hides the row.
    func layoutSearchArea() {
        let shown = shownSearchController?.managedSearchBar()
        for case let old as UISearchBar in subviews where old.isHostedInNavigationBar && old !== shown {
            old.isHostedInNavigationBar = false
            old.removeFromSuperview()
        }
        let hideRow = hidesTitleRowForSearch
        for v in [backButtonView as UIView?, shownTitleView] + leftViews + rightViews {
            v?.isHidden = hideRow
        }
        if hideRow {
            titleLabel.isHidden = true
            largeTitleArea.isHidden = true
        }
        guard let bar = shown else { return }
        bar.isHostedInNavigationBar = true
        if bar.superview !== self { addSubview(bar) }
        let h = searchAreaHeight
        bar.isHidden = h == 0
        bar.frame = CGRect(x: 0, y: hideRow ? 0 : max(0, bounds.height - h), width: bounds.width, height: h)
    }
}
