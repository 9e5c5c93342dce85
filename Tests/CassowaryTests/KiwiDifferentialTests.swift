import Foundation
import Testing
@testable import Cassowary

// Differential tests against kiwisolver (the C++ Cassowary behind matplotlib), run through
// python3 and scripts/kiwi-solve.py. Only kiwi's named strengths are used: strong (1e6),
// medium (1e3) and weak (1) with small coefficients, where kiwi's weighted sum orders
// solutions the same way as our strict priorities (750, 500, 250).

private enum Op {
    case add(id: Int, terms: [(Int, Double)], constant: Double, relation: Relation, strength: String)
    case remove(id: Int)
    case edit(variable: Int, strength: String)
    case suggest(variable: Int, value: Double)
    case snap
}

private struct System {
    var nvars: Int
    var ops: [Op]
}

private func strength(_ name: String) -> Strength {
    switch name {
    case "required": return .required
    case "strong": return .strong
    case "medium": return .medium
    default: return .weak
    }
}

private func relName(_ r: Relation) -> String {
    switch r {
    case .equal: return "eq"
    case .lessThanOrEqual: return "le"
    case .greaterThanOrEqual: return "ge"
    }
}

private func randomSystem(_ rng: inout SplitMix64) -> System {
    let nvars = Int.random(in: 2...5, using: &rng)
    var ops: [Op] = []
    var ids: [Int] = []
    func addRandom(_ id: Int) {
        let nterms = Int.random(in: 1...min(3, nvars), using: &rng)
        let vars = Array((0..<nvars).shuffled(using: &rng).prefix(nterms))
        let terms = vars.map { ($0, [-2.0, -1, 1, 2, 0.5][Int.random(in: 0..<5, using: &rng)]) }
        let constant = Double(Int.random(in: -40...40, using: &rng))
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &rng)]
        let strengthName = ["required", "required", "strong", "medium", "weak", "weak"][Int.random(in: 0..<6, using: &rng)]
        ops.append(.add(id: id, terms: terms, constant: constant, relation: relation, strength: strengthName))
        ids.append(id)
    }
    // Every variable is pulled weakly towards a value, so most optima are unique.
    for v in 0..<nvars where Bool.random(using: &rng) {
        ops.append(.add(id: 100 + v, terms: [(v, 1)], constant: Double(Int.random(in: -20...20, using: &rng)),
                        relation: .equal, strength: "weak"))
        ids.append(100 + v)
    }
    for id in 0..<Int.random(in: 2...8, using: &rng) { addRandom(id) }
    ops.append(.snap)
    let ev = Int.random(in: 0..<nvars, using: &rng)
    ops.append(.edit(variable: ev, strength: ["strong", "medium", "weak"][Int.random(in: 0..<3, using: &rng)]))
    for _ in 0..<2 {
        ops.append(.suggest(variable: ev, value: Double(Int.random(in: -60...60, using: &rng))))
        ops.append(.snap)
    }
    let removed = ids[Int.random(in: 0..<ids.count, using: &rng)]
    ops.append(.remove(id: removed))
    ops.append(.snap)
    addRandom(50)
    ops.append(.snap)
    ops.append(.suggest(variable: ev, value: Double(Int.random(in: -60...60, using: &rng))))
    ops.append(.snap)
    return System(nvars: nvars, ops: ops)
}

private func json(_ systems: [System]) -> String {
    func num(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
    var out = "{\"systems\":["
    for (k, s) in systems.enumerated() {
        if k > 0 { out += "," }
        var ops: [String] = []
        for op in s.ops {
            switch op {
            case let .add(id, terms, constant, relation, strength):
                let t = terms.map { "[\($0.0),\(num($0.1))]" }.joined(separator: ",")
                ops.append("[\"add\",\(id),[\(t)],\(num(constant)),\"\(relName(relation))\",\"\(strength)\"]")
            case let .remove(id): ops.append("[\"remove\",\(id)]")
            case let .edit(v, strength): ops.append("[\"edit\",\(v),\"\(strength)\"]")
            case let .suggest(v, value): ops.append("[\"suggest\",\(v),\(num(value))]")
            case .snap: ops.append("[\"snap\"]")
            }
        }
        out += "{\"nvars\":\(s.nvars),\"ops\":[\(ops.joined(separator: ","))]}"
    }
    return out + "]}"
}

/// Runs kiwi on the systems; records an issue and returns nil when python3 or kiwisolver is missing.
private func runKiwi(_ systems: [System]) -> [[Any]]? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let script = root.appendingPathComponent("scripts/kiwi-solve.py").path
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", script]
    let input = Pipe(), output = Pipe(), errors = Pipe()
    p.standardInput = input
    p.standardOutput = output
    p.standardError = errors
    do { try p.run() } catch {
        Issue.record("cannot run python3 for the kiwi differential tests: \(error)")
        return nil
    }
    let data = Data(json(systems).utf8)
    let writer = Thread { input.fileHandleForWriting.write(data); try? input.fileHandleForWriting.close() }
    writer.start()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else {
        let msg = String(decoding: err, as: UTF8.self)
        if p.terminationStatus == 3 || p.terminationStatus == 127 {
            Issue.record("""
                kiwi differential tests need python3 with kiwisolver (scripts/install-deps installs \
                it: pip install kiwisolver). \(msg)
                """)
        } else {
            Issue.record("scripts/kiwi-solve.py failed with status \(p.terminationStatus): \(msg)")
        }
        return nil
    }
    guard let obj = try? JSONSerialization.jsonObject(with: out) as? [String: Any],
          let results = obj["results"] as? [[Any]] else {
        Issue.record("unreadable output from scripts/kiwi-solve.py")
        return nil
    }
    return results
}

/// The per-level violation of the active constraints for a set of values:
/// [required, strong, medium, weak].
private func violations(_ values: [Double], _ active: [(Op, Bool)]) -> [Double] {
    var v = [0.0, 0, 0, 0]
    for (op, _) in active {
        guard case let .add(_, terms, constant, relation, strengthName) = op else { continue }
        let e = terms.reduce(constant) { $0 + $1.1 * values[$1.0] }
        let bad: Double
        switch relation {
        case .equal: bad = abs(e)
        case .lessThanOrEqual: bad = max(0, e)
        case .greaterThanOrEqual: bad = max(0, -e)
        }
        let k = ["required": 0, "strong": 1, "medium": 2, "weak": 3][strengthName]!
        v[k] += bad
    }
    return v
}

// Both ways of adding a required equality that has no free variable to solve for (phase one
// with an artificial variable, or the dual simplex) are checked.
@Test(arguments: [true, false])
func matchesKiwiOnRandomSmallSystems(artificialPhase: Bool) throws {
    var rng = SplitMix64(seed: 0x0C0FFEE)
    let systems = (0..<400).map { _ in randomSystem(&rng) }
    guard let kiwi = runKiwi(systems) else { return }
    #expect(kiwi.count == systems.count)
    var compared = 0, sameValues = 0, sameObjective = 0
    for (n, sys) in systems.enumerated() where n < kiwi.count {
        let s = Solver()
        s.useArtificialForEqualities = artificialPhase
        let xs = (0..<sys.nvars).map { _ in s.makeVariable() }
        var cons: [Int: Constraint] = [:]
        var active: [(Op, Bool)] = []   // constraints in the solver, incl. the edit's
        var editValue = 0.0, editVar = -1, editStrength = ""
        system: for (i, op) in sys.ops.enumerated() {
            guard i < kiwi[n].count else { break system }
            let theirs = kiwi[n][i]
            switch op {
            case let .add(id, terms, constant, relation, strengthName):
                let expr = Expression(terms.map { Term(xs[$0.0], $0.1) }, constant: constant)
                let c = Constraint(expr, relation, strength: strength(strengthName))
                var ours = "ok"
                do { try s.add(c) } catch { ours = "err:UnsatisfiableConstraint" }
                #expect(ours == (theirs as? String), "system \(n) op \(i): ours \(ours), kiwi \(theirs)")
                // kiwi keeps a failed constraint's row in its tableau; stop comparing there.
                if ours != "ok" || (theirs as? String) != "ok" { break system }
                cons[id] = c
                active.append((op, true))
            case let .remove(id):
                if let c = cons.removeValue(forKey: id) {
                    try s.remove(c)
                    active.removeAll { if case let .add(aid, _, _, _, _) = $0.0 { return aid == id } else { return false } }
                }
            case let .edit(v, strengthName):
                try s.addEditVariable(xs[v], strength: strength(strengthName))
                editVar = v; editStrength = strengthName
            case let .suggest(v, value):
                try s.suggestValue(value, for: xs[v])
                editValue = value
            case .snap:
                guard let kv = theirs as? [Double] else {
                    Issue.record("system \(n) op \(i): kiwi gave \(theirs)")
                    break system
                }
                let ov = xs.map { s[$0] }
                compared += 1
                let scale = max(1, ov.map(abs).max() ?? 1)
                if zip(ov, kv).allSatisfy({ abs($0 - $1) <= 1e-6 * scale }) {
                    sameValues += 1
                    continue
                }
                // Several optima: the objective (per priority level) must be the same.
                var all = active
                if editVar >= 0 {
                    all.append((.add(id: -1, terms: [(editVar, 1)], constant: -editValue, relation: .equal,
                                     strength: editStrength), true))
                }
                let a = violations(ov, all), b = violations(kv, all)
                let ok = zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
                #expect(ok, "system \(n) op \(i): ours \(ov) \(a), kiwi \(kv) \(b)")
                if ok { sameObjective += 1 }
            }
        }
    }
    // Enough of the comparisons must have exercised the solver.
    #expect(compared > 1500, "only \(compared) snapshots compared")
    #expect(sameValues > compared / 2)
    print("kiwi differential: \(compared) snapshots, \(sameValues) identical values, \(sameObjective) same objective")
}

@Test(arguments: [true, false])
func failedAddsLeaveTheSolverAsItWas(artificialPhase: Bool) throws {
    // After every refused required constraint the solver must behave exactly like a fresh
    // solver given only the accepted constraints (compared by per-level objective).
    var rng = SplitMix64(seed: 99)
    var refusals = 0
    for _ in 0..<500 {
        let sys = randomSystem(&rng)
        let s = Solver()
        s.useArtificialForEqualities = artificialPhase
        let xs = (0..<sys.nvars).map { _ in s.makeVariable() }
        var accepted: [(Op, Bool)] = []
        for op in sys.ops {
            guard case let .add(_, terms, constant, relation, name) = op else { continue }
            let c = Constraint(Expression(terms.map { Term(xs[$0.0], $0.1) }, constant: constant), relation,
                               strength: strength(name))
            do {
                try s.add(c)
                accepted.append((op, true))
            } catch {
                refusals += 1
                let fresh = Solver()
                let ys = (0..<sys.nvars).map { _ in fresh.makeVariable() }
                for (a, _) in accepted {
                    guard case let .add(_, t, k, r, n) = a else { continue }
                    try fresh.add(Constraint(Expression(t.map { Term(ys[$0.0], $0.1) }, constant: k), r,
                                             strength: strength(n)))
                }
                let a = violations(xs.map { s[$0] }, accepted), b = violations(ys.map { fresh[$0] }, accepted)
                #expect(a[0] < 1e-6, "required constraints violated after a refusal: \(a)")
                #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }, "\(a) vs \(b)")
            }
        }
    }
    #expect(refusals > 40, "only \(refusals) refusals")
}
