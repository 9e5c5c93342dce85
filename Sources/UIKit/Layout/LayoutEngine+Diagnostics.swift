import Foundation
import Cassowary

// Unsatisfiable constraints, ambiguity and the constraints affecting an item.
extension LayoutEngine {
    /// A minimal set of required constraints in the solver that, with `new`, cannot all hold: the required
    /// constraints connected to `new` through shared variables, reduced by deletion filtering (a constraint
    /// is dropped whenever the rest still conflicts with `new`; checks run on scratch solvers).
    func minimalConflict(with new: Constraint) -> [NSLayoutConstraint] {
        var required: [(NSLayoutConstraint, Constraint)] = []
        var byVar: [Int: [Int]] = [:]
        for (_, e) in entries {
            guard let cc = e.solverConstraint, cc.strength.isRequired else { continue }
            let i = required.count
            required.append((e.constraint, cc))
            for t in cc.expression.terms where t.coefficient != 0 { byVar[t.variable.id, default: []].append(i) }
        }
        // The connected component of the new constraint's variables.
        var seenVars = Set<Int>(), seen = Set<Int>(), queue = new.expression.terms.map(\.variable.id)
        var component: [Int] = []
        while let v = queue.popLast(), component.count < 800 {
            guard seenVars.insert(v).inserted else { continue }
            for i in byVar[v] ?? [] where seen.insert(i).inserted {
                component.append(i)
                queue.append(contentsOf: required[i].1.expression.terms.map(\.variable.id))
            }
        }
        var set = component.sorted { required[$0].0.sequence < required[$1].0.sequence }
        let requiredExpressions = required.map(\.1.expression)
        let requiredRelations = required.map(\.1.relation)
        let newExpression = new.expression, newRelation = new.relation
        func conflicts(_ s: [Int]) -> Bool {
            LayoutEngine.conflicts(s.map { requiredExpressions[$0] }, newExpression, newRelation,
                                   relations: s.map { requiredRelations[$0] })
        }
        guard conflicts(set) else { return set.map { required[$0].0 } }
        var chunk = max(1, set.count / 2)
        while true {
            var i = 0
            while i < set.count {
                var trial = set
                trial.removeSubrange(i..<min(set.count, i + chunk))
                if conflicts(trial) { set = trial } else { i += chunk }
            }
            if chunk == 1 { break }
            chunk = max(1, chunk / 2)
        }
        return set.map { required[$0].0 }
    }

    /// Whether the required constraints `exprs ⋈ 0` and `new ⋈ 0` cannot hold together (a scratch solver).
    nonisolated static func conflicts(_ exprs: [LinearExpression], _ new: LinearExpression, _ newRelation: Relation,
                                      relations: [Relation]) -> Bool {
        let solver = Solver()
        var map: [Int: Variable] = [:]
        func copy(_ expression: LinearExpression, _ relation: Relation) -> Constraint {
            var e = expression
            e.terms = e.terms.map { t in
                if let v = map[t.variable.id] { return Term(v, t.coefficient) }
                let v = solver.makeVariable()
                map[t.variable.id] = v
                return Term(v, t.coefficient)
            }
            return Constraint(e, relation, strength: .required)
        }
        for (e, r) in zip(exprs, relations) { if (try? solver.add(copy(e, r))) == nil { return true } }
        return (try? solver.add(copy(new, newRelation))) == nil
    }

    /// Apple's message for an unsatisfiable required constraint.
    func logUnsatisfiable(_ constraints: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
        let list = constraints.sorted { $0.sequence < $1.sequence }
        var s = "Unable to simultaneously satisfy constraints.\n"
        s += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        s += "\tTry this: \n"
        s += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        s += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if list.contains(where: { $0.kindName == "NSAutoresizingMaskLayoutConstraint" }) {
            s += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        s += "(\n"
        s += list.map { "    \"\($0.constraintDescription)\"" }.joined(separator: ",\n")
        s += "\n)\n\n"
        s += "Will attempt to recover by breaking constraint \n\(victim.constraintDescription)\n\n"
        s += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        s += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        LayoutDiagnostics.log(s)
    }

    // MARK: Ambiguity

    /// A scratch solver holding copies of every constraint in this one (same variable ids).
    func scratchCopy() -> Solver {
        let s = Solver()
        for _ in 0..<solver.variableCount { _ = s.makeVariable() }
        for (_, e) in entries {
            guard let cc = e.solverConstraint else { continue }
            try? s.add(Constraint(cc.expression, cc.relation, strength: cc.strength))
        }
        for cc in exercise { try? s.add(Constraint(cc.expression, cc.relation, strength: cc.strength)) }
        return s
    }

    /// For each variable of `item` that other values satisfy equally well: the variable and such a value.
    func ambiguousVariables(of item: AnyObject) -> [(Variable, Double)] {
        guard let iv = items[ObjectIdentifier(item)] else { return [] }
        if needsSync { sync() }
        var out: [(Variable, Double)] = []
        let base = scratchCopy()
        for v in [iv.left, iv.top, iv.width, iv.height] {
            let current = base.value(of: v)
            for delta in [100.0, -100.0] {
                let s = scratchCopy()
                // An edit at the lowest priority moves the variable only where nothing else decides it.
                try? s.addEditVariable(v, strength: Strength(1))
                try? s.suggestValue(current + delta, for: v)
                let moved = s.value(of: v)
                if abs(moved - current) > 0.5 {
                    out.append((v, moved))
                    break
                }
            }
        }
        return out
    }

    static func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let e = engineHolding(item) else { return false }
        return !e.ambiguousVariables(of: item).isEmpty
    }

    static func engineHolding(_ item: AnyObject) -> LayoutEngine? {
        if let v = item as? UIView {
            if let e = v.varsEngineStorage { return e }
            let r = root(of: v)
            if let e = r.autoLayoutStorage?.engine, e.needsSync { e.sync(); return v.varsEngineStorage }
        }
        if let g = item as? UILayoutGuide { return g.varsEngine }
        return nil
    }

    /// Moves an ambiguous view to another valid solution (kept by a lowest-priority constraint).
    static func exerciseAmbiguity(_ view: UIView) {
        guard let e = engineHolding(view) else { return }
        for (v, value) in e.ambiguousVariables(of: view) {
            let c = Constraint(LinearExpression(v) - value, .equal, strength: Strength(1))
            if (try? e.solver.add(c)) != nil { e.exercise.append(c) }
        }
        e.solver.updateVariables()
        view.superviewStorage?.setNeedsLayout()
    }

    /// The constraints in the engine that involve the item's variables along `axis`.
    static func constraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let e = engineHolding(item), let iv = e.items[ObjectIdentifier(item)] else { return [] }
        let ids: Set<Int> = axis == .horizontal ? [iv.left.id, iv.width.id] : [iv.top.id, iv.height.id]
        var out: [NSLayoutConstraint] = []
        for (_, entry) in e.entries {
            guard let cc = entry.solverConstraint else { continue }
            if cc.expression.terms.contains(where: { ids.contains($0.variable.id) && $0.coefficient != 0 }) {
                out.append(entry.constraint)
            }
        }
        return out.sorted { $0.sequence < $1.sequence }
    }
}
