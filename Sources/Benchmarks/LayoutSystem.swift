// The four layout patterns of LAYOUT-PATTERNS.md built for our solver (kiwi_driver.cpp builds
// the same systems, in the same order, for kiwi).
import Cassowary
import Glibc

final class LayoutSystem {
    static let window = Strength(999)     // the window size, set from outside
    static let strong = Strength(750)     // compression resistance
    static let medium = Strength(500)     // optional equal widths / heights
    static let weak = Strength(250)       // content hugging

    let solver = Solver()
    var constraints: [Constraint] = []
    var edits: [Variable] = []
    var views: [Variable] = []            // left, width, top, height per view
    var widthEdits = 1
    var base = 0.0
    var height = -1.0

    init(_ pattern: String, _ n: Int) {
        switch pattern {
        case "chain": chain(n)
        case "cells": cells(n, independent: false)
        case "indep": cells(n, independent: true)
        case "grid": grid(n)
        default:
            let message = Array("Benchmarks layout: unknown pattern '\(pattern)' (chain, cells, indep, grid)\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(2)
        }
    }

    static func intrinsic(_ i: Int) -> Double { 30 + Double((i * 37) % 61) }

    var all: [Variable] = []              // every variable, in creation order

    func v() -> Variable {
        let x = solver.makeVariable()
        all.append(x)
        return x
    }

    func req(_ lhs: Expression, _ r: Relation, _ rhs: Expression) {
        constraints.append(Constraint(lhs, r, rhs))
    }

    func opt(_ lhs: Expression, _ r: Relation, _ rhs: Expression, _ s: Strength) {
        constraints.append(Constraint(lhs, r, rhs, strength: s))
    }

    /// One n-view chain row pinned to (cl, cw, ct); views numbered from `offset`.
    func rowChain(_ n: Int, _ cl: Variable, _ cw: Variable, _ ct: Variable, _ offset: Int) {
        var L: [Variable] = [], W: [Variable] = [], T: [Variable] = [], H: [Variable] = []
        for _ in 0..<n { L.append(v()); W.append(v()); T.append(v()); H.append(v()) }
        for i in 0..<n {
            let l = L[i], w = W[i], t = T[i], h = H[i]
            if i == 0 { req(Expression(l), .equal, cl + 8) } else { req(Expression(l), .equal, L[i - 1] + W[i - 1] + 8) }
            if i > 0 { opt(Expression(w), .equal, Expression(W[0]), Self.medium) }
            req(Expression(w), .greaterThanOrEqual, Expression(20))
            opt(Expression(w), .equal, Expression(Self.intrinsic(offset + i)), Self.weak)
            opt(Expression(w), .greaterThanOrEqual, Expression(Self.intrinsic(offset + i)), Self.strong)
            req(Expression(t), .equal, ct + 8)
            req(Expression(h), .greaterThanOrEqual, Expression(20))
            opt(Expression(h), .equal, Expression(44), Self.weak)
            views += [l, w, t, h]
        }
        req(L[n - 1] + W[n - 1] + 8, .equal, cl + cw)
    }

    func chain(_ n: Int) {
        let cl = v(), ct = v(), cw = v()
        req(Expression(cl), .equal, Expression(0))
        req(Expression(ct), .equal, Expression(0))
        rowChain(n, cl, cw, ct, 0)
        edits = [cw]
        base = Double(n) * 100 + 8 * Double(n + 1)
    }

    func cells(_ n: Int, independent: Bool) {
        let per = 10
        let cl = v(), ct = v(), cw = v()
        req(Expression(cl), .equal, Expression(0))
        req(Expression(ct), .equal, Expression(0))
        for k in 0..<max(1, n / per) {
            let xl = v(), xt = v(), xw = v()
            req(Expression(xl), .equal, Expression(cl))
            if !independent { req(Expression(xw), .equal, Expression(cw)) }
            req(Expression(xt), .equal, ct + 52 * Double(k))
            rowChain(per, xl, xw, xt, k * per)
            if independent { edits.append(xw) }
        }
        if !independent { edits.append(cw) }
        widthEdits = edits.count
        base = Double(per) * 100 + 8 * Double(per + 1)
    }

    func grid(_ n: Int) {
        let cols = max(1, Int((Double(n).squareRoot()).rounded()))
        let rows = max(1, n / cols)
        let cl = v(), ct = v(), cw = v(), ch = v()
        req(Expression(cl), .equal, Expression(0))
        req(Expression(ct), .equal, Expression(0))
        var L: [[Variable]] = [], W: [[Variable]] = [], T: [[Variable]] = [], H: [[Variable]] = []
        for _ in 0..<rows {
            var l: [Variable] = [], w: [Variable] = [], t: [Variable] = [], h: [Variable] = []
            for _ in 0..<cols { l.append(v()); w.append(v()); t.append(v()); h.append(v()) }
            L.append(l); W.append(w); T.append(t); H.append(h)
        }
        for r in 0..<rows {
            for c in 0..<cols {
                let l = L[r][c], w = W[r][c], t = T[r][c], h = H[r][c]
                let k = r * cols + c
                if r == 0 {
                    if c == 0 { req(Expression(l), .equal, cl + 8) } else { req(Expression(l), .equal, L[0][c - 1] + W[0][c - 1] + 8) }
                } else {
                    req(Expression(l), .equal, Expression(L[0][c]))
                    opt(Expression(w), .equal, Expression(W[0][c]), Self.medium)
                }
                if c == 0 {
                    if r == 0 { req(Expression(t), .equal, ct + 8) } else { req(Expression(t), .equal, T[r - 1][0] + H[r - 1][0] + 8) }
                } else {
                    req(Expression(t), .equal, Expression(T[r][0]))
                    opt(Expression(h), .equal, Expression(H[r][0]), Self.medium)
                }
                req(Expression(w), .greaterThanOrEqual, Expression(20))
                req(Expression(h), .greaterThanOrEqual, Expression(20))
                opt(Expression(w), .equal, Expression(Self.intrinsic(k)), Self.weak)
                opt(Expression(w), .greaterThanOrEqual, Expression(Self.intrinsic(k)), Self.strong)
                opt(Expression(h), .equal, Expression(44), Self.weak)
                views += [l, w, t, h]
            }
            req(L[r][cols - 1] + W[r][cols - 1] + 8, .lessThanOrEqual, cl + cw)
        }
        req(L[0][cols - 1] + W[0][cols - 1] + 8, .equal, cl + cw)
        req(T[rows - 1][0] + H[rows - 1][0] + 8, .equal, ct + ch)
        edits = [cw, ch]
        widthEdits = 1
        base = Double(cols) * 100 + 8 * Double(cols + 1)
        height = 52 * Double(n)
    }

    /// Edit variables first (suggested), then every constraint, then values read back.
    func addAll() {
        do {
            for e in edits { try solver.addEditVariable(e, strength: Self.window) }
            setWidth(base)
            if height >= 0 { try solver.suggestValue(height, for: edits[1]) }
            for c in constraints { try solver.add(c) }
        } catch {
            fatalError("layout benchmark: the solver refused a constraint: \(error)")
        }
        solver.updateVariables()
    }

    func setWidth(_ w: Double) {
        for e in edits.prefix(widthEdits) { try? solver.suggestValue(w, for: e) }
    }

    /// Total violation per priority (required first) for the given values of every variable
    /// (nil: ours), edit constraints included.
    func objective(_ values: [Double]?) -> [(Float, Double)] {
        let val: (Variable) -> Double = { v in values?[v.id] ?? self.solver.lastValue(of: v) }
        var sums: [Float: Double] = [:]
        var all = constraints.map { ($0.expression, $0.relation, $0.strength) }
        for (i, e) in edits.enumerated() {
            let target = i < widthEdits ? base + 60 : height
            all.append((Expression(e) - target, .equal, Self.window))
        }
        for (expr, relation, strength) in all {
            let x = expr.terms.reduce(expr.constant) { $0 + $1.coefficient * val($1.variable) }
            let bad: Double
            switch relation {
            case .equal: bad = abs(x)
            case .lessThanOrEqual: bad = max(0, x)
            case .greaterThanOrEqual: bad = max(0, -x)
            }
            sums[strength.priority, default: 0] += bad
        }
        return sums.sorted { $0.key > $1.key }
    }

    /// Prints a loud line when a required constraint does not hold in our solution.
    func checkRequired(_ pattern: String, _ n: Int) {
        solver.updateVariables()
        var bad = 0
        for c in constraints where c.strength.isRequired {
            let e = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.lastValue(of: $1.variable) }
            let tol = 1e-6 * max(1, Double(n))
            switch c.relation {
            case .equal: if abs(e) > tol { bad += 1 }
            case .lessThanOrEqual: if e > tol { bad += 1 }
            case .greaterThanOrEqual: if e < -tol { bad += 1 }
            }
        }
        if bad > 0 { LayoutBenchmark.out("layout MISMATCH pattern=\(pattern) N=\(n) ours violates \(bad) required constraints") }
    }
}
