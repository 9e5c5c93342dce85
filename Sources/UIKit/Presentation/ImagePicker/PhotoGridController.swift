import Foundation
import UniformTypeIdentifiers

/// The photo pickers' grid of the library's images (UIImagePickerController's, and PhotosUI's
/// PHPickerViewController's): square thumbnails four to a row, oldest first and scrolled to the newest at the
/// bottom, as Photos shows them; Cancel on the left. With a selection limit of 1 a tap picks; otherwise taps
/// choose items (a blue badge, numbered when `numbersSelection`) and Add on the right gives them.
@MainActor
package final class PhotoGridController: UICollectionViewController {
    private enum Metrics {
        // ⚠ The iOS 17 photo picker on an iPhone: four columns, 2 pt apart; PHPicker's zoomIn()/zoomOut() step
        // between three and five.
        static let columns = 4
        static let columnRange = 3...5
        static let spacing: CGFloat = 2
        static let title = "Photos"
        static let emptyText = "No Photos or Videos"
        // ⚠ The multiple-selection picker's title once items are chosen, and its confirming button.
        static func selectedTitle(_ count: Int) -> String { "\(count) Selected" }
        static let add = "Add"
    }

    /// The number of columns, shared with the layout's section provider (made before the controller exists).
    private final class Columns {
        var count = Metrics.columns
    }

    private static let reuseIdentifier = "photo"
    private let columns = Columns()
    package let images: [URL]
    /// Thumbnails made so far, by item, at the side they were made for; a grid shows few rows at once, and a
    /// library's files can be large.
    private var thumbnails: [Int: UIImage] = [:]
    private var scrolledToEnd = false

    /// Cancel was tapped.
    package var cancelHandler: (() -> Void)?
    /// An item was tapped with a selection limit of 1 (its file).
    package var pickHandler: ((URL) -> Void)?
    /// The chosen items changed (their files, in the order they were chosen); for pickers that report as it goes.
    package var selectionHandler: (([URL]) -> Void)?
    /// Add was tapped (the chosen items' files, in the order they were chosen).
    package var addHandler: (([URL]) -> Void)?
    /// Whether a tap picks its item at once (the image picker's way, and PHPicker's with a limit of 1);
    /// otherwise taps choose items and the grid shows Add.
    package var picksWithOneTap = true {
        didSet { if isViewLoaded { updateSelectionChrome() } }
    }
    /// How many items may be chosen (0: no limit); with 1, choosing another item replaces the choice.
    package var selectionLimit = 1
    /// Whether the chosen items' badges show their order (1, 2, 3…) rather than a check mark.
    package var numbersSelection = false
    /// Whether Add is shown when several items may be chosen (not for pickers that report as they go).
    package var showsAddButton = true
    /// The chosen items, in the order they were chosen.
    package private(set) var chosenItems: [Int] = []

    /// The image picker's grid: the library's images when its media types include images.
    convenience init(picker: UIImagePickerController) {
        self.init(images: picker.mediaTypes.contains(UTType.image.identifier) ? PhotoLibrary.images() : [])
    }

    package init(images: [URL]) {
        self.images = images
        let columns = columns
        // Compositional, not flow: a flow layout spreads the items of a short last row across it.
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let side = Self.side(forWidth: environment.container.effectiveContentSize.width, columns: columns.count)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(side),
                                                                                 heightDimension: .absolute(side)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
                subitem: item, count: columns.count)
            group.interItemSpacing = .fixed(Metrics.spacing)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = Metrics.spacing
            return section
        }
        super.init(collectionViewLayout: layout)
        title = Metrics.title
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.cancelHandler?()
        })
    }

    required init?(coder: NSCoder) { nil }

    /// The number of columns (4 unless zoomed).
    package var columnCount: Int { columns.count }

    /// Bigger thumbnails (fewer columns), down to the fewest; false when already there.
    @discardableResult
    package func zoomIn() -> Bool { setColumns(columns.count - 1) }

    /// Smaller thumbnails (more columns), up to the most; false when already there.
    @discardableResult
    package func zoomOut() -> Bool { setColumns(columns.count + 1) }

    private func setColumns(_ count: Int) -> Bool {
        guard Metrics.columnRange.contains(count), count != columns.count else { return false }
        columns.count = count
        thumbnails.removeAll()
        if isViewLoaded {
            collectionView.collectionViewLayout.invalidateLayout()
            collectionView.reloadData()
        }
        return true
    }

    /// The chosen items' files, in the order they were chosen.
    package var chosenFiles: [URL] { chosenItems.map { images[$0] } }

    /// Add and the title for the current choice: "Photos" and a disabled Add until something is chosen.
    private func updateSelectionChrome() {
        guard !picksWithOneTap else {
            navigationItem.rightBarButtonItem = nil
            title = Metrics.title
            return
        }
        if showsAddButton {
            if navigationItem.rightBarButtonItem == nil {
                let add = UIBarButtonItem(primaryAction: UIAction(title: Metrics.add) { [weak self] _ in
                    guard let self else { return }
                    self.addHandler?(self.chosenFiles)
                })
                add.style = .done
                navigationItem.rightBarButtonItem = add
            }
            navigationItem.rightBarButtonItem?.isEnabled = !chosenItems.isEmpty
        }
        title = chosenItems.isEmpty ? Metrics.title : Metrics.selectedTitle(chosenItems.count)
    }

    /// Chooses or unchooses an item; a choice past the limit is refused.
    package func toggleChoice(of item: Int) {
        if let index = chosenItems.firstIndex(of: item) {
            chosenItems.remove(at: index)
        } else {
            if selectionLimit == 1 { chosenItems.removeAll() }
            guard selectionLimit == 0 || chosenItems.count < selectionLimit else { return }
            chosenItems.append(item)
        }
        updateSelectionChrome()
        refreshBadges()
        selectionHandler?(chosenFiles)
    }

    /// Chooses an item without telling anyone (a choice made before the grid is shown), within the limit.
    package func choose(_ item: Int) {
        guard !chosenItems.contains(item), selectionLimit == 0 || chosenItems.count < selectionLimit else { return }
        chosenItems.append(item)
        if isViewLoaded {
            updateSelectionChrome()
            refreshBadges()
        }
    }

    /// Unchooses the items showing these files.
    package func unchoose(_ files: [URL]) {
        let before = chosenItems
        chosenItems.removeAll { files.contains(images[$0]) }
        guard chosenItems != before else { return }
        updateSelectionChrome()
        refreshBadges()
    }

    /// Puts the chosen item showing `file` after the one showing `after` (first when nil).
    package func moveChoice(of file: URL, after: URL?) {
        guard let item = images.firstIndex(of: file), let from = chosenItems.firstIndex(of: item) else { return }
        chosenItems.remove(at: from)
        if let after, let afterItem = images.firstIndex(of: after), let index = chosenItems.firstIndex(of: afterItem) {
            chosenItems.insert(item, at: index + 1)
        } else {
            chosenItems.insert(item, at: 0)
        }
        refreshBadges()
    }

    private func refreshBadges() {
        guard isViewLoaded else { return }
        for case let cell as PhotoGridCell in collectionView.visibleCells {
            guard let indexPath = collectionView.indexPath(for: cell) else { continue }
            configureBadge(of: cell, item: indexPath.item)
        }
    }

    private func configureBadge(of cell: PhotoGridCell, item: Int) {
        if let index = chosenItems.firstIndex(of: item) {
            cell.badge = numbersSelection ? .number(index + 1) : .check
        } else {
            cell.badge = nil
        }
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        updateSelectionChrome()
        if images.isEmpty {
            var empty = UIContentUnavailableConfiguration.empty()
            empty.text = Metrics.emptyText
            contentUnavailableConfiguration = empty
        }
    }

    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !scrolledToEnd, !images.isEmpty, collectionView.bounds.width > 0 {
            scrolledToEnd = true
            collectionView.layoutIfNeeded()
            collectionView.scrollToItem(at: IndexPath(item: images.count - 1, section: 0), at: .bottom, animated: false)
        }
    }

    /// A square's side: the columns 2 pt apart across the width.
    private static func side(forWidth width: CGFloat, columns: Int) -> CGFloat {
        // Not rounded: the group spreads its `count` items across its width, so a rounded height would make
        // the squares oblong.
        let count = CGFloat(columns)
        return max(1, (width - (count - 1) * Metrics.spacing) / count)
    }

    package override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { images.count }

    package override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        if let cell = cell as? PhotoGridCell {
            cell.imageView.image = thumbnail(at: indexPath.item, side: cell.bounds.width)
            configureBadge(of: cell, item: indexPath.item)
        }
        cell.accessibilityLabel = images[indexPath.item].deletingPathExtension().lastPathComponent
        return cell
    }

    package override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        // A file that does not decode is not picked (its cell shows nothing).
        guard UIImage(contentsOfFile: images[indexPath.item].path) != nil else { return }
        if picksWithOneTap {
            pickHandler?(images[indexPath.item])
        } else {
            toggleChoice(of: indexPath.item)
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
