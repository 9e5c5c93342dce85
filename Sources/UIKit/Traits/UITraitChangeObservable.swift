import Foundation

/// A type that runs code when chosen traits of its trait collection change (views, view controllers,
/// windows and screens).
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits each time one of `traits` changes value.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration
    /// Stops a registration made with `registerForTraitChanges`.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// The closure a trait-change registration calls: the object whose traits changed, and its previous traits.
    public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}
