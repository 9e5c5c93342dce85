import Foundation

/// Whom a document picker tells what the user picked, or that they cancelled. Every method is optional.
// Linux: Apple's requirements are `optional` (Objective-C); here they have default implementations.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// The user picked these documents (opening), or these are the documents where they now are (exporting).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The iOS 8 call, made (with the first URL) only when the delegate does not implement the one above.
    // Not marked deprecated here: the default implementation's call to it would warn.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    // As on iOS, a delegate that implements only the deprecated method still hears of the pick through it.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
