import Foundation
import Testing
@testable import UIKit

/// UICollectionViewController and prefetching.
@Suite @MainActor struct UICollectionViewControllerTests {
    final class Grid: UICollectionViewController {
        var selected: [Int] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
    }

    @Test func theControllerIsItsCollectionViewsDataSourceAndDelegate() {
        let layout = UICollectionViewFlowLayout()
        let c = Grid(collectionViewLayout: layout)
        #expect(c.collectionViewLayout === layout)
        let cv = c.collectionView!
        #expect(cv.collectionViewLayout === layout)
        #expect(cv.dataSource === c && cv.delegate === c)
        cv.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        cv.layoutIfNeeded()
        #expect(cv.numberOfItems(inSection: 0) == 12)
        #expect(cv.visibleCells.count == 12)
        cv.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        c.viewWillAppear(false) // clearsSelectionOnViewWillAppear
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(c.selected.isEmpty)
    }

    @MainActor final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            log.append("prefetch \(indexPaths.map(\.item))")
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            log.append("cancel \(indexPaths.map(\.item))")
        }
    }

    @Test func itemsAScreenAheadArePrefetchedOnce() {
        // 100 items, rows of 5 every 60 pt; 480 high. Prepared rect −50…530 holds rows 0…8; a screen ahead,
        // −480…960, adds rows 9 (540) … 15 (900): items 45…79.
        let (cv, _, _) = makeCollectionView([100])
        let p = Prefetcher()
        cv.prefetchDataSource = p
        cv.layoutIfNeeded()
        #expect(p.log == ["prefetch \(Array(45..<80))"])
        p.log = []
        cv.setNeedsLayout()
        cv.layoutIfNeeded()
        #expect(p.log.isEmpty)
    }
}
