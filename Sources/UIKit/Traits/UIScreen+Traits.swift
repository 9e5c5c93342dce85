import Foundation

extension UIScreen: UITraitEnvironment, UITraitChangeObservable, TraitNode {
    /// The screen's traits: the desktop's style and text size, the screen's scale, the iPad idiom
    /// (Linux: a desktop is closest to an iPad), and size classes from the screen's size.
    public var traitCollection: UITraitCollection { resolvedTraits }

    /// Calls `handler` with the screen and its previous traits each time one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        addTraitRegistration(traits, handler)
    }

    /// Stops a trait-change registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        removeTraitRegistration(registration)
    }

    var traitParentNode: (any TraitNode)? { nil }

    var traitChildNodes: [any TraitNode] {
        UIApplication.shared.windowList.filter { $0.screen === self }
    }

    var contributesOwnTraits: Bool { true }

    func contributeOwnTraits(to store: inout TraitStore) {
        store = TraitEnvironmentSupport.systemTraits(size: bounds.size, scale: scale).store
    }

    func deliverTraitCollectionDidChange(_ previous: UITraitCollection?) {
        traitCollectionDidChange(previous)
    }

    /// The screen's size, scale or the desktop's settings changed.
    func screenTraitsMayHaveChanged() {
        TraitEnvironmentSupport.generation &+= 1
        guard self === UIScreen.connected.first else {
            TraitEnvironmentSupport.deliver(self)
            return
        }
        TraitEnvironmentSupport.fallbackChanging(to: resolvedTraits) { TraitEnvironmentSupport.deliver(self) }
    }
}
