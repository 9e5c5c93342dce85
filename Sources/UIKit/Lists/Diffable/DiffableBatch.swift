import Foundation

/// The batch update that turns the list showing one snapshot into the list showing another, in the index
/// rules of `performBatchUpdates`: deletions and reloads name positions before the update, insertions
/// after it, moves go from a position before to a position after.
///
/// Identifiers are matched by hashing (one pass over each snapshot). Within a section that both snapshots
/// keep, the items that do not move are the longest run whose order both snapshots share (a longest
/// increasing subsequence, O(n log n), O(n) when nothing moved), so a shuffle costs the fewest moves; every
/// other kept item is a move. Sections are matched the same way. A reloaded or moved-and-reloaded section is
/// a delete and an insert of the section for the items that enter or leave it, as UIKit requires.
package struct DiffableBatch: Equatable, Sendable {
    /// A section moved from its index before the update to its index after.
    package struct SectionMove: Equatable, Sendable {
        package var from: Int
        package var to: Int
        package init(from: Int, to: Int) { self.from = from; self.to = to }
    }

    /// An item moved from its index path before the update to its index path after.
    package struct ItemMove: Equatable, Sendable {
        package var from: IndexPath
        package var to: IndexPath
        package init(from: IndexPath, to: IndexPath) { self.from = from; self.to = to }
    }

    /// Sections deleted, by index before.
    package var deletedSections = IndexSet()
    /// Sections inserted, by index after.
    package var insertedSections = IndexSet()
    /// Sections moved.
    package var movedSections: [SectionMove] = []
    /// Sections reloaded, by index before.
    package var reloadedSections = IndexSet()
    /// Items deleted, by index path before, in order.
    package var deletedItems: [IndexPath] = []
    /// Items inserted, by index path after, in order.
    package var insertedItems: [IndexPath] = []
    /// Items moved, in the order of their positions after.
    package var movedItems: [ItemMove] = []
    /// Items reloaded, by index path before, in order.
    package var reloadedItems: [IndexPath] = []
    /// Items reconfigured, by index path after, in order.
    package var reconfiguredItems: [IndexPath] = []

    package init() {}

    /// Whether the batch changes nothing.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The batch from `old` to `new`; reloads and reconfigures are those `new` is marked with.
    package static func between<S: Hashable & Sendable, I: Hashable & Sendable>(_ old: NSDiffableDataSourceSnapshot<S, I>,
                                      _ new: NSDiffableDataSourceSnapshot<S, I>) -> DiffableBatch {
        var batch = DiffableBatch()

        // Sections.
        var oldSectionIndex: [S: Int] = [:]
        for (s, section) in old.sectionList.enumerated() { oldSectionIndex[section] = s }
        var newSectionIndex: [S: Int] = [:]
        for (s, section) in new.sectionList.enumerated() { newSectionIndex[section] = s }
        let reloadRequested = Set(new.reloadedSectionList)
        var keptSections: [(old: Int, new: Int)] = []
        for (n, section) in new.sectionList.enumerated() {
            if let o = oldSectionIndex[section] { keptSections.append((o, n)) } else { batch.insertedSections.insert(n) }
        }
        for (o, section) in old.sectionList.enumerated() where newSectionIndex[section] == nil {
            batch.deletedSections.insert(o)
        }
        let staying = longestIncreasingRun(keptSections.map(\.old))
        // Sections whose old items all go (deleted or remade) and whose new items all arrive fresh.
        var goneOld = Set(batch.deletedSections)
        var freshNew = Set(batch.insertedSections)
        for (k, pair) in keptSections.enumerated() {
            let reloaded = reloadRequested.contains(new.sectionList[pair.new])
            if staying.contains(k) {
                if reloaded {
                    batch.reloadedSections.insert(pair.old)
                    goneOld.insert(pair.old); freshNew.insert(pair.new)
                }
            } else if reloaded {
                batch.deletedSections.insert(pair.old); batch.insertedSections.insert(pair.new)
                goneOld.insert(pair.old); freshNew.insert(pair.new)
            } else {
                batch.movedSections.append(SectionMove(from: pair.old, to: pair.new))
            }
        }

        // Items.
        var oldPath: [I: IndexPath] = [:]
        for (s, items) in old.itemLists.enumerated() {
            for (i, item) in items.enumerated() { oldPath[item] = IndexPath(item: i, section: s) }
        }
        var newPath: [I: IndexPath] = [:]
        for (s, items) in new.itemLists.enumerated() {
            for (i, item) in items.enumerated() { newPath[item] = IndexPath(item: i, section: s) }
        }
        var deleted: [IndexPath] = [], inserted: [IndexPath] = [], moved: [ItemMove] = []
        for (s, items) in old.itemLists.enumerated() where !goneOld.contains(s) {
            for (i, item) in items.enumerated() {
                guard let to = newPath[item] else { deleted.append(IndexPath(item: i, section: s)); continue }
                if freshNew.contains(to.section) { deleted.append(IndexPath(item: i, section: s)) }
            }
        }
        let reloadItemsRequested = Set(new.reloadedItemList)
        var reloaded: [IndexPath] = []
        for (n, items) in new.itemLists.enumerated() where !freshNew.contains(n) {
            var sameSection: [(old: Int, new: Int)] = []
            for (i, item) in items.enumerated() {
                let to = IndexPath(item: i, section: n)
                guard let from = oldPath[item], !goneOld.contains(from.section) else { inserted.append(to); continue }
                if oldSectionIndex[new.sectionList[n]] == from.section {
                    sameSection.append((from.item, i))
                } else if reloadItemsRequested.contains(item) {
                    deleted.append(from); inserted.append(to)
                } else {
                    moved.append(ItemMove(from: from, to: to))
                }
            }
            let still = longestIncreasingRun(sameSection.map(\.old))
            let o = oldSectionIndex[new.sectionList[n]] ?? n
            for (k, pair) in sameSection.enumerated() {
                let from = IndexPath(item: pair.old, section: o), to = IndexPath(item: pair.new, section: n)
                let reload = reloadItemsRequested.contains(new.itemLists[n][pair.new])
                if still.contains(k) {
                    if reload { reloaded.append(from) }
                } else if reload {
                    deleted.append(from); inserted.append(to)
                } else {
                    moved.append(ItemMove(from: from, to: to))
                }
            }
        }
        batch.deletedItems = deleted.sorted()
        batch.insertedItems = inserted.sorted()
        batch.movedItems = moved.sorted { $0.to < $1.to }
        batch.reloadedItems = reloaded.sorted()
        let insertedSet = Set(batch.insertedItems)
        batch.reconfiguredItems = new.reconfiguredItemList.compactMap { item in
            guard let to = newPath[item], oldPath[item] != nil, !freshNew.contains(to.section),
                  !insertedSet.contains(to) else { return nil }
            return to
        }.sorted()
        return batch
    }

    /// The positions in `values` of one longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []            // positions in `values` ending the best run of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (k, v) in values.enumerated() {
            if let last = tails.last, values[last] < v {
                previous[k] = last
                tails.append(k)
                continue
            }
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            previous[k] = lo > 0 ? tails[lo - 1] : -1
            if lo == tails.count { tails.append(k) } else { tails[lo] = k }
        }
        var run: Set<Int> = []
        var k = tails[tails.count - 1]
        while k >= 0 { run.insert(k); k = previous[k] }
        return run
    }
}
