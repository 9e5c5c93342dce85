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
        rootMarginsMayHaveChanged()
        // The traits are part of the content-unavailable state: a configuration shown is updated for them.
        if contentUnavailableStorage?.configuration != nil { setNeedsUpdateContentUnavailableConfiguration() }
    }

    /// The system minimum margins follow the traits (the horizontal size class): the root view hears of its
    /// margins changing, after traitCollectionDidChange(_:) as on iOS, once per change and only when the
    /// margins in effect move from those last worked out (margins set above both minimums stay).
    private func rootMarginsMayHaveChanged() {
        // Margins nobody has read yet are worked out afresh when they are.
        guard let state = traitStateStorage, let oldMinimum = state.systemMinimumMargins else { return }
        let newMinimum = systemMinimumLayoutMargins
        state.systemMinimumMargins = newMinimum
        guard oldMinimum != newMinimum, viewRespectsSystemMinimumLayoutMargins, let v = viewStorage else { return }
        let st = v.autoLayoutStorage
        func effective(_ minimum: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
            guard st?.marginsWereSet == true, let m = st?.margins else { return minimum }
            return NSDirectionalEdgeInsets(top: max(m.top, minimum.top), leading: max(m.leading, minimum.leading),
                                           bottom: max(m.bottom, minimum.bottom), trailing: max(m.trailing, minimum.trailing))
        }
        if effective(oldMinimum) != effective(newMinimum) { v.marginsDidChange() }
    }
}
