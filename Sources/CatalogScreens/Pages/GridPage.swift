import UIKit

/// SPEC-NEXT §3.8–3.9: a collection view with a compositional layout — a row of "Featured" cards that scrolls
/// sideways a card at a time (an orthogonal section, `.groupPaging`) over a grid of fourths — fed by a diffable
/// data source whose shuffle animates.
@MainActor
final class GridPageViewController: CatalogPageViewController {
    enum Section: Int, Sendable { case row, grid }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private var gridItems = Array(1...12)

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("A compositional layout fed by a diffable data source", at: CGPoint(x: 20, y: 14), width: 640, in: c)
        c.addSubview(makeButton("Shuffle", frame: CGRect(x: 680, y: 8, width: 100, height: 28)) { [weak self] in self?.shuffle() })

        let layout = UICollectionViewCompositionalLayout { index, _ in
            if index == Section.row.rawValue {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(240), heightDimension: .absolute(110)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20)
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 4), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(86)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 10, trailing: 15)
            return section
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 44, width: 800, height: 492), collectionViewLayout: layout)
        collectionView = cv
        let tile = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, indexPath, item in
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            let row = indexPath.section == Section.row.rawValue
            let colours: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal]
            cell.contentView.backgroundColor = row ? colours[item % colours.count] : .secondarySystemBackground
            cell.contentView.layer.cornerRadius = 10
            let text = row ? "Featured \(item - 100)" : "\(item)"
            let label = makeLabel(text, frame: cell.contentView.bounds, size: row ? 17 : 22, weight: .semibold,
                                  color: row ? .white : .label, alignment: .center)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(label)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
        }
        c.addSubview(cv)
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.row, .grid])
        snapshot.appendItems(Array(101...106), toSection: .row)
        snapshot.appendItems(gridItems, toSection: .grid)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Reorders the grid (a fixed permutation, so the tour's picture is the same every time) and applies it
    /// as moves that animate.
    func shuffle() {
        gridItems = stride(from: 0, to: gridItems.count, by: 2).map { gridItems[$0] } + stride(from: 1, to: gridItems.count, by: 2).map { gridItems[$0] }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(snapshot.itemIdentifiers(inSection: .grid))
        snapshot.appendItems(gridItems, toSection: .grid)
        dataSource.apply(snapshot)
    }
}
