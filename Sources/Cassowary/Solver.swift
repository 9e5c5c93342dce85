// How it works (Badros, Borning & Stuckey's Cassowary, as in kiwi, with these differences):
// - the objective is lexicographic: one component per distinct priority, so no number of
//   lower-priority violations outweighs a higher one (kiwi sums weighted strengths);
// - a new inequality with no subject that keeps the tableau feasible enters with its slack
//   basic and is repaired by the dual simplex; a required equality with no subject goes through
//   an artificial-variable phase (as in kiwi) whose entering choice prefers pivots that make
//   progress and, among those, symbols that are cheap for the real objective (kiwi's first-found
//   choice can pivot on an edit variable's error column and touch every row);
// - the tableau is kept factored (see Tableau.swift): rows may mention basic symbols, nothing is
//   substituted into other rows when a symbol enters the basis, and values, ratio tests and
//   constant changes follow the column index through what depends on a symbol; a tableau
//   that would be dense (N views sharing one width) stays O(N);
// - constant changes (`setConstant`, `suggestValue`) shift the constraint's marker column, i.e.
//   they update right-hand sides only, then the dual simplex restores feasibility;
// - a constraint that mentions a variable nothing else mentions yet defines that variable by
//   its row as written, without expanding the basic variables it mentions: chains like
//   left_i = left_(i−1) + width_(i−1) + 8 cost O(1) each.

/// An incremental Cassowary solver: required constraints always hold; optional ones are
/// satisfied as well as possible, higher priorities strictly first.
///
/// Values are up to date after every call: `value(of:)` re-solves first if suggestions are
/// pending. Adding, removing, changing constants and suggesting edit values are incremental.
public final class Solver {
    struct Tag {
        var constraint: Constraint?
        var marker: Int32 = -1
        var other: Int32 = -1
        var level: Int = -1         // objective level of the error symbols; -1 if required
        var markerScale: Double = 0 // δ(expression constant) → shift of the marker
    }

    struct Edit {
        var constraint: Constraint
        var value: Double
    }

    var t = Tableau()
    var varSymbol: [Int32] = []
    /// Ids of released variables (their symbol is -1), reused by `makeVariable`.
    var freeVariables: [Int] = []
    var varName: [String] = []
    var tags: [Tag] = []
    var freeTags: [Int] = []
    var levelOf: [Float: Int] = [:]
    var edits: [Int: Edit] = [:]
    var needsDual = false
    var scratchTerms: [Entry] = []
    var phaseOne: [Entry] = []
    /// Required equalities without a subject: phase one (true) or the dual simplex (false).
    var useArtificialForEqualities = true
    var values: [Double] = []

    /// An empty solver.
    public init() {}

    // MARK: - Variables

    /// A new variable owned by this solver (value 0 until constrained).
    public func makeVariable(name: String = "") -> Variable {
        if let id = freeVariables.popLast() {
            varSymbol[id] = t.newSymbol(.external)
            varName[id] = name
            values[id] = 0
            return Variable(id: id)
        }
        let v = Variable(id: varSymbol.count)
        varSymbol.append(t.newSymbol(.external))
        varName.append(name)
        values.append(0)
        return v
    }

    /// Gives back a variable no constraint or edit uses any more, so that a solver whose variables come and go
    /// (views added and removed for the life of a window) stays the size of what it holds. Its id may be
    /// handed out again by `makeVariable`; using the old handle afterwards is an error. A variable still basic
    /// in a row is kept (it cannot be dropped without re-solving).
    public func releaseVariable(_ v: Variable) {
        flush()
        let s = varSymbol[v.id]
        guard s >= 0, t.rowOf[Int(s)] < 0, edits[v.id] == nil else { return }
        t.releaseSymbol(s)
        varSymbol[v.id] = -1
        varName[v.id] = ""
        values[v.id] = 0
        freeVariables.append(v.id)
    }

    /// The name given to `makeVariable`.
    public func name(of v: Variable) -> String { varName[v.id] }

    /// The number of variables made by this solver.
    public var variableCount: Int { varSymbol.count }

    /// The solved value of a variable.
    public func value(of v: Variable) -> Double {
        flush()
        return t.val[Int(varSymbol[v.id])]
    }

    /// The solved value of a variable.
    public subscript(v: Variable) -> Double { value(of: v) }

    /// Re-solves pending suggestions and copies every variable's value into `values`.
    public func updateVariables() {
        flush()
        for i in varSymbol.indices where varSymbol[i] >= 0 { values[i] = t.val[Int(varSymbol[i])] }
    }

    /// The value of a variable as of the last `updateVariables()`.
    public func lastValue(of v: Variable) -> Double { values[v.id] }

    // MARK: - Constraints

    /// Whether the constraint is in this solver.
    public func contains(_ c: Constraint) -> Bool { c.owner == ObjectIdentifier(self) }

    /// Adds a constraint. Throws `duplicateConstraint`, or `unsatisfiableConstraint` when a
    /// required constraint conflicts with the required constraints present.
    public func add(_ c: Constraint) throws(CassowaryError) {
        if c.owner != nil { throw .duplicateConstraint }
        flush()
        guard let tag = insertRow(c) else { throw .unsatisfiableConstraint }
        let slot: Int
        if let f = freeTags.popLast() { slot = f; tags[f] = tag } else { slot = tags.count; tags.append(tag) }
        c.slot = slot
        c.owner = ObjectIdentifier(self)
        t.optimize()
    }

    /// Puts a constraint's row into the (optimal) tableau, feasibly. Returns nil, with the
    /// tableau as it was (up to pivots), when a required constraint cannot hold.
    func insertRow(_ c: Constraint) -> Tag? {
        var tag = Tag(constraint: c)
        if createLazyRow(c, &tag) { return tag }
        let r = createRow(c, &tag)
        var subject = chooseSubject(r, tag)
        if subject < 0 && allDummies(r) {
            if !nearZero(t.rows[Int(r)].constant) {
                discardRow(r, tag)
                return nil
            }
            subject = tag.marker
        }
        if subject >= 0 {
            t.solveFor(r, subject)
            t.enterBasis(subject, r, expandedRow: true)
            return tag
        }
        // No subject keeps the tableau feasible: make the (new) marker basic although it is out
        // of range (a negative slack, a nonzero dummy) and let the dual simplex repair it. This
        // replaces kiwi's artificial-variable phase, which can pivot on the edit variables'
        // errors and touch every row.
        let m = tag.marker
        if t.kind[Int(m)] == .dummy && useArtificialForEqualities {
            if addWithArtificialVariable(r, tag) { return tag }
            return nil
        }
        t.solveFor(r, m)
        t.enterBasis(m, r, expandedRow: true)
        t.infeasible.append(m)
        if t.dualOptimize() {
            let mr = t.rowOf[Int(m)]
            if mr >= 0 && t.kind[Int(m)] == .dummy {
                // A dummy left basic at 0 would not stop later pivots from moving it: swap it
                // out (a degenerate pivot, values unchanged) unless its row is all dummies.
                t.expandRow(mr)
                var entering: Int32 = -1
                for e in t.expanded where t.kind[Int(e.sym)] != .dummy {
                    if entering < 0 || t.kind[Int(e.sym)] == .external { entering = e.sym }
                }
                if entering >= 0 {
                    t.computeColumn(entering)
                    t.pivot(leaving: m, entering: entering)
                }
            }
            return tag
        }
        // The constraint cannot hold. Drop its marker's row (the constraint's equation) and
        // repair what the aborted dual simplex left negative.
        let mr = t.rowOf[Int(m)]
        if mr >= 0 {
            t.dropRow(of: m)
            t.releaseSymbol(m)
            t.collectInfeasible()
            if t.dualOptimize() { return nil }
        }
        rebuild()
        return nil
    }

    /// Phase one for a required equality without a subject: an artificial variable equal to the
    /// row is driven to 0 by primal pivots that keep every other row feasible. Unlike kiwi, the
    /// entering symbol is chosen: first one whose step is not degenerate, then the cheapest for
    /// the real objective per unit, then the one in fewest rows. Returns false after taking the
    /// constraint back out when it cannot hold.
    func addWithArtificialVariable(_ r: Int32, _ tag: Tag) -> Bool {
        let a = t.newSymbol(.slack)
        t.setBasic(r, a)
        t.val[Int(a)] = t.rows[Int(r)].constant   // the row is expanded: its constant is its value
        while true {
            let ar = t.rowOf[Int(a)]
            if ar < 0 || nearZero(t.val[Int(a)]) { break }
            // Entering: a symbol that lowers the artificial variable. Prefer one whose ratio test
            // makes progress (degenerate steps walk through the many alternative optima of a
            // layout), then the cheapest for the real objective per unit, then the sparsest.
            // Candidates in order of cost, so that big columns (an edit variable's errors) are
            // scanned only when everything cheaper is degenerate.
            phaseOne.removeAll(keepingCapacity: true)
            t.expandRow(ar)
            for e in t.expanded where e.coef < 0 && t.kind[Int(e.sym)] != .dummy {
                phaseOne.append(Entry(sym: e.sym, pos: 0, coef: -e.coef))
            }
            phaseOne.sort { x, y in
                let c = t.obj.compareRatios(x.sym, x.coef, y.sym, y.coef)
                return c < 0 || (c == 0 && (t.cols[Int(x.sym)].count, x.sym) < (t.cols[Int(y.sym)].count, y.sym))
            }
            var entering: Int32 = -1, leaving: Int32 = -1
            for cand in phaseOne {
                var out: Int32 = -1
                var best = Double.infinity
                t.computeColumn(cand.sym)
                for b in t.topo where b != cand.sym && t.kind[Int(b)] != .external {
                    let c = t.acc[Int(b)]
                    if c > -epsilon { continue }
                    let ratio = -t.val[Int(b)] / c
                    if ratio < best || (ratio == best && b == a) { best = ratio; out = b }
                }
                t.clearColumn()
                if out < 0 { continue }
                if entering < 0 || best > epsilon { entering = cand.sym; leaving = out }
                if best > epsilon { break }
            }
            if leaving < 0 { break }
            t.computeColumn(entering)
            t.pivot(leaving: leaving, entering: entering)
        }
        let ar = t.rowOf[Int(a)]
        if ar >= 0 && !nearZero(t.val[Int(a)]) {
            removeTag(tag, extra: a)
            t.optimize()
            return false
        }
        if ar >= 0 {
            t.expandRow(ar)
            var entering: Int32 = -1
            for e in t.expanded where t.kind[Int(e.sym)] != .dummy {
                if entering < 0 || t.kind[Int(e.sym)] == .external { entering = e.sym }
            }
            if entering < 0 {
                // Only dummies (or nothing) left: the equality is implied; its row goes, the
                // marker stays.
                t.dropRow(of: a)
            } else {
                t.computeColumn(entering)
                t.pivot(leaving: a, entering: entering)
            }
        }
        t.releaseSymbol(a)   // nonbasic now: dropping its column fixes it at 0
        return true
    }

    /// Rebuilds the tableau from the constraints in the solver (the rare fallback after a
    /// refused constraint that could not be undone in place).
    func rebuild() {
        let live = tags.indices.filter { tags[$0].constraint != nil }
        let n = varSymbol.count
        t = Tableau()
        levelOf = [:]
        for i in 0..<n where varSymbol[i] >= 0 { varSymbol[i] = t.newSymbol(.external) }
        for slot in live {
            let c = tags[slot].constraint!
            if let tag = insertRow(c) {
                tags[slot] = tag
                t.optimize()
            } else {
                // Cannot happen for a system that held before; drop the constraint if it does.
                tags[slot] = Tag()
                freeTags.append(slot)
                c.owner = nil
                c.slot = -1
            }
        }
    }

    /// Removes a constraint. Throws `unknownConstraint` if it is not in this solver.
    public func remove(_ c: Constraint) throws(CassowaryError) {
        guard c.owner == ObjectIdentifier(self) else { throw .unknownConstraint }
        flush()
        let tag = tags[c.slot]
        removeTag(tag)
        tags[c.slot] = Tag()
        freeTags.append(c.slot)
        c.slot = -1
        c.owner = nil
        t.optimize()
    }

    /// Sets the constant of `c.expression` (the constraint is `expression ⋈ 0`) and re-solves
    /// incrementally. Throws `unknownConstraint`, or `unsatisfiableConstraint` (leaving the
    /// old constant) when a required constraint can no longer hold.
    public func setConstant(_ constant: Double, of c: Constraint) throws(CassowaryError) {
        guard c.owner == ObjectIdentifier(self) else { throw .unknownConstraint }
        flush()
        let delta = constant - c.expression.constant
        if delta == 0 { return }
        let tag = tags[c.slot]
        let ok = t.shiftMarker(tag.marker, delta * tag.markerScale)
        if ok && t.dualOptimize() {
            c.expression.constant = constant
            return
        }
        // Undo: shift back and restore feasibility of the old system (the dual simplex keeps
        // optimality, so it can repair whatever the aborted attempt left negative).
        _ = t.shiftMarker(tag.marker, -delta * tag.markerScale)
        t.collectInfeasible()
        if !t.dualOptimize() { rebuild() }
        throw .unsatisfiableConstraint
    }

    /// Changes the strength of a constraint in the solver. Between optional strengths this is
    /// an objective update; to or from required, the constraint is removed and added again.
    public func setStrength(_ strength: Strength, of c: Constraint) throws(CassowaryError) {
        guard c.owner == ObjectIdentifier(self) else { throw .unknownConstraint }
        if strength == c.strength { return }
        if strength.isRequired || c.strength.isRequired {
            let old = c.strength
            try remove(c)
            c.strength = strength
            do {
                try add(c)
            } catch {
                c.strength = old
                try? add(c)
                throw error
            }
            return
        }
        flush()
        var tag = tags[c.slot]
        let newLevel = level(for: strength)
        for s in [tag.marker, tag.other] where s >= 0 && t.kind[Int(s)] == .error {
            let r = t.rowOf[Int(s)]
            if r >= 0 {
                t.expandRow(r)
                let entries = t.expanded
                t.obj.addRow(tag.level, entries, -1)
                t.obj.addRow(newLevel, entries, 1)
            } else {
                t.obj.add(tag.level, s, -1)
                t.obj.add(newLevel, s, 1)
            }
        }
        tag.level = newLevel
        tags[c.slot] = tag
        c.strength = strength
        t.optimize()
    }

    // MARK: - Edit variables

    /// Makes `v` an edit variable of the given (optional) strength; its suggested value starts
    /// at 0. Throws `duplicateEditVariable` or `badRequiredStrength`.
    public func addEditVariable(_ v: Variable, strength: Strength) throws(CassowaryError) {
        if edits[v.id] != nil { throw .duplicateEditVariable }
        if strength.isRequired { throw .badRequiredStrength }
        let c = Constraint(Expression(v), .equal, strength: strength)
        try add(c)
        edits[v.id] = Edit(constraint: c, value: 0)
    }

    /// Stops editing `v`. Throws `unknownEditVariable`.
    public func removeEditVariable(_ v: Variable) throws(CassowaryError) {
        guard let e = edits.removeValue(forKey: v.id) else { throw .unknownEditVariable }
        try remove(e.constraint)
    }

    /// Whether `v` is an edit variable.
    public func hasEditVariable(_ v: Variable) -> Bool { edits[v.id] != nil }

    /// Suggests a value for an edit variable; the solution follows (dual simplex, batched until
    /// the next read or structural change). Throws `unknownEditVariable`.
    public func suggestValue(_ value: Double, for v: Variable) throws(CassowaryError) {
        guard let e = edits[v.id] else { throw .unknownEditVariable }
        let delta = value - e.value
        if delta == 0 { return }
        edits[v.id]!.value = value
        // The edit constraint is `v − value = 0`: its constant changes by −delta.
        let tag = tags[e.constraint.slot]
        _ = t.shiftMarker(tag.marker, -delta * tag.markerScale)
        e.constraint.expression.constant = -value
        needsDual = true
    }

    /// Removes every constraint and edit variable (variables stay, at 0).
    public func reset() {
        for tag in tags { if let c = tag.constraint { c.owner = nil; c.slot = -1 } }
        let n = varSymbol.count
        let names = varName
        let free = freeVariables
        freeVariables = []
        t = Tableau()
        varSymbol = []
        varName = []
        values = []
        tags = []
        freeTags = []
        levelOf = [:]
        edits = [:]
        needsDual = false
        for i in 0..<n { _ = makeVariable(name: names[i]) }
        for id in free { releaseVariable(Variable(id: id)) }
    }

    // MARK: - Internals

    func flush() {
        if needsDual {
            needsDual = false
            _ = t.dualOptimize()
        }
    }

    func level(for s: Strength) -> Int {
        if let k = levelOf[s.priority] { return k }
        let k = t.obj.addLevel(priority: s.priority)
        levelOf[s.priority] = k
        return k
    }

    /// Builds the tableau row of a constraint (substituting basic variables) and its markers.
    func createRow(_ c: Constraint, _ tag: inout Tag) -> Int32 {
        let r = t.newRow()
        let e = c.expression
        scratchTerms.removeAll(keepingCapacity: true)
        for term in e.terms where term.coefficient != 0 {
            scratchTerms.append(Entry(sym: varSymbol[term.variable.id], pos: -1, coef: term.coefficient))
        }
        // The row in nonbasic symbols; its constant is the expression's current value.
        scratchTerms.withUnsafeBufferPointer { t.expand($0) }
        t.rows[Int(r)].constant = t.evaluate(scratchTerms, e.constant)
        for x in t.expanded { t.appendEntry(r, x.sym, x.coef) }
        let required = c.strength.isRequired
        if !required { tag.level = level(for: c.strength) }
        var mu = 0.0
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coef: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = t.newSymbol(.slack)
            tag.marker = slack
            mu = coef
            t.appendEntry(r, slack, coef)
            if !required {
                let err = t.newSymbol(.error)
                tag.other = err
                t.appendEntry(r, err, -coef)
                t.obj.add(tag.level, err, 1)
            }
        case .equal:
            if required {
                let d = t.newSymbol(.dummy)
                tag.marker = d
                mu = 1
                t.appendEntry(r, d, 1)
            } else {
                let ep = t.newSymbol(.error), em = t.newSymbol(.error)
                tag.marker = ep
                tag.other = em
                mu = -1
                t.appendEntry(r, ep, -1)
                t.appendEntry(r, em, 1)
                t.obj.add(tag.level, ep, 1)
                t.obj.add(tag.level, em, 1)
            }
        }
        if t.rows[Int(r)].constant < 0 { t.scaleRow(r, -1) }
        // Changing the expression constant by δ changes the row constant by σδ (σ = ±1 for
        // the negation above), the same as shifting the marker by σδ/(σμ) = δ/μ.
        tag.markerScale = 1 / mu
        return r
    }

    /// When the constraint mentions a variable that nothing else mentions yet (typical while a
    /// layout is being built: `left_i = left_(i−1) + width_(i−1) + 8`), that variable becomes
    /// basic with its row as written (it may mention basic variables): nothing to expand.
    /// Returns false (nothing done) when there is no such variable.
    func createLazyRow(_ c: Constraint, _ tag: inout Tag) -> Bool {
        let e = c.expression
        if e.terms.count > 8 { return false }
        scratchTerms.removeAll(keepingCapacity: true)
        for term in e.terms where term.coefficient != 0 {
            let s = varSymbol[term.variable.id]
            if let i = scratchTerms.firstIndex(where: { $0.sym == s }) {
                scratchTerms[i].coef += term.coefficient
            } else {
                scratchTerms.append(Entry(sym: s, pos: -1, coef: term.coefficient))
            }
        }
        var subject = -1
        for (i, term) in scratchTerms.enumerated() where !nearZero(term.coef) {
            let x = Int(term.sym)
            if t.rowOf[x] < 0 && t.cols[x].isEmpty && t.obj.coef.allSatisfy({ $0[x] == 0 }) {
                subject = i
                break
            }
        }
        guard subject >= 0 else { return false }
        let x = scratchTerms[subject].sym
        let a = scratchTerms[subject].coef
        scratchTerms.remove(at: subject)
        scratchTerms.removeAll { nearZero($0.coef) }
        let required = c.strength.isRequired
        if !required { tag.level = level(for: c.strength) }
        var mu = 0.0
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coef: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = t.newSymbol(.slack)
            tag.marker = slack
            mu = coef
            scratchTerms.append(Entry(sym: slack, pos: -1, coef: coef))
            if !required {
                let err = t.newSymbol(.error)
                tag.other = err
                scratchTerms.append(Entry(sym: err, pos: -1, coef: -coef))
                t.obj.add(tag.level, err, 1)
            }
        case .equal:
            if required {
                let d = t.newSymbol(.dummy)
                tag.marker = d
                mu = 1
                scratchTerms.append(Entry(sym: d, pos: -1, coef: 1))
            } else {
                let ep = t.newSymbol(.error), em = t.newSymbol(.error)
                tag.marker = ep
                tag.other = em
                mu = -1
                scratchTerms.append(Entry(sym: ep, pos: -1, coef: -1))
                scratchTerms.append(Entry(sym: em, pos: -1, coef: 1))
                t.obj.add(tag.level, ep, 1)
                t.obj.add(tag.level, em, 1)
            }
        }
        tag.markerScale = 1 / mu
        // 0 = constant + a·x + Σ  ⇒  x = −(constant + Σ)/a. Nothing mentions x, so nothing
        // else moves.
        let f = -1 / a
        let r = t.newRow()
        for term in scratchTerms { t.appendEntry(r, term.sym, term.coef * f) }
        t.rows[Int(r)].constant = e.constant * f
        t.setBasic(r, x)
        t.val[Int(x)] = t.evaluate(t.rows[Int(r)].entries, t.rows[Int(r)].constant)
        return true
    }

    /// The symbol to make basic for a new row: the external symbol that appears in the fewest
    /// rows (least fill-in), else a marker with a negative coefficient, else none (-1).
    func chooseSubject(_ r: Int32, _ tag: Tag) -> Int32 {
        var best: Int32 = -1
        var bestCount = Int.max
        for e in t.rows[Int(r)].entries where t.kind[Int(e.sym)] == .external {
            let n = t.cols[Int(e.sym)].count
            if n < bestCount || (n == bestCount && e.sym < best) { best = e.sym; bestCount = n }
        }
        if best >= 0 { return best }
        for s in [tag.marker, tag.other] where s >= 0 {
            let k = t.kind[Int(s)]
            if (k == .slack || k == .error) && t.coefficient(r, s) < 0 { return s }
        }
        return -1
    }

    func allDummies(_ r: Int32) -> Bool {
        t.rows[Int(r)].entries.allSatisfy { t.kind[Int($0.sym)] == .dummy }
    }

    /// Drops a row that never entered the tableau, and the objective terms of its errors.
    func discardRow(_ r: Int32, _ tag: Tag) {
        t.freeRow(r)
        for s in [tag.marker, tag.other] where s >= 0 { t.releaseSymbol(s) }
    }

    /// Takes a constraint's row out of the tableau (the marker becomes basic, its row is
    /// dropped) and its errors out of the objective.
    func removeTag(_ tag: Tag, extra: Int32 = -1) {
        for s in [tag.marker, tag.other] where s >= 0 && t.kind[Int(s)] == .error {
            let r = t.rowOf[Int(s)]
            if r >= 0 {
                t.expandRow(r)
                t.obj.addRow(tag.level, t.expanded, -1)
            } else {
                t.obj.add(tag.level, s, -1)
            }
        }
        let m = tag.marker
        if t.rowOf[Int(m)] < 0, let leaving = markerLeavingSymbol(m) {
            t.pivot(leaving: leaving, entering: m)
        }
        t.dropRow(of: m)
        // The other error symbol (and an artificial variable) belonged to this constraint
        // only: drop them, which fixes them at 0 wherever they are still mentioned.
        for o in [tag.other, extra] where o >= 0 {
            t.dropRow(of: o)
            t.releaseSymbol(o)
        }
        t.releaseSymbol(m)
    }

    /// The basic symbol whose row should make way for marker `m` (kiwi's rule: the restricted
    /// row with the smallest ratio where `m` has a negative coefficient, else where it has a
    /// positive one, else an unrestricted row). Leaves `m`'s column computed for the pivot.
    func markerLeavingSymbol(_ m: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        t.computeColumn(m)
        for b in t.topo where b != m {
            let c = t.acc[Int(b)]
            if nearZero(c) { continue }
            let v = t.val[Int(b)]
            if t.kind[Int(b)] == .external {
                if third < 0 { third = b }
            } else if c < 0 {
                let ratio = -v / c
                if ratio < r1 { r1 = ratio; first = b }
            } else {
                let ratio = v / c
                if ratio < r2 { r2 = ratio; second = b }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        if third >= 0 { return third }
        t.clearColumn()
        return nil
    }
}

extension Solver {
    /// Tableau size, for diagnostics: rows, entries, longest row, longest column.
    public var tableauStats: (rows: Int, entries: Int, longestRow: Int, longestColumn: Int) {
        var rowsCount = 0, entries = 0, longest = 0
        for r in t.rows where r.basic >= 0 {
            rowsCount += 1
            entries += r.entries.count
            longest = max(longest, r.entries.count)
        }
        return (rowsCount, entries, longest, t.cols.map(\.count).max() ?? 0)
    }
}
