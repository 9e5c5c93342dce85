import Foundation

extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitNode {
    /// The view's traits: its view controller's (for a controller's root view), else its superview's, else
    /// its window's screen's, with the view's own overrides on top. A view in no hierarchy has the main
    /// screen's traits.
    public var traitCollection: UITraitCollection { resolvedTraits }

    /// The traits the view sets for itself and its subviews (iOS 17).
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

    /// Calls `handler` with the view and its previous traits each time one of `traits` changes.
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
        if let vc = viewControllerStorage as? UIViewController { return vc }
        if let s = superviewStorage { return s }
        if let w = self as? UIWindow { return w.screen }
        return nil
    }

    var traitChildNodes: [any TraitNode] {
        var nodes: [any TraitNode] = []
        if let w = self as? UIWindow, let root = w.rootViewController { nodes.append(root) }
        for sub in subviewStorage {
            if let vc = sub.viewControllerStorage as? UIViewController { nodes.append(vc) } else { nodes.append(sub) }
        }
        return nodes
    }

    var contributesOwnTraits: Bool {
        self is UIWindow || traitStateStorage?.semanticContentAttribute.forcedTraitDirection != nil
            || minimumContentSizeCategory != nil || maximumContentSizeCategory != nil
    }

    func contributeOwnTraits(to store: inout TraitStore) {
        if let forced = traitStateStorage?.semanticContentAttribute.forcedTraitDirection { store.layoutDirection = forced }
        clampContentSizeCategory(in: &store)
        if self is UIWindow {
            // Linux: a desktop window's size classes come from its size (docs/DIFFERENCES.md).
            store.horizontalSizeClass = TraitEnvironmentSupport.horizontalSizeClass(width: bounds.width)
            store.verticalSizeClass = TraitEnvironmentSupport.verticalSizeClass(height: bounds.height)
        }
    }

    func deliverTraitCollectionDidChange(_ previous: UITraitCollection?) {
        if let label = self as? UILabel, previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            label.contentSizeCategoryDidChange()
        }
        traitCollectionDidChange(previous)
        if previous?.layoutDirection != traitCollection.layoutDirection, semanticContentAttribute == .unspecified {
            layoutDirectionDidChange()
        }
        if previous?.hasDifferentColorAppearance(comparedTo: traitCollection) ?? true {
            colorAppearanceDidChange()
        }
    }

    /// The view's colours may resolve differently: UIKit re-resolves the background colour it pushed into
    /// the layer (colours an app put into layers itself, such as `layer.borderColor`, stay as set) and redraws.
    func colorAppearanceDidChange() {
        if let bg = backgroundColorStorage { layer.backgroundColor = bg.resolvedColor(with: traitCollection).cgColor }
        setNeedsDisplay()
        // UIKit's own views with colours in their layers (members of extensions cannot be overridden).
        if let imageView = self as? UIImageView { imageView.imageColorAppearanceDidChange() }
        if let indicator = self as? UIActivityIndicatorView { indicator.updateColor() }
        // Text fields and text views keep their text's layout, whose colours were resolved when it was made.
        if let field = self as? UITextField { field.invalidateTextLayout() }
        if let textView = self as? UITextView { textView.invalidateTextLayout() }
    }
}

extension UIView {
    /// The trait node a move of this view affects: its view controller for a controller's root view.
    var traitNodeForMove: any TraitNode { (viewControllerStorage as? UIViewController) ?? self }
}

// MARK: Content size category limits (iOS 15)

extension UIView {
    /// Clamps the inherited preferred content size category to the view's limits (an unspecified
    /// category stays unspecified).
    func clampContentSizeCategory(in store: inout TraitStore) {
        let minimum = minimumContentSizeCategory, maximum = maximumContentSizeCategory
        guard minimum != nil || maximum != nil else { return }
        var category = store[UITraitPreferredContentSizeCategory.self]
        guard category != .unspecified else { return }
        if let minimum, minimum != .unspecified, category < minimum { category = minimum }
        if let maximum, maximum != .unspecified, category > maximum { category = maximum }
        store[UITraitPreferredContentSizeCategory.self] = category
    }

    func setContentSizeCategoryLimit(minimum: UIContentSizeCategory??, maximum: UIContentSizeCategory??) {
        if let minimum { traitState.minimumContentSizeCategory = minimum }
        if let maximum { traitState.maximumContentSizeCategory = maximum }
        traitsMayHaveChanged()
    }

    func contentSizeCategoryLimitsDescription() -> String {
        var lines: [String] = []
        var view: UIView? = self
        while let v = view {
            if v.minimumContentSizeCategory != nil || v.maximumContentSizeCategory != nil {
                let address = String(UInt(bitPattern: ObjectIdentifier(v)), radix: 16)
                lines.append("<\(type(of: v)): 0x\(address)>: minimum = \(v.minimumContentSizeCategory?.rawValue ?? "none"), "
                             + "maximum = \(v.maximumContentSizeCategory?.rawValue ?? "none")")
            }
            view = v.superview
        }
        return lines.joined(separator: "\n")
    }
}
