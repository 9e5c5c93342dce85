// Swift 5 language mode: the photo picker used as iOS 14+ code uses it (`import PhotosUI` alone brings UIKit; a
// configuration, the picker presented, the delegate dismissing it and loading each result's image off the main
// thread, then hopping back with DispatchQueue.main.async) compiles without a diagnostic and works.
import XCTest
import PhotosUI
import UniformTypeIdentifiers

final class GalleryViewController: UIViewController, PHPickerViewControllerDelegate {
    let imageView = UIImageView()
    var onImageLoaded: (() -> Void)?
    var names: [String] = []

    func makePicker() -> PHPickerViewController {
        var config = PHPickerConfiguration()
        config.filter = .any(of: [.images, .livePhotos])
        config.selectionLimit = 3
        let picker = PHPickerViewController(configuration: config)
        picker.delegate = self
        return picker
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
            names.append(result.itemProvider.suggestedName ?? "")
            result.itemProvider.loadObject(ofClass: UIImage.self) { object, error in
                guard let image = object as? UIImage else { return }
                DispatchQueue.main.async {
                    self.imageView.image = image
                    self.onImageLoaded?()
                }
            }
        }
    }
}

final class Swift5PhotoPickerClientTests: XCTestCase {
    private func photo() throws -> URL {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: format).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("IMG_0001.png")
        try XCTUnwrap(image.pngData()).write(to: url)
        return url
    }

    func testThePickerIsUsedAsOnIOS() throws {
        let controller = GalleryViewController()
        let picker = controller.makePicker()
        XCTAssertEqual(picker.configuration.selectionLimit, 3)
        XCTAssertTrue(picker.delegate === controller)

        let provider = try XCTUnwrap(NSItemProvider(contentsOf: photo()))
        let result = PHPickerResult(itemProvider: provider, assetIdentifier: nil)
        XCTAssertNil(result.assetIdentifier)
        XCTAssertTrue(result.itemProvider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        XCTAssertEqual(result.itemProvider.registeredTypeIdentifiers, [UTType.png.identifier])

        let loaded = expectation(description: "image loaded")
        controller.onImageLoaded = { loaded.fulfill() }
        controller.picker(picker, didFinishPicking: [result])
        wait(for: [loaded], timeout: 10)
        XCTAssertEqual(controller.imageView.image?.size, CGSize(width: 6, height: 4))
        XCTAssertEqual(controller.names, ["IMG_0001"])

        // Code that wants asset identifiers names the shared library.
        var withLibrary = PHPickerConfiguration(photoLibrary: .shared())
        withLibrary.selection = .ordered
        withLibrary.preselectedAssetIdentifiers = []
        XCTAssertEqual(PHPickerViewController(configuration: withLibrary).configuration.selection, .ordered)
    }

    func testDataAndFileRepresentations() throws {
        let url = try photo()
        let provider = try XCTUnwrap(NSItemProvider(contentsOf: url))
        let data = expectation(description: "data")
        provider.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { data_, error in
            XCTAssertEqual(data_, try? Data(contentsOf: url))
            XCTAssertNil(error)
            data.fulfill()
        }
        let file = expectation(description: "file")
        provider.loadFileRepresentation(forTypeIdentifier: UTType.image.identifier) { fileURL, error in
            XCTAssertEqual(fileURL?.lastPathComponent, "IMG_0001.png")
            XCTAssertNotEqual(fileURL, url)
            file.fulfill()
        }
        let missing = expectation(description: "missing")
        provider.loadDataRepresentation(forTypeIdentifier: UTType.movie.identifier) { data_, error in
            XCTAssertNil(data_)
            XCTAssertEqual((error as NSError?)?.domain, NSItemProvider.errorDomain)
            missing.fulfill()
        }
        wait(for: [data, file, missing], timeout: 10)
    }
}
