import Foundation

// Batch updates: inserts, deletes, moves and reloads of items and sections, checked against the data
// source's new counts with Apple's exception, the views that stay re-filed under their new index paths and
// animated to their new frames on the media clock.
extension UICollectionView {
    /// Applies the changes the block makes (and the data source's new counts) as one animated update.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingBatch != nil {
            updates?()
            return
        }
        let oldCounts = countsForUpdate()
        pendingBatch = CollectionBatch()
        updates?()
        let batch = pendingBatch ?? CollectionBatch()
        pendingBatch = nil
        commit(batch, oldCounts: oldCounts, animated: true, completion: completion)
    }

    /// Inserts items (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
    /// Deletes items (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
    /// Reloads items (index paths before the update): their cells are asked for again.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
    /// Reconfigures items: their cells are asked for again (Linux: like a reload, without an animation).
    public func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
    /// Moves an item from its index path before the update to one after it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }
    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Records a change into the open batch, or applies it at once as a batch of its own.
    private func record(_ change: (inout CollectionBatch) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
            return
        }
        let oldCounts = countsForUpdate()
        var batch = CollectionBatch()
        change(&batch)
        commit(batch, oldCounts: oldCounts, animated: true, completion: nil)
    }

    /// Applies a recorded batch: checks the counts, re-files the views that stay, lays out again and animates.
    func commit(_ batch: CollectionBatch, oldCounts: [Int], animated: Bool, completion: ((Bool) -> Void)?) {
        let newCounts = readCountsFromDataSource()
        batch.validate(oldCounts: oldCounts, newCounts: newCounts)
        setCounts(newCounts)
        let map = batch.itemMap(oldCounts: oldCounts, newCounts: newCounts)
        let oldFrames = refileViews(map: map, reloaded: batch.reloadedItems)
        collectionViewLayout.invalidateLayout()
        layoutIfNeededForUpdate()
        let duration = animated && window != nil ? UpdateMetrics.duration : 0
        guard duration > 0 else {
            completion?(true)
            return
        }
        // Views that stayed start from where they were; new ones fade in.
        var moves: [(UIView, CGRect)] = []
        for cell in visibleCells {
            if let old = oldFrames[ObjectIdentifier(cell)] {
                if old != cell.frame { moves.append((cell, cell.frame)); cell.frame = old }
            } else {
                cell.alpha = 0
                moves.append((cell, cell.frame))
            }
        }
        UIView.animate(withDuration: duration, animations: {
            for (view, frame) in moves { view.frame = frame; view.alpha = 1 }
        }, completion: { finished in completion?(finished) })
    }
}

/// The update animation's length (⚠ 0.3 s, SPEC-NEXT §3.7, as UITableView's row animations).
enum UpdateMetrics {
    static let duration: TimeInterval = 0.3
}
