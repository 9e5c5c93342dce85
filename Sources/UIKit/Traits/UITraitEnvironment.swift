import Foundation

/// An object with a trait collection that UIKit keeps up to date: screens, windows, view controllers and views.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The object's traits: its parent environment's with the object's own overrides on top.
    var traitCollection: UITraitCollection { get }
    /// Called after the object's traits changed (deprecated by Apple in iOS 17 for registerForTraitChanges).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
