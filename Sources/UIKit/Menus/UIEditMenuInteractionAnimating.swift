import Foundation

/// Runs work alongside an edit menu's appearing or disappearing (iOS 16).
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
    /// Adds animations to run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run once the menu's animation has finished.
    func addCompletion(_ completion: @escaping () -> Void)
}
