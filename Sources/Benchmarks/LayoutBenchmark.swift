// `swift run -c release Benchmarks layout`: our Cassowary against kiwi (C++, from the
// kiwisolver sdist) on the four patterns of LAYOUT-PATTERNS.md, N = 100, 1000, 10000.
//
// One line per case on stdout:
//   layout pattern=… N=… ours_add_ms=… kiwi_add_ms=…|skipped(pred=…s) ours_frame_ms=… kiwi_frame_ms=…
// add = edit variables + all constraints + solve, median over fresh solvers (7 when one takes
// under 0.2 s, 5 under 2 s, 3 under 20 s, else 1); frame = every edit variable +1 pt and
// re-solve, median of 60 frames. A case (ours or kiwi) predicted to take more than
// $LAYOUT_BUDGET seconds (default 60) from the smaller sizes is skipped and its prediction
// printed; so is one of ours whose tableau would need more than half the available memory
// (`skipped(pred=…s,mem=…GB)`). Optional arguments: sizes, pattern names, --no-kiwi. Notes go to stderr. Values
// that differ from kiwi's print a `layout MISMATCH …` line on stdout unless both solutions
// violate every priority level by the same amount (several optima).
import Cassowary
import Foundation

enum LayoutBenchmark {
    static let patterns = ["chain", "cells", "indep", "grid"]
    static let sizes = [100, 1000, 10000]
    /// Seconds a case may be predicted to take before it is skipped.
    static let budget = Double(ProcessInfo.processInfo.environment["LAYOUT_BUDGET"] ?? "") ?? 60

    static func run() {
        // Optional arguments after `layout`: sizes, pattern names, --no-kiwi.
        let args = CommandLine.arguments.dropFirst(2)
        let sizes = args.compactMap { Int($0) }
        let chosen = patterns.filter { args.contains($0) }
        let kiwi = args.contains("--no-kiwi") ? nil : KiwiDriver.prepare()
        for pattern in chosen.isEmpty ? patterns : chosen {
            var kiwiHistory: [(n: Int, add: Double, frame: Double)] = []
            var oursHistory: [(n: Int, add: Double, frame: Double)] = []
            var oursEntries: [(n: Int, entries: Double)] = []
            for n in sizes.isEmpty ? Self.sizes : sizes {
                // Ours is skipped too when it is predicted to blow the budget, with the same
                // rule as kiwi (growth at least N²), or to need more than half the available
                // memory (a guard kept from the explicit tableau, whose chain grew as 9·N²
                // entries; the factored tableau stays O(N) on all four patterns).
                let (oursPredAdd, oursPredFrame) = predict(oursHistory, n)
                let predBytes = predictEntries(oursEntries, n) * 24   // Entry + column link
                var oursAdd = "skipped(pred=\(fmt(oursPredAdd, 1))s)"
                var oursFrame = "skipped(pred=\(fmt(oursPredFrame, 3))s)"
                if predBytes > 0.5 * availableMemory() {
                    oursAdd = "skipped(pred=\(fmt(oursPredAdd, 1))s,mem=\(fmt(predBytes / 1e9, 1))GB)"
                }
                var ours: Result?
                var system: LayoutSystem?
                if oursPredAdd + 60 * oursPredFrame <= budget && predBytes <= 0.5 * availableMemory() {
                    let (r, s) = measureOurs(pattern, n)
                    ours = r
                    system = s
                    oursHistory.append((n, r.addMs / 1e3, r.frameMs / 1e3))
                    oursEntries.append((n, Double(s.solver.tableauStats.entries)))
                    oursAdd = fmt(r.addMs, 3)
                    oursFrame = fmt(r.frameMs, 4)
                }
                var kiwiAdd = "skipped", kiwiFrame = "skipped"
                if let kiwi {
                    // kiwi grows faster than its smaller sizes suggest (grid: 0.47 s at N=1000,
                    // 170 s at 10000), so at least N^2.5 keeps the run within a few minutes.
                    let (predAdd, predFrame) = predict(kiwiHistory, n, minimumExponent: 2.5)
                    let runs = repeats(forAdd: predAdd)
                    if predAdd * Double(runs) + 60 * predFrame > budget {
                        kiwiAdd = "skipped(pred=\(fmt(predAdd, 1))s)"
                        kiwiFrame = "skipped(pred=\(fmt(predFrame, 3))s)"
                    } else if let r = kiwi.run(pattern, n, runs: runs) {
                        kiwiHistory.append((n, r.addMs / 1e3, r.frameMs / 1e3))
                        kiwiAdd = fmt(r.addMs, 3)
                        kiwiFrame = fmt(r.frameMs, 4)
                        if let ours, let system { compare(pattern, n, system, ours.values, r.values) }
                        note("kiwi \(pattern) N=\(n): \(runs) fresh solver(s)")
                    }
                }
                out("layout pattern=\(pattern) N=\(n) ours_add_ms=\(oursAdd) kiwi_add_ms=\(kiwiAdd) "
                    + "ours_frame_ms=\(oursFrame) kiwi_frame_ms=\(kiwiFrame)")
            }
        }
    }

    /// Fresh solvers: 7 when a build takes under 0.2 s, 5 under 2 s, 3 under 20 s, else 1.
    static func repeats(forAdd seconds: Double) -> Int {
        seconds < 0.2 ? 7 : seconds < 2 ? 5 : seconds < 20 ? 3 : 1
    }

    /// Predicted add and frame seconds at n: N³ from one smaller size, else the growth
    /// exponent fitted on the last two sizes (at least `minimumExponent` for add — kiwi_bench.py
    /// uses 2 — and at least 1 for frames).
    static func predict(_ h: [(n: Int, add: Double, frame: Double)], _ n: Int,
                        minimumExponent: Double = 2) -> (Double, Double) {
        guard let last = h.last else { return (0, 0) }
        let ratio = Double(n) / Double(last.n)
        var ea = 3.0, ef = 3.0
        if h.count >= 2 {
            let prev = h[h.count - 2]
            let span = log(Double(last.n) / Double(prev.n))
            ea = max(minimumExponent, log(last.add / prev.add) / span)
            ef = max(1, log(last.frame / prev.frame) / span)
        }
        return (last.add * pow(ratio, ea), last.frame * pow(ratio, ef))
    }

    /// Predicted tableau entries at n: N² from one smaller size, else the fitted growth (≥ 1).
    static func predictEntries(_ h: [(n: Int, entries: Double)], _ n: Int) -> Double {
        guard let last = h.last else { return 0 }
        var e = 2.0
        if h.count >= 2 {
            let prev = h[h.count - 2]
            e = max(1, log(last.entries / prev.entries) / log(Double(last.n) / Double(prev.n)))
        }
        return last.entries * pow(Double(n) / Double(last.n), e)
    }

    /// MemAvailable from /proc/meminfo, in bytes (8 GB if unreadable).
    static func availableMemory() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return 8e9 }
        for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 8e6
            return kb * 1024
        }
        return 8e9
    }

    struct Result {
        var addMs: Double
        var frameMs: Double
        var values: [Double]
    }

    static func measureOurs(_ pattern: String, _ n: Int) -> (Result, LayoutSystem) {
        var adds: [Double] = []
        var runs = 1
        var last: LayoutSystem?
        var i = 0
        while i < runs {
            let s = LayoutSystem(pattern, n)   // constraint objects are made outside the timing
            let t0 = now()
            s.addAll()
            let t = now() - t0
            adds.append(t)
            if i == 0 { runs = repeats(forAdd: t) }
            last = s
            i += 1
        }
        let s = last!
        var frames: [Double] = []
        for k in 1...60 {
            let t0 = now()
            s.setWidth(s.base + Double(k))
            s.solver.updateVariables()
            frames.append(now() - t0)
        }
        s.checkRequired(pattern, n)
        note("stats \(s.solver.tableauStats)")
        note("ours \(pattern) N=\(n): \(runs) fresh solver(s)")
        return (Result(addMs: median(adds) * 1e3, frameMs: median(frames) * 1e3,
                       values: s.views.map { s.solver.lastValue(of: $0) }), s)
    }

    /// Values must agree; where they do not, both must be optima: the same violation per
    /// priority level (the grid's vertical split among rows, for one, is not unique).
    static func compare(_ pattern: String, _ n: Int, _ system: LayoutSystem, _ ours: [Double], _ kiwi: [Double]) {
        guard ours.count == kiwi.count else {
            out("layout MISMATCH pattern=\(pattern) N=\(n) ours has \(ours.count) values, kiwi \(kiwi.count)")
            return
        }
        var bad = 0
        var first = ""
        for (i, (a, b)) in zip(ours, kiwi).enumerated() where abs(a - b) > 1e-6 * max(1, abs(a), abs(b)) {
            if bad == 0 {
                let field = ["left", "width", "top", "height"][i % 4]
                first = "view=\(i / 4) \(field) ours=\(a) kiwi=\(b)"
            }
            bad += 1
        }
        if bad == 0 { return }
        var kiwiAll = system.all.map { system.solver.lastValue(of: $0) }
        for (v, x) in zip(system.views, kiwi) { kiwiAll[v.id] = x }   // ids are 0..<all.count
        let a = system.objective(nil), b = system.objective(kiwiAll)
        let same = a.count == b.count
            && zip(a, b).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) <= 1e-6 * max(1, abs($0.1), abs($1.1)) }
        if same {
            note("\(pattern) N=\(n): \(bad) values differ from kiwi's with the same violation per priority "
                 + "(several optima; first: \(first))")
        } else {
            out("layout MISMATCH pattern=\(pattern) N=\(n) values_differing=\(bad) first: \(first) "
                + "violation per priority ours=\(a) kiwi=\(b)")
        }
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    static func median(_ v: [Double]) -> Double {
        let s = v.sorted()
        let m = s.count / 2
        return s.count % 2 == 1 ? s[m] : 0.5 * (s[m - 1] + s[m])
    }

    static func fmt(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }

    /// A line on stdout, unbuffered so lines appear as cases finish.
    static func out(_ s: String) {
        FileHandle.standardOutput.write(Data((s + "\n").utf8))
    }

    static func note(_ s: String) {
        FileHandle.standardError.write(Data(("# " + s + "\n").utf8))
    }
}
