import Testing
@testable import Cassowary

// Random sequences of every incremental operation (add, remove, constant and strength changes,
// edit variables and suggestions). After each step the solver must be as good as a fresh solver
// given the same constraints: the same total violation at every priority, required ones held.

private struct Spec {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var strength: Strength
}

private let strengths: [Strength] = [.required, .required, Strength(900), .strong, .medium, .weak, Strength(100)]

private func violations(_ specs: [Spec], _ value: (Int) -> Double) -> [Float: Double] {
    var v: [Float: Double] = [:]
    for s in specs {
        let e = s.terms.reduce(s.constant) { $0 + $1.1 * value($1.0) }
        let bad: Double
        switch s.relation {
        case .equal: bad = abs(e)
        case .lessThanOrEqual: bad = max(0, e)
        case .greaterThanOrEqual: bad = max(0, -e)
        }
        v[s.strength.priority, default: 0] += bad
    }
    return v
}

private func same(_ a: [Float: Double], _ b: [Float: Double]) -> Bool {
    Set(a.keys).union(b.keys).allSatisfy {
        let x = a[$0] ?? 0, y = b[$0] ?? 0
        return abs(x - y) <= 1e-6 * max(1, abs(x), abs(y))
    }
}

@Test func incrementalOperationsMatchAFreshSolver() throws {
    var rng = SplitMix64(seed: 2024)
    var steps = 0
    for _ in 0..<250 {
        let nvars = Int.random(in: 2...6, using: &rng)
        let s = Solver()
        let xs = (0..<nvars).map { _ in s.makeVariable() }
        var live: [(Constraint, Spec)] = []
        var edit: (variable: Int, strength: Strength, value: Double)?
        func randomSpec() -> Spec {
            let n = Int.random(in: 1...min(3, nvars), using: &rng)
            let vars = Array((0..<nvars).shuffled(using: &rng).prefix(n))
            return Spec(terms: vars.map { ($0, [-2.0, -1, 1, 2, 0.5][Int.random(in: 0..<5, using: &rng)]) },
                        constant: Double(Int.random(in: -40...40, using: &rng)),
                        relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &rng)],
                        strength: strengths[Int.random(in: 0..<strengths.count, using: &rng)])
        }
        func make(_ p: Spec) -> Constraint {
            Constraint(Expression(p.terms.map { Term(xs[$0.0], $0.1) }, constant: p.constant), p.relation, strength: p.strength)
        }
        for _ in 0..<30 {
            var beforeSpecs = live.map(\.1)
            if let e = edit {
                beforeSpecs.append(Spec(terms: [(e.variable, 1)], constant: -e.value, relation: .equal, strength: e.strength))
            }
            let before = violations(beforeSpecs) { s[xs[$0]] }
            var refused = false
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...3:
                let p = randomSpec()
                let c = make(p)
                do { try s.add(c); live.append((c, p)) } catch { refused = true }
            case 4:
                if !live.isEmpty {
                    let i = Int.random(in: 0..<live.count, using: &rng)
                    try s.remove(live[i].0)
                    live.remove(at: i)
                }
            case 5, 6:
                if !live.isEmpty {
                    let i = Int.random(in: 0..<live.count, using: &rng)
                    let k = Double(Int.random(in: -40...40, using: &rng))
                    do { try s.setConstant(k, of: live[i].0); live[i].1.constant = k } catch { refused = true }
                }
            case 7:
                if !live.isEmpty {
                    let i = Int.random(in: 0..<live.count, using: &rng)
                    let st = strengths[Int.random(in: 0..<strengths.count, using: &rng)]
                    do { try s.setStrength(st, of: live[i].0); live[i].1.strength = st } catch { refused = true }
                }
            default:
                if let e = edit {
                    let v = Double(Int.random(in: -60...60, using: &rng))
                    try s.suggestValue(v, for: xs[e.variable])
                    edit!.value = v
                } else {
                    let e = (Int.random(in: 0..<nvars, using: &rng), strengths[Int.random(in: 2..<strengths.count, using: &rng)])
                    try s.addEditVariable(xs[e.0], strength: e.1)
                    edit = (e.0, e.1, 0)
                }
            }
            steps += 1
            var specs = live.map(\.1)
            if let e = edit { specs.append(Spec(terms: [(e.variable, 1)], constant: -e.value, relation: .equal, strength: e.strength)) }
            let ours = violations(specs) { s[xs[$0]] }
            #expect((ours[1000] ?? 0) < 1e-6, "required constraints violated: \(ours)")
            if refused {
                #expect(same(ours, before), "a refused operation changed the solution: \(before) → \(ours)")
            }
            let fresh = Solver()
            let ys = (0..<nvars).map { _ in fresh.makeVariable() }
            for p in specs {
                try fresh.add(Constraint(Expression(p.terms.map { Term(ys[$0.0], $0.1) }, constant: p.constant),
                                         p.relation, strength: p.strength))
            }
            let theirs = violations(specs) { fresh[ys[$0]] }
            #expect(same(ours, theirs), "incremental \(ours) vs fresh \(theirs)")
        }
    }
    #expect(steps == 250 * 30)
}
