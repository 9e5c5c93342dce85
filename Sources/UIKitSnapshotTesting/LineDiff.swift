/// A unified diff of two texts' lines, as the library prints it: hunks headed "@@ −a,b +c,d @@", removed lines
/// marked "−" (U+2212), added ones "+", context lines indented by a figure space, trailing spaces shown as "¬".
enum LineDiff {
    static let minus = "\u{2212}"
    static let plus = "+"
    private static let figureSpace = "\u{2007}"
    private static let context = 4

    private enum Op { case same(String), removed(String), added(String) }

    /// The hunks that differ, or nil when the texts are equal.
    static func hunks(_ old: String, _ new: String) -> String? {
        guard old != new else { return nil }
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let ops = script(a, b)
        // Indices of changed operations, grouped into hunks whose changes are at most 2 × context lines apart.
        let changed = ops.indices.filter { if case .same = ops[$0] { return false }; return true }
        guard !changed.isEmpty else { return nil }
        var groups: [ClosedRange<Int>] = []
        for i in changed {
            if let last = groups.last, i - last.upperBound <= 2 * context + 1 {
                groups[groups.count - 1] = last.lowerBound...i
            } else {
                groups.append(i...i)
            }
        }
        // Line numbers before each operation.
        var oldLine = [Int](), newLine = [Int]()
        var o = 0, n = 0
        for op in ops {
            oldLine.append(o); newLine.append(n)
            switch op {
            case .same: o += 1; n += 1
            case .removed: o += 1
            case .added: n += 1
            }
        }
        var out: [String] = []
        for g in groups {
            let start = max(0, g.lowerBound - context), end = min(ops.count - 1, g.upperBound + context)
            var lines: [String] = [], oldCount = 0, newCount = 0
            for op in ops[start...end] {
                switch op {
                case .same(let s): lines.append(mark(figureSpace, s)); oldCount += 1; newCount += 1
                case .removed(let s): lines.append(mark(minus, s)); oldCount += 1
                case .added(let s): lines.append(mark(plus, s)); newCount += 1
                }
            }
            out.append("@@ \(minus)\(oldLine[start] + 1),\(oldCount) \(plus)\(newLine[start] + 1),\(newCount) @@")
            out += lines
        }
        return out.joined(separator: "\n")
    }

    private static func mark(_ prefix: String, _ line: String) -> String {
        prefix + line + (line.hasSuffix(" ") ? "¬" : "")
    }

    /// An edit script from the longest common subsequence (texts in tests are short).
    private static func script(_ a: [String], _ b: [String]) -> [Op] {
        let n = a.count, m = b.count
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [Op] = [], i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] { ops.append(.same(a[i])); i += 1; j += 1 }
            else if j < m, i == n || lcs[i][j + 1] >= lcs[i + 1][j] { ops.append(.added(b[j])); j += 1 }
            else { ops.append(.removed(a[i])); i += 1 }
        }
        // Removals read better before the additions that replace them.
        var sorted: [Op] = [], pendingAdds: [Op] = []
        for op in ops {
            switch op {
            case .added: pendingAdds.append(op)
            case .removed: sorted.append(op)
            case .same: sorted += pendingAdds; pendingAdds = []; sorted.append(op)
            }
        }
        return sorted + pendingAdds
    }
}
