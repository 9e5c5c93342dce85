import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Orthogonally scrolling compositional sections, frames worked out by hand: a row of five 150 × 100 groups,
/// 10 apart, inset 20 at both ends — groups at x 20, 180, 340, 500, 660, the row 830 long in a 320-wide view —
/// above a vertical section of ten 50-high rows (from y 100).
@Suite(.serialized) @MainActor struct UICollectionViewOrthogonalTests {
    @MainActor final class Fixture {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        let cv: UICollectionView
        let log = CollectionLog([5, 10])

        init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
             handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) {
            let layout = UICollectionViewCompositionalLayout { section, _ in
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                if section == 0 {
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
                    let s = NSCollectionLayoutSection(group: group)
                    s.orthogonalScrollingBehavior = behavior
                    s.visibleItemsInvalidationHandler = handler
                    s.interGroupSpacing = 10
                    s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                    return s
                }
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.dataSource = log
            cv.delegate = log
            stage.window.addSubview(cv)
            UIHeadless.runLoopTurn()
        }

        func frame() { UIHeadless.advance(by: 1.0 / 60) }

        /// A slow drag by `dx`, `dy` from `start` (the pan begins after the first 10 points), held still before
        /// the finger lifts so nothing is flung.
        func drag(from start: CGPoint, dx: CGFloat = 0, dy: CGFloat = 0) {
            UIHeadless.touchDown(at: start, in: stage.window)
            let length = max(abs(dx), abs(dy))
            let steps = Int(length / 10)
            for i in 1...steps {
                frame()
                let f = CGFloat(i) / CGFloat(steps)
                UIHeadless.touchMove(to: CGPoint(x: start.x + dx * f, y: start.y + dy * f))
            }
            UIHeadless.advance(by: 0.2)
            UIHeadless.touchUp()
            cv.layoutIfNeeded()
        }

        /// A cell's frame in the collection view's content coordinates, as shown.
        func shown(_ item: Int, _ section: Int = 0) -> CGRect? {
            cv.cellForItem(at: IndexPath(item: item, section: section)).map { $0.convert($0.bounds, to: cv) }
        }

        var rowOffset: CGFloat { cv.orthogonalScrollers[0]?.contentOffset.x ?? .nan }

        func close() {
            for s in cv.orthogonalScrollers.values { s.stopMotion() }
            cv.stopMotion()
            stage.close()
            clock.end()
        }
    }

    @Test func behavioursHaveApplesRawValues() {
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.none.rawValue == 0)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous.rawValue == 1)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary.rawValue == 2)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.paging.rawValue == 3)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging.rawValue == 4)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
    }

    @Test func theRowLiesSidewaysInAScrollerOfItsOwn() {
        let f = Fixture(.continuous)
        defer { f.close() }
        #expect(f.cv.itemFrame(0) == CGRect(x: 20, y: 0, width: 150, height: 100))
        #expect(f.cv.itemFrame(4) == CGRect(x: 660, y: 0, width: 150, height: 100))
        #expect(f.cv.itemFrame(0, 1) == CGRect(x: 0, y: 100, width: 320, height: 50))
        #expect(f.cv.contentSize == CGSize(width: 320, height: 600))
        let scroller = f.cv.orthogonalScrollers[0]
        #expect(scroller?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(scroller?.contentSize == CGSize(width: 830, height: 100))
        #expect(f.cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === scroller)
        #expect(f.shown(1) == CGRect(x: 180, y: 0, width: 150, height: 100))
        #expect(f.shown(2) == nil) // 340 is past the 320-wide bounds
        #expect(f.cv.indexPathForItem(at: CGPoint(x: 100, y: 50)) == IndexPath(item: 0, section: 0))
    }

    @Test func aSidewaysDragScrollsOnlyTheRow() {
        let f = Fixture(.continuous)
        defer { f.close() }
        f.drag(from: CGPoint(x: 250, y: 50), dx: -110) // the pan begins 10 points in: 100 points of scrolling
        #expect(f.rowOffset == 100)
        #expect(f.cv.contentOffset == .zero)
        #expect(f.shown(0) == CGRect(x: -80, y: 0, width: 150, height: 100))
        #expect(f.shown(2) == CGRect(x: 240, y: 0, width: 150, height: 100))
        #expect(f.shown(3) == nil) // 400
        // The layout's frames stay unscrolled; hit testing follows the row.
        #expect(f.cv.itemFrame(2) == CGRect(x: 340, y: 0, width: 150, height: 100))
        #expect(f.cv.indexPathForItem(at: CGPoint(x: 100, y: 50)) == IndexPath(item: 1, section: 0)) // 200 in the row
        #expect(f.shown(0, 1) == CGRect(x: 0, y: 100, width: 320, height: 50))
    }

    @Test func aTapOnTheScrolledRowSelectsTheItemUnderTheFinger() {
        let f = Fixture(.continuous)
        defer { f.close() }
        f.drag(from: CGPoint(x: 250, y: 50), dx: -110)
        f.log.log = []
        UIHeadless.touchDown(at: CGPoint(x: 100, y: 50), in: f.stage.window) // 200 in the row: item 1
        UIHeadless.touchUp()
        #expect(f.log.log.contains("didSelect(1)"))
        #expect(f.cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func anUpwardDragOnTheRowScrollsTheCollectionView() {
        let f = Fixture(.continuous)
        defer { f.close() }
        f.drag(from: CGPoint(x: 200, y: 90), dy: -60) // 50 points of scrolling
        #expect(f.cv.contentOffset == CGPoint(x: 0, y: 50))
        #expect(f.rowOffset == 0)
        #expect(f.shown(1) == CGRect(x: 180, y: 0, width: 150, height: 100))
        #expect(f.cv.indexPathForItem(at: CGPoint(x: 100, y: 120)) == IndexPath(item: 0, section: 1))
    }

    @Test func pagingSnapsByTheCollectionViewsWidth() {
        let f = Fixture(.paging)
        defer { f.close() }
        f.drag(from: CGPoint(x: 300, y: 50), dx: -210) // 200: past half of 320
        UIHeadless.advance(by: 3)
        #expect(f.rowOffset == 320)
    }

    @Test func groupPagingSnapsToTheNearestGroup() {
        let f = Fixture(.groupPaging)
        defer { f.close() }
        f.drag(from: CGPoint(x: 300, y: 50), dx: -110) // 100: nearer group 1 (160) than group 0 (0)
        UIHeadless.advance(by: 3)
        #expect(f.rowOffset == 160)
        f.drag(from: CGPoint(x: 300, y: 50), dx: -60) // 160 + 50 = 210: group 1 still nearest
        UIHeadless.advance(by: 3)
        #expect(f.rowOffset == 160)
    }

    @Test func theVisibleItemsHandlerSeesTheRowsOffsetAndChangesHowItemsShow() {
        var offsets: [CGPoint] = []
        var seen: Set<Int> = []
        let f = Fixture(.continuous) { items, offset, environment in
            offsets.append(offset)
            #expect(environment.container.contentSize.width == 320)
            for item in items {
                seen.insert(item.indexPath.item)
                if item.indexPath.item == 1 { item.alpha = 0.5 }
            }
        }
        defer { f.close() }
        #expect(offsets.last == .zero)
        #expect(seen == [0, 1])
        #expect(f.cv.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
        #expect(f.cv.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
        #expect(f.cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 1) // the layout's own stay
        f.drag(from: CGPoint(x: 250, y: 50), dx: -110)
        #expect(offsets.last == CGPoint(x: 100, y: 0))
        #expect(seen == [0, 1, 2])
    }

    @Test func snapTargetsOfEachBehaviour() {
        // Groups 150 wide, 10 apart, from 20 in a 320-wide row; the furthest offset is 830 - 320 = 510.
        func row(_ b: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> OrthogonalRow {
            OrthogonalRow(frame: CGRect(x: 0, y: 0, width: 320, height: 100), contentWidth: 830, behavior: b,
                          leadingInset: 20, groupWidth: 150, groupCount: 5, interGroupSpacing: 10)
        }
        // groupPaging: group k at k × 160; a flick goes one group on from where the drag began.
        #expect(row(.groupPaging).restingOffset(natural: 600, at: 60, start: 0, velocity: 2, maxOffset: 510) == 160)
        #expect(row(.groupPaging).restingOffset(natural: 0, at: 100, start: 160, velocity: -2, maxOffset: 510) == 0)
        #expect(row(.groupPaging).restingOffset(natural: 500, at: 500, start: 480, velocity: 0, maxOffset: 510) == 480)
        // groupPagingCentered: group k's centre (95 + 160k) in the middle: 160k - 65, clamped at 0.
        #expect(row(.groupPagingCentered).restingOffset(natural: 90, at: 90, start: 0, velocity: 0, maxOffset: 510) == 95)
        #expect(row(.groupPagingCentered).restingOffset(natural: 10, at: 10, start: 0, velocity: 0, maxOffset: 510) == 0)
        // continuousGroupLeadingBoundary: the natural rest moved to the nearest group's leading edge.
        #expect(row(.continuousGroupLeadingBoundary).restingOffset(natural: 350, at: 40, start: 0, velocity: 1, maxOffset: 510) == 320)
        #expect(row(.continuousGroupLeadingBoundary).restingOffset(natural: 700, at: 40, start: 0, velocity: 1, maxOffset: 510) == 510)
        // continuous: the scroll view's own rest.
        #expect(row(.continuous).restingOffset(natural: 333, at: 40, start: 0, velocity: 1, maxOffset: 510) == 333)
    }
}
