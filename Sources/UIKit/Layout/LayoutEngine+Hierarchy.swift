import Foundation
import Cassowary

// Hierarchy changes: views moving between hierarchies, and subtrees joining an engine.
extension LayoutEngine {
    /// Before `view` leaves its superview: constraints of its old ancestors that reference the subtree are
    /// deactivated (as on iOS), and the subtree leaves the old engine, keeping its own constraints for later.
    static func viewWillMoveOut(_ view: UIView, of oldSuperview: UIView) {
        var a: UIView? = oldSuperview
        while let cur = a {
            if let st = cur.autoLayoutStorage, !st.installed.isEmpty {
                for c in st.installed where c.references(subtreeOf: view) { c.deactivateImpl() }
            }
            a = cur.superviewStorage
        }
        let r = root(of: oldSuperview)
        guard let e = r.autoLayoutStorage?.engine else { return }
        var hadConstraints = false
        forEachView(in: view) { v in
            if let st = v.autoLayoutStorage {
                for c in st.installed {
                    hadConstraints = true
                    if c.engine === e { e.remove(c) }
                }
                for g in st.guides { e.removeItem(g) }
                if st.needsUpdateConstraints { hadConstraints = true }
            }
            e.removeItem(v)
        }
        e.pendingImports.removeAll { $0 === view || $0.isDescendant(of: view) }
        e.markNeedsSync()
        if hadConstraints {
            // The subtree becomes its own hierarchy; an engine for it visits it when it next lays out.
            pendingDetached.removeAll { $0.view == nil }
            pendingDetached.append(DetachedTree(view: view))
        }
    }

    /// A subtree that left its hierarchy with constraints of its own, waiting for its next layout. Weak: a
    /// removed view nobody else holds is freed, as on iOS, rather than kept for a layout that never comes.
    struct DetachedTree {
        weak var view: UIView?
    }

    nonisolated(unsafe) static var pendingDetached: [DetachedTree] = []

    /// After `view` joined a superview: a detached tree's own engine is dropped and the subtree is visited by
    /// the engine of its new hierarchy.
    static func viewDidMoveIn(_ view: UIView) {
        pendingDetached.removeAll { $0.view == nil || $0.view === view }
        var hasEngine = false
        if let old = view.autoLayoutStorage?.engine {
            old.discard()
            view.autoLayoutStorage?.engine = nil
            hasEngine = true
        }
        let r = root(of: view)
        if hasEngine || r.autoLayoutStorage?.engine != nil || view.autoLayoutStorage != nil {
            let e = engine(for: r)
            e.pendingImports.append(view)
            e.markNeedsSync()
        }
    }

    /// Forgets everything (the hierarchy joined another one).
    func discard() {
        for (_, entry) in entries where entry.constraint.engine === self { entry.constraint.engine = nil }
        for c in pendingAdds where c.engine === self { c.engine = nil }
        for (_, iv) in items {
            if let v = iv.item as? UIView, v.varsEngineStorage === self {
                v.varsEngineStorage = nil
                v.liveIndexStorage = -1
                v.isVarsEngineRootStorage = false
            }
            if let g = iv.item as? UILayoutGuide, g.varsEngine === self { g.varsEngine = nil }
        }
        items = [:]
        itemList = []
        removedItems = 0
        flatVars = []
        frameHosts = []
        flatViews = []
        lastValues = []
        entries = [:]
        pendingAdds = []
        broken = [:]
        solver.reset()
    }

    static func forEachView(in view: UIView, _ body: (UIView) -> Void) {
        body(view)
        for s in view.subviewStorage { forEachView(in: s, body) }
    }

    /// Visits a newly joined subtree: pending constraints installed in it, and the first updateConstraints of
    /// its views (bottom-up).
    func importSubtree(_ view: UIView) {
        for s in view.subviewStorage { importSubtree(s) }
        if let st = view.autoLayoutStorage {
            for c in st.installed where c.activeStorage && c.engine == nil {
                c.engine = self
                pendingAdds.append(c)
            }
            if st.needsUpdateConstraints { view.callUpdateConstraints() }
        } else if view.needsUpdateConstraints() {
            view.callUpdateConstraints()
        }
    }

    /// updateConstraints of every view in `view`'s subtree that needs it, children before parents.
    static func updateConstraintsBottomUp(_ view: UIView) {
        guard let st = view.autoLayoutStorage else { return }
        if st.subtreeNeedsUpdate {
            st.subtreeNeedsUpdate = false
            for s in view.subviewStorage { updateConstraintsBottomUp(s) }
        }
        if st.needsUpdateConstraints { view.callUpdateConstraints() }
    }
}

extension NSLayoutConstraint {
    /// Whether either item is in the subtree of `view`.
    func references(subtreeOf view: UIView) -> Bool {
        for item in [firstItemRef, secondItemRef] {
            if let v = LayoutEngine.owningView(of: item), v.isDescendant(of: view) { return true }
        }
        return false
    }
}
