import Foundation
import Testing
@testable import UIKit

private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

/// NSDiffableDataSourceSnapshot's API (SPEC-NEXT §3.9), values worked out by hand.
@Suite @MainActor struct NSDiffableDataSourceSnapshotTests {
    private func make() -> Snapshot {
        var s = Snapshot()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5]) // nil: the last section
        return s
    }

    @Test func appendingBuildsSectionsAndItemsInOrder() {
        let s = make()
        #expect(s.numberOfSections == 2)
        #expect(s.numberOfItems == 5)
        #expect(s.sectionIdentifiers == ["a", "b"])
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(s.numberOfItems(inSection: "a") == 3)
        #expect(s.sectionIdentifier(containingItem: 4) == "b")
        #expect(s.sectionIdentifier(containingItem: 9) == nil)
        #expect(s.indexOfItem(4) == 3)
        #expect(s.indexOfItem(9) == nil)
        #expect(s.indexOfSection("b") == 1)
        #expect(s.indexOfSection("z") == nil)
    }

    @Test func insertingAndMovingItems() {
        var s = make()
        s.insertItems([10, 11], beforeItem: 2)
        #expect(s.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3])
        s.insertItems([12], afterItem: 5)
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5, 12])
        s.moveItem(1, afterItem: 4)          // across sections
        #expect(s.itemIdentifiers(inSection: "a") == [10, 11, 2, 3])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 1, 5, 12])
        #expect(s.sectionIdentifier(containingItem: 1) == "b")
        s.moveItem(3, beforeItem: 10)
        #expect(s.itemIdentifiers(inSection: "a") == [3, 10, 11, 2])
    }

    @Test func deletingItemsAndSections() {
        var s = make()
        s.deleteItems([2, 99])                // an unknown identifier is ignored
        #expect(s.itemIdentifiers == [1, 3, 4, 5])
        s.deleteSections(["a"])
        #expect(s.sectionIdentifiers == ["b"])
        #expect(s.numberOfItems == 2)
        #expect(s.sectionIdentifier(containingItem: 1) == nil)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    @Test func insertingAndMovingSections() {
        var s = make()
        s.insertSections(["c"], beforeSection: "a")
        s.insertSections(["d"], afterSection: "a")
        #expect(s.sectionIdentifiers == ["c", "a", "d", "b"])
        s.moveSection("c", afterSection: "b")
        #expect(s.sectionIdentifiers == ["a", "d", "b", "c"])
        s.moveSection("b", beforeSection: "a")
        #expect(s.sectionIdentifiers == ["b", "a", "d", "c"])
        #expect(s.itemIdentifiers == [4, 5, 1, 2, 3])
        #expect(s.indexOfItem(1) == 2)
    }

    @Test func reloadsAndReconfiguresAreRecordedOnceEach() {
        var s = make()
        s.reloadItems([3, 1, 3])
        s.reconfigureItems([5])
        s.reloadSections(["b"])
        #expect(s.reloadedItemIdentifiers == [3, 1])
        #expect(s.reconfiguredItemIdentifiers == [5])
        #expect(s.reloadedSectionIdentifiers == ["b"])
        s.deleteItems([1])
        #expect(s.reloadedItemIdentifiers == [3])
    }

    @Test func aSnapshotIsAValue() {
        let s = make()
        var t = s
        t.deleteAllItems()
        #expect(s.numberOfItems == 5)
    }

    @Test func duplicateItemIdentifiersTrapWithApplesText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var s = NSDiffableDataSourceSnapshot<Int, Int>()
                s.appendSections([0])
                s.appendItems([1, 2])
                s.appendItems([2, 3, 3])
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    2,\n    3\n)}"))
    }

    @Test func appendingItemsWithoutASectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var s = NSDiffableDataSourceSnapshot<Int, Int>()
                s.appendItems([1])
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("There are currently no sections in the data source. Please add a section first."))
    }

    @Test func duplicateSectionIdentifiersTrap() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var s = NSDiffableDataSourceSnapshot<Int, Int>()
                s.appendSections([0, 1])
                s.appendSections([1])
            }
        }
    }
}

/// The batch between two snapshots: the fewest moves, Apple's index rules (deletes before, inserts after).
@Suite @MainActor struct DiffableBatchTests {
    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    private func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func equalSnapshotsGiveAnEmptyBatch() {
        let a = snapshot([("a", [1, 2, 3])])
        #expect(DiffableBatch.between(a, a).isEmpty)
    }

    @Test func insertsAndDeletesUseAfterAndBeforePositions() {
        let old = snapshot([("a", [1, 2, 3, 4])])
        let new = snapshot([("a", [1, 5, 3, 6])])
        let b = DiffableBatch.between(old, new)
        #expect(b.deletedItems == [ip(0, 1), ip(0, 3)])   // 2 and 4, before
        #expect(b.insertedItems == [ip(0, 1), ip(0, 3)])  // 5 and 6, after
        #expect(b.movedItems.isEmpty)
    }

    @Test func rotatingMovesOneItem() {
        let b = DiffableBatch.between(snapshot([("a", [1, 2, 3, 4])]), snapshot([("a", [2, 3, 4, 1])]))
        #expect(b.movedItems == [.init(from: ip(0, 0), to: ip(0, 3))])
        #expect(b.deletedItems.isEmpty && b.insertedItems.isEmpty)
    }

    @Test func aShuffleMovesOnlyWhatLeavesTheLongestSharedOrder() {
        // old 1 2 3 4 5 6 → new 6 1 3 2 5 4: old indices in new order 5 0 2 1 4 3; a longest increasing run
        // has length 3 (0 2 4 or 0 1 3 …), so exactly 3 moves.
        let b = DiffableBatch.between(snapshot([("a", [1, 2, 3, 4, 5, 6])]), snapshot([("a", [6, 1, 3, 2, 5, 4])]))
        #expect(b.movedItems.count == 3)
        #expect(b.movedItems.contains(.init(from: ip(0, 5), to: ip(0, 0))))
    }

    @Test func anItemChangingSectionIsAMove() {
        let b = DiffableBatch.between(snapshot([("a", [1, 2]), ("b", [3])]), snapshot([("a", [1]), ("b", [3, 2])]))
        #expect(b.movedItems == [.init(from: ip(0, 1), to: ip(1, 1))])
    }

    @Test func sectionsAreInsertedDeletedAndMovedAndTheirItemsAreNotListed() {
        let old = snapshot([("a", [1]), ("b", [2]), ("c", [3])])
        let new = snapshot([("c", [3]), ("a", [1]), ("d", [4])])
        let b = DiffableBatch.between(old, new)
        #expect(b.deletedSections == IndexSet([1]))
        #expect(b.insertedSections == IndexSet([2]))
        #expect(b.movedSections == [.init(from: 2, to: 0)])
        #expect(b.deletedItems.isEmpty && b.insertedItems.isEmpty && b.movedItems.isEmpty)
    }

    @Test func anItemLeavingADeletedSectionIsInsertedWhereItLands() {
        let b = DiffableBatch.between(snapshot([("a", [1]), ("b", [2, 3])]), snapshot([("a", [1, 3])]))
        #expect(b.deletedSections == IndexSet([1]))
        #expect(b.insertedItems == [ip(0, 1)])
        #expect(b.movedItems.isEmpty && b.deletedItems.isEmpty)
    }

    @Test func reloadsAreOnlyWhatTheNewSnapshotAsksFor() {
        let old = snapshot([("a", [1, 2, 3])])
        var new = snapshot([("a", [0, 1, 2, 3])])
        new.reloadItems([2])
        new.reconfigureItems([3])
        let b = DiffableBatch.between(old, new)
        #expect(b.reloadedItems == [ip(0, 1)])       // 2 before the update
        #expect(b.reconfiguredItems == [ip(0, 3)])   // 3 after it
        #expect(b.insertedItems == [ip(0, 0)])
    }

    @Test func aReloadedSectionIsReloadedNotDiffed() {
        let old = snapshot([("a", [1, 2]), ("b", [3])])
        var new = snapshot([("a", [2, 1, 9]), ("b", [3])])
        new.reloadSections(["a"])
        let b = DiffableBatch.between(old, new)
        #expect(b.reloadedSections == IndexSet([0]))
        #expect(b.movedItems.isEmpty && b.insertedItems.isEmpty)
    }

    @Test func longestIncreasingRunOfAnOrderedListIsEverything() {
        #expect(DiffableBatch.longestIncreasingRun([0, 1, 2, 3]) == [0, 1, 2, 3])
        #expect(DiffableBatch.longestIncreasingRun([3, 2, 1, 0]).count == 1)
        #expect(DiffableBatch.longestIncreasingRun([5, 0, 2, 1, 4, 3]).count == 3)
    }
}
