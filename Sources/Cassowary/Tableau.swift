// The simplex tableau in factored form: rows keyed by small integers, a sparse column index,
// current values, and a lexicographic objective with one component per distinct priority.
//
// A row stands for `basic = constant + Σ coef·symbol` (or `0 = …` while it is being built).
// Unlike a textbook tableau, a row may mention other basic symbols: the rows form an acyclic
// graph (each row a step of a triangular factorisation of the basis), and nothing is ever
// substituted into other rows when a symbol enters the basis. A symbol's value is its row's
// constant plus its terms evaluated at the current values, nonbasic symbols being 0; values
// are kept current by propagating changes along the column index (the rows that mention a
// symbol) in dependency order. A pivot rewrites one row only: the leaving row, expanded into
// nonbasic symbols and solved for the entering one. Where an explicit tableau turns dense (one
// row of N views sharing a width: every row would mention every view's error), this keeps
// O(N) entries, and a pivot, a constant change or an edit costs the size of what depends on
// it. Every entry of a row is cross-linked with the column list of its symbol, so entries are
// removed in O(1).

let epsilon = 1.0e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }

enum SymbolKind: UInt8 {
    case external   // a user variable, unrestricted
    case slack      // ≥ 0, for inequalities
    case error      // ≥ 0, in the objective
    case dummy      // = 0, marks a required equality; never enters the basis
}

struct Entry {
    var sym: Int32
    var pos: Int32      // index of the matching ColRef in cols[sym]
    var coef: Double
}

struct ColRef {
    var row: Int32
    var idx: Int32      // index of the matching Entry in rows[row].entries
}

struct Row {
    var entries: [Entry] = []
    var constant: Double = 0
    var basic: Int32 = -1
}

/// One lexicographic objective: component `k` is the sum of the error symbols of priority
/// `priorities[k]`, stored densely by symbol so a coefficient is read in O(1).
struct Objective {
    var coef: [[Double]] = []          // [level][symbol]
    var priorities: [Float] = []
    var order: [Int] = []              // levels, highest priority first
    var cand: [Int32] = []             // symbols whose coefficient changed: entering candidates
    var inCand: [Bool] = []
    var symbolCount = 0

    mutating func grow(to n: Int) {
        guard n > symbolCount else { return }
        let extra = n - symbolCount
        for k in coef.indices { coef[k].append(contentsOf: repeatElement(0, count: extra)) }
        inCand.append(contentsOf: repeatElement(false, count: extra))
        symbolCount = n
    }

    mutating func addLevel(priority: Float) -> Int {
        let k = coef.count
        coef.append([Double](repeating: 0, count: symbolCount))
        priorities.append(priority)
        order = Array(priorities.indices).sorted { priorities[$0] > priorities[$1] }
        return k
    }

    @inline(__always) mutating func add(_ k: Int, _ s: Int32, _ x: Double) {
        let i = Int(s)
        var v = coef[k][i] + x
        if nearZero(v) { v = 0 }
        coef[k][i] = v
        if !inCand[i] { inCand[i] = true; cand.append(s) }
    }

    /// `level k += f × row` for a basic symbol's row (the objective's constant is not kept).
    mutating func addRow(_ k: Int, _ entries: [Entry], _ f: Double) {
        for e in entries { add(k, e.sym, f * e.coef) }
    }

    /// Replaces symbol `s` by its new row in every level.
    mutating func substitute(_ s: Int32, _ entries: [Entry]) {
        let i = Int(s)
        for k in coef.indices {
            let c = coef[k][i]
            if c != 0 {
                coef[k][i] = 0
                addRow(k, entries, c)
            }
        }
    }

    @inline(__always) func isLexNegative(_ s: Int32) -> Bool {
        let i = Int(s)
        for k in order {
            let c = coef[k][i]
            if c < -epsilon { return true }
            if c > epsilon { return false }
        }
        return false
    }

    /// Lexicographic comparison of `coef[·][a] / da` with `coef[·][b] / db`: -1, 0 or 1.
    func compareRatios(_ a: Int32, _ da: Double, _ b: Int32, _ db: Double) -> Int {
        for k in order {
            let x = coef[k][Int(a)] / da, y = coef[k][Int(b)] / db
            let tol = 1e-9 * max(1, abs(x), abs(y))
            if x < y - tol { return -1 }
            if x > y + tol { return 1 }
        }
        return 0
    }
}


struct Tableau {
    var kind: [SymbolKind] = []
    var cols: [[ColRef]] = []
    var rowOf: [Int32] = []
    var mark: [Int32] = []
    var rows: [Row] = []
    var freeRows: [Int32] = []
    var obj = Objective()
    var infeasible: [Int32] = []
    var scratchCol: [ColRef] = []
    var pending: [Entry] = []
    var zeros: [Int32] = []
    var freeSymbols: [Int32] = []   // symbols of removed constraints, for reuse
    var val: [Double] = []          // current value by symbol (0 when nonbasic)
    var acc: [Double] = []          // expansion / propagation accumulator, by symbol
    var accTouched: [Int32] = []
    var inAcc: [Bool] = []
    var visit: [UInt32] = []        // DFS stamps, by symbol
    var stamp: UInt32 = 0
    var dfs: [(Int32, Int32)] = []
    var topo: [Int32] = []
    var expanded: [Entry] = []      // the last `expandRow`, nonbasic symbols only
    /// Advanced by every change of a row's entries or basic symbol: what depends on what.
    var structure: UInt64 = 0
    /// Dependents of a shifted marker (`topo` of its seeds), valid while `structure` is unchanged:
    /// a live resize shifts the same edit markers frame after frame.
    var shiftCache: [Int32: [Int32]] = [:]
    var shiftCacheStructure: UInt64 = .max

    var symbolCount: Int { kind.count }

    mutating func newSymbol(_ k: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kind[Int(s)] = k
            val[Int(s)] = 0
            return s
        }
        let s = Int32(kind.count)
        kind.append(k)
        cols.append([])
        rowOf.append(-1)
        mark.append(-1)
        val.append(0)
        acc.append(0)
        inAcc.append(false)
        visit.append(0)
        obj.grow(to: kind.count)
        return s
    }

    /// Recycles a symbol that no longer belongs to any constraint (it must not be basic).
    /// Its entries are dropped from the rows that mention it, which fixes it at 0 (its value).
    mutating func releaseSymbol(_ s: Int32) {
        let i = Int(s)
        guard rowOf[i] < 0 else { return }
        while let ref = cols[i].last {
            removeEntry(ref.row, ref.idx, rows[Int(ref.row)].entries[Int(ref.idx)])
        }
        for k in obj.coef.indices { obj.coef[k][i] = 0 }
        val[i] = 0
        freeSymbols.append(s)
    }

    mutating func newRow() -> Int32 {
        if let r = freeRows.popLast() { return r }
        rows.append(Row())
        return Int32(rows.count - 1)
    }

    /// Unlinks every entry of row `r` from the column index and recycles the row.
    mutating func freeRow(_ r: Int32) {
        let ri = Int(r)
        while let e = rows[ri].entries.last {
            removeEntry(r, Int32(rows[ri].entries.count - 1), e)
        }
        rows[ri].constant = 0
        rows[ri].basic = -1
        structure &+= 1
        freeRows.append(r)
    }

    /// Makes `s` the basic symbol of row `r`.
    @inline(__always) mutating func setBasic(_ r: Int32, _ s: Int32) {
        rows[Int(r)].basic = s
        rowOf[Int(s)] = r
        structure &+= 1
    }

    @inline(__always) mutating func appendEntry(_ r: Int32, _ s: Int32, _ coef: Double) {
        let ri = Int(r), si = Int(s)
        structure &+= 1
        let i = Int32(rows[ri].entries.count)
        cols[si].append(ColRef(row: r, idx: i))
        rows[ri].entries.append(Entry(sym: s, pos: Int32(cols[si].count - 1), coef: coef))
    }

    @inline(__always) mutating func removeEntry(_ r: Int32, _ i: Int32, _ e: Entry) {
        let si = Int(e.sym), ri = Int(r)
        structure &+= 1
        let lastC = cols[si].count - 1
        if Int(e.pos) != lastC {
            let moved = cols[si][lastC]
            cols[si][Int(e.pos)] = moved
            rows[Int(moved.row)].entries[Int(moved.idx)].pos = e.pos
        }
        cols[si].removeLast()
        let lastE = rows[ri].entries.count - 1
        if Int(i) != lastE {
            let m = rows[ri].entries[lastE]
            rows[ri].entries[Int(i)] = m
            cols[Int(m.sym)][Int(m.pos)].idx = i
        }
        rows[ri].entries.removeLast()
    }

    /// The coefficient of `s` in row `r` (0 when absent), by a scan of the row.
    func coefficient(_ r: Int32, _ s: Int32) -> Double {
        for e in rows[Int(r)].entries where e.sym == s { return e.coef }
        return 0
    }

    /// `row r += f × (src, srcConstant)`, by scattering row r's positions. The row's entries
    /// are moved out of `rows` while they are edited so the hot loops touch plain buffers.
    mutating func addRow(_ r: Int32, _ src: [Entry], _ srcConstant: Double, _ f: Double) {
        let ri = Int(r)
        structure &+= 1
        rows[ri].constant += f * srcConstant
        var ent: [Entry] = []
        swap(&ent, &rows[ri].entries)
        pending.removeAll(keepingCapacity: true)
        zeros.removeAll(keepingCapacity: true)
        mark.withUnsafeMutableBufferPointer { mk in
            ent.withUnsafeMutableBufferPointer { eb in
                for i in 0..<eb.count { mk[Int(eb[i].sym)] = Int32(i) }
                src.withUnsafeBufferPointer { sb in
                    for e in sb {
                        let m = mk[Int(e.sym)]
                        let v = f * e.coef
                        if m >= 0 {
                            let nv = eb[Int(m)].coef + v
                            eb[Int(m)].coef = nv
                            if nearZero(nv) { zeros.append(m) }
                        } else if !nearZero(v) {
                            pending.append(Entry(sym: e.sym, pos: 0, coef: v))
                        }
                    }
                }
                for i in 0..<eb.count { mk[Int(eb[i].sym)] = -1 }
            }
        }
        for p in pending {
            let si = Int(p.sym)
            cols[si].append(ColRef(row: r, idx: Int32(ent.count)))
            ent.append(Entry(sym: p.sym, pos: Int32(cols[si].count - 1), coef: p.coef))
        }
        if !zeros.isEmpty {
            // Cancelled entries, highest position first: each swap-remove then moves in an
            // entry that is not cancelled.
            if zeros.count > 1 { zeros.sort(by: >) }
            for z in zeros {
                let i = Int(z)
                let e = ent[i]
                // Unlink from the column (another row's back pointer may move), then swap-remove.
                let si = Int(e.sym)
                let lastC = cols[si].count - 1
                if Int(e.pos) != lastC {
                    let moved = cols[si][lastC]
                    cols[si][Int(e.pos)] = moved
                    rows[Int(moved.row)].entries[Int(moved.idx)].pos = e.pos
                }
                cols[si].removeLast()
                let lastE = ent.count - 1
                if i != lastE {
                    let m = ent[lastE]
                    ent[i] = m
                    cols[Int(m.sym)][Int(m.pos)].idx = Int32(i)
                }
                ent.removeLast()
            }
        }
        swap(&ent, &rows[ri].entries)
    }

    mutating func scaleRow(_ r: Int32, _ f: Double) {
        let ri = Int(r)
        rows[ri].constant *= f
        for i in rows[ri].entries.indices { rows[ri].entries[i].coef *= f }
    }

    /// Row r (`0 = constant + Σ`) solved for `s`: `s = …`. `s` must be in the row.
    mutating func solveFor(_ r: Int32, _ s: Int32) {
        let ri = Int(r)
        guard let i = rows[ri].entries.firstIndex(where: { $0.sym == s }) else { return }
        let e = rows[ri].entries[i]
        removeEntry(r, Int32(i), e)
        scaleRow(r, -1 / e.coef)
    }

    // MARK: - Expansion (a row in nonbasic symbols)

    @inline(__always) mutating func accAdd(_ s: Int32, _ c: Double) {
        let i = Int(s)
        if !inAcc[i] { inAcc[i] = true; accTouched.append(s) }
        acc[i] += c
    }

    /// Expands `Σ coef·sym` into nonbasic symbols only: every basic symbol reached is replaced
    /// by its row, each row once, referrers before the rows they mention. Leaves the result
    /// in `expanded` (near-zero coefficients dropped) and returns nothing else: the expansion's
    /// constant is the expression's current value, which callers read from `val`.
    mutating func expand(_ terms: UnsafeBufferPointer<Entry>) {
        for e in terms { accAdd(e.sym, e.coef) }
        // Basic rows reachable from the terms, in post-order (a row after the rows it mentions).
        stamp &+= 1
        topo.removeAll(keepingCapacity: true)
        for e in terms {
            let s = e.sym
            if rowOf[Int(s)] < 0 || visit[Int(s)] == stamp { continue }
            visit[Int(s)] = stamp
            dfs.append((s, 0))
            while let (v, next) = dfs.last {
                let vr = Int(rowOf[Int(v)])
                if Int(next) < rows[vr].entries.count {
                    dfs[dfs.count - 1].1 = next + 1
                    let w = rows[vr].entries[Int(next)].sym
                    if rowOf[Int(w)] >= 0 && visit[Int(w)] != stamp {
                        visit[Int(w)] = stamp
                        dfs.append((w, 0))
                    }
                } else {
                    topo.append(v)
                    dfs.removeLast()
                }
            }
        }
        for s in topo.reversed() {
            let c = acc[Int(s)]
            acc[Int(s)] = 0
            if c == 0 { continue }
            let sr = Int(rowOf[Int(s)])
            for e in rows[sr].entries { accAdd(e.sym, c * e.coef) }
        }
        expanded.removeAll(keepingCapacity: true)
        for s in accTouched {
            let v = acc[Int(s)]
            acc[Int(s)] = 0
            inAcc[Int(s)] = false
            if rowOf[Int(s)] < 0 && !nearZero(v) { expanded.append(Entry(sym: s, pos: -1, coef: v)) }
        }
        accTouched.removeAll(keepingCapacity: true)
    }

    /// Row `r`'s terms in nonbasic symbols, into `expanded`.
    mutating func expandRow(_ r: Int32) {
        let entries = rows[Int(r)].entries
        entries.withUnsafeBufferPointer { expand($0) }
    }

    /// The current value of `constant + Σ coef·sym`.
    func evaluate(_ terms: [Entry], _ constant: Double) -> Double {
        var x = constant
        for e in terms { x += e.coef * val[Int(e.sym)] }
        return x
    }

    // MARK: - Dependents (the symbols whose values follow a symbol)

    /// Fills `topo` with `seeds` and every basic symbol whose row mentions one of them,
    /// directly or through other rows, each before every symbol that depends on it.
    mutating func collectDependents(_ seeds: UnsafeBufferPointer<Int32>) {
        stamp &+= 1
        let st = stamp
        topo.removeAll(keepingCapacity: true)
        var out = topo, stack = dfs
        topo = []
        dfs = []
        rows.withUnsafeBufferPointer { rb in
            cols.withUnsafeBufferPointer { cb in
                visit.withUnsafeMutableBufferPointer { vb in
                    for s in seeds where vb[Int(s)] != st {
                        vb[Int(s)] = st
                        stack.append((s, 0))
                        while !stack.isEmpty {
                            let top = stack.count - 1
                            let (v, next) = stack[top]
                            let col = cb[Int(v)]
                            var i = Int(next)
                            var pushed = false
                            while i < col.count {
                                let b = rb[Int(col[i].row)].basic
                                i += 1
                                if b >= 0 && vb[Int(b)] != st {
                                    vb[Int(b)] = st
                                    stack[top].1 = Int32(i)
                                    stack.append((b, 0))
                                    pushed = true
                                    break
                                }
                            }
                            if !pushed {
                                out.append(v)
                                stack.removeLast()
                            }
                        }
                    }
                }
            }
        }
        out.reverse()
        topo = out
        dfs = stack
    }

    /// The column of `q`: ∂value/∂q for `q` and everything that depends on it, left in `acc`
    /// (cleared by `clearColumn`) for the symbols in `topo`.
    mutating func computeColumn(_ q: Int32) {
        withUnsafePointer(to: q) { collectDependents(UnsafeBufferPointer(start: $0, count: 1)) }
        acc[Int(q)] = 1
        pushAlongTopo()
    }

    /// For the symbols in `topo`, in order, adds `acc[s] × coef` to the basic of every row
    /// that mentions `s`.
    mutating func pushAlongTopo() {
        rows.withUnsafeBufferPointer { rb in
            cols.withUnsafeBufferPointer { cb in
                acc.withUnsafeMutableBufferPointer { ab in
                    for s in topo {
                        let d = ab[Int(s)]
                        if d == 0 { continue }
                        for ref in cb[Int(s)] {
                            let row = rb[Int(ref.row)]
                            if row.basic < 0 { continue }
                            ab[Int(row.basic)] += d * row.entries[Int(ref.idx)].coef
                        }
                    }
                }
            }
        }
    }

    mutating func clearColumn() {
        for s in topo { acc[Int(s)] = 0 }
    }

    /// Adds `acc[s] × step` to the value of every basic symbol in `topo` (then clears `acc`),
    /// and queues the restricted ones that end up out of range. Returns false when a basic
    /// dummy (a required equality) would move off 0.
    @discardableResult
    mutating func applyColumn(_ step: Double, skip: Int32 = -1) -> Bool {
        var ok = true
        for s in topo {
            let i = Int(s)
            let d = acc[i]
            acc[i] = 0
            if d == 0 || s == skip || rowOf[i] < 0 { continue }
            let v = val[i] + d * step
            val[i] = v
            switch kind[i] {
            case .external: break
            case .dummy: if !nearZero(v) { ok = false; if v < 0 { infeasible.append(s) } }
            case .slack, .error: if v < 0 { infeasible.append(s) }
            }
        }
        return ok
    }

    /// Propagates changes of row constants: `acc` holds the change of each seed row's own
    /// constant, by basic symbol; every value that depends on them follows. `key` names the
    /// seed set for the cache of dependents.
    mutating func propagateConstantChanges(_ seeds: [Int32], key: Int32) -> Bool {
        if shiftCacheStructure != structure {
            shiftCache.removeAll(keepingCapacity: true)
            shiftCacheStructure = structure
        }
        if let cached = shiftCache[key] {
            let scratch = topo
            topo = cached
            pushAlongTopo()
            let ok = applyColumn(1)
            topo = scratch
            return ok
        }
        seeds.withUnsafeBufferPointer { collectDependents($0) }
        shiftCache[key] = topo
        pushAlongTopo()
        return applyColumn(1)
    }

    // MARK: - Basis changes

    /// Makes `s` (nonbasic, in row `r` which has just been solved for it) the basic symbol of
    /// row `r`, which must mention nonbasic symbols only, or only basic ones that do not depend
    /// on `s`. Values of what mentions `s` follow; the objective is rewritten without `s`.
    mutating func enterBasis(_ s: Int32, _ r: Int32, expandedRow: Bool) {
        setBasic(r, s)
        let v = evaluate(rows[Int(r)].entries, rows[Int(r)].constant)
        if expandedRow {
            obj.substitute(s, rows[Int(r)].entries)
        } else {
            expandRow(r)
            obj.substitute(s, expanded)
        }
        if !cols[Int(s)].isEmpty && v != 0 {
            // Everything that mentions `s` moves with it (it was 0 while nonbasic).
            computeColumn(s)
            applyColumn(v, skip: s)
        }
        val[Int(s)] = v
        switch kind[Int(s)] {
        case .slack, .error: if v < 0 { infeasible.append(s) }
        case .dummy: if !nearZero(v) && v < 0 { infeasible.append(s) }
        case .external: break
        }
    }

    /// Makes `entering` (nonbasic) basic in place of `leaving`: the values move by the simplex
    /// step that brings `leaving` to 0, and `leaving`'s row is rewritten, expanded into
    /// nonbasic symbols, as the row of `entering`. The column of `entering` must be in `acc`
    /// over `topo` (`computeColumn(entering)`); it is consumed. `leavingRowExpanded`: `expanded`
    /// already holds the leaving row (the dual simplex expands it to choose `entering`).
    mutating func pivot(leaving: Int32, entering: Int32, leavingRowExpanded: Bool = false) {
        let r = rowOf[Int(leaving)]
        let alpha = acc[Int(leaving)]
        let step = -val[Int(leaving)] / alpha
        applyColumn(step)
        val[Int(leaving)] = 0
        // The leaving row in nonbasic symbols: leaving = c + Σ aⱼxⱼ with a_entering = alpha.
        if !leavingRowExpanded { expandRow(r) }
        var a = alpha
        for e in expanded where e.sym == entering { a = e.coef }
        freeRow(r)
        _ = freeRows.popLast()   // reuse `r` for the entering row
        rowOf[Int(leaving)] = -1
        // entering = (leaving − c − Σ_{j≠entering} aⱼxⱼ) / a, and its value is the step.
        let f = -1 / a
        for e in expanded where e.sym != entering { appendEntry(r, e.sym, e.coef * f) }
        appendEntry(r, leaving, 1 / a)
        rows[Int(r)].constant = step
        setBasic(r, entering)
        val[Int(entering)] = step
        obj.substitute(entering, rows[Int(r)].entries)
    }

    /// Takes basic symbol `s`'s row out of the tableau, first writing it into the rows that
    /// mention `s` so that they keep their meaning (values are unchanged). `s` is nonbasic, at 0.
    mutating func dropRow(of s: Int32) {
        let r = rowOf[Int(s)]
        guard r >= 0 else { return }
        if !cols[Int(s)].isEmpty {
            let src = rows[Int(r)].entries
            let c0 = rows[Int(r)].constant
            scratchCol.removeAll(keepingCapacity: true)
            scratchCol.append(contentsOf: cols[Int(s)])
            for ref in scratchCol {
                let e = rows[Int(ref.row)].entries[Int(ref.idx)]
                removeEntry(ref.row, ref.idx, e)
                addRow(ref.row, src, c0, e.coef)
            }
        }
        rowOf[Int(s)] = -1
        val[Int(s)] = 0
        freeRow(r)   // advances `structure`
    }

    // MARK: - Optimisation

    mutating func popEntering() -> Int32? {
        while let s = obj.cand.popLast() {
            obj.inCand[Int(s)] = false
            if rowOf[Int(s)] >= 0 || kind[Int(s)] == .dummy { continue }
            if obj.isLexNegative(s) { return s }
        }
        return nil
    }

    /// Primal simplex on the (feasible) tableau until no symbol improves the objective.
    mutating func optimize() {
        while let entering = popEntering() {
            computeColumn(entering)
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestCol = Int.max
            for b in topo where b != entering {
                let c = acc[Int(b)]
                if c > -epsilon || kind[Int(b)] == .external { continue }
                let ratio = -val[Int(b)] / c
                let colCount = cols[Int(b)].count
                if ratio < bestRatio || (ratio == bestRatio && (colCount < bestCol || (colCount == bestCol && b < best))) {
                    best = b; bestRatio = ratio; bestCol = colCount
                }
            }
            // Objectives are sums of non-negative errors, so they are bounded below.
            guard best >= 0 else { clearColumn(); return }
            pivot(leaving: best, entering: entering)
        }
    }

    /// Dual simplex on an optimal tableau: restores feasibility of the rows pushed on
    /// `infeasible` (negative restricted basics, and basic dummies that must return to 0).
    /// Returns false when a row cannot be repaired (conflicting required constraints).
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let r = rowOf[Int(leaving)]
            if r < 0 { continue }
            let c = val[Int(leaving)]
            let isDummy = kind[Int(leaving)] == .dummy
            if isDummy ? nearZero(c) : (c >= 0 || nearZero(c)) { continue }
            // Entering symbols move the basic back towards its range: positive coefficients
            // raise a negative basic, negative ones lower a positive dummy.
            let sign: Double = c < 0 ? 1 : -1
            var entering: Int32 = -1
            var ed = 0.0
            expandRow(r)
            for e in expanded where e.coef * sign > 0 && kind[Int(e.sym)] != .dummy {
                let d = e.coef * sign
                if entering < 0 {
                    entering = e.sym; ed = d
                    continue
                }
                let cmp = obj.compareRatios(e.sym, d, entering, ed)
                if cmp < 0 || (cmp == 0 && (cols[Int(e.sym)].count < cols[Int(entering)].count
                    || (cols[Int(e.sym)].count == cols[Int(entering)].count && e.sym < entering))) {
                    entering = e.sym; ed = d
                }
            }
            if entering < 0 {
                infeasible.removeAll(keepingCapacity: true)
                return false
            }
            computeColumn(entering)   // leaves `expanded` as it is
            pivot(leaving: leaving, entering: entering, leavingRowExpanded: true)
        }
        return true
    }

    /// Pushes every row that is out of range on `infeasible` (after an aborted dual simplex).
    mutating func collectInfeasible() {
        infeasible.removeAll(keepingCapacity: true)
        for row in rows where row.basic >= 0 {
            let k = kind[Int(row.basic)]
            let v = val[Int(row.basic)]
            if k == .dummy ? !nearZero(v) : (k != .external && v < 0) {
                infeasible.append(row.basic)
            }
        }
    }

    // MARK: - Constant changes

    /// Shifts the marker symbol `m` by `t` (the effect of changing the constant of the
    /// constraint whose original row has `m` with coefficient μ by δ', t = δ'/μ): every row
    /// that mentions `m` has its constant moved by its coefficient × t, `m`'s own row by −t,
    /// and the values that depend on them follow. Returns false when a required equality's
    /// dummy would become nonzero.
    mutating func shiftMarker(_ m: Int32, _ t: Double) -> Bool {
        var seeds: [Int32] = []
        let r = rowOf[Int(m)]
        if r >= 0 {
            rows[Int(r)].constant -= t
            accAdd(m, -t)
            seeds.append(m)
        }
        for ref in cols[Int(m)] {
            let ri = Int(ref.row)
            let a = rows[ri].entries[Int(ref.idx)].coef
            rows[ri].constant += a * t
            let b = rows[ri].basic
            if b < 0 { continue }
            accAdd(b, a * t)
            seeds.append(b)
        }
        for s in accTouched { inAcc[Int(s)] = false }
        accTouched.removeAll(keepingCapacity: true)
        return propagateConstantChanges(seeds, key: m)
    }
}
