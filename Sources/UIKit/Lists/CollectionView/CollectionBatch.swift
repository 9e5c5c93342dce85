import Foundation

/// The changes recorded inside one `performBatchUpdates` (or one single insert/delete/move/reload call), and
/// how an index path before the update maps to one after it.
///
/// UIKit's rules (SPEC-NEXT §3.7): deletions and reloads name positions before the update, insertions after
/// it, moves go from before to after; deletes apply before inserts whatever the call order.
struct CollectionBatch {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: Set<IndexPath> = []
    var deletedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// The new index of each old section (nil: deleted or reloaded).
    func sectionMap(oldCount: Int, newCount: Int) -> [Int?] {
        var map = [Int?](repeating: nil, count: oldCount)
        var fixed = Set(insertedSections).union(reloadedSections)
        for m in movedSections where m.from < oldCount { map[m.from] = m.to; fixed.insert(m.to) }
        let movedFrom = Set(movedSections.map(\.from))
        var survivors = (0..<oldCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for t in 0..<newCount where !fixed.contains(t) {
            guard let s = survivors.next() else { break }
            map[s] = t
        }
        for s in reloadedSections where s < oldCount { map[s] = nil }
        return map
    }

    /// The new index path of each surviving old item, given old and new counts.
    func itemMap(oldCounts: [Int], newCounts: [Int]) -> [IndexPath: IndexPath] {
        let sections = sectionMap(oldCount: oldCounts.count, newCount: newCounts.count)
        var result: [IndexPath: IndexPath] = [:]
        var fixedBySection: [Int: Set<Int>] = [:]
        for p in insertedItems { fixedBySection[p.section, default: []].insert(p.item) }
        for m in movedItems { fixedBySection[m.to.section, default: []].insert(m.to.item); result[m.from] = m.to }
        let movedFrom = Set(movedItems.map(\.from))
        var survivorsBySection: [Int: [IndexPath]] = [:]
        for (s, count) in oldCounts.enumerated() {
            guard let t = sections[s] else { continue }
            survivorsBySection[t, default: []] += (0..<count).map { IndexPath(item: $0, section: s) }
                .filter { !deletedItems.contains($0) && !movedFrom.contains($0) }
        }
        for (t, survivors) in survivorsBySection where newCounts.indices.contains(t) {
            let fixed = fixedBySection[t] ?? []
            var slot = 0
            for old in survivors {
                while fixed.contains(slot) { slot += 1 }
                result[old] = IndexPath(item: slot, section: t)
                slot += 1
            }
        }
        return result
    }

    /// Apple's exception when the counts after the update do not follow from those before and the changes.
    func validate(oldCounts: [Int], newCounts: [Int]) {
        let sectionsExpected = oldCounts.count + insertedSections.count - deletedSections.count
        if sectionsExpected != newCounts.count {
            fatalError("Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newCounts.count)) must be equal to the number of sections contained in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        let sections = sectionMap(oldCount: oldCounts.count, newCount: newCounts.count)
        for (s, before) in oldCounts.enumerated() {
            guard let t = sections[s], newCounts.indices.contains(t) else { continue }
            let inserted = insertedItems.filter { $0.section == t }.count
            let deleted = deletedItems.filter { $0.section == s }.count
            let movedIn = movedItems.filter { $0.to.section == t && $0.from.section != s }.count
            let movedOut = movedItems.filter { $0.from.section == s && $0.to.section != t }.count
            let after = newCounts[t]
            if after != before + inserted - deleted + movedIn - movedOut {
                fatalError("Invalid update: invalid number of items in section \(t). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
    }
}
