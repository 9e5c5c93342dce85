import Testing
import Foundation
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// Logs an image picker's delegate calls and keeps the last info dictionary.
@MainActor
final class ImagePickerLog: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var log: [String] = []
    var info: [UIImagePickerController.InfoKey: Any] = [:]
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        self.info = info
        log.append("didFinish")
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { log.append("cancelled") }
}

/// A delegate that implements neither call, as Apple's picker then dismisses itself.
@MainActor
final class SilentImagePickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

/// UIImagePickerController: Apple's raw values and defaults, the photo library read from a folder (oldest first,
/// other files left out), picking an image (the original, a temporary copy of its file), cancelling, the
/// "Move and Scale" crop for allowsEditing, an empty library, and the camera refused with Apple's exception.
@Suite(.serialized) @MainActor struct UIImagePickerControllerTests {
    /// A fresh library: "red.png" (40×20, oldest), "green.png" (30×30), "blue.png" (20×40, newest), a text file
    /// and a hidden image.
    private func makeLibrary() throws -> URL {
        let folder = try PhotoLibraryFixture.make(prefix: "ImagePickerTests",
                                                  images: [("red.png", .red, CGSize(width: 40, height: 20)),
                                                           ("green.png", .green, CGSize(width: 30, height: 30)),
                                                           ("blue.png", .blue, CGSize(width: 20, height: 40))])
        try Data().write(to: folder.appendingPathComponent(".hidden.png"))
        return folder
    }

    private func present(_ picker: UIImagePickerController, library: URL) -> (ViewsStage, UIViewController) {
        EventDispatcher.shared.reset()
        PhotoLibrary.folderOverride = library
        let stage = ViewsStage(width: 390, height: 844)
        let root = UIViewController()
        stage.window.rootViewController = root
        root.present(picker, animated: false)
        UIHeadless.runLoopTurn()
        picker.view.layoutIfNeeded()
        return (stage, root)
    }

    private func grid(_ picker: UIImagePickerController) throws -> PhotoGridController {
        let grid = try #require(picker.topViewController as? PhotoGridController)
        grid.view.layoutIfNeeded()
        grid.collectionView.layoutIfNeeded()
        return grid
    }

    private func tapItem(_ item: Int, of grid: PhotoGridController, in stage: ViewsStage) throws {
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
        UIHeadless.tap(at: point(cell.bounds.midX, cell.bounds.midY, in: cell), in: stage.window)
        UIHeadless.runLoopTurn()
    }

    private func tapCancel(of grid: PhotoGridController, in stage: ViewsStage) throws {
        let item = try #require(grid.navigationItem.leftBarButtonItem)
        let view = try #require(BarButtonView.view(showing: item, in: stage.window))
        UIHeadless.tap(at: point(view.bounds.midX, view.bounds.midY, in: view), in: stage.window)
        UIHeadless.runLoopTurn()
    }

    @Test func rawValuesAndDefaults() {
        #expect(UIImagePickerController.SourceType.photoLibrary.rawValue == 0)
        #expect(UIImagePickerController.SourceType.camera.rawValue == 1)
        #expect(UIImagePickerController.SourceType.savedPhotosAlbum.rawValue == 2)
        #expect(UIImagePickerController.CameraFlashMode.off.rawValue == -1)
        #expect(UIImagePickerController.QualityType.typeIFrame960x540.rawValue == 5)
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        #expect(UIImagePickerController.InfoKey.imageURL.rawValue == "UIImagePickerControllerImageURL")
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary)
        #expect(picker.mediaTypes == ["public.image"])
        #expect(!picker.allowsEditing)
        #expect(picker.videoMaximumDuration == 600)
        #expect(picker.videoQuality == .typeMedium)
        #expect(picker.cameraDevice == .rear && picker.cameraFlashMode == .auto && picker.showsCameraControls)
    }

    @Test func theGridShowsTheLibrarysImagesOldestFirstUnderCancel() throws {
        let library = try makeLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        let picker = UIImagePickerController()
        let (stage, _) = present(picker, library: library)
        defer { stage.close() }
        let grid = try grid(picker)
        #expect(grid.title == "Photos")
        #expect(grid.images.map(\.lastPathComponent) == ["red.png", "green.png", "blue.png"])
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
        // Four columns 2 pt apart across 390 pt: (390 - 3 × 2) / 4 = 96.
        let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.bounds.size == CGSize(width: 96, height: 96))
        let second = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame.minX - first.frame.maxX >= 2)
        #expect(grid.navigationItem.leftBarButtonItem != nil)
        // The first thumbnail is the red image filling its square.
        let centre = first.convert(CGPoint(x: 48, y: 48), to: nil)
        let pixel = stage.pixels()[Int(centre.x), Int(centre.y)]
        #expect(pixel[0] > 200 && pixel[1] < 60 && pixel[2] < 60)
    }

    @Test func tappingAnImageGivesTheOriginalAndACopyOfItsFile() throws {
        let library = try makeLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        let picker = UIImagePickerController()
        let log = ImagePickerLog()
        picker.delegate = log
        let (stage, root) = present(picker, library: library)
        defer { stage.close() }
        try tapItem(1, of: grid(picker), in: stage)
        #expect(log.log == ["didFinish"])
        #expect(log.info[.mediaType] as? String == "public.image")
        let image = try #require(log.info[.originalImage] as? UIImage)
        #expect(image.size == CGSize(width: 30, height: 30))
        #expect(log.info[.editedImage] == nil && log.info[.cropRect] == nil)
        let url = try #require(log.info[.imageURL] as? URL)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(url.pathExtension == "png")
        #expect(url.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL)
        #expect(FileManager.default.contentsEqual(atPath: url.path, andPath: library.appendingPathComponent("green.png").path))
        // The picker leaves dismissing to its delegate.
        #expect(root.presentedViewController === picker)
    }

    @Test func cancelTellsTheDelegateOrDismissesWithoutOne() throws {
        let library = try makeLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        let picker = UIImagePickerController()
        let log = ImagePickerLog()
        picker.delegate = log
        let (stage, root) = present(picker, library: library)
        try tapCancel(of: grid(picker), in: stage)
        #expect(log.log == ["cancelled"])
        #expect(root.presentedViewController === picker)
        stage.close()

        let silent = UIImagePickerController()
        let delegate = SilentImagePickerDelegate()
        silent.delegate = delegate
        let (stage2, root2) = present(silent, library: library)
        defer { stage2.close() }
        try tapCancel(of: grid(silent), in: stage2)
        UIHeadless.advance(by: 1)
        #expect(root2.presentedViewController == nil)
    }

    /// An editing picker presented on a library, with the `item`th image tapped: its crop screen, laid out.
    private func cropScreen(afterTapping item: Int) throws -> (ViewsStage, UIImagePickerController, ImagePickerLog, PhotoCropController) {
        let library = try makeLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        let picker = UIImagePickerController()
        picker.allowsEditing = true
        let log = ImagePickerLog()
        picker.delegate = log
        let (stage, _) = present(picker, library: library)
        try tapItem(item, of: grid(picker), in: stage)
        UIHeadless.advance(by: 1)
        let crop = try #require(picker.topViewController as? PhotoCropController)
        crop.view.layoutIfNeeded()
        return (stage, picker, log, crop)
    }

    /// allowsEditing: the crop screen fills a 390 pt square with the 40×20 image at zoom 390 / 20 = 19.5 (its
    /// 780 × 390 points centred: offset 195), so Choose picks x 195 / 19.5 = 10, width 20: (10, 0, 20, 20).
    @Test func editingCropsTheCentredSquare() throws {
        let (stage, picker, log, crop) = try cropScreen(afterTapping: 0)
        defer { stage.close() }
        #expect(picker.isNavigationBarHidden)
        #expect(crop.scrollView.zoomScale == 19.5)
        #expect(crop.cropRect == CGRect(x: 10, y: 0, width: 20, height: 20))
        let choose = crop.chooseButton
        UIHeadless.tap(at: point(choose.bounds.midX, choose.bounds.midY, in: choose), in: stage.window)
        UIHeadless.runLoopTurn()
        #expect(log.log == ["didFinish"])
        #expect((log.info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 10, y: 0, width: 20, height: 20))
        let edited = try #require(log.info[.editedImage] as? UIImage)
        #expect(edited.size == CGSize(width: 20, height: 20))
        #expect((log.info[.originalImage] as? UIImage)?.size == CGSize(width: 40, height: 20))
    }

    /// Dragging the image 250 pt left on the crop screen moves the square right in it, past the image's edge and
    /// back when released: the square ends at the image's right edge, x 20 of the 40 pixels.
    @Test func draggingTheImageMovesTheCropUpToTheImagesEdge() throws {
        let (stage, _, _, crop) = try cropScreen(afterTapping: 0)
        defer { stage.close() }
        let start = crop.scrollView.convert(CGPoint(x: 300, y: 200), to: nil)
        UIHeadless.drag(from: start, to: CGPoint(x: start.x - 250, y: start.y), in: stage.window)
        UIHeadless.advance(by: 2)
        #expect(crop.cropRect == CGRect(x: 20, y: 0, width: 20, height: 20))
    }

    @Test func cancelOnTheCropScreenGoesBackToTheGrid() throws {
        let (stage, picker, log, crop) = try cropScreen(afterTapping: 2)
        defer { stage.close() }
        let cancel = crop.cancelButton
        UIHeadless.tap(at: point(cancel.bounds.midX, cancel.bounds.midY, in: cancel), in: stage.window)
        UIHeadless.advance(by: 1)
        #expect(picker.topViewController is PhotoGridController)
        #expect(!picker.isNavigationBarHidden)
        #expect(log.log.isEmpty)
    }

    @Test func anEmptyLibrarySaysSo() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("ImagePickerEmpty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let picker = UIImagePickerController()
        let (stage, _) = present(picker, library: empty)
        defer { stage.close() }
        let grid = try grid(picker)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 0)
        let configuration = try #require(grid.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)
        #expect(configuration.text == "No Photos or Videos")
    }

    @Test func theCameraIsRefusedWithApplesException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIImagePickerController().sourceType = .camera }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("'NSInvalidArgumentException', reason: 'Source type 1 not available'"))
    }
}
