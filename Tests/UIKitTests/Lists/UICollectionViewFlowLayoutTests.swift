import Foundation
import Testing
@testable import UIKit

/// UICollectionViewFlowLayout frames (SPEC-NEXT §3.8), worked out by hand.
@Suite @MainActor struct UICollectionViewFlowLayoutTests {
    @Test func defaultsAreApples() {
        let l = UICollectionViewFlowLayout()
        #expect(l.itemSize == CGSize(width: 50, height: 50))
        #expect(l.minimumLineSpacing == 10 && l.minimumInteritemSpacing == 10)
        #expect(l.sectionInset == .zero && l.headerReferenceSize == .zero && l.footerReferenceSize == .zero)
        #expect(l.estimatedItemSize == .zero && l.scrollDirection == .vertical)
        #expect(!l.sectionHeadersPinToVisibleBounds && l.sectionInsetReference == .fromContentInset)
        #expect(UICollectionView.ScrollDirection.horizontal.rawValue == 1)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    }

    @Test func aLineTakesWhatFitsAndSpreadsItAcrossTheWidth() {
        // 320 wide, 50-wide items at least 10 apart: 5 fit (5·50 + 4·10 = 290 ≤ 320, 6 need 350), spread with
        // (320 − 250) / 4 = 17.5 between them; lines 50 + 10 apart.
        let (cv, _, _) = makeCollectionView([7])
        #expect(cv.itemFrame(0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(cv.itemFrame(1) == CGRect(x: 67.5, y: 0, width: 50, height: 50))
        #expect(cv.itemFrame(4) == CGRect(x: 270, y: 0, width: 50, height: 50))
        // The second line's two items touch both edges.
        #expect(cv.itemFrame(5) == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(cv.itemFrame(6) == CGRect(x: 270, y: 60, width: 50, height: 50))
        #expect(cv.contentSize == CGSize(width: 320, height: 110))
    }

    @Test func aLineOfOneItemIsCentred() {
        let (cv, _, _) = makeCollectionView([6])
        #expect(cv.itemFrame(5) == CGRect(x: 135, y: 60, width: 50, height: 50))
    }

    @Test func headersInsetsAndSections() {
        // Insets 10/20/10/20 leave 280: two 100-wide items a line ((280 − 200) apart), a third alone centred at
        // 20 + (280 − 100) / 2 = 110. Section 0: header 0–30, lines at 40 and 90, bottom inset to 140.
        let (cv, _, _) = makeCollectionView([3, 2]) { l in
            l.itemSize = CGSize(width: 100, height: 40)
            l.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            l.headerReferenceSize = CGSize(width: 0, height: 30)
        }
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(header?.representedElementCategory == .supplementaryView)
        #expect(cv.itemFrame(0) == CGRect(x: 20, y: 40, width: 100, height: 40))
        #expect(cv.itemFrame(1) == CGRect(x: 200, y: 40, width: 100, height: 40))
        #expect(cv.itemFrame(2) == CGRect(x: 110, y: 90, width: 100, height: 40))
        let header1 = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame == CGRect(x: 0, y: 140, width: 320, height: 30))
        #expect(cv.itemFrame(0, 1) == CGRect(x: 20, y: 180, width: 100, height: 40))
        #expect(cv.contentSize == CGSize(width: 320, height: 230))
    }

    @Test func itemsAreCentredOnTheTallestOfTheirLine() {
        let (cv, _, log) = makeCollectionView([2]) { $0.itemSize = CGSize(width: 100, height: 40) }
        log.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 60)
        cv.collectionViewLayout.invalidateLayout()
        #expect(cv.itemFrame(0) == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(cv.itemFrame(1) == CGRect(x: 220, y: 0, width: 100, height: 60))
    }

    @Test func horizontalFlowFillsColumns() {
        // 200 high: 3 items a column (3·50 + 2·10 = 170), (200 − 150) / 2 = 25 apart; columns 60 apart.
        let (cv, _, _) = makeCollectionView([4], height: 200) { $0.scrollDirection = .horizontal }
        #expect(cv.itemFrame(0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(cv.itemFrame(1) == CGRect(x: 0, y: 75, width: 50, height: 50))
        #expect(cv.itemFrame(2) == CGRect(x: 0, y: 150, width: 50, height: 50))
        #expect(cv.itemFrame(3) == CGRect(x: 60, y: 75, width: 50, height: 50))
        #expect(cv.contentSize == CGSize(width: 110, height: 200))
    }

    @Test func pinnedHeadersFollowTheOffsetWithinTheirSection() {
        // Section 0: header 0–30, 10 rows of 50-high items 10 apart (30 … 620): ends at 620.
        let (cv, _, _) = makeCollectionView([50, 5]) { l in
            l.headerReferenceSize = CGSize(width: 0, height: 30)
            l.sectionHeadersPinToVisibleBounds = true
        }
        cv.layoutIfNeeded()
        cv.contentOffset = CGPoint(x: 0, y: 200)
        cv.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        #expect(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 200)
        cv.contentOffset = CGPoint(x: 0, y: 600)
        cv.layoutIfNeeded()
        // It stops where the section ends: 620 − 30.
        #expect(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 590)
    }

    @Test func aResizeRelaysTheLines() {
        let (cv, _, _) = makeCollectionView([7])
        cv.layoutIfNeeded()
        cv.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        cv.layoutIfNeeded()
        // 200 wide: 3 a line ((200 − 150) / 2 = 25 apart).
        #expect(cv.itemFrame(3) == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(cv.itemFrame(1) == CGRect(x: 75, y: 0, width: 50, height: 50))
    }
}

/// A cell whose content is 80×30 by its constraints.
final class SizingCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 80),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

@Suite @MainActor struct UICollectionViewFlowSelfSizingTests {
    @Test func cellsTakeTheSizeTheirConstraintsGive() {
        // 80-wide items in 320: 3 a line ((320 − 240) / 2 = 40 apart), lines 30 + 10 apart.
        let (cv, _, _) = makeCollectionView([4]) { $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        cv.register(SizingCell.self, forCellWithReuseIdentifier: "cell")
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 240, y: 0, width: 80, height: 30))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 120, y: 40, width: 80, height: 30))
        #expect(cv.contentSize == CGSize(width: 320, height: 70))
    }
}
