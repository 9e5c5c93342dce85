import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// UICollectionView: lazy data, views only for the visible rect, reuse, queries, selection (SPEC-NEXT §3.1, §3.8).
@Suite(.serialized) @MainActor struct UICollectionViewTests {
    @Test func reloadDataOnlyMarksTheViewAndTheNextLayoutAsks() {
        let (cv, _, log) = makeCollectionView([2, 1])
        log.logsData = true
        cv.reloadData()
        #expect(log.log.isEmpty)
        cv.layoutIfNeeded()
        #expect(log.log == ["numberOfSections", "numberOfItems(0)", "numberOfItems(1)",
                            "cellForItem(0,0)", "cellForItem(0,1)", "cellForItem(1,0)"])
    }

    @Test func cellsExistOnlyForTheVisibleRectAndTheOverscan() {
        // 100 items, 5 a row, rows 60 apart (row r at 60r); 480 high with 50 of overscan: rows 0…8 (row 8 at
        // 480 is in the overscan), 45 cells; 40 of them on screen.
        let (cv, _, _) = makeCollectionView([100])
        cv.layoutIfNeeded()
        #expect(cv.subviews.filter { $0 is CountingItemCell && !$0.isHidden }.count == 45)
        #expect(cv.visibleCells.count == 40)
        #expect(Set(cv.indexPathsForVisibleItems.map(\.item)) == Set(0..<40))
        #expect(cv.contentSize == CGSize(width: 320, height: 1190))
        // At 300 the prepared rect is 250…830: rows 4 (240–290) to 13 (780–830 starts before 830), 50 cells.
        cv.contentOffset = CGPoint(x: 0, y: 300)
        cv.layoutIfNeeded()
        let live = cv.subviews.compactMap { $0 as? CountingItemCell }.filter { !$0.isHidden }
        #expect(live.count == 50)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 20, section: 0)) != nil)
        #expect(cv.cellForItem(at: IndexPath(item: 69, section: 0)) != nil)
        #expect(cv.cellForItem(at: IndexPath(item: 70, section: 0)) == nil)
    }

    @Test func aCellScrolledOutIsTheOneHandedBackAfterPrepareForReuse() {
        let (cv, _, _) = makeCollectionView([100])
        CountingItemCell.made = 0
        cv.layoutIfNeeded()
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! CountingItemCell
        #expect(CountingItemCell.made == 45)
        cv.contentOffset = CGPoint(x: 0, y: 300)
        cv.layoutIfNeeded()
        // Rows 0…3 (20 cells) left and rows 9…13 (25) came: 20 recycled, 5 made.
        #expect(CountingItemCell.made == 50)
        let live = cv.subviews.compactMap { $0 as? CountingItemCell }.filter { !$0.isHidden }
        #expect(live.filter { $0.reuses == 1 }.count == 20)
        #expect(live.contains { $0 === first })
        #expect(first.reuses == 1)
        #expect(cv.indexPath(for: first).map { $0.item >= 45 } == true)
    }

    @Test func displayCallsFollowTheCellsThatEnterAndLeave() {
        let (cv, _, log) = makeCollectionView([100])
        cv.layoutIfNeeded()
        log.logsDisplay = true
        cv.contentOffset = CGPoint(x: 0, y: 70)
        cv.layoutIfNeeded()
        // Prepared rect 20…600: row 0 (0–50) stays; row 9 (540–590) enters.
        #expect(log.log == (45..<50).map { "willDisplay(\($0))" })
        log.log = []
        cv.contentOffset = CGPoint(x: 0, y: 130)
        cv.layoutIfNeeded()
        // 80…660: row 0 leaves, row 10 (600–650) enters.
        #expect(log.log.filter { $0.hasPrefix("didEnd") }.sorted() == (0..<5).map { "didEndDisplaying(\($0))" })
        #expect(log.log.filter { $0.hasPrefix("will") } == (50..<55).map { "willDisplay(\($0))" })
    }

    @Test func geometryQueries() {
        let (cv, _, _) = makeCollectionView([100])
        cv.layoutIfNeeded()
        #expect(cv.indexPathForItem(at: CGPoint(x: 80, y: 70)) == IndexPath(item: 6, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 55, y: 70)) == nil) // between items
        #expect(cv.numberOfSections == 1 && cv.numberOfItems(inSection: 0) == 100)
        cv.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == 600)
        cv.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == 710) // clamped to the end: 1190 − 480
        cv.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
        #expect(cv.contentOffset.y == 385) // item centre 625 − half of 480
    }

    @Test func unregisteredIdentifierTrapsWithApplesText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
                _ = cv.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func selectItemAndDeselectItemCallNoDelegateMethod() {
        let (cv, _, log) = makeCollectionView([10])
        cv.layoutIfNeeded()
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        cv.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
        cv.allowsMultipleSelection = true
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
        cv.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(log.log.isEmpty)
    }

    @Test func aTapHighlightsThenSelectsInApplesOrder() {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        defer { stage.close(); clock.end() }
        let (cv, _, log) = makeCollectionView([10])
        stage.window.addSubview(cv)
        UIHeadless.runLoopTurn()
        cv.layoutIfNeeded()
        func tap(_ p: CGPoint) {
            UIHeadless.touchDown(at: p, in: stage.window)
            UIHeadless.advance(by: 0.05)
            UIHeadless.touchUp()
        }
        tap(CGPoint(x: 25, y: 25)) // item 0
        #expect(log.log == ["shouldHighlight(0)", "didHighlight(0)", "didUnhighlight(0)", "shouldSelect(0)", "didSelect(0)"])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
        log.log = []
        tap(CGPoint(x: 90, y: 25)) // item 1 (67.5–117.5)
        #expect(log.log == ["shouldHighlight(1)", "didHighlight(1)", "didUnhighlight(1)", "shouldSelect(1)", "didDeselect(0)", "didSelect(1)"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        log.log = []
        cv.allowsMultipleSelection = true
        tap(CGPoint(x: 90, y: 25))
        #expect(log.log == ["shouldHighlight(1)", "didHighlight(1)", "didUnhighlight(1)", "shouldDeselect(1)", "didDeselect(1)"])
        #expect(cv.indexPathsForSelectedItems == nil)
    }

    @Test func aCustomLayoutIsDrivenPrepareThenSizeThenElements() {
        final class Grid: UICollectionViewLayout {
            var log: [String] = []
            override func prepare() { log.append("prepare") }
            override var collectionViewContentSize: CGSize { log.append("contentSize"); return CGSize(width: 100, height: 1000) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                log.append("elements(\(Int(rect.minY))…\(Int(rect.maxY)))")
                return (0..<10).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 100, height: 100)
                return a
            }
        }
        let grid = Grid()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 250), collectionViewLayout: grid)
        cv.register(CountingItemCell.self, forCellWithReuseIdentifier: "cell")
        let data = CollectionLog([10])
        cv.dataSource = data
        cv.layoutIfNeeded()
        #expect(grid.collectionView === cv)
        #expect(grid.log == ["prepare", "contentSize", "elements(-50…300)"])
        #expect(cv.contentSize == CGSize(width: 100, height: 1000))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        grid.log = []
        cv.contentOffset = CGPoint(x: 0, y: 100) // no invalidation by default: no prepare
        cv.layoutIfNeeded()
        #expect(grid.log == ["elements(50…400)"])
    }

    @Test func attributesCopyKeepsEveryValueAndTheClass() {
        final class Tinted: UICollectionViewLayoutAttributes {}
        let a = Tinted(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 2))
        a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        a.alpha = 0.5
        a.zIndex = 3
        let b = a.copy() as! UICollectionViewLayoutAttributes
        #expect(b is Tinted)
        #expect(b.frame == a.frame && b.center == CGPoint(x: 25, y: 40) && b.alpha == 0.5 && b.zIndex == 3)
        #expect(b.representedElementCategory == .supplementaryView && b.representedElementKind == "badge")
        #expect(b.isEqual(a) && b !== a)
        b.alpha = 1
        #expect(a.alpha == 0.5)
    }
}
