// Frame stage 4 layout (docs/ARCHITECTURE.md). Before: 3, recognizers and responders — Application/UIApplication.sendEvent → Window/UIWindow.sendEvent → the responder chain.
// After: 5, display — CATransaction.layoutAndDisplay → UIView/UIView+Rendering.display(_:) → QuartzCore Render/CABackingStore.
import Foundation
import Cassowary

typealias LinearExpression = Cassowary.Expression

/// The variables of one layout item (view or layout guide) in an engine: its alignment rectangle in the
/// coordinates of the engine's root (left, top, width, height), and the constraints the system makes for it.
@MainActor
final class ItemVars {
    /// Not retained: the engine belongs to its root view, so a strong reference to the root would be a cycle
    /// that keeps a detached tree alive forever; every other item is alive while it is in the engine (its
    /// superview holds it, and it leaves the engine before it leaves its superview — see removeItem).
    unowned(unsafe) let item: AnyObject
    /// The item when it is a view (avoids casts in the per-frame loops).
    unowned(unsafe) let view: UIView?
    /// The item's place in the engine's per-item arrays (`flatVars`, `lastValues`, `frameHosts`); changed
    /// when the engine compacts them (`compactItems`).
    var index: Int
    var removed = false
    let left: Variable, top: Variable, width: Variable, height: Variable
    /// Autoresizing-mask, root, content-size or guide constraints, in the order of `specs`.
    var internals: [InternalLayoutConstraint] = []
    var specKeys: [String] = []

    init(item: AnyObject, index: Int, solver: Solver, name: String) {
        self.item = item
        self.index = index
        view = item as? UIView
        left = solver.makeVariable(name: name + ".minX")
        top = solver.makeVariable(name: name + ".minY")
        width = solver.makeVariable(name: name + ".Width")
        height = solver.makeVariable(name: name + ".Height")
    }
}

/// One constraint in an engine: its solver constraint (nil while broken) and the constant the attributes
/// themselves contribute (baselines).
struct EngineEntry {
    let constraint: NSLayoutConstraint
    var solverConstraint: Constraint?
    var base: Double
}

/// The Auto Layout engine of one hierarchy: a Cassowary solver holding every active constraint whose items
/// are below its root view (a window, or the topmost view of a detached tree). Constraints are added to the
/// solver lazily, at the start of the next layout pass, together with the constraints the system makes
/// (autoresizing masks, intrinsic content size, guides); constant changes and resizes are incremental.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    weak var root: UIView?
    /// A scratch engine (fitting sizes) lays out its root as a free-standing view of unknown size.
    let isScratch: Bool

    var items: [ObjectIdentifier: ItemVars] = [:]
    /// The items in the order they were made (roughly the hierarchy's), for cache-friendly per-frame loops.
    var itemList: [ItemVars] = []
    var removedItems = 0
    /// Every item variable in order of creation, four per item, with the values last seen: a solve is followed
    /// by one pass over these contiguous arrays to find the views that moved.
    var flatVars: [Variable] = []
    var lastValues: [Double] = []
    /// Per item: the view to mark as needing layout when the item's solved values change (the superview of a
    /// view whose frame the engine sets), or nil. Kept here so that finding them touches no view. Not
    /// retained: the superview of a view in the engine is alive while the view is (a view leaving its
    /// superview leaves the engine first, see removeItem), and the engine dies with its root.
    var frameHosts: [Unmanaged<UIView>?] = []
    /// Per item: the view it is, if it is a view (checks a view's `liveIndexStorage` without touching the item).
    var flatViews: [ObjectIdentifier?] = []
    /// The items sync found moved (kept between syncs for its capacity).
    var movedScratch: [Int] = []
    var entries: [ObjectIdentifier: EngineEntry] = [:]
    var pendingAdds: [NSLayoutConstraint] = []
    var pendingImports: [UIView] = []
    var dirtyItems: [ObjectIdentifier: AnyObject] = [:]
    var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var exercise: [Constraint] = []
    var needsSync = false
    var removedSinceSync = false
    var isSyncing = false
    /// Constraints with leading or trailing edges the solver holds mirrored (laid out right to left).
    var mirrored: Set<ObjectIdentifier> = []
    /// `LayoutEngine.directionChanges` when the mirrored constraints were last checked.
    var checkedDirectionChanges = 0

    init(root: UIView, scratch: Bool = false) {
        self.root = root
        isScratch = scratch
    }

    // MARK: Finding engines

    static func root(of view: UIView) -> UIView {
        var v = view
        while let s = v.superviewStorage { v = s }
        return v
    }

    static func owningView(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        if let g = item as? UILayoutGuide { return g.owningViewStorage }
        return nil
    }

    /// The live engine of the hierarchy containing `view`, made on first use. A new engine first visits the
    /// whole hierarchy (constraints already installed, and the first updateConstraints of every view).
    static func engine(for view: UIView) -> LayoutEngine {
        let r = root(of: view)
        if let e = r.autoLayout.engine { return e }
        let e = LayoutEngine(root: r)
        r.autoLayout.engine = e
        e.pendingImports.append(r)
        e.markNeedsSync()
        return e
    }

    static func constraintActivated(_ c: NSLayoutConstraint, on host: UIView) {
        let e = engine(for: host)
        c.engine = e
        e.pendingAdds.append(c)
        e.markNeedsSync()
    }

    func markNeedsSync() {
        guard !isScratch else { return }
        needsSync = true
        if !isSyncing { root?.setNeedsLayout() }
    }

    func markDirty(_ item: AnyObject) {
        dirtyItems[ObjectIdentifier(item)] = item
        markNeedsSync()
    }

    // MARK: Names

    static func address(_ o: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(o).toOpaque()), radix: 16)
    }

    static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let g = item as? UILayoutGuide {
            return "\(type(of: g)):\(address(g))" + (g.identifier.isEmpty ? "" : "'\(g.identifier)'")
        }
        return "\(type(of: item)):\(address(item))"
    }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

/// Calls `body` with the object `ref` refers to, without retaining it (the caller keeps it alive). A closure
/// handed straight to the standard library's `_withUnsafeGuaranteedRef` from main-actor code gets a run-time
/// executor check on every call; handed through this function, it does not.
@inline(__always)
func withGuaranteedReference<T: AnyObject, R>(_ ref: Unmanaged<T>, _ body: (T) -> R) -> R {
    ref._withUnsafeGuaranteedRef(body)
}
