import Foundation

/// What a trait environment keeps: its overrides, its cached traits, the traits it was last told about,
/// and its trait-change registrations.
@MainActor
final class TraitState {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    var overrides = UITraitOverrides()
    /// Traits a container controller set for its children (setOverrideTraitCollection(_:forChild:)).
    var childOverrides: [(child: Weak, traits: UITraitCollection)] = []
    var cached: UITraitCollection?
    var cachedGeneration = -1
    /// The traits last delivered (nil: never; the unattached traits).
    var delivered: UITraitCollection?
    var registrations: [TraitChangeRegistration] = []
    /// The system minimum layout margins a controller's root view last used (nil: not yet).
    var systemMinimumMargins: NSDirectionalEdgeInsets?
    /// A view's semantic content attribute.
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// A view's limits on the preferred content size category (nil: none).
    var minimumContentSizeCategory: UIContentSizeCategory?
    var maximumContentSizeCategory: UIContentSizeCategory?

    struct Weak { weak var object: AnyObject? }
}

/// A registration made with registerForTraitChanges(_:handler:).
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let keys: Set<ObjectIdentifier>
    let handler: (AnyObject, UITraitCollection) -> Void
    init(keys: Set<ObjectIdentifier>, handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.keys = keys
        self.handler = handler
    }
}

/// The trait tree: screens → windows → root view controllers → views (children and presented controllers
/// below their parent and presenter). Each node computes its traits from its parent's and its own overrides.
@MainActor
protocol TraitNode: AnyObject {
    var traitStateStorage: TraitState? { get set }
    /// The environment whose traits this one inherits (nil: the unattached traits).
    var traitParentNode: (any TraitNode)? { get }
    /// The environments that inherit from this one.
    var traitChildNodes: [any TraitNode] { get }
    /// Adds what the object itself decides (size classes of a window, a presented controller's level, …)
    /// before its overrides.
    func contributeOwnTraits(to store: inout TraitStore)
    /// Whether contributeOwnTraits(to:) adds anything (false: the node passes its parent's traits on).
    var contributesOwnTraits: Bool { get }
    /// Calls traitCollectionDidChange(_:).
    func deliverTraitCollectionDidChange(_ previous: UITraitCollection?)
}

extension TraitNode {
    var traitState: TraitState {
        if let s = traitStateStorage { return s }
        let s = TraitState()
        traitStateStorage = s
        return s
    }

    /// The node's traits, cached until something in the trait tree changes.
    var resolvedTraits: UITraitCollection {
        let state = traitStateStorage
        // Most views set nothing of their own: they share their parent's collection, with no copy.
        if !contributesOwnTraits,
           state == nil || (state!.overrideStyle == .unspecified && state!.overrides.store.entries.isEmpty) {
            return traitParentNode?.resolvedTraits ?? TraitEnvironmentSupport.fallback
        }
        if let s = state, s.cachedGeneration == TraitEnvironmentSupport.generation, let c = s.cached { return c }
        var store = traitParentNode?.resolvedTraits.store ?? TraitEnvironmentSupport.fallback.store
        contributeOwnTraits(to: &store)
        if let s = traitStateStorage {
            if s.overrideStyle != .unspecified { store[UITraitUserInterfaceStyle.self] = s.overrideStyle }
            store = store.merging(s.overrides.store)
        }
        let result = UITraitCollection(store: store)
        let s = traitState
        s.cached = result
        s.cachedGeneration = TraitEnvironmentSupport.generation
        return result
    }

    /// Registers a handler for changes of `traits`.
    func addTraitRegistration<E>(_ traits: [UITrait], _ handler: @escaping (E, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let keys = Set(traits.map { ObjectIdentifier($0) })
        let r = TraitChangeRegistration(keys: keys) { object, previous in
            if let e = object as? E { handler(e, previous) }
        }
        let s = traitState
        // What the object has now is what later changes are measured from.
        if s.delivered == nil { s.delivered = resolvedTraits }
        s.registrations.append(r)
        return r
    }

    func removeTraitRegistration(_ registration: any UITraitChangeRegistration) {
        traitStateStorage?.registrations.removeAll { $0 === registration }
    }

    /// Something about this node's traits changed: tell it and everything below.
    func traitsMayHaveChanged() {
        TraitEnvironmentSupport.generation &+= 1
        TraitEnvironmentSupport.deliver(self)
    }
}

/// Trait machinery shared by screens, windows, controllers and views.
@MainActor
enum TraitEnvironmentSupport {
    /// Bumped whenever any trait in the tree may have changed; cached traits of an older generation are stale.
    static var generation = 0

    /// The traits of objects in no hierarchy (and of `UITraitCollection.current` outside UIKit's callbacks):
    /// the main screen's.
    nonisolated(unsafe) static var fallback: UITraitCollection = systemTraits(size: CGSize(width: 375, height: 667), scale: 2)

    /// The style the desktop asks for (`OPENUIKIT_APPEARANCE`, else the desktop's setting, else light).
    nonisolated(unsafe) static var systemStyle: UIUserInterfaceStyle = DesktopAppearance.initialStyle()

    /// The text size the user chose (`OPENUIKIT_CONTENT_SIZE`, else large).
    nonisolated(unsafe) static var systemContentSizeCategory: UIContentSizeCategory = DesktopAppearance.initialContentSizeCategory()

    /// The app's layout direction (its localization's, or the testing override).
    nonisolated(unsafe) static var systemLayoutDirection: UIUserInterfaceLayoutDirection = DesktopAppearance.initialLayoutDirection()

    /// Increase Contrast (`OPENUIKIT_CONTRAST=high`, else normal).
    nonisolated(unsafe) static var systemContrast: UIAccessibilityContrast =
        ProcessInfo.processInfo.environment["OPENUIKIT_CONTRAST"]?.lowercased() == "high" ? .high : .normal

    /// Horizontal size class of a width on a desktop (Linux: regular from 700 pt).
    static func horizontalSizeClass(width: CGFloat) -> UIUserInterfaceSizeClass { width >= 700 ? .regular : .compact }
    /// Vertical size class of a height on a desktop (Linux: regular from 500 pt).
    static func verticalSizeClass(height: CGFloat) -> UIUserInterfaceSizeClass { height >= 500 ? .regular : .compact }

    /// The traits a screen of `size` points at `scale` starts with.
    nonisolated static func systemTraits(size: CGSize, scale: CGFloat) -> UITraitCollection {
        var s = TraitStore()
        s.userInterfaceStyle = systemStyle
        s.userInterfaceIdiom = .pad
        s.displayScale = scale
        s.layoutDirection = systemLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        s.userInterfaceLevel = .base
        s.accessibilityContrast = systemContrast
        s.legibilityWeight = .regular
        s.preferredContentSizeCategory = systemContentSizeCategory
        s.displayGamut = .SRGB
        s.horizontalSizeClass = size.width >= 700 ? .regular : .compact
        s.verticalSizeClass = size.height >= 500 ? .regular : .compact
        return UITraitCollection(store: s)
    }

    /// Delivers changes from `node` down: each environment whose traits differ from those it was last told
    /// about (the unattached traits if never) hears traitCollectionDidChange(_:) and its registrations for
    /// the traits that changed, with UITraitCollection.current set to its new traits. Top-down, so a parent
    /// has its new traits when its children hear of theirs.
    static func deliver(_ node: any TraitNode) {
        let new = node.resolvedTraits
        let state = node.traitStateStorage
        let previous = state?.delivered ?? fallbackBeforeChange ?? fallback
        if new !== previous, new != previous {
            let state = node.traitState
            state.delivered = new
            let changed = new.changedTraitKeys(from: previous)
            new.performAsCurrent {
                node.deliverTraitCollectionDidChange(previous)
                for r in state.registrations where !r.keys.isDisjoint(with: changed) {
                    r.handler(node, previous)
                }
            }
        } else if let state, state.delivered == nil {
            state.delivered = new
        }
        for child in node.traitChildNodes { deliver(child) }
    }

    /// Every screen's traits may have changed (the desktop's style or text size changed).
    static func systemTraitsDidChange() {
        generation &+= 1
        fallbackChanging(to: UIScreen.main.resolvedTraits) {
            for screen in UIScreen.screens { deliver(screen) }
        }
    }

    /// While the fallback traits change: the old ones, which environments never told of a change had.
    nonisolated(unsafe) static var fallbackBeforeChange: UITraitCollection?

    /// Makes `new` the fallback traits and delivers with `body`: an environment never told of a change (its
    /// traits were the fallback's) hears of the change from the old fallback traits.
    static func fallbackChanging(to new: UITraitCollection, _ body: () -> Void) {
        let old = fallbackBeforeChange ?? fallback
        fallbackBeforeChange = old
        fallback = new
        defer { fallbackBeforeChange = nil }
        body()
    }
}
