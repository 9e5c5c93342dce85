import Foundation
import UniformTypeIdentifiers

/// The image picker's grid of the library's images: square thumbnails four to a row, oldest first and scrolled
/// to the newest at the bottom, as Photos shows them; Cancel on the left. A tap picks (or crops first).
@MainActor
final class PhotoGridController: UICollectionViewController {
    private enum Metrics {
        // ⚠ The iOS 17 photo picker on an iPhone: four columns, 2 pt apart.
        static let columns: CGFloat = 4
        static let spacing: CGFloat = 2
        static let title = "Photos"
        static let emptyText = "No Photos or Videos"
    }

    private static let reuseIdentifier = "photo"
    private weak var picker: UIImagePickerController?
    let images: [URL]
    /// Thumbnails made so far, by item, at the side they were made for; a grid shows few rows at once, and a
    /// library's files can be large.
    private var thumbnails: [Int: UIImage] = [:]
    private var scrolledToEnd = false

    init(picker: UIImagePickerController) {
        self.picker = picker
        images = picker.mediaTypes.contains(UTType.image.identifier) ? PhotoLibrary.images() : []
        // Compositional, not flow: a flow layout spreads the items of a short last row across it.
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let side = Self.side(forWidth: environment.container.effectiveContentSize.width)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(side),
                                                                                 heightDimension: .absolute(side)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
                subitem: item, count: Int(Metrics.columns))
            group.interItemSpacing = .fixed(Metrics.spacing)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = Metrics.spacing
            return section
        }
        super.init(collectionViewLayout: layout)
        title = Metrics.title
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.picker?.cancel()
        })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        if images.isEmpty {
            var empty = UIContentUnavailableConfiguration.empty()
            empty.text = Metrics.emptyText
            contentUnavailableConfiguration = empty
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !scrolledToEnd, !images.isEmpty, collectionView.bounds.width > 0 {
            scrolledToEnd = true
            collectionView.layoutIfNeeded()
            collectionView.scrollToItem(at: IndexPath(item: images.count - 1, section: 0), at: .bottom, animated: false)
        }
    }

    /// A square's side: four columns 2 pt apart across the width, in whole points.
    private static func side(forWidth width: CGFloat) -> CGFloat {
        max(1, ((width - (Metrics.columns - 1) * Metrics.spacing) / Metrics.columns).rounded(.down))
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { images.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        (cell as? PhotoGridCell)?.imageView.image = thumbnail(at: indexPath.item, side: cell.bounds.width)
        cell.accessibilityLabel = images[indexPath.item].deletingPathExtension().lastPathComponent
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        let url = images[indexPath.item]
        // A file that does not decode is not picked (its cell shows nothing).
        guard let picker, let image = UIImage(contentsOfFile: url.path) else { return }
        if picker.allowsEditing {
            picker.pushViewController(PhotoCropController(picker: picker, url: url, image: image), animated: true)
        } else {
            picker.finish(picking: url, image: image, crop: nil)
        }
    }

    /// The image at `item` drawn once to fill a square of `side` points (its middle, as Photos crops).
    private func thumbnail(at item: Int, side: CGFloat) -> UIImage? {
        if let made = thumbnails[item], made.size.width == side { return made }
        guard side > 0, let image = UIImage(contentsOfFile: images[item].path), image.size.width > 0, image.size.height > 0
        else { return nil }
        let scale = max(side / image.size.width, side / image.size.height)
        let drawn = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let made = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            image.draw(in: CGRect(x: (side - drawn.width) / 2, y: (side - drawn.height) / 2, width: drawn.width, height: drawn.height))
        }
        thumbnails[item] = made
        return made
    }
}
