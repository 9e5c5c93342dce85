import Foundation

/// An item moving with the finger: where it began, where it shows now, and where the finger holds its cell.
struct InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint?
}

// Interactive movement: while the finger moves, the collection view shows the item at the index path the
// delegate agrees to, the others closing up around it, without asking the data source; at the end the data
// source hears one move from the original index path to the last (only if the item changed place).
extension UICollectionView {
    func beginMovement(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, indexPath.count == 2 else { return false }
        let counts = countsForUpdate()
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item),
              dataSource?.collectionView(self, canMoveItemAt: indexPath) == true else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: nil)
        layoutIfNeeded()
        return true
    }

    func updateMovement(to point: CGPoint) {
        guard var m = interactiveMovement else { return }
        m.position = point
        interactiveMovement = m
        if let proposed = indexPathForItem(at: point), proposed != m.current {
            let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.original,
                                                             atCurrentIndexPath: m.current, toProposedIndexPath: proposed) ?? proposed
            if target != m.current, relocate(from: m.current, to: target) {
                m.current = target
                interactiveMovement = m
            }
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    func finishMovement(cancelled: Bool) {
        guard let m = interactiveMovement else { return }
        let moving = cellForItem(at: m.current)
        if cancelled {
            _ = relocate(from: m.current, to: m.original)
        }
        interactiveMovement = nil
        if !cancelled, m.current != m.original {
            dataSource?.collectionView(self, moveItemAt: m.original, to: m.current)
        }
        // The cell goes back to the frame the layout gives it.
        moving?.appliedAttributes = nil
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Shows the item at `from` at `to` instead, the items between closing up; false for an index path
    /// outside the items.
    private func relocate(from: IndexPath, to: IndexPath) -> Bool {
        var counts = countsForUpdate()
        guard to.count == 2, counts.indices.contains(to.section) else { return false }
        let limit = counts[to.section] - (to.section == from.section ? 1 : 0)
        guard (0...limit).contains(to.item) else { return false }
        func moved(_ p: IndexPath) -> IndexPath {
            if p == from { return to }
            var q = p
            if q.section == from.section, q.item > from.item { q.item -= 1 }
            if q.section == to.section, q.item >= to.item { q.item += 1 }
            return q
        }
        var map: [IndexPath: IndexPath] = [:]
        for key in visibleViews.keys where key.category == .cell { map[key.indexPath] = moved(key.indexPath) }
        for p in selection { map[p] = moved(p) }
        _ = refileViews(map: map, reloaded: [])
        if from.section != to.section {
            counts[from.section] -= 1
            counts[to.section] += 1
            setCounts(counts)
        }
        collectionViewLayout.invalidateLayout()
        return true
    }

    /// Holds the moving cell under the finger, above the others.
    func positionMovingCell() {
        guard let m = interactiveMovement, let position = m.position, let cell = cellForItem(at: m.current) else { return }
        let origin = cell.superview === self ? .zero : frameInContent(cell.superview ?? self).origin
        cell.center = CGPoint(x: position.x - origin.x, y: position.y - origin.y)
        cell.layer.zPosition = CGFloat(Int16.max)
    }
}
