import Foundation
import UIKit

/// The system's photo picker (iOS 14): a sheet with the library's grid under a bar with Cancel. With a
/// selection limit of 1 a tap picks; otherwise taps choose (a blue badge, numbered for ordered selection),
/// the title counts them, and Add gives them. Cancel, or swiping the sheet away, gives no results. The picker
/// never dismisses itself: its delegate does, as Apple documents.
// Linux: the library is a folder of image files (OPENUIKIT_PHOTO_LIBRARY, else ~/Pictures), not Photos: no
// videos or Live Photos, no albums, no search; asset identifiers are file names (docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController, UserEndedPresentationObserving {
    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    /// Told when the user is done.
    public weak var delegate: (any PHPickerViewControllerDelegate)?

    /// The grid of the library's images, in the picker's navigation controller.
    package let grid: PhotoGridController
    package let navigation: UINavigationController

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        let showsImages = configuration.filter?.admitsImages ?? true
        grid = PhotoGridController(images: showsImages ? PhotoLibrary.images() : [])
        navigation = UINavigationController(rootViewController: grid)
        super.init(nibName: nil, bundle: nil)
        applySelectionLimit(configuration.selectionLimit)
        let ordered = configuration.selection == .ordered || configuration.selection == .continuousAndOrdered
        let continuous = configuration.selection == .continuous || configuration.selection == .continuousAndOrdered
        grid.numbersSelection = ordered
        grid.showsAddButton = !continuous
        grid.cancelHandler = { [weak self] in self?.finish([]) }
        grid.pickHandler = { [weak self] file in self?.finish([file]) }
        grid.addHandler = { [weak self] files in self?.finish(files) }
        grid.selectionHandler = { [weak self] files in
            if continuous { self?.report(files) }
        }
        if configuration.photoLibrary != nil, !grid.picksWithOneTap {
            for identifier in configuration.preselectedAssetIdentifiers {
                if let item = grid.images.firstIndex(where: { $0.lastPathComponent == identifier }), !grid.chosenItems.contains(item) {
                    grid.choose(item)
                }
            }
        }
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    /// Unchooses the assets with these identifiers. Without a photo library in the configuration, or for
    /// identifiers not chosen, nothing happens, as Apple documents.
    public func deselectAssets(withIdentifiers identifiers: [String]) {
        guard configuration.photoLibrary != nil else { return }
        grid.unchoose(identifiers.compactMap(file(identifiedBy:)))
    }

    /// Moves a chosen asset after another in the order of choice (first when `afterAssetWithIdentifier` is nil).
    /// Without a photo library in the configuration, or for an asset not chosen, nothing happens.
    public func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier: String?) {
        guard configuration.photoLibrary != nil, let file = file(identifiedBy: identifier) else { return }
        grid.moveChoice(of: file, after: afterAssetWithIdentifier.flatMap(file(identifiedBy:)))
    }

    /// The library's file an asset identifier names (a file name, in this folder library).
    private func file(identifiedBy identifier: String) -> URL? {
        grid.images.first { $0.lastPathComponent == identifier }
    }

    /// Changes the selection limit (choices past a lower limit stay chosen) or the content margins.
    public func updatePicker(using configuration: PHPickerConfiguration.Update) {
        if let limit = configuration.selectionLimit { applySelectionLimit(limit) }
    }

    /// Scrolls the grid back to where it starts: the newest items, at the bottom.
    public func scrollToInitialPosition() {
        guard !grid.images.isEmpty, grid.isViewLoaded else { return }
        grid.collectionView.scrollToItem(at: IndexPath(item: grid.images.count - 1, section: 0), at: .bottom, animated: false)
    }

    /// Bigger thumbnails: one column fewer (three at the least ⚠).
    public func zoomIn() {
        grid.zoomIn()
    }

    /// Smaller thumbnails: one column more (five at the most ⚠).
    public func zoomOut() {
        grid.zoomOut()
    }

    private func applySelectionLimit(_ limit: Int) {
        let continuous = configuration.selection == .continuous || configuration.selection == .continuousAndOrdered
        // A continuous picker reports each tap, so even with a limit of 1 a tap chooses rather than picks.
        grid.picksWithOneTap = limit == 1 && !continuous
        grid.selectionLimit = max(0, limit)
    }

    // MARK: Reporting

    /// The results for the chosen files: in the order chosen for ordered selection, else the library's.
    private func results(for files: [URL]) -> [PHPickerResult] {
        let ordered = configuration.selection == .ordered || configuration.selection == .continuousAndOrdered
        let files = ordered ? files : files.sorted { (grid.images.firstIndex(of: $0) ?? 0) < (grid.images.firstIndex(of: $1) ?? 0) }
        let identified = configuration.photoLibrary != nil
        return files.map {
            PHPickerResult(itemProvider: NSItemProvider(contentsOf: $0) ?? NSItemProvider(),
                           assetIdentifier: identified ? $0.lastPathComponent : nil)
        }
    }

    private func report(_ files: [URL]) {
        delegate?.picker(self, didFinishPicking: results(for: files))
    }

    private func finish(_ files: [URL]) {
        report(files)
    }

    /// The sheet was swiped away: no results, as Cancel.
    package func userEndedPresentation() {
        finish([])
    }
}
