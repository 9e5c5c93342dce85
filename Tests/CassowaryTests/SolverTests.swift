import Testing
@testable import Cassowary
import TestSupport

// Expected values are worked out by hand from the constraints in each test.

@Test func simpleRequiredEqualities() throws {
    let s = Solver()
    let x = s.makeVariable(name: "x"), y = s.makeVariable(name: "y")
    try s.add(Constraint(x, .equal, 20))
    try s.add(Constraint(x + 2, .equal, y + 10))   // y = x − 8
    #expect(near(s[x], 20))
    #expect(near(s[y], 12))
}

@Test func strongerStrengthWins() throws {
    let s = Solver()
    let x = s.makeVariable()
    try s.add(Constraint(x, .equal, 10, strength: .weak))
    try s.add(Constraint(x, .equal, 20, strength: .strong))
    #expect(near(s[x], 20))
    try s.add(Constraint(x, .equal, 30, strength: .medium))
    #expect(near(s[x], 20))
    try s.add(Constraint(x, .equal, 40, strength: Strength(999)))
    #expect(near(s[x], 40))
}

@Test func priority751BeatsManyPriority750() throws {
    // A weighted sum would let the 750s win by number; priorities must be strict.
    let s = Solver()
    let x = s.makeVariable()
    for _ in 0..<200 { try s.add(Constraint(x, .equal, 10, strength: Strength(750))) }
    try s.add(Constraint(x, .equal, 0, strength: Strength(751)))
    #expect(near(s[x], 0))
    // Also across variables: 300 views want width 100 at 750, one 751 wants their sum ≤ 50.
    let t = Solver()
    let ws = (0..<300).map { _ in t.makeVariable() }
    for w in ws {
        try t.add(Constraint(w, .equal, 100, strength: Strength(750)))
        try t.add(Constraint(w, .greaterThanOrEqual, 0))
    }
    let total = ws.dropFirst().reduce(Expression(ws[0])) { $0 + $1 }
    try t.add(Constraint(total, .lessThanOrEqual, Expression(50), strength: Strength(751)))
    let sum = ws.reduce(0.0) { $0 + t[$1] }
    #expect(near(sum, 50))
}

@Test func fractionalPrioritiesAreDistinctLevels() throws {
    let s = Solver()
    let x = s.makeVariable()
    for _ in 0..<50 { try s.add(Constraint(x, .equal, 1, strength: Strength(250))) }
    try s.add(Constraint(x, .equal, 2, strength: Strength(250.5)))
    #expect(near(s[x], 2))
}

@Test func sameStrengthBalancesByCount() throws {
    // Equal priorities add up: two constraints for 10 beat one for 0 (minimising |x−10|·2 + |x|).
    let s = Solver()
    let x = s.makeVariable()
    try s.add(Constraint(x, .equal, 0, strength: .medium))
    try s.add(Constraint(x, .equal, 10, strength: .medium))
    try s.add(Constraint(x, .equal, 10, strength: .medium))
    #expect(near(s[x], 10))
}

@Test func inequalities() throws {
    let s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(Constraint(x, .lessThanOrEqual, 100))
    try s.add(Constraint(x, .equal, 150, strength: .strong))
    #expect(near(s[x], 100))
    try s.add(Constraint(y, .greaterThanOrEqual, 10))
    try s.add(Constraint(y, .equal, 0, strength: .weak))
    #expect(near(s[y], 10))
    // x + y ≤ 60 (required) forces x down to 50; y stays at its minimum 10.
    try s.add(Constraint(x + y, .lessThanOrEqual, Expression(60)))
    #expect(near(s[x], 50))
    #expect(near(s[y], 10))
}

@Test func optionalInequalityYieldsToStronger() throws {
    let s = Solver()
    let x = s.makeVariable()
    try s.add(Constraint(x, .greaterThanOrEqual, 50, strength: .weak))
    try s.add(Constraint(x, .equal, 20, strength: .medium))
    #expect(near(s[x], 20))
    try s.add(Constraint(x, .lessThanOrEqual, 10, strength: .weak))
    #expect(near(s[x], 20))
}

@Test func removalRestoresPreviousSolution() throws {
    let s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(Constraint(x, .equal, 10, strength: .weak))
    try s.add(Constraint(y, .equal, x + 5))
    #expect(near(s[x], 10) && near(s[y], 15))
    let c = Constraint(x, .equal, 20, strength: .strong)
    try s.add(c)
    #expect(near(s[x], 20) && near(s[y], 25))
    try s.remove(c)
    #expect(near(s[x], 10) && near(s[y], 15))
    let r = Constraint(y, .lessThanOrEqual, 12)
    try s.add(r)
    #expect(near(s[x], 7) && near(s[y], 12))
    try s.remove(r)
    #expect(near(s[x], 10) && near(s[y], 15))
    #expect(!s.contains(r))
}

@Test func classicAddDelete() throws {
    // Cassowary's add/delete test: x = 100 weakly, then x ≤ 10 and x ≤ 20 required.
    let s = Solver()
    let x = s.makeVariable()
    try s.add(Constraint(x, .equal, 100, strength: .weak))
    let c10 = Constraint(x, .lessThanOrEqual, 10)
    let c20 = Constraint(x, .lessThanOrEqual, 20)
    try s.add(c10)
    try s.add(c20)
    #expect(near(s[x], 10))
    try s.remove(c10)
    #expect(near(s[x], 20))
    try s.remove(c20)
    #expect(near(s[x], 100))
    let c10again = Constraint(x, .lessThanOrEqual, 10)
    try s.add(c10again)
    try s.add(c20)
    #expect(near(s[x], 10))
    try s.remove(c10again)
    #expect(near(s[x], 20))
    try s.remove(c20)
    #expect(near(s[x], 100))
}

@Test func classicAddDeleteTwoVariables() throws {
    let s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(Constraint(x, .equal, 100, strength: .weak))
    try s.add(Constraint(y, .equal, 120, strength: .strong))
    let c10 = Constraint(x, .lessThanOrEqual, 10)
    let c20 = Constraint(x, .lessThanOrEqual, 20)
    try s.add(c10)
    try s.add(c20)
    #expect(near(s[x], 10) && near(s[y], 120))
    try s.remove(c10)
    #expect(near(s[x], 20) && near(s[y], 120))
    let cxy = Constraint(2 * x, .equal, Expression(y))
    try s.add(cxy)
    #expect(near(s[x], 20) && near(s[y], 40))
    try s.remove(c20)
    #expect(near(s[x], 60) && near(s[y], 120))
    try s.remove(cxy)
    #expect(near(s[x], 100) && near(s[y], 120))
}

@Test func inconsistentRequiredEqualities() throws {
    let s = Solver()
    let x = s.makeVariable()
    try s.add(Constraint(x, .equal, 10))
    #expect(throws: CassowaryError.unsatisfiableConstraint) {
        try s.add(Constraint(x, .equal, 5))
    }
    #expect(near(s[x], 10))
}

@Test func inconsistentRequiredInequalities() throws {
    let s = Solver()
    let x = s.makeVariable()
    try s.add(Constraint(x, .greaterThanOrEqual, 10))
    let bad = Constraint(x, .lessThanOrEqual, 5)
    #expect(throws: CassowaryError.unsatisfiableConstraint) { try s.add(bad) }
    #expect(!s.contains(bad))
    try s.add(Constraint(x, .equal, 3, strength: .weak))
    #expect(near(s[x], 10))
}

@Test func inconsistentRequiredChain() throws {
    // w ≥ 10, x ≥ w, y ≥ x, z ≥ y, z ≥ 8, then z ≤ 4 cannot hold.
    let s = Solver()
    let w = s.makeVariable(), x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
    try s.add(Constraint(w, .greaterThanOrEqual, 10))
    try s.add(Constraint(x, .greaterThanOrEqual, w))
    try s.add(Constraint(y, .greaterThanOrEqual, x))
    try s.add(Constraint(z, .greaterThanOrEqual, y))
    try s.add(Constraint(z, .greaterThanOrEqual, 8))
    #expect(throws: CassowaryError.unsatisfiableConstraint) {
        try s.add(Constraint(z, .lessThanOrEqual, 4))
    }
    // The solver still works: pull everything down weakly, z rests at 10.
    try s.add(Constraint(z, .equal, 0, strength: .weak))
    #expect(near(s[z], 10))
    #expect(s[w] >= 10 - 1e-9)
}

@Test func redundantRequiredEqualityIsAccepted() throws {
    let s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(Constraint(x, .equal, y + 5))
    try s.add(Constraint(y, .equal, 1))
    try s.add(Constraint(x, .equal, 6))        // implied: accepted
    #expect(near(s[x], 6) && near(s[y], 1))
}

@Test func midpointEditing() throws {
    // left, mid, right: mid = (left + right)/2, right = left + 10, right ≤ 100, left ≥ 0.
    let s = Solver()
    let l = s.makeVariable(name: "left"), m = s.makeVariable(name: "mid"), r = s.makeVariable(name: "right")
    try s.add(Constraint(m, .equal, (l + r) / 2))
    try s.add(Constraint(r, .equal, l + 10))
    try s.add(Constraint(r, .lessThanOrEqual, 100))
    try s.add(Constraint(l, .greaterThanOrEqual, 0))
    #expect(near(s[r], s[l] + 10))
    try s.addEditVariable(m, strength: .strong)
    try s.suggestValue(50, for: m)
    #expect(near(s[l], 45) && near(s[m], 50) && near(s[r], 55))
    try s.suggestValue(98, for: m)   // right stops at 100
    #expect(near(s[l], 90) && near(s[m], 95) && near(s[r], 100))
    try s.suggestValue(2, for: m)    // left stops at 0
    #expect(near(s[l], 0) && near(s[m], 5) && near(s[r], 10))
    try s.suggestValue(20, for: m)
    #expect(near(s[l], 15) && near(s[m], 20) && near(s[r], 25))
}

@Test func multipleEditSessions() throws {
    let s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(Constraint(x + y, .equal, Expression(100)))
    try s.add(Constraint(x, .equal, 50, strength: .weak))
    #expect(near(s[x], 50) && near(s[y], 50))
    try s.addEditVariable(x, strength: .strong)
    try s.suggestValue(30, for: x)
    #expect(near(s[x], 30) && near(s[y], 70))
    try s.removeEditVariable(x)
    #expect(near(s[x], 50) && near(s[y], 50))
    // Second session, on y, then on both at once (an edit starts at the suggested value 0).
    try s.addEditVariable(y, strength: .medium)
    try s.suggestValue(10, for: y)
    #expect(near(s[x], 90) && near(s[y], 10))
    try s.addEditVariable(x, strength: .strong)
    #expect(near(s[x], 0) && near(s[y], 100))
    try s.suggestValue(40, for: x)     // strong x beats medium y
    #expect(near(s[x], 40) && near(s[y], 60))
    try s.removeEditVariable(x)
    #expect(near(s[x], 90) && near(s[y], 10))
    try s.removeEditVariable(y)
    #expect(!s.hasEditVariable(y))
    #expect(near(s[x], 50) && near(s[y], 50))
}

@Test func manySuggestionsBeforeReading() throws {
    let s = Solver()
    let vs = (0..<20).map { _ in s.makeVariable() }
    let total = s.makeVariable()
    try s.add(Constraint(total, .equal, vs.dropFirst().reduce(Expression(vs[0])) { $0 + $1 }))
    for v in vs { try s.addEditVariable(v, strength: .strong) }
    for (i, v) in vs.enumerated() { try s.suggestValue(Double(i), for: v) }
    for (i, v) in vs.enumerated() { try s.suggestValue(Double(i) * 2, for: v) }
    #expect(near(s[total], 380))
    s.updateVariables()
    #expect(near(s.lastValue(of: total), 380))
    #expect(near(s.lastValue(of: vs[7]), 14))
}

@Test func errorCases() throws {
    let s = Solver()
    let x = s.makeVariable()
    let c = Constraint(x, .equal, 1, strength: .weak)
    try s.add(c)
    #expect(throws: CassowaryError.duplicateConstraint) { try s.add(c) }
    let other = Constraint(x, .equal, 2)
    #expect(throws: CassowaryError.unknownConstraint) { try s.remove(other) }
    try s.remove(c)
    #expect(throws: CassowaryError.unknownConstraint) { try s.remove(c) }
    #expect(throws: CassowaryError.unknownConstraint) { try s.setConstant(3, of: c) }
    #expect(throws: CassowaryError.badRequiredStrength) { try s.addEditVariable(x, strength: .required) }
    #expect(throws: CassowaryError.unknownEditVariable) { try s.suggestValue(4, for: x) }
    #expect(throws: CassowaryError.unknownEditVariable) { try s.removeEditVariable(x) }
    try s.addEditVariable(x, strength: .strong)
    #expect(throws: CassowaryError.duplicateEditVariable) { try s.addEditVariable(x, strength: .weak) }
    // A constraint that belongs to another solver is unknown here, and a duplicate there.
    let t = Solver()
    let y = t.makeVariable()
    let d = Constraint(y, .equal, 0)
    try t.add(d)
    #expect(throws: CassowaryError.unknownConstraint) { try s.remove(d) }
}

@Test func strengthClampsToPriorityRange() {
    #expect(Strength(0).priority == 1)
    #expect(Strength(5000).isRequired)
    #expect(Strength(999).isRequired == false)
    #expect(Strength(751) > Strength(750))
}

@Test func setConstantUpdatesIncrementally() throws {
    let s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    let cx = Constraint(x, .equal, 10)              // x − 10 = 0
    try s.add(cx)
    try s.add(Constraint(y, .greaterThanOrEqual, x + 5))
    try s.add(Constraint(y, .equal, 0, strength: .weak))
    #expect(near(s[x], 10) && near(s[y], 15))
    try s.setConstant(-30, of: cx)                  // x = 30
    #expect(near(s[x], 30) && near(s[y], 35))
    try s.setConstant(20, of: cx)                   // x = −20
    #expect(near(s[x], -20) && near(s[y], 0))     // y ≥ −15, weakly 0
    // An optional constraint's constant.
    let cy = Constraint(y, .equal, 100, strength: .strong)
    try s.add(cy)
    #expect(near(s[y], 100))
    try s.setConstant(-50, of: cy)                  // y = 50 strongly
    #expect(near(s[y], 50))
    // A required constant that cannot hold is refused and the old one stays.
    let cap = Constraint(y, .lessThanOrEqual, 60)
    try s.add(cap)
    #expect(throws: CassowaryError.unsatisfiableConstraint) { try s.setConstant(-70, of: cx) } // x = 70 ⇒ y ≥ 75
    #expect(near(s[x], -20) && near(s[y], 50))
    #expect(cx.expression.constant == 20)
}

@Test func setStrengthReordersPriorities() throws {
    let s = Solver()
    let x = s.makeVariable()
    let a = Constraint(x, .equal, 10, strength: Strength(500))
    let b = Constraint(x, .equal, 20, strength: Strength(600))
    try s.add(a)
    try s.add(b)
    #expect(near(s[x], 20))
    try s.setStrength(Strength(700), of: a)
    #expect(near(s[x], 10))
    try s.setStrength(.required, of: b)
    #expect(near(s[x], 20))
    try s.setStrength(Strength(100), of: b)
    #expect(near(s[x], 10))
    #expect(b.strength == Strength(100))
}

@Test func resultsDoNotDependOnInsertionOrder() throws {
    // A small row of three views in a 300 pt container with a unique optimum, added in every order.
    func build(_ order: [Int]) throws -> [Double] {
        let s = Solver()
        let l = (0..<3).map { _ in s.makeVariable() }
        let w = (0..<3).map { _ in s.makeVariable() }
        var cs: [Constraint] = [
            Constraint(l[0], .equal, 0),
            Constraint(l[1], .equal, l[0] + w[0] + 10),
            Constraint(l[2], .equal, l[1] + w[1] + 10),
            Constraint(l[2] + w[2], .equal, Expression(300)),
            Constraint(w[0], .greaterThanOrEqual, 50, strength: .strong),
            Constraint(w[0], .equal, 50, strength: .weak),
            Constraint(w[1], .equal, 80, strength: .weak),
            Constraint(w[2], .equal, w[1], strength: .medium),
        ]
        cs = order.map { cs[$0] }
        for c in cs { try s.add(c) }
        return (l + w).map { s[$0] }
    }
    let base = try build(Array(0..<8))
    // w0 = 50 (strong+weak), w1 = w2 (medium) = (300 − 20 − 50)/2 = 115.
    #expect(near(base[3], 50) && near(base[4], 115) && near(base[5], 115))
    var rng = SplitMix64(seed: 7)
    for _ in 0..<30 {
        var order = Array(0..<8)
        for i in stride(from: 7, to: 0, by: -1) { order.swapAt(i, Int(rng.next() % UInt64(i + 1))) }
        let other = try build(order)
        #expect(zip(base, other).allSatisfy { near($0, $1) }, "order \(order)")
    }
}

@Test func resetEmptiesTheSolver() throws {
    let s = Solver()
    let x = s.makeVariable()
    let c = Constraint(x, .equal, 5)
    try s.add(c)
    try s.addEditVariable(x, strength: .weak)
    s.reset()
    #expect(!s.contains(c) && !s.hasEditVariable(x))
    #expect(s[x] == 0)
    try s.add(c)
    #expect(near(s[x], 5))
}

/// A small deterministic generator (SplitMix64) for reproducible random tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Test(arguments: [true, false])
func requiredEqualityWithoutFreeVariable(artificialPhase: Bool) throws {
    // x is basic when x = 20 arrives, so the new row has only a slack and a dummy: phase one
    // or the dual simplex must make room for it.
    let s = Solver()
    s.useArtificialForEqualities = artificialPhase
    let x = s.makeVariable()
    try s.add(Constraint(x, .greaterThanOrEqual, 10))
    try s.add(Constraint(x, .equal, 5, strength: .weak))
    #expect(near(s[x], 10))
    let c = Constraint(x, .equal, 20)
    try s.add(c)
    #expect(near(s[x], 20))
    try s.remove(c)
    #expect(near(s[x], 10))
    // And one that cannot hold: refused, nothing changes.
    #expect(throws: CassowaryError.unsatisfiableConstraint) { try s.add(Constraint(x, .equal, 3)) }
    #expect(near(s[x], 10))
}

@Test func requiredInequalityViolatedOnArrivalIsRepaired() throws {
    // y ≥ x + 5 with both at their weak targets (0, 0): the new slack starts negative.
    let s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(Constraint(x, .equal, 0, strength: .strong))
    try s.add(Constraint(y, .equal, 0, strength: .weak))
    try s.add(Constraint(y, .greaterThanOrEqual, x + 5))
    #expect(near(s[x], 0) && near(s[y], 5))   // the weaker one gives way
    try s.add(Constraint(x + y, .lessThanOrEqual, Expression(3)))
    // x + y ≤ 3 and y ≥ x + 5 ⇒ x ≤ −1: strong x = 0 loses 1, y = x + 5 = 4.
    #expect(near(s[x], -1) && near(s[y], 4))
}

@Test func refusedConstantChangeLeavesEverythingInPlace() throws {
    let s = Solver()
    let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable()
    let pin = Constraint(a, .equal, 0)
    try s.add(pin)
    try s.add(Constraint(b, .greaterThanOrEqual, a + 10))
    try s.add(Constraint(c, .greaterThanOrEqual, b + 10))
    try s.add(Constraint(c, .lessThanOrEqual, 100))
    try s.add(Constraint(b, .equal, 0, strength: .weak))
    try s.add(Constraint(c, .equal, 0, strength: .weak))
    #expect(near(s[a], 0) && near(s[b], 10) && near(s[c], 20))
    try s.setConstant(-50, of: pin)                       // a = 50
    #expect(near(s[a], 50) && near(s[b], 60) && near(s[c], 70))
    #expect(throws: CassowaryError.unsatisfiableConstraint) { try s.setConstant(-90, of: pin) } // c ≥ 110
    #expect(near(s[a], 50) && near(s[b], 60) && near(s[c], 70))
    try s.setConstant(-80, of: pin)                       // c = 100 exactly
    #expect(near(s[a], 80) && near(s[b], 90) && near(s[c], 100))
}

@Test func editVariableTracksRequiredBounds() throws {
    // A window width edited at 999 between required bounds, like a live resize.
    let s = Solver()
    let width = s.makeVariable(), left = s.makeVariable(), right = s.makeVariable()
    try s.add(Constraint(left, .equal, 8))
    try s.add(Constraint(right, .equal, width - 8))
    try s.add(Constraint(right - left, .greaterThanOrEqual, Expression(100)))
    try s.addEditVariable(width, strength: Strength(999))
    for w in stride(from: 300.0, through: 50, by: -25) {
        try s.suggestValue(w, for: width)
        #expect(near(s[width], max(w, 116)))
        #expect(near(s[right], max(w, 116) - 8))
    }
}

@Test func constraintChurnReusesSymbols() throws {
    // UIKit adds and removes constraints on every layout change; memory must not grow with it.
    let s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(Constraint(x, .greaterThanOrEqual, 0))
    try s.addEditVariable(y, strength: .strong)
    var size = 0
    for i in 0..<2000 {
        let a = Constraint(x, .equal, y + Double(i % 7), strength: .medium)
        let b = Constraint(x, .lessThanOrEqual, 50)
        let c = Constraint(x + y, .greaterThanOrEqual, Expression(3), strength: .weak)
        try s.add(a); try s.add(b); try s.add(c)
        try s.suggestValue(Double(i % 100), for: y)
        #expect(near(s[x], min(Double(i % 100 + i % 7), 50)))
        try s.remove(b); try s.remove(a); try s.remove(c)
        if i == 10 { size = s.t.symbolCount }
    }
    #expect(s.t.symbolCount == size)
    #expect(near(s[y], 99))
}

@Test func chainsOfDefinitionsSurviveRemovalAndConstantChanges() throws {
    // x1 = x0 + 1, …, x5 = x4 + 1, each arriving while its left side is new (the solver keeps
    // such definitions as they are), then edited in the middle of the chain.
    let s = Solver()
    let x = (0..<6).map { s.makeVariable(name: "x\($0)") }
    var links: [Constraint] = []
    for i in 1..<6 {
        let c = Constraint(x[i], .equal, x[i - 1] + 1)
        links.append(c)
        try s.add(c)
    }
    let pin = Constraint(x[0], .equal, 10)
    try s.add(pin)
    #expect((0..<6).allSatisfy { near(s[x[$0]], 10 + Double($0)) })
    try s.remove(links[2])                                   // x3 = x2 + 1 goes
    try s.add(Constraint(x[3], .equal, 100, strength: .weak))
    #expect(near(s[x[2]], 12) && near(s[x[3]], 100) && near(s[x[5]], 102))
    try s.setConstant(-5, of: links[0])                      // x1 = x0 + 5
    #expect(near(s[x[1]], 15) && near(s[x[2]], 16) && near(s[x[4]], 101))
    let relink = Constraint(x[3], .equal, x[2] + 1)
    try s.add(relink)
    #expect(near(s[x[3]], 17) && near(s[x[5]], 19))
    try s.remove(pin)
    try s.addEditVariable(x[0], strength: .strong)
    try s.suggestValue(0, for: x[0])
    s.updateVariables()
    #expect([0.0, 5, 6, 7, 8, 9].enumerated().allSatisfy { near(s.lastValue(of: x[$0.offset]), $0.element) })
    try s.remove(links[0])                                   // x1 = x0 + 5 goes
    try s.add(Constraint(x[1], .equal, -3, strength: .medium))  // beats the weak x3 = 100
    #expect(near(s[x[0]], 0) && near(s[x[1]], -3) && near(s[x[5]], 1))
}

/// One row of `n` views sharing a width (a horizontal stack view with equal widths), as in
/// LAYOUT-PATTERNS.md's chain: container width `n·100 + 8(n+1)` gives every view exactly 100 pt
/// (the medium equal-width constraints beat the weak intrinsic widths, and 100 ≥ every
/// intrinsic width satisfies the strong compression resistance).
private func sharedWidthRow(_ n: Int, order: (inout [Constraint]) -> Void) throws -> (Solver, Variable, [Variable], [Variable]) {
    let s = Solver()
    let cw = s.makeVariable(name: "container.width")
    let l = (0..<n).map { s.makeVariable(name: "left\($0)") }
    let w = (0..<n).map { s.makeVariable(name: "width\($0)") }
    var cs: [Constraint] = []
    for i in 0..<n {
        let intrinsic = 30 + Double((i * 37) % 61)
        cs.append(i == 0 ? Constraint(l[0], .equal, 8) : Constraint(l[i], .equal, l[i - 1] + w[i - 1] + 8))
        if i > 0 { cs.append(Constraint(w[i], .equal, Expression(w[0]), strength: .medium)) }
        cs.append(Constraint(w[i], .greaterThanOrEqual, 20))
        cs.append(Constraint(w[i], .equal, Expression(intrinsic), strength: .weak))
        cs.append(Constraint(w[i], .greaterThanOrEqual, Expression(intrinsic), strength: .strong))
    }
    cs.append(Constraint(l[n - 1] + w[n - 1] + 8, .equal, Expression(cw)))
    order(&cs)
    try s.addEditVariable(cw, strength: Strength(999))
    try s.suggestValue(Double(n) * 100 + 8 * Double(n + 1), for: cw)
    for c in cs { try s.add(c) }
    return (s, cw, l, w)
}

@Test func sharedWidthRowHasTheSameSolutionInAnyOrder() throws {
    var rng = SplitMix64(seed: 11)
    let orders: [(String, (inout [Constraint]) -> Void)] = [
        ("as written", { _ in }),
        ("reversed", { $0.reverse() }),
        ("shuffled", { cs in
            for i in stride(from: cs.count - 1, to: 0, by: -1) { cs.swapAt(i, Int(rng.next() % UInt64(i + 1))) }
        }),
    ]
    for (name, order) in orders {
        let (s, cw, l, w) = try sharedWidthRow(40, order: order)
        #expect((0..<40).allSatisfy { near(s[w[$0]], 100) }, "\(name)")
        #expect((0..<40).allSatisfy { near(s[l[$0]], 8 + 108 * Double($0)) }, "\(name)")
        // Squeezed to 20 pt a view: below every intrinsic width (30…90), so compression
        // resistance (strong) gives way too, down to the required width ≥ 20.
        try s.suggestValue(8 * 41 + 20 * 40, for: cw)
        #expect((0..<40).allSatisfy { near(s[w[$0]], 20, 1e-6) }, "\(name)")
    }
}

@Test func sharedWidthRowStaysSparseAndResizesEveryView() throws {
    // An explicit tableau of this row has every row mention every view's equal-width error
    // (about 9·n² entries); the factored one keeps a few entries per constraint.
    let n = 2000
    let (s, cw, l, w) = try sharedWidthRow(n, order: { _ in })
    #expect(s.tableauStats.entries < 20 * 5 * n)
    // +n pt on the container: every view grows by 1 pt, the last left edge moves by n − 1.
    try s.suggestValue(Double(n) * 100 + 8 * Double(n + 1) + Double(n), for: cw)
    #expect(near(s[w[0]], 101) && near(s[w[n - 1]], 101))
    #expect(near(s[l[n - 1]], 8 + 109 * Double(n - 1)))
}
