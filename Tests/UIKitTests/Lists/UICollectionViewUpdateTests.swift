import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Batch updates, diffable data sources and registrations on a collection view (SPEC-NEXT §3.7, §3.9).
@Suite(.serialized) @MainActor struct UICollectionViewUpdateTests {
    @Test func insertsAndDeletesRefileTheCellsThatStay() {
        let (cv, _, log) = makeCollectionView([10])
        cv.layoutIfNeeded()
        let cell0 = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        let cell3 = cv.cellForItem(at: IndexPath(item: 3, section: 0))
        log.counts = [10]
        cv.performBatchUpdates {
            log.counts = [10]
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
            cv.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        // Deletes first (item 2 of before), then the insert at 0 of after: 0 → 1, 3 → 3.
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === cell0)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === cell3)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) !== cell0)
        #expect(cv.numberOfItems(inSection: 0) == 10)
    }

    @Test func aMoveCarriesItsCell() {
        let (cv, _, _) = makeCollectionView([5])
        cv.layoutIfNeeded()
        let moving = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minX == 270)
    }

    @Test func inconsistentCountsTrapWithApplesText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (cv, _, _) = makeCollectionView([10])
                cv.layoutIfNeeded()
                cv.performBatchUpdates { cv.insertItems(at: [IndexPath(item: 0, section: 0)]) }
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (10) must be equal to the number of items contained in that section before the update (10), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."))
    }

    private func makeDiffable() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in cell.tag = item }
        let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        return (cv, ds)
    }

    @Test func applyingAShuffleMovesTheFewestCellsAndKeepsThem() {
        let (cv, ds) = makeDiffable()
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems([1, 2, 3, 4, 5])
        ds.apply(s, animatingDifferences: false)
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.tag == 3)
        let five = cv.cellForItem(at: IndexPath(item: 4, section: 0))
        var t = NSDiffableDataSourceSnapshot<Int, Int>()
        t.appendSections([0])
        t.appendItems([5, 1, 2, 3, 6])   // 5 moves to the front, 4 goes, 6 comes
        ds.apply(t, animatingDifferences: false)
        let ip = { (i: Int) in IndexPath(item: i, section: 0) }
        #expect(ds.lastAppliedBatch.movedItems == [.init(from: ip(4), to: ip(0))])
        #expect(ds.lastAppliedBatch.deletedItems == [ip(3)])
        #expect(ds.lastAppliedBatch.insertedItems == [ip(4)])
        #expect(cv.cellForItem(at: ip(0)) === five)
        #expect((0..<5).map { cv.cellForItem(at: ip($0))?.tag } == [5, 1, 2, 3, 6])
        #expect(ds.itemIdentifier(for: ip(0)) == 5)
        #expect(ds.indexPath(for: 6) == ip(4))
        #expect(ds.snapshot().itemIdentifiers == [5, 1, 2, 3, 6])
    }

    @Test func anAnimatedApplyMovesCellsOnTheMediaClockThenCompletes() {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        defer { stage.close(); clock.end() }
        let (cv, ds) = makeDiffable()
        stage.window.addSubview(cv)
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems([1, 2])
        ds.apply(s, animatingDifferences: false)
        cv.layoutIfNeeded()
        let one = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        var t = s
        t.moveItem(1, afterItem: 2)
        var done = false
        ds.apply(t) { done = true }
        // Two items a line sit at 0 and 270; the cell of 1 starts where it was and ends at 270.
        #expect(!done)
        UIHeadless.advance(by: 0.35)
        #expect(done)
        #expect(one.frame.minX == 270)
    }

    @Test func registrationsConfigureWithTheItem() {
        let (cv, ds) = makeDiffable()
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems([42])
        ds.applySnapshotUsingReloadData(s)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 42)
    }
}
