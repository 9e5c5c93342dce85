import Foundation

/// A layout that places items in lines (rows when scrolling vertically, columns when horizontally), each
/// section after the last, with optional header and footer per section.
///
/// A line takes as many items as fit with at least `minimumInteritemSpacing` between them; its items are
/// then spread so the first touches the leading inset and the last the trailing one, a line of one item is
/// centred, and items are centred across the line on its tallest (SPEC-NEXT §3.8, observed on iOS).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Apple's defaults (UICollectionViewFlowLayout.h and its documentation).
    private enum Metrics {
        static let itemSize = CGSize(width: 50, height: 50)
        static let spacing: CGFloat = 10
        /// The zIndex of a pinned header, above the cells (cells are 0; Apple's pinned headers draw above them).
        static let pinnedHeaderZIndex = 10
    }

    /// The direction the content scrolls.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea = 1, fromLayoutMargins = 2
    }

    /// The estimated item size that asks cells to size themselves.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The space between lines.
    open var minimumLineSpacing: CGFloat = Metrics.spacing { didSet { invalidateLayout() } }
    /// The least space between items of a line.
    open var minimumInteritemSpacing: CGFloat = Metrics.spacing { didSet { invalidateLayout() } }
    /// The size of every item (unless the delegate says otherwise).
    open var itemSize: CGSize = Metrics.itemSize { didSet { invalidateLayout() } }
    /// A nonzero value turns on self-sizing: items start at it and take their cells' preferred size.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header (its height when scrolling vertically); zero: no header.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer; zero: no footer.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The margins around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What the section insets are measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible bounds while their section is visible.
    open var sectionHeadersPinToVisibleBounds: Bool = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible bounds while their section is visible.
    open var sectionFootersPinToVisibleBounds: Bool = false { didSet { invalidateLayout() } }

    /// The prepared attributes, section by section.
    private var sections: [FlowSection] = []
    private var contentSize: CGSize = .zero
    /// Sizes cells reported through `preferredLayoutAttributesFitting` (self-sizing).
    private var preferredSizes: [IndexPath: CGSize] = [:]

    private struct FlowSection {
        var header: UICollectionViewLayoutAttributes?
        var footer: UICollectionViewLayoutAttributes?
        var items: [UICollectionViewLayoutAttributes] = []
        /// The section's extent along the scroll axis (header to footer).
        var frame: CGRect = .zero
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    // MARK: The layout

    open override func prepare() {
        super.prepare()
        sections = []
        guard let cv = collectionView else { contentSize = .zero; return }
        let vertical = scrollDirection == .vertical
        let delegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        // The cross extent of the lines: the bounds less the insets the reference names.
        var reference = cv.adjustedContentInset
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea: reference = cv.safeAreaInsets
        case .fromLayoutMargins: reference = cv.layoutMargins
        }
        let crossExtent = vertical ? cv.bounds.width - reference.left - reference.right
                                   : cv.bounds.height - reference.top - reference.bottom
        // Positions are computed in (main, cross) = (y, x) for vertical flow and flipped for horizontal.
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                     : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        func mainLength(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
        func crossLength(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
        let cls = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        func make(_ indexPath: IndexPath, kind: String?) -> UICollectionViewLayoutAttributes {
            let a: UICollectionViewLayoutAttributes = cls == UICollectionViewLayoutAttributes.self
                ? UICollectionViewLayoutAttributes() : ClassInitializers.makeObject(cls)
            a.indexPath = indexPath
            if let kind { a.setCategory(.supplementaryView, kind: kind) }
            return a
        }

        var position: CGFloat = 0
        let sectionCount = cv.numberOfSections
        for s in 0..<sectionCount {
            var section = FlowSection()
            let start = position
            let inset = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let headerSize = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footerSize = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let (insetMainBefore, insetMainAfter, insetCrossBefore, insetCrossAfter) = vertical
                ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)

            if mainLength(headerSize) > 0 {
                let h = make(IndexPath(item: 0, section: s), kind: UICollectionView.elementKindSectionHeader)
                h.frame = rect(main: position, cross: 0, mainLength: mainLength(headerSize), crossLength: crossExtent)
                section.header = h
                position += mainLength(headerSize)
            }
            position += insetMainBefore
            let available = crossExtent - insetCrossBefore - insetCrossAfter
            let count = cv.numberOfItems(inSection: s)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for i in 0..<count {
                let indexPath = IndexPath(item: i, section: s)
                if let preferred = preferredSizes[indexPath] {
                    sizes.append(preferred)
                } else if estimatedItemSize != .zero {
                    sizes.append(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
                } else {
                    sizes.append(delegate?.collectionView(cv, layout: self, sizeForItemAt: indexPath) ?? itemSize)
                }
            }
            var i = 0
            var firstLine = true
            while i < count {
                // The items that fit on this line (always at least one).
                var end = i + 1
                var used = crossLength(sizes[i])
                while end < count, used + itemSpacing + crossLength(sizes[end]) <= available + 0.0001 {
                    used += itemSpacing + crossLength(sizes[end])
                    end += 1
                }
                if !firstLine { position += lineSpacing }
                firstLine = false
                let lineMain = sizes[i..<end].map(mainLength).max() ?? 0
                let n = end - i
                let widths = sizes[i..<end].reduce(0) { $0 + crossLength($1) }
                let gap = n > 1 ? (available - widths) / CGFloat(n - 1) : 0
                var cross = insetCrossBefore + (n == 1 ? (available - widths) / 2 : 0)
                for k in i..<end {
                    let a = make(IndexPath(item: k, section: s), kind: nil)
                    let m = mainLength(sizes[k]), c = crossLength(sizes[k])
                    a.frame = rect(main: position + (lineMain - m) / 2, cross: cross, mainLength: m, crossLength: c)
                    section.items.append(a)
                    cross += c + gap
                }
                position += lineMain
                i = end
            }
            position += insetMainAfter
            if mainLength(footerSize) > 0 {
                let f = make(IndexPath(item: 0, section: s), kind: UICollectionView.elementKindSectionFooter)
                f.frame = rect(main: position, cross: 0, mainLength: mainLength(footerSize), crossLength: crossExtent)
                section.footer = f
                position += mainLength(footerSize)
            }
            section.frame = rect(main: start, cross: 0, mainLength: position - start, crossLength: crossExtent)
            sections.append(section)
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: position) : CGSize(width: position, height: crossExtent)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, section) in sections.enumerated() {
            let pinned = pinnedHeader(s)
            guard section.frame.overlaps(rect) || pinned != nil else { continue }
            if let h = pinned ?? section.header, h.frame.overlaps(rect) { result.append(h) }
            for a in section.items where a.frame.overlaps(rect) { result.append(a) }
            if let f = section.footer, f.frame.overlaps(rect) { result.append(f) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return pinnedHeader(indexPath.section) ?? sections[indexPath.section].header
        case UICollectionView.elementKindSectionFooter: return sections[indexPath.section].footer
        default: return nil
        }
    }

    /// A section's header moved to stay at the top of the visible bounds, when headers pin.
    private func pinnedHeader(_ s: Int) -> UICollectionViewLayoutAttributes? {
        guard sectionHeadersPinToVisibleBounds, let cv = collectionView, let header = sections[s].header else { return nil }
        let section = sections[s].frame
        let pinned = header.copy() as! UICollectionViewLayoutAttributes
        if scrollDirection == .vertical {
            let top = cv.bounds.minY + cv.adjustedContentInset.top
            let lowest = section.maxY - header.frame.height - (sections[s].footer?.frame.height ?? 0)
            pinned.frame.origin.y = min(max(header.frame.minY, top), max(header.frame.minY, lowest))
        } else {
            let left = cv.bounds.minX + cv.adjustedContentInset.left
            let lowest = section.maxX - header.frame.width - (sections[s].footer?.frame.width ?? 0)
            pinned.frame.origin.x = min(max(header.frame.minX, left), max(header.frame.minX, lowest))
        }
        pinned.zIndex = Metrics.pinnedHeaderZIndex
        return pinned
    }

    /// True when the size changes (lines rewrap) or headers pin (they follow the offset).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell else { return false }
        guard preferredAttributes.size != originalAttributes.size else { return false }
        preferredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        return true
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { preferredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }
}

extension CGRect {
    /// Whether two rects share some area (rects that only touch do not).
    fileprivate func overlaps(_ r: CGRect) -> Bool { UICollectionView.overlap(self, r) }
}
