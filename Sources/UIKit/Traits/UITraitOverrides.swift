import Foundation

/// The traits a view, view controller or window sets for itself and everything below it (iOS 17):
/// `view.traitOverrides.userInterfaceStyle = .dark`.
public struct UITraitOverrides: UIMutableTraits, @unchecked Sendable {
    var store = TraitStore()

    /// The overridden value of a trait (its default when not overridden); setting it overrides it.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { store[trait] }
        set { store[trait] = newValue }
    }

    /// Whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool { store.contains(trait) }

    /// Removes the override of a trait.
    public mutating func remove(_ trait: UITrait) { store.remove(trait) }
}
