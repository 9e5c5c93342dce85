import Foundation
import Cassowary

// The layout pass: bringing an engine up to date and solving.
extension LayoutEngine {
    /// At the start of a view's layout: bring the engine of its hierarchy up to date first.
    static func prepareLayout(of view: UIView) {
        // A view with variables is in the live engine of its hierarchy (the root's).
        if let e = view.varsEngineStorage {
            if e.needsSync { e.sync() }
            return
        }
        let r = root(of: view)
        if let e = r.autoLayoutStorage?.engine {
            if e.needsSync { e.sync() }
        } else if !pendingDetached.isEmpty, let i = pendingDetached.firstIndex(where: { $0.view === r }) {
            pendingDetached.remove(at: i)
            _ = engine(for: r).sync()
        }
    }

    /// Update constraints (bottom-up), add what is pending, refresh system constraints, solve, and mark the
    /// superviews of views whose frames changed as needing layout (they apply the frames in layoutSubviews).
    @discardableResult
    func sync() -> Bool {
        guard let root else { return false }
        if removedItems > 16 && removedItems > itemList.count / 2 { compactItems() }
        isSyncing = true
        defer { isSyncing = false }
        var rounds = 0
        repeat {
            rounds += 1
            needsSync = false
            let imports = pendingImports
            pendingImports = []
            for v in imports where LayoutEngine.root(of: v) === root { importSubtree(v) }
            LayoutEngine.updateConstraintsBottomUp(root)
            // Items whose system constraints changed (frames of autoresizing views, intrinsic sizes, margins).
            let dirty = dirtyItems
            dirtyItems = [:]
            for (id, _) in dirty { if let iv = items[id] { refreshInternals(iv) } }
            remirrorIfNeeded()
            if let riv = items[ObjectIdentifier(root)] { refreshInternals(riv) } else if !entries.isEmpty || !pendingAdds.isEmpty { _ = vars(root) }
            let adds = pendingAdds.sorted { $0.sequence < $1.sequence }
            pendingAdds = []
            for c in adds where c.activeStorage && c.engine === self { add(c) }
            if removedSinceSync {
                removedSinceSync = false
                for c in broken.values.sorted(by: { $0.sequence < $1.sequence }) {
                    if entries[ObjectIdentifier(c)]?.solverConstraint == nil { retry(c) }
                }
            }
        } while (needsSync || !pendingImports.isEmpty || !pendingAdds.isEmpty) && rounds < 10
        needsSync = false
        solver.updateVariables()
        // Views whose frame changes get their superview laid out. Only the per-item arrays are read here: the
        // views themselves are touched when their superview applies the frames. The values are compared first,
        // over the arrays' storage (one exclusivity check per array, not one per element), then the superviews
        // are marked in item order (setNeedsLayout may run overrides: the items it removes lose their host).
        var moved = movedScratch
        movedScratch = []
        moved.removeAll(keepingCapacity: true)
        let solver = self.solver
        flatVars.withUnsafeBufferPointer { vars in
            frameHosts.withUnsafeBufferPointer { hosts in
                lastValues.withUnsafeMutableBufferPointer { last in
                    for i in 0..<hosts.count {
                        var changed = false
                        for j in (4 * i)..<(4 * i + 4) {
                            let x = solver.lastValue(of: vars[j])
                            if x != last[j] { last[j] = x; changed = true }
                        }
                        if changed && hosts[i] != nil { moved.append(i) }
                    }
                }
            }
        }
        for i in moved {
            if let host = frameHosts[i] { withGuaranteedReference(host) { $0.setNeedsLayout() } }
        }
        movedScratch = moved
        return true
    }

    /// Tries a broken constraint again, silently.
    func retry(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        let (cc, base) = build(c)
        if (try? solver.add(cc)) != nil {
            entries[id] = EngineEntry(constraint: c, solverConstraint: cc, base: base)
            broken[id] = nil
        }
    }

    /// Drops removed items from the per-item arrays, renumbering the live ones. Done at the start of a sync,
    /// never while removing (a removal can happen inside a loop over those arrays, from an override that
    /// setNeedsLayout runs), once removed items outnumber live ones, so the arrays and the per-sync walk over
    /// them stay the size of what the engine holds.
    func compactItems() {
        itemList.removeAll { $0.removed }
        removedItems = 0
        var vars: [Variable] = [], last: [Double] = [], hosts: [Unmanaged<UIView>?] = [], views: [ObjectIdentifier?] = []
        vars.reserveCapacity(itemList.count * 4)
        last.reserveCapacity(itemList.count * 4)
        hosts.reserveCapacity(itemList.count)
        views.reserveCapacity(itemList.count)
        for (k, iv) in itemList.enumerated() {
            let o = iv.index
            vars += flatVars[(4 * o)..<(4 * o + 4)]
            last += lastValues[(4 * o)..<(4 * o + 4)]
            hosts.append(frameHosts[o])
            views.append(flatViews[o])
            iv.index = k
            if let v = iv.view, v.varsEngineStorage === self { v.liveIndexStorage = Int32(k) }
        }
        flatVars = vars
        lastValues = last
        frameHosts = hosts
        flatViews = views
    }
}
