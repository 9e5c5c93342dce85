import Foundation

/// The heights of a run of rows: a common base height (the fixed height or the estimate) plus the rows that
/// differ from it, kept sparsely in buckets of 64 rows with a Fenwick tree over the buckets' sums. Offsets and
/// lookups cost O(log n + 64), and memory grows with the rows measured, not the rows there are, so reloading
/// and scrolling cost the same for a thousand rows or a million.
struct ListRowHeights {
    private static let bucketSize = 64

    /// The differences of one bucket's rows from the base, and which of them are measured.
    private struct Bucket {
        var delta = [CGFloat](repeating: 0, count: ListRowHeights.bucketSize)
        var measured: UInt64 = 0
    }

    private(set) var count: Int
    private(set) var base: CGFloat
    /// Fenwick tree (1-based) of each bucket's summed differences; empty while no row differs.
    private var tree: [CGFloat] = []
    private var buckets: [Int: Bucket] = [:]
    /// The sum of all differences.
    private(set) var totalDelta: CGFloat = 0

    init(count: Int, base: CGFloat) {
        self.count = max(0, count)
        self.base = base
    }

    var total: CGFloat { CGFloat(count) * base + totalDelta }
    private var bucketCount: Int { (count + Self.bucketSize - 1) / Self.bucketSize }

    /// The sum of the differences of buckets `0 ..< b`.
    private func bucketPrefix(_ b: Int) -> CGFloat {
        var sum: CGFloat = 0
        var i = b
        while i > 0 { sum += tree[i]; i &= i - 1 }
        return sum
    }

    /// The sum of the heights of rows `0 ..< row`.
    func offset(ofRow row: Int) -> CGFloat {
        let r = min(max(row, 0), count)
        var sum = CGFloat(r) * base
        guard !tree.isEmpty else { return sum }
        let b = r / Self.bucketSize
        sum += bucketPrefix(b)
        if let bucket = buckets[b] {
            for i in 0..<(r % Self.bucketSize) { sum += bucket.delta[i] }
        }
        return sum
    }

    func height(ofRow row: Int) -> CGFloat {
        guard row >= 0, row < count else { return 0 }
        guard let bucket = buckets[row / Self.bucketSize] else { return base }
        return base + bucket.delta[row % Self.bucketSize]
    }

    func isMeasured(_ row: Int) -> Bool {
        guard row >= 0, row < count, let bucket = buckets[row / Self.bucketSize] else { return false }
        return bucket.measured & (1 << UInt64(row % Self.bucketSize)) != 0
    }

    mutating func setHeight(_ h: CGFloat, ofRow row: Int, measured isReal: Bool = true) {
        guard row >= 0, row < count else { return }
        let b = row / Self.bucketSize, i = row % Self.bucketSize
        var bucket = buckets.removeValue(forKey: b) ?? Bucket()
        if isReal { bucket.measured |= 1 << UInt64(i) }
        let d = h - base
        let change = d - bucket.delta[i]
        bucket.delta[i] = d
        buckets[b] = bucket
        guard change != 0 else { return }
        if tree.isEmpty { tree = [CGFloat](repeating: 0, count: bucketCount + 1) }
        totalDelta += change
        var k = b + 1
        while k <= bucketCount { tree[k] += change; k += k & (-k) }
    }

    /// The row whose span contains `y` (measured from the top of the run), clamped to the rows there are.
    func row(at y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        if tree.isEmpty {
            return base > 0 ? min(count - 1, Int((y / base).rounded(.down))) : count - 1
        }
        // Fenwick descent over whole buckets: the last bucket whose start is at or above y.
        let n = bucketCount
        var pos = 0
        var acc: CGFloat = 0
        var step = 1
        while step * 2 <= n { step *= 2 }
        while step > 0 {
            let next = pos + step
            // Buckets pos+1 … next, all full (the last bucket is never skipped over whole).
            if next < n {
                let candidate = acc + tree[next] + CGFloat(step * Self.bucketSize) * base
                if candidate <= y { pos = next; acc = candidate }
            }
            step /= 2
        }
        // Then row by row inside bucket `pos`.
        var r = pos * Self.bucketSize
        let end = min(count, r + Self.bucketSize)
        while r < end - 1 {
            let h = height(ofRow: r)
            if acc + h > y { break }
            acc += h
            r += 1
        }
        return r
    }
}
