import Foundation

/// The animator handed to a context menu's willDisplay and willEnd callbacks.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's view controller, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Adds animations run alongside the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a closure run when the menu's animation ends.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}
