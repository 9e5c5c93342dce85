// The simplex tableau: rows keyed by small integers, a sparse column index, and a
// lexicographic objective with one component per distinct priority.
//
// A row stands for `basic = constant + Σ coef·symbol` (or `0 = …` while it is being built).
// Every entry of a row is cross-linked with the column list of its symbol, so substituting a
// symbol touches only the rows that mention it and entries are removed in O(1).

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
    /// A lazy row defines an external variable directly from its constraint: it may mention
    /// basic symbols, is not in the column index and is never substituted into. Its value is
    /// evaluated on demand; it is expanded only when another row needs it.
    var lazy = false
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
    var refs: [Int32] = []          // how many lazy rows mention each symbol
    var acc: [Double] = []          // expansion accumulator, by symbol
    var accTouched: [Int32] = []
    var inAcc: [Bool] = []
    var visit: [UInt32] = []        // DFS / evaluation stamps, by symbol
    var stamp: UInt32 = 0
    var memo: [Double] = []
    var evalVisit: [UInt32] = []    // evaluation stamps, by symbol
    var evalEpoch: UInt32 = 1       // advanced by the solver whenever values may have changed
    var lazyOrder: [Int32] = []     // lazy basic symbols, each after the lazy ones it mentions
    var lazyOrderDirty = false
    var dfs: [(Int32, Int32)] = []
    var topo: [Int32] = []

    var symbolCount: Int { kind.count }

    mutating func newSymbol(_ k: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kind[Int(s)] = k
            return s
        }
        let s = Int32(kind.count)
        kind.append(k)
        cols.append([])
        rowOf.append(-1)
        mark.append(-1)
        refs.append(0)
        acc.append(0)
        inAcc.append(false)
        visit.append(0)
        memo.append(0)
        evalVisit.append(0)
        obj.grow(to: kind.count)
        return s
    }

    /// Recycles a symbol that no longer belongs to any constraint (it must not be basic).
    mutating func releaseSymbol(_ s: Int32) {
        let i = Int(s)
        guard rowOf[i] < 0 else { return }
        while let ref = cols[i].last {
            removeEntry(ref.row, ref.idx, rows[Int(ref.row)].entries[Int(ref.idx)])
        }
        for k in obj.coef.indices { obj.coef[k][i] = 0 }
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
        if rows[ri].lazy {
            lazyOrderDirty = true
            for e in rows[ri].entries { refs[Int(e.sym)] -= 1 }
            rows[ri].entries.removeAll(keepingCapacity: true)
            rows[ri].lazy = false
            rows[ri].constant = 0
            rows[ri].basic = -1
            freeRows.append(r)
            return
        }
        while let e = rows[ri].entries.last {
            removeEntry(r, Int32(rows[ri].entries.count - 1), e)
        }
        rows[ri].constant = 0
        rows[ri].basic = -1
        freeRows.append(r)
    }

    @inline(__always) mutating func appendEntry(_ r: Int32, _ s: Int32, _ coef: Double) {
        let ri = Int(r), si = Int(s)
        let i = Int32(rows[ri].entries.count)
        cols[si].append(ColRef(row: r, idx: i))
        rows[ri].entries.append(Entry(sym: s, pos: Int32(cols[si].count - 1), coef: coef))
    }

    @inline(__always) mutating func removeEntry(_ r: Int32, _ i: Int32, _ e: Entry) {
        let si = Int(e.sym), ri = Int(r)
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

    /// `row r += f × coef·s`, by a scan of the row (for short rows being built).
    mutating func insert(_ r: Int32, _ s: Int32, _ f: Double) {
        let ri = Int(r)
        for i in rows[ri].entries.indices where rows[ri].entries[i].sym == s {
            let v = rows[ri].entries[i].coef + f
            if nearZero(v) {
                removeEntry(r, Int32(i), rows[ri].entries[i])
            } else {
                rows[ri].entries[i].coef = v
            }
            return
        }
        if !nearZero(f) { appendEntry(r, s, f) }
    }

    /// `row r += f × (src, srcConstant)`, by scattering row r's positions. The row's entries
    /// are moved out of `rows` while they are edited so the hot loops touch plain buffers.
    mutating func addRow(_ r: Int32, _ src: [Entry], _ srcConstant: Double, _ f: Double) {
        let ri = Int(r)
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

    /// Replaces `s` by row `d` (whose basic symbol is `s`) in every other row and the objectives.
    mutating func substitute(_ s: Int32, _ d: Int32) {
        let si = Int(s)
        scratchCol.removeAll(keepingCapacity: true)
        scratchCol.append(contentsOf: cols[si])
        let src = rows[Int(d)].entries
        let c0 = rows[Int(d)].constant
        for ref in scratchCol {
            let r = ref.row
            let e = rows[Int(r)].entries[Int(ref.idx)]
            removeEntry(r, ref.idx, e)
            addRow(r, src, c0, e.coef)
            let b = rows[Int(r)].basic
            if b >= 0 && kind[Int(b)] != .external && rows[Int(r)].constant < 0 {
                infeasible.append(b)
            }
        }
        obj.substitute(s, src)
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(leaving: Int32, entering: Int32) {
        let r = rowOf[Int(leaving)]
        rowOf[Int(leaving)] = -1
        appendEntry(r, leaving, -1)
        solveFor(r, entering)
        rows[Int(r)].basic = entering
        rowOf[Int(entering)] = r
        substitute(entering, r)
    }

    // MARK: - Lazy rows

    @inline(__always) mutating func accAdd(_ s: Int32, _ c: Double) {
        let i = Int(s)
        if !inAcc[i] { inAcc[i] = true; accTouched.append(s) }
        acc[i] += c
    }

    /// Adds `c × s` to the accumulator: nonbasic symbols as they are, linked basic rows
    /// expanded (their entries are nonbasic), lazy basics kept for `expandAccumulator`.
    /// Returns the constant contributed.
    @inline(__always) mutating func accumulate(_ s: Int32, _ c: Double) -> Double {
        let r = rowOf[Int(s)]
        if r < 0 || rows[Int(r)].lazy {
            accAdd(s, c)
            return 0
        }
        for e in rows[Int(r)].entries { accAdd(e.sym, c * e.coef) }
        return c * rows[Int(r)].constant
    }

    /// Expands row `r` (new, linked, empty) to `constant + Σ terms` in nonbasic symbols only,
    /// substituting basic rows; lazy rows are expanded once each, in topological order.
    mutating func expand(into r: Int32, _ terms: [Entry], _ constant: Double) {
        var k = constant
        for e in terms { k += accumulate(e.sym, e.coef) }
        // Lazy rows reachable from the accumulated symbols, referrers before referents.
        stamp &+= 1
        topo.removeAll(keepingCapacity: true)
        var i = 0
        while i < accTouched.count {
            let s = accTouched[i]
            i += 1
            let sr = rowOf[Int(s)]
            if sr < 0 || !rows[Int(sr)].lazy || visit[Int(s)] == stamp { continue }
            visit[Int(s)] = stamp
            dfs.append((s, 0))
            while let (v, next) = dfs.last {
                let vr = Int(rowOf[Int(v)])
                if Int(next) < rows[vr].entries.count {
                    dfs[dfs.count - 1].1 = next + 1
                    let w = rows[vr].entries[Int(next)].sym
                    let wr = rowOf[Int(w)]
                    if wr >= 0 && rows[Int(wr)].lazy && visit[Int(w)] != stamp {
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
            k += c * rows[sr].constant
            for e in rows[sr].entries { k += accumulate(e.sym, c * e.coef) }
        }
        rows[Int(r)].constant += k
        for s in accTouched {
            let v = acc[Int(s)]
            acc[Int(s)] = 0
            inAcc[Int(s)] = false
            if rowOf[Int(s)] < 0 && !nearZero(v) { appendEntry(r, s, v) }
        }
        accTouched.removeAll(keepingCapacity: true)
    }

    /// Turns the lazy row of `x` into an ordinary (expanded, indexed) row.
    mutating func materialize(_ x: Int32) {
        let old = rowOf[Int(x)]
        guard old >= 0 && rows[Int(old)].lazy else { return }
        let entries = rows[Int(old)].entries
        let constant = rows[Int(old)].constant
        let r = newRow()
        expand(into: r, entries, constant)
        freeRow(old)
        rows[Int(r)].basic = x
        rowOf[Int(x)] = r
    }

    /// Evaluates every lazy row for the current `evalEpoch` (one sweep in dependency order).
    mutating func evaluateAll() {
        if lazyOrderDirty {
            lazyOrderDirty = false
            lazyOrder.removeAll(keepingCapacity: true)
            stamp &+= 1
            for row in rows where row.lazy && row.basic >= 0 {
                let s = row.basic
                if visit[Int(s)] == stamp { continue }
                visit[Int(s)] = stamp
                dfs.append((s, 0))
                while let (v, next) = dfs.last {
                    let vr = Int(rowOf[Int(v)])
                    if Int(next) < rows[vr].entries.count {
                        dfs[dfs.count - 1].1 = next + 1
                        let w = rows[vr].entries[Int(next)].sym
                        let wr = rowOf[Int(w)]
                        if wr >= 0 && rows[Int(wr)].lazy && visit[Int(w)] != stamp {
                            visit[Int(w)] = stamp
                            dfs.append((w, 0))
                        }
                    } else {
                        lazyOrder.append(v)
                        dfs.removeLast()
                    }
                }
            }
        }
        let epoch = evalEpoch
        rows.withUnsafeBufferPointer { rb in
            rowOf.withUnsafeBufferPointer { ro in
                memo.withUnsafeMutableBufferPointer { mm in
                    evalVisit.withUnsafeMutableBufferPointer { ev in
                        for s in lazyOrder {
                            let r = rb[Int(ro[Int(s)])]
                            var x = r.constant
                            for e in r.entries {
                                let wr = ro[Int(e.sym)]
                                if wr < 0 { continue }
                                x += e.coef * (rb[Int(wr)].lazy ? mm[Int(e.sym)] : rb[Int(wr)].constant)
                            }
                            mm[Int(s)] = x
                            ev[Int(s)] = epoch
                        }
                    }
                }
            }
        }
    }

    /// Every symbol's value after `evaluateAll()`, written into `values`.
    func readValues(_ syms: [Int32], into values: inout [Double]) {
        rows.withUnsafeBufferPointer { rb in
            rowOf.withUnsafeBufferPointer { ro in
                memo.withUnsafeBufferPointer { mm in
                    for i in syms.indices {
                        let s = Int(syms[i])
                        let r = ro[s]
                        values[i] = r < 0 ? 0 : (rb[Int(r)].lazy ? mm[s] : rb[Int(r)].constant)
                    }
                }
            }
        }
    }

    /// The current value of symbol `s`; lazy rows are evaluated (memoised for one `evalEpoch`,
    /// which the caller advances when the tableau may have changed).
    mutating func value(_ s: Int32) -> Double {
        let r = rowOf[Int(s)]
        if r < 0 { return 0 }
        if !rows[Int(r)].lazy { return rows[Int(r)].constant }
        if evalVisit[Int(s)] == evalEpoch { return memo[Int(s)] }
        dfs.append((s, 0))
        while let (v, _) = dfs.last {
            if evalVisit[Int(v)] == evalEpoch { dfs.removeLast(); continue }
            let vr = Int(rowOf[Int(v)])
            var ready = true
            for e in rows[vr].entries {
                let wr = rowOf[Int(e.sym)]
                if wr >= 0 && rows[Int(wr)].lazy && evalVisit[Int(e.sym)] != evalEpoch {
                    dfs.append((e.sym, 0))
                    ready = false
                }
            }
            if !ready { continue }
            var x = rows[vr].constant
            for e in rows[vr].entries {
                let wr = rowOf[Int(e.sym)]
                if wr < 0 { continue }
                x += e.coef * (rows[Int(wr)].lazy ? memo[Int(e.sym)] : rows[Int(wr)].constant)
            }
            memo[Int(v)] = x
            evalVisit[Int(v)] = evalEpoch
            dfs.removeLast()
        }
        return memo[Int(s)]
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
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestCol = Int.max
            for ref in cols[Int(entering)] {
                let ri = Int(ref.row)
                let b = rows[ri].basic
                if b < 0 || kind[Int(b)] == .external { continue }
                let c = rows[ri].entries[Int(ref.idx)].coef
                if c >= 0 { continue }
                let ratio = -rows[ri].constant / c
                let colCount = cols[Int(b)].count
                if ratio < bestRatio || (ratio == bestRatio && (colCount < bestCol || (colCount == bestCol && b < best))) {
                    best = b; bestRatio = ratio; bestCol = colCount
                }
            }
            // Objectives are sums of non-negative errors, so they are bounded below.
            guard best >= 0 else { return }
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
            let c = rows[Int(r)].constant
            let isDummy = kind[Int(leaving)] == .dummy
            if isDummy ? nearZero(c) : (c >= 0 || nearZero(c)) { continue }
            // Entering symbols move the basic back towards its range: positive coefficients
            // raise a negative basic, negative ones lower a positive dummy.
            let sign: Double = c < 0 ? 1 : -1
            var entering: Int32 = -1
            var ed = 0.0
            for e in rows[Int(r)].entries where e.coef * sign > 0 && kind[Int(e.sym)] != .dummy {
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
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// Pushes every row that is out of range on `infeasible` (after an aborted dual simplex).
    mutating func collectInfeasible() {
        infeasible.removeAll(keepingCapacity: true)
        for row in rows where row.basic >= 0 {
            let k = kind[Int(row.basic)]
            if k == .dummy ? !nearZero(row.constant) : (k != .external && row.constant < 0) {
                infeasible.append(row.basic)
            }
        }
    }

    // MARK: - Constant changes

    /// Shifts the marker symbol `m` by `t` (the effect of changing the constant of the
    /// constraint whose original row has `m` with coefficient μ by δ', t = δ'/μ).
    /// Returns false when a required equality's dummy row would become nonzero.
    mutating func shiftMarker(_ m: Int32, _ t: Double, lazySubject: Int32 = -1) -> Bool {
        var ok = true
        if lazySubject >= 0 {
            // The constraint's own lazy row mentions the marker directly.
            let lr = rowOf[Int(lazySubject)]
            if lr >= 0 && rows[Int(lr)].lazy {
                rows[Int(lr)].constant += coefficient(lr, m) * t
            }
        }
        let r = rowOf[Int(m)]
        if r >= 0 {
            rows[Int(r)].constant -= t
            let c = rows[Int(r)].constant
            if kind[Int(m)] == .dummy {
                if !nearZero(c) { ok = false }
            } else if c < 0 {
                infeasible.append(m)
            }
        }
        for ref in cols[Int(m)] {
            let ri = Int(ref.row)
            let a = rows[ri].entries[Int(ref.idx)].coef
            rows[ri].constant += a * t
            let b = rows[ri].basic
            let k = kind[Int(b)]
            if k == .dummy {
                if !nearZero(rows[ri].constant) { ok = false }
            } else if k != .external && rows[ri].constant < 0 {
                infeasible.append(b)
            }
        }
        return ok
    }
}
