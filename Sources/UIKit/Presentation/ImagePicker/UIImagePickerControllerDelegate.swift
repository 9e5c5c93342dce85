import Foundation

/// Whom an image picker tells what the user picked, or that they cancelled. Every method is optional.
// Linux: Apple's requirements are `optional` (Objective-C); here they have default implementations, which do
// what the picker does for a delegate that leaves the method out: dismiss itself.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The user picked an image; the delegate dismisses the picker.
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user tapped Cancel; the delegate dismisses the picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    // ⚠ A delegate that does not implement these leaves the picker to dismiss itself on iOS.
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismissSelf()
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismissSelf() }
}
