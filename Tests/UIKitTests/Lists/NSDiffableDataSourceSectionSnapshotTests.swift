import Foundation
import Testing
@testable import UIKit

/// Outlines in one section: parents, levels, expand and collapse (iOS 14).
@Suite @MainActor struct NSDiffableDataSourceSectionSnapshotTests {
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["fruit", "veg"])
        s.append(["apple", "pear"], to: "fruit")
        s.append(["cox"], to: "apple")
        s.append(["leek"], to: "veg")
        return s
    }

    @Test func collapsedParentsHideTheirDescendants() {
        var s = outline()
        #expect(s.items == ["fruit", "apple", "cox", "pear", "veg", "leek"])
        #expect(s.rootItems == ["fruit", "veg"])
        #expect(s.visibleItems == ["fruit", "veg"])
        s.expand(["fruit"])
        #expect(s.visibleItems == ["fruit", "apple", "pear", "veg"])
        s.expand(["apple"])
        #expect(s.visibleItems == ["fruit", "apple", "cox", "pear", "veg"])
        #expect(s.isVisible("cox") && !s.isVisible("leek"))
        s.collapse(["fruit"])
        #expect(s.visibleItems == ["fruit", "veg"])
        #expect(s.isExpanded("apple")) // its own state stays
        #expect(!s.isVisible("cox"))
    }

    @Test func levelsParentsAndIndexes() {
        let s = outline()
        #expect(s.level(of: "fruit") == 0 && s.level(of: "apple") == 1 && s.level(of: "cox") == 2)
        #expect(s.parent(of: "cox") == "apple" && s.parent(of: "veg") == nil)
        #expect(s.index(of: "pear") == 3)
        #expect(s.snapshot(of: "fruit").items == ["apple", "cox", "pear"])
        #expect(s.snapshot(of: "fruit", includingParent: true).rootItems == ["fruit"])
    }

    @Test func deletingAParentDeletesItsSubtreeAndInsertsAreSiblings() {
        var s = outline()
        s.insert(["plum"], after: "apple")
        #expect(s.parent(of: "plum") == "fruit")
        #expect(s.items == ["fruit", "apple", "cox", "plum", "pear", "veg", "leek"])
        s.delete(["apple"])
        #expect(!s.contains("cox"))
        #expect(s.items == ["fruit", "plum", "pear", "veg", "leek"])
    }

    @Test func duplicatesTrapWithApplesText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var s = NSDiffableDataSourceSectionSnapshot<Int>()
                s.append([1, 2])
                s.append([2], to: 1)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    2\n)}"))
    }

    @Test func applyingAnOutlineShowsItsVisibleItems() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
        let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var s = outline()
        ds.apply(s, to: 0, animatingDifferences: false)
        #expect(ds.snapshot().itemIdentifiers == ["fruit", "veg"])
        s.expand(["veg"])
        ds.apply(s, to: 0, animatingDifferences: false)
        #expect(ds.snapshot().itemIdentifiers == ["fruit", "veg", "leek"])
        #expect(ds.lastAppliedBatch.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(ds.snapshot(for: 0).isExpanded("veg"))
    }
}
