import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Interactive movement in a flow layout: the data source and delegate calls, in Apple's order, and where
/// the cells show meanwhile.
@Suite(.serialized) @MainActor struct UICollectionViewMovementTests {
    @MainActor final class MovingLog: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        var movable = true
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            log.append("canMoveItemAt(\(indexPath.item))")
            return movable
        }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("moveItemAt(\(sourceIndexPath.item), to: \(destinationIndexPath.item))")
        }
        func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
            log.append("target(\(originalIndexPath.item), \(currentIndexPath.item), \(proposedIndexPath.item))")
            return proposedIndexPath
        }
    }

    private func make() -> (UICollectionView, MovingLog) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let log = MovingLog()
        cv.dataSource = log
        cv.delegate = log
        cv.layoutIfNeeded()
        return (cv, log)
    }

    private func centre(_ cv: UICollectionView, _ item: Int) -> CGPoint {
        let f = cv.itemFrame(item)!
        return CGPoint(x: f.midX, y: f.midY)
    }

    @Test func movingItemZeroToTwoAsksOnceAndMovesOnceAtTheEnd() {
        let (cv, log) = make()
        let moving = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(centre(cv, 1))
        let two = centre(cv, 2)
        cv.updateInteractiveMovementTargetPosition(two)
        // Meanwhile the moving cell is filed at item 2, under the finger; the old items 1 and 2 moved up.
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === moving)
        #expect(moving.center == two)
        cv.endInteractiveMovement()
        #expect(log.log == ["canMoveItemAt(0)", "target(0, 0, 1)", "target(0, 1, 2)", "moveItemAt(0, to: 2)"])
        #expect(moving.frame == cv.itemFrame(2))
    }

    @Test func cancellingPutsTheItemBackWithoutTellingTheDataSource() {
        let (cv, log) = make()
        let moving = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(centre(cv, 2))
        cv.cancelInteractiveMovement()
        #expect(log.log == ["canMoveItemAt(0)", "target(0, 0, 2)"])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === moving)
        #expect(moving.frame == cv.itemFrame(0))
    }

    @Test func anItemTheDataSourceHoldsDoesNotMove() {
        let (cv, log) = make()
        log.movable = false
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        cv.updateInteractiveMovementTargetPosition(centre(cv, 3))
        cv.endInteractiveMovement()
        #expect(log.log == ["canMoveItemAt(1)"])
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
    }

    @MainActor final class MovingController: UICollectionViewController {
        var log: [String] = []
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("moveItemAt(\(sourceIndexPath.item), to: \(destinationIndexPath.item))")
        }
    }

    @Test func theControllersLongPressMovesAnItem() {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        defer { stage.close(); clock.end() }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let vc = MovingController(collectionViewLayout: layout)
        #expect(vc.installsStandardGestureForInteractiveMovement)
        vc.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        stage.window.rootViewController = vc
        UIHeadless.runLoopTurn()
        let cv = vc.collectionView!
        let from = cv.convert(centre(cv, 0), to: stage.window), to = cv.convert(centre(cv, 2), to: stage.window)
        UIHeadless.touchDown(at: from, in: stage.window)
        UIHeadless.advance(by: 0.6) // past the long press's half second
        for i in 1...4 {
            UIHeadless.advance(by: 1.0 / 60)
            UIHeadless.touchMove(to: CGPoint(x: from.x + (to.x - from.x) * CGFloat(i) / 4, y: from.y))
        }
        UIHeadless.touchUp()
        #expect(vc.log == ["moveItemAt(0, to: 2)"])
    }
}
