/// A unified diff of two texts, line by line, with three lines of context (as `diff -u`).
enum UnifiedDiff {
    static func make(from old: String, to new: String, path: String) -> String {
        let a = lines(old), b = lines(new)
        // Common prefix and suffix first; the shortest edit script of what is left.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        var ops: [(Character, String)] = a[..<prefix].map { (" ", $0) }
        ops += script(midA, midB)
        ops += a[(a.count - suffix)...].map { (" ", $0) }
        return "--- a/\(path)\n+++ b/\(path)\n" + hunks(ops)
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// An edit script by the longest common subsequence (the middle parts are small: only changed lines).
    private static func script(_ a: [String], _ b: [String]) -> [(Character, String)] {
        if a.isEmpty { return b.map { ("+", $0) } }
        if b.isEmpty { return a.map { ("-", $0) } }
        if a.count * b.count > 4_000_000 { return a.map { ("-", $0) } + b.map { ("+", $0) } }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var ops: [(Character, String)] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] { ops.append((" ", a[i])); i += 1; j += 1 }
            else if table[i + 1][j] >= table[i][j + 1] { ops.append(("-", a[i])); i += 1 }
            else { ops.append(("+", b[j])); j += 1 }
        }
        while i < a.count { ops.append(("-", a[i])); i += 1 }
        while j < b.count { ops.append(("+", b[j])); j += 1 }
        return ops
    }

    private static func hunks(_ ops: [(Character, String)]) -> String {
        let context = 3
        let changed = ops.indices.filter { ops[$0].0 != " " }
        guard !changed.isEmpty else { return "" }
        var groups: [(Int, Int)] = []
        for index in changed {
            let lo = max(0, index - context), hi = min(ops.count - 1, index + context)
            if let last = groups.last, lo <= last.1 + 1 { groups[groups.count - 1].1 = hi } else { groups.append((lo, hi)) }
        }
        var out = ""
        for (lo, hi) in groups {
            var oldStart = 1, newStart = 1
            for k in 0..<lo {
                if ops[k].0 != "+" { oldStart += 1 }
                if ops[k].0 != "-" { newStart += 1 }
            }
            let slice = ops[lo...hi]
            let oldCount = slice.filter { $0.0 != "+" }.count, newCount = slice.filter { $0.0 != "-" }.count
            out += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for (kind, line) in slice { out += "\(kind)\(line)\n" }
        }
        return out
    }
}

extension Porter.FileResult {
    /// The change as a unified diff (empty when there is none).
    public var unifiedDiff: String { changed ? UnifiedDiff.make(from: original, to: ported, path: path) : "" }
}
