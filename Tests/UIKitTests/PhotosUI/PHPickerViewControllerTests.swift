import Testing
import Foundation
@testable import UIKit
import PhotosUI
import TestSupport
import UIKitTestSupport

/// Logs a photo picker's delegate calls: each call's results by their providers' suggested names.
@MainActor
final class PHPickerLog: PHPickerViewControllerDelegate {
    var log: [String] = []
    var results: [PHPickerResult] = []
    /// Whether the delegate dismisses the picker, as apps do.
    var dismisses = false

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        self.results = results
        log.append("didFinishPicking [" + results.map { $0.itemProvider.suggestedName ?? "?" }.joined(separator: ",") + "]")
        if dismisses { picker.dismiss(animated: true) }
    }
}

/// PHPickerViewController: Apple's defaults and raw values, the library's images under the filter, a tap
/// picking with a limit of 1 (a provider that loads the image), several chosen with Add in the library's or the
/// chosen order, the limit, Cancel and swiping away giving no results, the delegate dismissing.
@Suite(.serialized) @MainActor final class PHPickerViewControllerTests {
    /// The libraries this test made, removed when Swift Testing lets the suite instance go.
    private var libraries: [URL] = []
    deinit { for folder in libraries { try? FileManager.default.removeItem(at: folder) } }

    /// A fresh library: "red.png" (40×20, oldest), "green.png" (30×30), "blue.jpg" (20×40, newest) and a text file.
    private func makeLibrary() throws -> URL {
        try PhotoLibraryFixture.make(prefix: "PHPickerTests", images: [("red.png", .red, CGSize(width: 40, height: 20)),
                                                                     ("green.png", .green, CGSize(width: 30, height: 30)),
                                                                     ("blue.jpg", .blue, CGSize(width: 20, height: 40))])
    }

    private func present(_ picker: PHPickerViewController) -> (ViewsStage, UIViewController) {
        EventDispatcher.shared.reset()
        let stage = ViewsStage(width: 390, height: 844)
        let root = UIViewController()
        stage.window.rootViewController = root
        root.present(picker, animated: false)
        UIHeadless.runLoopTurn()
        picker.view.layoutIfNeeded()
        picker.grid.collectionView.layoutIfNeeded()
        return (stage, root)
    }

    /// A picker of `configuration` on a fresh library, presented, with a log as its delegate.
    private func presented(_ configuration: PHPickerConfiguration) throws -> (ViewsStage, UIViewController, PHPickerViewController, PHPickerLog) {
        let library = try makeLibrary()
        libraries.append(library)
        PhotoLibrary.folderOverride = library
        let picker = PHPickerViewController(configuration: configuration)
        let log = PHPickerLog()
        picker.delegate = log
        let (stage, root) = present(picker)
        return (stage, root, picker, log)
    }

    private func tapItem(_ item: Int, of picker: PHPickerViewController, in stage: ViewsStage) throws {
        let cell = try #require(picker.grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
        UIHeadless.tap(at: point(cell.bounds.midX, cell.bounds.midY, in: cell), in: stage.window)
        UIHeadless.runLoopTurn()
    }

    private func tap(_ item: UIBarButtonItem?, in stage: ViewsStage) throws {
        let item = try #require(item)
        UIHeadless.runLoopTurn()
        let view = try #require(BarButtonView.view(showing: item, in: stage.window))
        UIHeadless.tap(at: point(view.bounds.midX, view.bounds.midY, in: view), in: stage.window)
        UIHeadless.runLoopTurn()
    }

    private func size(loadedBy provider: NSItemProvider) async -> CGSize? {
        await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: UIImage.self) { object, _ in continuation.resume(returning: (object as? UIImage)?.size) }
        }
    }

    @Test func applesDefaultsAndRawValues() {
        let configuration = PHPickerConfiguration()
        #expect(configuration.filter == nil)
        #expect(configuration.selectionLimit == 1)
        #expect(configuration.preferredAssetRepresentationMode == .automatic)
        #expect(configuration.selection == .default)
        #expect(configuration.preselectedAssetIdentifiers.isEmpty)
        #expect(configuration.mode == .default)
        #expect(configuration.edgesWithoutContentMargins == [])
        #expect(PHPickerConfiguration.AssetRepresentationMode.current.rawValue == 1)
        #expect(PHPickerConfiguration.AssetRepresentationMode.compatible.rawValue == 2)
        #expect(PHPickerConfiguration.Selection.ordered.rawValue == 1)
        #expect(PHPickerConfiguration.Selection.continuousAndOrdered.rawValue == 3)
        let update = PHPickerConfiguration.Update()
        #expect(update.selectionLimit == nil && update.edgesWithoutContentMargins == nil)
        let picker = PHPickerViewController(configuration: configuration)
        #expect(picker.delegate == nil)
        #expect(picker.configuration == configuration)
    }

    @Test func filtersCombine() {
        #expect(PHPickerFilter.images.admitsImages)
        #expect(!PHPickerFilter.videos.admitsImages)
        #expect(PHPickerFilter.any(of: [.images, .livePhotos]).admitsImages)
        #expect(!PHPickerFilter.all(of: [.images, .screenshots]).admitsImages)
        #expect(PHPickerFilter.not(.videos).admitsImages)
        #expect(!PHPickerFilter.not(.images).admitsImages)
        #expect(PHPickerFilter.images == .images && PHPickerFilter.images != .videos)
        #expect(PHPickerFilter.any(of: [.images, .not(.videos)]).description == "any(of: [images, not(videos)])")
    }

    @Test func theGridShowsTheLibrarysImagesUnderTheFilter() throws {
        var configuration = PHPickerConfiguration()
        configuration.filter = .any(of: [.images, .livePhotos])
        let (stage, _, picker, _) = try presented(configuration)
        defer { stage.close() }
        #expect(picker.grid.images.map(\.lastPathComponent) == ["red.png", "green.png", "blue.jpg"])
        #expect(picker.grid.title == "Photos")
        #expect(picker.grid.navigationItem.leftBarButtonItem != nil)
        // A limit of 1 picks with a tap: no Add.
        #expect(picker.grid.navigationItem.rightBarButtonItem == nil)

        configuration.filter = .videos
        let videos = PHPickerViewController(configuration: configuration)
        #expect(videos.grid.images.isEmpty)
    }

    /// A tap with a limit of 1 reports that image at once: a provider of its PNG named after the file, no asset
    /// identifier; the picker stays until the delegate dismisses it.
    @Test func aTapPicksWithALimitOfOne() async throws {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        let (stage, root, picker, log) = try presented(configuration)
        defer { stage.close() }
        try tapItem(0, of: picker, in: stage)
        #expect(log.log == ["didFinishPicking [red]"])
        let result = try #require(log.results.first)
        #expect(result.assetIdentifier == nil)
        #expect(result.itemProvider.registeredTypeIdentifiers == ["public.png"])
        #expect(result.itemProvider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(result.itemProvider.canLoadObject(ofClass: UIImage.self))
        #expect(await size(loadedBy: result.itemProvider) == CGSize(width: 40, height: 20))
        #expect(root.presentedViewController === picker)
    }

    @Test func cancelGivesNoResultsAndTheDelegateDismisses() throws {
        let (stage, root, picker, log) = try presented(PHPickerConfiguration())
        defer { stage.close() }
        log.dismisses = true
        try tap(picker.grid.navigationItem.leftBarButtonItem, in: stage)
        #expect(log.log == ["didFinishPicking []"])
        UIHeadless.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    /// Several chosen: badges, the title counting them, Add enabled once something is chosen; results in the
    /// library's order for `.default`, a JPEG's provider typed public.jpeg.
    @Test func severalChosenAreAddedInTheLibrarysOrder() async throws {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 0
        let (stage, _, picker, log) = try presented(configuration)
        defer { stage.close() }
        let add = try #require(picker.grid.navigationItem.rightBarButtonItem)
        #expect(add.title == "Add" && add.style == .done)
        #expect(!add.isEnabled)
        try tapItem(2, of: picker, in: stage)
        try tapItem(0, of: picker, in: stage)
        #expect(log.log.isEmpty)
        #expect(add.isEnabled)
        #expect(picker.grid.title == "2 Selected")
        let badge = (picker.grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoGridCell)?.badge
        #expect(badge == .check)
        #expect((picker.grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoGridCell)?.badge == nil)
        try tap(add, in: stage)
        #expect(log.log == ["didFinishPicking [red,blue]"])
        #expect(log.results.map { $0.itemProvider.registeredTypeIdentifiers } == [["public.png"], ["public.jpeg"]])
        #expect(await size(loadedBy: log.results[1].itemProvider) == CGSize(width: 20, height: 40))
    }

    /// `.ordered`: numbered badges and results in the order chosen; a second tap unchooses; the limit refuses more.
    @Test func orderedSelectionNumbersAndKeepsTheOrderChosen() throws {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 2
        configuration.selection = .ordered
        let (stage, _, picker, log) = try presented(configuration)
        defer { stage.close() }
        try tapItem(2, of: picker, in: stage)
        try tapItem(1, of: picker, in: stage)
        try tapItem(0, of: picker, in: stage)
        #expect(picker.grid.chosenItems == [2, 1])
        #expect((picker.grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoGridCell)?.badge == .number(2))
        try tapItem(2, of: picker, in: stage)
        #expect(picker.grid.title == "1 Selected")
        #expect((picker.grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoGridCell)?.badge == .number(1))
        try tapItem(0, of: picker, in: stage)
        try tap(picker.grid.navigationItem.rightBarButtonItem, in: stage)
        #expect(log.log == ["didFinishPicking [green,red]"])
    }

    @Test func continuousSelectionReportsEachChange() throws {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 3
        configuration.selection = .continuousAndOrdered
        let (stage, _, picker, log) = try presented(configuration)
        defer { stage.close() }
        #expect(picker.grid.navigationItem.rightBarButtonItem == nil)
        try tapItem(1, of: picker, in: stage)
        try tapItem(0, of: picker, in: stage)
        try tapItem(1, of: picker, in: stage)
        #expect(log.log == ["didFinishPicking [green]", "didFinishPicking [green,red]", "didFinishPicking [red]"])
    }

    /// Swiping the sheet away reports no results, as Cancel.
    @Test func swipingTheSheetAwayGivesNoResults() throws {
        let (stage, root, picker, log) = try presented(PHPickerConfiguration())
        defer { stage.close() }
        // Down from the navigation bar, past half the sheet's height.
        let bar = try #require(picker.navigation.navigationBar.superview)
        let top = bar.convert(picker.navigation.navigationBar.frame, to: nil)
        UIHeadless.drag(from: CGPoint(x: 195, y: top.midY), to: CGPoint(x: 195, y: top.midY + 600), steps: 40, in: stage.window)
        UIHeadless.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
        #expect(log.log == ["didFinishPicking []"])
    }

    /// With the shared photo library: preselected assets, identifiers in the results, deselecting and moving
    /// by identifier (which do nothing without a library).
    @Test func aPhotoLibraryGivesAssetIdentifiers() throws {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.selectionLimit = 3
        configuration.selection = .ordered
        configuration.preselectedAssetIdentifiers = ["blue.jpg", "red.png", "nothing.png"]
        #expect(PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
        let (stage, _, picker, log) = try presented(configuration)
        defer { stage.close() }
        #expect(picker.grid.chosenItems == [2, 0])
        #expect(picker.grid.title == "2 Selected")
        try tapItem(1, of: picker, in: stage)
        picker.moveAsset(withIdentifier: "green.png", afterAssetWithIdentifier: nil)
        #expect(picker.grid.chosenItems == [1, 2, 0])
        picker.moveAsset(withIdentifier: "blue.jpg", afterAssetWithIdentifier: "red.png")
        #expect(picker.grid.chosenItems == [1, 0, 2])
        picker.deselectAssets(withIdentifiers: ["red.png", "nothing.png"])
        #expect(picker.grid.chosenItems == [1, 2])
        try tap(picker.grid.navigationItem.rightBarButtonItem, in: stage)
        #expect(log.log == ["didFinishPicking [green,blue]"])
        #expect(log.results.map(\.assetIdentifier) == ["green.png", "blue.jpg"])

        var plain = PHPickerConfiguration()
        plain.selectionLimit = 3
        plain.preselectedAssetIdentifiers = ["red.png"]
        let withoutLibrary = PHPickerViewController(configuration: plain)
        #expect(withoutLibrary.grid.chosenItems.isEmpty)
    }

    @Test func updatePickerChangesTheLimit() throws {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 1
        let (stage, _, picker, log) = try presented(configuration)
        defer { stage.close() }
        var update = PHPickerConfiguration.Update()
        update.selectionLimit = 2
        picker.updatePicker(using: update)
        #expect(picker.grid.navigationItem.rightBarButtonItem != nil)
        try tapItem(0, of: picker, in: stage)
        try tapItem(1, of: picker, in: stage)
        try tapItem(2, of: picker, in: stage)
        #expect(log.log.isEmpty)
        #expect(picker.grid.chosenItems == [0, 1])
        #expect(picker.configuration.selectionLimit == 1)
    }

    /// zoomIn()/zoomOut() step the grid between three and five columns: (390 - 2 × 2) / 3 = 128⅔ pt squares.
    @Test func zoomingChangesTheColumns() throws {
        let (stage, _, picker, _) = try presented(PHPickerConfiguration())
        defer { stage.close() }
        #expect(picker.grid.columnCount == 4)
        picker.zoomIn()
        picker.zoomIn()
        #expect(picker.grid.columnCount == 3)
        UIHeadless.runLoopTurn()
        picker.grid.collectionView.layoutIfNeeded()
        let cell = try #require(picker.grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(cell.bounds.width - 386.0 / 3) < 0.001 && cell.bounds.height == cell.bounds.width)
        picker.zoomOut()
        picker.zoomOut()
        picker.zoomOut()
        #expect(picker.grid.columnCount == 5)
        picker.scrollToInitialPosition()
    }

    /// Light and dark renderings of a picker with two items chosen, for a look beside iOS 17's.
    @Test func rendersLightAndDark() throws {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 0
        configuration.selection = .ordered
        let (stage, _, picker, _) = try presented(configuration)
        defer { stage.close() }
        try tapItem(0, of: picker, in: stage)
        try tapItem(2, of: picker, in: stage)
        for style in [UIUserInterfaceStyle.light, .dark] {
            stage.window.overrideUserInterfaceStyle = style
            UIHeadless.advance(by: 0.5)
            if let directory = ProcessInfo.processInfo.environment["PHPICKER_RENDER_DIR"],
               let image = UIHeadless.renderImage(of: stage.window) {
                try UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: directory).appendingPathComponent("phpicker-\(style.rawValue).png"))
            }
        }
        // The first chosen item's badge: the tint's blue 7 pt left of its centre (the disc's centre is 4 + 11 pt
        // in from the cell's bottom right corner; its white number is narrower than that).
        let cell = try #require(picker.grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let centre = cell.convert(CGPoint(x: cell.bounds.maxX - 22, y: cell.bounds.maxY - 15), to: nil)
        let pixel = stage.pixels()[Int(centre.x), Int(centre.y)]
        #expect(pixel[2] > 200 && pixel[0] < 120)
    }
}
