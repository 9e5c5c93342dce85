import Foundation

/// Wall-clock timing helpers: every figure the benchmarks print is a median of repeated runs.
enum Timing {
    /// Seconds of one run of `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Median milliseconds over `runs` runs of `body` (after one warm-up run).
    static func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        for _ in 0..<runs { samples.append(seconds(body) * 1000) }
        return median(samples)
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// A figure with three decimals, as the benchmark lines print them.
    static func format(_ v: Double) -> String { String(format: "%.3f", v) }
}
