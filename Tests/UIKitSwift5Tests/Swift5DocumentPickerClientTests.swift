// Swift 5 language mode: a document picker used as iOS code uses it (import UniformTypeIdentifiers beside UIKit, a
// view controller as the delegate, security-scoped reads of the picked files) compiles without a diagnostic.
import XCTest
import UIKit
import UniformTypeIdentifiers

final class ImportingViewController: UIViewController, UIDocumentPickerDelegate {
    var texts: [String] = []
    var cancelled = false

    func makePicker() -> UIDocumentPickerViewController {
        let markdown = UTType(filenameExtension: "md", conformingTo: .text) ?? .plainText
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText, markdown], asCopy: true)
        picker.delegate = self
        picker.allowsMultipleSelection = true
        picker.shouldShowFileExtensions = true
        picker.modalPresentationStyle = .formSheet
        return picker
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        for url in urls {
            guard url.startAccessingSecurityScopedResource() else { continue }
            defer { url.stopAccessingSecurityScopedResource() }
            if let text = try? String(contentsOf: url, encoding: .utf8) { texts.append(text) }
        }
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        cancelled = true
    }
}

final class Swift5DocumentPickerClientTests: XCTestCase {
    func testThePickerIsUsedAsOnIOS() throws {
        let controller = ImportingViewController()
        let picker = controller.makePicker()
        XCTAssertEqual(picker.documentPickerMode, .import)
        XCTAssertTrue(picker.allowsMultipleSelection)
        XCTAssertTrue(picker.delegate === controller)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Swift5DocumentPicker-\(UUID().uuidString).txt")
        try "hello".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        controller.documentPicker(picker, didPickDocumentsAt: [file])
        XCTAssertEqual(controller.texts, ["hello"])
        XCTAssertTrue(UTType.plainText.conforms(to: .text))
        XCTAssertEqual(UTType(filenameExtension: "pdf"), .pdf)
    }
}
