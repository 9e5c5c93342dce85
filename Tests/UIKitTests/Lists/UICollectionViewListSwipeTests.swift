import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Swipe actions of list sections: the configuration's providers give the actions a horizontal drag reveals,
/// with the table's buttons and thresholds.
@Suite(.serialized) @MainActor struct UICollectionViewListSwipeTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func aLeftSwipeRevealsTheTrailingActionsAndATapRunsOne() {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        var log: [String] = []
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.trailingSwipeActionsConfigurationProvider = { ip in
            guard ip.item != 3 else { return nil }
            return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                log.append("delete \(ip.item)")
                done(true)
            }])
        }
        let cv = UICollectionView(frame: stage.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let rows = Rows()
        cv.dataSource = rows
        stage.window.addSubview(cv)
        UIHeadless.runLoopTurn()
        defer { withExtendedLifetime(rows) {}; stage.close(); clock.end() }
        // Item 1 spans y 44…88: 100 pt left in steps of 10 leaves it open past half the 74 pt button.
        UIHeadless.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 200, y: 66), steps: 10, in: stage.window)
        UIHeadless.runLoopTurn()
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        let open = cv.listSwipe?.view.openWidth ?? 0
        #expect(open >= 74)
        #expect(cell.frame.minX == -open)
        #expect(cell.configurationState.isSwiped)
        #expect(log.isEmpty)
        // The button sits in the gap at the trailing edge.
        UIHeadless.touchDown(at: CGPoint(x: 315, y: 66), in: stage.window)
        UIHeadless.touchUp()
        UIHeadless.runLoopTurn()
        stage.forgetTaps()
        #expect(log == ["delete 1"])
        #expect(cell.frame.minX == 0 && cv.listSwipe == nil)
        // An item without actions does not swipe: the drag leaves it in place.
        UIHeadless.drag(from: CGPoint(x: 300, y: 154), to: CGPoint(x: 200, y: 154), steps: 10, in: stage.window)
        UIHeadless.runLoopTurn()
        #expect(cv.listSwipe == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 0)
    }

    @Test func aTapElsewhereClosesTheOpenItemWithoutSelecting() {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.leadingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
        }
        let cv = UICollectionView(frame: stage.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let rows = Rows()
        cv.dataSource = rows
        stage.window.addSubview(cv)
        UIHeadless.runLoopTurn()
        defer { withExtendedLifetime(rows) {}; stage.close(); clock.end() }
        // A rightward drag on item 0 opens the leading action.
        UIHeadless.drag(from: CGPoint(x: 20, y: 22), to: CGPoint(x: 120, y: 22), steps: 10, in: stage.window)
        UIHeadless.runLoopTurn()
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cell.frame.minX > 0)
        UIHeadless.touchDown(at: CGPoint(x: 200, y: 200), in: stage.window)
        UIHeadless.touchUp()
        UIHeadless.advance(by: 0.2)
        UIHeadless.runLoopTurn()
        #expect(cv.listSwipe == nil && cell.frame.minX == 0)
        #expect(cv.indexPathsForSelectedItems == nil)
    }
}
