import Testing
@testable import Cassowary

/// Variables given back to the solver are reused, so a solver whose variables come and go stays the size of
/// what it holds (issue 18: views churned through a window grew the solver forever).
@Suite struct VariableReleaseTests {
    @Test func releasedVariablesAreReusedAndTheRestStillSolve() throws {
        let s = Solver()
        let x = s.makeVariable(name: "x"), y = s.makeVariable(name: "y")
        // x = 10, y = x + 5.
        try s.add(Constraint(Expression(x) - 10, .equal))
        try s.add(Constraint(Expression(y) - Expression(x) - 5, .equal))
        for round in 0..<100 {
            let z = s.makeVariable(name: "z\(round)")
            let c = Constraint(Expression(z) - Expression(y) - 1, .equal) // z = y + 1 = 16
            try s.add(c)
            #expect(s.value(of: z) == 16)
            try s.remove(c)
            s.releaseVariable(z)
        }
        #expect(s.variableCount == 3) // x, y and one slot reused a hundred times
        s.updateVariables()
        #expect(s.lastValue(of: x) == 10 && s.lastValue(of: y) == 15)
    }
}
