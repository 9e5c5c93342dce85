import Foundation

/// A layout composed of items in groups in sections: each section repeats its group (along the main axis,
/// or in one row when it scrolls orthogonally) until its items are placed, with boundary headers and footers.
///
/// Fractional dimensions are fractions of the container: the section's width less its content insets for a
/// group, the group's size for its items (SPEC-NEXT §3.8).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    /// The layout's settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    var cells: [[UICollectionViewLayoutAttributes]] = []
    var supplementaries: [UICollectionViewLayoutAttributes] = []
    private var size: CGSize = .zero
    /// Headers that stay in view while their section scrolls: their index in `supplementaries` and the
    /// bottom of their section.
    private var pinnedHeaders: [(index: Int, sectionBottom: CGFloat)] = []
    /// The list configuration of each list section, as last prepared (swipe action providers).
    var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
    /// Heights list cells asked for (self-sizing rows), by index path.
    var listHeights: [IndexPath: CGFloat] = [:]
    /// Heights cells of estimated-height groups measured, by index path.
    private var measuredHeights: [IndexPath: CGFloat] = [:]
    /// The cells whose height is estimated in the current layout.
    private var estimatedItems: Set<IndexPath> = []
    /// The rows of the sections that scroll orthogonally, by section.
    private var rows: [Int: OrthogonalRow] = [:]
    /// The sections' visible-items handlers, by section.
    private var visibleItemsHandlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    private var environment: CompositionalEnvironment?

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        fixedSection = section
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with settings.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// A layout whose sections the provider makes.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose sections the provider makes, with settings.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        fixedSection = nil
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    open override func prepare() {
        super.prepare()
        cells = []
        supplementaries = []
        pinnedHeaders = []
        estimatedItems = []
        listConfigurations = [:]
        rows = [:]
        visibleItemsHandlers = [:]
        guard let cv = collectionView else { size = .zero; return }
        let width = cv.bounds.width - cv.adjustedContentInset.left - cv.adjustedContentInset.right
        let height = cv.bounds.height - cv.adjustedContentInset.top - cv.adjustedContentInset.bottom
        let environment = CompositionalEnvironment(size: CGSize(width: width, height: height), traits: cv.traitCollection)
        self.environment = environment
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            if s > 0 { y += configuration.interSectionSpacing }
            guard let section = fixedSection ?? sectionProvider?(s, environment) else { cells.append([]); continue }
            if let handler = section.visibleItemsInvalidationHandler { visibleItemsHandlers[s] = handler }
            if let list = section.listConfiguration {
                listConfigurations[s] = list
                cells.append(layOutList(list, section: s, in: cv, width: width, y: &y))
                continue
            }
            let insets = section.contentInsets
            let contentWidth = max(0, width - insets.leading - insets.trailing)
            let boundaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
            let boundaryWidth = section.supplementariesFollowContentInsets ? contentWidth : width
            var pinnedInSection: [Int] = []
            for item in section.boundarySupplementaryItems where [.top, .topLeading, .topTrailing].contains(item.alignment) {
                let s2 = item.layoutSize.resolve(in: CGSize(width: boundaryWidth, height: height))
                if item.pinToVisibleBounds { pinnedInSection.append(supplementaries.count) }
                supplementaries.append(attributes(kind: item.elementKind, section: s, zIndex: item.zIndex,
                                                  frame: CGRect(x: boundaryX, y: y, width: s2.width, height: s2.height)))
                y += s2.height
            }
            defer { pinnedHeaders += pinnedInSection.map { ($0, y) } }
            let rowTop = y
            y += insets.top
            let count = cv.numberOfItems(inSection: s)
            let groupSize = section.group.layoutSize.resolve(in: CGSize(width: contentWidth, height: height))
            var placed: [UICollectionViewLayoutAttributes] = []
            var x = insets.leading
            let orthogonal = section.orthogonalScrollingBehavior != .none
            var rowHeight: CGFloat = 0
            var groupCount = 0
            // A horizontal group of estimated height takes the height its cells measured (self-sizing rows).
            let selfSizing = section.group.layoutSize.heightDimension.isEstimated && section.group.axis == .horizontal
            while placed.count < count {
                let frames = section.group.itemFrames(origin: CGPoint(x: x, y: y), size: groupSize, limit: count - placed.count)
                guard !frames.isEmpty else { break }
                groupCount += 1
                var groupHeight = groupSize.height
                if selfSizing {
                    // The tallest item: measured, or at its estimate until its cell has been measured.
                    groupHeight = frames.indices.map { measuredHeights[IndexPath(item: placed.count + $0, section: s)] ?? frames[$0].height }.max() ?? groupHeight
                }
                for frame in frames {
                    let ip = IndexPath(item: placed.count, section: s)
                    let a = UICollectionViewLayoutAttributes(forCellWith: ip)
                    a.frame = frame
                    if selfSizing {
                        estimatedItems.insert(ip)
                        if let h = measuredHeights[ip] { a.frame.size.height = h }
                    }
                    placed.append(a)
                }
                if orthogonal {
                    x += groupSize.width + section.interGroupSpacing
                    rowHeight = max(rowHeight, groupHeight)
                } else {
                    y += groupHeight
                    if placed.count < count { y += section.interGroupSpacing }
                }
            }
            if orthogonal { y += rowHeight }
            y += insets.bottom
            if orthogonal {
                let contentEnd = (placed.map(\.frame.maxX).max() ?? insets.leading) + insets.trailing
                rows[s] = OrthogonalRow(frame: CGRect(x: 0, y: rowTop, width: width, height: y - rowTop),
                                        contentWidth: max(width, contentEnd), behavior: section.orthogonalScrollingBehavior,
                                        leadingInset: insets.leading, groupWidth: groupSize.width,
                                        groupCount: groupCount,
                                        interGroupSpacing: section.interGroupSpacing)
            }
            for item in section.boundarySupplementaryItems where [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment) {
                let s2 = item.layoutSize.resolve(in: CGSize(width: boundaryWidth, height: height))
                supplementaries.append(attributes(kind: item.elementKind, section: s, zIndex: item.zIndex,
                                                  frame: CGRect(x: boundaryX, y: y, width: s2.width, height: s2.height)))
                y += s2.height
            }
            cells.append(placed)
        }
        size = CGSize(width: width, height: y)
    }

    private func attributes(kind: String, section: Int, zIndex: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        a.frame = frame
        a.zIndex = zIndex
        return a
    }

    open override var collectionViewContentSize: CGSize { size }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = shownSupplementaries().filter { UICollectionView.overlap($0.frame, rect) }
        for (s, sectionCells) in cells.enumerated() {
            // An orthogonal row's cells are where its scroller shows them: the rect moves along with its offset.
            let shifted = rows[s] == nil ? rect : rect.offsetBy(dx: collectionView?.orthogonalOffset(inSection: s) ?? 0, dy: 0)
            found += sectionCells.filter { UICollectionView.overlap($0.frame, shifted) }
        }
        guard !visibleItemsHandlers.isEmpty, let cv = collectionView, let environment else { return found }
        for (s, handler) in visibleItemsHandlers {
            let indices = found.indices.filter { found[$0].indexPath.section == s }
            guard !indices.isEmpty else { continue }
            // The handler changes copies: the layout's own attributes stay as prepared.
            let items = indices.map { VisibleLayoutItem(found[$0].copy() as! UICollectionViewLayoutAttributes) }
            let offset = rows[s] != nil ? CGPoint(x: cv.orthogonalOffset(inSection: s), y: 0) : cv.contentOffset
            handler(items, offset, environment)
            for (i, item) in zip(indices, items) { found[i] = item.attributes }
        }
        return found
    }

    override var orthogonalRows: [Int: OrthogonalRow] { rows }

    /// The supplementary views where they show now: pinned headers held at the top of the visible bounds
    /// until the end of their section pushes them up.
    private func shownSupplementaries() -> [UICollectionViewLayoutAttributes] {
        guard !pinnedHeaders.isEmpty, let cv = collectionView else { return supplementaries }
        var shown = supplementaries
        let top = cv.bounds.minY + cv.adjustedContentInset.top
        for (i, bottom) in pinnedHeaders where shown.indices.contains(i) {
            let a = shown[i]
            let y = min(max(a.frame.minY, top), bottom - a.frame.height)
            guard y != a.frame.minY else { continue }
            let moved = a.copy() as! UICollectionViewLayoutAttributes
            moved.frame.origin.y = y
            // A pinned header floats above the cells it covers.
            moved.zIndex = max(a.zIndex, 1)
            shown[i] = moved
        }
        return shown
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, cells.indices.contains(indexPath.section),
              cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shownSupplementaries().first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// A new width rewraps the groups.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// A list row that measured a new height is laid out again with it.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell,
              preferredAttributes.size.height != originalAttributes.size.height else { return false }
        let ip = preferredAttributes.indexPath
        if originalAttributes.listLook != nil {
            listHeights[ip] = preferredAttributes.size.height
            return true
        }
        // Only the height of an estimated item changes; its width stays the layout's.
        guard estimatedItems.contains(ip), measuredHeights[ip] != preferredAttributes.size.height else { return false }
        measuredHeights[ip] = preferredAttributes.size.height
        return true
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            listHeights.removeAll()
            measuredHeights.removeAll()
        }
        super.invalidateLayout(with: context)
    }
}

/// The environment handed to section providers.
final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    init(size: CGSize, traits: UITraitCollection) {
        contentSize = size
        traitCollection = traits
        super.init()
    }
    var container: NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
