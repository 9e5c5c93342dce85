import Foundation

/// The heights of a run of rows: a common base height (the fixed height or the estimate) plus, once any row
/// differs from it, a Fenwick tree of the differences. Offsets and lookups cost O(log n) and nothing is built
/// per row until a row is measured, so reloading and scrolling cost the same for a thousand rows or a million.
struct ListRowHeights {
    private(set) var count: Int
    private(set) var base: CGFloat
    /// Fenwick tree (1-based) of `height − base`; empty while every row has the base height.
    private var tree: [CGFloat] = []
    /// The exact difference of each row, for point reads; empty with `tree`.
    private var delta: [CGFloat] = []
    /// Which rows have their real height (only for estimated runs).
    private var measured: [Bool] = []
    /// The sum of all differences.
    private(set) var totalDelta: CGFloat = 0

    init(count: Int, base: CGFloat) {
        self.count = max(0, count)
        self.base = base
    }

    var total: CGFloat { CGFloat(count) * base + totalDelta }

    /// The sum of the heights of rows `0 ..< row`.
    func offset(ofRow row: Int) -> CGFloat {
        let r = min(max(row, 0), count)
        var sum = CGFloat(r) * base
        guard !tree.isEmpty else { return sum }
        var i = r
        while i > 0 { sum += tree[i]; i &= i - 1 }
        return sum
    }

    func height(ofRow row: Int) -> CGFloat {
        guard row >= 0, row < count else { return 0 }
        return delta.isEmpty ? base : base + delta[row]
    }

    func isMeasured(_ row: Int) -> Bool { !measured.isEmpty && measured[row] }

    mutating func setHeight(_ h: CGFloat, ofRow row: Int, measured isReal: Bool = true) {
        guard row >= 0, row < count else { return }
        if isReal {
            if measured.isEmpty { measured = [Bool](repeating: false, count: count) }
            measured[row] = true
        }
        let d = h - base
        let old = delta.isEmpty ? 0 : delta[row]
        guard d != old else { return }
        if tree.isEmpty {
            tree = [CGFloat](repeating: 0, count: count + 1)
            delta = [CGFloat](repeating: 0, count: count)
        }
        delta[row] = d
        totalDelta += d - old
        var i = row + 1
        while i <= count { tree[i] += d - old; i += i & (-i) }
    }

    /// The row whose span contains `y` (measured from the top of the run), clamped to the rows there are.
    func row(at y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        if tree.isEmpty {
            return base > 0 ? min(count - 1, Int((y / base).rounded(.down))) : count - 1
        }
        // Fenwick descent on offset(row) = row·base + Σdelta: the largest row with offset ≤ y.
        var pos = 0
        var acc: CGFloat = 0
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= count {
                let candidate = acc + tree[next] + CGFloat(step) * base
                if candidate <= y { pos = next; acc = candidate }
            }
            step /= 2
        }
        return min(pos, count - 1)
    }
}
