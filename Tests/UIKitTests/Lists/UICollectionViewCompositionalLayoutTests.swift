import Foundation
import Testing
@testable import UIKit

/// Compositional layout frames, worked out by hand (SPEC-NEXT §3.8).
@Suite @MainActor struct UICollectionViewCompositionalLayoutTests {
    private func make(_ layout: UICollectionViewLayout, counts: [Int]) -> (UICollectionView, CollectionLog) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        let log = CollectionLog(counts)
        cv.dataSource = log
        return (cv, log)
    }

    @Test func aGridOfThirdsWithInsetsAndSpacing() {
        // Section insets 10 all round leave 300; a group of 3 items of a third (100 × 100), each item inset by 5;
        // groups 100 high, 8 apart.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 8
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        let (cv, log) = make(UICollectionViewCompositionalLayout(section: section), counts: [4])
        defer { withExtendedLifetime(log) {} }
        // Header 10…310 × 0…40 (it follows the content insets), groups from 50.
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 0, width: 300, height: 40))
        #expect(cv.itemFrame(0) == CGRect(x: 15, y: 55, width: 90, height: 90))
        #expect(cv.itemFrame(2) == CGRect(x: 215, y: 55, width: 90, height: 90))
        #expect(cv.itemFrame(3) == CGRect(x: 15, y: 163, width: 90, height: 90))
        // 40 + 10 + 100 + 8 + 100 + 10.
        #expect(cv.contentSize == CGSize(width: 320, height: 268))
    }

    @Test func countGroupsShareTheirLengthAndProvidersChoosePerSection() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            #expect(environment.container.contentSize.width == 320)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group: NSCollectionLayoutGroup
            if index == 0 {
                group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: 4)
                group.interItemSpacing = .fixed(20)
            } else {
                group = .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(60)), subitem: item, count: 2)
            }
            let section = NSCollectionLayoutSection(group: group)
            if index == 1 { section.orthogonalScrollingBehavior = .continuous; section.interGroupSpacing = 10 }
            return section
        }
        let (cv, log) = make(layout, counts: [4, 4])
        defer { withExtendedLifetime(log) {} }
        // (320 − 3·20) / 4 = 65 each.
        #expect(cv.itemFrame(1) == CGRect(x: 85, y: 0, width: 65, height: 50))
        // Section 1 from 50: groups of two 30-high items side by side, 110 apart.
        #expect(cv.itemFrame(1, 1) == CGRect(x: 0, y: 80, width: 100, height: 30))
        #expect(cv.itemFrame(2, 1) == CGRect(x: 110, y: 50, width: 100, height: 30))
        #expect(cv.contentSize == CGSize(width: 320, height: 110))
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
    }
}
