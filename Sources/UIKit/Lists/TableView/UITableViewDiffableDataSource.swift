import Foundation

/// A table data source fed by snapshots: `apply(_:animatingDifferences:completion:)` diffs the new snapshot
/// against the shown one by identifier and plays the difference as one batch update (deletes, inserts, moves,
/// reloads), never a reload of the whole table.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell of an item (usually by dequeueing one).
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of inserted, deleted and reloaded rows (`.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the difference from the shown one as one batch update (animated or not), or a reload
    /// when the table has not read its data yet. `completion` runs when the update's animations end.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let batch = DiffableBatch.between(current, snapshot)
        current = snapshot
        guard let table = tableView, table.loadedOnce, !table.needsReloadStorage else {
            tableView?.reloadData()
            completion?()
            return
        }
        guard !batch.isEmpty else { completion?(); return }
        let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
        table.performBatchUpdates({
            if !batch.deletedSections.isEmpty { table.deleteSections(batch.deletedSections, with: animation) }
            if !batch.insertedSections.isEmpty { table.insertSections(batch.insertedSections, with: animation) }
            for m in batch.movedSections { table.moveSection(m.from, toSection: m.to) }
            if !batch.reloadedSections.isEmpty { table.reloadSections(batch.reloadedSections, with: animation) }
            if !batch.deletedItems.isEmpty { table.deleteRows(at: batch.deletedItems, with: animation) }
            if !batch.insertedItems.isEmpty { table.insertRows(at: batch.insertedItems, with: animation) }
            for m in batch.movedItems { table.moveRow(at: m.from, to: m.to) }
            if !batch.reloadedItems.isEmpty { table.reloadRows(at: batch.reloadedItems, with: animation) }
        }, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the table (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < current.itemLists.count else { return nil }
        let items = current.itemLists[indexPath.section]
        return indexPath.row >= 0 && indexPath.row < items.count ? items[indexPath.row] : nil
    }

    /// Where `itemIdentifier` is shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionOfItem[itemIdentifier], let s = current.sectionList.firstIndex(of: section),
              let r = current.itemLists[s].firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(row: r, section: s)
    }

    /// The section shown at `index`, or nil (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sectionList.count ? current.sectionList[index] : nil
    }

    /// The index of a section, or nil (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionList.firstIndex(of: sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.sectionList.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section >= 0 && section < current.itemLists.count ? current.itemLists[section].count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            // Apple raises NSInternalInconsistencyException when the provider returns nil.
            preconditionFailure("UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(tableView), dataSource: \(self)")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Diffable data sources do not edit rows unless a subclass says so (false).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.missedOptionalMethod = true
    }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.missedOptionalMethod = true
    }
}
