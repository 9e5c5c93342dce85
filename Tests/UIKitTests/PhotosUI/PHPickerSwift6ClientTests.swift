import Testing
import Foundation
import PhotosUI

/// The picker snippet iOS code writes, in Swift 6 mode: a main-actor view controller whose delegate method loads
/// each result's image in a @Sendable handler and hops back with DispatchQueue.main.async.
final class Swift6GalleryController: UIViewController, PHPickerViewControllerDelegate {
    let imageView = UIImageView()
    var onImage: (() -> Void)?

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
            result.itemProvider.loadObject(ofClass: UIImage.self) { object, error in
                guard let image = object as? UIImage else { return }
                DispatchQueue.main.async {
                    self.imageView.image = image
                    self.onImage?()
                }
            }
        }
    }
}

@Suite @MainActor struct PHPickerSwift6ClientTests {
    @Test func theSnippetCompilesAndLoads() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 3), format: format).image { _ in }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Swift6Client-\(UUID().uuidString).png")
        try #require(image.pngData()).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let controller = Swift6GalleryController()
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        picker.delegate = controller
        let provider = try #require(NSItemProvider(contentsOf: file))
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            controller.onImage = { continuation.resume() }
            controller.picker(picker, didFinishPicking: [PHPickerResult(itemProvider: provider, assetIdentifier: nil)])
        }
        #expect(controller.imageView.image?.size == CGSize(width: 7, height: 3))
    }
}
