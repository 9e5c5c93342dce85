import Foundation

/// The traits of an interface environment — light or dark style, size classes, idiom, display scale, layout
/// direction, level, contrast, legibility weight, text size and more — as one immutable value.
///
/// A trait that a collection does not specify reads as its unspecified (default) value. Collections are
/// immutable and safe to share between threads.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The traits this collection specifies.
    let store: TraitStore

    init(store: TraitStore) {
        self.store = store
        super.init()
        if !UITraitCollection.someRightToLeft, store[UITraitLayoutDirection.self] == .rightToLeft { UITraitCollection.someRightToLeft = true }
    }

    /// Whether any collection has said right to left yet: until one has, layout need not ask views for their
    /// direction (leading is left everywhere).
    nonisolated(unsafe) static var someRightToLeft = false

    /// Creates a collection that specifies no trait.
    public override convenience init() { self.init(store: TraitStore()) }

    /// Creates a collection combining `traitCollections`: where several specify a trait, the last one wins;
    /// unspecified traits override nothing.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var s = TraitStore()
        for c in traitCollections { s = s.merging(c.store) }
        self.init(store: s)
    }

    /// A closure that sets traits on a mutable container.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// Creates a collection with the traits `mutations` sets.
    public convenience init(mutations: TraitMutations) {
        var m: any UIMutableTraits = TraitStore()
        mutations(&m)
        self.init(store: m as? TraitStore ?? TraitStore())
    }

    /// A copy of this collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        var m: any UIMutableTraits = store
        mutations(&m)
        return UITraitCollection(store: m as? TraitStore ?? store)
    }

    /// The value of a trait (its default value when the collection does not specify it).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { store[trait] }

    private static func with<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) -> TraitStore {
        var s = TraitStore()
        s[trait] = value
        return s
    }

    // MARK: Single-trait collections

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(store: Self.with(UITraitUserInterfaceStyle.self, userInterfaceStyle))
    }
    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(store: Self.with(UITraitHorizontalSizeClass.self, horizontalSizeClass))
    }
    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(store: Self.with(UITraitVerticalSizeClass.self, verticalSizeClass))
    }
    /// A collection that specifies only the interface idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(store: Self.with(UITraitUserInterfaceIdiom.self, idiom))
    }
    /// A collection that specifies only the display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(store: Self.with(UITraitDisplayScale.self, scale))
    }
    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(store: Self.with(UITraitLayoutDirection.self, layoutDirection))
    }
    /// A collection that specifies only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(store: Self.with(UITraitUserInterfaceLevel.self, userInterfaceLevel))
    }
    /// A collection that specifies only the accessibility contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(store: Self.with(UITraitAccessibilityContrast.self, accessibilityContrast))
    }
    /// A collection that specifies only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(store: Self.with(UITraitLegibilityWeight.self, legibilityWeight))
    }
    /// A collection that specifies only the preferred content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(store: Self.with(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory))
    }
    /// A collection that specifies only the active appearance.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init(store: Self.with(UITraitActiveAppearance.self, activeAppearance))
    }
    /// A collection that specifies only the display gamut.
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(store: Self.with(UITraitDisplayGamut.self, displayGamut))
    }

    // MARK: Traits

    /// The light or dark interface style.
    public var userInterfaceStyle: UIUserInterfaceStyle { store[UITraitUserInterfaceStyle.self] }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { store[UITraitHorizontalSizeClass.self] }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { store[UITraitVerticalSizeClass.self] }
    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { store[UITraitUserInterfaceIdiom.self] }
    /// The display scale (0: unspecified).
    public var displayScale: CGFloat { store[UITraitDisplayScale.self] }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { store[UITraitLayoutDirection.self] }
    /// The interface level: base for a window's content, elevated for content above it.
    public var userInterfaceLevel: UIUserInterfaceLevel { store[UITraitUserInterfaceLevel.self] }
    /// The contrast the user asked for.
    public var accessibilityContrast: UIAccessibilityContrast { store[UITraitAccessibilityContrast.self] }
    /// The font weight the user asked for.
    public var legibilityWeight: UILegibilityWeight { store[UITraitLegibilityWeight.self] }
    /// The text size the user chose.
    public var preferredContentSizeCategory: UIContentSizeCategory { store[UITraitPreferredContentSizeCategory.self] }
    /// Whether content appears active or inactive.
    public var activeAppearance: UIUserInterfaceActiveAppearance { store[UITraitActiveAppearance.self] }
    /// The display's colour gamut.
    public var displayGamut: UIDisplayGamut { store[UITraitDisplayGamut.self] }

    // MARK: Comparing

    /// Whether this collection has every trait `trait` specifies, with the same value (true for nil).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let other = trait else { return true }
        return other.store.entries.keys.allSatisfy { store.sameValue(other.store, for: $0) }
    }

    /// Whether colours can resolve differently against `traitCollection`: a trait that affects colour
    /// appearance (style, level, contrast, gamut, or an app's trait that says so) differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection?.store ?? TraitStore()
        for key in store.differingKeys(from: other) {
            let trait = store.entries[key]?.trait ?? other.entries[key]?.trait
            if trait?.affectsColorAppearance == true { return true }
        }
        return false
    }

    /// The traits whose values differ from `other`'s.
    func changedTraitKeys(from other: UITraitCollection?) -> Set<ObjectIdentifier> {
        store.differingKeys(from: other?.store ?? TraitStore())
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return store == other.store
    }

    open override var hash: Int {
        // Equal collections may store a custom trait's default value or leave it out: hash only UIKit's traits.
        var h = Hasher()
        h.combine(userInterfaceStyle); h.combine(horizontalSizeClass); h.combine(verticalSizeClass)
        h.combine(preferredContentSizeCategory)
        return h.finalize()
    }

    open override var description: String {
        let parts = store.entries.values.map { "\($0.trait.name) = \($0.value)" }.sorted()
        return "<UITraitCollection: \(parts.joined(separator: ", "))>"
    }

    // MARK: The current trait collection

    /// The current collection (nil: the main screen's traits).
    // Linux: one value for the process, guarded by a lock, where Apple keeps one per thread: UIKit's callbacks
    // all run on the main thread (docs/DIFFERENCES.md).
    nonisolated(unsafe) private static var currentStorage: UITraitCollection?
    private static let currentLock = NSLock()

    /// The trait collection of the code running now: UIKit sets it to the view's (or controller's) traits
    /// around layoutSubviews(), draw(_:), traitCollectionDidChange(_:) and trait-change handlers; dynamic
    /// colours resolve against it. Per thread.
    public class var current: UITraitCollection {
        get { currentLock.withLock { currentStorage } ?? TraitEnvironmentSupport.fallback }
        set { currentLock.withLock { currentStorage = newValue } }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.currentLock.withLock {
            let s = UITraitCollection.currentStorage
            UITraitCollection.currentStorage = self
            return s
        }
        defer { UITraitCollection.currentLock.withLock { UITraitCollection.currentStorage = saved } }
        try actions()
    }
}
