import Foundation
import Cassowary

// Adding and removing: constraints entering and leaving the solver, constant and priority changes.
extension LayoutEngine {
    /// Adds `c` to the solver; a required constraint that cannot hold is logged and one constraint of the
    /// conflicting set is broken (the one activated last, as on iOS ⚠).
    func add(_ c: NSLayoutConstraint, logConflicts: Bool = true) {
        let id = ObjectIdentifier(c)
        if let e = entries[id], e.solverConstraint != nil { return }
        broken[id] = nil
        var attempts = 0
        while true {
            attempts += 1
            let (cc, base) = build(c)
            do {
                try solver.add(cc)
                entries[id] = EngineEntry(constraint: c, solverConstraint: cc, base: base)
                return
            } catch {
                entries[id] = EngineEntry(constraint: c, solverConstraint: nil, base: base)
                guard attempts < 8 else { broken[id] = c; return }
                let conflict = minimalConflict(with: cc)
                let all = conflict + [c]
                let victim = all.max { $0.sequence < $1.sequence } ?? c
                if logConflicts { logUnsatisfiable(all, breaking: victim) }
                if victim === c { broken[id] = c; return }
                breakConstraint(victim)
                if !logConflicts { broken[id] = c; return }
            }
        }
    }

    /// Takes `c` out of the solver and remembers it as broken (it is retried when constraints go away).
    func breakConstraint(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        if let cc = entries[id]?.solverConstraint { try? solver.remove(cc) }
        entries[id]?.solverConstraint = nil
        broken[id] = c
    }

    /// Removes `c` from the engine.
    func remove(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        mirrored.remove(id)
        if let e = entries.removeValue(forKey: id), let cc = e.solverConstraint {
            try? solver.remove(cc)
            removedSinceSync = true
        }
        broken[id] = nil
        if c.engine === self { c.engine = nil }
        markNeedsSync()
    }

    func constantDidChange(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        guard let e = entries[id] else { markNeedsSync(); return }
        guard let cc = e.solverConstraint else {
            // A broken constraint may hold with its new constant.
            markNeedsSync()
            removedSinceSync = true
            return
        }
        do {
            try solver.setConstant(e.base - Double(c.constant), of: cc)
        } catch {
            try? solver.remove(cc)
            entries[id] = nil
            add(c)
        }
        markNeedsSync()
    }

    func priorityDidChange(_ c: NSLayoutConstraint) {
        if let cc = entries[ObjectIdentifier(c)]?.solverConstraint {
            try? solver.setStrength(Strength(c.priority.rawValue), of: cc)
        }
        markNeedsSync()
    }
}
