import Foundation

/// A scroll view of items placed by a layout object, with views only for the visible part of its content.
///
/// Data is read lazily: `reloadData()` only marks the view, and the next layout pass asks the data source for
/// counts, prepares the layout and makes (or recycles) the cells and supplementary views that intersect the
/// visible rect plus a small overscan. Views that leave get `didEndDisplaying` and wait, hidden, in their
/// reuse queue.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Measured and chosen values.
    private enum Metrics {
        /// How far beyond the visible rect, along each scrolling axis, views are kept ready (⚠ chosen: a small
        /// overscan, SPEC-NEXT §3.1; iOS keeps roughly one extra row).
        static let overscan: CGFloat = 50
    }

    /// The direction a layout scrolls: vertical 0, horizontal 1 (Apple).
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal = 1
    }

    /// What kind of element a view shows: cell 0, supplementary view 1, decoration view 2 (Apple).
    public enum ElementCategory: UInt, Sendable {
        case cell = 0, supplementaryView = 1, decorationView = 2
    }

    /// Where `scrollToItem` and `selectItem` bring an item (Apple's option bits).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind name Apple's exception text gives cells.
    static let elementKindCell = "UICollectionElementKindCell"

    // MARK: State

    private var layoutStorage: UICollectionViewLayout
    private let cellPool = ReusableViewPool<UICollectionReusableView>()
    /// Supplementary and decoration views, keyed "kind/identifier" (decoration views by kind).
    private let supplementaryPool = ReusableViewPool<UICollectionReusableView>()
    /// The section and item counts read from the data source; nil until the next layout pass reads them.
    private var counts: [Int]?
    /// The views on screen (and in the overscan) by element.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// The item being moved interactively, if any.
    var interactiveMovement: InteractiveMovement?
    /// The scrollers holding the cells of orthogonally scrolling sections, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollerView] = [:]
    var selection: [IndexPath] = []
    var selectionSet: Set<IndexPath> = []
    /// The item a touch is on, and whether it highlighted.
    private var touchedItem: (indexPath: IndexPath, highlighted: Bool)?
    private var lastLayoutSize: CGSize?
    private var backgroundViewStorage: UIView?
    /// The items the prefetch data source was told of.
    private var prefetched: Set<IndexPath> = []
    /// The batch `performBatchUpdates` is recording.
    var pendingBatch: CollectionBatch?

    /// The object that gives the counts and views.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The object that gives the views to prefetch data for.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

    /// Whether the prefetch data source is told of items about to appear.
    open var isPrefetchingEnabled: Bool = true

    /// Whether a tap selects an item.
    open var allowsSelection: Bool = true
    /// Whether several items may be selected at once (a tap then toggles).
    open var allowsMultipleSelection: Bool = false
    /// Whether items can be selected while editing (false).
    open var allowsSelectionDuringEditing: Bool = false
    /// Whether several items can be selected while editing (false); true allows selection too.
    open var allowsMultipleSelectionDuringEditing: Bool = false

    /// Whether a tap selects now, in or out of editing mode (iOS 14).
    private var tapSelects: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }
    /// Whether taps toggle several items now.
    private var tapsSelectSeveral: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// A view behind all the content, sized to the collection view.
    open var backgroundView: UIView? {
        get { backgroundViewStorage }
        set {
            backgroundViewStorage?.removeFromSuperview()
            backgroundViewStorage = newValue
            if let v = newValue { v.frame = bounds; insertSubview(v, at: 0) }
        }
    }

    /// Creates a collection view that places its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        appSetBackgroundColor = false
        setUpListSwipe()
    }

    /// The list item swiped open, the pan that swipes, and where a renewed drag starts from.
    var listSwipe: ListSwipe?
    var listSwipeRecognizer: ListSwipeRecognizer?
    var listSwipeStartOffset: CGFloat = 0
    var retiredListSwipeView: UIView?
    /// The item under the finger (for the swipe to take its highlight away).
    var touchedItemPath: IndexPath? { touchedItem?.indexPath }

    /// Whether the app chose the background colour (a list layout's colour then does not replace it).
    private var appSetBackgroundColor = false

    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { super.backgroundColor = newValue; appSetBackgroundColor = true }
    }

    /// The background a list layout asks for (its appearance's, or its configuration's colour).
    var listBackgroundColor: UIColor? {
        get { super.backgroundColor }
        set { if !appSetBackgroundColor, super.backgroundColor !== newValue { super.backgroundColor = newValue } }
    }

    /// Whether the collection view is in editing mode (iOS 14): list cells show their editing accessories.
    open var isEditing: Bool = false {
        didSet {
            guard oldValue != isEditing else { return }
            for cell in visibleCells {
                cell.editingStorage = isEditing
                cell.setNeedsUpdateConfiguration()
            }
        }
    }

    /// Creates a collection view from an archive (a nib's or storyboard's `<collectionView>` with its layout
    /// and prototype cells).
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionView.nibLayout(coder) ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        layoutStorage.collectionView = self
        if let nib = coder as? NibCoder { decodeCollectionKeys(nib) }
    }

    // MARK: The layout

    /// The layout object; setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Changes the layout object (animation: Linux: the change is immediate).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout object, then calls `completion`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== layoutStorage else { completion?(true); return }
        layoutStorage.collectionView = nil
        layoutStorage = layout
        layout.collectionView = self
        layout.invalidateLayout()
        completion?(true)
    }

    /// The layout asked for a new pass.
    func layoutDidInvalidate() { setNeedsLayout() }

    // Scrolling changes the bounds: the layout decides whether that invalidates it (pinned headers, a resize).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue != old, layoutStorage.shouldInvalidateLayout(forBoundsChange: newValue) {
                layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forBoundsChange: newValue))
            }
            super.bounds = newValue
        }
    }

    // MARK: Registration and dequeuing

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(cellClass as? UICollectionViewCell.Type, forIdentifier: identifier)
    }

    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryPool.register(viewClass as? UICollectionReusableView.Type, forIdentifier: Self.poolKey(elementKind, identifier))
    }

    /// Registers a closure that makes the cells of `identifier` (CellRegistration, nibs).
    func registerCellFactory(_ identifier: String, factory: @escaping @MainActor () -> UICollectionReusableView) {
        cellPool.register(forIdentifier: identifier, factory: factory)
    }

    /// Registers a closure that makes the supplementary views of `elementKind` and `identifier` (nibs).
    func registerSupplementaryFactory(_ elementKind: String, _ identifier: String,
                                      factory: @escaping @MainActor () -> UICollectionReusableView) {
        supplementaryPool.register(forIdentifier: Self.poolKey(elementKind, identifier), factory: factory)
    }

    /// A recycled cell (after its `prepareForReuse()`) or a new one of the registered class. An unregistered
    /// identifier raises Apple's exception.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let got = cellPool.dequeue(identifier), let cell = got.view as? UICollectionViewCell else {
            Self.unregistered(kind: Self.elementKindCell, identifier: identifier)
        }
        prepare(cell, reused: got.wasReused, identifier: identifier)
        // As on iOS, the cell comes back already placed, so its configuration sees its final size.
        if let a = layoutStorage.layoutAttributesForItem(at: indexPath) { apply(a, to: cell) }
        return cell
    }

    /// A recycled or new supplementary view of `elementKind`; an unregistered identifier raises Apple's exception.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        guard let got = supplementaryPool.dequeue(Self.poolKey(elementKind, identifier)) else {
            Self.unregistered(kind: elementKind, identifier: identifier)
        }
        prepare(got.view, reused: got.wasReused, identifier: identifier)
        return got.view
    }

    private func prepare(_ view: UICollectionReusableView, reused: Bool, identifier: String) {
        view.reuseIdentifier = identifier
        if reused {
            view.isHidden = false
            view.prepareForReuse()
        }
    }

    private static func poolKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// Apple raises NSInternalInconsistencyException with this reason.
    private static func unregistered(kind: String, identifier: String) -> Never {
        fatalError("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    // MARK: Data

    /// Marks the data stale: the next layout pass reads the counts and remakes the visible views.
    open func reloadData() {
        counts = nil
        layoutStorage.invalidateLayout()
        setNeedsLayout()
    }

    /// The number of sections (read from the data source if the data is stale).
    open var numberOfSections: Int { currentCounts().count }

    /// The number of items in `section` (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        let c = currentCounts()
        return c.indices.contains(section) ? c[section] : 0
    }

    private func currentCounts() -> [Int] {
        if let counts { return counts }
        guard let ds = dataSource else { counts = []; return [] }
        let sections = max(0, ds.numberOfSections(in: self))
        let read = (0..<sections).map { max(0, ds.collectionView(self, numberOfItemsInSection: $0)) }
        counts = read
        return read
    }

    /// Replaces the cached counts (batch updates, diffable data sources).
    func setCounts(_ newCounts: [Int]) { counts = newCounts }

    /// The counts a batch update starts from: the cached ones, read now if the data is stale.
    func countsForUpdate() -> [Int] { currentCounts() }

    /// The data source's counts now, ignoring the cache.
    func readCountsFromDataSource() -> [Int] {
        counts = nil
        return currentCounts()
    }

    /// Files the views of surviving items under their new index paths and recycles the others; returns the
    /// frames the survivors had, for the animation.
    func refileViews(map: [IndexPath: IndexPath], reloaded: Set<IndexPath>) -> [ObjectIdentifier: CGRect] {
        var frames: [ObjectIdentifier: CGRect] = [:]
        var refiled: [CollectionElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews {
            if key.category == .cell, !reloaded.contains(key.indexPath), let to = map[key.indexPath] {
                frames[ObjectIdentifier(view)] = view.frame
                refiled[CollectionElementKey(category: .cell, kind: nil, indexPath: to)] = view
                view.appliedAttributes = nil
            } else {
                endDisplaying(view, key)
            }
        }
        visibleViews = refiled
        selection = selection.compactMap { map[$0] }
        selectionSet = Set(selection)
        return frames
    }

    /// Asks the data source for the cell of a visible item again, in place of the one shown.
    func reconfigureVisibleCell(at indexPath: IndexPath) {
        let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
        guard let old = visibleViews[key] else { return }
        visibleViews[key] = nil
        endDisplaying(old, key)
        layoutIfNeededForUpdate()
    }

    /// Lays the content out now for an update (the layout pass would, a frame later).
    func layoutIfNeededForUpdate() {
        setNeedsLayout()
        layoutIfNeeded()
    }

    // MARK: The layout pass

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundViewStorage?.frame = bounds
        if counts == nil {
            for (key, view) in visibleViews { endDisplaying(view, key) }
            visibleViews.removeAll()
            _ = currentCounts()
        }
        if lastLayoutSize != bounds.size {
            lastLayoutSize = bounds.size
            layoutStorage.needsPrepare = true
        }
        // Self-sizing cells can change the layout while their views are made: a few passes settle it.
        for _ in 0..<4 {
            prepareLayoutIfNeeded()
            syncOrthogonalScrollers()
            if !updateVisibleViews() { break }
        }
        layoutListSwipe()
        positionMovingCell()
        updatePrefetching()
    }

    /// Tells the prefetch data source of the items within a screen beyond the prepared rect, once each, and
    /// cancels those that fall out of that range before they were shown.
    private func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
        let ahead = vertical ? bounds.insetBy(dx: 0, dy: -bounds.height) : bounds.insetBy(dx: -bounds.width, dy: 0)
        let shown = preparedRect
        let items = (layoutStorage.layoutAttributesForElements(in: ahead) ?? []).filter {
            $0.representedElementCategory == .cell && Self.overlap(shownFrame($0), ahead) && valid($0)
        }
        let inRange = Set(items.map(\.indexPath))
        let fresh = items.map(\.indexPath).filter { !prefetched.contains($0) && cellForItem(at: $0) == nil }
            .filter { path in !items.contains { $0.indexPath == path && Self.overlap(shownFrame($0), shown) } }
        let cancelled = prefetched.filter { !inRange.contains($0) && cellForItem(at: $0) == nil }
        prefetched = prefetched.intersection(inRange).union(fresh)
        if !fresh.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: fresh.sorted()) }
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted()) }
    }

    /// Runs `prepare()` and takes the content size if the layout was invalidated.
    func prepareLayoutIfNeeded() {
        _ = currentCounts()
        guard layoutStorage.needsPrepare else { return }
        layoutStorage.needsPrepare = false
        layoutStorage.prepare()
        contentSize = layoutStorage.collectionViewContentSize
    }

    /// The rect views are kept for: the bounds grown by the overscan along the axes that scroll.
    private var preparedRect: CGRect {
        let size = contentSize
        let dx = size.width > bounds.width ? Metrics.overscan : 0
        let dy = size.height > bounds.height || size.width <= bounds.width ? Metrics.overscan : 0
        return bounds.insetBy(dx: -dx, dy: -dy)
    }

    /// Whether two rects share some area (rects that only touch do not, as CGRectIntersectsRect answers).
    nonisolated static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Makes the views that entered the prepared rect and recycles those that left; true when a cell's
    /// preferred size invalidated the layout.
    private func updateVisibleViews() -> Bool {
        let rect = preparedRect
        let attributes = (layoutStorage.layoutAttributesForElements(in: rect) ?? []).filter { Self.overlap(shownFrame($0), rect) && valid($0) }
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for a in attributes { wanted[a.elementKey] = a }
        for (key, view) in visibleViews where wanted[key] == nil {
            visibleViews[key] = nil
            endDisplaying(view, key)
        }
        var invalidated = false
        for a in attributes {
            let key = a.elementKey
            if let view = visibleViews[key] {
                place(view, for: a)
                apply(a, to: view)
                continue
            }
            guard let view = makeView(for: a) else { continue }
            visibleViews[key] = view
            place(view, for: a)
            apply(a, to: view)
            if let cell = view as? UICollectionViewCell {
                cell.isSelected = selectionSet.contains(a.indexPath)
                if cell.editingStorage != isEditing { cell.editingStorage = isEditing; cell.setNeedsUpdateConfiguration() }
                let preferred = cell.preferredLayoutAttributesFitting(a)
                if preferred !== a, layoutStorage.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a) {
                    let context = layoutStorage.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a)
                    layoutStorage.invalidateLayout(with: context)
                    invalidated = true
                }
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
            } else if a.representedElementCategory == .supplementaryView, let kind = a.representedElementKind {
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: a.indexPath)
            }
        }
        return invalidated
    }

    private func valid(_ a: UICollectionViewLayoutAttributes) -> Bool {
        guard a.indexPath.count == 2, let c = counts, c.indices.contains(a.indexPath.section) else { return false }
        return a.representedElementCategory != .cell || a.indexPath.item < c[a.indexPath.section]
    }

    private func makeView(for a: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        switch a.representedElementCategory {
        case .cell:
            guard let ds = dataSource else { return nil }
            return ds.collectionView(self, cellForItemAt: a.indexPath)
        case .supplementaryView:
            guard let ds = dataSource, let kind = a.representedElementKind else { return nil }
            return ds.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
        case .decorationView:
            guard let kind = a.representedElementKind else { return nil }
            let key = Self.poolKey("decoration", kind)
            if !supplementaryPool.isRegistered(key), let cls = layoutStorage.decorationClasses[kind] {
                supplementaryPool.register(cls, forIdentifier: key)
            }
            guard let got = supplementaryPool.dequeue(key) else { return nil }
            prepare(got.view, reused: got.wasReused, identifier: kind)
            return got.view
        }
    }

    private func apply(_ a: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.appliedAttributes?.isEqual(a) == true { return }
        view.appliedAttributes = a.copy() as? UICollectionViewLayoutAttributes
        view.transform3D = a.transform3D
        view.bounds = CGRect(origin: .zero, size: a.size)
        let origin = container(for: a) === self ? .zero : orthogonalScrollers[a.indexPath.section]?.frame.origin ?? .zero
        view.center = CGPoint(x: a.center.x - origin.x, y: a.center.y - origin.y)
        view.alpha = a.alpha
        view.isHidden = a.isHidden
        view.layer.zPosition = CGFloat(a.zIndex)
        view.apply(a)
    }

    func endDisplaying(_ view: UICollectionReusableView, _ key: CollectionElementKey) {
        view.isHidden = true
        view.appliedAttributes = nil
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell {
                cell.isHighlighted = false
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            }
            cellPool.enqueue(view, identifier: view.reuseIdentifier ?? "")
        case .supplementaryView:
            let kind = key.kind ?? ""
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
            supplementaryPool.enqueue(view, identifier: Self.poolKey(kind, view.reuseIdentifier ?? ""))
        case .decorationView:
            supplementaryPool.enqueue(view, identifier: Self.poolKey("decoration", key.kind ?? ""))
        }
    }

    /// The delegate as a collection view delegate.
    // Linux: `delegate` keeps UIScrollView's type (a Swift stored property cannot be redeclared with another
    // type, as Objective-C redeclares it); any UICollectionViewDelegate assigned to it is used as one.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Geometry queries

    /// The cells on screen, in no particular order.
    open var visibleCells: [UICollectionViewCell] {
        visibleViews.compactMap { key, view in
            key.category == .cell && Self.overlap(frameInContent(view), bounds) ? view as? UICollectionViewCell : nil
        }
    }

    /// The index paths of the cells on screen, in no particular order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.compactMap { key, view in key.category == .cell && Self.overlap(frameInContent(view), bounds) ? key.indexPath : nil }
    }

    /// The cell shown for an item, nil if the item has no view.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The index path of a visible cell, nil for another view.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The supplementary view shown for an element, nil if it has none.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of a kind on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.compactMap { key, view in key.category == .supplementaryView && key.kind == elementKind ? view : nil }
    }

    /// The item whose cell contains `point` (in the collection view's content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layoutStorage.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && shownFrame($0).contains(point) && valid($0)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so the item sits where `scrollPosition` says (its nearest edge when no position of an axis is
    /// given), within the scrollable range.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        offset.y = min(max(offset.y, -inset.top), maxY)
        offset.x = min(max(offset.x, -inset.left), maxX)
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection

    /// The selected items, in the order they were selected; nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? { selection.isEmpty ? nil : selection }

    /// Selects an item (nil: deselects all) without calling the delegate, then scrolls as asked.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { deselectAll(notify: false); return }
        guard allowsSelection else { return }
        if !allowsMultipleSelection { deselectAll(notify: false, except: indexPath) }
        setSelected(true, indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, indexPath)
    }

    private func setSelected(_ on: Bool, _ indexPath: IndexPath) {
        if on {
            if selectionSet.insert(indexPath).inserted { selection.append(indexPath) }
        } else if selectionSet.remove(indexPath) != nil {
            selection.removeAll { $0 == indexPath }
        }
        cellForItem(at: indexPath)?.isSelected = on
    }

    private func deselectAll(notify: Bool, except kept: IndexPath? = nil) {
        for indexPath in selection where indexPath != kept {
            setSelected(false, indexPath)
            if notify { collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath) }
        }
    }

    // MARK: Interactive movement (UICollectionView+Movement.swift)

    /// Starts moving an item with the finger; false when the data source does not let it move (or a
    /// movement is under way already).
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovement(at: indexPath) }

    /// Moves the moving item's cell to `targetPosition` (in the collection view's content coordinates) and
    /// reorders the others around the index path it proposes.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMovement(to: targetPosition) }

    /// Ends the movement: the data source moves the item to where it was dropped.
    open func endInteractiveMovement() { finishMovement(cancelled: false) }

    /// Ends the movement, putting the item back where it was.
    open func cancelInteractiveMovement() { finishMovement(cancelled: true) }

    // MARK: Touches (highlight on touch down, selection on touch up, as SPEC-NEXT §3.6 orders them)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first, listSwipeSwallowsTouch(at: t.location(in: self)) { touchedItem = nil; return }
        guard tapSelects, let touch = touches.first, let indexPath = indexPathForItem(at: touch.location(in: self)) else {
            touchedItem = nil
            return
        }
        let highlight = collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        touchedItem = (indexPath, highlight)
        if highlight {
            cellForItem(at: indexPath)?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touched = touchedItem else { return }
        touchedItem = nil
        unhighlight(touched)
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == touched.indexPath else { return }
        let indexPath = touched.indexPath
        if tapsSelectSeveral && selectionSet.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, indexPath)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !tapsSelectSeveral { deselectAll(notify: true, except: indexPath) }
        setSelected(true, indexPath)
        if let cell = cellForItem(at: indexPath), let segue = cell.selectionSegue { segue(cell) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touched = touchedItem else { return }
        touchedItem = nil
        unhighlight(touched)
    }

    private func unhighlight(_ touched: (indexPath: IndexPath, highlighted: Bool)) {
        guard touched.highlighted else { return }
        cellForItem(at: touched.indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: touched.indexPath)
    }
}
