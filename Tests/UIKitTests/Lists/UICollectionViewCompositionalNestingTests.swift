import Foundation
import Testing
@testable import UIKit

/// Compositional groups inside groups, and boundary headers pinned to the visible bounds (frames worked out
/// by hand, SPEC-NEXT §3.8).
@Suite @MainActor struct UICollectionViewCompositionalNestingTests {
    private func make(_ layout: UICollectionViewLayout, counts: [Int]) -> (UICollectionView, CollectionLog) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        let log = CollectionLog(counts)
        cv.dataSource = log
        cv.layoutIfNeeded()
        return (cv, log)
    }

    @Test func aGroupInsideAGroupPlacesItsOwnItems() {
        // A 200-high row: a big item on the left half, and on the right half a vertical group of two items of
        // half its height.
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                                      subitems: [small])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                                                     subitems: [big, column])
        let (cv, log) = make(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), counts: [5])
        defer { withExtendedLifetime(log) {} }
        #expect(cv.itemFrame(0) == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(cv.itemFrame(1) == CGRect(x: 160, y: 0, width: 160, height: 100))
        #expect(cv.itemFrame(2) == CGRect(x: 160, y: 100, width: 160, height: 100))
        // The row repeats: item 3 big, item 4 the first of the column.
        #expect(cv.itemFrame(3) == CGRect(x: 0, y: 200, width: 160, height: 200))
        #expect(cv.itemFrame(4) == CGRect(x: 160, y: 200, width: 160, height: 100))
        #expect(cv.contentSize == CGSize(width: 320, height: 400))
    }

    @Test func pinnedHeadersStayInViewUntilTheirSectionEnds() {
        // Two sections of ten 50-high rows under a 40-high pinned header: section 0 spans 0…540, section 1 540…1080.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                                 elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (cv, log) = make(UICollectionViewCompositionalLayout(section: section), counts: [10, 10])
        defer { withExtendedLifetime(log) {} }
        func headerY(_ s: Int) -> CGFloat? {
            cv.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: s))?.frame.minY
        }
        #expect(headerY(0) == 0 && headerY(1) == 540)
        cv.contentOffset = CGPoint(x: 0, y: 200)
        cv.layoutIfNeeded()
        // Held at the top of the visible bounds.
        #expect(headerY(0) == 200)
        #expect(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame.minY == 200)
        // Pushed up by the end of its section: 540 − 40.
        cv.contentOffset = CGPoint(x: 0, y: 520)
        cv.layoutIfNeeded()
        #expect(headerY(0) == 500 && headerY(1) == 540)
        cv.contentOffset = CGPoint(x: 0, y: 600)
        cv.layoutIfNeeded()
        #expect(headerY(1) == 600)
    }
}
