import Foundation

/// A collection view data source that holds the data as a snapshot of identifiers and applies new snapshots
/// as the batch of inserts, deletes and moves between them.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell of an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views; nil: the layout's supplementary items get empty views.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// Asked and told as outline items expand and collapse through their disclosure.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Becomes `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the data shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        var s = current
        s.reloadedItemList = []
        s.reconfiguredItemList = []
        s.reloadedSectionList = []
        return s
    }

    /// Shows `snapshot`: the differences from the data shown are applied as one batch update (animated when
    /// asked), then `completion` runs.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let cv = collectionView else { current = snapshot; completion?(); return }
        let batch = DiffableBatch.between(current, snapshot)
        let oldCounts = current.itemLists.map(\.count)
        current = snapshot
        lastAppliedBatch = batch
        var update = CollectionBatch()
        update.deletedSections = batch.deletedSections
        update.insertedSections = batch.insertedSections
        update.reloadedSections = batch.reloadedSections
        update.movedSections = batch.movedSections.map { ($0.from, $0.to) }
        update.deletedItems = Set(batch.deletedItems)
        update.insertedItems = Set(batch.insertedItems)
        update.reloadedItems = Set(batch.reloadedItems)
        update.movedItems = batch.movedItems.map { ($0.from, $0.to) }
        cv.commit(update, oldCounts: oldCounts, animated: animatingDifferences) { _ in completion?() }
        // Reconfigured items keep their cells: the cell provider configures the same cell again.
        for indexPath in batch.reconfiguredItems {
            guard cv.cellForItem(at: indexPath) != nil else { continue }
            cv.reconfigureVisibleCell(at: indexPath)
        }
    }

    /// Shows a section's outline: the section's items become the snapshot's visible items (the section is
    /// appended if it is new), applied as a batch.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var next = self.snapshot()
        if next.indexOfSection(section) == nil {
            next.appendSections([section])
        } else {
            next.deleteItems(next.itemIdentifiers(inSection: section))
        }
        next.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline last applied to a section, or one of its flat items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Shows `snapshot` by reloading the collection view, without diffing (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        completion?()
    }

    /// The identifier of the item at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.itemLists.indices.contains(indexPath.section),
              current.itemLists[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return current.itemLists[indexPath.section][indexPath.item]
    }

    /// The index path of an item, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionOfItem[itemIdentifier], let s = current.sectionList.firstIndex(of: section),
              let i = current.itemLists[s].firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    /// The identifier of the section at an index (iOS 15), or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionList.indices.contains(index) ? current.sectionList[index] : nil
    }

    /// The index of a section (iOS 15), or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.sectionList.firstIndex(of: sectionIdentifier)
    }

    /// The batch the last `apply` made (what the tests check).
    package private(set) var lastAppliedBatch = DiffableBatch()

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.sectionList.count }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemLists.indices.contains(section) ? current.itemLists[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell() }
        // Apple raises when the provider returns nil; an empty cell here.
        let cell = cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell()
        // The configuration state knows whether an outline item is expanded.
        if let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section] {
            let expanded = outline.isExpanded(item)
            if cell.expandedStorage != expanded { cell.expandedStorage = expanded; cell.setNeedsUpdateConfiguration() }
        }
        return cell
    }

    var collectionViewForOutline: UICollectionView? { collectionView }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }
}

extension UICollectionViewDiffableDataSource: OutlineTogglingDataSource {
    /// Expands or collapses the outline item at `indexPath` (when it has children) and applies the section.
    func toggleOutline(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            if let make = handlers.snapshotForExpandingParent {
                let children = make(item, outline.snapshot(of: item))
                outline.replace(childrenOf: item, using: children)
            }
            guard !outline.snapshot(of: item).items.isEmpty, handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        if let cell = collectionViewForOutline?.cellForItem(at: indexPath) {
            cell.expandedStorage = outline.isExpanded(item)
            cell.setNeedsUpdateConfiguration()
        }
    }
}
