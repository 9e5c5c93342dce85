import Foundation
@testable import UIKit

/// A cell that counts its reuses.
final class CountingItemCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        CountingItemCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate that logs every call.
@MainActor
final class CollectionLog: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var log: [String] = []
    var logsData = false
    var logsDisplay = false
    var sizes: [IndexPath: CGSize] = [:]
    var headerKind: String?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        if logsData { log.append("numberOfSections") }
        return counts.count
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        if logsData { log.append("numberOfItems(\(section))") }
        return counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if logsData { log.append("cellForItem(\(indexPath.section),\(indexPath.item))") }
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if logsData { log.append("supplementary(\(kind == UICollectionView.elementKindSectionHeader ? "header" : kind),\(indexPath.section))") }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { log.append("shouldHighlight(\(indexPath.item))"); return true }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight(\(indexPath.item))") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight(\(indexPath.item))") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { log.append("shouldSelect(\(indexPath.item))"); return true }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { log.append("shouldDeselect(\(indexPath.item))"); return true }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect(\(indexPath.item))") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect(\(indexPath.item))") }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if logsDisplay { log.append("willDisplay(\(indexPath.item))") }
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if logsDisplay { log.append("didEndDisplaying(\(indexPath.item))") }
    }
}

/// Data sources kept alive for tests that drop the returned one.
@MainActor var keptDataSources: [AnyObject] = []

/// A 320×480 collection view with a flow layout, a counting cell class and a logging data source.
@MainActor
func makeCollectionView(_ counts: [Int], width: CGFloat = 320, height: CGFloat = 480,
                        configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (UICollectionView, UICollectionViewFlowLayout, CollectionLog) {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    cv.register(CountingItemCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    let log = CollectionLog(counts)
    keptDataSources.append(log) // the collection view holds its data source weakly, as Apple's does
    cv.dataSource = log
    cv.delegate = log
    return (cv, layout, log)
}

extension UICollectionView {
    /// The frame the layout gives an item.
    @MainActor func itemFrame(_ item: Int, _ section: Int = 0) -> CGRect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
