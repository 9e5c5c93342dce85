import Foundation

/// ⚠ List section metrics (iOS 17 iPhone; the same as UITableView's styles, SPEC-NEXT §3.3–3.4).
private enum ListMetrics {
    /// The estimated row height (SPEC-NEXT §3.3: automaticDimension estimates are 44).
    static let estimatedRowHeight: CGFloat = 44
    /// Inset-grouped and sidebar sections sit this far in from the sides (UITableView's insetGroupedSide).
    static let insetSide: CGFloat = 16
    /// Their rounded ends (UITableView insetGrouped, SPEC-NEXT §3.4).
    static let cornerRadius: CGFloat = 10
    /// Space above and below a grouped section without header or footer (UITableView's untitled 18).
    static let groupedGap: CGFloat = 18
    /// Estimated header and footer heights: plain 28 (IB), grouped 38 (a one-line grouped title, obs).
    static let plainHeader: CGFloat = 28
    static let groupedHeader: CGFloat = 38
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    static var listCornerRadius: CGFloat { ListMetrics.cornerRadius }

    /// Lays out section `s` as a list from `y`: header, rows at their measured (or estimated) heights, footer.
    func layOutList(_ list: UICollectionLayoutListConfiguration, section s: Int, in cv: UICollectionView,
                    width: CGFloat, y: inout CGFloat) -> [UICollectionViewLayoutAttributes] {
        let appearance = list.appearance
        let grouped = appearance != .plain && appearance != .sidebarPlain
        let inset = appearance == .insetGrouped || appearance == .sidebar ? ListMetrics.insetSide : 0
        let rowWidth = max(0, width - 2 * inset)
        if s == 0 { cv.listBackgroundColor = list.backgroundColor ?? (grouped && appearance != .sidebar ? .systemGroupedBackground : .systemBackground) }
        let headerHeight = grouped ? ListMetrics.groupedHeader : ListMetrics.plainHeader
        if list.headerMode == .supplementary {
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                     with: IndexPath(item: 0, section: s))
            a.frame = CGRect(x: inset, y: y, width: rowWidth, height: headerHeight)
            a.zIndex = 1
            // A list cell registered as the header draws itself as one.
            a.listLook = ListItemLook(appearance: appearance, showsSeparator: false, separatorInsets: nil, separatorColor: .separator,
                                      roundsTop: false, roundsBottom: false, isHeader: true)
            supplementaries.append(a)
            y += headerHeight
        } else if grouped {
            y += ListMetrics.groupedGap
        }
        let count = cv.numberOfItems(inSection: s)
        var placed: [UICollectionViewLayoutAttributes] = []
        placed.reserveCapacity(count)
        for i in 0..<count {
            let ip = IndexPath(item: i, section: s)
            let h = listHeights[ip] ?? ListMetrics.estimatedRowHeight
            let a = UICollectionViewLayoutAttributes(forCellWith: ip)
            a.frame = CGRect(x: inset, y: y, width: rowWidth, height: h)
            let last = i == count - 1
            var separator = UIListSeparatorConfiguration(listAppearance: appearance)
            separator.color = list.separatorConfiguration.color
            if let handler = list.itemSeparatorHandler { separator = handler(ip, separator) }
            var shows = list.showsSeparators && !(last && grouped)
            switch separator.bottomSeparatorVisibility {
            case .visible: shows = true
            case .hidden: shows = false
            case .automatic: break
            }
            let insets = separator.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets ? nil : separator.bottomSeparatorInsets
            let rounds = appearance == .insetGrouped
            a.listLook = ListItemLook(appearance: appearance, showsSeparator: shows, separatorInsets: insets, separatorColor: separator.color,
                                      roundsTop: rounds && i == 0, roundsBottom: rounds && last,
                                      isHeader: list.headerMode == .firstItemInSection && i == 0)
            placed.append(a)
            y += h
        }
        if list.footerMode == .supplementary {
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                     with: IndexPath(item: 0, section: s))
            a.frame = CGRect(x: inset, y: y, width: rowWidth, height: headerHeight)
            a.listLook = ListItemLook(appearance: appearance, showsSeparator: false, separatorInsets: nil, separatorColor: .separator,
                                      roundsTop: false, roundsBottom: false, isHeader: true, isFooter: true)
            supplementaries.append(a)
            y += headerHeight
        } else if grouped {
            y += ListMetrics.groupedGap
        }
        return placed
    }
}
