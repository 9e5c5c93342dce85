import Foundation

/// A behaviour added to a view with `addInteraction(_:)` (context menus, drag and drop, pointer …).
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view` (nil when it is removed).
    func willMove(to view: UIView?)
    /// Called after the interaction is attached to `view` (nil when it was removed).
    func didMove(to view: UIView?)
}
