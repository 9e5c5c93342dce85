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

/// Cells of estimated height in a compositional layout measure themselves (SPEC-NEXT §3.8 `.estimated`).
@Suite @MainActor struct UICollectionViewCompositionalSelfSizingTests {
    /// A cell whose content view holds one view of a fixed height, pinned top and bottom.
    final class TallCell: UICollectionViewCell {
        let box = UIView()
        var heightConstraint: NSLayoutConstraint!
        override init(frame: CGRect) {
            super.init(frame: frame)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            heightConstraint = box.heightAnchor.constraint(equalToConstant: 44)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 10),
                heightConstraint,
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let heights: [CGFloat]
        init(_ heights: [CGFloat]) { self.heights = heights }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath) as! TallCell
            cell.heightConstraint.constant = heights[indexPath.item]
            return cell
        }
    }

    @Test func rowsOfEstimatedHeightTakeTheHeightTheirCellsMeasure() {
        // Rows of two half-width items estimated at 50: heights 80 and 30 make a row of 80; 20 and 20 one of 20.
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.register(TallCell.self, forCellWithReuseIdentifier: "tall")
        let source = Source([80, 30, 20, 20])
        cv.dataSource = source
        cv.layoutIfNeeded()
        defer { withExtendedLifetime(source) {} }
        #expect(cv.itemFrame(0) == CGRect(x: 0, y: 0, width: 160, height: 80))
        #expect(cv.itemFrame(1) == CGRect(x: 160, y: 0, width: 160, height: 30))
        // The second row starts after 80 + 10.
        #expect(cv.itemFrame(2) == CGRect(x: 0, y: 90, width: 160, height: 20))
        #expect(cv.contentSize.height == 110)
    }
}
