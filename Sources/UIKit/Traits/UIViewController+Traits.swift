import Foundation

extension UIViewController: UITraitEnvironment, UITraitChangeObservable, TraitNode {
    /// The controller's traits: its parent's (with what the parent set for it), else its presenter's, else
    /// its window's, with the controller's own overrides on top. A presented controller that does not cover
    /// the screen (a sheet, form sheet or popover; `.automatic` is a sheet) has the elevated level.
    public var traitCollection: UITraitCollection { resolvedTraits }

    /// The traits the controller sets for itself, its view and everything below (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { traitStateStorage?.overrides ?? UITraitOverrides() }
        set {
            traitState.overrides = newValue
            traitsMayHaveChanged()
        }
    }

    func setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != overrideUserInterfaceStyle else { return }
        traitState.overrideStyle = style
        traitsMayHaveChanged()
    }

    func setOverrideTraitCollectionImpl(_ collection: UITraitCollection?, forChild child: UIViewController) {
        let state = traitState
        state.childOverrides.removeAll { $0.child.object == nil || $0.child.object === child }
        if let collection { state.childOverrides.append((TraitState.Weak(object: child), collection)) }
        child.traitsMayHaveChanged()
    }

    func overrideTraitCollectionImpl(forChild child: UIViewController) -> UITraitCollection? {
        traitStateStorage?.childOverrides.first { $0.child.object === child }?.traits
    }

    /// Calls `handler` with the controller and its previous traits each time one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        addTraitRegistration(traits, handler)
    }

    /// Stops a trait-change registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        removeTraitRegistration(registration)
    }

    /// Delivers trait changes now, if any are pending (they are delivered as they happen here).
    public func updateTraitsIfNeeded() {}

    var traitParentNode: (any TraitNode)? {
        if let p = parentStorage { return p }
        if let p = presentingStorage { return p }
        if let w = windowStorage, w.rootViewController === self { return w }
        if let s = viewStorage?.superviewStorage { return s }
        return nil
    }

    var traitChildNodes: [any TraitNode] {
        var nodes: [any TraitNode] = []
        if let v = viewStorage { nodes.append(v) }
        nodes.append(contentsOf: childStorage as [any TraitNode])
        if let p = presentedStorage { nodes.append(p) }
        return nodes
    }

    var contributesOwnTraits: Bool {
        if let p = parentStorage { return p.traitStateStorage?.childOverrides.isEmpty == false }
        return presentingStorage != nil
    }

    func contributeOwnTraits(to store: inout TraitStore) {
        if let p = parentStorage, let extra = p.overrideTraitCollection(forChild: self) {
            store = store.merging(extra.store)
        } else if parentStorage == nil, presentingStorage != nil {
            switch modalPresentationStyle {
            case .automatic, .pageSheet, .formSheet, .popover: store.userInterfaceLevel = .elevated
            default: break
            }
        }
    }

    func deliverTraitCollectionDidChange(_ previous: UITraitCollection?) {
        traitCollectionDidChange(previous)
    }
}
