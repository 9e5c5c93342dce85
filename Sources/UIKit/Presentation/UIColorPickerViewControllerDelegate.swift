import Foundation

/// Whom a colour picker tells about the user's choices and about its dismissal. Every method is optional.
// Linux: Apple's requirements are `optional` (Objective-C); here they have empty default implementations.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// The user picked `color`; `continuously` is true while a drag is still going on (a slider, the
    /// spectrum, a drag across the grid), and a non-continuous call always ends such a drag.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The user picked a colour (deprecated in iOS 15, still called, after the one above).
    // Not marked deprecated here: our own call to it would warn.
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The user dismissed the picker (its close button or a swipe down); not called for `dismiss(animated:)` in code.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
